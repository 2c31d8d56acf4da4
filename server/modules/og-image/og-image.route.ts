/**
 * `GET /api/og-image?title=&subtitle=` — a page's social preview card,
 * 1200×630 PNG (spec §2, §7, §9).
 *
 * Any input is safe: the text is normalised (social-image.ts: control
 * characters dropped, missing title → the site name, title bounded, subtitle
 * cut at 100 characters plus "…") and drawn as text, never parsed as markup.
 * Repeated or array parameters use the first value; oversized query strings
 * are cut before any work.
 *
 * Caching: the bytes depend only on the normalised text and CARD_VERSION, so
 * the strong ETag is a hash of those, computed before rendering: a matching
 * If-None-Match answers 304 without drawing anything. Renders are
 * rate-limited per client IP (OG_IMAGE_RENDERS_PER_MINUTE); 304s are free.
 */
import { createHash } from 'node:crypto';
import { type Request, type RequestHandler, Router } from 'express';
import type { AppDeps } from '../../graphql/context.js';
import { ipSubject, type RateLimit, reserve } from '../../http/rate-limits.js';
import { ogSubtitle, ogTitle } from '../../http/seo/social-image.js';
import { CARD_VERSION, renderCard } from './og-card.js';

/** Far more than any real title: a longer parameter is cut before it is even normalised. */
const MAX_PARAM_CHARS = 2000;
/** Cards never change for the same URL until CARD_VERSION does: a day fresh, a week served while revalidating. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

function param(req: Request, name: string): string {
  const value = req.query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, MAX_PARAM_CHARS) : '';
}

export function etagOf(title: string, subtitle: string): string {
  const hash = createHash('sha256').update(`${CARD_VERSION}\u0000${title}\u0000${subtitle}`).digest('base64url');
  return `"og${CARD_VERSION}-${hash.slice(0, 32)}"`;
}

/** If-None-Match may list several tags, or `*`; weak comparison is right for a GET (RFC 9110 §13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function handler(deps: AppDeps): RequestHandler {
  const renders: RateLimit = { name: 'og-image-ip', points: deps.config.ogImage.rendersPerMinute, windowSeconds: 60 };
  return async (req, res) => {
    const title = ogTitle(param(req, 'title'));
    const subtitle = ogSubtitle(param(req, 'subtitle'));
    const etag = etagOf(title, subtitle);
    const cacheable = { ETag: etag, 'Cache-Control': CACHE_CONTROL };
    if (matches(req.get('if-none-match'), etag)) {
      res.status(304).set(cacheable).end();
      return;
    }
    const blocked = await reserve(deps.db, [{ limit: renders, subject: ipSubject(req.ip) }]);
    if (blocked) {
      res.status(429).set({ 'Retry-After': String(blocked.retryAfterSeconds), 'Cache-Control': 'no-store' });
      res.json({
        error: { code: 'TOO_MANY_REQUESTS', message: 'Too many preview images requested; try again shortly.' },
      });
      return;
    }
    const png = await renderCard(title, subtitle);
    res.status(200).set(cacheable).type('image/png').send(png);
  };
}

export function ogImageRoutes(deps: AppDeps): Router {
  // Express 5 passes a rejected handler's error on to the error handler.
  return Router().get('/', handler(deps));
}

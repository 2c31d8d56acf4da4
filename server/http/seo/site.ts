/**
 * Where public pages live: the site's origin, which routes are indexable, and
 * the canonical path of the static ones, shared by the HTML head and
 * /sitemap.xml so both always name the same URL for the same page. Pages of
 * a module's own (a media item, a category) get their paths from that module.
 */
import type { Request } from 'express';
import { type RouteDef, routeTable } from '../../../client/src/routeTable.js';
import type { Config } from '../../config.js';

/** SITE_URL (already without a trailing slash), else the origin the request came to (trust proxy is set). */
export function siteOrigin(config: Config, req: Request): string {
  return config.siteUrl ?? `${req.protocol}://${req.get('host')}`;
}

/** Makes a root-relative URL (local storage, our own paths) absolute; absolute URLs pass through. */
export function absoluteUrl(site: string, url: string): string {
  return URL.canParse(url) ? url : `${site}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Public pages that are no use from a search result: a form behind a sign-in link, or an emailed token's landing page. */
const NOINDEX_PUBLIC = new Set([
  'forgot-password',
  'auth-complete-sign-up',
  'auth-verify-email',
  'auth-email-link',
  'auth-reset-password',
  'auth-confirm-email-change',
]);

/** Members and admin pages need a sign-in; the few public utility pages above are not worth a search result. */
export function isIndexable(route: RouteDef): boolean {
  return route.layout === 'default' && !NOINDEX_PUBLIC.has(route.id);
}

/** Two spec routes show the same page: one URL is canonical, the other is left out of sitemap.xml. */
const CANONICAL_ALIASES: Record<string, string> = { '/sitemap': '/public/sitemap' };

/** The canonical path of a route without params. */
export function staticCanonicalPath(route: RouteDef): string {
  return CANONICAL_ALIASES[route.path] ?? route.path;
}

/** Public pages without params that belong in sitemap.xml, in route-table order. */
export function sitemapStaticPaths(): string[] {
  return routeTable
    .filter((r: RouteDef) => isIndexable(r) && !r.path.includes(':') && staticCanonicalPath(r) === r.path)
    .map((r) => r.path);
}

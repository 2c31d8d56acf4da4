/**
 * Serves the built client: hashed assets with long caching, and for every
 * other GET the app shell with the page's head (title, description,
 * canonical, Open Graph, JSON-LD — see ./seo) already filled in, answered
 * with 404 when no route matches or its id names nothing published (spec §8)
 * — not a 200 shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import { type RequestHandler, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { matchRoute } from '../../client/src/routeTable.js';
import type { AppDeps } from '../graphql/context.js';
import { EARLY_RESTORE_TAG } from './early-restore.js';
import type { PageRenderer } from './page-render.js';
import { namedOnlyWithSession, routePreloadTags } from './route-preloads.js';
import { compileShell } from './seo/head.js';
import { type PageHeadResolver, pageMeta } from './seo/page-meta.js';
import { siteOrigin } from './seo/site.js';
import { hasSessionHint } from './session-hint.js';

export function spaRoutes(
  clientDir: string,
  deps: AppDeps,
  pages: Readonly<Record<string, PageHeadResolver>>,
  renderer?: PageRenderer,
): Router {
  const router = Router();
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    router.get('/{*path}', (_req, res) => {
      res.status(503).type('text/plain').send('The web client is not built. Run `npm run build` (or `npm run dev`).');
    });
    return router;
  }
  const renderShell = compileShell(readFileSync(indexFile, 'utf8'));
  const preloadTags = routePreloadTags(clientDir);

  // Vite puts content-hashed files under /assets: safe to cache for a year. The build wrote a
  // Brotli and a gzip twin of each script and stylesheet (client/vite.config.ts): sent as they are.
  router.use(
    '/assets',
    expressStaticGzip(path.join(clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
  );
  // Files of client/public (favicon, brand files, the web app manifest and its icons): not hashed,
  // so cached for an hour; the build wrote twins of the text ones (SVG, JSON) too.
  router.use(
    expressStaticGzip(clientDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { index: false, maxAge: '1h' },
    }),
  );

  // Cookies for the session hint only: a members or admin page names its chunks to a browser that has
  // it, and a public page is rendered here for a browser without it (so that HTML varies by Cookie);
  // every other page is the same for everyone.
  router.get('/{*path}', cookieParser(), async (req, res) => {
    const match = matchRoute(req.path);
    const origin = siteOrigin(deps.config, req);
    const { status, head } = await pageMeta(deps, pages, origin, match);
    const signedIn = hasSessionHint(req);
    const links = status === 200 ? preloadTags(match?.route, signedIn) : '';
    if (match && (namedOnlyWithSession(match.route) || renderer?.rendersRoute(match.route.id))) res.vary('Cookie');
    const page = status === 200 && match ? await renderer?.render(req, res, match.route.id, origin) : undefined;
    res
      .status(status)
      .type('html')
      .set('Cache-Control', 'no-cache')
      .send(renderShell(head, links, page, !page && signedIn ? EARLY_RESTORE_TAG : ''));
  });
  return router;
}

/** GraphiQL, from our own bundle, for browsers that GET /graphql. */
export function graphiqlPage(clientDir: string): RequestHandler {
  const file = path.join(clientDir, 'graphiql.html');
  return (req, res, next) => {
    if (req.method !== 'GET' || req.accepts(['json', 'html']) !== 'html') return next();
    if (!existsSync(file)) {
      res.status(503).type('text/plain').send('GraphiQL is not built. Run `npm run build`.');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(file);
  };
}

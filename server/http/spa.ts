/**
 * Serves the built client: hashed assets with long caching, and for every
 * other GET the app shell with the page title already in the head, answered
 * with 404 when no route matches (spec §8) — not a 200 shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { DEFAULT_TITLE, matchRoute, pageTitle, SITE_NAME } from '../../client/src/routeTable.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export function renderShell(template: string, title: string): string {
  return template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
}

export function spaRoutes(clientDir: string): Router {
  const router = Router();
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    router.get('/{*path}', (_req, res) => {
      res.status(503).type('text/plain').send('The web client is not built. Run `npm run build` (or `npm run dev`).');
    });
    return router;
  }
  const template = readFileSync(indexFile, 'utf8');

  // Vite puts content-hashed files under /assets: safe to cache for a year.
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));

  router.get('/{*path}', (req, res) => {
    const match = matchRoute(req.path);
    const title = match
      ? match.route.id === 'home'
        ? `${DEFAULT_TITLE} · ${SITE_NAME}`
        : pageTitle(match.route.title)
      : pageTitle('Page Not Found');
    res
      .status(match ? 200 : 404)
      .type('html')
      .set('Cache-Control', 'no-cache')
      .send(renderShell(template, title));
  });
  return router;
}

/** GraphiQL, from our own bundle, for browsers that GET /graphql. */
export function graphiqlPage(clientDir: string): express.RequestHandler {
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

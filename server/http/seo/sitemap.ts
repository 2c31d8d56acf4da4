/**
 * /sitemap.xml and /robots.txt.
 *
 * The sitemap lists what a crawler can read without signing in: the public
 * static pages (sitemapStaticPaths), every category page and every published
 * asset's public page. Images and audio have members-only detail pages
 * (noindex, disallowed in robots.txt), so they are not listed.
 *
 * The URLs form one sequence — static pages, categories (oldest first), then
 * published assets (oldest first, on the kind/status/created index) — cut into
 * chunks of SITEMAP_CHUNK_SIZE (the protocol allows 50 000). Up to one chunk,
 * /sitemap.xml is the urlset itself; beyond it, /sitemap.xml is a sitemap
 * index of /sitemap-1.xml, /sitemap-2.xml, … A request reads at most one
 * chunk of rows (LIMIT/OFFSET), so 100 000 items never sit in memory at once.
 */
import { Router } from 'express';
import type { AppDeps } from '../../graphql/context.js';
import { categoryPath, mediaPath, sitemapStaticPaths, siteOrigin, slugShadowedSql } from './site.js';

export const SITEMAP_CHUNK_SIZE = 10_000;

export interface SitemapCounts {
  statics: number;
  categories: number;
  assets: number;
}

interface Range {
  offset: number;
  limit: number;
}

export interface ChunkPlan {
  statics: Range;
  categories: Range;
  assets: Range;
}

/** Which slice of each part of the sequence chunk `page` (1-based) covers. */
export function planChunk(page: number, counts: SitemapCounts, size = SITEMAP_CHUNK_SIZE): ChunkPlan {
  let start = (page - 1) * size;
  let room = size;
  const take = (count: number): Range => {
    const offset = Math.min(start, count);
    const limit = Math.max(0, Math.min(room, count - offset));
    start = Math.max(0, start - count);
    room -= limit;
    return { offset, limit };
  };
  return { statics: take(counts.statics), categories: take(counts.categories), assets: take(counts.assets) };
}

export function chunkCount(counts: SitemapCounts, size = SITEMAP_CHUNK_SIZE): number {
  return Math.max(1, Math.ceil((counts.statics + counts.categories + counts.assets) / size));
}

interface UrlEntry {
  path: string;
  lastmod: Date | null;
}

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

async function counts(deps: AppDeps): Promise<SitemapCounts> {
  const [row] = await deps.db.query(
    `SELECT (SELECT count(*) FROM categories)::int AS categories,
            (SELECT count(*) FROM media WHERE kind = 'ASSET' AND status = 'PUBLISHED')::int AS assets`,
  );
  return { statics: sitemapStaticPaths().length, categories: row.categories, assets: row.assets };
}

async function chunkEntries(deps: AppDeps, plan: ChunkPlan): Promise<UrlEntry[]> {
  const entries: UrlEntry[] = sitemapStaticPaths()
    .slice(plan.statics.offset, plan.statics.offset + plan.statics.limit)
    // No honest modification date exists for a static page; lastmod is optional.
    .map((path) => ({ path, lastmod: null }));
  if (plan.categories.limit > 0) {
    const rows: { id: string; slug: string; slugShadowed: boolean; updatedAt: Date }[] = await deps.db.query(
      `SELECT c.id, c.slug, ${slugShadowedSql('c')} AS "slugShadowed", c.updated_at AS "updatedAt"
         FROM categories c ORDER BY c.created_at, c.id LIMIT $1 OFFSET $2`,
      [plan.categories.limit, plan.categories.offset],
    );
    for (const c of rows) entries.push({ path: categoryPath(c), lastmod: c.updatedAt });
  }
  if (plan.assets.limit > 0) {
    const rows: { slug: string; updatedAt: Date }[] = await deps.db.query(
      `SELECT slug, updated_at AS "updatedAt" FROM media
        WHERE kind = 'ASSET' AND status = 'PUBLISHED'
        ORDER BY created_at, id LIMIT $1 OFFSET $2`,
      [plan.assets.limit, plan.assets.offset],
    );
    for (const m of rows) entries.push({ path: mediaPath('ASSET', m.slug), lastmod: m.updatedAt });
  }
  return entries;
}

function urlset(site: string, entries: UrlEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${xmlEscape(site + e.path)}</loc>${e.lastmod ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(site: string, chunks: number): string {
  const items = Array.from(
    { length: chunks },
    (_, i) => `<sitemap><loc>${xmlEscape(`${site}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /members',
    'Disallow: /profile',
    'Disallow: /settings',
    'Disallow: /api',
    'Disallow: /graphql',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

export function seoRoutes(deps: AppDeps): Router {
  const router = Router();
  const send = (res: import('express').Response, body: string) =>
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(deps.config, req)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const site = siteOrigin(deps.config, req);
    const c = await counts(deps);
    const chunks = chunkCount(c);
    send(res, chunks > 1 ? sitemapIndex(site, chunks) : urlset(site, await chunkEntries(deps, planChunk(1, c))));
  });

  router.get(/^\/sitemap-([1-9][0-9]{0,5})\.xml$/, async (req, res, next) => {
    const page = Number((req.params as Record<string, string>)[0]);
    const c = await counts(deps);
    if (page > chunkCount(c)) return next();
    send(res, urlset(siteOrigin(deps.config, req), await chunkEntries(deps, planChunk(page, c))));
  });
  return router;
}

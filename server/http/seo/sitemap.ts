/**
 * /sitemap.xml and /robots.txt.
 *
 * The sitemap lists what a crawler can read without signing in: the public
 * static pages (sitemapStaticPaths), then what each module's sitemap sources
 * list (categories and published media, in module order; see
 * server/module.ts).
 *
 * The URLs form one sequence — static pages, then each source in turn, each
 * in a stable order of its own — cut into chunks of SITEMAP_CHUNK_SIZE (the
 * protocol allows 50 000). Up to one chunk, /sitemap.xml is the urlset
 * itself; beyond it, /sitemap.xml is a sitemap index of /sitemap-1.xml,
 * /sitemap-2.xml, … A request reads at most one chunk of rows, so 100 000
 * items never sit in memory at once.
 */
import { type Response, Router } from 'express';
import type { AppDeps } from '../../graphql/context.js';
import { sitemapStaticPaths, siteOrigin } from './site.js';

export const SITEMAP_CHUNK_SIZE = 10_000;

export interface Range {
  offset: number;
  limit: number;
}

export interface SitemapEntry {
  /** Root-relative path of the page. */
  path: string;
  lastmod: Date | null;
}

/** One part of the sequence: how many URLs it has, and a slice of them in a stable order. */
export interface SitemapSource {
  count(deps: AppDeps): Promise<number>;
  entries(deps: AppDeps, range: Range): Promise<SitemapEntry[]>;
}

/** The public pages without params: no SQL, and no honest modification date (lastmod is optional). */
const staticPages: SitemapSource = {
  count: async () => sitemapStaticPaths().length,
  entries: async (_deps, { offset, limit }) =>
    sitemapStaticPaths()
      .slice(offset, offset + limit)
      .map((path) => ({ path, lastmod: null })),
};

/** Which slice of each part (sizes in `counts`) chunk `page` (1-based) covers. */
export function planChunk(page: number, counts: readonly number[], size = SITEMAP_CHUNK_SIZE): Range[] {
  let start = (page - 1) * size;
  let room = size;
  return counts.map((count) => {
    const offset = Math.min(start, count);
    const limit = Math.max(0, Math.min(room, count - offset));
    start = Math.max(0, start - count);
    room -= limit;
    return { offset, limit };
  });
}

export function chunkCount(counts: readonly number[], size = SITEMAP_CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(counts.reduce((a, b) => a + b, 0) / size));
}

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

function urlset(site: string, entries: SitemapEntry[]): string {
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

export function seoRoutes(deps: AppDeps, moduleSources: readonly SitemapSource[]): Router {
  const sources = [staticPages, ...moduleSources];
  const router = Router();
  const send = (res: Response, body: string) =>
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);
  const counts = () => Promise.all(sources.map((s) => s.count(deps)));
  const chunk = async (page: number, sizes: number[]) => {
    const ranges = planChunk(page, sizes);
    const parts = await Promise.all(
      sources.map((s, i) => {
        const range = ranges[i] as Range;
        return range.limit > 0 ? s.entries(deps, range) : [];
      }),
    );
    return parts.flat();
  };

  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(siteOrigin(deps.config, req)));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const site = siteOrigin(deps.config, req);
    const sizes = await counts();
    const chunks = chunkCount(sizes);
    send(res, chunks > 1 ? sitemapIndex(site, chunks) : urlset(site, await chunk(1, sizes)));
  });

  router.get(/^\/sitemap-([1-9][0-9]{0,5})\.xml$/, async (req, res, next) => {
    const page = Number((req.params as Record<string, string>)[0]);
    const sizes = await counts();
    if (page > chunkCount(sizes)) return next();
    send(res, urlset(siteOrigin(deps.config, req), await chunk(page, sizes)));
  });
  return router;
}

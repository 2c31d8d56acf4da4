/**
 * Where public pages live: the site's origin and the canonical path of every
 * kind of page, shared by the HTML head and /sitemap.xml so both always name
 * the same URL for the same page.
 */
import type { Request } from 'express';
import { type RouteDef, routeTable } from '../../../client/src/routeTable.js';
import type { Config } from '../../config.js';
import type { MediaKindValue } from '../../modules/catalog/taxonomy.entity.js';

/** SITE_URL (already without a trailing slash), else the origin the request came to (trust proxy is set). */
export function siteOrigin(config: Config, req: Request): string {
  return config.siteUrl ?? `${req.protocol}://${req.get('host')}`;
}

/** Makes a root-relative URL (local storage, our own paths) absolute; absolute URLs pass through. */
export function absoluteUrl(site: string, url: string): string {
  return URL.canParse(url) ? url : `${site}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The detail page of a media item. Assets have a public page; images and
 * audio only a members page (no public detail route exists for them).
 * Slugs are unique per kind, so a slug names exactly one page.
 */
export function mediaPath(kind: MediaKindValue, slug: string): string {
  const base = kind === 'ASSET' ? '/public/assets' : kind === 'IMAGE' ? '/members/images' : '/members/audio';
  return `${base}/${encodeURIComponent(slug)}`;
}

/**
 * `/public/categories/:id` takes a UUID or a slug, but category slugs are only
 * unique within a kind: a slug used by several kinds resolves to the ASSET
 * category, then IMAGE, then AUDIO (see page-meta.ts). A category whose slug
 * is taken by a kind ranked before its own is therefore addressed by id.
 */
export const CATEGORY_KIND_ORDER: readonly MediaKindValue[] = ['ASSET', 'IMAGE', 'AUDIO'];

/** SQL: the rank of a kind column in CATEGORY_KIND_ORDER (lower wins a shared slug). */
export const kindRankSql = (column: string) =>
  `CASE ${column} ${CATEGORY_KIND_ORDER.map((k, i) => `WHEN '${k}' THEN ${i}`).join(' ')} ELSE ${CATEGORY_KIND_ORDER.length} END`;

/** SQL: true when category alias `c`'s slug is also used by a category of a kind ranked before it. */
export const slugShadowedSql = (c: string) =>
  `EXISTS (SELECT 1 FROM categories o WHERE o.slug = ${c}.slug AND ${kindRankSql('o.kind')} < ${kindRankSql(`${c}.kind`)})`;

export function categoryPath(c: { id: string; slug: string; slugShadowed: boolean }): string {
  return `/public/categories/${encodeURIComponent(c.slugShadowed ? c.id : c.slug)}`;
}

/** Public pages that are no use from a search result: a form behind a sign-in link, or an emailed token's landing page. */
const NOINDEX_PUBLIC = new Set([
  'forgot-password',
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

/**
 * Where the catalogue's public pages live, shared by the HTML head, the
 * sitemap and the page lookups so all of them name the same URL for the same
 * page.
 */
import type { MediaKindValue } from '../taxonomy.entity.js';

/**
 * The public detail page of a media item of any kind — the canonical URL of
 * the item, also for its members pages. Slugs are unique across kinds, so a
 * slug names exactly one item.
 */
export function mediaPath(slug: string): string {
  return `/public/assets/${encodeURIComponent(slug)}`;
}

/**
 * `/public/categories/:id` takes a UUID or a slug, but category slugs are only
 * unique within a kind: a slug used by several kinds resolves to the ASSET
 * category, then IMAGE, then AUDIO (see pages.ts). A category whose slug
 * is taken by a kind ranked before its own is therefore addressed by id.
 */
export const CATEGORY_KIND_ORDER: readonly MediaKindValue[] = ['ASSET', 'IMAGE', 'AUDIO'];

/** SQL: the rank of a kind column in CATEGORY_KIND_ORDER (lower wins a shared slug). */
export const kindRankSql = (column: string) =>
  `CASE ${column} ${CATEGORY_KIND_ORDER.map((k, i) => `WHEN '${k}' THEN ${i}`).join(' ')} ELSE ${CATEGORY_KIND_ORDER.length} END`;

/** SQL: true when category alias `c`'s slug is also used by a category of a kind ranked before it. */
export const slugShadowedSql = (c: string) =>
  `EXISTS (SELECT 1 FROM categories o WHERE o.slug = ${c}.slug AND ${kindRankSql('o.kind')} < ${kindRankSql(`${c}.kind`)})`;

/** A published bundle's page (bundle slugs are unique). */
export function bundlePath(slug: string): string {
  return `/public/bundles/${encodeURIComponent(slug)}`;
}

export function categoryPath(c: { id: string; slug: string; slugShadowed: boolean }): string {
  return `/public/categories/${encodeURIComponent(c.slugShadowed ? c.id : c.slug)}`;
}

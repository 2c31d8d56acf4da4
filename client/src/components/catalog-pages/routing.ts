/**
 * How the detail and category pages read their `:id` and link to each other.
 * `:id` is a UUID or a slug (routeTable.ts validates the shape; the server
 * answers 404 for unknown ones, and the page shows 'Page Not Found' too).
 */
import type { MediaKind } from '../../graphql/generated/graphql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** Variables of `mediaItem`: by id for a UUID, else by slug (of the page's kind, when it has one). */
export function mediaLookup(param: string, kind?: MediaKind): { id?: string; slug?: string; kind?: MediaKind } {
  return isUuid(param) ? { id: param } : { slug: param, kind };
}

/**
 * The public URL of a category. A slug names the ASSET category first, then
 * IMAGE, then AUDIO (server/http/seo/site.ts), so only an ASSET category is
 * sure to be reached by its slug; the others are linked by id, which always
 * names the category itself.
 */
export function categoryHref(c: { id: string; kind: MediaKind; slug: string }): string {
  return `/public/categories/${encodeURIComponent(c.kind === 'ASSET' ? c.slug : c.id)}`;
}

/** The members' list of a category's kind, filtered by it: members stay in their layout (no category page there). */
export function membersCategoryHref(c: { id: string; kind: MediaKind }): string {
  const list = c.kind === 'AUDIO' ? 'audio' : c.kind === 'IMAGE' ? 'images' : 'browse';
  return `/members/${list}?category=${encodeURIComponent(c.id)}`;
}

/** A published bundle's page (bundle slugs are unique). */
export const bundleHref = (slug: string): string => `/public/bundles/${encodeURIComponent(slug)}`;

/** The browse screen filtered by one platform (the HTML sitemap links the same way). */
export const platformHref = (slug: string): string => `/public/browse?platform=${encodeURIComponent(slug)}`;

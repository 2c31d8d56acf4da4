/**
 * Page paths and referrers as analytics keeps them. A page is its path: the
 * query string and fragment are dropped before anything is stored, because
 * they split one page into many (`/login?redirect=/x` is `/login`) and can
 * carry secrets (`/auth/reset-password?token=…`, an email link's token).
 *
 * The same rules exist in SQL as the database function `analytics_page_path`
 * (migration 1795605200000-NormaliseAnalyticsPaths), which cleaned the rows
 * stored before and which the rollup applies again (rollup.ts); a test holds
 * the two to the same answers (test/api/analytics.test.ts).
 */

/** The longest path kept; also the width of analytics_daily.key. */
export const MAX_PAGE_PATH = 512;
/** The longest referrer kept (origin and path). */
export const MAX_REFERRER = 1000;

/**
 * `/Public/Browse/?q=x#top` → `/public/browse`. In order:
 * - a full URL (a mobile client may send one) keeps only its path;
 * - everything from the first `?` or `#` goes;
 * - ASCII letters are lower-cased: routes match case-insensitively and every
 *   id and slug in a route is lower-case (routeTable.ts, ID_PARAM), so
 *   `/Public/Pricing` is the pricing page; only ASCII, so the database's
 *   locale cannot make SQL and TypeScript disagree (escapes such as `%C3`
 *   become `%c3`, the same bytes);
 * - runs of `/` become one, the path starts with `/`, and a trailing `/` goes
 *   (`/public/browse/` is `/public/browse`; `/` stays);
 * - cut to MAX_PAGE_PATH characters.
 * Nothing left (`?x`, blank) is `''`, which reports leave out as unknown.
 */
export function normalisePagePath(raw: string): string {
  let p = raw.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '').replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?#]*/, '');
  const cut = p.search(/[?#]/);
  if (cut >= 0) p = p.slice(0, cut);
  if (p === '') return '';
  p = p.replace(/[A-Z]+/g, (s) => s.toLowerCase()).replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p.slice(0, MAX_PAGE_PATH);
}

/**
 * A referrer keeps its origin and path, never its query, fragment or user
 * info: `https://mail.example/inbox?token=…` → `https://mail.example/inbox`.
 * Anything that is not an http(s) URL is `''` (no referrer).
 */
export function normaliseReferrer(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  return `${url.origin}${url.pathname}`.slice(0, MAX_REFERRER);
}

/**
 * An event's properties as stored: `path` and `referrer` normalised (or
 * dropped when they are not strings), everything else as sent.
 */
export function normaliseEventProperties(properties: Record<string, unknown>): Record<string, unknown> {
  if (!('path' in properties) && !('referrer' in properties)) return properties;
  const { path, referrer, ...rest } = properties;
  const out: Record<string, unknown> = rest;
  if (typeof path === 'string') out.path = normalisePagePath(path);
  if (typeof referrer === 'string') out.referrer = normaliseReferrer(referrer);
  return out;
}

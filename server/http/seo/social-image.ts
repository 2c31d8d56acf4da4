/**
 * The social preview card of a page (`og:image`, `twitter:image`): a URL of
 * `GET /api/og-image?title=&subtitle=` (served by the og-image module). Every
 * page head that wants a card builds its URL here, so the parameters and the
 * text rules are spelled out once.
 */
import { SITE_NAME } from '../../../client/src/routeTable.js';

export const OG_IMAGE_PATH = '/api/og-image';
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Spec §9: the subtitle is cut at 100 characters, plus an ellipsis. */
export const OG_SUBTITLE_LIMIT = 100;
/** The card shows at most three lines of title; anything past this many characters could never be seen. */
export const OG_TITLE_LIMIT = 160;

/** Control characters, zero-width and direction marks: nothing a title should carry. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f]/g;

/**
 * Text as the card shows it: control characters dropped, whitespace runs
 * collapsed, trimmed. Counted in code points, so a cut never splits an emoji.
 */
function clean(value: string): string[] {
  return Array.from(value.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim());
}

/** The card's title: the site name when missing or blank, at most OG_TITLE_LIMIT characters (the card clamps to three lines). */
export function ogTitle(raw: string | undefined | null): string {
  const chars = clean(raw ?? '');
  if (chars.length === 0) return SITE_NAME;
  return chars.length > OG_TITLE_LIMIT ? `${chars.slice(0, OG_TITLE_LIMIT).join('').trimEnd()}…` : chars.join('');
}

/** The card's subtitle: longer than 100 characters → exactly the first 100 plus "…" (spec §9); empty when missing. */
export function ogSubtitle(raw: string | undefined | null): string {
  const chars = clean(raw ?? '');
  return chars.length > OG_SUBTITLE_LIMIT ? `${chars.slice(0, OG_SUBTITLE_LIMIT).join('')}…` : chars.join('');
}

/**
 * Absolute URL of a page's card. The parameters are normalised here as the
 * endpoint would, so equal cards share one URL (and one CDN cache entry).
 */
export function socialImageUrl(site: string, title: string, subtitle?: string | null): string {
  const params = new URLSearchParams({ title: ogTitle(title) });
  const sub = ogSubtitle(subtitle);
  if (sub) params.set('subtitle', sub);
  return `${site}${OG_IMAGE_PATH}?${params.toString()}`;
}

/**
 * The social preview card: 1200×630, Framestock's dark look (the site's
 * tokens: #0b0c10 background, the violet→pink gradient, Inter), drawn by
 * server/media/layout-image.ts (satori, resvg, sharp; no network).
 *
 * The same text always gives the same bytes (no clock, no randomness), which
 * is what lets the route answer with a strong ETag computed from the text.
 */

import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../http/seo/social-image.js';
import { h, INTER, type LayoutNode, renderLayout } from '../../media/layout-image.js';

/** Bumped whenever the card's look changes: it is part of the ETag, so caches let go of the old picture. */
export const CARD_VERSION = 1;

/** The Framestock mark (client/src/components/Logo.tsx) as an image: satori draws SVG through <img>. */
const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a78bfa"/><stop offset="1" stop-color="#f472b6"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><rect x="10" y="14" width="6" height="6" rx="1.5" fill="#0b0c10" opacity=".55"/><rect x="10" y="29" width="6" height="6" rx="1.5" fill="#0b0c10" opacity=".55"/><rect x="10" y="44" width="6" height="6" rx="1.5" fill="#0b0c10" opacity=".55"/><path d="M26 18v28l22-14z" fill="#0b0c10"/></svg>`,
).toString('base64')}`;

/** Emoji have no glyphs in Inter: they are left out rather than drawn as boxes. */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\u{FE0E}|\u{FE0F}|\u{200D}|[\u{1F3FB}-\u{1F3FF}]/gu;

/** Width of the text column: the card less its side padding (satori wraps by it). */
const TEXT_WIDTH = OG_IMAGE_WIDTH - 2 * 72;

function card(rawTitle: string, rawSubtitle: string): LayoutNode {
  const title = rawTitle.replace(PICTOGRAPHS, '').trim() || rawTitle;
  const subtitle = rawSubtitle.replace(PICTOGRAPHS, '').trim();
  // Long titles step down in size so three lines hold them; anything longer is clamped with an ellipsis.
  const titleSize = title.length > 70 ? 56 : title.length > 40 ? 66 : 76;
  return h(
    'div',
    {
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      padding: '64px 72px',
      backgroundColor: '#0b0c10',
      // A linear glow: radial gradients cost resvg about four times as much to fill.
      backgroundImage: 'linear-gradient(135deg, #0b0c10 0%, #0b0c10 50%, #1f1633 85%, #2a1730 100%)',
      color: '#f2f3f7',
      fontFamily: INTER,
    },
    [
      h('div', { display: 'flex', alignItems: 'center' }, [
        { type: 'img', props: { src: LOGO, width: 56, height: 56, style: { marginRight: 18 } } },
        h('div', { fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }, 'Framestock'),
      ]),
      h('div', { display: 'flex', flexDirection: 'column', width: TEXT_WIDTH }, [
        h(
          'div',
          {
            display: 'block',
            width: TEXT_WIDTH,
            fontSize: titleSize,
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -1.5,
            lineClamp: 3,
            wordBreak: 'break-word',
          },
          title,
        ),
        ...(subtitle
          ? [
              h(
                'div',
                {
                  display: 'block',
                  width: TEXT_WIDTH,
                  marginTop: 24,
                  fontSize: 32,
                  fontWeight: 500,
                  lineHeight: 1.3,
                  color: '#aeb4c4',
                  lineClamp: 3,
                  wordBreak: 'break-word',
                },
                subtitle,
              ),
            ]
          : []),
      ]),
      h('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        h('div', {
          width: 240,
          height: 8,
          borderRadius: 4,
          backgroundImage: 'linear-gradient(90deg, #a78bfa, #f472b6)',
        }),
        h('div', { fontSize: 26, fontWeight: 500, color: '#9299ab' }, 'Premium media assets for video creators'),
      ]),
    ],
  );
}

/** The card as PNG bytes. `title` and `subtitle` are already normalised (social-image.ts). */
export function renderCard(title: string, subtitle: string): Promise<Buffer> {
  return renderLayout(card(title, subtitle), { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT }, 'png');
}

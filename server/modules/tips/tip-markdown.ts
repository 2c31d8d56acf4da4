/**
 * Tip Markdown → safe HTML, on the server, in two layers:
 *
 * 1. markdown-it with `html: false`: raw HTML in the source is shown as text,
 *    never passed through, and its link check refuses `javascript:`,
 *    `vbscript:`, `file:` and `data:` URLs (they stay plain text).
 * 2. sanitize-html on the result, with an allowlist of the tags Markdown
 *    makes and of URL schemes (http, https, mailto, and paths on this site),
 *    so a bug or plugin in layer 1 still cannot let a script through.
 *
 * Headings start at <h2>: the page's title is its <h1>. Links to other sites
 * get rel="nofollow noopener noreferrer".
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'nofollow noopener noreferrer' } : attribs };
    },
  },
};

/** Markdown → sanitised HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}

/** The text of some Markdown, without markup (descriptions, reading time). */
export function plainText(source: string): string {
  return sanitizeHtml(markdown.render(source), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** About this many characters of a members-only tip's body are shown to anonymous readers. */
export const TEASER_CHARACTERS = 450;

/**
 * The opening of a body: whole blocks (paragraphs, lists) from the top until
 * about TEASER_CHARACTERS, at least one, stopping before the first heading
 * after the opening. Only this part is ever sent to anonymous readers of a
 * members-only tip.
 */
export function teaserOf(source: string): string {
  const blocks = source.trim().split(/\n\s*\n/);
  const kept: string[] = [];
  let length = 0;
  for (const block of blocks) {
    if (kept.length > 0 && (length >= TEASER_CHARACTERS || /^#{1,6}\s/.test(block.trim()))) break;
    kept.push(block);
    length += block.length;
  }
  return kept.join('\n\n');
}

/** Reading time at 200 words a minute, at least one. */
export function readingMinutes(...sources: string[]): number {
  const words = sources.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

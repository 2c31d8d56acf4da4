/**
 * The SEO part of the document head — title, description, canonical URL,
 * robots, Open Graph, Twitter card and JSON-LD — rendered into the client's
 * index.html so crawlers and link previews see it without running JavaScript.
 */
import { SITE_NAME } from '../../../client/src/routeTable.js';
import { SERVER_ANSWERS_ID } from '../../../client/src/serverRendering.js';
import type { RenderedPage } from '../page-render.js';
import { deferredEntryTags, takeEntryModules } from './deferred-entry.js';
import { type JsonLd, jsonLdScript, scriptJson } from './json-ld.js';

/** Used where a page has nothing more specific to say (kept in step with client/index.html). */
export const DEFAULT_DESCRIPTION =
  'Framestock is a subscription library of animations, transitions, effects, images and audio for video creators, ready for CapCut, Premiere Pro, After Effects, DaVinci Resolve and Final Cut Pro.';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

export interface PageHead {
  /** The whole document title, site name included. */
  title: string;
  description: string;
  /** Absolute URL; omitted on pages that do not exist (404). */
  canonical: string | null;
  /** Members, admin and token landing pages: kept out of search results. */
  noindex: boolean;
  /** Absolute URL of the page's social card (server/http/seo/social-image.ts); none on 404 pages. */
  image: string | null;
  /**
   * The page's largest picture when the server knows it (a video's poster), preloaded at high
   * priority: a visitor's page is server-rendered, so the picture is its largest paint, and the
   * app's scripts start once the page has painted (./deferred-entry.ts).
   */
  preloadImage?: string | null;
  jsonLd: readonly JsonLd[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** Whitespace collapsed, cut at a word boundary with an ellipsis when longer than `max`. */
export function summarize(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

export function renderHead(h: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(h.title)}</title>`,
    h.preloadImage ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(h.preloadImage)}" />` : '',
    meta('name', 'description', h.description),
    h.noindex ? meta('name', 'robots', 'noindex') : '',
    h.canonical ? `<link rel="canonical" href="${escapeHtml(h.canonical)}" />` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', h.title),
    meta('property', 'og:description', h.description),
    h.canonical ? meta('property', 'og:url', h.canonical) : '',
    h.image ? meta('property', 'og:image', h.image) : '',
    // The large card needs a picture; without one the compact card is the honest choice.
    meta('name', 'twitter:card', h.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', h.title),
    meta('name', 'twitter:description', h.description),
    h.image ? meta('name', 'twitter:image', h.image) : '',
    ...h.jsonLd.map(jsonLdScript),
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** Tags of the template that renderHead owns: the built index.html carries site-wide defaults of some. */
const OWNED_TAGS =
  /[ \t]*<(?:meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*|link\s+rel="canonical"[^>]*)>\s*\n?/gi;
const TITLE = /<title>[^<]*<\/title>/;

/** Where the page's markup goes: the template's empty root element. */
const ROOT = '<div id="root"></div>';

/**
 * Prepares index.html once (at start): the owned tags are removed and the
 * title marks where the rendered head goes. Rendering a page is then one
 * string concatenation. `links` (the route's preloads, ../route-preloads.ts)
 * go last in the head, after the entry's own, which should download first.
 * `page`, a server-rendered page (../page-render.ts), fills the root element
 * and leaves its answers beside it as JSON; its app then starts once it has
 * painted (./deferred-entry.ts). `first` goes at the top of a shell's head,
 * before anything it fetches (../early-restore.ts).
 */
export function compileShell(
  template: string,
): (head: PageHead, links?: string, page?: RenderedPage, first?: string) => string {
  const stripped = template.replace(OWNED_TAGS, '');
  const at = stripped.search(TITLE);
  const end = stripped.indexOf('</head>');
  if (at < 0 || end < at) throw new Error('index.html has no <title> element in its head to put the page head at');
  const root = stripped.indexOf(ROOT, end);
  if (root < 0) throw new Error(`index.html has no ${ROOT} in its body to put a rendered page in`);
  const before = stripped.slice(0, at);
  const middle = stripped.slice(at, end).replace(TITLE, '');
  const body = stripped.slice(end, root);
  const after = stripped.slice(root + ROOT.length);
  const withLinks = (links: string) => (links.trim() ? `  ${links.trim()}\n  ` : '');
  // A rendered page starts the app once it has painted: its entry and module preloads move to the body's end.
  const entry = takeEntryModules(middle);
  return (head, links = '', page, first = '') => {
    if (!page) return `${before}${first}${renderHead(head)}${middle}${withLinks(links)}${body}${ROOT}${after}`;
    const route = takeEntryModules(links);
    const start = deferredEntryTags({
      entries: entry.modules.entries,
      preloads: [...entry.modules.preloads, ...route.modules.preloads],
    });
    const answers = `<script type="application/json" id="${SERVER_ANSWERS_ID}">${scriptJson(page.answers)}</script>`;
    return `${before}${renderHead(head)}${entry.rest}${withLinks(route.rest)}${body}<div id="root">${page.html}</div>${answers}${start}${after}`;
  };
}

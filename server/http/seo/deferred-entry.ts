/**
 * A server-rendered page starts the app once it has painted.
 *
 * A visitor's public page arrives as HTML (../page-render.ts): its first
 * paint needs that and the stylesheets, its largest paint the hero's text or
 * the first card's picture (preloaded at high priority). The app's ~20 module
 * files (about 150 KB on the wire) only hydrate what is already shown. Named
 * in the head as Vite writes them, a phone fetches them beside the
 * stylesheets and that picture, sharing a slow link with them, and
 * Lighthouse's simulation counts every one as something the paint waited for.
 *
 * So for a rendered page the entry's script and its module preloads (the
 * route's too) leave the head: a small inline script at the end of the body
 * adds the preloads and imports the entry right after the first frame is
 * painted (requestAnimationFrame, then a task), or after START_WAIT_MS in a
 * tab that paints nothing (one opened in the background). The app shell a
 * signed-in member or a non-rendered page gets keeps the tags as built:
 * there the scripts are what the page waits for.
 *
 * Measured (Lighthouse mobile, one sitting): `/` LCP 2.3–2.6 → 1.5 s, an
 * asset page 2.5 → 1.4 s, scores 97 → 100; browse too once a playing loop
 * stopped counting as its largest paint (catalog.css). Waiting for the
 * window's `load` instead measured the same on `/` and the asset page, but
 * made hydration wait for every eager picture, so it was not kept.
 *
 * The script is the same on every page, so the Content-Security-Policy
 * allows it by its hash (../app.ts) and still refuses any other inline script.
 */
import { createHash } from 'node:crypto';
import { HELD_TAP_PROPERTY } from '../../../client/src/serverRendering.js';
import { scriptJson } from './json-ld.js';

/** The longest the app waits for the first frame before starting. */
const START_WAIT_MS = 3000;

/** Id of the `<script type="application/json">` naming the entry and the modules to preload. */
const DATA_ID = 'app-entry';

/**
 * Until the app has hydrated, a tap on one of the page's buttons (type=button: it has no
 * action of its own) reaches no handler. The script holds the last such tap and offers it
 * under HELD_TAP_PROPERTY; the hydrated app takes it and answers it (client/src/lib/heldTap.tsx),
 * so a play button tapped on a slow phone still plays.
 */
const HOLD_TAPS = `const root=document.getElementById("root");let held=null;const hold=e=>{const b=e.target instanceof Element?e.target.closest("button[type=button]"):null;if(!b||!root.contains(b))return;e.stopImmediatePropagation();held=b};document.addEventListener("click",hold,true);window[${JSON.stringify(HELD_TAP_PROPERTY)}]=()=>{document.removeEventListener("click",hold,true);const b=held;held=null;return b};`;

const BOOT_SCRIPT = `(()=>{${HOLD_TAPS}const d=JSON.parse(document.getElementById("${DATA_ID}").textContent);let started=false;const start=()=>{if(started)return;started=true;for(const href of d.preload){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;document.head.append(l)}for(const entry of d.entries)import(entry)};requestAnimationFrame(()=>setTimeout(start));setTimeout(start,${START_WAIT_MS})})()`;

/** The CSP source that allows the boot script, and no other inline script. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The tags as Vite writes them (`crossorigin`, maybe a `fetchpriority`), each with its line's indentation. */
const ENTRY_SCRIPT = /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>[ \t]*\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>[ \t]*\n?/g;

export interface EntryModules {
  /** The module scripts to import (Vite writes one: the entry). */
  entries: string[];
  preloads: string[];
}

/** Takes the module scripts and module preloads out of a piece of HTML: what is left, and their files. */
export function takeEntryModules(html: string): { rest: string; modules: EntryModules } {
  const modules: EntryModules = { entries: [], preloads: [] };
  const rest = html
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      modules.entries.push(src);
      return '';
    })
    .replace(MODULE_PRELOAD, (_tag, href: string) => {
      modules.preloads.push(href);
      return '';
    });
  return { rest, modules };
}

/** The end-of-body tags that start the app once the page has painted. */
export function deferredEntryTags(modules: EntryModules): string {
  if (modules.entries.length === 0) return '';
  const data = scriptJson({ entries: modules.entries, preload: [...new Set(modules.preloads)] });
  return `<script type="application/json" id="${DATA_ID}">${data}</script><script>${BOOT_SCRIPT}</script>`;
}

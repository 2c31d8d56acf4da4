/**
 * Server rendering of public screens (server/http/page-render.ts with the
 * built client/src/entry-server.tsx): what a visitor's HTML holds before any
 * script runs, the answers it carries for hydration, and every case that gets
 * the plain shell instead. Needs `npm run build` (dist/client and dist/ssr).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ANSWERS_ID } from '../../client/src/serverRendering.js';
import { MAX_CONCURRENT_RENDERS } from '../../server/http/page-render.js';
import { SESSION_HINT_COOKIE } from '../../server/http/session-hint.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const clientDir = 'dist/client';
const built = existsSync(`${clientDir}/index.html`) && existsSync('dist/ssr/entry-server.js');
const HOSTILE = '</script><script>alert(1)</script> & <b>bold</b>';

let t: TestServer;
let asset: SeededMedia;

beforeAll(async () => {
  if (!built) return;
  t = await startTestServer({ clientDir });
  const media = mediaFactory(t);
  const category = await media.category('ASSET', 'Transitions');
  asset = await media.create({
    kind: 'ASSET',
    title: 'Neon glitch',
    description: 'A neon glitch transition.',
    status: 'PUBLISHED',
    categoryId: category.id,
    thumbnail: true,
  });
  await media.create({ kind: 'ASSET', title: HOSTILE, slug: 'hostile', status: 'PUBLISHED', categoryId: category.id });
  await media.create({ kind: 'ASSET', title: 'Secret draft', status: 'DRAFT', categoryId: category.id });
});
afterAll(() => t?.stop());

interface Page {
  status: number;
  vary: string;
  html: string;
  /** The markup inside #root ('' for the shell). */
  root: string;
  answers: Record<string, unknown> | undefined;
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(`${t.server.url}${path}`, { headers });
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  const json = new RegExp(`<script type="application/json" id="${SERVER_ANSWERS_ID}">([^<]*)</script>`).exec(html)?.[1];
  return {
    status: res.status,
    vary: res.headers.get('vary') ?? '',
    html,
    root,
    answers: json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>),
  };
}

describe.skipIf(!built)('server-rendered public pages', () => {
  it('renders the home page for a visitor, with the answers its first render needs', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.root).toContain('class="hero__lead"');
    // Whole rows, not the browser's first few cards: 'Neon glitch' is the second of its row.
    expect(page.root).toContain('Neon glitch');
    expect(Object.keys(page.answers ?? {})).toEqual(
      expect.arrayContaining([expect.stringMatching(/^SiteSettings /), expect.stringMatching(/^HomeCatalog /)]),
    );
    // A visitor's HTML differs from a member's (who gets the shell): caches must key it by Cookie.
    expect(page.vary).toMatch(/Cookie/i);
  });

  it('starts the app of a rendered page once it has loaded, by the one inline script the CSP allows', async () => {
    const res = await fetch(`${t.server.url}/public/browse`);
    const html = await res.text();
    // Nothing in the head fetches the app: the stylesheets and the pictures of the painted page go first.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(head).toMatch(/<link rel="stylesheet"/);
    const data = /<script type="application\/json" id="app-entry">([^<]*)<\/script><script>([^<]*)<\/script>/.exec(
      html,
    );
    const start = JSON.parse(data?.[1] ?? '{}') as { entries?: string[]; preload?: string[] };
    expect(start.entries).toEqual([expect.stringMatching(/^\/assets\/main-[\w-]+\.js$/)]);
    // The entry's own modules, and the route's screen (the browse page's chunk).
    expect(start.preload).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/)]));
    expect(start.preload).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/BrowsePage-[\w-]+\.js$/)]));
    // Allowed by its hash (as the shell's early restore is, server/http/early-restore.ts); no other script
    // is inline, and every other script the page names is JSON.
    const hash = `'sha256-${createHash('sha256')
      .update(data?.[2] ?? '')
      .digest('base64')}'`;
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(scriptSrc.split(' ')).toContain(hash);
    expect(html.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/g)).toEqual(['<script>']);
  });

  it('renders a browse page with its filters from the URL, published items only', async () => {
    const page = await get('/public/browse?query=neon');
    expect(page.status).toBe(200);
    expect(page.root).toContain('Neon glitch');
    expect(page.root).not.toContain('Secret draft');
    // The list's answer is the one for the URL's query.
    expect(Object.keys(page.answers ?? {}).some((key) => key.includes('"query":"neon"'))).toBe(true);
  });

  it("renders an item page with the item's own answer", async () => {
    const page = await get(`/public/assets/${asset.slug}`);
    expect(page.status).toBe(200);
    expect(page.root).toContain('<h1');
    expect(page.root).toContain('Neon glitch');
    expect(page.root).toContain('A neon glitch transition.');
    expect(Object.keys(page.answers ?? {})).toContain(`MediaDetail {"slug":"${asset.slug}"}`);
  });

  it('escapes catalogue text in the markup and in the answers: nothing of it can end the script element', async () => {
    const page = await get('/public/assets/hostile');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    // The answers parse back to the title as stored.
    expect(JSON.stringify(page.answers)).toContain(JSON.stringify(HOSTILE).slice(1, -1));
  });

  it('sends the shell to a browser with a session: its page is the member’s, rendered there', async () => {
    const page = await get('/', { cookie: `${SESSION_HINT_COOKIE}=1` });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.answers).toBeUndefined();
    // The app is all the shell shows: its entry is named in the head, to download at once.
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/main-[\w-]+\.js"><\/script>/);
    expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/react-[\w-]+\.js">/);
    expect(page.html).not.toContain('id="app-entry"');
  });

  it('sends the shell for routes it does not render, and for pages that do not exist', async () => {
    for (const path of ['/login', '/members/dashboard', '/public/pricing']) {
      const page = await get(path);
      expect(page.html, path).toContain('<div id="root"></div>');
      expect(page.answers, path).toBeUndefined();
    }
    const missing = await get('/public/assets/no-such-item');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    expect(missing.answers).toBeUndefined();
  });

  it('sends the shell when a page query fails on input from the URL: the browser asks again and shows why', async () => {
    const page = await get('/public/browse?kind=NOPE');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<div id="root"></div>');
    expect(page.answers).toBeUndefined();
    // An unknown platform (a stale bookmark) is no failure: it matches nothing, rendered as such.
    const stale = await get('/public/browse?platform=not-a-platform');
    expect(stale.answers).toBeDefined();
    expect(stale.html).toContain('Nothing matches these filters');
  });

  it(`renders at most ${MAX_CONCURRENT_RENDERS} pages at once: a burst beyond that gets the shell, never an error`, async () => {
    // Renders that wait: the catalogue's change feed, which every browse reads first, is locked until the
    // burst beyond the limit has been answered (a kept page renders in a millisecond or two, so without the
    // lock the burst need not overlap at all).
    const holder = new pg.Client({ connectionString: t.db.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE search_changes IN ACCESS EXCLUSIVE MODE');
    let answered = 0;
    const burst = Array.from({ length: MAX_CONCURRENT_RENDERS * 3 }, () =>
      get('/public/browse').finally(() => answered++),
    );
    try {
      await expect.poll(() => answered).toBe(MAX_CONCURRENT_RENDERS * 2);
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    const pages = await Promise.all(burst);
    expect(pages.every((p) => p.status === 200)).toBe(true);
    const rendered = pages.filter((p) => p.answers !== undefined).length;
    expect(rendered).toBe(MAX_CONCURRENT_RENDERS);
    for (const p of pages.filter((p) => p.answers === undefined)) expect(p.html).toContain('<div id="root"></div>');
  });
});

/**
 * The page HTML names its route's chunks (server/http/route-preloads.ts), from
 * the map the build writes (client/vite/route-preloads.ts): the screen's
 * chunks, the layout's and Apollo Client's where the route uses them, after
 * the entry's own tags; the members area's only to a browser with the
 * session hint. A fixture build, so the file names are known.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PRELOADS_FILE } from '../../client/src/routeModules.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SHELL =
  '<!doctype html><html><head><title>Framestock</title>\n' +
  '    <script type="module" crossorigin src="/assets/main-1.js"></script>\n' +
  '  </head><body><div id="root"></div></body></html>';

const PRELOADS = {
  'pages/public/Home': { js: [], css: [] },
  'pages/public/Browse': { js: ['assets/Browse-1.js', 'assets/Grid-1.js'], css: [] },
  'pages/members/Search': { js: ['assets/Search-1.js', 'assets/Grid-1.js'], css: ['assets/Search-1.css'] },
  'layouts/MembersLayout': { js: ['assets/MembersLayout-1.js', 'assets/Grid-1.js'], css: ['assets/AppShell-1.css'] },
  'lib/apollo': { js: ['assets/apollo-1.js'], css: [] },
};

let t: TestServer;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'framestock-client-'));
  mkdirSync(path.join(clientDir, path.dirname(ROUTE_PRELOADS_FILE)), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  writeFileSync(path.join(clientDir, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  t = await startTestServer({ clientDir });
});
afterAll(async () => {
  await t?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

async function page(pathname: string, cookie?: string) {
  const res = await fetch(`${t.url}${pathname}`, { headers: cookie ? { cookie } : {} });
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    status: res.status,
    vary: res.headers.get('vary') ?? '',
    head,
    modules: [...head.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]),
    styles: [...head.matchAll(/<link rel="preload" as="style" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]),
  };
}

describe('route preloads in the page HTML', () => {
  it("names a public screen's chunks after the entry, and no Apollo for a screen without it", async () => {
    const browse = await page('/public/browse');
    expect(browse.status).toBe(200);
    expect(browse.modules).toEqual(['assets/Browse-1.js', 'assets/Grid-1.js']);
    expect(browse.head.indexOf('assets/main-1.js')).toBeLessThan(browse.head.indexOf('assets/Browse-1.js'));
    // The same for everyone: a shared cache may keep one copy.
    expect(browse.vary).not.toMatch(/cookie/i);
    // The home page is in the entry: nothing to add.
    expect((await page('/')).modules).toEqual([]);
  });

  it("names a members screen's, its layout's and Apollo's chunks once each, and its stylesheets as preloads, to a signed-in browser", async () => {
    const search = await page('/members/search', 'fs_session=1');
    expect(search.modules).toEqual([
      'assets/Search-1.js',
      'assets/Grid-1.js',
      'assets/MembersLayout-1.js',
      'assets/apollo-1.js',
    ]);
    expect(search.styles).toEqual(['assets/Search-1.css', 'assets/AppShell-1.css']);
    expect(search.vary).toMatch(/cookie/i);
    // Preloaded, not linked: a stylesheet link would hold the first paint.
    expect(search.head).not.toContain('rel="stylesheet"');
  });

  it('names no members chunks to a browser without a session, nor on a page that does not exist', async () => {
    const visitor = await page('/members/search');
    expect(visitor.status).toBe(200);
    expect(visitor.modules).toEqual([]);
    expect(visitor.styles).toEqual([]);
    const missing = await page('/public/no-such-page', 'fs_session=1');
    expect(missing.status).toBe(404);
    expect(missing.modules).toEqual([]);
  });
});

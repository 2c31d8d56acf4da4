// What the built client (dist/client) makes a browser download, read from the
// Vite build itself (it writes no manifest):
//
// - the first route `/`: the entry <script> and <link rel="modulepreload">
//   tags of index.html, every chunk they import statically, and the chunk
//   holding the home page (found by its source map, which names
//   pages/public/Home.tsx; today the entry itself) with its own static
//   imports. Each file counted once, gzipped at level 9;
// - every route's page chunk: its own size, and what navigating to it adds
//   to the first route (its chunk and static imports not already loaded).
//
// Used by `npm run bench` (the rows below) and by the budget check in
// `npm test` (test/contract/js-budget.test.ts; the budget is client/js-budget.mjs).
// Runs standalone: `node test/bench/js-size.mjs`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_ROUTE_JS_BUDGET_KB } from '../../client/js-budget.mjs';

const HOME_SOURCE = 'client/src/pages/public/Home.tsx';
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const ROUTE_MODULES_FILE = path.join(REPO, 'client/src/routeModules.ts');
const ROUTE_TABLE_FILE = path.join(REPO, 'client/src/routeTable.ts');
const LAYOUT_SOURCES = { mem: 'client/src/layouts/MembersLayout.tsx', adm: 'client/src/layouts/AdminLayout.tsx' };
const APOLLO_SOURCE = 'client/src/lib/apollo.ts';

/** Relative JS imports of a built chunk: `import … from"./x.js"`, `import"./x.js"` (not dynamic `import(…)`). */
function staticImports(code) {
  const found = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) found.add(m[1]);
  return [...found];
}

/**
 * The build in `clientDir`, read once: its entry files, each chunk's source
 * files (absolute paths, from the source maps) and gzip sizes on demand.
 */
export function readBuild(clientDir = 'dist/client') {
  const indexHtml = path.join(clientDir, 'index.html');
  const assetsDir = path.join(clientDir, 'assets');
  if (!existsSync(indexHtml)) return undefined;
  const html = readFileSync(indexHtml, 'utf8');
  const entry = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  /** chunk file → absolute source paths */
  const sources = new Map();
  for (const name of readdirSync(assetsDir)) {
    if (!name.endsWith('.js.map')) continue;
    const map = JSON.parse(readFileSync(path.join(assetsDir, name), 'utf8'));
    sources.set(
      name.slice(0, -'.map'.length),
      (map.sources ?? []).map((s) => path.resolve(assetsDir, s)),
    );
  }
  const gzCache = new Map();
  return {
    assetsDir,
    entry,
    sources,
    /** The chunk whose source map lists this source (rolldown names chunks after their first module, not reliably). */
    chunkFor(source) {
      const wanted = path.resolve(REPO, source);
      for (const [chunk, list] of sources) if (list.includes(wanted)) return chunk;
      return undefined;
    },
    /** `files` and every chunk they import statically. */
    closure(files) {
      const seen = new Set();
      const queue = [...files];
      while (queue.length) {
        const file = queue.pop();
        if (seen.has(file)) continue;
        seen.add(file);
        const code = readFileSync(path.join(assetsDir, file), 'utf8');
        for (const spec of staticImports(code)) queue.push(path.posix.normalize(spec).replace(/^\.\//, ''));
      }
      return seen;
    },
    gzipBytes(file) {
      if (!gzCache.has(file))
        gzCache.set(file, gzipSync(readFileSync(path.join(assetsDir, file)), { level: 9 }).length);
      return gzCache.get(file);
    },
  };
}

/** The first route's files and sizes; undefined when the client is not built. */
export function firstRoute(build) {
  const home = build.chunkFor(HOME_SOURCE);
  if (!build.entry.length || !home) return undefined;
  const files = build.closure([...build.entry, home]);
  let raw = 0;
  let gzip = 0;
  let served = 0;
  for (const file of files) {
    const size = statSync(path.join(build.assetsDir, file)).size;
    raw += size;
    gzip += build.gzipBytes(file);
    // What the server sends a browser that takes br: the build's Brotli twin, if it wrote one.
    const twin = path.join(build.assetsDir, `${file}.br`);
    served += existsSync(twin) ? statSync(twin).size : size;
  }
  /** Every source file bundled into the first route (absolute paths). */
  const bundled = [...files].flatMap((f) => build.sources.get(f) ?? []);
  return { files, raw, gzip, served, bundled };
}

/**
 * Route ids by page module (PAGE_MODULES of client/src/routeModules.ts; the
 * home page is in the entry), with what else a route loads lazily: its layout
 * (members, admin; from the route table) and Apollo Client, unless
 * routeModules.ts lists it as WITHOUT_APOLLO.
 */
function pageModules() {
  const code = readFileSync(ROUTE_MODULES_FILE, 'utf8');
  const withoutApollo = new Set(
    [...(/WITHOUT_APOLLO[^=]*= new Set(?:<\w+>)?\(\[([^\]]*)\]/.exec(code)?.[1] ?? '').matchAll(/'([\w-]+)'/g)].map(
      (m) => m[1],
    ),
  );
  const layoutOf = new Map(
    [...readFileSync(ROUTE_TABLE_FILE, 'utf8').matchAll(/\b(pub|mem|adm)\('([\w-]+)'/g)].map((m) => [m[2], m[1]]),
  );
  const pagesBlock = /PAGE_MODULES[^=]*= \{([^}]*)\}/.exec(code)?.[1] ?? '';
  const byModule = new Map();
  for (const m of pagesBlock.matchAll(/^\s*'?([\w-]+)'?: '([^']+)',/gm)) {
    if (m[1] === 'home') continue;
    const source = `client/src/pages/${m[2]}.tsx`;
    const entry = byModule.get(source) ?? { routes: [], lazy: new Set() };
    entry.routes.push(m[1]);
    const layout = LAYOUT_SOURCES[layoutOf.get(m[1])];
    if (layout) entry.lazy.add(layout);
    if (!withoutApollo.has(m[1])) entry.lazy.add(APOLLO_SOURCE);
    byModule.set(source, entry);
  }
  return byModule;
}

/** Each page module's chunk: its own gzip size, and what navigating to it adds to the first route. */
export function routeChunks(build, first) {
  const rows = [];
  for (const [source, { routes, lazy }] of pageModules()) {
    const chunk = build.chunkFor(source);
    if (!chunk) continue;
    const loads = [chunk, ...[...lazy].map((s) => build.chunkFor(s)).filter(Boolean)];
    let added = 0;
    for (const file of build.closure(loads)) if (!first.files.has(file)) added += build.gzipBytes(file);
    rows.push({ source, routes, chunk, own: build.gzipBytes(chunk), added });
  }
  return rows.sort((a, b) => b.added - a.added);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * @param {(name: string, value: string, target: string, ok?: boolean) => void} row
 * @param {string} [clientDir] the built client (dist/client)
 */
export async function jsSizeRows(row, clientDir = 'dist/client') {
  const name = 'gzipped JS needed by the first route / (entry + static imports + home page, gzip -9)';
  const target = `≤ ${FIRST_ROUTE_JS_BUDGET_KB} KB`;
  const build = readBuild(clientDir);
  const first = build && firstRoute(build);
  if (!first) {
    row(name, `skipped: no built client with the home page in ${clientDir} (run npm run build:client)`, target);
    return;
  }
  row(
    name,
    `${kb(first.gzip)} in ${first.files.size} files (${(first.raw / 1024).toFixed(0)} KB raw, ${(first.served / 1024).toFixed(0)} KB as served with Brotli)`,
    target,
    first.gzip / 1024 <= FIRST_ROUTE_JS_BUDGET_KB,
  );
  for (const r of routeChunks(build, first)) {
    row(
      `route chunk ${r.source.replace('client/src/pages/', '')} (${r.routes.join(', ')})`,
      `own ${kb(r.own)}; adds ${kb(r.added)} to the first route`,
      'reported',
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await jsSizeRows((...r) => console.log(r.join(' | ')));
}

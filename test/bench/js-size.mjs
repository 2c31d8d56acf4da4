// Bench row: gzipped JavaScript the first route (`/`) needs, from the Vite
// build in dist/client. The build writes no manifest, so the set is read from
// the output itself: the entry <script> and <link rel="modulepreload"> tags of
// index.html, every chunk they import statically, and the lazily loaded Home
// page chunk (found by its source map, which names pages/public/Home.tsx)
// with its own static imports. DefaultLayout is imported statically by
// routes.tsx, so it is already in the entry's closure. Each file is counted
// once, gzipped at level 9. Runs standalone: `node test/bench/js-size.mjs`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const TARGET_KB = 200;
const HOME_SOURCE = 'pages/public/Home.tsx';

/** Relative JS imports of a built chunk: `import … from"./x.js"`, `import"./x.js"` (not dynamic `import(…)`). */
function staticImports(code) {
  const found = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) found.add(m[1]);
  return [...found];
}

function closure(files, assetsDir) {
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
}

/** The chunk whose source map lists `source` (rolldown names chunks after their first module, not reliably). */
function chunkFor(source, assetsDir) {
  for (const name of readdirSync(assetsDir)) {
    if (!name.endsWith('.js.map')) continue;
    const map = JSON.parse(readFileSync(path.join(assetsDir, name), 'utf8'));
    if (map.sources?.some((s) => s.endsWith(source))) return name.slice(0, -'.map'.length);
  }
  return undefined;
}

/**
 * @param {(name: string, value: string, target: string, ok?: boolean) => void} row
 * @param {string} [clientDir] the built client (dist/client)
 */
export async function jsSizeRows(row, clientDir = 'dist/client') {
  const name = 'gzipped JS needed by the first route / (entry + static imports + Home chunk, gzip -9)';
  const indexHtml = path.join(clientDir, 'index.html');
  const assetsDir = path.join(clientDir, 'assets');
  if (!existsSync(indexHtml)) {
    row(name, `skipped: no ${indexHtml} (run npm run build:client)`, `≤ ${TARGET_KB} KB`, undefined);
    return;
  }
  const html = readFileSync(indexHtml, 'utf8');
  const tags = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const home = chunkFor(HOME_SOURCE, assetsDir);
  if (!tags.length || !home) {
    row(
      name,
      `skipped: ${tags.length ? `no chunk maps ${HOME_SOURCE}` : 'no entry script in index.html'}`,
      `≤ ${TARGET_KB} KB`,
    );
    return;
  }
  const files = closure([...tags, home], assetsDir);
  let raw = 0;
  let gz = 0;
  let served = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(assetsDir, file));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
    // What the server sends a browser that takes br: the build's Brotli twin, if it wrote one.
    const twin = path.join(assetsDir, `${file}.br`);
    served += existsSync(twin) ? statSync(twin).size : bytes.length;
  }
  const kb = gz / 1024;
  row(
    name,
    `${kb.toFixed(1)} KB in ${files.size} files (${(raw / 1024).toFixed(0)} KB raw, ${(served / 1024).toFixed(0)} KB as served with Brotli)`,
    `≤ ${TARGET_KB} KB`,
    kb <= TARGET_KB,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await jsSizeRows((...r) => console.log(r.join(' | ')));
}

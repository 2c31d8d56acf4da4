// Bench rows: the public browse query (GraphQL `media`, 24 cards with the
// fields of the browse page's BrowseMedia query, plus every facet) on a
// catalogue of 100k published items, against a plain `pg` + `node:http`
// handler that runs the SAME SQL statements and answers a JSON of the rows.
//
// The SQL is captured, not copied by hand: this process attaches to the
// running server's database (as the CLI scripts do), puts a recording logger
// on its own TypeORM DataSource, and executes the browse document once through
// the compiled schema. Every statement with its parameters is recorded; the
// baseline replays them in that order on one pooled connection per request.
// Standalone: `node test/bench/browse.mjs <server url> <DATA_DIR> <EMBEDDED_POSTGRES_PORT>`.
import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openInProcess } from './in-process.mjs';

const TARGET_RATIO = 0.5;
const TARGET_STATEMENTS = 4;
/** One request at a time on an otherwise idle server: our own target for a browse page with every facet (the issue sets none). */
const TARGET_SINGLE_P50_MS = 300;

/** The fields of a card and of every facet, as the browse page asks for them (search.mjs uses them too). */
export const CARD = `id kind title slug access priceCents thumbnailUrl previewUrl platforms { id name slug }
  ... on Asset { assetType durationSeconds width height hoverLoopUrl
    storyboard { url columns rows tileWidth tileHeight count intervalSeconds } }
  ... on Image { width height }
  ... on Audio { durationSeconds bpm musicalKey waveformUrl }`;
const FACET = 'value label count';
const RANGE = 'value label count min max';
export const facetFields = ['kinds', 'assetTypes', 'categories', 'platforms', 'tags', 'access', 'orientations']
  .concat(['resolutions', 'frameRates', 'genres', 'moods', 'loop', 'soundEffect'])
  .map((f) => `${f} { ${FACET} }`)
  .concat([`durations { ${RANGE} }`, `bpm { ${RANGE} }`])
  .join(' ');
export const BROWSE_QUERY = `query BrowseMedia($sort: MediaBrowseSort!, $first: Int, $filter: MediaFilter) {
  media(sort: $sort, first: $first, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { __typename ${CARD} } }
    facets { ${facetFields} }
  }
}`;
const variables = { sort: 'NEWEST', first: 24 };
const request = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: BROWSE_QUERY, variables, operationName: 'BrowseMedia' }),
};

async function load(url, opts = {}) {
  const result = await autocannon({ url, connections: 2, duration: 10, timeout: 30, ...request, ...opts });
  return {
    // From the total: at ~1 req/s the per-second samples are too coarse.
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Runs the browse document in this process against the server's database; returns its SQL. */
async function captureSql(env) {
  const local = await openInProcess(env);
  try {
    const { cold: statements, result } = await local.capture(BROWSE_QUERY, variables);
    return { statements, cards: result.data.media.edges.length, url: local.url };
  } finally {
    await local.close();
  }
}

/** The baseline: the captured statements on a pg pool, the rows serialised as one JSON answer. */
async function startBaseline(dbUrl, statements, poolSize) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: poolSize });
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      try {
        const client = await pool.connect();
        const results = [];
        try {
          for (const s of statements) results.push((await client.query(s.sql, s.params)).rows);
        } finally {
          client.release();
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: results }));
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}/graphql`,
    close: async () => {
      await new Promise((r) => server.close(r));
      await pool.end();
    },
  };
}

/** Median latency of `n` requests sent one after another. */
async function sequentialP50(url, variables, n = 15) {
  const body = JSON.stringify({ query: BROWSE_QUERY, variables, operationName: 'BrowseMedia' });
  const times = [];
  for (let i = 0; i < n + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const json = await res.json();
    if (!res.ok || json.errors) throw new Error(`browse failed: ${JSON.stringify(json.errors ?? res.status)}`);
    if (i >= 2) times.push(performance.now() - t0); // the first two warm up
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const fmt = (r) => `${r.rps.toFixed(r.rps < 10 ? 2 : 0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;

/**
 * @param {{ url: string, env: Record<string, string> }} server a running server on the seeded catalogue
 * @param {(name: string, value: string, target: string, ok?: boolean) => void} row
 */
export async function browseRows(server, row) {
  const gqlUrl = `${server.url}/graphql`;
  const once = await fetch(gqlUrl, request);
  const body = await once.json();
  const total = body.data?.media?.totalCount;
  if (!once.ok || total === undefined) {
    row(
      'browse query (media + facets, 24 cards)',
      `skipped: ${once.status} ${JSON.stringify(body.errors ?? body).slice(0, 120)}`,
      '',
    );
    return;
  }
  const statementsHeader = once.headers.get('x-sql-statements');
  row(
    'browse query: SQL statements per request (x-sql-statements)',
    statementsHeader ?? 'skipped: no x-sql-statements header',
    `≤ ${TARGET_STATEMENTS}`,
    statementsHeader === null ? undefined : Number(statementsHeader) <= TARGET_STATEMENTS,
  );

  // Unfiltered, then video assets on the first platform (CapCut in the demo data): the facet statement's two shapes.
  const platforms = await (
    await fetch(gqlUrl, { ...request, body: JSON.stringify({ query: '{ platforms { id } }' }) })
  ).json();
  const filter = { kinds: ['ASSET'], platformIds: [platforms.data?.platforms?.[0]?.id].filter(Boolean) };
  for (const [name, vars] of [
    ['unfiltered', variables],
    ['kind ASSET + a platform', { ...variables, filter }],
  ]) {
    const p50 = await sequentialP50(gqlUrl, vars);
    row(
      `browse query, one request at a time (${name}): p50`,
      `${Math.round(p50)} ms`,
      `≤ ${TARGET_SINGLE_P50_MS} ms`,
      p50 <= TARGET_SINGLE_P50_MS,
    );
  }

  const captured = await captureSql(server.env);
  const baseline = await startBaseline(captured.url, captured.statements, 10);
  try {
    await load(gqlUrl, { duration: 3 }); // warm-up
    const gql = await load(gqlUrl);
    await load(baseline.url, { duration: 3 });
    const plain = await load(baseline.url);
    const ratio = gql.rps / plain.rps;
    row(`browse query on ${total} published items: GraphQL server`, fmt(gql), '', undefined);
    row(`same ${captured.statements.length} SQL statements via pg + node:http`, fmt(plain), '', undefined);
    row(
      'browse throughput ratio (GraphQL / pg + node:http)',
      ratio.toFixed(3),
      `≥ ${TARGET_RATIO}`,
      ratio >= TARGET_RATIO,
    );
    if (gql.errors + plain.errors > 0)
      row('errors during the browse load', `${gql.errors} / ${plain.errors}`, '0', false);
  } finally {
    await baseline.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, DATA_DIR, EMBEDDED_POSTGRES_PORT] = process.argv.slice(2);
  await browseRows({ url, env: { DATA_DIR, EMBEDDED_POSTGRES_PORT } }, (...r) => console.log(r.join(' | ')));
}

/**
 * Seeds the catalogue through the running server's database (DATA_DIR and EMBEDDED_POSTGRES_PORT in env):
 * the demo catalogue without `count`, or the bulk rows topped up to `count` (they copy processed demo items).
 */
export function seedCatalogue(env, count) {
  const args = ['dist/node/server/scripts/seed-demo.js', ...(count === undefined ? [] : ['--count', String(count)])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed-demo ${args.slice(1).join(' ')} exited with ${code}`)),
    );
  });
}

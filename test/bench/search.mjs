// Bench rows of issue 15: search, browse and autocomplete on 100k and 1M published items.
//
// For each size: the bulk catalogue is built (seed-demo --count N, timed), the
// server is started on it, and each request shape is measured through GraphQL
// at 1 and 10 connections (p50/p95/p99 of every request in the window, exact:
// our own load loop, since autocannon reports no p95). Besides: SQL statements
// per request (x-sql-statements once the page's cards are kept in memory; a
// page read with no card kept, captured by executing the document in this
// process against an index built here, which also gives the index's build
// time and memory), the throughput ratio to that page's statements run raw, and
// how long a newly published item takes to be found.
//
// Standalone: `node test/bench/search.mjs <server url> <DATA_DIR> <EMBEDDED_POSTGRES_PORT>` measures a running server.

import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { CARD, facetFields } from './browse.mjs';
import { openInProcess } from './in-process.mjs';

const TARGET_P95_MS = 50;
const TARGET_SUGGEST_P95_MS = 20;
const TARGET_STATEMENTS = 4;
const TARGET_FRESH_MS = 5000;

const FACETS = facetFields;
const SEARCH = `query Search($query: String, $filter: MediaFilter, $first: Int) {
  search(query: $query, filter: $filter, first: $first) {
    totalCount searchId correctedQuery pageInfo { hasNextPage endCursor }
    edges { cursor titleHighlight { text match } node { __typename ${CARD} } }
    facets { ${FACETS} } } }`;
const BROWSE = `query Browse($filter: MediaFilter, $first: Int) {
  media(filter: $filter, first: $first, sort: NEWEST) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { __typename ${CARD} } }
    facets { ${FACETS} } } }`;
const SUGGEST = `query Suggest($query: String!) { searchSuggestions(query: $query) { type text id kind highlight { text match } } }`;

/** The request shapes: common word, rare word, misspelled word, word + two filters, browse, autocomplete. */
function shapes(capcut) {
  return [
    ['search, common word ("neon")', SEARCH, { query: 'neon', first: 24 }, TARGET_P95_MS],
    ['search, rare word ("zen")', SEARCH, { query: 'zen', first: 24 }, TARGET_P95_MS],
    ['search, misspelled word ("transtion")', SEARCH, { query: 'transtion', first: 24 }, TARGET_P95_MS],
    [
      'search, word + two filters ("glow", video, CapCut)',
      SEARCH,
      { query: 'glow', first: 24, filter: { kinds: ['ASSET'], platformIds: [capcut] } },
      TARGET_P95_MS,
    ],
    ['browse, unfiltered', BROWSE, { first: 24 }, TARGET_P95_MS],
    ['browse, one filter (video)', BROWSE, { first: 24, filter: { kinds: ['ASSET'] } }, TARGET_P95_MS],
    ['autocomplete ("ne")', SUGGEST, { query: 'ne' }, TARGET_SUGGEST_P95_MS],
  ];
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * One POST on a kept-alive socket. A socket idle for the server's keep-alive timeout (5 s) can be closed by the
 * server just as it is reused: that request is sent again on a new socket, as Node's docs advise (every request
 * here only reads).
 */
function post(url, body) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', (err) => {
      if (req.reusedSocket && err.code === 'ECONNRESET') post(url, body).then(resolve, reject);
      else reject(err);
    });
    req.end(body);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** `connections` loops sending the request back to back for `seconds`; every latency kept. */
async function measure(url, body, connections, seconds) {
  const times = [];
  let errors = 0;
  const statements = new Map();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await post(url, body).catch(() => ({ status: 0 }));
        times.push(performance.now() - t0);
        if (res.status !== 200) errors++;
        else {
          const n = Number(res.headers['x-sql-statements'] ?? 0);
          statements.set(n, (statements.get(n) ?? 0) + 1);
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
    /** The SQL statements most requests ran. */
    statements: [...statements].sort((a, b) => b[1] - a[1])[0]?.[0] ?? NaN,
  };
}

const ms = (v) => `${v.toFixed(1)}`;

/** The baseline: the captured statements on a pg pool, answered as one JSON, one request at a time per connection. */
async function rawRps(dbUrl, statements, connections, seconds) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: connections });
  let n = 0;
  const until = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const client = await pool.connect();
          const results = [];
          try {
            for (const s of statements) results.push((await client.query(s.sql, s.params)).rows);
          } finally {
            client.release();
          }
          JSON.stringify(results);
          n++;
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return n / seconds;
}

/** Publishes a new item and polls the search until it is found: the feed's delay, end to end. */
async function freshness(gqlUrl, dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const word = `zyzzyva${Date.now().toString(36)}`;
    await client.query(
      `INSERT INTO media (id, kind, title, slug, status, published_at, processing, access, created_at, updated_at)
       VALUES (gen_random_uuid(), 'IMAGE', $1, $1, 'PUBLISHED', now(), 'READY', 'FREE', now(), now())`,
      [word],
    );
    const t0 = performance.now();
    for (;;) {
      // Without the feed read of a request: only NOTIFY and the poll make it visible. Autocomplete reads none.
      const res = await post(gqlUrl, JSON.stringify({ query: SUGGEST, variables: { query: word } }));
      const found = JSON.parse(res.body).data?.searchSuggestions?.length > 0;
      if (found || performance.now() - t0 > 30_000) return performance.now() - t0;
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await client.end();
  }
}

/** Until the server's index is built it serves from PostgreSQL and suggests nothing: wait for suggestions. */
async function waitForIndex(gqlUrl) {
  const t0 = performance.now();
  const body = JSON.stringify({ query: SUGGEST, variables: { query: 'ne' } });
  while (performance.now() - t0 < 15 * 60_000) {
    const res = await post(gqlUrl, body).catch(() => undefined);
    if (res && JSON.parse(res.body).data?.searchSuggestions?.length > 0) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the search index was not ready within 15 minutes');
}

/**
 * The rows the bench process measures in itself: it builds an index of its own (build time, memory) and runs each
 * document once (its SQL). All before any load, and that copy closed: a load generator carrying a 1M index, or
 * still collecting after building it, adds its own pauses to the latencies it records.
 */
async function inProcessRows(env, requestShapes, row, size) {
  const local = await openInProcess(env);
  try {
    row(
      `${size}: search index build (in the bench process: read ${local.status.documents} items from PostgreSQL, index)`,
      `${(local.buildMs / 1000).toFixed(1)} s`,
      'reported',
    );
    row(
      `${size}: search index memory (estimate of its arrays / heap + buffers grown by the build)`,
      `${Math.round(local.status.bytes / 1e6)} MB / ${Math.round(local.grownMb)} MB`,
      'reported',
    );
    const requests = [];
    for (const [name, query, variables, target] of requestShapes) {
      const { cold } = await local.capture(query, variables);
      requests.push({ name, body: JSON.stringify({ query, variables }), target, cold });
    }
    return { dbUrl: local.url, requests };
  } finally {
    await local.close();
  }
}

/**
 * @param {{ url: string, env: Record<string, string>, ms?: number }} server a running server on the catalogue
 * @param {(name: string, value: string, target: string, ok?: boolean) => void} row
 * @param {string} size a label, e.g. "1M"
 */
export async function searchRows(server, row, size, opts = {}) {
  const seconds = opts.seconds ?? 8;
  const gqlUrl = `${server.url}/graphql`;
  const readyMs = (server.ms ?? 0) + (await waitForIndex(gqlUrl));
  row(
    `${size}: server start to search index ready (browse and search served from PostgreSQL until then)`,
    `${(readyMs / 1000).toFixed(1)} s`,
    'reported',
  );
  const platforms = JSON.parse((await post(gqlUrl, JSON.stringify({ query: '{ platforms { id name } }' }))).body);
  const capcut = platforms.data.platforms[0].id;
  const { dbUrl, requests } = await inProcessRows(server.env, shapes(capcut), row, size);
  // Nothing of the bench process's index is reachable now: collect it before the first load.
  globalThis.gc?.();
  for (const { name, body, target, cold } of requests) {
    const once = await post(gqlUrl, body);
    const answer = JSON.parse(once.body);
    if (once.status !== 200 || answer.errors) {
      row(`${size}: ${name}`, `failed: ${JSON.stringify(answer.errors ?? once.status).slice(0, 120)}`, '', false);
      continue;
    }
    const total =
      answer.data.search?.totalCount ?? answer.data.media?.totalCount ?? answer.data.searchSuggestions?.length;
    await measure(gqlUrl, body, 2, 2); // warm-up
    const one = await measure(gqlUrl, body, 1, seconds);
    const ten = await measure(gqlUrl, body, 10, seconds);
    // The server's own count once the page's cards are kept; in the bench process, a page read with none kept.
    const warm = Number(ten.statements);
    // Autocomplete runs no statement: there is no raw SQL to compare with.
    const raw = cold.length ? await rawRps(dbUrl, cold, 10, Math.min(seconds, 5)) : null;
    row(
      `${size}: ${name} — ${total} results; p50/p95/p99 ms at 1 conn`,
      `${ms(one.p50)} / ${ms(one.p95)} / ${ms(one.p99)}`,
      `p95 ≤ ${target} ms`,
      one.p95 <= target,
    );
    row(
      `${size}: ${name} — p50/p95/p99 ms at 10 conns (${Math.round(ten.rps)} req/s)`,
      `${ms(ten.p50)} / ${ms(ten.p95)} / ${ms(ten.p99)}`,
      `p95 ≤ ${target} ms`,
      ten.p95 <= target,
    );
    row(
      `${size}: ${name} — SQL statements per request, no card kept / cards kept; throughput at 10 conns / the first's SQL run raw${raw ? ` (${Math.round(raw)} req/s)` : ''}`,
      `${cold.length} / ${warm}; ${raw ? (ten.rps / raw).toFixed(2) : 'no SQL'}`,
      `≤ ${TARGET_STATEMENTS}; reported`,
      cold.length <= TARGET_STATEMENTS && warm <= TARGET_STATEMENTS,
    );
    if (one.errors + ten.errors) row(`${size}: ${name} — errors`, String(one.errors + ten.errors), '0', false);
  }
  const fresh = await freshness(gqlUrl, dbUrl);
  row(
    `${size}: a newly published item found by autocomplete after`,
    `${Math.round(fresh)} ms`,
    `≤ ${TARGET_FRESH_MS} ms`,
    fresh <= TARGET_FRESH_MS,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, DATA_DIR, EMBEDDED_POSTGRES_PORT, size = 'this catalogue'] = process.argv.slice(2);
  await searchRows({ url, env: { DATA_DIR, EMBEDDED_POSTGRES_PORT } }, (...r) => console.log(r.join(' | ')), size);
  process.exit(0);
}

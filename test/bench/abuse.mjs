// Bench rows (issue 12): the worst requests an anonymous caller can send, timed
// on the bench catalogue (100k published items). The request limits
// (server/graphql/limits.ts) cap them by construction: at most 20 root fields,
// 30 aliases and an estimated cost of 20 000, where a connection's page costs
// 200, a total 500 and a facet pass 5000. Two shapes come closest to the caps:
//   - most statements: 20 connections with their totals (14 000);
//   - heaviest statements: 3 full facet passes and 4 totals (19 900).
// test/api/limits.test.ts pins their statement counts; this times them, and
// the issue's own request (400 aliased facet queries), which is now refused.
// Standalone: `node test/bench/abuse.mjs <server url>` (outside production, for the x-sql-statements header).

/** Every facet dimension, as the browse page asks for them. */
const FACETS = ['kinds', 'assetTypes', 'categories', 'platforms', 'tags', 'access', 'orientations']
  .concat(['resolutions', 'frameRates', 'genres', 'moods', 'loop', 'soundEffect'])
  .map((f) => `${f} { value count }`)
  .concat(['durations { value count }', 'bpm { value count }'])
  .join(' ');

const totals = (n) => Array.from({ length: n }, (_, i) => `t${i}: media(first: 1) { totalCount }`);
const facetPasses = (n) =>
  Array.from({ length: n }, (_, i) => `f${i}: media(first: 1) { totalCount facets { ${FACETS} } }`);

export const WORST_REQUESTS = {
  'most statements (20 pages + 20 totals)': `{ ${totals(20).join(' ')} }`,
  'heaviest statements (3 facet passes + 4 totals)': `{ ${[...facetPasses(3), ...totals(4)].join(' ')} }`,
};
/** The request of the issue: 400 aliases of a facet query on `first: 1` (it ran 800 statements). */
const ISSUE_REQUEST = `{ ${Array.from(
  { length: 400 },
  (_, i) =>
    `a${i}: media(first: 1, filter: { minBpm: ${i} }) { totalCount facets { tags { count } platforms { count } kinds { count } } }`,
).join(' ')} }`;

/** Target of our own (the issue sets none): the worst anonymous request on 100k items, one at a time. */
const TARGET_MS = 2000;
const RUNS = 5;

async function send(url, query) {
  const started = performance.now();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = await res.json();
  return {
    ms: performance.now() - started,
    status: res.status,
    statements: Number(res.headers.get('x-sql-statements')),
    errors: body.errors,
  };
}

/** The median of RUNS sequential requests, after one warm-up. */
async function measure(url, query) {
  await send(url, query);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await send(url, query));
  runs.sort((a, b) => a.ms - b.ms);
  return runs[Math.floor(RUNS / 2)];
}

export async function abuseRows(server, row) {
  for (const [shape, query] of Object.entries(WORST_REQUESTS)) {
    const r = await measure(server.url, query);
    if (r.status !== 200 || r.errors) {
      row(`worst anonymous request, ${shape}`, `refused: ${JSON.stringify(r.errors?.[0]?.message)}`, 'accepted', false);
      continue;
    }
    row(
      `worst anonymous request, ${shape}, 100k items: SQL statements / time (median of ${RUNS})`,
      `${r.statements} / ${Math.round(r.ms)} ms`,
      `≤ 40 / ≤ ${TARGET_MS} ms (ours)`,
      r.statements <= 40 && r.ms <= TARGET_MS,
    );
  }
  const issue = await measure(server.url, ISSUE_REQUEST);
  row(
    'the issue’s 400 aliased facet queries: answer / SQL statements / time',
    `${issue.status} / ${issue.statements} / ${Math.round(issue.ms)} ms`,
    '400 / 0 (was 800 statements, 1.35 s)',
    issue.status === 400 && issue.statements === 0,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url] = process.argv.slice(2);
  const printRow = (name, value, target, ok) =>
    console.log(`${name}: ${value} (target ${target}) ${ok ? 'met' : 'MISSED'}`);
  await abuseRows({ url }, printRow);
}

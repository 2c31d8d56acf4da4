// `npm run bench [-- --only section,...]`: performance rows, measured on this machine in this run.
// Runs against the build in dist/ (npm run bench builds first).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { abuseRows } from './abuse.mjs';
import { analyticsRows, exportRows } from './admin.mjs';
import { billingWebhookRows } from './billing-webhooks.mjs';
import { browseRows, seedCatalogue } from './browse.mjs';
import { converterRows } from './converter.mjs';
import { downloadRows } from './downloads.mjs';
import { jsSizeRows } from './js-size.mjs';
import { lighthouseRows, mobileLighthouseRows } from './lighthouse.mjs';
import { mediaProcessingRows } from './media-processing.mjs';
import { notificationRows } from './notifications.mjs';
import { ogImageRows } from './og-image.mjs';
import { searchRows } from './search.mjs';
import { seedRows } from './seed.mjs';
import { adminToken, uploadMemoryRows } from './upload-memory.mjs';

const rows = [];
// Each row is also printed as it is measured: a section that fails later keeps what the earlier ones found.
const row = (name, value, target, ok) => {
  const r = { name, value, target, verdict: ok === undefined ? '' : ok ? 'met' : 'MISSED' };
  rows.push(r);
  console.log(`bench row: ${r.name} — ${r.value} (target ${r.target}) ${r.verdict}`);
};

function freePort() {
  return new Promise((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(url, child, timeoutMs = 60_000) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server not ready in time');
}

async function startServer(dataDir, env = {}) {
  const port = await freePort();
  // What a CLI script needs to attach to this server's embedded database.
  const shared = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(await freePort()) };
  const t0 = performance.now();
  // As `npm start` and the Dockerfile run it (README, Memory).
  const child = spawn(process.execPath, ['--max-semi-space-size=64', 'dist/node/server/main.js'], {
    env: {
      ...process.env,
      ...shared,
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const readyAt = await waitReady(url, child);
  return { child, url, ms: readyAt - t0, env: shared };
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function load(url, opts) {
  const result = await autocannon({ url, connections: 20, duration: 5, ...opts });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The sections, in the order they run. `npm run bench -- --only startup,browse`
 * runs some of them; each issue's rows live in a section of their own.
 * Sections that need a running server share one data dir (and so one
 * catalogue: the browse section tops up what the catalogue section seeded).
 */
const sections = [
  {
    name: 'startup',
    async run({ dataDir }) {
      // Cold start: a fresh data dir (initdb + migrations), then a restart on the same data.
      const first = await startServer(dataDir);
      row(
        'cold start, first run (initdb + migrations) to /readyz',
        `${(first.ms / 1000).toFixed(2)} s`,
        '≤ 5 s',
        first.ms <= 5000,
      );
      await stop(first.child);
      const again = await startServer(dataDir);
      row(
        'cold start, restart (existing data) to /readyz',
        `${(again.ms / 1000).toFixed(2)} s`,
        '≤ 5 s',
        again.ms <= 5000,
      );
      try {
        await trivialQueryRows(again.url);
      } finally {
        await stop(again.child);
      }
    },
  },
  {
    name: 'uploads',
    async run({ dataDir }) {
      // Jobs off: only the upload itself is measured, not processing of the filler bytes.
      const receiver = await startServer(dataDir, { JOBS_IN_PROCESS: 'false' });
      try {
        await uploadMemoryRows({ url: receiver.url, pid: receiver.child.pid, env: receiver.env }, row);
      } finally {
        await stop(receiver.child);
      }
    },
  },
  {
    // Issue 20: Lighthouse's mobile preset on the demo catalogue (seeded here when run alone).
    name: 'mobile',
    async run({ dataDir }) {
      const server = await startServer(dataDir);
      try {
        await seedCatalogue(server.env);
        await mobileLighthouseRows(server, row);
      } finally {
        await stop(server.child);
      }
    },
  },
  {
    // Issue 18: each converter preset through the running server vs the same ffmpeg passes run bare.
    name: 'converter',
    async run({ dataDir }) {
      const server = await startServer(dataDir);
      try {
        // An admin is a member too: the converter's limits are its (Free) plan's, raised by the bench to fit its runs.
        await converterRows({ url: server.url, token: await adminToken(server.url, server.env) }, row);
      } finally {
        await stop(server.child);
      }
    },
  },
  {
    // Issue 5: Lighthouse on the demo catalogue, then browse on it topped up to 100k published items.
    name: 'catalogue',
    async run({ dataDir }) {
      const catalogue = await startServer(dataDir);
      try {
        await seedCatalogue(catalogue.env);
        await lighthouseRows(catalogue, row);
        await seedCatalogue(catalogue.env, 100_000);
        await browseRows(catalogue, row);
      } finally {
        await stop(catalogue.child);
      }
    },
  },
  {
    // Issue 12: the worst anonymous requests the limits allow, on the same 100k catalogue.
    name: 'abuse',
    async run({ dataDir }) {
      const server = await startServer(dataDir);
      try {
        await seedCatalogue(server.env, 100_000);
        await abuseRows(server, row);
      } finally {
        await stop(server.child);
      }
    },
  },
  {
    // Issue 15: search, browse and autocomplete at 100k and 1M published items, in a data dir of its own.
    name: 'search',
    async run() {
      const dir = mkdtempSync(path.join(tmpdir(), 'framestock-bench-search-'));
      chmodSync(dir, 0o755);
      try {
        const env = { DATA_DIR: dir, EMBEDDED_POSTGRES_PORT: String(await freePort()) };
        await seedCatalogue(env, 1); // migrations, demo accounts, one processed sample of each kind
        let have = 1;
        for (const [size, count] of [
          ['100k', 100_000],
          ['1M', 1_000_000],
        ]) {
          const t0 = performance.now();
          await seedCatalogue(env, count);
          const seconds = (performance.now() - t0) / 1000;
          const perMillion = (seconds * 1_000_000) / (count - have);
          row(
            `${size}: bulk catalogue, ${count - have} rows added in (projected for 1M rows)`,
            `${seconds.toFixed(0)} s (${perMillion.toFixed(0)} s)`,
            '1M ≤ 300 s',
            perMillion <= 300,
          );
          have = count;
          const server = await startServer(dir);
          try {
            await searchRows(server, row, size);
          } finally {
            await stop(server.child);
          }
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'exports',
    async run({ dataDir }) {
      // The heap a 512 MB container gives Node (README, Scaling out). Uncapped on a machine with
      // gigabytes free, V8 lets garbage pile up before it collects: RSS then grows ~250 MB while
      // the live memory of the export stays flat.
      const server = await startServer(path.join(dataDir, 'exports'), {
        JOBS_IN_PROCESS: 'false',
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=256`.trim(),
      });
      try {
        await exportRows(server, row);
      } finally {
        await stop(server.child);
      }
    },
  },
  {
    name: 'analytics',
    async run({ dataDir }) {
      const server = await startServer(path.join(dataDir, 'analytics'), { JOBS_IN_PROCESS: 'false' });
      try {
        await analyticsRows(server, row);
      } finally {
        await stop(server.child);
      }
    },
  },
  { name: 'processing', run: () => mediaProcessingRows(row) },
  {
    // Issue 18: social preview images, rendered per request (the rate limit lifted for the run).
    name: 'og-image',
    async run({ dataDir }) {
      const server = await startServer(dataDir, { OG_IMAGE_RENDERS_PER_MINUTE: '100000' });
      try {
        await ogImageRows(server, row);
      } finally {
        await stop(server.child);
      }
    },
  },
  // Issue 12: the demo catalogue on a first start, and after a Ctrl-C half-way (own data dirs).
  { name: 'seed', run: () => seedRows(row) },
  { name: 'js-size', run: () => jsSizeRows(row) },
  // Issue 13: webhook handling — duplicated, shuffled events end in the in-order state.
  { name: 'billing', run: async ({ dataDir }) => billingWebhookRows({ dataDir, port: await freePort() }, row) },
  // Issue 14: the download grant at 10 connections; a 2 GB bundle ZIP streamed in flat memory.
  { name: 'downloads', run: async ({ dataDir }) => downloadRows({ dataDir, port: await freePort() }, row) },
  { name: 'notifications', run: async ({ dataDir }) => notificationRows({ dataDir, port: await freePort() }, row) },
];

/** Throughput of a trivial query vs a bare node:http handler answering the same bytes. */
async function trivialQueryRows(url) {
  const body = JSON.stringify({ query: '{ __typename }' });
  const graphqlReq = { method: 'POST', headers: { 'content-type': 'application/json' }, body };
  await load(`${url}/graphql`, { ...graphqlReq, duration: 2 }); // warm-up
  const gql = await load(`${url}/graphql`, graphqlReq);
  const answer = JSON.stringify({ data: { __typename: 'Query' } });
  const bare = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer));
  });
  await new Promise((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${bare.address().port}/graphql`;
  await load(bareUrl, { ...graphqlReq, duration: 2 });
  const plain = await load(bareUrl, graphqlReq);
  bare.close();
  row(
    'trivial query { __typename }: GraphQL server',
    `${Math.round(gql.rps)} req/s (p50 ${gql.p50} ms, p99 ${gql.p99} ms)`,
    '',
    undefined,
  );
  row(
    'same bytes from a bare node:http handler',
    `${Math.round(plain.rps)} req/s (p50 ${plain.p50} ms, p99 ${plain.p99} ms)`,
    '',
    undefined,
  );
  row('trivial query throughput ratio (GraphQL / bare)', (gql.rps / plain.rps).toFixed(3), 'reported', undefined);
  if (gql.errors > 0) row('errors during the GraphQL load', String(gql.errors), '0', false);
}

const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const only = args.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((name) => !sections.some((s) => s.name === name)) ?? [];
if (unknown.length) {
  console.error(`Unknown bench section(s): ${unknown.join(', ')}. Sections: ${sections.map((s) => s.name).join(', ')}`);
  process.exit(64);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'framestock-bench-'));
// As root, PostgreSQL runs as `postgres`, which must be able to enter the data dir.
chmodSync(dataDir, 0o755);
try {
  for (const section of sections) {
    if (!only || only.includes(section.name)) await section.run({ dataDir });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const width = (k) => Math.max(...rows.map((r) => String(r[k]).length), k.length);
const cols = ['name', 'value', 'target', 'verdict'];
const line = (r) => `| ${cols.map((c) => String(r[c]).padEnd(width(c))).join(' | ')} |`;
console.log(
  `\nFramestock bench — ${new Date().toISOString()} — ${process.version}, ${(await import('node:os')).cpus().length} cores\n`,
);
console.log(line({ name: 'row', value: 'value', target: 'target', verdict: 'verdict' }));
console.log(`|${cols.map((c) => '-'.repeat(width(c) + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));

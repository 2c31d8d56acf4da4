// Bench rows for the demo catalogue on a first start (issue 12): how long after
// /healthz the first 24 items, and all of them, are published; and the same
// after a Ctrl-C at the midpoint and a restart. Runs the built server as
// `npm start` would (embedded database, a fresh data dir per run), in a
// process group of its own so the Ctrl-C reaches it the way a terminal's does.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How many items the catalogue has (server/modules/catalog/demo/catalogue.ts). */
const TOTAL = 62;
const FIRST = 24;
const TIMEOUT_MS = 10 * 60_000;

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function start(dataDir, pgPort) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(pgPort),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      DATABASE_URL: '',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - t0 > 60_000) throw new Error('server not healthy in time');
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  return { child, url, healthyAt: performance.now() };
}

async function published(url) {
  try {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ media(first: 1) { totalCount } }' }),
    });
    return (await res.json()).data?.media?.totalCount ?? 0;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds the server and the tools it ran (reaped children: ffmpeg, sharp
 * runs in-process) have used so far, from /proc (Linux; clock ticks of 1/100 s).
 * Unlike wall time it hardly depends on what else the machine runs: on a quiet
 * machine with N cores the wall time cannot be below this ÷ N.
 */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14–17 of stat(5): 11–14 after the command.
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / 100;
  } catch {
    return Number.NaN;
  }
}

/** Seconds after /healthz until `count` items are published (polled every 250 ms). */
async function waitFor(server, count) {
  for (;;) {
    const elapsed = performance.now() - server.healthyAt;
    if ((await published(server.url)) >= count) return elapsed / 1000;
    if (elapsed > TIMEOUT_MS) throw new Error(`fewer than ${count} items published after ${TIMEOUT_MS / 1000} s`);
    await sleep(250);
  }
}

/** Ctrl-C: SIGINT to the whole process group, as a terminal sends it; resolves with the exit code. */
function ctrlC(child) {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    process.kill(-child.pid, 'SIGINT');
  });
}

function freshDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'framestock-bench-seed-'));
  // As root, PostgreSQL runs as `postgres`, which must be able to enter the data dir.
  chmodSync(dir, 0o755);
  return dir;
}

export async function seedRows(row) {
  const target = (s, limit) => [`${s.toFixed(1)} s`, `≤ ${limit} s`, s <= limit];
  // A clean first start, left to finish.
  let dir = freshDataDir();
  try {
    const server = await start(dir, await freePort());
    try {
      row(`demo seed: first ${FIRST} items published after /healthz`, ...target(await waitFor(server, FIRST), 30));
      row(`demo seed: all ${TOTAL} items published after /healthz`, ...target(await waitFor(server, TOTAL), 120));
      const cpu = cpuSeconds(server.child.pid);
      row(
        'demo seed: CPU time of the server and its tools until all are published (load-independent)',
        `${cpu.toFixed(0)} s (≥ ${(cpu / availableParallelism()).toFixed(0)} s wall on ${availableParallelism()} quiet cores)`,
        'reported',
        undefined,
      );
    } finally {
      await ctrlC(server.child);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Ctrl-C at the midpoint, then a restart on the same data.
  dir = freshDataDir();
  const pgPort = await freePort();
  try {
    const first = await start(dir, pgPort);
    await waitFor(first, TOTAL / 2);
    const stopping = performance.now();
    const code = await ctrlC(first.child);
    row(
      'demo seed: Ctrl-C at the midpoint, time to a clean exit',
      `${((performance.now() - stopping) / 1000).toFixed(1)} s (exit code ${code})`,
      'exit 0',
      code === 0,
    );
    const again = await start(dir, pgPort);
    try {
      row(
        `demo seed after that Ctrl-C: restart to all ${TOTAL} published`,
        ...target(await waitFor(again, TOTAL), 120),
      );
    } finally {
      await ctrlC(again.child);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

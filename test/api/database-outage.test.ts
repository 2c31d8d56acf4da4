/**
 * Issue 12, item 9: the database stops answering. A PostgreSQL of this test
 * file's own (the shared test cluster must keep serving the other files) is
 * frozen with SIGSTOP — every process of it, as a hung host or a stalled
 * failover looks to its clients — and later stopped for real. Requests must
 * fail within about five seconds with SERVICE_UNAVAILABLE and Retry-After,
 * /readyz must say 503 within two, and everything must recover without a
 * restart when the database is back.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../server/db/embedded.js';
import { freePort } from '../support/global-setup.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let dir: string;
let cluster: EmbeddedDatabase;
let clusterOptions: Parameters<typeof startEmbeddedPostgres>[0];
let t: TestServer;
let member: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'framestock-outage-pg-'));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data dir.
  chmodSync(dir, 0o755);
  clusterOptions = {
    dir: path.join(dir, 'data'),
    port: await freePort(),
    password: 'outage',
    database: 'framestock',
    log: pino({ level: 'silent' }),
  };
  cluster = await startEmbeddedPostgres(clusterOptions);
  t = await startTestServer({ database: { url: cluster.url, drop: async () => undefined } });
  member = (await t.signedIn()).token;
}, 180_000);

afterAll(async () => {
  signalAll('SIGCONT');
  await t?.stop();
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

/** The postmaster (first line of postmaster.pid) and every process it forked. */
function postgresPids(): number[] {
  const postmaster = Number(readFileSync(path.join(clusterOptions.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent pid (after "pid (comm) state").
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

function signalAll(signal: 'SIGSTOP' | 'SIGCONT'): void {
  if (!clusterOptions) return;
  let pids: number[];
  try {
    pids = postgresPids();
  } catch {
    return; // not running
  }
  // Stop the postmaster first (it forks no more), resume it last.
  for (const pid of signal === 'SIGSTOP' ? pids : [...pids].reverse()) {
    try {
      process.kill(pid, signal);
    } catch {
      // exited meanwhile
    }
  }
}

interface Timed {
  ms: number;
  status: number;
  retryAfter: string | null;
  code: unknown;
  body: string;
}

async function timed(url: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  let code: unknown;
  try {
    code = (JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
  } catch {
    code = undefined;
  }
  return {
    ms: performance.now() - started,
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    code,
    body,
  };
}

const graphql = (query: string, token?: string) =>
  timed(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });

/** Polls until the server answers a query that needs the database, without being restarted. */
async function recovered(): Promise<void> {
  await expect.poll(async () => (await timed(`${t.url}/readyz`)).status, { timeout: 30_000, interval: 250 }).toBe(200);
  await expect
    .poll(async () => (await graphql('{ me { id } }', member)).status, { timeout: 30_000, interval: 250 })
    .toBe(200);
}

/** Every answer while the database is out: a 503 with Retry-After and SERVICE_UNAVAILABLE, soon. */
function expectUnavailable(answers: Timed[], withinMs: number) {
  for (const a of answers) {
    expect(a.status, a.body).toBe(503);
    expect(a.retryAfter).toBe('5');
    expect(a.ms).toBeLessThan(withinMs);
  }
}

describe('a database that stops answering (SIGSTOP)', () => {
  it('fails requests within ~5 s with SERVICE_UNAVAILABLE, /readyz within 2 s, and recovers by itself', async () => {
    expect((await graphql('{ platforms { id } }')).status).toBe(200);
    signalAll('SIGSTOP');
    try {
      // More requests than the pool (4 in tests) has connections: some wait for one, some for an answer.
      const [ready, ...answers] = await Promise.all([
        timed(`${t.url}/readyz`),
        ...Array.from({ length: 6 }, () => graphql('{ platforms { id } }')),
        graphql('{ me { id email } }', member),
        graphql('mutation { trackEvents(input: { events: [{ type: PAGE_VIEW }] }) { accepted } }'),
        timed(`${t.url}/public/assets/00000000-0000-4000-8000-000000000000`, { headers: { accept: 'text/html' } }),
      ]);
      expect(ready?.status).toBe(503);
      expect(ready?.ms).toBeLessThan(2000);
      // 4 s statement deadline + 1 s for the client to give up on the connection, plus a busy machine's slack.
      expectUnavailable(answers, 7000);
      for (const a of answers.slice(0, -1)) expect(a.code).toBe('SERVICE_UNAVAILABLE');
      expect(answers.at(-1)?.body).toMatch(/briefly unavailable/);
    } finally {
      signalAll('SIGCONT');
    }
    await recovered();
    // No connection came back holding a stale transaction: a write commits and is seen.
    const write = await graphql(
      'mutation { updateProfile(input: { bio: "after the outage" }) { user { bio } errors { code } } }',
      member,
    );
    expect(write.body).toContain('after the outage');
    expect((await graphql('{ me { bio } }', member)).body).toContain('after the outage');
  }, 90_000);
});

describe('a database that is stopped and started again', () => {
  it('answers SERVICE_UNAVAILABLE at once while it is down, and recovers when it is back', async () => {
    await cluster.stop();
    const [ready, ...answers] = await Promise.all([
      timed(`${t.url}/readyz`),
      graphql('{ platforms { id } }'),
      graphql('{ me { id } }', member),
    ]);
    expect(ready?.status).toBe(503);
    expectUnavailable(answers, 5000);
    for (const a of answers) expect(a.code).toBe('SERVICE_UNAVAILABLE');
    cluster = await startEmbeddedPostgres(clusterOptions);
    await recovered();
  }, 90_000);
});

/**
 * The first start under load: the database answers the demo seed with a
 * timeout, once before it starts and once in the middle of the run. That used
 * to be an unhandled rejection (the seed's publishing loop) that killed
 * `npm start`. The start-hook runner must log each outage, run the hook again
 * once the database answers, and the resumable seed must end complete. An
 * unhandled rejection would fail this file (vitest reports it as an error).
 *
 * The outage is real: a second connection holds an exclusive lock on a table
 * the seed reads, and the server's statement_timeout (1 s here) cancels the
 * seed's statements (SQLSTATE 57014) until the lock is let go.
 */
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { defineModule } from '../../server/module.js';
import { type SeedOptions, startDemoSeed } from '../../server/modules/catalog/demo/seed.js';
import { runStartHooks } from '../../server/start-hooks.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { DATABASE_STATEMENT_TIMEOUT_MS: '1000' } });
  await t.signedIn(Role.ADMIN); // the demo items' uploader
}, 60_000);
afterAll(() => t?.stop());

const SMALL: SeedOptions = {
  perGroup: 1,
  generate: { width: 320, height: 180, seconds: 2, fps: 12, musicSeconds: 4 },
  processingTimeoutMs: 90_000,
};

const count = async (sql: string) => Number(((await t.server.deps.db.query(sql)) as { n: string }[])[0]?.n);

/** Holds an exclusive lock on `table` from a connection of its own until the returned function is called. */
async function lockTable(table: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: t.db.url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  return async () => {
    await client.query('COMMIT');
    await client.end();
  };
}

describe('start hooks during a database outage', () => {
  it('log the outage, run the demo seed again, and the seed completes', async () => {
    const lines: { level: number; msg: string; module?: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const demo = defineModule({
      name: 'catalog',
      async onStart({ deps, signal, background }) {
        const seed = await startDemoSeed(deps, log, { ...SMALL, signal });
        if (seed) background(seed.running);
      },
    });

    // Outage 1: the seed's first check reads audit_log, which stays locked for 2.5 s.
    const unlockAudit = await lockTable('audit_log');
    setTimeout(() => void unlockAudit(), 2_500);
    const stopping = new AbortController();
    const { settled } = await runStartHooks([demo], {
      deps: t.server.deps,
      embedded: true,
      signal: stopping.signal,
      log,
      retryMs: 300,
    });

    // Outage 2: once the seed has made its first item, media is locked for 2.5 s mid-run.
    while ((await count("SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo:%'")) === 0) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const unlockMedia = await lockTable('media');
    await new Promise((r) => setTimeout(r, 2_500));
    await unlockMedia();

    await settled;
    const retries = lines.filter((l) => l.msg === 'start step hit a database outage; retrying');
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(retries.every((l) => l.level === 40 && l.module === 'catalog')).toBe(true);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(await count("SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo:%' AND status = 'PUBLISHED'")).toBe(
      6,
    );
    expect(await count("SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo:%'")).toBe(6);
    // The server kept serving throughout.
    expect((await fetch(`${t.url}/readyz`)).status).toBe(200);
  }, 240_000);

  it('log any other failure as an error and keep going with the next module', async () => {
    const lines: { level: number; msg: string; module?: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const ran: string[] = [];
    const broken = defineModule({
      name: 'broken',
      async onStart({ background }) {
        background(Promise.reject(new Error('a bug, not an outage')));
      },
    });
    const next = defineModule({
      name: 'next',
      async onStart() {
        ran.push('next');
      },
    });
    const { settled } = await runStartHooks([broken, next], {
      deps: t.server.deps,
      embedded: true,
      signal: new AbortController().signal,
      log,
      retryMs: 10,
    });
    await settled;
    expect(ran).toEqual(['next']);
    expect(lines.filter((l) => l.level >= 40).map((l) => [l.module, l.msg])).toEqual([
      ['broken', 'start step failed; the next start tries again'],
    ]);
  });
});

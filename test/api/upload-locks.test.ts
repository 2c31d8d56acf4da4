/**
 * Upload locks shared by app instances through PostgreSQL (server/uploads/pg-locker.ts):
 * two lockers on one database stand for two instances. Then over real HTTP:
 * two servers on one database and data directory, a PATCH stalled on one and
 * the client resuming through the other.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS } from '@tus/server';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { lockKeys, PgLocker, RELEASE_CHANNEL } from '../../server/uploads/pg-locker.js';
import { makeImage } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const log = pino({ level: 'silent' });

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { JOBS_IN_PROCESS: 'false' } });
});
afterAll(() => t?.stop());

const lockers: PgLocker[] = [];
function instance(opts: { acquireTimeoutMs?: number } = {}): PgLocker {
  const locker = new PgLocker({ url: t.db.url, log, retryMs: 20, ...opts });
  lockers.push(locker);
  return locker;
}
afterEach(async () => {
  await Promise.all(lockers.splice(0).map((l) => l.close()));
});

let n = 0;
/** A fresh upload id; its first 64 bits, the lock key, differ from every other test's. */
const uploadId = () => `${(++n).toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`;
const never = () => new AbortController().signal;

/** The backends holding the advisory lock of an upload (two-key locks have objsubid 2). */
async function lockHolders(id: string): Promise<number[]> {
  const [key1, key2] = lockKeys(id);
  const rows: { pid: number }[] = await t.server.deps.db.query(
    `SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND classid = $1::bigint::oid AND objid = $2::bigint::oid AND objsubid = 2 AND granted`,
    [key1 >>> 0, key2 >>> 0],
  );
  return rows.map((r) => r.pid);
}

describe('PgLocker', () => {
  it('keys a lock by the first 64 bits of the upload id, as two int4', () => {
    expect(lockKeys('00000001-0000-4000-8000-000000000000')).toEqual([1, 16384]);
    expect(lockKeys('ffffffff-ffff-4fff-bfff-ffffffffffff')).toEqual([-1, -45057]);
    expect(() => lockKeys('not-an-id')).toThrow(/not an upload id/);
  });

  it('lets one instance hold a lock; another asks it to let go, and gets the lock once it does', async () => {
    const [a, b] = [instance(), instance()];
    const id = uploadId();
    const events: string[] = [];
    const held = a.newLock(id);
    await held.lock(never(), async () => {
      events.push('a asked to release');
      await sleep(50);
      events.push('a unlocks');
      await held.unlock();
    });
    const waiting = b.newLock(id);
    await waiting.lock(never(), () => undefined);
    events.push('b holds');
    expect(events).toEqual(['a asked to release', 'a unlocks', 'b holds']);
    await waiting.unlock();
    // Free again: a takes it at once.
    const again = a.newLock(id);
    await again.lock(never(), () => undefined);
    await again.unlock();
  });

  it('asks a holder in the same process directly', async () => {
    const a = instance();
    const id = uploadId();
    const first = a.newLock(id);
    let asked = 0;
    await first.lock(never(), () => {
      asked++;
      void first.unlock();
    });
    const second = a.newLock(id);
    await second.lock(never(), () => undefined);
    expect(asked).toBeGreaterThanOrEqual(1);
    await second.unlock();
  });

  it('gives up with tus’s lock timeout while the holder keeps the lock, or once the request is gone', async () => {
    const a = instance();
    const b = instance({ acquireTimeoutMs: 300 });
    const id = uploadId();
    const held = a.newLock(id);
    await held.lock(never(), () => undefined);

    const started = Date.now();
    await expect(b.newLock(id).lock(never(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);

    const gone = new AbortController();
    setTimeout(() => gone.abort(), 50);
    const patient = instance({ acquireTimeoutMs: 30_000 });
    const before = Date.now();
    await expect(patient.newLock(id).lock(gone.signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(Date.now() - before).toBeLessThan(5_000);

    // The waiters' connections went back unharmed: once a lets go, b gets the lock.
    await held.unlock();
    const next = b.newLock(id);
    await next.lock(never(), () => undefined);
    await next.unlock();
  });

  it('frees a lock when its holder’s session ends (an instance that died), without crashing the holder', async () => {
    const a = instance();
    const b = instance({ acquireTimeoutMs: 5_000 });
    const id = uploadId();
    const held = a.newLock(id);
    await held.lock(never(), () => undefined);
    const holders = await lockHolders(id);
    expect(holders).toHaveLength(1);
    expect(await t.server.deps.db.query('SELECT pg_terminate_backend($1) AS ended', holders)).toEqual([
      { ended: true },
    ]);
    const next = b.newLock(id);
    await next.lock(never(), () => undefined);
    await next.unlock();
    // The holder learns on unlock that its connection (and lock) had gone.
    await expect(held.unlock()).rejects.toThrow();
  });

  it('listens again for release requests after losing its listening connection', async () => {
    const [a, b] = [instance(), instance({ acquireTimeoutMs: 5_000 })];
    await a.listen();
    const listeners = async () =>
      (
        await t.server.deps.db.query(
          `SELECT pid FROM pg_stat_activity
            WHERE application_name = 'framestock-upload-locks' AND query = 'LISTEN ${RELEASE_CHANNEL}'`,
        )
      ).map((r: { pid: number }) => r.pid) as number[];
    const [old] = await listeners();
    await t.server.deps.db.query('SELECT pg_terminate_backend($1)', [old]);
    // Once a has noticed, its next lock listens on a new connection, which hears b's request.
    await expect
      .poll(async () => {
        await a.listen();
        return (await listeners()).filter((pid) => pid !== old).length;
      })
      .toBe(1);
    const id = uploadId();
    const held = a.newLock(id);
    let asked = false;
    await held.lock(never(), async () => {
      asked = true;
      await held.unlock();
    });
    const next = b.newLock(id);
    await next.lock(never(), () => undefined);
    expect(asked).toBe(true);
    await next.unlock();
  });

  it('refuses to unlock what it does not hold', async () => {
    await expect(instance().newLock(uploadId()).unlock()).rejects.toThrow(/unlocked lock/);
  });
});

describe('two instances serving one upload', () => {
  let other: TestServer;
  let admin: { token: string };
  beforeAll(async () => {
    // Same database and data directory (staging, storage): what a load balancer's instances share.
    other = await startTestServer({
      database: t.db,
      env: { JOBS_IN_PROCESS: 'false', DATA_DIR: t.server.deps.config.dataDir },
    });
    admin = await t.signedIn(Role.ADMIN);
  });
  afterAll(() => other?.stop());

  const tusHeaders = (extra: Record<string, string> = {}) => ({
    'Tus-Resumable': '1.0.0',
    Authorization: `Bearer ${admin.token}`,
    ...extra,
  });

  it('ends a stalled PATCH on one instance when the client resumes through the other, which then finishes it', async () => {
    const bytes = await readFile(await makeImage({ width: 600, height: 400, format: 'png' }));
    const half = Math.floor(bytes.length / 2);
    const created = await fetch(`${t.url}/api/uploads`, {
      method: 'POST',
      headers: tusHeaders({
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': Object.entries({ filename: 'still.png', filetype: 'image/png', kind: 'IMAGE' })
          .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
          .join(','),
      }),
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';

    // Instance 1: a PATCH announcing every byte, sending half, then going quiet (a half-open connection).
    let stalledEnded = false;
    const stalled = request(`${t.url}${location}`, {
      method: 'PATCH',
      headers: tusHeaders({
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      }),
    });
    const stalledDone = new Promise<void>((resolve) => {
      const done = () => {
        stalledEnded = true;
        resolve();
      };
      stalled.on('response', (res) => res.resume().on('end', done).on('close', done));
      stalled.on('error', done);
      stalled.on('close', done);
    });
    stalled.write(bytes.subarray(0, half));
    // Instance 1 holds the upload's lock while it waits for the rest.
    await expect.poll(async () => (await lockHolders(location.split('/').pop() as string)).length).toBe(1);

    // Instance 2: the client resumes. Its HEAD needs the lock, so instance 1 is asked to let go and
    // ends the stalled PATCH (after tus's drain time, 3 s) — before the HEAD can answer.
    const head = await fetch(`${other.url}${location}`, { method: 'HEAD', headers: tusHeaders() });
    const resumed = { status: head.status, offset: Number(head.headers.get('upload-offset')) };
    expect(resumed.status).toBe(200);
    expect(stalledEnded).toBe(true);
    expect(resumed.offset).toBeGreaterThanOrEqual(0);
    expect(resumed.offset).toBeLessThanOrEqual(half);
    stalled.destroy();
    await stalledDone;

    const rest = await fetch(`${other.url}${location}`, {
      method: 'PATCH',
      headers: tusHeaders({
        'Upload-Offset': String(resumed.offset),
        'Content-Type': 'application/offset+octet-stream',
      }),
      body: Uint8Array.from(bytes.subarray(resumed.offset)),
    });
    expect(rest.status).toBe(204);
    const mediaId = rest.headers.get('framestock-media-id');
    const [file] = await t.server.deps.db.query(
      "SELECT md5_hash AS md5 FROM stored_files WHERE media_id = $1 AND role = 'ORIGINAL'",
      [mediaId],
    );
    expect(file.md5).toBe(createHash('md5').update(bytes).digest('base64'));
  });
});

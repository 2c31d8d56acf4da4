/**
 * An ffmpeg killed by a signal in the middle of processing (the OOM killer,
 * an operator, a shutdown) says nothing about the file: the item goes back
 * to PENDING and its job to pg-boss's retry, and the retry makes it READY.
 * (It used to be FAILED for good, "ffmpeg failed: unknown error".)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.signedIn(Role.ADMIN)).token;
});
afterAll(() => t?.stop());

function upload(file: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    new tus.Upload(file, {
      endpoint: `${t.url}/api/uploads`,
      headers: { Authorization: `Bearer ${admin}` },
      metadata: { filename: 'clip.mp4', filetype: 'video/mp4', kind: 'ASSET' },
      chunkSize: 4 * 1024 * 1024,
      retryDelays: [],
      onError: reject,
      onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader('Framestock-Media-Id') ?? ''),
    }).start();
  });
}

const processing = async (id: string) =>
  (
    (await t.server.deps.db.query('SELECT processing, processing_error FROM media WHERE id = $1', [id])) as {
      processing: string;
      processing_error: string | null;
    }[]
  )[0];

const jobState = async (id: string) =>
  (
    (await t.server.deps.db.query(
      "SELECT state FROM pgboss.job WHERE name = 'media.process' AND data->>'mediaId' = $1 ORDER BY created_on DESC LIMIT 1",
      [id],
    )) as { state: string }[]
  )[0]?.state;

/** This process's scratch directories (test files before this one ran in the same worker process). */
const scratchDirs = () => readdirSync(tmpdir()).filter((d) => d.startsWith(`framestock-media-${process.pid}.`));

/** Pids of the ffmpeg runs on a media item of this file (they read `<scratch>/original…`), not in `older` dirs. */
function toolsAtWork(older: readonly string[]): number[] {
  const scratch = scratchDirs()
    .filter((d) => !older.includes(d))
    .map((d) => `${path.join(tmpdir(), d)}/original`);
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const cmdline = readFileSync(`/proc/${p}/cmdline`, 'utf8');
        // ffmpeg, not a short ffprobe that could exit before the kill lands.
        return path.basename(cmdline.split('\0')[0] ?? '') === 'ffmpeg' && scratch.some((s) => cmdline.includes(s));
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 120): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(process.platform !== 'linux')('a tool killed mid-processing', () => {
  it('is retried, not failed for good, and the retry makes the item READY', async () => {
    const older = scratchDirs();
    const id = await upload(readFileSync(await makeVideo({ seconds: 12, width: 1280, height: 720, fps: 30 })));
    const [pid] = await until('ffmpeg to start', async () => {
      const pids = toolsAtWork(older);
      return pids.length ? pids : undefined;
    });
    process.kill(pid as number, 'SIGKILL');

    const after = await until('the failure to be recorded', async () => {
      const row = await processing(id);
      return row?.processing === 'PROCESSING' ? undefined : row;
    });
    expect(after).toEqual({ processing: 'PENDING', processing_error: null });
    // The handler marks the item, then pg-boss records the failed attempt: a retry, not `failed`.
    const state = await until('the job to leave active', async () => {
      const s = await jobState(id);
      return s === 'active' ? undefined : s;
    });
    expect(state).toBe('retry');

    // Due now rather than after the backoff.
    await t.server.deps.db.query(
      "UPDATE pgboss.job SET start_after = now() WHERE name = 'media.process' AND data->>'mediaId' = $1 AND state = 'retry'",
      [id],
    );
    const done = await until('the retry', async () => {
      const row = await processing(id);
      return row?.processing === 'READY' || row?.processing === 'FAILED' ? row : undefined;
    });
    expect(done.processing).toBe('READY');
  }, 240_000);
});

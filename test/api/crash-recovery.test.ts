/**
 * The real process (the build in dist/, embedded database) stopped hard in
 * the middle of media processing, the way operators and newcomers stop it:
 *
 * - `kill -9`: ffmpeg dies with its parent; the restarted server takes the
 *   dead worker's job back at once (not at its 1 h expiry), adopts and later
 *   stops the PostgreSQL the dead one left running, removes the scratch copy
 *   it left in the temp dir, and the item ends READY with one set of files.
 * - Ctrl-C (SIGINT to the whole process group, as a terminal sends it):
 *   HTTP, then the jobs, then PostgreSQL stop in that order, without an
 *   error, exit 0; the cut-off job is queued again and the restart finishes it.
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as tus from 'tus-js-client';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltServer, bootBuilt, exited, isBuilt } from '../support/built-server.js';
import { freePort } from '../support/global-setup.js';
import { makeVideo } from '../support/media-fixtures.js';

const roots: string[] = [];
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

async function gql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The printed demo admin signs in; returns a bearer token. */
async function adminToken(server: BuiltServer): Promise<string> {
  const password = /ADMIN\s+admin@framestock\.local\s+(\S+)/.exec(server.output())?.[1];
  const data = await gql<{ signIn: { accessToken: string } }>(
    server.url,
    'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }',
    { i: { email: 'admin@framestock.local', password, tokenDelivery: 'BODY' } },
  );
  return data.signIn.accessToken;
}

function upload(url: string, token: string, file: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    new tus.Upload(file, {
      endpoint: `${url}/api/uploads`,
      headers: { Authorization: `Bearer ${token}` },
      metadata: { filename: 'long-clip.mp4', filetype: 'video/mp4', kind: 'ASSET' },
      chunkSize: 4 * 1024 * 1024,
      retryDelays: [],
      onError: reject,
      onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader('Framestock-Media-Id') ?? ''),
    }).start();
  });
}

const processingOf = async (url: string, token: string, id: string) =>
  (
    await gql<{ adminMediaItem: { processing: { state: string; error: string | null }; files: { role: string }[] } }>(
      url,
      'query($id: ID!) { adminMediaItem(id: $id) { processing { state error } files { role } } }',
      { id },
      token,
    )
  ).adminMediaItem;

/** Processes whose command line mentions `text` (Linux /proc). */
function processesMentioning(text: string): number[] {
  return readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The server's scratch directories (`framestock-media-<pid>.<start>-…`) in the temp dir. */
const scratchOf = (pid: number) => readdirSync(tmpdir()).filter((d) => d.startsWith(`framestock-media-${pid}.`));

/** Waits until the server runs ffmpeg on the item (the long clip keeps it busy for a while). */
async function untilFfmpegRuns(pid: number): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const dirs = scratchOf(pid);
    if (dirs.some((d) => processesMentioning(`${path.join(tmpdir(), d)}/original`).length > 0)) return;
    await sleep(100);
  }
  throw new Error('processing never started');
}

async function untilReady(url: string, token: string, id: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const item = await processingOf(url, token, id);
    if (item.processing.state === 'READY' || Date.now() > deadline) return item;
    await sleep(500);
  }
}

function fresh(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'framestock-crash-'));
  chmodSync(dir, 0o755);
  roots.push(dir);
  return dir;
}

let clip: Buffer | undefined;
/** A 720p clip long enough that processing it takes a few seconds. */
async function longClip(): Promise<Buffer> {
  clip ??= readFileSync(await makeVideo({ seconds: 12, width: 1280, height: 720, fps: 30 }));
  return clip;
}

describe.skipIf(!isBuilt() || process.platform !== 'linux')('crash recovery of the real process (dist/)', () => {
  it('kill -9 mid-processing: ffmpeg dies with it; the restart takes the job back, and the item ends READY once', async () => {
    const dataDir = fresh();
    const pgPort = await freePort();
    const first = await bootBuilt({ dataDir, pgPort, logLevel: 'info', detached: true });
    const token = await adminToken(first);
    const id = await upload(first.url, token, await longClip());
    await untilFfmpegRuns(first.child.pid as number);
    const scratch = scratchOf(first.child.pid as number);

    first.child.kill('SIGKILL');
    await exited(first.child);
    // The parent-death signal: no ffmpeg goes on working in the dead server's scratch directory.
    await sleep(1000);
    for (const dir of scratch) expect(processesMentioning(path.join(tmpdir(), dir))).toEqual([]);

    const second = await bootBuilt({ dataDir, pgPort, logLevel: 'info', detached: true });
    try {
      // Within (reclaim + processing), not the job's 1 h expiry.
      const item = await untilReady(second.url, token, id, 150);
      expect(item.processing, second.output()).toMatchObject({ state: 'READY' });
      expect(item.files.map((f) => f.role).sort()).toEqual([
        'HOVER_LOOP',
        'ORIGINAL',
        'PREVIEW',
        'STORYBOARD',
        'THUMBNAIL',
        'THUMBNAIL_320',
        'THUMBNAIL_960',
      ]);
      const stored = readdirSync(path.join(dataDir, 'storage', 'framestock-public', 'media', id)).sort();
      // A 1280 px clip gets the 320 and 960 px stills beside the 640 px thumbnail (issue 20).
      expect(stored).toEqual([
        'hover.mp4',
        'preview.mp4',
        'storyboard.webp',
        'thumbnail-320.webp',
        'thumbnail-960.webp',
        'thumbnail.webp',
      ]);
      // The boot removed the dead server's scratch copy of the original.
      for (const dir of scratch) expect(existsSync(path.join(tmpdir(), dir))).toBe(false);
      expect(second.output()).toMatch(/adopting the embedded PostgreSQL/);
    } finally {
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    }
    // The adopted cluster was stopped with the server that adopted it.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 300_000);

  it('Ctrl-C mid-processing: HTTP, jobs, then PostgreSQL stop in order, exit 0; the restart finishes the item', async () => {
    const dataDir = fresh();
    const pgPort = await freePort();
    const first = await bootBuilt({ dataDir, pgPort, logLevel: 'info', detached: true });
    const token = await adminToken(first);
    const id = await upload(first.url, token, await longClip());
    await untilFfmpegRuns(first.child.pid as number);

    process.kill(-(first.child.pid as number), 'SIGINT');
    expect(await exited(first.child)).toBe(0);
    const log = first.output();
    const lines = log.split('\n').filter((l) => l.startsWith('{'));
    const at = (msg: string) => lines.findIndex((l) => (JSON.parse(l) as { msg: string }).msg === msg);
    expect(at('HTTP server closed')).toBeGreaterThan(at('shutting down'));
    expect(at('job runner stopped')).toBeGreaterThan(at('HTTP server closed'));
    expect(at('embedded PostgreSQL stopped')).toBeGreaterThan(at('job runner stopped'));
    expect(lines.filter((l) => (JSON.parse(l) as { level: number }).level >= 50)).toEqual([]);
    expect(log).not.toMatch(/ECONNREFUSED|shutdown failed/);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await bootBuilt({ dataDir, pgPort, logLevel: 'info', detached: true });
    try {
      const item = await untilReady(second.url, token, id, 150);
      expect(item.processing, `${first.output()}\n---\n${second.output()}`).toMatchObject({ state: 'READY' });
    } finally {
      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
    }
  }, 300_000);
});

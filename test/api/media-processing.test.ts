/**
 * Uploads → processing → derivatives, end to end: real media made with
 * ffmpeg and sharp go through the tus endpoint in chunks, the in-process
 * pg-boss worker processes them, and the produced files are checked by
 * decoding them. Also: idempotent re-runs, and a damaged file failing with
 * its reason and a working re-run.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { probe } from '../../server/media/probe.js';
import { fixtureTools, makeAudio, makeImage, makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.signedIn(Role.ADMIN)).token;
});
afterAll(() => t?.stop());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.server.deps.db.query(query, params) as Promise<T[]>;

function upload(file: Buffer, filename: string, kind: string, filetype: string): Promise<string> {
  return new Promise((resolve, reject) => {
    new tus.Upload(file, {
      endpoint: `${t.url}/api/uploads`,
      headers: { Authorization: `Bearer ${admin}` },
      metadata: { filename, filetype, kind },
      chunkSize: 64 * 1024,
      retryDelays: [],
      onError: reject,
      onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader('Framestock-Media-Id') ?? ''),
    }).start();
  });
}

interface Item {
  id: string;
  kind: string;
  title: string;
  status: string;
  processing: { state: string; error: string | null };
  thumbnailUrl: string | null;
  thumbnails: { url: string; width: number; height: number }[];
  previewUrl: string | null;
  files: { role: string; fullPath: string; contentType: string; size: number; md5Hash: string; url: string }[];
  [key: string]: unknown;
}

const ITEM = `query($id: ID!) { adminMediaItem(id: $id) {
  id kind title status processing { state error } thumbnailUrl thumbnails { url width height } previewUrl
  files { role fullPath contentType size md5Hash url customMetadata { key value } }
  ... on Asset { durationSeconds width height fps orientation hasAlpha hoverLoopUrl
    storyboard { url columns rows tileWidth tileHeight count intervalSeconds } }
  ... on Image { width height orientation }
  ... on Audio { durationSeconds bpm waveformUrl }
} }`;

async function item(id: string): Promise<Item> {
  const res = await t.gql<{ adminMediaItem: Item }>(ITEM, { id }, { token: admin });
  expect(res.errors).toBeUndefined();
  return res.data?.adminMediaItem as Item;
}

/** Waits for the in-process worker to finish (or fail) the item. */
async function processed(id: string): Promise<Item> {
  for (let i = 0; i < 400; i++) {
    const now = await item(id);
    if (now.processing.state === 'READY' || now.processing.state === 'FAILED') return now;
    await sleep(250);
  }
  throw new Error(`media ${id} was not processed within 100 s`);
}

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(new URL(url, t.url));
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Saves a fetched derivative so ffprobe can read it. */
async function probeUrl(url: string) {
  const file = path.join(tmpdir(), `fs-probe-${Date.now()}-${path.basename(new URL(url, t.url).pathname)}`);
  await writeFile(file, await fetchBytes(url));
  return probe(fixtureTools, file);
}

const roles = (i: Item) => i.files.map((f) => f.role).sort();

/** `thumbnails` lists these sizes, narrowest first, and each URL serves a WebP of exactly that size. */
async function expectWidths(i: Item, sizes: [number, number][]) {
  expect(i.thumbnails.map((w) => [w.width, w.height])).toEqual(sizes);
  for (const w of i.thumbnails) {
    const meta = await sharp(await fetchBytes(w.url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', w.width, w.height]);
  }
}

describe('processing uploads', () => {
  it('makes an opaque 1080p clip into metadata, a watermarked 720p preview, a hover loop, a storyboard and a thumbnail', async () => {
    const clip = await readFile(await makeVideo({ seconds: 3, width: 1920, height: 1080, fps: 30, audio: true }));
    const id = await upload(clip, 'Neon_glitch-transition.mp4', 'ASSET', 'video/mp4');
    const done = await processed(id);
    expect(done.processing).toEqual({ state: 'READY', error: null });
    expect(done).toMatchObject({
      title: 'Neon glitch transition',
      status: 'DRAFT',
      width: 1920,
      height: 1080,
      fps: 30,
      orientation: 'LANDSCAPE',
      hasAlpha: false,
    });
    expect(done.durationSeconds).toBeCloseTo(3, 0);
    expect(roles(done)).toEqual([
      'HOVER_LOOP',
      'ORIGINAL',
      'PREVIEW',
      'STORYBOARD',
      'THUMBNAIL',
      'THUMBNAIL_320',
      'THUMBNAIL_960',
    ]);

    const original = done.files.find((f) => f.role === 'ORIGINAL');
    expect(original).toMatchObject({
      contentType: 'video/mp4',
      size: clip.length,
      fullPath: `media/${id}/original.mp4`,
    });
    expect(original?.md5Hash).toBe(createHash('md5').update(clip).digest('base64'));
    // The original is private: a signed, expiring link only.
    expect(original?.url).toMatch(/[?&](X-Goog-Signature|signature|sig)=/i);

    const preview = await probeUrl(done.previewUrl as string);
    expect(preview.video).toMatchObject({ codec: 'h264', width: 1280, height: 720 });
    expect(preview.audio).not.toBeNull();
    const hover = await probeUrl(done.hoverLoopUrl as string);
    expect(hover.audio).toBeNull();
    expect(hover.durationSeconds).toBeLessThanOrEqual(6.1);
    const thumb = await sharp(await fetchBytes(done.thumbnailUrl as string)).metadata();
    expect([thumb.format, thumb.width]).toEqual(['webp', 640]);
    await expectWidths(done, [
      [320, 180],
      [640, 360],
      [960, 540],
    ]);
    const board = done.storyboard as {
      url: string;
      columns: number;
      rows: number;
      tileWidth: number;
      tileHeight: number;
      count: number;
    };
    const sprite = await sharp(await fetchBytes(board.url)).metadata();
    expect(sprite.width).toBe(board.columns * board.tileWidth);
    expect(sprite.height).toBe(board.rows * board.tileHeight);
    expect(board.count).toBeGreaterThan(1);
  }, 120_000);

  it('detects the alpha channel of a transparent clip and a portrait orientation', async () => {
    const clip = await readFile(await makeVideo({ seconds: 2, width: 360, height: 640, fps: 25, alpha: true }));
    const done = await processed(await upload(clip, 'overlay.mp4', 'ASSET', 'video/mp4'));
    expect(done.processing.state).toBe('READY');
    expect(done).toMatchObject({ hasAlpha: true, orientation: 'PORTRAIT', width: 360, height: 640 });
    const preview = await probeUrl(done.previewUrl as string);
    expect(preview.video?.codec).toBe('h264');
    // 360 px wide: a 320 px still, the 640 one at the source's width, and no 960 (never enlarged).
    await expectWidths(done, [
      [320, 569],
      [360, 640],
    ]);
    const still = await sharp(await fetchBytes(done.thumbnails[0]?.url as string)).metadata();
    expect(still.hasAlpha).toBe(true);
  });

  it('makes a WAV into an MP3 preview and waveform peaks, reading its BPM tag', async () => {
    const wav = await readFile(await makeAudio({ seconds: 4, format: 'wav', bpm: 124 }));
    const done = await processed(await upload(wav, 'loop 124bpm.wav', 'AUDIO', 'audio/wav'));
    expect(done.processing.state).toBe('READY');
    expect(done.bpm).toBe(124);
    expect(done.durationSeconds).toBeCloseTo(4, 0);
    expect(roles(done)).toEqual(['ORIGINAL', 'PREVIEW', 'THUMBNAIL', 'WAVEFORM']);
    // The waveform picture is the card's only still; audio gets no other widths.
    expect(done.thumbnails.map((w) => w.width)).toEqual([640]);
    const mp3 = await probeUrl(done.previewUrl as string);
    expect(mp3.audio?.codec).toBe('mp3');
    const peaks = JSON.parse((await fetchBytes(done.waveformUrl as string)).toString('utf8')) as { data: number[] };
    expect(peaks.data.length).toBeGreaterThan(100);
    expect(Math.max(...peaks.data.map(Math.abs))).toBeLessThanOrEqual(1);
  });

  it('makes a PNG into a 640 px thumbnail and a watermarked 1280 px preview', async () => {
    const png = await readFile(await makeImage({ width: 2400, height: 1600, format: 'png' }));
    const done = await processed(await upload(png, 'sunset.png', 'IMAGE', 'image/png'));
    expect(done).toMatchObject({ width: 2400, height: 1600, orientation: 'LANDSCAPE' });
    const preview = await sharp(await fetchBytes(done.previewUrl as string)).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 1280, 853]);
    const thumb = await sharp(await fetchBytes(done.thumbnailUrl as string)).metadata();
    expect(thumb.width).toBe(640);
    await expectWidths(done, [
      [320, 213],
      [640, 427],
      [960, 640],
    ]);
  });

  it('re-running processing leaves the same files and rows', async () => {
    const png = await readFile(await makeImage({ width: 800, height: 800, format: 'png' }));
    const id = await upload(png, 'square.png', 'IMAGE', 'image/png');
    const first = await processed(id);
    const storage = t.server.deps.storage;
    const objects = async () =>
      readdir(path.join(t.server.deps.config.storage.localDir, storage.bucketName('public'), 'media', id));
    const before = (await objects()).sort();
    const rerun = await t.gql<{ reprocessMedia: { errors: unknown[] } }>(
      'mutation($i: MediaIdInput!) { reprocessMedia(input: $i) { errors { code } } }',
      { i: { id } },
      { token: admin },
    );
    expect(rerun.data?.reprocessMedia.errors).toEqual([]);
    const second = await processed(id);
    expect(second.processing.state).toBe('READY');
    expect(second.files.map((f) => [f.role, f.fullPath]).sort()).toEqual(
      first.files.map((f) => [f.role, f.fullPath]).sort(),
    );
    expect((await objects()).sort()).toEqual(before);
    const [files] = await sql<{ count: number }>(
      'SELECT count(*)::int AS count FROM stored_files WHERE media_id = $1',
      [id],
    );
    expect(files?.count).toBe(first.files.length);
  });

  it('a damaged file fails with its reason, and can be re-run', async () => {
    const clip = await readFile(await makeVideo({ seconds: 2, width: 320, height: 240, fps: 25 }));
    // Keeps the MP4 signature (so the upload is accepted as video) but loses the frames.
    const damaged = Buffer.concat([clip.subarray(0, 4096), Buffer.alloc(4096, 7)]);
    const id = await upload(damaged, 'broken.mp4', 'ASSET', 'video/mp4');
    const failed = await processed(id);
    expect(failed.processing.state).toBe('FAILED');
    expect(failed.processing.error).toMatch(/\w/);
    expect(failed.processing.error).not.toMatch(/\/tmp|\/work|node_modules/);
    const submit = await t.gql<{ submitMedia: { errors: { code: string }[] } }>(
      'mutation($i: MediaIdInput!) { submitMedia(input: $i) { errors { code } } }',
      { i: { id } },
      { token: admin },
    );
    expect(submit.data?.submitMedia.errors).toMatchObject([{ code: 'NOT_READY' }]);
    const rerun = await t.gql<{ reprocessMedia: { media: { processing: { state: string } } } }>(
      'mutation($i: MediaIdInput!) { reprocessMedia(input: $i) { media { processing { state } } } }',
      { i: { id } },
      { token: admin },
    );
    expect(rerun.data?.reprocessMedia.media.processing.state).toBe('PENDING');
    expect((await processed(id)).processing.state).toBe('FAILED');
  });
});

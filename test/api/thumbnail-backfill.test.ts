/**
 * The backfill of the thumbnail's widths (catalog.backfill-thumbnail-widths)
 * for items processed before processing made them: items as they were then
 * (a THUMBNAIL row without a recorded size, a real original in private
 * storage) get THUMBNAIL_320/960 files made from the original, the sizes
 * recorded, and `thumbnails` in GraphQL. Re-running changes nothing; a run
 * resumes after the id in its payload; a full batch queues the next one, and
 * the in-process worker follows the chain to the end; a broken original is
 * skipped, not fatal.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKFILL_BATCH,
  BACKFILL_THUMBNAIL_WIDTHS,
  thumbnailBackfillJob,
} from '../../server/modules/catalog/thumbnail-backfill.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { makeImage, makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.server.deps.db.query(query, params) as Promise<T[]>;

/** An item as processing left it before the widths existed, with a real original behind it. */
async function oldItem(kind: 'ASSET' | 'IMAGE' | 'AUDIO', original: Buffer | null, title: string) {
  const item = await mediaFactory(t).create({ kind, title, status: 'PUBLISHED', thumbnail: true });
  if (original) {
    const [row] = await sql<{ full_path: string; content_type: string }>(
      `SELECT full_path, content_type FROM stored_files WHERE media_id = $1 AND role = 'ORIGINAL'`,
      [item.id],
    );
    await t.server.deps.storage.write('private', row?.full_path as string, original, {
      contentType: row?.content_type as string,
    });
  }
  return item;
}

async function files(id: string) {
  return sql<{
    role: string;
    full_path: string;
    updated: Date;
    md5_hash: string;
    custom_metadata: Record<string, string>;
  }>('SELECT role, full_path, updated, md5_hash, custom_metadata FROM stored_files WHERE media_id = $1 ORDER BY role', [
    id,
  ]);
}

const pending = async (id: string) => !(await files(id)).find((f) => f.role === 'THUMBNAIL')?.custom_metadata.width;

async function publicBytes(path: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of t.server.deps.storage.createReadStream('public', path)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const run = (after?: string) =>
  thumbnailBackfillJob(t.server.deps).handler(after ? { after } : {}, {
    signal: new AbortController().signal,
    lastAttempt: false,
  });

let png: Buffer;
const seeded = {} as {
  photo: SeededMedia;
  clip: SeededMedia;
  small: SeededMedia;
  track: SeededMedia;
  broken: SeededMedia;
  bulk: SeededMedia;
};

describe('thumbnail widths backfill', () => {
  beforeAll(async () => {
    png = await readFile(await makeImage({ width: 1600, height: 900, format: 'png' }));
    seeded.photo = await oldItem('IMAGE', png, 'Old photo');
    seeded.clip = await oldItem(
      'ASSET',
      await readFile(await makeVideo({ seconds: 2, width: 1280, height: 720, fps: 25 })),
      'Old clip',
    );
    // 500 px: wider than 320, narrower than 640 — only the 320 px still is worth making.
    seeded.small = await oldItem(
      'IMAGE',
      await readFile(await makeImage({ width: 500, height: 500, format: 'png' })),
      'Small',
    );
    seeded.track = await oldItem('AUDIO', null, 'Old track');
    seeded.broken = await oldItem('IMAGE', Buffer.from('not an image at all'), 'Broken');
    // A bench-scale bulk row (demo/bulk.ts): thousands share one sample's files, so they are left alone.
    seeded.bulk = await oldItem('IMAGE', png, 'Bulk row');
    await sql(`UPDATE media SET upload_id = 'demo-bulk:backfill-test' WHERE id = $1`, [seeded.bulk.id]);
  });

  it('makes 320 and 960 px stills from the original and records every size', async () => {
    await run();
    const photo = await files(seeded.photo.id);
    expect(photo.map((f) => f.role)).toEqual(['ORIGINAL', 'THUMBNAIL', 'THUMBNAIL_320', 'THUMBNAIL_960']);
    for (const [role, width, height] of [
      ['THUMBNAIL_320', 320, 180],
      ['THUMBNAIL_960', 960, 540],
    ] as const) {
      const f = photo.find((x) => x.role === role);
      expect(f?.custom_metadata).toMatchObject({ width: String(width), height: String(height) });
      const meta = await sharp(await publicBytes(f?.full_path as string)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    }
    // The factory's thumbnail is 64×36: its real size, read from the file, is what gets recorded.
    expect(photo.find((f) => f.role === 'THUMBNAIL')?.custom_metadata).toMatchObject({ width: '64', height: '36' });

    const clip = await files(seeded.clip.id);
    const clip960 = clip.find((f) => f.role === 'THUMBNAIL_960');
    expect(clip960?.custom_metadata).toMatchObject({ width: '960', height: '540' });
    expect((await sharp(await publicBytes(clip960?.full_path as string)).metadata()).format).toBe('webp');

    expect((await files(seeded.small.id)).map((f) => f.role)).toEqual(['ORIGINAL', 'THUMBNAIL', 'THUMBNAIL_320']);
    // Audio has no stills; a broken original is skipped (and left for the next start), not fatal.
    expect((await files(seeded.track.id)).map((f) => f.role)).toEqual(['ORIGINAL', 'THUMBNAIL']);
    expect(await pending(seeded.broken.id)).toBe(true);
    expect(await pending(seeded.bulk.id)).toBe(true);
  });

  it('answers the widths in GraphQL, narrowest first, each URL serving its file', async () => {
    const res = await t.gql<{ mediaItem: { thumbnails: { url: string; width: number; height: number }[] } }>(
      'query($id: ID!) { mediaItem(id: $id) { thumbnails { url width height } } }',
      { id: seeded.photo.id },
    );
    expect(res.errors).toBeUndefined();
    const widths = res.data?.mediaItem.thumbnails ?? [];
    expect(widths.map((w) => [w.width, w.height])).toEqual([
      [64, 36],
      [320, 180],
      [960, 540],
    ]);
    for (const w of widths) {
      const served = await fetch(new URL(w.url, t.url));
      expect(served.status).toBe(200);
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(w.width);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await Promise.all(Object.values(seeded).map((s) => files(s.id)));
    await run();
    expect(await Promise.all(Object.values(seeded).map((s) => files(s.id)))).toEqual(before);
  });

  it('resumes after the id in its payload, leaving the ones before it for a run from the start', async () => {
    const items = await Promise.all([1, 2, 3].map((i) => oldItem('IMAGE', png, `Resume ${i}`)));
    const [first, ...rest] = items.sort((a, b) => a.id.localeCompare(b.id));
    await run(first?.id);
    expect(await pending(first?.id as string)).toBe(true);
    for (const r of rest) expect(await pending(r.id)).toBe(false);
    await run();
    expect(await pending(first?.id as string)).toBe(false);
  });

  it('queues the next batch after a full one, and the worker follows the chain to the end', async () => {
    const many: SeededMedia[] = [];
    const small = await readFile(await makeImage({ width: 400, height: 300, format: 'png' }));
    for (let i = 0; i < BACKFILL_BATCH + 3; i++) many.push(await oldItem('IMAGE', small, `Chain ${i}`));
    await t.server.deps.jobs.send(BACKFILL_THUMBNAIL_WIDTHS, {});
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const left = (await Promise.all(many.map((m) => pending(m.id)))).filter(Boolean).length;
      if (left === 0) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect((await Promise.all(many.map((m) => pending(m.id)))).filter(Boolean)).toEqual([]);
    // Two runs: the first stopped at the batch size and queued the rest, resuming after its last id.
    const jobs = await sql<{ data: { after?: string } }>(
      `SELECT data FROM pgboss.job WHERE name = $1 AND data ? 'after' ORDER BY created_on`,
      [BACKFILL_THUMBNAIL_WIDTHS.name],
    );
    expect(jobs.length).toBeGreaterThanOrEqual(1);
  }, 90_000);
});

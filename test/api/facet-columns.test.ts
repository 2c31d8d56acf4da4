/**
 * The browse facet columns on `media` are kept by triggers (migration
 * BrowseFacetColumns), whoever writes: the classes follow the measured
 * values, `platform_ids` follows `media_platforms` through inserts, deletes,
 * the admin edit (replace all links) and a cascade from a deleted platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { type MediaFactory, mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let factory: MediaFactory;
let admin: string;

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.server.deps.db.query(query, params) as Promise<T[]>;

async function facetColumns(id: string) {
  const [row] = await sql<{
    resolution: string | null;
    duration_bucket: string | null;
    frame_rate: string | null;
    bpm_bucket: string | null;
    platform_ids: string[];
  }>('SELECT resolution, duration_bucket, frame_rate, bpm_bucket, platform_ids FROM media WHERE id = $1', [id]);
  return row;
}

beforeAll(async () => {
  t = await startTestServer();
  factory = mediaFactory(t);
  admin = (await t.signedIn(Role.ADMIN)).token;
});
afterAll(() => t?.stop());

describe('facet classes', () => {
  it('are computed on insert and follow the measured values on update', async () => {
    const item = await factory.create({
      kind: 'ASSET',
      measured: { width: 3840, height: 2160, durationSeconds: 9.99, fps: 29.97 },
    });
    expect(await facetColumns(item.id)).toMatchObject({
      resolution: 'UHD_4K',
      duration_bucket: '0-10',
      frame_rate: 'FPS_30',
      bpm_bucket: null,
    });
    await sql('UPDATE media SET width = 1280, height = 720, duration_seconds = 180, fps = 12 WHERE id = $1', [item.id]);
    expect(await facetColumns(item.id)).toMatchObject({
      resolution: 'HD',
      duration_bucket: '180-',
      frame_rate: 'OTHER',
    });
    // A direct write to a class column is recomputed, not kept.
    await sql("UPDATE media SET resolution = 'SD' WHERE id = $1", [item.id]);
    expect((await facetColumns(item.id))?.resolution).toBe('HD');

    const audio = await factory.create({ kind: 'AUDIO', measured: { durationSeconds: 30, bpm: 80 } });
    expect(await facetColumns(audio.id)).toMatchObject({
      resolution: null,
      duration_bucket: '30-60',
      bpm_bucket: '80-100',
    });
  });
});

describe('platform_ids', () => {
  it('mirrors media_platforms, sorted, through every kind of write', async () => {
    const [a, b, c] = [await factory.platform('Pa'), await factory.platform('Pb'), await factory.platform('Pc')];
    const sorted = (...ids: string[]) => [...ids].sort();
    const item = await factory.create({ kind: 'ASSET', title: 'Linked', platformIds: [b.id, a.id] });
    const other = await factory.create({ kind: 'IMAGE', title: 'Other', platformIds: [a.id] });
    expect((await facetColumns(item.id))?.platform_ids).toEqual(sorted(a.id, b.id));

    // One statement touching several items.
    await sql('INSERT INTO media_platforms (media_id, platform_id) VALUES ($1, $3), ($2, $3)', [
      item.id,
      other.id,
      c.id,
    ]);
    expect((await facetColumns(item.id))?.platform_ids).toEqual(sorted(a.id, b.id, c.id));
    expect((await facetColumns(other.id))?.platform_ids).toEqual(sorted(a.id, c.id));

    await sql('DELETE FROM media_platforms WHERE media_id = $1 AND platform_id = $2', [item.id, b.id]);
    expect((await facetColumns(item.id))?.platform_ids).toEqual(sorted(a.id, c.id));

    // The admin edit replaces all links (delete + insert in one transaction).
    const res = await t.gql<{ updateMedia: { errors: unknown[] } }>(
      'mutation($i: UpdateMediaInput!) { updateMedia(input: $i) { errors { code } } }',
      { i: { id: item.id, platformIds: [c.id, b.id] } },
      { token: admin },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateMedia.errors).toEqual([]);
    expect((await facetColumns(item.id))?.platform_ids).toEqual(sorted(b.id, c.id));

    // Deleting a platform cascades to its links, and so to the copies.
    await sql('DELETE FROM platforms WHERE id = $1', [c.id]);
    expect((await facetColumns(item.id))?.platform_ids).toEqual([b.id]);
    expect((await facetColumns(other.id))?.platform_ids).toEqual([a.id]);

    await sql('DELETE FROM media_platforms WHERE media_id = $1', [item.id]);
    expect((await facetColumns(item.id))?.platform_ids).toEqual([]);
  });
});

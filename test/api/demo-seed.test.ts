/**
 * The demo catalogue seeder: a reduced set (one item per group, small clips)
 * goes through the real upload path and processing job, ends published, and
 * a second run adds nothing; the bulk path inserts rows fast; the first-start
 * hook leaves a catalogue with other media (or one seeded before) alone.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { seedBulkCatalogue } from '../../server/modules/catalog/demo/bulk.js';
import {
  type SeedOptions,
  seedDemoCatalogue,
  startDemoSeedOnFirstStart,
} from '../../server/modules/catalog/demo/seed.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let adminToken: string;

beforeAll(async () => {
  t = await startTestServer();
  adminToken = (await t.signedIn(Role.ADMIN)).token;
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

const SMALL: SeedOptions = {
  perGroup: 1,
  generate: { width: 320, height: 180, seconds: 2, fps: 12 },
  processingTimeoutMs: 90_000,
};

const count = async (sql: string, params: unknown[] = []) =>
  Number(((await t.server.deps.db.query(sql, params)) as { n: string }[])[0]?.n);

describe('demo seed', () => {
  it('makes real media through the upload pipeline and publishes it with its taxonomy', async () => {
    const result = await seedDemoCatalogue(t.server.deps, SMALL);
    expect(result).toMatchObject({ created: 6, published: 6, unfinished: [] });
    expect(result.bundles).toBeGreaterThan(0);

    const rows = (await t.server.deps.db.query(
      `SELECT m.id, m.kind, m.status, m.processing, m.category_id, m.asset_type, m.has_alpha, m.bpm, m.is_loop, m.published_at,
              (SELECT count(*)::int FROM media_tags mt WHERE mt.media_id = m.id) AS tags,
              (SELECT array_agg(p.slug ORDER BY p.position) FROM media_platforms mp JOIN platforms p ON p.id = mp.platform_id
                WHERE mp.media_id = m.id) AS platforms
         FROM media m WHERE m.upload_id LIKE 'demo:%' ORDER BY m.upload_id`,
    )) as {
      id: string;
      kind: string;
      status: string;
      processing: string;
      category_id: string | null;
      asset_type: string | null;
      has_alpha: boolean | null;
      bpm: number | null;
      is_loop: boolean | null;
      published_at: Date | null;
      tags: number;
      platforms: string[] | null;
    }[];
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['ASSET', 'IMAGE', 'AUDIO']));
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'PUBLISHED', processing: 'READY' });
      expect(row.category_id).not.toBeNull();
      expect(row.published_at).not.toBeNull();
      expect(row.tags).toBeGreaterThan(0);
      expect(row.platforms?.length).toBeGreaterThan(0);
      // The same derivatives an upload gets, in storage.
      const [thumb] = (await t.server.deps.db.query(
        "SELECT full_path FROM stored_files WHERE media_id = $1 AND role = 'THUMBNAIL'",
        [row.id],
      )) as { full_path: string }[];
      expect(thumb, `thumbnail of ${row.id}`).toBeDefined();
      expect(await t.server.deps.storage.exists('public', (thumb as { full_path: string }).full_path)).toBe(true);
    }
    // CapCut is the most common platform.
    expect(rows.filter((r) => r.platforms?.[0] === 'capcut').length).toBeGreaterThanOrEqual(4);
    // The overlay was generated with an alpha channel (QuickTime Animation) and processing measured it.
    expect(rows.find((r) => r.asset_type === 'OVERLAY')?.has_alpha).toBe(true);
    const music = rows.find((r) => r.kind === 'AUDIO' && r.is_loop);
    expect(music?.bpm).toBe(78);

    expect(await count("SELECT count(*) AS n FROM categories WHERE kind = 'ASSET' AND parent_id IS NULL")).toBe(4);
    expect(await count('SELECT count(*) AS n FROM bundles WHERE published')).toBe(result.bundles);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'media.seeded'")).toBe(6);

    // Visible to the public like any published item.
    const res = await t.gql<{ mediaItem: { title: string; thumbnailUrl: string | null } | null }>(
      'query($id: ID!) { mediaItem(id: $id) { title thumbnailUrl } }',
      { id: rows[0]?.id },
    );
    expect(res.data?.mediaItem?.thumbnailUrl).toBeTruthy();
  }, 120_000);

  it('adds nothing when run again', async () => {
    const before = await count('SELECT count(*) AS n FROM media');
    const tags = await count('SELECT count(*) AS n FROM tags');
    const result = await seedDemoCatalogue(t.server.deps, SMALL);
    expect(result).toMatchObject({ created: 0, published: 0, bundles: 0 });
    expect(await count('SELECT count(*) AS n FROM media')).toBe(before);
    expect(await count('SELECT count(*) AS n FROM tags')).toBe(tags);
  }, 60_000);

  it('--count inserts published bulk rows fast, sharing the samples’ files, and tops up only', async () => {
    const started = Date.now();
    const result = await seedBulkCatalogue(t.server.deps, 500);
    expect(result).toMatchObject({ inserted: 500, total: 500 });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(
      await count(
        "SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo-bulk:%' AND status = 'PUBLISHED' AND processing = 'READY' AND category_id IS NOT NULL",
      ),
    ).toBe(500);
    // Every bulk row's files point at the shared copies, never at a demo item's own objects.
    expect(
      await count(
        "SELECT count(*) AS n FROM stored_files f JOIN media m ON m.id = f.media_id WHERE m.upload_id LIKE 'demo-bulk:%' AND f.full_path NOT LIKE 'demo-bulk/%'",
      ),
    ).toBe(0);

    const res = await t.gql<{
      adminMedia: {
        totalCount: number;
        edges: { node: { title: string; status: string; thumbnailUrl: string | null } }[];
      };
    }>(
      `query { adminMedia(filter: { statuses: [PUBLISHED] }, first: 50) {
         totalCount edges { node { title status thumbnailUrl } } } }`,
      {},
      { token: adminToken },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.adminMedia.totalCount).toBe(506);
    expect(res.data?.adminMedia.edges.every((e) => e.node.thumbnailUrl)).toBe(true);

    expect(await seedBulkCatalogue(t.server.deps, 500)).toMatchObject({ inserted: 0, total: 500 });
    expect(await seedBulkCatalogue(t.server.deps, 520)).toMatchObject({ inserted: 20, total: 520 });
  }, 60_000);
  it('does not seed on start when the catalogue holds other media, or was seeded before', async () => {
    const quiet = pino({ level: 'silent' });
    const categories = await count('SELECT count(*) AS n FROM categories');
    // Seeded before (its `media.seeded` entries): never again, even if every item were deleted.
    expect(await startDemoSeedOnFirstStart(t.server.deps, quiet)).toBeNull();
    // Never seeded, but the catalogue has someone's media: left alone.
    await t.server.deps.db.query("DELETE FROM audit_log WHERE action = 'media.seeded'");
    await mediaFactory(t).create({ kind: 'IMAGE', title: 'Somebody else’s upload' });
    expect(await startDemoSeedOnFirstStart(t.server.deps, quiet)).toBeNull();
    expect(await count('SELECT count(*) AS n FROM categories')).toBe(categories);
  });
});

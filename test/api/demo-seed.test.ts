/**
 * The demo catalogue seeder: a reduced set (one item per group, small clips)
 * goes through the real upload path and processing job and ends published.
 * A seed stopped half-way (a Ctrl-C on the first start) is resumed by the
 * next start without duplicating anything; once everything was uploaded,
 * later starts only finish the drafts left unpublished and never bring back
 * a deleted item. Also: a second run adds nothing, the bulk path inserts
 * rows fast, and the start hook leaves a catalogue with other media alone.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { seedBulkCatalogue } from '../../server/modules/catalog/demo/bulk.js';
import {
  demoCatalogueStocking,
  type SeedOptions,
  seedDemoCatalogue,
  startDemoSeed,
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
  generate: { width: 320, height: 180, seconds: 2, fps: 12, musicSeconds: 4 },
  processingTimeoutMs: 90_000,
};

const count = async (sql: string, params: unknown[] = []) =>
  Number(((await t.server.deps.db.query(sql, params)) as { n: string }[])[0]?.n);

/** A logger whose messages the test reads. */
function capturingLogger() {
  const lines: string[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line).msg as string) });
  return { log, lines };
}

/** Original files in the private bucket, one directory per media item. */
async function originalsOnDisk(): Promise<number> {
  const dir = path.join(t.server.deps.config.storage.localDir, t.server.deps.storage.bucketName('private'), 'media');
  return (await readdir(dir).catch(() => [])).length;
}

describe('demo seed', () => {
  it('stopped half-way, is resumed by the next start: nothing duplicated, every item published', async () => {
    const stocking = (firstItems = 24) => demoCatalogueStocking(t.server.deps, firstItems);
    // Nothing in the catalogue: a first start's seed is about to stock it (the demo tips wait for it).
    expect(await stocking()).toBe(true);
    const stop = new AbortController();
    // A Ctrl-C once the first original is uploaded (the next one is being generated).
    const watch = (async () => {
      while ((await count("SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo:%'")) < 1) await sleep(20);
      stop.abort();
    })();
    const first = await seedDemoCatalogue(t.server.deps, { ...SMALL, signal: stop.signal });
    await watch;
    expect(first.interrupted).toBe(true);
    expect(first.created).toBeGreaterThanOrEqual(1);
    expect(first.created).toBeLessThan(6);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'demo.catalogue-uploaded'")).toBe(0);
    // Started, not all uploaded: still stocking, unless enough is published already.
    expect(await stocking()).toBe(true);
    expect(await stocking(0)).toBe(false);

    const { log, lines } = capturingLogger();
    const resumed = await startDemoSeed({ ...t.server.deps, log }, log, SMALL);
    expect(resumed).not.toBeNull();
    const result = await resumed?.running;
    expect(result).toMatchObject({ created: 6 - first.created, unfinished: [], interrupted: false });
    expect(lines).toContain('demo catalogue: 6/6 ready');
    expect(await count("SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo:%' AND status = 'PUBLISHED'")).toBe(
      6,
    );
    expect(await count("SELECT count(*) AS n FROM stored_files WHERE role = 'ORIGINAL'")).toBe(6);
    expect(await originalsOnDisk()).toBe(6);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'demo.catalogue-uploaded'")).toBe(1);
    // All uploaded and processed: stocked, though it has fewer items than a full first screen.
    expect(await stocking()).toBe(false);
  }, 180_000);

  it('made real media through the upload pipeline, published with its taxonomy', async () => {
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
    // CapCut is the most common platform; an image or a track is never tagged After Effects.
    expect(rows.filter((r) => r.platforms?.[0] === 'capcut').length).toBeGreaterThanOrEqual(4);
    for (const r of rows.filter((r) => r.kind !== 'ASSET')) expect(r.platforms).not.toContain('after-effects');
    // The overlay was generated with an alpha channel (QuickTime Animation) and processing measured it.
    expect(rows.find((r) => r.asset_type === 'OVERLAY')?.has_alpha).toBe(true);
    const music = rows.find((r) => r.kind === 'AUDIO' && r.is_loop);
    expect(music?.bpm).toBe(78);

    expect(await count("SELECT count(*) AS n FROM categories WHERE kind = 'ASSET' AND parent_id IS NULL")).toBe(4);
    expect(await count('SELECT count(*) AS n FROM bundles WHERE published')).toBeGreaterThan(0);
    expect(await count("SELECT count(*) AS n FROM audit_log WHERE action = 'media.seeded'")).toBe(6);

    // Visible to the public like any published item.
    const res = await t.gql<{ mediaItem: { title: string; thumbnailUrl: string | null } | null }>(
      'query($id: ID!) { mediaItem(id: $id) { title thumbnailUrl } }',
      { id: rows[0]?.id },
    );
    expect(res.data?.mediaItem?.thumbnailUrl).toBeTruthy();
  });

  it('adds nothing when run again', async () => {
    const before = await count('SELECT count(*) AS n FROM media');
    const tags = await count('SELECT count(*) AS n FROM tags');
    const result = await seedDemoCatalogue(t.server.deps, SMALL);
    expect(result).toMatchObject({ created: 0, published: 0, bundles: 0 });
    expect(await count('SELECT count(*) AS n FROM media')).toBe(before);
    expect(await count('SELECT count(*) AS n FROM tags')).toBe(tags);
  }, 60_000);

  it('later starts finish demo drafts left unpublished, and never bring back a deleted item', async () => {
    const quiet = pino({ level: 'silent' });
    // Nothing left to do: no seed.
    expect(await startDemoSeed(t.server.deps, quiet, SMALL)).toBeNull();

    // One item whose processing ran out of retries while the machine was off; one an admin deleted.
    const [leftover, deleted] = (await t.server.deps.db.query(
      "SELECT id FROM media WHERE upload_id LIKE 'demo:%' AND kind = 'IMAGE' OR upload_id = 'demo:sound-effects-1' ORDER BY kind DESC",
    )) as { id: string }[];
    await t.server.deps.db.query(
      "UPDATE media SET status = 'DRAFT', published_at = NULL, processing = 'FAILED', processing_error = 'x' WHERE id = $1",
      [leftover?.id],
    );
    await t.server.deps.db.query('DELETE FROM media WHERE id = $1', [deleted?.id]);

    const finishing = await startDemoSeed(t.server.deps, quiet, SMALL);
    expect(finishing).not.toBeNull();
    expect(await finishing?.running).toMatchObject({ created: 0, published: 1, unfinished: [] });
    expect(
      await count("SELECT count(*) AS n FROM media WHERE id = $1 AND status = 'PUBLISHED' AND processing = 'READY'", [
        leftover?.id,
      ]),
    ).toBe(1);
    expect(await count("SELECT count(*) AS n FROM media WHERE upload_id = 'demo:sound-effects-1'")).toBe(0);
  }, 90_000);

  it('--count inserts published bulk rows fast, sharing the samples’ files, and tops up only', async () => {
    const started = Date.now();
    const demoItems = await count("SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo:%'");
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
    expect(res.data?.adminMedia.totalCount).toBe(500 + demoItems);
    expect(res.data?.adminMedia.edges.every((e) => e.node.thumbnailUrl)).toBe(true);

    expect(await seedBulkCatalogue(t.server.deps, 500)).toMatchObject({ inserted: 0, total: 500 });
    expect(await seedBulkCatalogue(t.server.deps, 520)).toMatchObject({ inserted: 20, total: 520 });

    // Ids are UUIDv7 (what `@IsUUID()` accepts) ordered by row number, and so are their files' ids; a top-up's
    // rows come after the first run's.
    const ids = (await t.server.deps.db.query(
      `SELECT m.id, array_agg(f.id::text ORDER BY f.id) AS files FROM media m JOIN stored_files f ON f.media_id = m.id
        WHERE m.upload_id LIKE 'demo-bulk:%' GROUP BY m.id, m.upload_id
        ORDER BY substring(m.upload_id FROM 11)::int`,
    )) as { id: string; files: string[] }[];
    expect(ids).toHaveLength(520);
    const v7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(ids.every((r) => v7.test(r.id) && r.files.every((f) => v7.test(f)))).toBe(true);
    expect(ids.map((r) => r.id)).toEqual(ids.map((r) => r.id).toSorted());
    expect(new Set(ids.flatMap((r) => r.files)).size).toBe(ids.reduce((n, r) => n + r.files.length, 0));
    // platform_ids is written with the links (the sync trigger is off for the bulk session): the same lists.
    expect(
      await count(
        `SELECT count(*) AS n FROM media m WHERE m.upload_id LIKE 'demo-bulk:%'
           AND m.platform_ids IS DISTINCT FROM COALESCE(
             (SELECT array_agg(l.platform_id ORDER BY l.platform_id) FROM media_platforms l WHERE l.media_id = m.id), '{}')`,
      ),
    ).toBe(0);
    // The switch is the bulk session's own: a link added elsewhere is synced as always.
    const [bulkRow] = ids;
    await t.server.deps.db.query(
      `INSERT INTO media_platforms (media_id, platform_id)
       SELECT m.id, p.id FROM media m JOIN platforms p ON p.id <> ALL (m.platform_ids) WHERE m.id = $1 LIMIT 1`,
      [bulkRow?.id],
    );
    expect(await count('SELECT cardinality(platform_ids) AS n FROM media WHERE id = $1', [bulkRow?.id])).toBe(
      await count('SELECT count(*) AS n FROM media_platforms WHERE media_id = $1', [bulkRow?.id]),
    );
    // Analysed at the end: the planner knows the tables as they are now.
    await expect
      .poll(() =>
        count(
          `SELECT count(*) AS n FROM pg_stat_user_tables
            WHERE relname IN ('media', 'media_tags', 'media_platforms', 'stored_files') AND last_analyze IS NOT NULL`,
        ),
      )
      .toBe(4);
    // The facet classes come from their trigger, which fires for the bulk session's replica role too.
    expect(
      await count(
        `SELECT count(*) AS n FROM media WHERE upload_id LIKE 'demo-bulk:%'
           AND (kind <> 'AUDIO' AND resolution IS NULL OR kind = 'ASSET' AND (duration_bucket IS NULL OR frame_rate IS NULL))`,
      ),
    ).toBe(0);
    // Every link and file row of a bulk row names rows that exist: the per-row checks were skipped, not the rule.
    expect(
      await count(
        `SELECT (SELECT count(*) FROM media_tags l WHERE NOT EXISTS (SELECT 1 FROM media m WHERE m.id = l.media_id)
                  OR NOT EXISTS (SELECT 1 FROM tags x WHERE x.id = l.tag_id))
              + (SELECT count(*) FROM media_platforms l WHERE NOT EXISTS (SELECT 1 FROM platforms x WHERE x.id = l.platform_id))
              + (SELECT count(*) FROM stored_files f WHERE f.media_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM media m WHERE m.id = f.media_id))
              + (SELECT count(*) FROM media m WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.id = m.category_id)) AS n`,
      ),
    ).toBe(0);
    // The replica role stays with the bulk sessions: every pooled connection checks foreign keys again.
    const orphanLinks = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        t.server.deps.db.query(
          'INSERT INTO media_tags (media_id, tag_id) SELECT gen_random_uuid(), id FROM tags LIMIT 1',
        ),
      ),
    );
    expect(orphanLinks.map((r) => r.status === 'rejected' && (r.reason as { code?: string }).code)).toEqual(
      Array(8).fill('23503'),
    );
  }, 60_000);

  it('--count holds what its rows reference while it builds them: a tag cannot be deleted under it', async () => {
    const db = t.server.deps.db;
    // Hold the build at its first insert (a SHARE lock lets no rows into media_download_days), so its guard is surely
    // still holding the tags when the delete comes: a small build otherwise may be done, and its guard gone, by then.
    const blocker = db.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    let building: ReturnType<typeof seedBulkCatalogue> | undefined;
    try {
      await blocker.query('LOCK TABLE media_download_days IN SHARE MODE');
      building = seedBulkCatalogue(t.server.deps, 4_000);
      // The guard: a transaction idle between statements that holds the tags FOR KEY SHARE (a row-share lock on the
      // table). Foreign-key checks of other work take the same lock, but only while their statement runs.
      const heldAt = Date.now();
      while (
        (await count(
          `SELECT count(*) AS n FROM pg_locks l JOIN pg_stat_activity a USING (pid)
            WHERE l.relation = 'tags'::regclass AND l.mode = 'RowShareLock' AND l.granted
              AND a.state = 'idle in transaction'`,
        )) === 0
      ) {
        expect(Date.now() - heldAt).toBeLessThan(20_000);
        await sleep(10);
      }
      const runner = db.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query("SET LOCAL lock_timeout = '200ms'");
        const deleting = runner.query('DELETE FROM tags WHERE id = (SELECT id FROM tags ORDER BY slug LIMIT 1)');
        await expect(deleting).rejects.toMatchObject({ code: '55P03' });
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
    expect(await building).toMatchObject({ total: 4_000 });
  }, 60_000);

  it('does not seed on start when the catalogue holds other media and was never seeded', async () => {
    const quiet = pino({ level: 'silent' });
    const categories = await count('SELECT count(*) AS n FROM categories');
    await t.server.deps.db.query("DELETE FROM audit_log WHERE action IN ('media.seeded', 'demo.catalogue-uploaded')");
    await mediaFactory(t).create({ kind: 'IMAGE', title: 'Somebody else’s upload' });
    expect(await startDemoSeed(t.server.deps, quiet, SMALL)).toBeNull();
    expect(await count('SELECT count(*) AS n FROM categories')).toBe(categories);
  });
});

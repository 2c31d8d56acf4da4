/**
 * The demo catalogue seeder (`npm run seed:demo`, and the first embedded start).
 *
 * Items go through the upload path: each synthesised original is written to
 * the private bucket and handed to `createMediaFromUpload` (DRAFT, ORIGINAL
 * row, queued `media.process` job), and the normal processing job makes
 * every derivative. Once processing is READY the seeder publishes them.
 *
 * Published items get a download history (downloads.ts), so the POPULAR
 * order (last 30 days) differs from all-time downloads.
 *
 * Idempotent: every item's upload id is `demo:<key>`, so a second run finds
 * what the first made (also half-finished runs) and only adds what is missing.
 */
import { createReadStream, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../../graphql/context.js';
import type { Logger } from '../../../logger.js';
import { mediaTools } from '../../../media/tools.js';
import { auditOutsideRequest } from '../../audit/index.js';
import { createMediaFromFile } from '../media-from-file.js';
import { TRANSITIONS } from '../media-workflow.js';
import type { MediaKindValue } from '../taxonomy.entity.js';
import { slugify } from '../taxonomy.service.js';
import { BUNDLES, CATEGORY_TREE, type DemoGroup, type DemoItem, demoCatalogue } from './catalogue.js';
import { seedDownloadHistory } from './downloads.js';
import {
  DEFAULT_GENERATE_OPTIONS,
  type GenerateOptions,
  generateSource,
  sourceContentType,
  sourceExtension,
} from './generate.js';

export const DEMO_UPLOAD_PREFIX = 'demo:';

export interface SeedOptions {
  /** At most this many items of each group (animations, transitions…): tests seed a handful. */
  perGroup?: number;
  /** Size and length of generated clips (default 1280x720, 4 s, 25 fps). */
  generate?: Partial<GenerateOptions>;
  /** How long to wait for processing before giving up on what is left (default 30 min). */
  processingTimeoutMs?: number;
}

export interface SeedResult {
  /** Items made by this run (0 on a repeat run). */
  created: number;
  /** Items this run published. */
  published: number;
  /** Keys of items whose processing failed or did not finish in time (left as drafts). */
  unfinished: string[];
  bundles: number;
  ms: number;
}

/** The items a run seeds: the whole catalogue, or `perGroup` of each group. */
export function selectItems(perGroup?: number): DemoItem[] {
  const all = demoCatalogue();
  if (perGroup === undefined) return all;
  const seen = new Map<DemoGroup, number>();
  return all.filter((item) => {
    const n = seen.get(item.group) ?? 0;
    seen.set(item.group, n + 1);
    return n < perGroup;
  });
}

export async function seedDemoCatalogue(deps: AppDeps, opts: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const { db, log } = deps;
  const items = selectItems(opts.perGroup);
  const uploaderId = await demoUploader(deps);
  const categories = await ensureCategories(db.manager);
  const tags = await ensureTags(db.manager, [...new Set(items.flatMap((i) => i.tags))]);
  const platforms = new Map<string, string>(
    ((await db.query('SELECT id, slug FROM platforms')) as { id: string; slug: string }[]).map((p) => [p.slug, p.id]),
  );

  const existing = new Set(
    (
      (await db.query('SELECT upload_id FROM media WHERE upload_id = ANY($1)', [items.map(uploadIdOf)])) as {
        upload_id: string;
      }[]
    ).map((r) => r.upload_id),
  );
  const missing = items.filter((i) => !existing.has(uploadIdOf(i)));
  // A run stopped between creating a draft and describing it left a draft without a category: describe it now.
  const undescribed = (await db.query(
    "SELECT id, upload_id FROM media WHERE upload_id = ANY($1) AND status = 'DRAFT' AND category_id IS NULL",
    [items.map(uploadIdOf)],
  )) as { id: string; upload_id: string }[];
  for (const row of undescribed) {
    const item = items.find((i) => uploadIdOf(i) === row.upload_id) as DemoItem;
    await applyMetadata(deps, row.id, item, uploaderId, { categories, tags, platforms });
  }
  log.info({ total: items.length, existing: existing.size, toCreate: missing.length }, 'demo seed: starting');

  const tools = mediaTools(deps.config.media);
  const generate = { ...DEFAULT_GENERATE_OPTIONS, ...opts.generate };
  const work = await mkdtemp(path.join(tmpdir(), 'framestock-demo-'));
  // A shutdown exits the process mid-seed, before `finally` runs.
  const cleanUp = () => rmSync(work, { recursive: true, force: true });
  process.once('exit', cleanUp);
  try {
    for (const [n, item] of missing.entries()) {
      // Generated one at a time while the job worker processes the previous ones.
      const file = await generateSource(tools, item.source, work, item.key, generate);
      await createItem(deps, item, file, uploaderId, { categories, tags, platforms });
      await rm(file, { force: true });
      if ((n + 1) % 10 === 0 || n + 1 === missing.length) {
        log.info({ created: n + 1, of: missing.length }, 'demo seed: originals uploaded');
      }
    }
  } finally {
    process.off('exit', cleanUp);
    cleanUp();
  }

  const unfinished = await waitForProcessing(deps, items, opts.processingTimeoutMs ?? 30 * 60_000);
  const published = await publishReady(db.manager, items, uploaderId);
  const bundles = await ensureBundles(db.manager, uploaderId);
  await seedDemoDownloads(deps, items);
  const result = { created: missing.length, published, unfinished, bundles, ms: Date.now() - started };
  log.info(result, 'demo seed: done');
  return result;
}

const uploadIdOf = (item: DemoItem) => `${DEMO_UPLOAD_PREFIX}${item.key}`;

/** The demo items' uploader (and the actor of their audit entries): the first administrator. */
export async function demoUploader(deps: AppDeps): Promise<string> {
  const [row] = (await deps.db.query("SELECT id FROM users WHERE role = 'ADMIN' ORDER BY created_at, id LIMIT 1")) as {
    id: string;
  }[];
  if (!row)
    throw new Error('The demo catalogue needs an administrator as its uploader: run `npm run create-admin` first.');
  return row.id;
}

// ---------------------------------------------------------------- taxonomy

/** The whole demo category tree; returns `kind:Parent` / `kind:Parent/Child` → id. */
async function ensureCategories(m: EntityManager): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const upsert = async (kind: MediaKindValue, name: string, parentId: string | null, position: number) => {
    await m.query(
      `INSERT INTO categories (kind, name, slug, parent_id, position) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kind, slug) DO NOTHING`,
      [kind, name, slugify(name), parentId, position],
    );
    const [row] = (await m.query('SELECT id FROM categories WHERE kind = $1 AND slug = $2', [kind, slugify(name)])) as {
      id: string;
    }[];
    return (row as { id: string }).id;
  };
  for (const [kind, tops] of Object.entries(CATEGORY_TREE) as [MediaKindValue, (typeof CATEGORY_TREE)['ASSET']][]) {
    for (const [i, top] of tops.entries()) {
      const topId = await upsert(kind, top.name, null, i);
      ids.set(`${kind}:${top.name}`, topId);
      for (const [j, child] of top.children.entries()) {
        ids.set(`${kind}:${top.name}/${child}`, await upsert(kind, child, topId, j));
      }
    }
  }
  return ids;
}

/** Tag name → id, creating the missing ones. */
async function ensureTags(m: EntityManager, names: string[]): Promise<Map<string, string>> {
  await m.query(
    `INSERT INTO tags (name, slug) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (slug) DO NOTHING`,
    [names, names.map(slugify)],
  );
  const rows = (await m.query('SELECT id, slug FROM tags WHERE slug = ANY($1)', [names.map(slugify)])) as {
    id: string;
    slug: string;
  }[];
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return new Map(names.map((n) => [n, bySlug.get(slugify(n)) as string]));
}

// ---------------------------------------------------------------- items

interface Lookups {
  categories: Map<string, string>;
  tags: Map<string, string>;
  platforms: Map<string, string>;
}

/** Stores the original and creates the draft exactly as a finished upload does, then sets the catalogue metadata. */
async function createItem(deps: AppDeps, item: DemoItem, file: string, uploaderId: string, lookups: Lookups) {
  const ext = sourceExtension(item.source);
  const { id, created } = await createMediaFromFile(deps, {
    kind: item.kind,
    sourceKey: uploadIdOf(item),
    uploaderId,
    filename: `${slugify(item.title)}.${ext}`,
    ext,
    contentType: sourceContentType(ext),
    body: createReadStream(file),
  });
  if (created) await applyMetadata(deps, id, item, uploaderId, lookups);
}

/** The catalogue fields, tags and platforms of a demo draft, audited as an admin's edit would be. */
async function applyMetadata(deps: AppDeps, id: string, item: DemoItem, uploaderId: string, lookups: Lookups) {
  const categoryId = lookups.categories.get(`${item.kind}:${item.category.join('/')}`) ?? null;
  await deps.db.transaction(async (m) => {
    // Only catalogue fields: processing writes the measured ones (size, duration, fps, alpha) itself.
    const set: Record<string, unknown> = {
      title: item.title,
      description: item.description,
      category_id: categoryId,
      access: item.access,
      price_cents: item.priceCents,
      asset_type: item.assetType ?? null,
      ...(item.audio && {
        bpm: item.audio.bpm,
        musical_key: item.audio.musicalKey,
        genre: item.audio.genre,
        mood: item.audio.mood,
        is_loop: item.audio.isLoop,
        is_sound_effect: item.audio.isSoundEffect,
      }),
    };
    const columns = Object.keys(set);
    await m.query(
      `UPDATE media SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...columns.map((c) => set[c])],
    );
    const tagIds = item.tags.map((t) => lookups.tags.get(t)).filter((t): t is string => !!t);
    await m.query('INSERT INTO media_tags (media_id, tag_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING', [
      id,
      tagIds,
    ]);
    const platformIds = item.platforms.map((p) => lookups.platforms.get(p)).filter((p): p is string => !!p);
    await m.query(
      'INSERT INTO media_platforms (media_id, platform_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
      [id, platformIds],
    );
    await auditOutsideRequest(m, {
      actorId: uploaderId,
      action: 'media.updated',
      targetType: 'media',
      targetId: id,
      data: { changedFields: [...columns, 'tagIds', 'platformIds'], source: 'demo seed' },
    });
  });
}

/** Waits until no demo item is PENDING or PROCESSING; returns the keys not READY in the end. */
async function waitForProcessing(deps: AppDeps, items: DemoItem[], timeoutMs: number): Promise<string[]> {
  const uploadIds = items.map(uploadIdOf);
  const deadline = Date.now() + timeoutMs;
  let lastLogged = 0;
  for (;;) {
    const rows = (await deps.db.query('SELECT upload_id, processing FROM media WHERE upload_id = ANY($1)', [
      uploadIds,
    ])) as { upload_id: string; processing: string }[];
    const busy = rows.filter((r) => r.processing === 'PENDING' || r.processing === 'PROCESSING').length;
    const notReady = rows
      .filter((r) => r.processing !== 'READY')
      .map((r) => r.upload_id.slice(DEMO_UPLOAD_PREFIX.length));
    if (busy === 0 || Date.now() > deadline) {
      if (busy > 0) deps.log.warn({ busy }, 'demo seed: processing did not finish in time; those items stay drafts');
      return notReady;
    }
    if (Date.now() - lastLogged > 15_000) {
      deps.log.info({ ready: rows.length - notReady.length, of: rows.length }, 'demo seed: processing');
      lastLogged = Date.now();
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Publishes the demo drafts that meet the same rule as an approval
 * (`TRANSITIONS.approve.needsReady`: processing READY and a category), in one
 * statement, with a `media.seeded` audit entry each. Publication times are
 * spread over the last two months so "newest" sorting looks lived-in.
 */
async function publishReady(m: EntityManager, items: DemoItem[], actorId: string): Promise<number> {
  const readyRule = TRANSITIONS.approve.needsReady ? "AND processing = 'READY' AND category_id IS NOT NULL" : '';
  const rows = (await m.query(
    `UPDATE media SET status = 'PUBLISHED',
            published_at = now() - (random() * interval '60 days'),
            submitted_at = now(), rejection_reason = NULL, rejection_note = NULL, updated_at = now()
      WHERE upload_id = ANY($1) AND status = 'DRAFT' ${readyRule}
      RETURNING id`,
    [items.map(uploadIdOf)],
  )) as [{ id: string }[], number] | { id: string }[];
  // pg returns [rows, count] for UPDATE … RETURNING through TypeORM.
  const updated = (Array.isArray(rows[0]) ? rows[0] : rows) as { id: string }[];
  if (updated.length) {
    await m.query(
      `INSERT INTO audit_log (actor_id, action, target_type, target_id, data)
       SELECT $1, 'media.seeded', 'media', id, '{"from":"DRAFT","to":"PUBLISHED","source":"demo seed"}'::jsonb
         FROM unnest($2::text[]) AS id`,
      [actorId, updated.map((r) => r.id)],
    );
  }
  return updated.length;
}

/** A download history for the published demo items that have none yet (see downloads.ts). */
async function seedDemoDownloads(deps: AppDeps, items: DemoItem[]): Promise<void> {
  const rows = (await deps.db.query(
    "SELECT id, upload_id FROM media WHERE upload_id = ANY($1) AND status = 'PUBLISHED'",
    [items.map(uploadIdOf)],
  )) as { id: string; upload_id: string }[];
  const withHistory = await seedDownloadHistory(
    deps.db,
    rows.map((r) => ({ id: r.id, key: r.upload_id.slice(DEMO_UPLOAD_PREFIX.length) })),
  );
  if (withHistory) deps.log.info({ items: withHistory }, 'demo seed: download history added');
}

/** The demo bundles, published, with whichever of their items are published; existing slugs are left alone. */
async function ensureBundles(m: EntityManager, actorId: string): Promise<number> {
  let created = 0;
  for (const bundle of BUNDLES) {
    const slug = slugify(bundle.title);
    const [exists] = await m.query('SELECT 1 FROM bundles WHERE slug = $1', [slug]);
    if (exists) continue;
    const rows = (await m.query("SELECT id, upload_id FROM media WHERE upload_id = ANY($1) AND status = 'PUBLISHED'", [
      bundle.keys.map((k) => `${DEMO_UPLOAD_PREFIX}${k}`),
    ])) as { id: string; upload_id: string }[];
    const byKey = new Map(rows.map((r) => [r.upload_id.slice(DEMO_UPLOAD_PREFIX.length), r.id]));
    const mediaIds = bundle.keys.map((k) => byKey.get(k)).filter((id): id is string => !!id);
    if (mediaIds.length === 0) continue;
    await m.transaction(async (t) => {
      const [row] = (await t.query(
        `INSERT INTO bundles (title, slug, description, access, price_cents, published, featured, cover_media_id)
         VALUES ($1, $2, $3, $4, 0, true, $5, $6) RETURNING id`,
        [bundle.title, slug, bundle.description, bundle.access, bundle.featured, mediaIds[0]],
      )) as { id: string }[];
      const bundleId = (row as { id: string }).id;
      await t.query(
        `INSERT INTO bundle_items (bundle_id, media_id, position)
         SELECT $1, id, ord - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS u(id, ord)`,
        [bundleId, mediaIds],
      );
      await t.query(
        `INSERT INTO audit_log (actor_id, action, target_type, target_id, data) VALUES ($1, 'bundle.seeded', 'bundle', $2, $3)`,
        [actorId, bundleId, { title: bundle.title, mediaIds }],
      );
    });
    created += 1;
  }
  return created;
}

// ---------------------------------------------------------------- first start

/**
 * On an embedded start (the same rule as the demo accounts: this process
 * started the embedded database) with a catalogue that was never seeded and
 * holds nothing but demo items (none on the first start; some after a
 * seed was interrupted), seed it in the background: boot and /readyz do not
 * wait. Returns the running seed, or null when the catalogue has other media.
 */
export async function startDemoSeedOnFirstStart(
  deps: AppDeps,
  log: Logger,
): Promise<Promise<SeedResult | null> | null> {
  try {
    const [row] = (await deps.db.query(
      // Demo items alone mean an interrupted first seed (e.g. stopped mid-way): resume it, nothing is duplicated.
      `SELECT EXISTS (SELECT 1 FROM media WHERE upload_id IS NULL OR upload_id NOT LIKE '${DEMO_UPLOAD_PREFIX}%') AS "hasMedia",
              EXISTS (SELECT 1 FROM audit_log WHERE action = 'media.seeded') AS "wasSeeded"`,
    )) as { hasMedia: boolean; wasSeeded: boolean }[];
    if (!row || row.hasMedia || row.wasSeeded) return null;
  } catch (err) {
    log.warn({ err }, 'demo seed skipped: the catalogue could not be checked');
    return null;
  }
  log.info('demo catalogue not seeded yet: seeding it in the background (takes a few minutes)');
  return seedDemoCatalogue(deps).catch((err: unknown) => {
    // A shutdown mid-seed lands here too: `npm run seed:demo` finishes what is missing.
    log.warn({ err }, 'demo seed stopped before finishing; run `npm run seed:demo` to complete it');
    return null;
  });
}

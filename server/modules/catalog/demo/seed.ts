/**
 * The demo catalogue seeder (`npm run seed:demo`, and the embedded start).
 *
 * Items go through the upload path: each synthesised original is written to
 * the private bucket and handed to `createMediaFromFile` (DRAFT, ORIGINAL
 * row, queued `media.process` job with the quick encoder settings), and the
 * normal processing job makes every derivative, several at once. Meanwhile a
 * publisher publishes each item as soon as it is READY and logs progress
 * ("demo catalogue: 24/62 ready"), so a newcomer sees the store fill up
 * within seconds instead of all at once at the end. Originals are made in
 * showcase order (the kinds in turn, and the groups of a kind in turn), so
 * the first items published fill every row of the home page.
 *
 * Published items get a download history (downloads.ts), so the POPULAR
 * order (last 30 days) differs from all-time downloads; bundles come once
 * every item is done.
 *
 * Resumable: every item's upload id is `demo:<key>`, so a run finds what an
 * earlier, interrupted one made (its processing jobs are still queued) and
 * only adds what is missing. An abort (`signal`: a shutdown) stops it between
 * two steps. Once every original exists, a `demo.catalogue-uploaded` audit
 * entry says so: later starts then only finish the demo drafts still
 * unpublished, and never bring back an item an admin deleted.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from 'typeorm';
import { isDatabaseUnavailable } from '../../../db/errors.js';
import type { AppDeps } from '../../../graphql/context.js';
import type { Logger } from '../../../logger.js';
import { mediaTools } from '../../../media/tools.js';
import { makeWorkDir } from '../../../media/work-dirs.js';
import { auditOutsideRequest } from '../../audit/index.js';
import { createMediaFromFile } from '../media-from-file.js';
import { queueProcessing } from '../media-jobs.js';
import { TRANSITIONS } from '../media-workflow.js';
import type { MediaKindValue } from '../taxonomy.entity.js';
import { slugify } from '../taxonomy.service.js';
import { BUNDLES, CATEGORY_TREE, type DemoGroup, type DemoItem, demoCatalogue } from './catalogue.js';
import { seedDownloadHistory } from './downloads.js';
import {
  DEFAULT_GENERATE_OPTIONS,
  type GenerateOptions,
  generateSource,
  makingSeconds,
  sourceContentType,
  sourceExtension,
} from './generate.js';

export const DEMO_UPLOAD_PREFIX = 'demo:';
/** The audit action that marks the demo catalogue's originals as all uploaded. */
const UPLOADED_ACTION = 'demo.catalogue-uploaded';
/**
 * The audit action written when a seed that creates items starts. It tells an
 * interrupted seed (items published one by one, each with a `media.seeded`
 * entry, but not all uploaded) from a catalogue seeded before these markers
 * existed (it published everything at the end, so `media.seeded` meant done).
 */
const STARTED_ACTION = 'demo.catalogue-started';
const PUBLISH_POLL_MS = 500;
/**
 * Sources made at once: a source is made partly in JavaScript (drawing, synthesis), partly by ffmpeg (at a lower
 * priority than processing), so a second one keeps the cores busy while the first waits on either.
 */
const GENERATORS = 2;
/** Originals waiting for a processing job before the generators pause. */
const QUEUED_AHEAD = 2;
const QUEUE_CHECK_MS = 200;
/** A clip recipe whose making time was not measured yet (makingSeconds) is ordered as a typical clip. */
const UNMEASURED_SECONDS = 4;
const PROGRESS_LOG_MS = 3_000;
/** Polls in a row the database may fail to answer before the seed gives up (and its start hook retries it). */
const MAX_MISSED_POLLS = 2;

export interface SeedOptions {
  /** At most this many items of each group (animations, transitions…): tests seed a handful. */
  perGroup?: number;
  /** Size and length of generated clips (default 1280x720, 4 s loops, 25 fps). */
  generate?: Partial<GenerateOptions>;
  /** How long to wait for processing once every original is uploaded (default 30 min). */
  processingTimeoutMs?: number;
  /** Only finish the items that exist (later starts): missing ones stay missing. */
  finishOnly?: boolean;
  /** Stops the seed at the next step; what is made stays, and a later run finishes it. */
  signal?: AbortSignal;
}

export interface SeedResult {
  /** Items made by this run (0 on a repeat run). */
  created: number;
  /** Items this run published. */
  published: number;
  /** Keys of items whose processing failed or did not finish in time (left as drafts). */
  unfinished: string[];
  bundles: number;
  /** True when `signal` stopped the run before it finished. */
  interrupted: boolean;
  ms: number;
}

/**
 * The items a run seeds, in showcase order: the whole catalogue, or the first `perGroup` of each group. The kinds
 * take turns (videos, images, audio: the home page's rows), and within a kind its groups take turns, the quickest
 * to make of each group first.
 */
export function selectItems(perGroup?: number): DemoItem[] {
  const groups = new Map<DemoGroup, DemoItem[]>();
  for (const item of demoCatalogue()) {
    const list = groups.get(item.group) ?? [];
    if (perGroup === undefined || list.length < perGroup) list.push(item);
    groups.set(item.group, list);
  }
  // The first 24 published fill the home page's three rows of 8 (not 12 videos and 4 images), and come sooner for
  // being the quickest of their group (a stable sort: equals keep the catalogue's order).
  const cost = (item: DemoItem) => makingSeconds(item.source) ?? UNMEASURED_SECONDS;
  const kinds = new Map<DemoItem['kind'], DemoItem[][]>();
  for (const list of groups.values()) {
    const kind = list[0]?.kind;
    if (kind) kinds.set(kind, [...(kinds.get(kind) ?? []), list.toSorted((a, b) => cost(a) - cost(b))]);
  }
  return takeTurns([...kinds.values()].map(takeTurns));
}

/** One of each list in turn, until all are used up. */
function takeTurns<T>(lists: readonly T[][]): T[] {
  const out: T[] = [];
  const total = lists.reduce((n, l) => n + l.length, 0);
  for (let i = 0; out.length < total; i++) for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
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
  const lookups = { categories, tags, platforms };

  const existing = new Set(
    (
      (await db.query('SELECT upload_id FROM media WHERE upload_id = ANY($1)', [items.map(uploadIdOf)])) as {
        upload_id: string;
      }[]
    ).map((r) => r.upload_id),
  );
  const missing = opts.finishOnly ? [] : items.filter((i) => !existing.has(uploadIdOf(i)));
  // A run stopped between creating a draft and describing it left a draft without a category: describe it now.
  const undescribed = (await db.query(
    "SELECT id, upload_id FROM media WHERE upload_id = ANY($1) AND status = 'DRAFT' AND category_id IS NULL",
    [items.map(uploadIdOf)],
  )) as { id: string; upload_id: string }[];
  for (const row of undescribed) {
    const item = items.find((i) => uploadIdOf(i) === row.upload_id) as DemoItem;
    await applyMetadata(deps, row.id, item, uploaderId, lookups);
  }
  await requeueFailed(deps, items);
  if (!opts.finishOnly) await markOnce(deps, uploaderId, STARTED_ACTION, { items: items.length });
  const total = opts.finishOnly ? existing.size : items.length;
  log.info({ total, existing: existing.size, toCreate: missing.length }, 'demo seed: starting');

  let creating = true;
  // Creating and publishing run side by side; when either fails (a database outage) the other stops too, and both
  // are awaited together so neither rejection goes unhandled while the other still runs.
  const failed = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, failed.signal]) : failed.signal;
  const creation = createMissing(deps, missing, uploaderId, lookups, { ...opts, signal })
    .then(async (created) => {
      if (!opts.finishOnly && !opts.signal?.aborted) {
        await markOnce(deps, uploaderId, UPLOADED_ACTION, { items: items.length });
      }
      return created;
    })
    .finally(() => {
      creating = false;
    });
  const publishing = publishAsReady(deps, items, uploaderId, {
    total,
    creating: () => creating,
    timeoutMs: opts.processingTimeoutMs ?? 30 * 60_000,
    signal,
  });
  const [created, { published, unfinished }] = await Promise.all([creation, publishing]).catch((err: unknown) => {
    failed.abort();
    throw err;
  });
  const interrupted = opts.signal?.aborted === true;
  // Bundles take whichever items are published; an item that failed for good does not hold them back.
  const bundles = interrupted ? 0 : await ensureBundles(db.manager, uploaderId);
  const result = { created, published, unfinished, bundles, interrupted, ms: Date.now() - started };
  log.info(result, interrupted ? 'demo seed: stopped; the next start finishes it' : 'demo seed: done');
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
    quick: true,
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

/**
 * Generates and uploads the missing originals in showcase order, up to
 * `GENERATORS` at a time, while fewer than `QUEUED_AHEAD` wait for a
 * processing job; returns how many it made.
 */
async function createMissing(
  deps: AppDeps,
  missing: DemoItem[],
  uploaderId: string,
  lookups: Lookups,
  opts: SeedOptions,
): Promise<number> {
  if (missing.length === 0) return 0;
  const tools = mediaTools(deps.config.media);
  const generate = { ...DEFAULT_GENERATE_OPTIONS, ...opts.generate };
  const work = await makeWorkDir('demo');
  // One generator failing stops the others at their next item; the first error is the one thrown.
  const failed = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, failed.signal]) : failed.signal;
  const queue = missing.values();
  let created = 0;
  const queuedAhead = async () =>
    Number(
      (
        (await deps.db.query(
          `SELECT count(*)::int AS n FROM media
            WHERE upload_id LIKE '${DEMO_UPLOAD_PREFIX}%' AND status = 'DRAFT' AND processing = 'PENDING'`,
        )) as { n: number }[]
      )[0]?.n,
    );
  const generator = async () => {
    for (const item of queue) {
      // Making more while processing is behind would only take cores from the items that are nearly ready.
      while (!signal.aborted && (await queuedAhead()) >= QUEUED_AHEAD) {
        await sleep(QUEUE_CHECK_MS, undefined, { signal }).catch(() => undefined);
      }
      if (signal.aborted) return;
      let file: string;
      try {
        file = await generateSource(tools, item.source, work, item.key, { ...generate, signal });
      } catch (err) {
        if (signal.aborted) return;
        throw err;
      }
      await createItem(deps, item, file, uploaderId, lookups);
      await rm(file, { force: true });
      created++;
    }
  };
  try {
    // Settled, not Promise.all: the work dir goes only once no generator is still writing to it.
    const runs = await Promise.allSettled(
      Array.from({ length: GENERATORS }, () =>
        generator().catch((err: unknown) => {
          failed.abort();
          throw err;
        }),
      ),
    );
    const failure = runs.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return created;
}

/**
 * Publishes demo drafts as they become READY until every one is done (or
 * failed, or the timeout passes once all are uploaded, or `signal` aborts),
 * logging progress.
 */
async function publishAsReady(
  deps: AppDeps,
  items: DemoItem[],
  actorId: string,
  opts: { total: number; creating: () => boolean; timeoutMs: number; signal?: AbortSignal },
): Promise<{ published: number; unfinished: string[] }> {
  const uploadIds = items.map(uploadIdOf);
  let published = 0;
  let deadline: number | undefined;
  let lastReady = -1;
  let lastLogged = 0;
  let missedPolls = 0;
  for (;;) {
    const stillCreating = opts.creating();
    let state: { ready: number; busy: number };
    try {
      // Counted before publishing: an item that turns READY after the count is still busy in it, so the loop goes
      // round once more and publishes it. Counted after, it could end the loop as an unpublished draft.
      const [before] = (await deps.db.query(
        `SELECT count(*) FILTER (WHERE status = 'PUBLISHED')::int AS ready,
                count(*) FILTER (WHERE status = 'DRAFT' AND processing IN ('PENDING', 'PROCESSING'))::int AS busy
           FROM media WHERE upload_id = ANY($1)`,
        [uploadIds],
      )) as [{ ready: number; busy: number }];
      const fresh = await publishReady(deps.db.manager, uploadIds, actorId);
      if (fresh.length) {
        published += fresh.length;
        await seedDownloadHistory(
          deps.db,
          fresh.map((r) => ({ id: r.id, key: r.upload_id.slice(DEMO_UPLOAD_PREFIX.length) })),
        );
      }
      state = { ready: before.ready + fresh.length, busy: before.busy };
      missedPolls = 0;
    } catch (err) {
      // Publishing is one transaction, so a poll the database answered too slowly (a busy first start) is simply
      // asked again. Only the demo download history of items published just before the miss may stay empty.
      // A longer outage fails the seed, and its start hook runs it again with backoff.
      if (!isDatabaseUnavailable(err) || ++missedPolls > MAX_MISSED_POLLS) throw err;
      deps.log.warn({ err: (err as Error).message, missedPolls }, 'demo seed: the database did not answer a poll');
      await sleep(PUBLISH_POLL_MS, undefined, { signal: opts.signal }).catch(() => undefined);
      continue;
    }
    const { ready, busy } = state;
    const finished = !stillCreating && busy === 0;
    if (ready !== lastReady && (finished || Date.now() - lastLogged >= PROGRESS_LOG_MS)) {
      deps.log.info({ ready, total: opts.total }, `demo catalogue: ${ready}/${opts.total} ready`);
      lastReady = ready;
      lastLogged = Date.now();
    }
    if (finished || opts.signal?.aborted) break;
    if (!stillCreating) {
      deadline ??= Date.now() + opts.timeoutMs;
      if (Date.now() > deadline) {
        deps.log.warn({ busy }, 'demo seed: processing did not finish in time; those items stay drafts');
        break;
      }
    }
    await sleep(PUBLISH_POLL_MS, undefined, { signal: opts.signal }).catch(() => undefined);
  }
  const unfinished = (await deps.db.query(
    "SELECT upload_id FROM media WHERE upload_id = ANY($1) AND status = 'DRAFT' ORDER BY upload_id",
    [uploadIds],
  )) as { upload_id: string }[];
  return { published, unfinished: unfinished.map((r) => r.upload_id.slice(DEMO_UPLOAD_PREFIX.length)) };
}

/**
 * Publishes the demo drafts that meet the same rule as an approval
 * (`TRANSITIONS.approve.needsReady`: processing READY and a category), in one
 * statement, with a `media.seeded` audit entry each. Publication times are
 * spread over the last two months so "newest" sorting looks lived-in.
 */
async function publishReady(
  m: EntityManager,
  uploadIds: string[],
  actorId: string,
): Promise<{ id: string; upload_id: string }[]> {
  const readyRule = TRANSITIONS.approve.needsReady ? "AND processing = 'READY' AND category_id IS NOT NULL" : '';
  return m.transaction(async (t) => {
    const rows = (await t.query(
      `UPDATE media SET status = 'PUBLISHED',
              published_at = now() - (random() * interval '60 days'),
              submitted_at = now(), rejection_reason = NULL, rejection_note = NULL, updated_at = now()
        WHERE upload_id = ANY($1) AND status = 'DRAFT' ${readyRule}
        RETURNING id, upload_id`,
      [uploadIds],
    )) as [{ id: string; upload_id: string }[], number];
    // pg returns [rows, count] for UPDATE … RETURNING through TypeORM.
    const updated = rows[0];
    if (updated.length) {
      await t.query(
        `INSERT INTO audit_log (actor_id, action, target_type, target_id, data)
         SELECT $1, 'media.seeded', 'media', id, '{"from":"DRAFT","to":"PUBLISHED","source":"demo seed"}'::jsonb
           FROM unnest($2::text[]) AS id`,
        [actorId, updated.map((r) => r.id)],
      );
    }
    return updated;
  });
}

/** Demo drafts whose processing failed (e.g. it ran out of retries while the machine was off) are queued once more. */
async function requeueFailed(deps: AppDeps, items: DemoItem[]): Promise<void> {
  await deps.db.transaction(async (m) => {
    const rows = (await m.query(
      `UPDATE media SET processing = 'PENDING', processing_error = NULL
        WHERE upload_id = ANY($1) AND status = 'DRAFT' AND processing = 'FAILED' RETURNING id`,
      [items.map(uploadIdOf)],
    )) as [{ id: string }[], number];
    for (const { id } of rows[0]) await queueProcessing(deps.jobs, m, id, { quick: true });
  });
}

/**
 * Records a step of the seed once: STARTED_ACTION, or UPLOADED_ACTION (every
 * original exists: from now on starts only finish drafts, see `startDemoSeed`).
 */
async function markOnce(deps: AppDeps, actorId: string, action: string, data: Record<string, unknown>): Promise<void> {
  const done = (await deps.db.query('SELECT 1 FROM audit_log WHERE action = $1 LIMIT 1', [action])) as unknown[];
  if (done.length) return;
  await auditOutsideRequest(deps.db.manager, {
    actorId,
    action,
    targetType: 'catalog',
    targetId: 'demo',
    data: { ...data, source: 'demo seed' },
  });
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

/**
 * True while the demo catalogue is being stocked and fewer than `firstItems` are published: nothing in the catalogue
 * yet (a first start's seed is about to begin), its seed still creating originals, or demo items still processing.
 * Other first-start work that costs CPU (the demo tips' pictures) waits for it, so a newcomer's store fills first.
 */
export async function demoCatalogueStocking(deps: AppDeps, firstItems: number): Promise<boolean> {
  const [row] = (await deps.db.query(
    // Counting stops at `firstItems`: later starts ask this of a catalogue that may hold a million items.
    `SELECT (SELECT count(*) FROM (SELECT 1 FROM media WHERE status = 'PUBLISHED' LIMIT $3) p) < $3
            AND (NOT EXISTS (SELECT 1 FROM media)
              OR (EXISTS (SELECT 1 FROM audit_log WHERE action = $1)
                  AND NOT EXISTS (SELECT 1 FROM audit_log WHERE action = $2))
              OR EXISTS (SELECT 1 FROM media WHERE upload_id LIKE '${DEMO_UPLOAD_PREFIX}%' AND status = 'DRAFT'
                           AND processing IN ('PENDING', 'PROCESSING'))) AS stocking`,
    [STARTED_ACTION, UPLOADED_ACTION, firstItems],
  )) as { stocking: boolean }[];
  return row?.stocking === true;
}

// ---------------------------------------------------------------- embedded starts

/**
 * On an embedded start (the same rule as the demo accounts), in the
 * background (boot and /readyz do not wait):
 * - a catalogue never fully uploaded that holds nothing but demo items (none
 *   on the first start; some after a first start was interrupted) is seeded,
 *   resuming where the last run stopped;
 * - once it was, demo drafts still unpublished (their processing was cut off)
 *   are finished, on this and any later start.
 * Returns the running seed, or null when there is nothing to do. A database
 * outage rejects (the check or the run): the caller retries, as the start
 * hooks do, and the next run resumes.
 */
export async function startDemoSeed(
  deps: AppDeps,
  log: Logger,
  opts: Omit<SeedOptions, 'finishOnly'> = {},
): Promise<{ running: Promise<SeedResult> } | null> {
  // A database outage here or in the run rejects: the start-hook runner (server/start-hooks.ts) logs it and retries.
  const [state] = (await deps.db.query(
    // `media.seeded` without either marker: a catalogue seeded before there were markers (it published everything
    // at the end). With the started marker, `media.seeded` only says some items were published before a stop.
    `SELECT EXISTS (SELECT 1 FROM media WHERE upload_id IS NULL OR upload_id NOT LIKE '${DEMO_UPLOAD_PREFIX}%') AS "hasMedia",
              (EXISTS (SELECT 1 FROM audit_log WHERE action = $1)
                OR (EXISTS (SELECT 1 FROM audit_log WHERE action = 'media.seeded')
                    AND NOT EXISTS (SELECT 1 FROM audit_log WHERE action = $2))) AS uploaded,
              EXISTS (SELECT 1 FROM media WHERE upload_id LIKE '${DEMO_UPLOAD_PREFIX}%' AND status = 'DRAFT') AS unfinished`,
    [UPLOADED_ACTION, STARTED_ACTION],
  )) as { hasMedia: boolean; uploaded: boolean; unfinished: boolean }[];
  if (!state) return null;
  const resume = !state.uploaded && !state.hasMedia;
  if (!resume && !(state.uploaded && state.unfinished)) return null;
  log.info(
    resume
      ? 'demo catalogue not seeded yet: seeding it in the background'
      : 'demo catalogue has unfinished items: finishing them in the background',
  );
  return { running: seedDemoCatalogue(deps, { ...opts, finishOnly: !resume }) };
}

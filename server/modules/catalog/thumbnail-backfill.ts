/**
 * The thumbnail's widths (server/media/stills.ts) for items processed before
 * processing made them: the pg-boss job `catalog.backfill-thumbnail-widths`,
 * queued at every start of the web process (a no-op once nothing is left).
 *
 * An item is done when its THUMBNAIL row records its size (`width`/`height`
 * in the custom metadata, as processing now writes it). Each run takes the
 * next BATCH unfinished videos and images after the id in its payload, makes
 * their stills from the original, stores them, records the sizes, and queues
 * the run after it. So it is:
 * - resumable: a crash repeats at most the batch in progress (pg-boss retries
 *   the job with the same payload), and a restart queues a new chain from the
 *   start, which skips everything done;
 * - idempotent: fixed object paths and upserted (media, role) rows, as in
 *   processing; a finished item is never selected again;
 * - bounded: one chain per cluster (`stately` queue, one singleton key), one
 *   item at a time; an item that fails is logged and left for the next start.
 *   Bench-scale bulk rows (demo/bulk.ts) are left out: thousands of them share
 *   one sample's files, and re-seeding copies the sample's widths.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { probe } from '../../media/probe.js';
import { makeStills } from '../../media/stills.js';
import { type MediaTools, mediaTools } from '../../media/tools.js';
import { BULK_UPLOAD_PREFIX } from './demo/bulk.js';
import { MediaEntity } from './media.entity.js';
import { storeDerivatives, upsertFileRows } from './media-processing.js';

export interface BackfillThumbnailWidthsJob {
  /** Resume after this media id (the last one of the previous batch); from the start when absent. */
  after?: string;
}

export const BACKFILL_THUMBNAIL_WIDTHS = jobName<BackfillThumbnailWidthsJob>('catalog.backfill-thumbnail-widths');
const SINGLETON_KEY = 'thumbnail-widths';
export const BACKFILL_BATCH = 20;

/** Queues the backfill from the start, unless a run is already waiting. */
export async function queueThumbnailBackfill(deps: AppDeps): Promise<void> {
  await deps.jobs.send(BACKFILL_THUMBNAIL_WIDTHS, {}, { singletonKey: SINGLETON_KEY });
}

interface Pending {
  id: string;
  kind: 'ASSET' | 'IMAGE';
  original: string;
  thumbnail: string;
}

export function thumbnailBackfillJob(deps: AppDeps): JobDefinition<BackfillThumbnailWidthsJob> {
  let tools: MediaTools | undefined;
  return {
    job: BACKFILL_THUMBNAIL_WIDTHS,
    queue: { policy: 'stately', retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 * 60 },
    async handler({ after }) {
      const batch = (await deps.db.query(
        `SELECT m.id, m.kind, o.full_path AS original, t.full_path AS thumbnail
           FROM media m
           JOIN stored_files t ON t.media_id = m.id AND t.role = 'THUMBNAIL' AND t.bucket_kind = 'public'
           JOIN stored_files o ON o.media_id = m.id AND o.role = 'ORIGINAL' AND o.bucket_kind = 'private'
          WHERE m.kind IN ('ASSET', 'IMAGE') AND m.processing = 'READY'
            AND NOT (t.custom_metadata ? 'width')
            AND (m.upload_id IS NULL OR m.upload_id NOT LIKE $3)
            AND ($1::uuid IS NULL OR m.id > $1::uuid)
          ORDER BY m.id
          LIMIT $2`,
        [after ?? null, BACKFILL_BATCH, `${BULK_UPLOAD_PREFIX}%`],
      )) as Pending[];
      tools ??= mediaTools(deps.config.media);
      let done = 0;
      for (const item of batch) {
        try {
          if (await backfillOne(deps, tools, item)) done++;
        } catch (err) {
          deps.log.warn({ err, mediaId: item.id }, 'thumbnail widths could not be made; retried at the next start');
        }
      }
      const last = batch.at(-1);
      if (last && batch.length === BACKFILL_BATCH) {
        await deps.jobs.send(BACKFILL_THUMBNAIL_WIDTHS, { after: last.id }, { singletonKey: SINGLETON_KEY });
      }
      if (batch.length > 0)
        deps.log.info({ items: batch.length, done, after: last?.id }, 'thumbnail widths backfilled');
    },
  };
}

/** Makes, stores and records one item's stills; false when it was deleted meanwhile. */
async function backfillOne(deps: AppDeps, tools: MediaTools, item: Pending): Promise<boolean> {
  const work = await mkdtemp(path.join(tmpdir(), 'framestock-stills-'));
  try {
    const input = path.join(work, `original${path.extname(item.original)}`);
    await pipeline(deps.storage.createReadStream('private', item.original), createWriteStream(input));
    const info = item.kind === 'ASSET' ? await probe(tools, input) : null;
    const stills = await makeStills(tools, item.kind, input, info, path.join(work, 'out'));
    const size = await thumbnailSize(deps, item.thumbnail);
    const stored = await storeDerivatives(deps, item.id, stills);
    const kept = await deps.db.transaction(async (m) => {
      const current = await m.findOne(MediaEntity, { where: { id: item.id }, lock: { mode: 'pessimistic_write' } });
      if (!current) return false;
      await upsertFileRows(m, item.id, stored);
      await m.query(
        `UPDATE stored_files SET custom_metadata = custom_metadata || $2::jsonb
          WHERE media_id = $1 AND role = 'THUMBNAIL'`,
        [item.id, JSON.stringify({ width: String(size.width), height: String(size.height) })],
      );
      return true;
    });
    if (!kept) for (const s of stored) await deps.storage.delete('public', s.meta.fullPath);
    return kept;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The stored 640 px thumbnail's size, read from its header. */
async function thumbnailSize(deps: AppDeps, fullPath: string): Promise<{ width: number; height: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of deps.storage.createReadStream('public', fullPath)) chunks.push(chunk as Buffer);
  const { width, height } = await sharp(Buffer.concat(chunks)).metadata();
  return { width, height };
}

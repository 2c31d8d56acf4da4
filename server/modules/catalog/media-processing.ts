/**
 * The processing job: original → metadata + thumbnail, watermarked preview,
 * hover loop, storyboard, waveform (by kind), and the thumbnail's other
 * widths (server/media/stills.ts), all in the public bucket.
 *
 * Idempotent: derivatives have fixed paths and rows are upserted per
 * (media, role), so a second run leaves the same objects and rows. A file
 * that is not valid media fails for good (FAILED with the reason, no
 * retries); anything else (storage, database, a tool killed by a signal or
 * cut off by a shutdown) goes back to PENDING and is retried with backoff,
 * FAILED only once no retry is left.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../graphql/context.js';
import type { JobDefinition, JobRun } from '../../jobs/queue.js';
import { makeAudioDerivatives } from '../../media/audio.js';
import { type Derivative, type DerivativeOptions } from '../../media/derivatives.js';
import { makeImageDerivatives, probeImage } from '../../media/image.js';
import { orientationOf, type ProbeResult, probe } from '../../media/probe.js';
import { makeStills } from '../../media/stills.js';
import { MediaToolError, type MediaTools, mediaTools } from '../../media/tools.js';
import { makeVideoDerivatives } from '../../media/video.js';
import { makeWorkDir } from '../../media/work-dirs.js';
import { md5File } from '../../storage/md5.js';
import type { StoredFileMetadata } from '../../storage/types.js';
import { MAX_LABEL_LENGTH, MediaEntity } from './media.entity.js';
import { fileRow } from './media.service.js';
import {
  MEDIA_PROCESSING_CONCURRENCY,
  mediaPrefix,
  PROCESS_MEDIA,
  PROCESS_QUEUE_POLICY,
  type ProcessMediaJob,
} from './media-jobs.js';
import { StoredFileEntity } from './stored-file.entity.js';

const FINAL_FAILURES = new Set<MediaToolError['code']>(['INVALID_MEDIA', 'FAILED', 'TIMEOUT']);

/** What processing learnt about the media, written to its row. */
type Measured = Partial<
  Pick<MediaEntity, 'width' | 'height' | 'orientation' | 'durationSeconds'> & {
    fps: number | null;
    hasAlpha: boolean | null;
    bpm: number | null;
    musicalKey: string | null;
    genre: string | null;
  }
>;

export function mediaProcessingJob(deps: AppDeps): JobDefinition<ProcessMediaJob> {
  // Resolved on first use, so a missing binary fails the jobs (with its reason), not the boot.
  let tools: MediaTools | undefined;
  return {
    job: PROCESS_MEDIA,
    queue: PROCESS_QUEUE_POLICY,
    pollingIntervalSeconds: 1,
    concurrency: MEDIA_PROCESSING_CONCURRENCY,
    async handler({ mediaId, quick = false }, { signal, lastAttempt }: JobRun) {
      const { db, log } = deps;
      const row = await db.manager.findOneBy(MediaEntity, { id: mediaId });
      const original = await db.manager.findOneBy(StoredFileEntity, { mediaId, role: 'ORIGINAL' });
      if (!row || !original) return; // deleted meanwhile: nothing to do
      await db.manager.update(MediaEntity, { id: mediaId }, { processing: 'PROCESSING', processingError: null });
      const work = await makeWorkDir('media');
      try {
        const input = path.join(work, `original${path.extname(original.name)}`);
        await pipeline(deps.storage.createReadStream('private', original.fullPath), createWriteStream(input), {
          signal,
        });
        const outDir = path.join(work, 'out');
        tools ??= mediaTools(deps.config.media);
        const { measured, derivatives, probed } = await render(tools, row.kind, input, outDir, { signal, quick });
        // One extra step, shared with the backfill of older items: the thumbnail at 320 and 960 px.
        if (row.kind !== 'AUDIO') {
          derivatives.push(...(await makeStills(tools, row.kind, input, probed, outDir, signal)));
        }
        const md5Hash = await md5File(input);
        const stored = await storeDerivatives(deps, mediaId, derivatives);
        const kept = await commit(deps, row, { measured, stored, md5Hash });
        if (!kept) {
          // Deleted while we worked: take back what we wrote.
          for (const s of stored) await deps.storage.delete('public', s.meta.fullPath);
          return;
        }
        log.info({ mediaId, kind: row.kind, files: stored.length }, 'media processed');
      } catch (err) {
        // A file ffmpeg cannot read will not improve on retry; a missing binary, storage outage or a kill may.
        if (err instanceof MediaToolError && FINAL_FAILURES.has(err.code)) {
          await failed(deps, mediaId, `${err.message}.`);
          log.warn({ mediaId, reason: err.message, detail: err.detail }, 'media processing failed for good');
          return;
        }
        if (lastAttempt) {
          await failed(deps, mediaId, 'Processing failed on every attempt; re-run it to try again.');
          log.error({ err, mediaId }, 'media processing failed on its last attempt');
        } else {
          // Queued again: the retry picks it up (reprocessMedia answers PROCESSING_BUSY meanwhile).
          await db.manager.update(MediaEntity, { id: mediaId }, { processing: 'PENDING', processingError: null });
          log.warn({ err, mediaId }, 'media processing interrupted; it is retried');
        }
        throw err;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    },
  };
}

function failed(deps: AppDeps, mediaId: string, reason: string) {
  return deps.db.manager.update(
    MediaEntity,
    { id: mediaId },
    { processing: 'FAILED', processingError: reason.slice(0, 1000) },
  );
}

async function render(
  tools: MediaTools,
  kind: MediaEntity['kind'],
  input: string,
  outDir: string,
  options: DerivativeOptions & { signal: AbortSignal },
): Promise<{ measured: Measured; derivatives: Derivative[]; probed: ProbeResult | null }> {
  const { signal } = options;
  if (kind === 'IMAGE') {
    const info = await probeImage(input);
    return {
      measured: { width: info.width, height: info.height, orientation: orientationOf(info.width, info.height) },
      derivatives: await makeImageDerivatives(input, outDir),
      probed: null,
    };
  }
  const probed = await probe(tools, input, { signal });
  if (kind === 'ASSET') {
    if (!probed.video) throw new MediaToolError('The file has no video stream', { code: 'INVALID_MEDIA' });
    const { width, height, fps, hasAlpha } = probed.video;
    return {
      measured: {
        width,
        height,
        fps,
        hasAlpha,
        orientation: orientationOf(width, height),
        durationSeconds: probed.durationSeconds,
      },
      derivatives: await makeVideoDerivatives(tools, input, probed, outDir, options),
      probed,
    };
  }
  if (!probed.audio) throw new MediaToolError('The file has no audio stream', { code: 'INVALID_MEDIA' });
  return {
    measured: {
      durationSeconds: probed.durationSeconds,
      // File tags are free text: round and trim them to what the columns (and the admin form) accept.
      bpm:
        probed.tags.bpm != null && probed.tags.bpm >= 20 && probed.tags.bpm <= 400 ? Math.round(probed.tags.bpm) : null,
      musicalKey: probed.tags.musicalKey?.trim().slice(0, 16) || null,
      genre: probed.tags.genre?.trim().slice(0, MAX_LABEL_LENGTH) || null,
    },
    derivatives: await makeAudioDerivatives(tools, input, probed, outDir, options),
    probed,
  };
}

export interface StoredDerivative {
  role: Derivative['role'];
  meta: StoredFileMetadata;
}

/** Uploads derivatives to their fixed paths; pictures keep their size in the custom metadata (for `srcset`). */
export async function storeDerivatives(
  deps: AppDeps,
  mediaId: string,
  derivatives: Derivative[],
): Promise<StoredDerivative[]> {
  const out: StoredDerivative[] = [];
  for (const d of derivatives) {
    const target = `${mediaPrefix(mediaId)}/${path.basename(d.file)}`;
    const meta = await deps.storage.writeFile('public', target, d.file, {
      contentType: d.contentType,
      // Fixed names, but every URL to them carries the write time (media-files.ts).
      versioned: true,
      customMetadata: {
        mediaId,
        role: d.role,
        ...(d.width && d.height ? { width: String(d.width), height: String(d.height) } : {}),
        ...(d.metadata ?? {}),
      },
    });
    out.push({ role: d.role, meta });
  }
  return out;
}

/** Writes what processing found, in one transaction; false when the media was deleted meanwhile. */
async function commit(
  deps: AppDeps,
  row: MediaEntity,
  result: { measured: Measured; stored: StoredDerivative[]; md5Hash: string },
): Promise<boolean> {
  return deps.db.transaction(async (m) => {
    const current = await m.findOne(MediaEntity, { where: { id: row.id }, lock: { mode: 'pessimistic_write' } });
    if (!current) return false;
    // Kind-only columns (fps, bpm…) exist on the child entities' metadata only.
    const entity = current.constructor as typeof MediaEntity;
    const measured = Object.fromEntries(
      Object.entries(result.measured).filter(([key, value]) => {
        // An admin's BPM, key or genre wins over a file tag.
        if (['bpm', 'musicalKey', 'genre'].includes(key))
          return value != null && current[key as keyof MediaEntity] == null;
        return true;
      }),
    );
    await m.update(
      entity,
      { id: row.id },
      {
        ...measured,
        processing: 'READY',
        processingError: null,
        processedAt: new Date(),
      },
    );
    await m.update(StoredFileEntity, { mediaId: row.id, role: 'ORIGINAL' }, { md5Hash: result.md5Hash });
    const roles = result.stored.map((s) => s.role);
    await m
      .createQueryBuilder()
      .delete()
      .from(StoredFileEntity)
      .where('media_id = :id AND role <> :original', { id: row.id, original: 'ORIGINAL' })
      .andWhere(roles.length ? 'role NOT IN (:...roles)' : 'TRUE', { roles })
      .execute();
    await upsertFileRows(m, row.id, result.stored);
    return true;
  });
}

/** One stored_files row per (media, role): written, or overwritten by a re-run. */
export async function upsertFileRows(m: EntityManager, mediaId: string, stored: readonly StoredDerivative[]) {
  for (const s of stored) {
    await m
      .createQueryBuilder()
      .insert()
      .into(StoredFileEntity)
      .values(fileRow(mediaId, s.role, 'public', s.meta) as never)
      .orUpdate(
        [
          'bucket',
          'full_path',
          'name',
          'size',
          'content_type',
          'time_created',
          'updated',
          'md5_hash',
          'custom_metadata',
        ],
        ['media_id', 'role'],
      )
      .execute();
  }
}

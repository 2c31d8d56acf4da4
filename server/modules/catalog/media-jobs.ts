/**
 * Background work on media: processing an upload into its derivatives
 * (media-processing.ts) and removing stored objects once their rows are gone.
 * Both are queued inside the transaction that causes them.
 */
import { availableParallelism } from 'node:os';
import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, type Jobs, jobName } from '../../jobs/queue.js';
import { MEDIA_THREADS } from '../../media/tools.js';
import type { BucketKind } from '../../storage/types.js';

/** Where a media item's objects live: `media/<id>/…` in both buckets. */
export const mediaPrefix = (mediaId: string) => `media/${mediaId}`;

/** Every name a derivative can have (see server/media), so a deletion catches ones written without a row yet. */
export const DERIVATIVE_NAMES = [
  'thumbnail.webp',
  'preview.mp4',
  'hover.mp4',
  'storyboard.webp',
  'preview.webp',
  'preview.mp3',
  'waveform.json',
] as const;

export interface ProcessMediaJob {
  mediaId: string;
  /** The fastest encoder settings (DerivativeOptions.quick): the demo catalogue's items. */
  quick?: boolean;
}

export interface DeleteMediaFilesJob {
  mediaIds: string[];
  paths: { bucketKind: BucketKind; path: string }[];
}

export const PROCESS_MEDIA = jobName<ProcessMediaJob>('media.process');
export const DELETE_MEDIA_FILES = jobName<DeleteMediaFilesJob>('media.delete-files');

/**
 * At most one queued and one running job per media item (`stately` policy):
 * asking again while one waits is a no-op, asking while one runs queues one more.
 * The hour of expiry only bounds a hung run: a worker that dies loses its
 * jobs within seconds (server/jobs/leases.ts).
 */
export const PROCESS_QUEUE_POLICY: Omit<PgBoss.Queue, 'name'> = {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 60 * 60,
};

/**
 * Items one process processes at once: at least two, since a run spends part
 * of its time on one core (probing, muxing, reading and writing storage) and
 * a second run fills the gap; more where the cores allow each its
 * MEDIA_THREADS.
 */
export const MEDIA_PROCESSING_CONCURRENCY = Math.max(2, Math.floor(availableParallelism() / MEDIA_THREADS));

export async function queueProcessing(
  jobs: Jobs,
  m: EntityManager,
  mediaId: string,
  opts: { quick?: boolean } = {},
): Promise<void> {
  await jobs.send(PROCESS_MEDIA, { mediaId, ...(opts.quick && { quick: true }) }, { singletonKey: mediaId, tx: m });
}

export async function queueMediaFileDeletion(jobs: Jobs, m: EntityManager, job: DeleteMediaFilesJob): Promise<void> {
  await jobs.send(DELETE_MEDIA_FILES, job, { tx: m });
}

export function mediaFileDeletionJob({ storage, log }: AppDeps): JobDefinition<DeleteMediaFilesJob> {
  return {
    job: DELETE_MEDIA_FILES,
    // Storage hiccups are retried; deleting an absent object succeeds, so retries are safe.
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    async handler({ mediaIds, paths }) {
      const targets = new Map<string, { bucketKind: BucketKind; path: string }>();
      for (const p of paths) targets.set(`${p.bucketKind}:${p.path}`, p);
      for (const id of mediaIds) {
        for (const name of DERIVATIVE_NAMES) {
          const path = `${mediaPrefix(id)}/${name}`;
          targets.set(`public:${path}`, { bucketKind: 'public', path });
        }
      }
      for (const t of targets.values()) await storage.delete(t.bucketKind, t.path);
      log.info({ mediaIds, objects: targets.size }, 'media files deleted');
    },
  };
}

/**
 * What the converter keeps for 24 hours and no longer: the `converter.cleanup`
 * job (every 10 minutes) deletes expired uploads and results from storage
 * and clears them from their rows (the rows stay: they count the month's
 * minutes and show in the history as expired). It also gives a conversion
 * whose worker died (no heartbeat for 2 minutes) one more run, and fails it
 * after that. Account erasure deletes everything of a member at once.
 */
import type { EntityManager } from 'typeorm';
import type { AppDeps, PersonalDataEraser } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { ConversionEntity, ConverterSourceEntity } from './conversion.entity.js';
import { RUN_CONVERSIONS } from './runner.js';

export const CLEANUP_CONVERTER = jobName('converter.cleanup');
export const DELETE_CONVERTER_FILES = jobName<{ paths: string[] }>('converter.delete-files');
const STALE_AFTER_MS = 2 * 60_000;
const MAX_ATTEMPTS = 2;
/** Rows per cleanup statement, so one run stays short whatever piled up. */
const BATCH = 200;

export interface CleanupResult {
  sources: number;
  results: number;
  restarted: number;
  failed: number;
}

/** One cleanup pass as of `now` (the job passes the present; tests a later clock). */
export async function cleanupConverter(
  deps: Pick<AppDeps, 'db' | 'storage' | 'jobs'>,
  now = new Date(),
): Promise<CleanupResult> {
  const { db, storage } = deps;
  // Sources still needed by a waiting or running conversion stay until it ends.
  const sources = await db
    .getRepository(ConverterSourceEntity)
    .createQueryBuilder('s')
    .where('s.expires_at <= :now', { now })
    .andWhere(`NOT EXISTS (SELECT 1 FROM conversions c WHERE c.source_id = s.id AND c.status IN ('QUEUED', 'RUNNING'))`)
    .limit(BATCH)
    .getMany();
  for (const s of sources) {
    for (const p of [s.path, s.framesPath]) if (p) await storage.delete('private', p);
    await db.transaction(async (m) => {
      await m.update(ConversionEntity, { sourceId: s.id }, { sourceId: null });
      await m.delete(ConverterSourceEntity, { id: s.id });
    });
  }
  const results = await db
    .getRepository(ConversionEntity)
    .createQueryBuilder('c')
    .where('c.output_path IS NOT NULL AND c.expires_at <= :now', { now })
    .limit(BATCH)
    .getMany();
  for (const c of results) {
    await storage.delete('private', c.outputPath as string);
    await db.manager.update(ConversionEntity, { id: c.id }, { outputPath: null });
  }
  const staleSince = new Date(now.getTime() - STALE_AFTER_MS);
  const restarted: unknown[] = await db.query(
    `WITH r AS (UPDATE conversions SET status = 'QUEUED', progress = 0, started_at = NULL
                 WHERE status = 'RUNNING' AND heartbeat_at < $1 AND attempts < $2 RETURNING id) SELECT id FROM r`,
    [staleSince, MAX_ATTEMPTS],
  );
  const failed: unknown[] = await db.query(
    `WITH f AS (UPDATE conversions SET status = 'FAILED', finished_at = $3,
                       error = 'The conversion was interrupted twice; your minutes were not counted. Try again.'
                 WHERE status = 'RUNNING' AND heartbeat_at < $1 AND attempts >= $2 RETURNING id) SELECT id FROM f`,
    [staleSince, MAX_ATTEMPTS, now],
  );
  for (const _ of restarted) await deps.jobs.send(RUN_CONVERSIONS, {});
  return { sources: sources.length, results: results.length, restarted: restarted.length, failed: failed.length };
}

export function converterCleanupJobs(deps: AppDeps): JobDefinition[] {
  return [
    {
      job: CLEANUP_CONVERTER,
      cron: '*/10 * * * *',
      queue: { policy: 'singleton', retryLimit: 0 },
      async handler() {
        const done = await cleanupConverter(deps);
        if (Object.values(done).some((n) => n > 0)) deps.log.info(done, 'converter cleanup');
      },
    },
    fileDeletionJob(deps),
  ];
}

function fileDeletionJob(deps: AppDeps): JobDefinition<{ paths: string[] }> {
  return {
    job: DELETE_CONVERTER_FILES,
    // Deleting an absent object succeeds, so storage hiccups are simply retried.
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    async handler({ paths }) {
      for (const p of paths) await deps.storage.delete('private', p);
    },
  };
}

/**
 * Account erasure: the member's uploads, conversions and files. Rows go in
 * the erasure transaction; the objects are deleted by a job written in it
 * (so they go only if the erasure commits). A running conversion sees its
 * row gone at its next heartbeat and stops.
 */
export const eraseConverter: PersonalDataEraser = async (ctx, m: EntityManager, userId) => {
  const sources = await m.findBy(ConverterSourceEntity, { userId });
  const conversions = await m.findBy(ConversionEntity, { userId });
  const paths = [...sources.flatMap((s) => [s.path, s.framesPath]), ...conversions.map((c) => c.outputPath)].filter(
    (p): p is string => Boolean(p),
  );
  await m.delete(ConversionEntity, { userId });
  await m.delete(ConverterSourceEntity, { userId });
  if (paths.length > 0) await ctx.app.jobs.send(DELETE_CONVERTER_FILES, { paths }, { tx: m });
};

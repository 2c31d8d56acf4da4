/**
 * Background work on pg-boss (jobs live in PostgreSQL, schema `pgboss`).
 * The server runs the handlers in-process by default; with
 * JOBS_IN_PROCESS=false only `npm run worker` processes do.
 */
import PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { accountEmailJobs } from '../modules/accounts/account-emails.js';
import { profilePhotoJobs } from '../modules/accounts/profile.service.js';
import { mediaFileDeletionJob } from '../modules/catalog/media-jobs.js';
import { mediaProcessingJob } from '../modules/catalog/media-processing.js';
import { popularityJobs } from '../modules/catalog/popularity.js';
import type { StorageDriver } from '../storage/types.js';
import { stagingCleanupJob } from '../uploads/staging-cleanup.js';
import { maintenanceJobs } from './maintenance.js';

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Cron expression (UTC) when the job runs on a schedule. */
  cron?: string;
  /** Retry and expiry policy of the queue (applied when the queue is first created). */
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** How often an idle worker looks for new jobs; pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
  handler(data: T): Promise<void>;
}

export interface JobDeps {
  db: DataSource;
  log: Logger;
  config: Config;
  storage: StorageDriver;
}

export type Jobs = PgBoss;

/**
 * pg-boss's `db` option for `send` that writes the job inside the caller's
 * transaction: the job exists only if that transaction commits.
 */
export function inTransaction(m: EntityManager): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await m.query(text, values) }) };
}

function definitions(deps: JobDeps): JobDefinition[] {
  return [
    ...maintenanceJobs(deps),
    ...(accountEmailJobs(deps) as JobDefinition[]),
    ...(profilePhotoJobs(deps) as JobDefinition[]),
    mediaProcessingJob(deps) as JobDefinition,
    mediaFileDeletionJob(deps) as JobDefinition,
    ...popularityJobs(deps),
    stagingCleanupJob(deps),
  ];
}

export async function startJobs(url: string, deps: JobDeps, opts: { work: boolean }): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 4, application_name: 'framestock-jobs' });
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  await boss.start();
  for (const job of definitions(deps)) {
    await boss.createQueue(job.name, { ...job.queue, name: job.name });
    if (job.cron) await boss.schedule(job.name, job.cron);
    if (opts.work) {
      const workOptions = job.pollingIntervalSeconds ? { pollingIntervalSeconds: job.pollingIntervalSeconds } : {};
      await boss.work(job.name, workOptions, async (batch) => {
        for (const item of batch) {
          deps.log.debug({ job: job.name, id: item.id }, 'job started');
          await job.handler(item.data as object);
        }
      });
    }
  }
  return boss;
}

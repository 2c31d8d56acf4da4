/**
 * Abandoned uploads: a staged upload that has received no bytes for 24 hours
 * is deleted (bytes and tus metadata). Runs hourly on the job queue, so at
 * most one instance does it at a time.
 */
import type { Config } from '../config.js';
import { type JobDefinition, jobName } from '../jobs/queue.js';
import type { Logger } from '../logger.js';
import { createStaging, type Staging } from './staging.js';

export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const REMOVE_ABANDONED_UPLOADS = jobName('uploads.remove-abandoned');

/** `now` is a parameter so tests can move the clock instead of waiting a day. */
export async function removeAbandonedUploads(staging: Staging, now = Date.now()): Promise<number> {
  return staging.removeAbandoned(new Date(now - ABANDONED_AFTER_MS));
}

export function stagingCleanupJob({ config, log }: { config: Config; log: Logger }): JobDefinition {
  const staging = createStaging(config);
  return {
    job: REMOVE_ABANDONED_UPLOADS,
    cron: '41 * * * *',
    async handler() {
      const removed = await removeAbandonedUploads(staging);
      log.info({ removed }, 'abandoned uploads removed');
    },
  };
}

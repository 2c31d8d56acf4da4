/**
 * Abandoned uploads: a staged upload that has received no bytes for 24 hours
 * is deleted (bytes and tus metadata). Runs hourly on the job queue, so at
 * most one instance does it at a time.
 */
import type { JobDefinition, JobDeps } from '../jobs/queue.js';
import { createStaging, type Staging } from './staging.js';

export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
export const STAGING_CLEANUP_QUEUE = 'uploads.remove-abandoned';

/** `now` is a parameter so tests can move the clock instead of waiting a day. */
export async function removeAbandonedUploads(staging: Staging, now = Date.now()): Promise<number> {
  return staging.removeAbandoned(new Date(now - ABANDONED_AFTER_MS));
}

export function stagingCleanupJob({ config, log }: JobDeps): JobDefinition {
  const staging = createStaging(config);
  return {
    name: STAGING_CLEANUP_QUEUE,
    cron: '41 * * * *',
    async handler() {
      const removed = await removeAbandonedUploads(staging);
      log.info({ removed }, 'abandoned uploads removed');
    },
  };
}

import type { DataSource } from 'typeorm';
import type { Logger } from '../logger.js';
import { type JobDefinition, jobName } from './queue.js';

/** How long messages stay in the development outbox. */
const OUTBOX_RETENTION_DAYS = 30;

export const PURGE_PLATFORM_ROWS = jobName('maintenance.purge-expired');

/**
 * The platform's own housekeeping: expired idempotency records and rate-limit
 * counters, and old development-outbox mail. Modules purge their own tables with jobs of their own.
 */
export function maintenanceJobs({ db, log }: { db: DataSource; log: Logger }): JobDefinition[] {
  return [
    {
      job: PURGE_PLATFORM_ROWS,
      cron: '17 * * * *',
      async handler() {
        const idem = await db.query('DELETE FROM idempotency_records WHERE expires_at <= now()');
        // rate-limiter-flexible stores expiry as epoch milliseconds.
        const limits = await db.query('DELETE FROM rate_limits WHERE expire < $1', [Date.now()]);
        const outbox = await db.query('DELETE FROM email_outbox WHERE created_at < now() - make_interval(days => $1)', [
          OUTBOX_RETENTION_DAYS,
        ]);
        log.info({ idempotencyRecords: idem[1], rateLimits: limits[1], outbox: outbox[1] }, 'purged expired rows');
      },
    },
  ];
}

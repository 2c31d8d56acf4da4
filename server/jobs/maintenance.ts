import type { JobDefinition, JobDeps } from './queue.js';

/** How long ended sessions stay listed for audit before they are deleted. */
const ENDED_SESSION_RETENTION_DAYS = 30;

/** Housekeeping: drop expired idempotency records and long-ended sessions. */
export function maintenanceJobs({ db, log }: JobDeps): JobDefinition[] {
  return [
    {
      name: 'maintenance.purge-expired',
      cron: '17 * * * *',
      async handler() {
        const idem = await db.query('DELETE FROM idempotency_records WHERE expires_at <= now()');
        const sessions = await db.query(
          `DELETE FROM sessions
            WHERE coalesce(revoked_at, expires_at) < now() - make_interval(days => $1)`,
          [ENDED_SESSION_RETENTION_DAYS],
        );
        log.info({ idempotencyRecords: idem[1], sessions: sessions[1] }, 'purged expired rows');
      },
    },
  ];
}

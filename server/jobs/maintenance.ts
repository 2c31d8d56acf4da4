import type { JobDefinition, JobDeps } from './queue.js';

/** How long ended sessions stay listed for audit before they are deleted. */
const ENDED_SESSION_RETENTION_DAYS = 30;
/** How long spent or expired email-link tokens are kept (to answer "why did my link not work?"). */
const ACTION_TOKEN_RETENTION_DAYS = 7;
/** How long messages stay in the development outbox. */
const OUTBOX_RETENTION_DAYS = 30;

/** Housekeeping: drop expired idempotency records, rate-limit counters, link tokens, and long-ended sessions. */
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
        const tokens = await db.query(
          `DELETE FROM action_tokens
            WHERE coalesce(used_at, expires_at) < now() - make_interval(days => $1)`,
          [ACTION_TOKEN_RETENTION_DAYS],
        );
        // rate-limiter-flexible stores expiry as epoch milliseconds.
        const limits = await db.query('DELETE FROM rate_limits WHERE expire < $1', [Date.now()]);
        const outbox = await db.query('DELETE FROM email_outbox WHERE created_at < now() - make_interval(days => $1)', [
          OUTBOX_RETENTION_DAYS,
        ]);
        log.info(
          {
            idempotencyRecords: idem[1],
            sessions: sessions[1],
            actionTokens: tokens[1],
            rateLimits: limits[1],
            outbox: outbox[1],
          },
          'purged expired rows',
        );
      },
    },
  ];
}

import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';

/** How long ended sessions stay listed for audit before they are deleted. */
const ENDED_SESSION_RETENTION_DAYS = 30;
/** How long spent or expired email-link tokens are kept (to answer "why did my link not work?"). */
const ACTION_TOKEN_RETENTION_DAYS = 7;

export const PURGE_ACCOUNT_ROWS = jobName('accounts.purge-expired');

/** Housekeeping: drop long-ended sessions, spent link tokens and expired sign-ups. */
export function accountMaintenanceJobs({ db, log }: AppDeps): JobDefinition[] {
  return [
    {
      job: PURGE_ACCOUNT_ROWS,
      cron: '19 * * * *',
      async handler() {
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
        const signUps = await db.query('DELETE FROM pending_sign_ups WHERE expires_at < now()');
        log.info(
          { sessions: sessions[1], actionTokens: tokens[1], pendingSignUps: signUps[1] },
          'purged expired account rows',
        );
      },
    },
  ];
}

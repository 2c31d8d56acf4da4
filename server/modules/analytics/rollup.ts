/**
 * Keeps analytics_daily in step with analytics_events. Each run takes the
 * events added since the last run (by id), finds the days they fall on, and
 * recomputes those days whole from the raw events (index on type, occurred_at)
 * in one transaction. Idempotent: a run that fails or repeats changes nothing
 * wrong. Runs every minute (pg-boss cron); reports trail events by about that.
 *
 * Paths are grouped by `analytics_page_path` (the SQL twin of paths.ts'
 * normalisePagePath): events are stored normalised already, this keeps a row
 * written another way (an instance still on older code during a deploy) from
 * splitting a page in two.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';

export const ROLLUP = jobName('analytics.rollup');

const RECOMPUTE = `
  WITH ev AS (
    SELECT type, occurred_at, visitor, properties FROM analytics_events
     WHERE occurred_at >= ($1::date)::timestamp AT TIME ZONE 'UTC'
       AND occurred_at < ($1::date + 1)::timestamp AT TIME ZONE 'UTC'
  )
  INSERT INTO analytics_daily (day, type, dimension, key, events, visitors, value_cents)
  SELECT $1::date, type, 'total', '', count(*), count(DISTINCT visitor),
         coalesce(sum(round((properties->>'value')::numeric * 100)) FILTER (WHERE type = 'purchase'
           AND jsonb_typeof(properties->'value') = 'number'), 0)
    FROM ev GROUP BY type
  UNION ALL
  SELECT $1::date, 'page_view', 'path', coalesce(analytics_page_path(properties->>'path'), ''), count(*), count(DISTINCT visitor), 0
    FROM ev WHERE type = 'page_view' GROUP BY 4
  UNION ALL
  SELECT $1::date, 'page_view', 'referrer',
         left(coalesce(substring(properties->>'referrer' from '^[a-z]+://([^/?#]+)'), ''), 512),
         count(*), count(DISTINCT visitor), 0
    FROM ev WHERE type = 'page_view' GROUP BY 4`;

/** Brings the rollups up to date; returns how many days were recomputed. */
export async function rollUp(db: DataSource): Promise<number> {
  return db.transaction(async (m: EntityManager) => {
    // One run at a time across instances and workers.
    const [{ locked }] = await m.query(`SELECT pg_try_advisory_xact_lock(hashtext('analytics.rollup')) AS locked`);
    if (!locked) return 0;
    const [state] = await m.query('SELECT last_event_id FROM analytics_rollup_state WHERE id = 1');
    const since = state?.last_event_id ?? '0';
    // Events received in the last seconds may still have lower-id neighbours in open transactions: leave them to the next run.
    const [{ max }] = await m.query(
      `SELECT max(id) AS max FROM analytics_events WHERE received_at < now() - interval '10 seconds'`,
    );
    if (!max || BigInt(max) <= BigInt(since)) return 0;
    const days: { day: string }[] = await m.query(
      `SELECT DISTINCT (occurred_at AT TIME ZONE 'UTC')::date::text AS day FROM analytics_events
        WHERE id > $1 AND id <= $2`,
      [since, max],
    );
    for (const { day } of days) {
      await m.query('DELETE FROM analytics_daily WHERE day = $1', [day]);
      await m.query(RECOMPUTE, [day]);
    }
    await m.query(
      `INSERT INTO analytics_rollup_state (id, last_event_id) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET last_event_id = EXCLUDED.last_event_id`,
      [max],
    );
    return days.length;
  });
}

export function rollupJobs({ db }: AppDeps): JobDefinition[] {
  return [
    {
      job: ROLLUP,
      cron: '* * * * *',
      // A first run over a long history recomputes every day it has: give it time.
      queue: { retryLimit: 1, expireInSeconds: 3600 },
      handler: async () => {
        await rollUp(db);
      },
    },
  ];
}

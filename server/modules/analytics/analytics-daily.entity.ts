import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Daily rollups of the events, kept by the `analytics.rollup` job
 * (rollup.ts): per day and event type, one `total` row and one row per page
 * path and per referrer host (page views). Reports read these, never the raw
 * events: a 90-day view reads about 90 rows per series, whatever the traffic.
 */
@Entity('analytics_daily')
export class AnalyticsDailyEntity {
  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  type: string;

  /** `total`, `path` or `referrer`. */
  @PrimaryColumn({ type: 'varchar', length: 16 })
  dimension: string;

  /** The path or referrer host; empty for `total`. */
  @PrimaryColumn({ type: 'varchar', length: 512 })
  key: string;

  @Column({ type: 'integer' })
  events: number;

  /** Distinct visitors of the day (daily visitor ids: a visitor is counted once a day). */
  @Column({ type: 'integer' })
  visitors: number;

  /** Sum of `value` (purchase events), in cents. */
  @Column({ name: 'value_cents', type: 'bigint', default: 0 })
  valueCents: string;
}

/** How far the rollup has read the events table (one row). */
@Entity('analytics_rollup_state')
export class AnalyticsRollupStateEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  /** Events with a higher id are not rolled up yet. */
  @Column({ name: 'last_event_id', type: 'bigint' })
  lastEventId: string;
}

/**
 * What the admin console reads of analytics: series and top lists from the
 * daily rollups (rollup.ts), one statement each, whatever the traffic.
 */
import type { EntityManager } from 'typeorm';

export type Bucket = 'day' | 'week' | 'month';

export interface SeriesPoint {
  start: Date;
  pageViews: number;
  /** Visitor-days: a visitor is counted once per day (daily visitor ids). */
  visitors: number;
  signUps: number;
  signIns: number;
  purchases: number;
  revenueCents: number;
}

/** Every bucket from `from` to `to` (UTC days, `to` excluded), empty buckets included. */
export async function analyticsSeries(
  m: EntityManager,
  range: { from: Date; to: Date; bucket: Bucket },
): Promise<SeriesPoint[]> {
  const rows: Record<string, string>[] = await m.query(
    `WITH buckets AS (
       SELECT generate_series(date_trunc($3, $1::date::timestamp), ($2::date - 1)::timestamp, ('1 ' || $3)::interval) AS start
     ), totals AS (
       SELECT date_trunc($3, day::timestamp) AS start,
              sum(events) FILTER (WHERE type = 'page_view') AS page_views,
              sum(visitors) FILTER (WHERE type = 'page_view') AS visitors,
              sum(events) FILTER (WHERE type = 'sign_up') AS sign_ups,
              sum(events) FILTER (WHERE type = 'login') AS sign_ins,
              sum(events) FILTER (WHERE type = 'purchase') AS purchases,
              sum(value_cents) FILTER (WHERE type = 'purchase') AS revenue
         FROM analytics_daily
        WHERE dimension = 'total' AND day >= $1::date AND day < $2::date
        GROUP BY 1
     )
     SELECT to_char(b.start, 'YYYY-MM-DD') AS start, coalesce(t.page_views, 0) AS page_views, coalesce(t.visitors, 0) AS visitors,
            coalesce(t.sign_ups, 0) AS sign_ups, coalesce(t.sign_ins, 0) AS sign_ins,
            coalesce(t.purchases, 0) AS purchases, coalesce(t.revenue, 0) AS revenue
       FROM buckets b LEFT JOIN totals t ON t.start = b.start ORDER BY b.start`,
    [isoDay(range.from), isoDay(range.to), range.bucket],
  );
  return rows.map((r) => ({
    start: new Date(`${r.start}T00:00:00Z`),
    pageViews: Number(r.page_views),
    visitors: Number(r.visitors),
    signUps: Number(r.sign_ups),
    signIns: Number(r.sign_ins),
    purchases: Number(r.purchases),
    revenueCents: Number(r.revenue),
  }));
}

export interface KeyCount {
  key: string;
  views: number;
  visitors: number;
}

/** The most viewed page paths or referrer hosts in the range. */
export async function topPageKeys(
  m: EntityManager,
  range: { from: Date; to: Date },
  dimension: 'path' | 'referrer',
  limit: number,
): Promise<KeyCount[]> {
  const rows: { key: string; views: string; visitors: string }[] = await m.query(
    `SELECT key, sum(events) AS views, sum(visitors) AS visitors FROM analytics_daily
      WHERE day >= $1::date AND day < $2::date AND type = 'page_view' AND dimension = $3 AND key <> ''
      GROUP BY key ORDER BY 2 DESC, key LIMIT $4`,
    [isoDay(range.from), isoDay(range.to), dimension, limit],
  );
  return rows.map((r) => ({ key: r.key, views: Number(r.views), visitors: Number(r.visitors) }));
}

/** Page views, visitor-days and sign-ups over a range (the dashboard's traffic tiles). */
export async function trafficTotals(
  m: EntityManager,
  range: { from: Date; to: Date },
): Promise<{ pageViews: number; visitors: number; signUps: number }> {
  const [row] = await m.query(
    `SELECT coalesce(sum(events) FILTER (WHERE type = 'page_view'), 0) AS page_views,
            coalesce(sum(visitors) FILTER (WHERE type = 'page_view'), 0) AS visitors,
            coalesce(sum(events) FILTER (WHERE type = 'sign_up'), 0) AS sign_ups
       FROM analytics_daily WHERE dimension = 'total' AND day >= $1::date AND day < $2::date`,
    [isoDay(range.from), isoDay(range.to)],
  );
  return { pageViews: Number(row.page_views), visitors: Number(row.visitors), signUps: Number(row.sign_ups) };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

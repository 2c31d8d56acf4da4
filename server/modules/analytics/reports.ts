/**
 * What the admin console reads of analytics: series and top lists from the
 * daily rollups (rollup.ts), one statement each, whatever the traffic.
 */
import type { EntityManager } from 'typeorm';

export type Bucket = 'day' | 'week' | 'month';

const DAY_MS = 86_400_000;

/**
 * The bucket a range gets when the caller names none, as analytics products
 * do, so a chart keeps roughly 7–90 points and stays readable on a phone:
 * - up to 92 days (any three calendar months, the 90-day view): days;
 * - up to 366 days (a year, a leap year too; 14–53 points): ISO weeks, Monday start;
 * - longer: calendar months.
 */
export const AUTO_BUCKET_MAX_DAYS = { day: 92, week: 366 } as const;

/** Days from `from` to `to` (UTC days, `to` excluded). */
export const rangeDays = (range: { from: Date; to: Date }) =>
  Math.round((range.to.getTime() - range.from.getTime()) / DAY_MS);

export function defaultBucket(range: { from: Date; to: Date }): Bucket {
  const days = rangeDays(range);
  if (days <= AUTO_BUCKET_MAX_DAYS.day) return 'day';
  if (days <= AUTO_BUCKET_MAX_DAYS.week) return 'week';
  return 'month';
}

export interface SeriesPoint {
  /** First day of the bucket inside the range: the bucket's own start (a Monday, the 1st) unless the range begins later. */
  start: Date;
  /** Day after the bucket's last day inside the range (excluded): its own end unless the range ends sooner. */
  end: Date;
  /** Days from start to end. */
  days: number;
  /** The range cuts the bucket: some of its days lie outside and are not counted. */
  partial: boolean;
  pageViews: number;
  /**
   * Visitor-days: daily distinct visitors summed over the bucket's days. The
   * visitor id is a hash of the day, IP and browser, new every day by design
   * (no cookie; analytics-event.entity.ts), so nothing stored can tell that
   * Monday's visitor came back on Tuesday: a week's or month's distinct
   * visitors are unknowable, and a count of distinct ids over the week's raw
   * events would give this same sum. Sold as what it is, not as "unique visitors".
   */
  visitors: number;
  signUps: number;
  signIns: number;
  purchases: number;
  revenueCents: number;
}

/**
 * One point per bucket from `from` to `to` (UTC days, `to` excluded), empty
 * buckets included. A bucket's figures are the sums of its days' rollups
 * inside the range: a week or month the range cuts (the first, the last) is
 * clipped to it — `start`/`end` say which days it holds and `partial` is set.
 */
export async function analyticsSeries(
  m: EntityManager,
  range: { from: Date; to: Date; bucket: Bucket },
): Promise<SeriesPoint[]> {
  const rows: (Record<string, string> & { partial: boolean })[] = await m.query(
    `WITH buckets AS (
       SELECT b AS bucket_start, b + ('1 ' || $3)::interval AS bucket_end
         FROM generate_series(date_trunc($3, $1::date::timestamp), ($2::date - 1)::timestamp, ('1 ' || $3)::interval) AS b
     ), totals AS (
       SELECT date_trunc($3, day::timestamp) AS bucket_start,
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
     SELECT to_char(greatest(b.bucket_start, $1::date::timestamp), 'YYYY-MM-DD') AS start,
            to_char(least(b.bucket_end, $2::date::timestamp), 'YYYY-MM-DD') AS end_day,
            b.bucket_start < $1::date::timestamp OR b.bucket_end > $2::date::timestamp AS partial,
            coalesce(t.page_views, 0) AS page_views, coalesce(t.visitors, 0) AS visitors,
            coalesce(t.sign_ups, 0) AS sign_ups, coalesce(t.sign_ins, 0) AS sign_ins,
            coalesce(t.purchases, 0) AS purchases, coalesce(t.revenue, 0) AS revenue
       FROM buckets b LEFT JOIN totals t ON t.bucket_start = b.bucket_start ORDER BY b.bucket_start`,
    [isoDay(range.from), isoDay(range.to), range.bucket],
  );
  return rows.map((r) => {
    const start = new Date(`${r.start}T00:00:00Z`);
    const end = new Date(`${r.end_day}T00:00:00Z`);
    return {
      start,
      end,
      days: rangeDays({ from: start, to: end }),
      partial: r.partial === true,
      pageViews: Number(r.page_views),
      visitors: Number(r.visitors),
      signUps: Number(r.sign_ups),
      signIns: Number(r.sign_ins),
      purchases: Number(r.purchases),
      revenueCents: Number(r.revenue),
    };
  });
}

export interface KeyCount {
  key: string;
  views: number;
  visitors: number;
}

/**
 * The most viewed page paths or referrer hosts in the range; `visitors` are
 * visitor-days, as in the series. Paths are normalised when recorded and again
 * by the rollup (paths.ts), so `/login?redirect=/x` is counted as `/login`.
 */
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

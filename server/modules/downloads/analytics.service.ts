/**
 * Downloads over a date range for the admin analytics page. Every figure is
 * one aggregate statement over `downloads` restricted by `created_at` (the
 * IX_downloads_created range scan): nothing but the grouped counts reaches
 * Node, so a year of downloads costs the same seven statements as a day.
 */
import type { EntityManager } from 'typeorm';
import { badInput } from '../../graphql/errors.js';
import {
  type DownloadAnalytics,
  type DownloadAnalyticsArgs,
  type DownloadBucket,
  DownloadGranularity,
  type DownloadShare,
} from './analytics.types.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longest range: two years of months or weeks. */
export const MAX_RANGE_DAYS = 732;
/** Longest range drawn by day: a chart of more points is unreadable and a table of them useless. */
export const MAX_DAILY_DAYS = 400;
const TOP = 10;

const UNIT: Record<DownloadGranularity, string> = {
  [DownloadGranularity.DAY]: 'day',
  [DownloadGranularity.WEEK]: 'week',
  [DownloadGranularity.MONTH]: 'month',
};

// $1 from, $2 to, $3 kind or null: the filter every statement shares.
const IN_RANGE = `d.created_at >= $1 AND d.created_at < $2 AND ($3::varchar IS NULL OR d.item_kind = $3)`;

function checkRange(args: DownloadAnalyticsArgs): void {
  const from = args.from.getTime();
  const to = args.to.getTime();
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw badInput('from and to must be dates.', 'from');
  if (from >= to) throw badInput('from must be before to.', 'from');
  const days = (to - from) / DAY_MS;
  if (days > MAX_RANGE_DAYS) throw badInput(`The range may span at most ${MAX_RANGE_DAYS} days.`, 'to');
  if (args.granularity === DownloadGranularity.DAY && days > MAX_DAILY_DAYS) {
    throw badInput(`Daily points cover at most ${MAX_DAILY_DAYS} days: choose WEEK or MONTH.`, 'granularity');
  }
}

type Row = Record<string, unknown>;
const share = (r: Row): DownloadShare => ({
  id: (r.id as string | null) ?? null,
  label: String(r.label),
  kind: (r.kind as string | undefined) ?? null,
  count: Number(r.count),
});

export async function downloadAnalytics(m: EntityManager, args: DownloadAnalyticsArgs): Promise<DownloadAnalytics> {
  checkRange(args);
  const p = [args.from, args.to, args.kind ?? null];
  const q = (sql: string, params: unknown[] = p) => m.query(sql, params) as Promise<Row[]>;
  // Sequential on purpose: one connection (the request's), and the statements are each a range scan.
  const [totals] = await q(
    `SELECT count(*)::int AS total, count(DISTINCT d.user_id)::int AS members FROM downloads d WHERE ${IN_RANGE}`,
  );
  const series = await q(
    // Counts per point first (range scan), then every point of the range, zeros included (UTC).
    `WITH counted AS (
       SELECT date_trunc($4, d.created_at AT TIME ZONE 'UTC') AS start, d.item_kind, count(*)::int AS n
       FROM downloads d WHERE ${IN_RANGE} GROUP BY 1, 2
     ), points AS (
       SELECT generate_series(date_trunc($4, $1::timestamptz AT TIME ZONE 'UTC'),
                              $2::timestamptz AT TIME ZONE 'UTC' - interval '1 millisecond',
                              ('1 ' || $4)::interval) AS start
     )
     SELECT p.start AT TIME ZONE 'UTC' AS start,
       coalesce(sum(c.n) FILTER (WHERE c.item_kind = 'ASSET'), 0)::int AS asset,
       coalesce(sum(c.n) FILTER (WHERE c.item_kind = 'IMAGE'), 0)::int AS image,
       coalesce(sum(c.n) FILTER (WHERE c.item_kind = 'AUDIO'), 0)::int AS audio,
       coalesce(sum(c.n) FILTER (WHERE c.item_kind = 'BUNDLE'), 0)::int AS bundle,
       coalesce(sum(c.n), 0)::int AS total
     FROM points p LEFT JOIN counted c ON c.start = p.start
     GROUP BY p.start ORDER BY p.start`,
    [...p, UNIT[args.granularity]],
  );
  const byCategory = await q(
    `SELECT d.category_id AS id, coalesce(c.name, 'No category') AS label, count(*)::int AS count
     FROM downloads d LEFT JOIN categories c ON c.id = d.category_id
     WHERE ${IN_RANGE} GROUP BY 1, 2 ORDER BY count DESC, label`,
  );
  const byPlatform = await q(
    `SELECT pl.id, pl.name AS label, count(*)::int AS count
     FROM downloads d JOIN media md ON md.id = d.media_id
     CROSS JOIN LATERAL unnest(md.platform_ids) AS pid JOIN platforms pl ON pl.id = pid
     WHERE ${IN_RANGE} GROUP BY 1, 2 ORDER BY count DESC, label`,
  );
  const planMix = await q(
    `SELECT d.plan_id AS id, d.plan_name AS label, count(*)::int AS count
     FROM downloads d WHERE ${IN_RANGE} GROUP BY 1, 2 ORDER BY count DESC, label`,
  );
  const topItems = await q(
    `SELECT coalesce(d.media_id, d.bundle_id) AS id, min(d.item_title) AS label, d.item_kind AS kind, count(*)::int AS count
     FROM downloads d WHERE ${IN_RANGE} GROUP BY 1, 3 ORDER BY count DESC, label LIMIT ${TOP}`,
  );
  const topMembers = await q(
    `SELECT d.user_id AS id, u.display_name AS label, count(*)::int AS count
     FROM downloads d JOIN users u ON u.id = d.user_id
     WHERE ${IN_RANGE} GROUP BY 1, 2 ORDER BY count DESC, label LIMIT ${TOP}`,
  );
  return {
    total: Number(totals?.total ?? 0),
    members: Number(totals?.members ?? 0),
    series: series.map(
      (r): DownloadBucket => ({
        start: r.start as Date,
        asset: Number(r.asset),
        image: Number(r.image),
        audio: Number(r.audio),
        bundle: Number(r.bundle),
        total: Number(r.total),
      }),
    ),
    byCategory: byCategory.map(share),
    byPlatform: byPlatform.map(share),
    planMix: planMix.map(share),
    topItems: topItems.map(share),
    topMembers: topMembers.map(share),
  };
}

/**
 * The dashboard's download tiles, counted as the analytics page counts them
 * (download records by `created_at`): today since UTC midnight, the last 7
 * and 30 days, and the 30 days before those. One range scan of 60 days.
 */
export async function downloadTotals(
  m: EntityManager,
  now = new Date(),
): Promise<{ today: number; days7: number; days30: number; previous30: number }> {
  const [r] = (await m.query(
    `SELECT count(*) FILTER (WHERE created_at >= date_trunc('day', $1::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS today,
            count(*) FILTER (WHERE created_at > $1::timestamptz - interval '7 days')::int AS d7,
            count(*) FILTER (WHERE created_at > $1::timestamptz - interval '30 days')::int AS d30,
            count(*) FILTER (WHERE created_at <= $1::timestamptz - interval '30 days')::int AS prev30
       FROM downloads WHERE created_at > $1::timestamptz - interval '60 days' AND created_at <= $1::timestamptz`,
    [now],
  )) as { today: number; d7: number; d30: number; prev30: number }[];
  return { today: r?.today ?? 0, days7: r?.d7 ?? 0, days30: r?.d30 ?? 0, previous30: r?.prev30 ?? 0 };
}

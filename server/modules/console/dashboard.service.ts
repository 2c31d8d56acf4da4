/**
 * The dashboard's tiles and the analytics page, from the other modules'
 * aggregate functions (billing, analytics rollups, catalogue, job queue):
 * each tile group runs one or two statements over indexed aggregates.
 */

import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { siteOrigin } from '../../http/seo/site.js';
import { jobQueueHealth } from '../../jobs/queue.js';
import { analyticsSeries, defaultBucket, topPageKeys, trafficTotals } from '../analytics/index.js';
import { billingTrend, mrrAt } from '../billing/index.js';
import { catalogFigures } from '../catalog/index.js';
import { downloadTotals } from '../downloads/index.js';
import { openRequestCount } from '../requests/index.js';
import {
  type AdminDashboard,
  AnalyticsBucket,
  type AudienceTiles,
  type CatalogTiles,
  type JobTiles,
  type RequestTiles,
  type RevenueTiles,
  type SiteAnalytics,
} from './dashboard.types.js';

const DAY_MS = 86_400_000;
export const MAX_DASHBOARD_DAYS = 365;
/** The longest analytics range, about three years: monthly points for an all-time view of a young shop. */
export const MAX_ANALYTICS_DAYS = 1100;
/** Daily points cover at most this many days (one point a day). */
export const MAX_DAILY_ANALYTICS_DAYS = 400;

const BUCKET_OF: Record<ReturnType<typeof defaultBucket>, AnalyticsBucket> = {
  day: AnalyticsBucket.DAY,
  week: AnalyticsBucket.WEEK,
  month: AnalyticsBucket.MONTH,
};

export function dashboardPeriod(days: number, now = new Date()): AdminDashboard {
  if (!Number.isInteger(days) || days < 1 || days > MAX_DASHBOARD_DAYS) {
    throw badInput(`days must be between 1 and ${MAX_DASHBOARD_DAYS}.`, 'days');
  }
  return { days, from: new Date(now.getTime() - days * DAY_MS), to: now };
}

const previousFrom = (d: AdminDashboard) => new Date(d.from.getTime() - d.days * DAY_MS);
const nextDay = (t: Date) => new Date(t.getTime() + DAY_MS);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

export async function revenueTiles(ctx: Context, d: AdminDashboard): Promise<RevenueTiles> {
  const t = await billingTrend(ctx.app.db.manager, { from: d.from, to: d.to, previousFrom: previousFrom(d) });
  return {
    mrrCents: { value: t.mrr.now, previous: t.mrr.before },
    activeSubscribers: { value: t.subscribers.now, previous: t.subscribers.before },
    newSubscribers: { value: t.newSubscribers.now, previous: t.newSubscribers.before },
    // Churn of a period: ended in it / running at its start (the previous period's end).
    churnPercent: {
      value: percent(t.churned.now, t.subscribers.before),
      previous: null,
    },
    revenueCents: { value: t.revenueCents.now, previous: t.revenueCents.before },
  };
}

export async function audienceTiles(ctx: Context, d: AdminDashboard): Promise<AudienceTiles> {
  const m = ctx.app.db.manager;
  const before = previousFrom(d);
  const [[signUps], now, prev, subs] = await Promise.all([
    m.query(
      `SELECT count(*) FILTER (WHERE created_at >= $1)::int AS now, count(*) FILTER (WHERE created_at < $1)::int AS before
         FROM users WHERE created_at >= $2 AND created_at < $3`,
      [d.from, before, d.to],
    ) as Promise<{ now: number; before: number }[]>,
    // The rollups are by UTC day: the period's days are the `days` ending with today (whose rollup grows
    // through the day), the previous period's the `days` before them.
    trafficTotals(m, { from: nextDay(d.from), to: nextDay(d.to) }),
    trafficTotals(m, { from: nextDay(before), to: nextDay(d.from) }),
    billingTrend(m, { from: d.from, to: d.to, previousFrom: before }),
  ]);
  return {
    signUps: { value: signUps?.now ?? 0, previous: signUps?.before ?? 0 },
    visitors: { value: now.visitors, previous: prev.visitors },
    // Both from the analytics events, as the Analytics page's funnel: accounts made another way (an admin's
    // script, the demo's) had no visit to convert from.
    visitorToSignUpPercent: {
      value: percent(now.signUps, now.visitors),
      previous: percent(prev.signUps, prev.visitors),
    },
    signUpToSubscriberPercent: {
      value: percent(subs.newSubscribers.now, signUps?.now ?? 0),
      previous: percent(subs.newSubscribers.before, signUps?.before ?? 0),
    },
  };
}

export async function catalogTiles(ctx: Context): Promise<CatalogTiles> {
  const m = ctx.app.db.manager;
  const [f, downloads] = await Promise.all([catalogFigures(m), downloadTotals(m)]);
  return {
    pendingApprovals: f.pendingReview,
    published: f.published,
    storageBytes: f.storageBytes,
    downloadsToday: downloads.today,
    downloads7d: downloads.days7,
    downloads30d: { value: downloads.days30, previous: downloads.previous30 },
  };
}

export const jobTiles = (ctx: Context): Promise<JobTiles> => jobQueueHealth(ctx.app.db);

export const requestTiles = async (ctx: Context): Promise<RequestTiles> => ({
  open: await openRequestCount(ctx.app.db),
});

/**
 * Whole UTC days from `from` to `to` (excluded), at most MAX_ANALYTICS_DAYS, in
 * points of `bucket` — when the caller names none, the analytics module's
 * choice by range length (defaultBucket: days up to 92 days, ISO weeks up to
 * 366, months beyond). The answer says which bucket it used.
 */
export async function siteAnalytics(
  ctx: Context,
  range: { from: Date; to: Date; bucket?: AnalyticsBucket | null },
): Promise<SiteAnalytics> {
  const from = new Date(`${range.from.toISOString().slice(0, 10)}T00:00:00Z`);
  const to = new Date(`${range.to.toISOString().slice(0, 10)}T00:00:00Z`);
  if (to <= from) throw badInput('to must be at least a day after from.', 'to');
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS);
  if (days > MAX_ANALYTICS_DAYS) {
    throw badInput(`The range can be at most ${MAX_ANALYTICS_DAYS} days.`, 'from');
  }
  const bucket = range.bucket ?? BUCKET_OF[defaultBucket({ from, to })];
  if (bucket === AnalyticsBucket.DAY && days > MAX_DAILY_ANALYTICS_DAYS) {
    throw badInput(
      `Daily points cover at most ${MAX_DAILY_ANALYTICS_DAYS} days: choose WEEK or MONTH, or leave bucket out.`,
      'bucket',
    );
  }
  const m = ctx.app.db.manager;
  const [series, topPages, topReferrers] = await Promise.all([
    analyticsSeries(m, { from, to, bucket }),
    topPageKeys(m, { from, to }, 'path', 20),
    topPageKeys(m, { from, to }, 'referrer', 21),
  ]);
  // Referrers are where visitors came from: this site's own host (a reload, a full page load from a link
  // here) is not one of them.
  const own = new URL(siteOrigin(ctx.app.config, ctx.req)).host;
  // MRR at the end of each point (clipped to the range, like its sums).
  const mrr = await mrrAt(
    m,
    series.map((p) => p.end),
  );
  return {
    from,
    to,
    bucket,
    series: series.map((p, i) => ({ ...p, mrrCents: mrr[i] ?? 0 })),
    topPages,
    topReferrers: topReferrers.filter((r) => r.key !== own).slice(0, 20),
  };
}

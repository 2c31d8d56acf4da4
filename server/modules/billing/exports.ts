/** What the admin console's CSV exports read of billing: payments page by page, and a member's plan. */
import type { DataSource, EntityManager } from 'typeorm';
import type { CsvPage } from '../../http/csv-stream.js';
import { LIVE_STATUSES } from './subscription.entity.js';

export const PAYMENT_EXPORT_COLUMNS = [
  'id',
  'user_id',
  'description',
  'amount_cents',
  'amount_refunded_cents',
  'currency',
  'status',
  'paid_at',
  'created_at',
  'provider_id',
] as const;

/** One page of payments in id order after `after` (a keyset page: one index range scan). */
export async function paymentExportPage(db: DataSource, after: string | null, limit: number): Promise<CsvPage<string>> {
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT ${PAYMENT_EXPORT_COLUMNS.join(', ')} FROM payments
      WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
    [after, limit],
  );
  return {
    rows: rows.map((r) => PAYMENT_EXPORT_COLUMNS.map((c) => r[c])),
    next: rows.length === limit ? (rows.at(-1)?.id as string) : null,
  };
}

/** The Free plan's name ('' before plans exist): the plan of everyone without a running subscription. */
export async function freePlanName(db: DataSource): Promise<string> {
  const [row] = await db.query('SELECT name FROM plans WHERE is_free');
  return row?.name ?? '';
}

const RUNNING_AT = (t: string) =>
  `s.created_at <= ${t} AND (s.ended_at IS NULL OR s.ended_at > ${t}) AND s.status <> 'incomplete'`;
const MONTHLY_CENTS = `CASE pr.interval WHEN 'YEAR' THEN pr.amount_cents / 12.0 ELSE pr.amount_cents END`;

/**
 * The dashboard's billing numbers for a period and the one before it, in one
 * statement: MRR and running subscribers at each period's end (subscriptions
 * running then, at their current price), new and ended subscriptions, and net
 * revenue paid.
 */
export async function billingTrend(
  m: EntityManager,
  p: { from: Date; to: Date; previousFrom: Date },
): Promise<
  Record<'mrr' | 'subscribers' | 'newSubscribers' | 'churned' | 'revenueCents', { now: number; before: number }>
> {
  const [r] = await m.query(
    `SELECT
       (SELECT coalesce(sum(${MONTHLY_CENTS}), 0) FROM subscriptions s JOIN plan_prices pr ON pr.id = s.price_id WHERE ${RUNNING_AT('$2')})::int AS mrr_now,
       (SELECT coalesce(sum(${MONTHLY_CENTS}), 0) FROM subscriptions s JOIN plan_prices pr ON pr.id = s.price_id WHERE ${RUNNING_AT('$1')})::int AS mrr_before,
       (SELECT count(*) FROM subscriptions s WHERE ${RUNNING_AT('$2')})::int AS subs_now,
       (SELECT count(*) FROM subscriptions s WHERE ${RUNNING_AT('$1')})::int AS subs_before,
       (SELECT count(*) FROM subscriptions s WHERE s.created_at >= $1 AND s.created_at < $2)::int AS new_now,
       (SELECT count(*) FROM subscriptions s WHERE s.created_at >= $3 AND s.created_at < $1)::int AS new_before,
       (SELECT count(*) FROM subscriptions s WHERE s.ended_at >= $1 AND s.ended_at < $2)::int AS churn_now,
       (SELECT count(*) FROM subscriptions s WHERE s.ended_at >= $3 AND s.ended_at < $1)::int AS churn_before,
       (SELECT coalesce(sum(p.amount_cents - p.amount_refunded_cents), 0) FROM payments p
         WHERE p.status IN ('paid', 'refunded') AND p.paid_at >= $1 AND p.paid_at < $2)::int AS rev_now,
       (SELECT coalesce(sum(p.amount_cents - p.amount_refunded_cents), 0) FROM payments p
         WHERE p.status IN ('paid', 'refunded') AND p.paid_at >= $3 AND p.paid_at < $1)::int AS rev_before`,
    [p.from, p.to, p.previousFrom],
  );
  const pair = (a: string) => ({ now: Number(r[`${a}_now`]), before: Number(r[`${a}_before`]) });
  return {
    mrr: pair('mrr'),
    subscribers: pair('subs'),
    newSubscribers: pair('new'),
    churned: pair('churn'),
    revenueCents: pair('rev'),
  };
}

/** MRR (cents) at each of the given times: subscriptions running then, at their current price. */
export async function mrrAt(m: EntityManager, times: readonly Date[]): Promise<number[]> {
  if (times.length === 0) return [];
  const rows: { mrr: string }[] = await m.query(
    `SELECT (SELECT coalesce(sum(${MONTHLY_CENTS}), 0) FROM subscriptions s JOIN plan_prices pr ON pr.id = s.price_id
              WHERE ${RUNNING_AT('t')})::int AS mrr
       FROM unnest($1::timestamptz[]) WITH ORDINALITY AS x(t, i) ORDER BY i`,
    [times.map((t) => t.toISOString())],
  );
  return rows.map((r) => Number(r.mrr));
}

export interface SubscriptionSummaryRow {
  userId: string;
  status: string;
  planName: string;
  interval: string;
  priceCents: number;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/** The running subscription of each user (at most one), for a page of users in one statement. */
export async function runningSubscriptionsOf(
  m: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, SubscriptionSummaryRow>> {
  if (userIds.length === 0) return new Map();
  const rows: SubscriptionSummaryRow[] = await m.query(
    `SELECT DISTINCT ON (s.user_id) s.user_id AS "userId", s.status, p.name AS "planName", pr.interval,
            pr.amount_cents AS "priceCents", s.current_period_end AS "currentPeriodEnd",
            s.cancel_at_period_end AS "cancelAtPeriodEnd"
       FROM subscriptions s JOIN plans p ON p.id = s.plan_id JOIN plan_prices pr ON pr.id = s.price_id
      WHERE s.user_id = ANY($1::uuid[]) AND s.status IN (${LIVE_STATUSES.map((s) => `'${s}'`).join(', ')})
      ORDER BY s.user_id, s.created_at DESC`,
    [userIds],
  );
  return new Map(rows.map((r) => [r.userId, r]));
}

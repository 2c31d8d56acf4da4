/**
 * "What is this member entitled to now?" — the one answer every feature asks
 * (downloads, the converter, the dashboard). Nothing else reads subscriptions
 * to decide access.
 *
 *   const e = await entitlementOf(db.manager, userId);
 *   e.includesPremium, e.plan.downloadAllowance, e.period.end, e.ownsItem(mediaId)
 *
 * A member without a running subscription is on the Free plan (FREE items,
 * the Free allowance). A past_due subscription keeps its plan for
 * BILLING_PAST_DUE_GRACE_DAYS from the failed renewal, then falls back to Free.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { ItemPurchaseEntity } from './payment.entity.js';
import { type IntervalValue, type LicenceValue, PlanEntity, PlanPriceEntity } from './plan.entity.js';
import { LIVE_STATUSES, SubscriptionEntity, type SubscriptionStatusValue } from './subscription.entity.js';

export interface EntitledPlan {
  id: string;
  slug: string;
  name: string;
  isFree: boolean;
  licence: LicenceValue;
  /** Downloads per allowance period (fair use). */
  downloadAllowance: number;
  converter: { maxFileBytes: number; minutesPerMonth: number };
}

export type EntitlementStatus = 'ACTIVE' | 'TRIALING' | 'PAST_DUE' | 'CANCELED' | 'INCOMPLETE' | 'NONE';

export interface Entitlement {
  userId: string;
  /** The plan in force now: the subscription's, or Free. */
  plan: EntitledPlan;
  /** The member's latest subscription's state; NONE when they never subscribed. */
  status: EntitlementStatus;
  /** True while a past_due subscription is inside its grace period (its plan still applies). */
  inGrace: boolean;
  /** PREMIUM items are included (any paid plan in force). FREE items are always included. */
  includesPremium: boolean;
  /**
   * The allowance period containing `now`: downloads are counted from `start`
   * (inclusive) to `end` (exclusive). Monthly slices of the subscription's
   * billing period for paid plans (so a yearly plan resets monthly, on its
   * anniversary day); calendar months (UTC) on the Free plan.
   */
  period: { start: Date; end: Date };
  /** The subscription behind the plan, when one is in force. */
  subscription: {
    id: string;
    interval: IntervalValue;
    priceCents: number;
    currentPeriodEnd: Date;
    cancelAtPeriodEnd: boolean;
  } | null;
  /** Ids of media bought one by one (kept for good; a full refund revokes). */
  ownedItemIds: ReadonlySet<string>;
  ownsItem(mediaId: string): boolean;
  /**
   * May this member download the item? FREE: any member; PREMIUM: a paid plan
   * in force (active, trialing or past_due in grace), or the item bought on
   * its own. The one download rule (the downloads module asks nothing else).
   */
  covers(item: { id: string; access: 'FREE' | 'PREMIUM' }): boolean;
}

const DAY_MS = 86_400_000;

const STATUS: Record<SubscriptionStatusValue, EntitlementStatus> = {
  active: 'ACTIVE',
  trialing: 'TRIALING',
  past_due: 'PAST_DUE',
  canceled: 'CANCELED',
  incomplete: 'INCOMPLETE',
};

export function toEntitledPlan(p: PlanEntity): EntitledPlan {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    isFree: p.isFree,
    licence: p.licence,
    downloadAllowance: p.downloadAllowance,
    converter: { maxFileBytes: p.converterMaxFileBytes, minutesPerMonth: p.converterMinutesPerMonth },
  };
}

/** Does this subscription row's plan apply at `now`? */
export function grantsPlan(
  s: Pick<SubscriptionEntity, 'status' | 'pastDueSince'>,
  graceDays: number,
  now: Date,
): boolean {
  if (s.status === 'active' || s.status === 'trialing') return true;
  if (s.status !== 'past_due') return false;
  const since = s.pastDueSince ?? now;
  return now.getTime() < since.getTime() + graceDays * DAY_MS;
}

/** The month-long slice of [anchor, …) that contains `now` (anniversary months, clamped to short months). */
export function monthSlice(anchor: Date, now: Date): { start: Date; end: Date } {
  const at = (months: number) => {
    const d = new Date(anchor);
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + months);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
    return d;
  };
  let n = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (at(n) > now) n -= 1;
  return { start: at(n), end: at(n + 1) };
}

export function calendarMonth(now: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/**
 * The entitlement of one member at `now` (default: the present): three
 * indexed reads (latest subscription with its plan and price, the Free plan,
 * the items bought). `graceDays` is config.billing.pastDueGraceDays.
 */
export async function entitlementOf(
  db: DataSource | EntityManager,
  userId: string,
  opts: { graceDays: number; now?: Date },
): Promise<Entitlement> {
  const m = 'manager' in db ? db.manager : db;
  const now = opts.now ?? new Date();
  const readLatest = () =>
    m
      .createQueryBuilder(SubscriptionEntity, 's')
      .innerJoinAndMapOne('s.plan', PlanEntity, 'p', 'p.id = s.plan_id')
      .innerJoinAndMapOne('s.price', PlanPriceEntity, 'pr', 'pr.id = s.price_id')
      .where('s.user_id = :userId', { userId })
      // The running one if any (at most one), else the most recent.
      .orderBy(`CASE WHEN s.status IN (${LIVE_STATUSES.map((st) => `'${st}'`).join(', ')}) THEN 0 ELSE 1 END`)
      .addOrderBy('s.created_at', 'DESC')
      .getOne() as Promise<(SubscriptionEntity & { plan: PlanEntity; price: PlanPriceEntity }) | null>;
  const readFree = () => m.findOneByOrFail(PlanEntity, { isFree: true });
  const readPurchases = () =>
    m
      .createQueryBuilder(ItemPurchaseEntity, 'ip')
      .select('ip.media_id', 'mediaId')
      .where('ip.user_id = :userId AND ip.revoked_at IS NULL', { userId })
      .getRawMany<{ mediaId: string }>();
  // A transaction's manager has one connection, which node-postgres will not give a second query while
  // one runs (deprecated in pg 8, an error in pg 9): there the reads go one after another; on the pool
  // each takes its own connection, at once.
  const [latest, free, purchases] = m.queryRunner
    ? [await readLatest(), await readFree(), await readPurchases()]
    : await Promise.all([readLatest(), readFree(), readPurchases()]);
  const owned = new Set(purchases.map((p) => p.mediaId));
  const grants = latest ? grantsPlan(latest, opts.graceDays, now) : false;
  const plan = grants && latest ? latest.plan : free;
  return {
    userId,
    plan: toEntitledPlan(plan),
    status: latest ? STATUS[latest.status] : 'NONE',
    inGrace: Boolean(grants && latest?.status === 'past_due'),
    includesPremium: grants && !plan.isFree,
    period: grants && latest ? monthSlice(latest.currentPeriodStart, now) : calendarMonth(now),
    subscription:
      grants && latest
        ? {
            id: latest.id,
            interval: latest.price.interval,
            priceCents: latest.price.amountCents,
            currentPeriodEnd: latest.currentPeriodEnd,
            cancelAtPeriodEnd: latest.cancelAtPeriodEnd,
          }
        : null,
    ownedItemIds: owned,
    ownsItem: (mediaId) => owned.has(mediaId),
    covers: (item) => item.access === 'FREE' || (grants && !plan.isFree) || owned.has(item.id),
  };
}

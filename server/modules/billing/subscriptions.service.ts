/**
 * The member's own billing: what they have (myBilling, payments) and what
 * they can do themselves (cancel at period end, resume, change plan, update
 * the card). Every action names the viewer's own subscription; the provider
 * makes the change and its webhook writes our state, as for any other change.
 */
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { type ConnectionShape, pageSize, paginate } from '../../graphql/connection.js';
import type { Context, PersonalDataEraser } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import {
  type BillingMetrics,
  type ChangePlanInput,
  type MyBilling,
  type Payment,
  type PaymentMethodPayload,
  type SubscriptionActionInput,
  SubscriptionErrorCode,
  type SubscriptionPayload,
  SubscriptionStatus,
} from './billing.types.js';
import { PAYMENTS_PATH } from './billing-emails.js';
import { CheckoutSessionEntity } from './checkout-session.entity.js';
import { BillingCustomerEntity } from './customer.entity.js';
import { entitlementOf } from './entitlement.js';
import { ItemPurchaseEntity, PaymentEntity } from './payment.entity.js';
import { PlanEntity, PlanPriceEntity } from './plan.entity.js';
import { planWithPrices, toPlan } from './plans.service.js';
import type { BillingInterval, Licence } from './plans.types.js';
import { isProviderError, providerPriceIdOf } from './provider.js';
import { providerOf } from './provider-registry.js';
import { receiptUrl } from './receipts.js';
import { LIVE_STATUSES, SubscriptionEntity } from './subscription.entity.js';

async function viewerIdOf(ctx: Context): Promise<string> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new Error('billing needs a viewer (the schema requires MEMBER)');
  return viewer.id;
}

export async function myBilling(ctx: Context, userId?: string): Promise<MyBilling> {
  const id = userId ?? (await viewerIdOf(ctx));
  const e = await entitlementOf(ctx.app.db.manager, id, { graceDays: ctx.app.config.billing.pastDueGraceDays });
  const plan = (await planWithPrices(ctx.app.db.manager, e.plan.id)) as NonNullable<
    Awaited<ReturnType<typeof planWithPrices>>
  >;
  return {
    status: SubscriptionStatus[e.status],
    plan: toPlan(plan),
    subscriptionId: e.subscription?.id ?? null,
    interval: (e.subscription?.interval as BillingInterval | undefined) ?? null,
    priceCents: e.subscription?.priceCents ?? null,
    currentPeriodEnd: e.subscription?.currentPeriodEnd ?? null,
    cancelAtPeriodEnd: e.subscription?.cancelAtPeriodEnd ?? false,
    inGrace: e.inGrace,
    licence: e.plan.licence as Licence,
    downloadAllowance: e.plan.downloadAllowance,
    allowancePeriodStart: e.period.start,
    allowancePeriodEnd: e.period.end,
    purchasedMediaIds: [...e.ownedItemIds],
  };
}

export async function myPayments(
  ctx: Context,
  args: { first?: number | null; after?: string | null },
): Promise<ConnectionShape<Payment>> {
  return paymentsOf(ctx, await viewerIdOf(ctx), args);
}

/** One member's invoices and payments, newest first (theirs, or any member's for the admin console). */
export async function paymentsOf(
  ctx: Context,
  userId: string,
  args: { first?: number | null; after?: string | null },
): Promise<ConnectionShape<Payment>> {
  const first = await pageSize(ctx, args.first);
  const qb = ctx.app.db.manager.createQueryBuilder(PaymentEntity, 'p').where('p.user_id = :userId', { userId });
  const page = await paginate(qb, {
    first,
    after: args.after,
    keys: [
      { column: 'p.created_at', direction: 'DESC', value: (p: PaymentEntity) => p.createdAt.toISOString() },
      { column: 'p.id', direction: 'DESC', value: (p: PaymentEntity) => p.id },
    ],
  });
  return {
    ...page,
    get totalCount() {
      return page.totalCount;
    },
    edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toPayment(ctx, edge.node) })),
  };
}

export function toPayment(ctx: Context, p: PaymentEntity): Payment {
  return {
    id: p.id,
    kind: p.kind as Payment['kind'],
    description: p.description,
    amountCents: p.amountCents,
    amountRefundedCents: p.amountRefundedCents,
    currency: p.currency,
    status: p.status.toUpperCase() as Payment['status'],
    createdAt: p.createdAt,
    paidAt: p.paidAt,
    receiptUrl: p.hostedUrl ?? (p.paidAt ? receiptUrl(ctx.app.config, p.id) : null),
  };
}

const refuse = (code: SubscriptionErrorCode, message: string, field: string | null = null): SubscriptionPayload => ({
  billing: null,
  errors: [userError(code, message, field)],
});

/** The viewer's running subscription with this id, or null: ids of other members' subscriptions name nothing. */
async function ownLiveSubscription(m: EntityManager, userId: string, id: string): Promise<SubscriptionEntity | null> {
  // An admin names the member (adminCancelSubscription): a malformed id of either is no subscription, not a failed cast.
  if (!isUuid(id) || !isUuid(userId)) return null;
  return m
    .createQueryBuilder(SubscriptionEntity, 's')
    .where('s.id = :id AND s.user_id = :userId AND s.status IN (:...live)', { id, userId, live: LIVE_STATUSES })
    .getOne();
}

async function providerCall(ctx: Context, fn: () => Promise<void>): Promise<SubscriptionPayload | null> {
  try {
    await fn();
    return null;
  } catch (err) {
    if (!isProviderError(err)) throw err;
    ctx.log.warn({ err }, 'subscription change: payment provider failed');
    return refuse(
      SubscriptionErrorCode.PROVIDER_UNAVAILABLE,
      'Payments are unavailable for a moment. Nothing changed; try again.',
    );
  }
}

async function setCancel(
  ctx: Context,
  input: SubscriptionActionInput,
  cancel: boolean,
  userId?: string,
): Promise<SubscriptionPayload> {
  userId ??= await viewerIdOf(ctx);
  const sub = await ownLiveSubscription(ctx.app.db.manager, userId, input.subscriptionId);
  if (!sub)
    return refuse(
      SubscriptionErrorCode.NO_SUBSCRIPTION,
      'You have no running subscription with this id.',
      'subscriptionId',
    );
  if (cancel && sub.cancelAtPeriodEnd) {
    return refuse(SubscriptionErrorCode.ALREADY_CANCELED, 'Your subscription already ends at the end of this period.');
  }
  if (!cancel && !sub.cancelAtPeriodEnd)
    return refuse(SubscriptionErrorCode.NOT_CANCELED, 'Your subscription is not cancelled.');
  const failed = await providerCall(ctx, () =>
    providerOf(ctx.app).setCancelAtPeriodEnd(
      sub.providerSubscriptionId,
      cancel,
      `${cancel ? 'cancel' : 'resume'}:${sub.id}:${sub.updatedAt.getTime()}`,
    ),
  );
  if (failed) return failed;
  // Stripe tells us by webhook; until it arrives (usually within a second) our row says what we asked for.
  await ctx.app.db.manager.update(
    SubscriptionEntity,
    { id: sub.id, cancelAtPeriodEnd: !cancel },
    { cancelAtPeriodEnd: cancel },
  );
  return { billing: await myBilling(ctx, userId), errors: [] };
}

export const cancelSubscription = (ctx: Context, input: SubscriptionActionInput) => setCancel(ctx, input, true);
export const resumeSubscription = (ctx: Context, input: SubscriptionActionInput) => setCancel(ctx, input, false);

/**
 * An administrator cancels a member's subscription at the end of its period,
 * exactly as the member would (audited, with the member as target).
 */
export async function cancelSubscriptionFor(
  ctx: Context,
  userId: string,
  input: SubscriptionActionInput,
): Promise<SubscriptionPayload> {
  const result = await setCancel(ctx, input, true, userId);
  if (result.errors.length === 0) {
    await audit(ctx, {
      action: 'subscription.canceled_by_admin',
      targetType: 'user',
      targetId: userId,
      data: { subscriptionId: input.subscriptionId },
    });
  }
  return result;
}

/**
 * SQL true when the user (`userIdColumn`) has a running subscription: on the
 * plan bound as `:planId` with `onPlan`, on any plan without.
 */
export function subscribedCondition(userIdColumn: string, opts: { onPlan: boolean }): string {
  return `EXISTS (SELECT 1 FROM subscriptions s_plan WHERE s_plan.user_id = ${userIdColumn}
    ${opts.onPlan ? 'AND s_plan.plan_id = :planId' : ''} AND s_plan.status IN (${LIVE_STATUSES.map((s) => `'${s}'`).join(', ')}))`;
}

export async function changePlan(ctx: Context, input: ChangePlanInput): Promise<SubscriptionPayload> {
  const userId = await viewerIdOf(ctx);
  const m = ctx.app.db.manager;
  const sub = await m
    .createQueryBuilder(SubscriptionEntity, 's')
    .where('s.user_id = :userId AND s.status IN (:...live)', { userId, live: LIVE_STATUSES })
    .getOne();
  if (!sub)
    return refuse(SubscriptionErrorCode.NO_SUBSCRIPTION, 'You have no running subscription: subscribe instead.');
  const plan = isUuid(input.planId) ? await m.findOneBy(PlanEntity, { id: input.planId }) : null;
  if (!plan) return refuse(SubscriptionErrorCode.PLAN_NOT_FOUND, 'This plan does not exist.', 'planId');
  if (plan.isFree)
    return refuse(SubscriptionErrorCode.FREE_PLAN, 'To move to the Free plan, cancel your subscription.', 'planId');
  if (!plan.active) return refuse(SubscriptionErrorCode.PLAN_ARCHIVED, 'This plan is no longer offered.', 'planId');
  const price = await m.findOneBy(PlanPriceEntity, { planId: plan.id, interval: input.interval, current: true });
  if (!price) return refuse(SubscriptionErrorCode.PLAN_ARCHIVED, 'This plan has no price for that period.', 'interval');
  if (price.id === sub.priceId)
    return refuse(SubscriptionErrorCode.SAME_PLAN, 'You are on this plan already.', 'planId');
  const failed = await providerCall(ctx, () =>
    providerOf(ctx.app).changePrice(
      sub.providerSubscriptionId,
      providerPriceIdOf(price),
      price.id,
      `change:${sub.id}:${price.id}`,
    ),
  );
  if (failed) return failed;
  await m.update(SubscriptionEntity, { id: sub.id }, { planId: plan.id, priceId: price.id });
  return { billing: await myBilling(ctx, userId), errors: [] };
}

export async function updatePaymentMethod(
  ctx: Context,
  input: { returnPath?: string | null },
  origin: string,
): Promise<PaymentMethodPayload> {
  const userId = await viewerIdOf(ctx);
  const returnPath = input.returnPath ?? PAYMENTS_PATH;
  if (!/^\/(?!\/)[^\s\\]*$/.test(returnPath) || returnPath.length > 500) {
    return {
      url: null,
      errors: [userError(SubscriptionErrorCode.INVALID_RETURN_PATH, 'Give a path on this site.', 'returnPath')],
    };
  }
  const customer = await ctx.app.db.manager.findOneBy(BillingCustomerEntity, { userId });
  if (!customer) {
    return { url: null, errors: [userError(SubscriptionErrorCode.NO_SUBSCRIPTION, 'You have no card on file yet.')] };
  }
  try {
    return {
      url: await providerOf(ctx.app).paymentMethodUrl(customer.providerCustomerId, `${origin}${returnPath}`),
      errors: [],
    };
  } catch (err) {
    if (!isProviderError(err)) throw err;
    ctx.log.warn({ err }, 'billing portal: payment provider failed');
    return {
      url: null,
      errors: [
        userError(SubscriptionErrorCode.PROVIDER_UNAVAILABLE, 'Payments are unavailable for a moment. Try again.'),
      ],
    };
  }
}

/**
 * Subscription numbers for the admin dashboard, from indexed aggregates (one
 * statement): MRR, running subscribers, new and churned in 30 days, revenue.
 */
export async function billingMetrics(m: EntityManager, now = new Date()): Promise<BillingMetrics> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [row] = await m.query(
    `SELECT
       (SELECT coalesce(sum(CASE pr.interval WHEN 'YEAR' THEN pr.amount_cents / 12.0 ELSE pr.amount_cents END), 0)
          FROM subscriptions s JOIN plan_prices pr ON pr.id = s.price_id
         WHERE s.status IN ('active', 'trialing', 'past_due'))::int AS "mrrCents",
       (SELECT count(*) FROM subscriptions s WHERE s.status IN ('active', 'trialing', 'past_due'))::int AS "activeSubscribers",
       (SELECT count(*) FROM subscriptions s WHERE s.created_at >= $1)::int AS "newSubscribers30d",
       (SELECT count(*) FROM subscriptions s WHERE s.ended_at >= $1)::int AS "churned30d",
       (SELECT coalesce(sum(p.amount_cents - p.amount_refunded_cents), 0) FROM payments p
         WHERE p.status IN ('paid', 'refunded') AND p.paid_at >= $1)::int AS "revenue30dCents"`,
    [since],
  );
  return row as BillingMetrics;
}

/**
 * Account erasure (this module's step): a running subscription is cancelled
 * at once at the provider (no further charge), and the billing records stay
 * for accounting with the person removed — payments, subscriptions, item
 * purchases and checkouts keep amounts, dates and provider ids, and lose
 * `user_id`; the customer link is deleted.
 */
export const eraseBilling: PersonalDataEraser = async (ctx, m, userId) => {
  const live = await m
    .createQueryBuilder(SubscriptionEntity, 's')
    .where('s.user_id = :userId AND s.status IN (:...live)', { userId, live: LIVE_STATUSES })
    .getMany();
  for (const sub of live) {
    await providerOf(ctx.app).cancelNow(sub.providerSubscriptionId);
    await m.update(
      SubscriptionEntity,
      { id: sub.id },
      { status: 'canceled', endedAt: new Date(), canceledAt: sub.canceledAt ?? new Date() },
    );
  }
  for (const entity of [SubscriptionEntity, PaymentEntity, ItemPurchaseEntity, CheckoutSessionEntity]) {
    await m.update(entity, { userId }, { userId: null });
  }
  await m.delete(BillingCustomerEntity, { userId });
};

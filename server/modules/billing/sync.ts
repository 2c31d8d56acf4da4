/**
 * Applies provider objects to our tables. Every function re-reads the object
 * from the provider (never trusts an event's snapshot), under a per-customer
 * transaction lock, so duplicated, concurrent and out-of-order events all end
 * in the provider's current state. Side effects (emails, the `purchase`
 * analytics event) fire on *our* state transitions inside the same
 * transaction: a replay that changes nothing sends nothing.
 */
import { type EntityManager, IsNull } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import type { AppDeps } from '../../graphql/context.js';
import { AnalyticsEventType, recordServerEvents } from '../analytics/index.js';
import { MediaEntity } from '../catalog/index.js';
import { reportBillingEvent } from './billing-emails.js';
import { CheckoutSessionEntity } from './checkout-session.entity.js';
import { BillingCustomerEntity } from './customer.entity.js';
import { CURRENCY, formatUsd } from './money.js';
import { ItemPurchaseEntity, PaymentEntity, type PaymentStatusValue } from './payment.entity.js';
import { PlanEntity, PlanPriceEntity } from './plan.entity.js';
import type { PaymentProvider, ProviderCheckoutSession, Seconds } from './provider.js';
import { LIVE_STATUSES, SubscriptionEntity, type SubscriptionStatusValue } from './subscription.entity.js';

export interface SyncContext {
  deps: AppDeps;
  provider: PaymentProvider;
  m: EntityManager;
  /** Runs after the transaction commits (calls to the provider that must not roll back with it). */
  afterCommit: (fn: () => Promise<void>) => void;
}

const date = (s: Seconds | null | undefined) => (s ? new Date(s * 1000) : null);

/** Serialises every change to one customer's billing objects (events arrive concurrently). */
export async function lockCustomer(m: EntityManager, customer: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('billing:' || $1))`, [customer]);
}

/** Stripe's statuses onto ours: `unpaid` is overdue like past_due; `incomplete_expired` never started. */
function ourStatus(status: string): SubscriptionStatusValue {
  switch (status) {
    case 'active':
    case 'trialing':
    case 'past_due':
    case 'incomplete':
    case 'canceled':
      return status;
    case 'unpaid':
      return 'past_due';
    case 'paused':
      return 'incomplete';
    default:
      return 'canceled';
  }
}

async function userOfCustomer(m: EntityManager, customer: string | null): Promise<string | null> {
  if (!customer) return null;
  return (await m.findOneBy(BillingCustomerEntity, { providerCustomerId: customer }))?.userId ?? null;
}

async function priceByReference(
  m: EntityManager,
  price: { id: string; metadata?: Record<string, string> | null },
): Promise<PlanPriceEntity | null> {
  const ours = price.metadata?.framestock_price_id;
  if (isUuid(ours)) {
    const found = await m.findOneBy(PlanPriceEntity, { id: ours });
    if (found) return found;
  }
  if (isUuid(price.id)) return m.findOneBy(PlanPriceEntity, { id: price.id });
  return m.findOneBy(PlanPriceEntity, { providerPriceId: price.id });
}

/** Rewrites our subscription row from the provider's current object. */
export async function syncSubscription(
  sc: SyncContext,
  subscriptionId: string,
  hint: { userId?: string | null } = {},
): Promise<SubscriptionEntity | null> {
  const { m, provider, deps } = sc;
  const s = await provider.retrieveSubscription(subscriptionId);
  const item = s.items.data[0];
  if (!item) return null;
  const price = await priceByReference(m, { ...item.price, metadata: { ...s.metadata, ...item.price.metadata } });
  if (!price) {
    deps.log.warn({ subscriptionId, price: item.price.id }, 'subscription refers to a price we do not know; skipped');
    return null;
  }
  const existing = await m.findOneBy(SubscriptionEntity, { providerSubscriptionId: s.id });
  const metaUser = s.metadata.framestock_user_id;
  const userId =
    existing?.userId ??
    (existing ? null : (hint.userId ?? (isUuid(metaUser) ? metaUser : null) ?? (await userOfCustomer(m, s.customer))));
  let status = ourStatus(s.status);
  const now = new Date();

  // At most one running subscription per member: a second one (two checkouts both paid) is cancelled at once.
  if (userId && LIVE_STATUSES.includes(status)) {
    const other = await m
      .createQueryBuilder(SubscriptionEntity, 'o')
      .where('o.user_id = :userId AND o.provider_subscription_id <> :id', { userId, id: s.id })
      .andWhere(`o.status IN (:...live)`, { live: LIVE_STATUSES })
      .getOne();
    if (other) {
      deps.log.warn({ userId, kept: other.providerSubscriptionId, cancelled: s.id }, 'second subscription cancelled');
      status = 'canceled';
      sc.afterCommit(() => provider.cancelNow(s.id));
    }
  }

  const next: Partial<SubscriptionEntity> = {
    userId,
    providerSubscriptionId: s.id,
    providerCustomerId: s.customer,
    planId: price.planId,
    priceId: price.id,
    status,
    currentPeriodStart: date(item.current_period_start) as Date,
    currentPeriodEnd: date(item.current_period_end) as Date,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    pastDueSince: status === 'past_due' ? (existing?.pastDueSince ?? now) : null,
    canceledAt: date(s.canceled_at),
    endedAt: status === 'canceled' ? (date(s.ended_at) ?? existing?.endedAt ?? now) : null,
  };
  const saved = existing
    ? await m.save(SubscriptionEntity, { ...existing, ...next })
    : await m.save(SubscriptionEntity, m.create(SubscriptionEntity, next));

  if (userId) {
    const wasLive = existing ? LIVE_STATUSES.includes(existing.status) : false;
    const isLive = LIVE_STATUSES.includes(status);
    if (isLive && saved.cancelAtPeriodEnd && !(existing?.cancelAtPeriodEnd && wasLive)) {
      await reportBillingEvent(
        deps.jobs,
        m,
        userId,
        { kind: 'cancellation-confirmed', subscriptionId: saved.id },
        'Your subscription is cancelled: it stays active until the end of the period',
      );
    }
    // Cancelled, then resumed before the period ended: said as the cancellation was.
    if (isLive && wasLive && existing?.cancelAtPeriodEnd && !saved.cancelAtPeriodEnd) {
      await reportBillingEvent(
        deps.jobs,
        m,
        userId,
        { kind: 'subscription-resumed', subscriptionId: saved.id },
        'Your subscription is resumed: it renews at the end of the period',
      );
    }
    if (status === 'canceled' && wasLive) {
      await reportBillingEvent(
        deps.jobs,
        m,
        userId,
        { kind: 'subscription-ended', subscriptionId: saved.id },
        'Your subscription has ended: you are on the Free plan',
      );
    }
  }
  return saved;
}

function invoiceStatus(status: string | null, attempts: number): PaymentStatusValue | null {
  if (status === 'paid') return 'paid';
  if (status === 'open') return attempts > 0 ? 'failed' : 'open';
  if (status === 'void' || status === 'uncollectible') return 'void';
  return null; // draft: nothing to show yet
}

/** Rewrites our payment row of a subscription invoice; the first time it is paid, records the purchase. */
export async function syncInvoice(sc: SyncContext, invoiceId: string): Promise<void> {
  const { m, provider, deps } = sc;
  const inv = await provider.retrieveInvoice(invoiceId);
  const mapped = invoiceStatus(inv.status, inv.attempt_count);
  const subscriptionId = inv.parent?.subscription_details?.subscription ?? null;
  if (!mapped) return;
  if (subscriptionId) await syncSubscription(sc, subscriptionId);
  const sub = subscriptionId ? await m.findOneBy(SubscriptionEntity, { providerSubscriptionId: subscriptionId }) : null;
  const plan = sub ? await m.findOneBy(PlanEntity, { id: sub.planId }) : null;
  const existing = await m.findOneBy(PaymentEntity, { providerId: inv.id });
  const userId = existing ? existing.userId : (sub?.userId ?? (await userOfCustomer(m, inv.customer)));
  const chargeId = inv.payments?.data[0]?.payment.payment_intent ?? existing?.providerChargeId ?? null;
  // What we knew refunded; what the provider says now is written below, through applyRefundedAmount.
  const refunded = existing?.amountRefundedCents ?? 0;
  const status: PaymentStatusValue = mapped === 'paid' && inv.total > 0 && refunded >= inv.total ? 'refunded' : mapped;
  const wasPaid = existing?.status === 'paid' || existing?.status === 'refunded';
  const description = plan ? `${plan.name} plan` : (inv.lines.data[0]?.description ?? 'Subscription');
  const payment = await m.save(PaymentEntity, {
    ...(existing ?? m.create(PaymentEntity, {})),
    userId,
    kind: 'SUBSCRIPTION' as const,
    providerId: inv.id,
    providerSubscriptionId: subscriptionId,
    providerChargeId: chargeId,
    description,
    amountCents: inv.total,
    amountRefundedCents: refunded,
    currency: CURRENCY,
    // A paid invoice never goes back to failed, whatever order its events come in.
    status: wasPaid && status !== 'refunded' && status !== 'void' ? (existing?.status ?? status) : status,
    hostedUrl: inv.hosted_invoice_url ?? null,
    paidAt: date(inv.status_transitions.paid_at) ?? existing?.paidAt ?? null,
    createdAt: existing?.createdAt ?? (date(inv.created) as Date),
  });
  if (mapped === 'paid' && !wasPaid) {
    await recordServerEvents(m, [
      {
        type: AnalyticsEventType.PURCHASE,
        userId,
        occurredAt: payment.paidAt ?? new Date(),
        properties: purchaseProperties(inv.id, inv.total, [
          { id: plan?.id ?? subscriptionId ?? inv.id, name: plan?.name ?? description, category: 'subscription' },
        ]),
      },
    ]);
    if (userId) {
      await reportBillingEvent(
        deps.jobs,
        m,
        userId,
        { kind: 'receipt', paymentId: payment.id },
        `Payment received: ${formatUsd(payment.amountCents)} for ${description}`,
      );
    }
  }
  if (mapped === 'failed' && !wasPaid && existing?.status !== 'failed' && userId) {
    await reportBillingEvent(
      deps.jobs,
      m,
      userId,
      { kind: 'payment-failed', paymentId: payment.id },
      `Your payment of ${formatUsd(payment.amountCents)} failed: update your card to keep your plan`,
    );
  }
  // A refund's event may have come (and found no payment) before this invoice's, or not come yet.
  if (mapped === 'paid' && chargeId) {
    await applyRefundedAmount(sc, payment.id, await provider.refundedAmount(chargeId));
  }
}

/** The spec's `purchase` event properties (§7): value and prices in dollars, USD. */
export function purchaseProperties(
  transactionId: string,
  totalCents: number,
  items: { id: string; name: string; category: string }[],
): Record<string, unknown> {
  const value = totalCents / 100;
  return {
    transaction_id: transactionId,
    value,
    currency: CURRENCY,
    items: items.map((i) => ({
      item_id: i.id,
      item_name: i.name,
      price: value / items.length,
      currency: CURRENCY,
      item_category: i.category,
    })),
  };
}

/** A completed checkout: links the subscription, or records the item bought. */
export async function syncCheckoutSession(sc: SyncContext, sessionId: string): Promise<void> {
  const { m, provider } = sc;
  const s = await provider.retrieveCheckoutSession(sessionId);
  const ours = await m.findOneBy(CheckoutSessionEntity, { providerSessionId: s.id });
  const userId = ours?.userId ?? null;
  if (ours && s.status && s.status !== ours.status && s.status !== 'open') {
    await m.update(CheckoutSessionEntity, { id: ours.id }, { status: s.status });
  }
  if (s.status !== 'complete' || !userId) return;
  if (s.mode === 'subscription' && s.subscription) await syncSubscription(sc, s.subscription, { userId });
  if (s.mode === 'payment' && s.payment_status === 'paid' && ours?.mediaId) {
    await recordItemPayment(sc, s, userId, ours.mediaId);
  }
}

async function recordItemPayment(
  sc: SyncContext,
  s: ProviderCheckoutSession,
  userId: string,
  mediaId: string,
): Promise<void> {
  const { m, deps, provider } = sc;
  if (await m.existsBy(PaymentEntity, { providerId: s.id })) return;
  const media = await m.findOneBy(MediaEntity, { id: mediaId });
  const amount = s.amount_total ?? 0;
  const payment = await m.save(
    PaymentEntity,
    m.create(PaymentEntity, {
      userId,
      kind: 'ITEM',
      providerId: s.id,
      providerChargeId: s.payment_intent,
      description: media ? `“${media.title}”` : 'An item',
      amountCents: amount,
      amountRefundedCents: 0,
      currency: CURRENCY,
      status: 'paid',
      paidAt: new Date(),
    }),
  );
  await m
    .createQueryBuilder()
    .insert()
    .into(ItemPurchaseEntity)
    .values({ userId, mediaId, paymentId: payment.id, revokedAt: null })
    .orIgnore()
    .execute();
  await recordServerEvents(m, [
    {
      type: AnalyticsEventType.PURCHASE,
      userId,
      properties: purchaseProperties(s.id, amount, [
        { id: mediaId, name: media?.title ?? mediaId, category: (media?.kind ?? 'item').toLowerCase() },
      ]),
    },
  ]);
  await reportBillingEvent(
    deps.jobs,
    m,
    userId,
    { kind: 'receipt', paymentId: payment.id },
    `Payment received: ${formatUsd(amount)} for ${media?.title ?? 'an item'}`,
  );
  // A refund's event may have come (and found no payment) before the checkout's.
  if (s.payment_intent) await applyRefundedAmount(sc, payment.id, await provider.refundedAmount(s.payment_intent));
}

/** A refund: the refunded amount only grows; a full refund of an item takes the item back. */
export async function syncCharge(sc: SyncContext, chargeId: string): Promise<void> {
  const { m, provider } = sc;
  const charge = await provider.retrieveCharge(chargeId);
  if (!charge.payment_intent) return;
  const payment = await m.findOneBy(PaymentEntity, { providerChargeId: charge.payment_intent });
  if (!payment) return;
  await applyRefundedAmount(sc, payment.id, charge.amount_refunded);
}

/**
 * Writes what the provider says is refunded of a payment (its charge's `amount_refunded`): the
 * amount only grows (a late or concurrent writer never lowers it); refunded in full, a paid
 * payment becomes `refunded` and an item bought on its own is taken back. Every write of a
 * refunded amount goes through here: the webhook (`syncCharge`), an admin's refund
 * (refunds.service.ts) and a payment first recorded after its refund (syncInvoice,
 * recordItemPayment).
 *
 * The member is told of each increase, once: the row is locked and read first, so of two writers
 * of the same amount (the admin's refund and its `charge.refunded` event, a retried event) only the
 * first finds it grown; the email and notification are queued in this transaction.
 */
export async function applyRefundedAmount(sc: SyncContext, paymentId: string, amountRefunded: number): Promise<void> {
  const { m, deps } = sc;
  const [before]: { refunded: number }[] = await m.query(
    'SELECT amount_refunded_cents AS refunded FROM payments WHERE id = $1 FOR UPDATE',
    [paymentId],
  );
  if (!before || amountRefunded <= before.refunded) return;
  const [rows]: [
    { user_id: string | null; kind: string; description: string; amount_cents: number; full: boolean }[],
    number,
  ] = await m.query(
    `UPDATE payments
          SET amount_refunded_cents = GREATEST(amount_refunded_cents, $2),
              status = CASE WHEN status = 'paid' AND GREATEST(amount_refunded_cents, $2) >= amount_cents
                            THEN 'refunded' ELSE status END,
              updated_at = now()
        WHERE id = $1
        RETURNING user_id, kind, description, amount_cents,
                  GREATEST(amount_refunded_cents, $2) >= amount_cents AS full`,
    [paymentId, amountRefunded],
  );
  const row = rows[0];
  if (!row) return;
  if (row.full && row.kind === 'ITEM') {
    await m.update(ItemPurchaseEntity, { paymentId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
  if (row.user_id) {
    const amountCents = amountRefunded - before.refunded;
    await reportBillingEvent(
      deps.jobs,
      m,
      row.user_id,
      { kind: 'refund', paymentId, amountCents, refundedCents: amountRefunded, full: row.full },
      `Refunded ${formatUsd(amountCents)} of your ${formatUsd(row.amount_cents)} payment for ${row.description}`,
    );
  }
}

/**
 * The built-in test-mode provider (no Stripe keys): a small Stripe-shaped
 * account in PostgreSQL and its own checkout page ("Test mode — no card is
 * charged"). What the page does (pay, decline, update the card), what time
 * does (renewals, cancellations taking effect) and the refunds an admin makes
 * become Stripe-shaped events, signed with the locally generated secret and
 * handed to the very handler the `/api/stripe/webhook` route uses. Nothing
 * after checkout knows which provider ran.
 *
 * Unlike Stripe, a plan change here does not invoice a proration: the new
 * price applies from the next renewal.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { PlanPriceEntity } from '../plan.entity.js';
import type {
  NewCheckout,
  PaymentProvider,
  ProviderCharge,
  ProviderCheckoutSession,
  ProviderEvent,
  ProviderInvoice,
  ProviderRefund,
  ProviderSubscription,
  Seconds,
} from '../provider.js';
import { TestModeObjectEntity } from './test-object.entity.js';

/** Where the test-mode checkout page lives (client route `test-checkout`). */
export const TEST_CHECKOUT_PATH = '/checkout/test';
const SESSION_LIFETIME_SECONDS = 24 * 3600;

/** Delivers one signed event to the webhook handler, as an HTTP POST from Stripe would. */
export type Deliver = (rawBody: string, signature: string) => Promise<void>;

export interface TestModeProvider extends PaymentProvider {
  /** The checkout page's "Pay" (SUCCEED) or "Decline" button. */
  completeCheckout(sessionId: string, outcome: 'SUCCEED' | 'DECLINE'): Promise<'COMPLETED' | 'DECLINED' | 'NOT_OPEN'>;
  /** The card page's "Save card": pays the customer's open invoices, as Stripe retries them after a card update. */
  updateCard(customer: string): Promise<void>;
  /** Renews or ends every subscription whose period is over (the schedule runs it; tests call it with a later `now`). */
  advanceClock(now?: Date): Promise<number>;
}

/** A refusal shaped as the Stripe SDK's (`type`, `code`, `param`), so billing reads both providers' errors alike. */
function invalidRequest(code: string, message: string, param?: string): Error {
  return Object.assign(new Error(message), { type: 'StripeInvalidRequestError', code, param, statusCode: 400 });
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const secondsOf = (d: Date): Seconds => Math.floor(d.getTime() / 1000);

function addInterval(start: Seconds, interval: string): Seconds {
  const d = new Date(start * 1000);
  if (interval === 'YEAR') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return secondsOf(d);
}

export function testModeProvider(db: DataSource, webhookSecret: string, deliver: Deliver): TestModeProvider {
  const signer = new Stripe('sk_test_signing_only').webhooks;

  async function load<T>(m: EntityManager, objectId: string, type: string, lock = false): Promise<T> {
    const row = await m.findOne(TestModeObjectEntity, {
      where: { id: objectId, type },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!row) throw new Error(`test mode: no such ${type}: ${objectId}`);
    return row.data as T;
  }

  async function save<T extends { id: string; customer?: string | null }>(m: EntityManager, type: string, object: T) {
    await m.upsert(
      TestModeObjectEntity,
      { id: object.id, type, customer: object.customer ?? null, data: object as never },
      ['id'],
    );
  }

  /** Signs and delivers events after the change they report has committed, in order. */
  async function emit(events: { type: string; object: { id: string } }[]): Promise<void> {
    for (const e of events) {
      const event: ProviderEvent = {
        id: id('evt'),
        object: 'event',
        type: e.type,
        created: secondsOf(new Date()),
        data: { object: e.object as ProviderEvent['data']['object'] },
      };
      const payload = JSON.stringify({ ...event, livemode: false, api_version: Stripe.API_VERSION });
      await deliver(payload, signer.generateTestHeaderString({ payload, secret: webhookSecret }));
    }
  }

  async function priceOf(m: EntityManager, priceId: string) {
    const price = await m.findOneBy(PlanPriceEntity, { id: priceId });
    if (!price) throw new Error(`test mode: no such price: ${priceId}`);
    return price;
  }

  /** A paid invoice and its charge for one period of a subscription. */
  async function invoicePeriod(
    m: EntityManager,
    sub: ProviderSubscription,
    amount: number,
    paid: boolean,
    description: string,
  ): Promise<ProviderInvoice> {
    const now = secondsOf(new Date());
    const paymentIntent = id('pi');
    const invoice: ProviderInvoice = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      attempt_count: 1,
      total: amount,
      amount_paid: paid ? amount : 0,
      currency: 'usd',
      created: now,
      hosted_invoice_url: null,
      status_transitions: { paid_at: paid ? now : null },
      parent: { subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { data: [{ description }] },
      payments: { data: [{ payment: { payment_intent: paymentIntent } }] },
    };
    await save(m, 'invoice', invoice);
    if (paid) await saveCharge(m, sub.customer, paymentIntent, amount);
    return invoice;
  }

  async function saveCharge(m: EntityManager, customer: string, paymentIntent: string, amount: number) {
    const charge: ProviderCharge & { customer: string } = {
      id: id('ch'),
      object: 'charge',
      customer,
      payment_intent: paymentIntent,
      amount,
      amount_refunded: 0,
      refunded: false,
    };
    await save(m, 'charge', charge);
  }

  const provider: TestModeProvider = {
    mode: 'TEST',
    webhookSecret,
    async createCustomer(user) {
      const customer = {
        id: id('cus'),
        object: 'customer',
        email: user.email,
        metadata: { framestock_user_id: user.id },
      };
      await save(db.manager, 'customer', customer);
      return customer.id;
    },
    async createCheckoutSession(checkout: NewCheckout) {
      const now = secondsOf(new Date());
      const sessionId = id('cs');
      const line = checkout.line;
      const session: ProviderCheckoutSession & { line: NewCheckout['line'] } = {
        id: sessionId,
        object: 'checkout.session',
        mode: line.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: checkout.customer,
        subscription: null,
        payment_intent: null,
        amount_total: line.mode === 'payment' ? line.amountCents : null,
        currency: 'usd',
        client_reference_id: checkout.reference,
        metadata: {
          framestock_user_id: checkout.userId,
          framestock_checkout_id: checkout.reference,
          ...(line.mode === 'payment' ? { framestock_media_id: line.mediaId } : {}),
        },
        created: now,
        expires_at: now + SESSION_LIFETIME_SECONDS,
        url: `${TEST_CHECKOUT_PATH}?session=${sessionId}`,
        client_secret: null,
        line,
      };
      if (line.mode === 'subscription')
        session.amount_total = (await priceOf(db.manager, line.framestockPriceId)).amountCents;
      await save(db.manager, 'checkout.session', session);
      return session;
    },
    async expireCheckoutSession(sessionId) {
      await db.transaction(async (m) => {
        const s = await load<ProviderCheckoutSession>(m, sessionId, 'checkout.session', true);
        if (s.status === 'open') await save(m, 'checkout.session', { ...s, status: 'expired' });
      });
    },
    retrieveCheckoutSession: (sessionId) => load(db.manager, sessionId, 'checkout.session'),
    retrieveSubscription: (subId) => load(db.manager, subId, 'subscription'),
    retrieveInvoice: (invoiceId) => load(db.manager, invoiceId, 'invoice'),
    retrieveCharge: (chargeId) => load(db.manager, chargeId, 'charge'),
    async refundedAmount(paymentIntent) {
      const row = await db.manager
        .createQueryBuilder(TestModeObjectEntity, 'o')
        .where(`o.type = 'charge' AND o.data->>'payment_intent' = :paymentIntent`, { paymentIntent })
        .getOne();
      return (row?.data as ProviderCharge | undefined)?.amount_refunded ?? 0;
    },
    async refund({ paymentIntent, amountCents, idempotencyKey, metadata }) {
      const result = await db.transaction(async (m) => {
        const row = await m
          .createQueryBuilder(TestModeObjectEntity, 'o')
          .setLock('pessimistic_write')
          .where(`o.type = 'charge' AND o.data->>'payment_intent' = :paymentIntent`, { paymentIntent })
          .getOne();
        if (!row)
          throw invalidRequest('resource_missing', `No such payment_intent: '${paymentIntent}'`, 'payment_intent');
        // The same key answers the same refund again, as Stripe's idempotency keys do.
        const earlier = await m
          .createQueryBuilder(TestModeObjectEntity, 'o')
          .where(`o.type = 'refund' AND o.data->>'idempotency_key' = :idempotencyKey`, { idempotencyKey })
          .getOne();
        if (earlier) return { refund: earlier.data as unknown as ProviderRefund, events: [] };
        const charge = row.data as unknown as ProviderCharge & { customer: string };
        const left = charge.amount - charge.amount_refunded;
        if (!Number.isInteger(amountCents) || amountCents <= 0) {
          throw invalidRequest('parameter_invalid_integer', 'Invalid positive integer', 'amount');
        }
        if (left <= 0)
          throw invalidRequest('charge_already_refunded', `Charge ${charge.id} has already been refunded.`);
        if (amountCents > left) {
          throw invalidRequest(
            'amount_too_large',
            `Refund amount ($${(amountCents / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
            'amount',
          );
        }
        const refunded = charge.amount_refunded + amountCents;
        const next = { ...charge, amount_refunded: refunded, refunded: refunded >= charge.amount };
        await save(m, 'charge', next);
        const refund: ProviderRefund & { metadata: Record<string, string>; created: Seconds } = {
          id: id('re'),
          object: 'refund',
          amount: amountCents,
          charge: charge.id,
          payment_intent: paymentIntent,
          status: 'succeeded',
          metadata,
          created: secondsOf(new Date()),
        };
        await save(m, 'refund', { ...refund, idempotency_key: idempotencyKey });
        return { refund, events: [{ type: 'charge.refunded', object: next }] };
      });
      await emit(result.events);
      const { idempotency_key: _key, ...refund } = result.refund as ProviderRefund & { idempotency_key?: string };
      return refund;
    },

    async completeCheckout(sessionId, outcome) {
      const result = await db.transaction(async (m) => {
        const s = await load<ProviderCheckoutSession & { line: NewCheckout['line'] }>(
          m,
          sessionId,
          'checkout.session',
          true,
        );
        if (s.status !== 'open' || s.expires_at < secondsOf(new Date())) return { outcome: 'NOT_OPEN' as const };
        // A declined card leaves the session open to try again, as Stripe Checkout does.
        if (outcome === 'DECLINE') return { outcome: 'DECLINED' as const };
        const events: { type: string; object: { id: string } }[] = [];
        const completed = { ...s, status: 'complete' as const, payment_status: 'paid' };
        if (s.line.mode === 'subscription') {
          const price = await priceOf(m, s.line.framestockPriceId);
          const now = secondsOf(new Date());
          const sub: ProviderSubscription = {
            id: id('sub'),
            object: 'subscription',
            customer: s.customer as string,
            status: 'active',
            cancel_at_period_end: false,
            canceled_at: null,
            ended_at: null,
            created: now,
            metadata: { framestock_user_id: s.metadata?.framestock_user_id ?? '', framestock_price_id: price.id },
            items: {
              data: [
                {
                  id: id('si'),
                  price: { id: price.id, metadata: { framestock_price_id: price.id } },
                  current_period_start: now,
                  current_period_end: addInterval(now, price.interval),
                },
              ],
            },
          };
          await save(m, 'subscription', sub);
          const invoice = await invoicePeriod(m, sub, price.amountCents, true, 'Subscription');
          completed.subscription = sub.id;
          events.push(
            { type: 'checkout.session.completed', object: completed },
            { type: 'customer.subscription.created', object: sub },
            { type: 'invoice.paid', object: invoice },
          );
        } else {
          completed.payment_intent = id('pi');
          await saveCharge(m, s.customer as string, completed.payment_intent, s.amount_total ?? 0);
          events.push({ type: 'checkout.session.completed', object: completed });
        }
        await save(m, 'checkout.session', completed);
        return { outcome: 'COMPLETED' as const, events };
      });
      if (result.outcome === 'COMPLETED') await emit(result.events);
      return result.outcome;
    },

    async setCancelAtPeriodEnd(subId, cancel) {
      const sub = await db.transaction(async (m) => {
        const s = await load<ProviderSubscription>(m, subId, 'subscription', true);
        const next = { ...s, cancel_at_period_end: cancel, canceled_at: cancel ? secondsOf(new Date()) : null };
        await save(m, 'subscription', next);
        return next;
      });
      await emit([{ type: 'customer.subscription.updated', object: sub }]);
    },
    async changePrice(subId, _providerPriceId, framestockPriceId) {
      const sub = await db.transaction(async (m) => {
        const s = await load<ProviderSubscription>(m, subId, 'subscription', true);
        const [item] = s.items.data;
        if (!item) throw new Error(`test mode: subscription ${subId} has no item`);
        const next: ProviderSubscription = {
          ...s,
          metadata: { ...s.metadata, framestock_price_id: framestockPriceId },
          items: {
            data: [{ ...item, price: { id: framestockPriceId, metadata: { framestock_price_id: framestockPriceId } } }],
          },
        };
        await save(m, 'subscription', next);
        return next;
      });
      await emit([{ type: 'customer.subscription.updated', object: sub }]);
    },
    async cancelNow(subId) {
      const sub = await db.transaction(async (m) => {
        const s = await load<ProviderSubscription>(m, subId, 'subscription', true);
        if (s.status === 'canceled') return null;
        const now = secondsOf(new Date());
        const next = { ...s, status: 'canceled', canceled_at: s.canceled_at ?? now, ended_at: now };
        await save(m, 'subscription', next);
        return next;
      });
      if (sub) await emit([{ type: 'customer.subscription.deleted', object: sub }]);
    },
    async paymentMethodUrl(customer) {
      return `${TEST_CHECKOUT_PATH}?card=${encodeURIComponent(customer)}`;
    },
    async syncPlan() {
      // Test mode refers to our own price ids; there is nothing to create.
      return { productId: null, priceIds: {} };
    },

    async updateCard(customer) {
      const events = await db.transaction(async (m) => {
        const rows = await m.find(TestModeObjectEntity, {
          where: { customer, type: 'invoice' },
          lock: { mode: 'pessimistic_write' },
        });
        const out: { type: string; object: { id: string } }[] = [];
        for (const row of rows) {
          const inv = row.data as unknown as ProviderInvoice;
          if (inv.status !== 'open') continue;
          const now = secondsOf(new Date());
          const paid: ProviderInvoice = {
            ...inv,
            status: 'paid',
            amount_paid: inv.total,
            status_transitions: { paid_at: now },
          };
          await save(m, 'invoice', paid);
          const intent = paid.payments?.data[0]?.payment.payment_intent;
          if (intent) await saveCharge(m, customer, intent, inv.total);
          out.push({ type: 'invoice.paid', object: paid });
          const subId = inv.parent?.subscription_details?.subscription;
          if (subId) {
            const sub = await load<ProviderSubscription>(m, subId, 'subscription', true);
            if (sub.status === 'past_due') {
              const active = { ...sub, status: 'active' };
              await save(m, 'subscription', active);
              out.push({ type: 'customer.subscription.updated', object: active });
            }
          }
        }
        return out;
      });
      await emit(events);
    },

    async advanceClock(now = new Date()) {
      const due = await db.manager
        .createQueryBuilder(TestModeObjectEntity, 'o')
        .where(`o.type = 'subscription'`)
        .andWhere(`o.data->>'status' IN ('active', 'trialing', 'past_due')`)
        .andWhere(`(o.data->'items'->'data'->0->>'current_period_end')::bigint <= :now`, { now: secondsOf(now) })
        .getMany();
      for (const row of due) {
        const events = await db.transaction(async (m) => {
          const s = await load<ProviderSubscription>(m, row.id, 'subscription', true);
          const [item] = s.items.data;
          if (!item || item.current_period_end > secondsOf(now) || s.status === 'canceled') return [];
          if (s.cancel_at_period_end) {
            const ended = { ...s, status: 'canceled', ended_at: item.current_period_end };
            await save(m, 'subscription', ended);
            return [{ type: 'customer.subscription.deleted', object: ended }];
          }
          const price = await priceOf(m, item.price.metadata.framestock_price_id ?? item.price.id);
          const renewed: ProviderSubscription = {
            ...s,
            status: 'active',
            items: {
              data: [
                {
                  ...item,
                  current_period_start: item.current_period_end,
                  current_period_end: addInterval(item.current_period_end, price.interval),
                },
              ],
            },
          };
          await save(m, 'subscription', renewed);
          const invoice = await invoicePeriod(m, renewed, price.amountCents, true, 'Subscription renewal');
          return [
            { type: 'invoice.paid', object: invoice },
            { type: 'customer.subscription.updated', object: renewed },
          ];
        });
        await emit(events);
      }
      return due.length;
    },
  };
  return provider;
}

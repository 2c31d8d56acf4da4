/**
 * Starting a checkout, for a plan or for one item. Idempotent per member and
 * purpose: under a per-member lock, an open session for the same thing is
 * returned again (double clicks, retries); the provider call carries our row
 * id as its idempotency key. At most one subscription checkout is open per
 * member: choosing another plan expires the previous session first.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { UserEntity } from '../accounts/index.js';
import { MediaEntity } from '../catalog/index.js';
import {
  type Checkout,
  CheckoutErrorCode,
  type CheckoutPayload,
  type StartItemCheckoutInput,
  type StartSubscriptionCheckoutInput,
} from './billing.types.js';
import { CheckoutSessionEntity } from './checkout-session.entity.js';
import { BillingCustomerEntity } from './customer.entity.js';
import { entitlementOf } from './entitlement.js';
import { CURRENCY } from './money.js';
import { PlanEntity, PlanPriceEntity } from './plan.entity.js';
import type { BillingInterval } from './plans.types.js';
import { isProviderError, type NewCheckout, providerPriceIdOf } from './provider.js';
import { providerOf } from './provider-registry.js';
import { LIVE_STATUSES, SubscriptionEntity } from './subscription.entity.js';

/** Where Stripe returns the member after paying (the members' checkout page reads `session_id`). */
export const CHECKOUT_RETURN_PATH = '/members/checkout';

const refuse = (code: CheckoutErrorCode, message: string, field: string | null = null): CheckoutPayload => ({
  checkout: null,
  errors: [userError(code, message, field)],
});

export function siteOrigin(ctx: Context): string {
  return ctx.app.config.siteUrl ?? `${ctx.req.protocol}://${ctx.req.get('host')}`;
}

async function viewerId(ctx: Context): Promise<{ id: string; email: string }> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new Error('checkout needs a viewer (the schema requires MEMBER)');
  const user = await ctx.app.db.manager.findOneByOrFail(UserEntity, { id: viewer.id });
  return { id: user.id, email: user.email };
}

/** The member's provider customer, created on first checkout (once: the provider call is idempotent too). */
async function customerOf(ctx: Context, m: EntityManager, user: { id: string; email: string }): Promise<string> {
  const existing = await m.findOneBy(BillingCustomerEntity, { userId: user.id });
  if (existing) return existing.providerCustomerId;
  const id = await providerOf(ctx.app).createCustomer(user);
  await m.insert(BillingCustomerEntity, { userId: user.id, providerCustomerId: id });
  return id;
}

export async function hasLiveSubscription(m: EntityManager, userId: string): Promise<boolean> {
  return m
    .createQueryBuilder(SubscriptionEntity, 's')
    .where('s.user_id = :userId AND s.status IN (:...live)', { userId, live: LIVE_STATUSES })
    .getExists();
}

export async function startSubscriptionCheckout(
  ctx: Context,
  input: StartSubscriptionCheckoutInput,
): Promise<CheckoutPayload> {
  if (input.currency.toUpperCase() !== CURRENCY) {
    return refuse(CheckoutErrorCode.UNSUPPORTED_CURRENCY, 'Framestock charges in US dollars (USD) only.', 'currency');
  }
  const plan = isUuid(input.planId) ? await ctx.app.db.manager.findOneBy(PlanEntity, { id: input.planId }) : null;
  if (!plan) return refuse(CheckoutErrorCode.PLAN_NOT_FOUND, 'This plan does not exist.', 'planId');
  if (plan.isFree)
    return refuse(CheckoutErrorCode.FREE_PLAN, 'The Free plan is yours already: no payment needed.', 'planId');
  if (!plan.active) return refuse(CheckoutErrorCode.PLAN_ARCHIVED, 'This plan is no longer offered.', 'planId');
  const price = await ctx.app.db.manager.findOneBy(PlanPriceEntity, {
    planId: plan.id,
    interval: input.interval,
    current: true,
  });
  if (!price) return refuse(CheckoutErrorCode.PLAN_ARCHIVED, 'This plan has no price for that period.', 'interval');
  return openCheckout(ctx, {
    purpose: 'subscription',
    planPriceId: price.id,
    mediaId: null,
    description: `${plan.name} plan`,
    amountCents: price.amountCents,
    interval: input.interval,
    precheck: async (m, userId) =>
      (await hasLiveSubscription(m, userId))
        ? refuse(
            CheckoutErrorCode.ALREADY_SUBSCRIBED,
            'You already have a subscription: change your plan instead.',
            'planId',
          )
        : null,
    line: {
      mode: 'subscription',
      providerPriceId: providerPriceIdOf(price),
      framestockPriceId: price.id,
      planId: plan.id,
    },
  });
}

export async function startItemCheckout(ctx: Context, input: StartItemCheckoutInput): Promise<CheckoutPayload> {
  if (input.currency.toUpperCase() !== CURRENCY) {
    return refuse(CheckoutErrorCode.UNSUPPORTED_CURRENCY, 'Framestock charges in US dollars (USD) only.', 'currency');
  }
  const media = isUuid(input.mediaId)
    ? await ctx.app.db.manager.findOneBy(MediaEntity, { id: input.mediaId, status: 'PUBLISHED' })
    : null;
  if (!media) return refuse(CheckoutErrorCode.ITEM_NOT_FOUND, 'This item does not exist.', 'mediaId');
  if (!isForSale(media)) {
    return refuse(
      CheckoutErrorCode.ITEM_NOT_FOR_SALE,
      media.access === 'FREE' ? 'This item is free with an account.' : 'This item is included in plans only.',
      'mediaId',
    );
  }
  return openCheckout(ctx, {
    purpose: `item:${media.id}`,
    planPriceId: null,
    mediaId: media.id,
    description: `“${media.title}”`,
    amountCents: media.priceCents,
    interval: null,
    precheck: async (m, userId) => {
      const e = await entitlementOf(m, userId, { graceDays: ctx.app.config.billing.pastDueGraceDays });
      if (e.ownsItem(media.id))
        return refuse(CheckoutErrorCode.ALREADY_OWNED, 'You bought this item already.', 'mediaId');
      if (e.includesPremium) {
        return refuse(CheckoutErrorCode.ALREADY_INCLUDED, `Your ${e.plan.name} plan includes this item.`, 'mediaId');
      }
      return null;
    },
    line: { mode: 'payment', mediaId: media.id, name: media.title, amountCents: media.priceCents, kind: media.kind },
  });
}

/** The one rule of single-item sales: a PREMIUM item with a price. FREE items are free, whatever their price. */
export function isForSale(media: Pick<MediaEntity, 'access' | 'priceCents'>): boolean {
  return media.access === 'PREMIUM' && media.priceCents > 0;
}

interface Purpose {
  purpose: string;
  planPriceId: string | null;
  mediaId: string | null;
  description: string;
  amountCents: number;
  interval: BillingInterval | null;
  precheck(m: EntityManager, userId: string): Promise<CheckoutPayload | null>;
  line: NewCheckout['line'];
}

async function openCheckout(ctx: Context, p: Purpose): Promise<CheckoutPayload> {
  const user = await viewerId(ctx);
  const provider = providerOf(ctx.app);
  try {
    return await ctx.app.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('billing:checkout:' || $1))`, [user.id]);
      const refused = await p.precheck(m, user.id);
      if (refused) return refused;
      const open = await m.findOneBy(CheckoutSessionEntity, { userId: user.id, purpose: p.purpose, status: 'open' });
      if (open && open.expiresAt > new Date() && open.planPriceId === p.planPriceId) {
        return { checkout: toCheckout(open, p), errors: [] };
      }
      if (open) {
        // Another plan chosen (or the session ran out): only one subscription checkout may be payable at once.
        await provider.expireCheckoutSession(open.providerSessionId);
        await m.update(CheckoutSessionEntity, { id: open.id }, { status: 'expired' });
      }
      const reference = randomUUID();
      const customer = await customerOf(ctx, m, user);
      const origin = siteOrigin(ctx);
      const session = await provider.createCheckoutSession({
        customer,
        reference,
        userId: user.id,
        successUrl: `${origin}${CHECKOUT_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/members/pricing`,
        line: p.line,
      });
      const row = await m.save(
        m.create(CheckoutSessionEntity, {
          id: reference,
          userId: user.id,
          purpose: p.purpose,
          planPriceId: p.planPriceId,
          mediaId: p.mediaId,
          providerSessionId: session.id,
          url: session.url,
          clientSecret: session.client_secret,
          status: 'open',
          expiresAt: new Date(session.expires_at * 1000),
        }),
      );
      return { checkout: toCheckout(row, p), errors: [] };
    });
  } catch (err) {
    if (isProviderError(err)) {
      ctx.log.warn({ err }, 'checkout: payment provider failed');
      return refuse(CheckoutErrorCode.PROVIDER_UNAVAILABLE, 'Payments are unavailable for a moment. Try again.');
    }
    throw err;
  }
}

function toCheckout(
  row: CheckoutSessionEntity,
  p: Pick<Purpose, 'description' | 'amountCents' | 'interval' | 'mediaId'>,
): Checkout {
  return {
    id: row.providerSessionId,
    url: row.url,
    clientSecret: row.clientSecret,
    status: row.status,
    description: p.description,
    amountCents: p.amountCents,
    interval: p.interval,
    mediaId: p.mediaId,
  };
}

/**
 * One of the viewer's checkouts, re-read from the provider (the return page
 * polls it): a completed session is applied here too, through the webhook's
 * own sync, so the page does not wait for the webhook to arrive.
 */
export async function viewerCheckout(ctx: Context, providerSessionId: string): Promise<Checkout | null> {
  const user = await viewerId(ctx);
  const row = await ctx.app.db.manager.findOneBy(CheckoutSessionEntity, { providerSessionId, userId: user.id });
  if (!row) return null;
  return describeCheckout(ctx, row);
}

export async function describeCheckout(ctx: Context, row: CheckoutSessionEntity): Promise<Checkout> {
  const m = ctx.app.db.manager;
  const price = row.planPriceId ? await m.findOneBy(PlanPriceEntity, { id: row.planPriceId }) : null;
  const plan = price ? await m.findOneBy(PlanEntity, { id: price.planId }) : null;
  const media = row.mediaId ? await m.findOneBy(MediaEntity, { id: row.mediaId }) : null;
  return toCheckout(row, {
    description: plan ? `${plan.name} plan` : media ? `“${media.title}”` : 'Checkout',
    amountCents: price?.amountCents ?? media?.priceCents ?? 0,
    interval: (price?.interval as BillingInterval | undefined) ?? null,
    mediaId: row.mediaId,
  });
}

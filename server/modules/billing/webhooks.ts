/**
 * Provider webhooks: `POST /api/stripe/webhook` (and the test-mode provider,
 * which calls `receiveWebhook` directly with the same signed bytes).
 *
 * - The `Stripe-Signature` header is checked against the raw body with the
 *   SDK (HMAC-SHA256, 5-minute tolerance): missing, wrong or stale → 400 and
 *   nothing changes.
 * - Each event id is recorded once, in the transaction that handles it; a
 *   repeat answers 200 without doing anything.
 * - Handling re-reads the object from the provider under a per-customer lock
 *   (sync.ts), so the final state does not depend on the order events arrive in.
 */
import Stripe from 'stripe';
import type { AppDeps } from '../../graphql/context.js';
import type { PaymentProvider, ProviderEvent } from './provider.js';
import {
  lockCustomer,
  type SyncContext,
  syncCharge,
  syncCheckoutSession,
  syncInvoice,
  syncSubscription,
} from './sync.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

/** Stripe's default tolerance: events signed more than 5 minutes ago are refused (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
] as const;

export type WebhookOutcome =
  | { status: 200; result: 'handled' | 'duplicate' | 'ignored' }
  | { status: 400; error: string };

export async function receiveWebhook(
  deps: AppDeps,
  provider: PaymentProvider,
  rawBody: Buffer | string,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!signature) return { status: 400, error: 'Missing Stripe-Signature header.' };
  let event: ProviderEvent;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      provider.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    ) as unknown as ProviderEvent;
  } catch (err) {
    deps.log.warn({ err: (err as Error).message }, 'webhook refused: bad signature');
    return { status: 400, error: 'Invalid or expired signature.' };
  }
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return { status: 200, result: 'ignored' };
  return { status: 200, result: await handleEvent(deps, provider, event) };
}

/** Handles one verified event once; the caller has checked its signature. */
export async function handleEvent(
  deps: AppDeps,
  provider: PaymentProvider,
  event: ProviderEvent,
): Promise<'handled' | 'duplicate'> {
  const object = event.data.object;
  const customer = typeof object.customer === 'string' ? object.customer : null;
  const later: (() => Promise<void>)[] = [];
  const outcome = await deps.db.transaction(async (m) => {
    if (customer) await lockCustomer(m, customer);
    const inserted = await m
      .createQueryBuilder()
      .insert()
      .into(WebhookEventEntity)
      .values({ id: event.id, type: event.type })
      .orIgnore()
      .returning('id')
      .execute();
    if (inserted.raw.length === 0) return 'duplicate' as const;
    const sc: SyncContext = { deps, provider, m, afterCommit: (fn) => later.push(fn) };
    const id = String(object.id);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.expired':
        await syncCheckoutSession(sc, id);
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await syncSubscription(sc, id);
        break;
      case 'invoice.paid':
      case 'invoice.payment_failed':
        await syncInvoice(sc, id);
        break;
      case 'charge.refunded':
        await syncCharge(sc, id);
        break;
    }
    return 'handled' as const;
  });
  for (const fn of later) {
    await fn().catch((err: unknown) => deps.log.error({ err, event: event.id }, 'webhook follow-up failed'));
  }
  return outcome;
}

/**
 * Applies a checkout session as its completion event would (the return page
 * asks for this, so a member does not wait for the webhook). Idempotent, and
 * serialised with the webhooks of the same customer.
 */
export async function applyCheckoutSession(
  deps: AppDeps,
  provider: PaymentProvider,
  sessionId: string,
  customer: string,
): Promise<void> {
  const later: (() => Promise<void>)[] = [];
  await deps.db.transaction(async (m) => {
    await lockCustomer(m, customer);
    await syncCheckoutSession({ deps, provider, m, afterCommit: (fn) => later.push(fn) }, sessionId);
  });
  for (const fn of later) await fn();
}

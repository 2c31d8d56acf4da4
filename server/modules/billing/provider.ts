/**
 * The payment provider as billing sees it: Stripe (stripe-provider.ts) or the
 * built-in test mode (test-mode/). Both answer with Stripe-shaped objects (the
 * subset below) and both deliver Stripe-shaped, signed webhook events to the
 * same handler (webhooks.ts), so everything after checkout runs one code path.
 */

/** Unix seconds, as Stripe sends times. */
export type Seconds = number;

export interface ProviderPrice {
  id: string;
  metadata: Record<string, string>;
}

export interface ProviderSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: Seconds | null;
  ended_at: Seconds | null;
  created: Seconds;
  metadata: Record<string, string>;
  items: { data: { id: string; price: ProviderPrice; current_period_start: Seconds; current_period_end: Seconds }[] };
}

export interface ProviderInvoice {
  id: string;
  object: 'invoice';
  customer: string | null;
  status: string | null;
  attempt_count: number;
  total: number;
  amount_paid: number;
  currency: string;
  created: Seconds;
  hosted_invoice_url?: string | null;
  status_transitions: { paid_at: Seconds | null };
  parent: { subscription_details: { subscription: string; metadata?: Record<string, string> | null } | null } | null;
  lines: { data: { description: string | null }[] };
  /** Present when retrieved with `expand: ['payments']`. */
  payments?: { data: { payment: { payment_intent?: string | null } }[] };
}

export interface ProviderCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription' | 'payment' | string;
  status: 'open' | 'complete' | 'expired' | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required' | string;
  customer: string | null;
  subscription: string | null;
  payment_intent: string | null;
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
  created: Seconds;
  expires_at: Seconds;
  url: string | null;
  client_secret: string | null;
}

export interface ProviderCharge {
  id: string;
  object: 'charge';
  payment_intent: string | null;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
}

export interface ProviderRefund {
  id: string;
  object: 'refund';
  /** What this refund gave back, cents. */
  amount: number;
  charge: string | null;
  payment_intent: string | null;
  status: string | null;
}

export interface ProviderEvent {
  id: string;
  object: 'event';
  type: string;
  created: Seconds;
  data: { object: { id?: string; object?: string } & Record<string, unknown> };
}

export interface NewCheckout {
  customer: string;
  /** Our checkout_sessions row id: the idempotency key, and how the session finds its way back. */
  reference: string;
  userId: string;
  successUrl: string;
  cancelUrl: string;
  line:
    | { mode: 'subscription'; providerPriceId: string; framestockPriceId: string; planId: string }
    | { mode: 'payment'; mediaId: string; name: string; amountCents: number; kind: string };
}

export interface NewRefund {
  /** The payment intent the payment was charged on (our `payments.provider_charge_id`). */
  paymentIntent: string;
  /** Cents to give back, at most what is not refunded yet. */
  amountCents: number;
  /**
   * Derived from our payment's state (its id, what was refunded before, this amount): a retried
   * request never refunds twice. The other parameters must be the same for the same key.
   */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PlanForSync {
  id: string;
  name: string;
  description: string;
  active: boolean;
  providerProductId: string | null;
  prices: { id: string; interval: 'MONTH' | 'YEAR'; amountCents: number; providerPriceId: string | null }[];
}

export interface PaymentProvider {
  readonly mode: 'STRIPE' | 'TEST';
  /** The secret webhook events are signed with. */
  readonly webhookSecret: string;
  createCustomer(user: { id: string; email: string }): Promise<string>;
  createCheckoutSession(checkout: NewCheckout): Promise<ProviderCheckoutSession>;
  expireCheckoutSession(id: string): Promise<void>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  retrieveInvoice(id: string): Promise<ProviderInvoice>;
  retrieveCharge(id: string): Promise<ProviderCharge>;
  /** How much of a payment intent's charge has been refunded (0 when none): refunds may arrive before the payment's own events. */
  refundedAmount(paymentIntent: string): Promise<number>;
  /**
   * Gives back part or all of a payment intent's charge, as Stripe's `POST /v1/refunds`: the charge's
   * `amount_refunded` grows and a `charge.refunded` event follows. Refusals are provider errors with
   * Stripe's codes (`amount_too_large`, `charge_already_refunded`: see `refundRefusal`).
   */
  refund(refund: NewRefund): Promise<ProviderRefund>;
  /** Cancel at period end (true) or undo that (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, idempotencyKey: string): Promise<void>;
  /** Move to another price; the provider prorates. */
  changePrice(
    subscriptionId: string,
    providerPriceId: string,
    framestockPriceId: string,
    idempotencyKey: string,
  ): Promise<void>;
  cancelNow(subscriptionId: string): Promise<void>;
  /** Where the member updates their card (Stripe Billing Portal; the test-mode page otherwise). */
  paymentMethodUrl(customer: string, returnUrl: string): Promise<string>;
  /**
   * Creates the plan's product and any price without a provider id, idempotently
   * (keyed by our ids: a retried save never makes a second product or price).
   * Returns the provider ids to store. Test mode uses our own ids.
   */
  syncPlan(plan: PlanForSync): Promise<{ productId: string | null; priceIds: Record<string, string> }>;
}

/** The provider price id a subscription or checkout refers to: Stripe's, or ours in test mode. */
export function providerPriceIdOf(price: { id: string; providerPriceId: string | null }): string {
  return price.providerPriceId ?? price.id;
}

/** An error from the provider's API (Stripe's SDK errors: network, rate limit, API): the caller says "try again". */
export function isProviderError(err: unknown): boolean {
  const type = (err as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith('Stripe');
}

/**
 * Why the provider refused a refund, when it was about the amount (Stripe's error codes): it knows
 * refunds we have not heard of yet (made in Stripe's dashboard, their event still on its way).
 */
export function refundRefusal(err: unknown): 'amount_too_large' | 'charge_already_refunded' | null {
  if (!isProviderError(err)) return null;
  const code = (err as { code?: unknown }).code;
  return code === 'amount_too_large' || code === 'charge_already_refunded' ? code : null;
}

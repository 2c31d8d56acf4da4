/**
 * Stripe through its official SDK. Checkout is Stripe Checkout in embedded
 * mode (`ui_mode: 'embedded_page'`): Stripe renders and hosts the card form
 * (PCI SAQ A, 3-D Secure, wallets), creates the subscription itself and tells
 * us by webhook — the same path the test-mode provider drives. Every write
 * carries an idempotency key derived from our own row ids, so a retried
 * request never creates a second object at Stripe.
 */
import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import type {
  NewCheckout,
  PaymentProvider,
  PlanForSync,
  ProviderCharge,
  ProviderCheckoutSession,
  ProviderInvoice,
  ProviderRefund,
  ProviderSubscription,
} from './provider.js';

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Framestock' },
  });
  // The SDK's types are the whole API; billing reads the documented subset in provider.ts.
  const as = <T>(v: unknown) => v as T;
  return {
    mode: 'STRIPE',
    webhookSecret: config.webhookSecret,
    async createCustomer(user) {
      const c = await stripe.customers.create(
        { email: user.email, metadata: { framestock_user_id: user.id } },
        { idempotencyKey: `customer:${user.id}` },
      );
      return c.id;
    },
    async createCheckoutSession(checkout: NewCheckout) {
      const metadata = { framestock_user_id: checkout.userId, framestock_checkout_id: checkout.reference };
      const line = checkout.line;
      const session = await stripe.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          customer: checkout.customer,
          client_reference_id: checkout.reference,
          return_url: checkout.successUrl,
          metadata: line.mode === 'payment' ? { ...metadata, framestock_media_id: line.mediaId } : { ...metadata },
          ...(line.mode === 'subscription'
            ? {
                mode: 'subscription',
                line_items: [{ price: line.providerPriceId, quantity: 1 }],
                subscription_data: {
                  metadata: { framestock_user_id: checkout.userId, framestock_price_id: line.framestockPriceId },
                },
              }
            : {
                mode: 'payment',
                invoice_creation: { enabled: false },
                line_items: [
                  {
                    quantity: 1,
                    price_data: {
                      currency: 'usd',
                      unit_amount: line.amountCents,
                      product_data: { name: line.name, metadata: { framestock_media_id: line.mediaId } },
                    },
                  },
                ],
              }),
        },
        { idempotencyKey: `checkout:${checkout.reference}` },
      );
      return as<ProviderCheckoutSession>(session);
    },
    async expireCheckoutSession(id) {
      const s = await stripe.checkout.sessions.retrieve(id);
      if (s.status === 'open') await stripe.checkout.sessions.expire(id);
    },
    async retrieveCheckoutSession(id) {
      return as<ProviderCheckoutSession>(await stripe.checkout.sessions.retrieve(id));
    },
    async retrieveSubscription(id) {
      return as<ProviderSubscription>(await stripe.subscriptions.retrieve(id));
    },
    async retrieveInvoice(id) {
      return as<ProviderInvoice>(await stripe.invoices.retrieve(id, { expand: ['payments'] }));
    },
    async retrieveCharge(id) {
      return as<ProviderCharge>(await stripe.charges.retrieve(id));
    },
    async refundedAmount(paymentIntent) {
      const pi = await stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] });
      const charge = pi.latest_charge;
      return charge && typeof charge === 'object' ? charge.amount_refunded : 0;
    },
    async refund({ paymentIntent, amountCents, idempotencyKey, metadata }) {
      const r = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountCents, metadata },
        { idempotencyKey },
      );
      const idOf = (v: string | { id: string } | null) => (v && typeof v === 'object' ? v.id : v);
      return as<ProviderRefund>({
        id: r.id,
        object: 'refund',
        amount: r.amount,
        charge: idOf(r.charge),
        payment_intent: idOf(r.payment_intent),
        status: r.status,
      });
    },
    async setCancelAtPeriodEnd(id, cancel, idempotencyKey) {
      await stripe.subscriptions.update(id, { cancel_at_period_end: cancel }, { idempotencyKey });
    },
    async changePrice(id, providerPriceId, framestockPriceId, idempotencyKey) {
      const sub = await stripe.subscriptions.retrieve(id);
      const item = sub.items.data[0];
      await stripe.subscriptions.update(
        id,
        {
          items: [{ ...(item ? { id: item.id } : {}), price: providerPriceId }],
          proration_behavior: 'create_prorations',
          metadata: { framestock_price_id: framestockPriceId },
        },
        { idempotencyKey },
      );
    },
    async cancelNow(id) {
      await stripe.subscriptions.cancel(id);
    },
    async paymentMethodUrl(customer, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
      return portal.url;
    },
    async syncPlan(plan: PlanForSync) {
      const productId =
        plan.providerProductId ??
        (
          await stripe.products.create(
            { name: plan.name, description: plan.description || undefined, metadata: { framestock_plan_id: plan.id } },
            { idempotencyKey: `product:${plan.id}` },
          )
        ).id;
      if (plan.providerProductId) {
        await stripe.products.update(productId, {
          name: plan.name,
          description: plan.description || undefined,
          active: plan.active,
        });
      }
      const priceIds: Record<string, string> = {};
      for (const price of plan.prices) {
        if (price.providerPriceId) continue;
        const created = await stripe.prices.create(
          {
            product: productId,
            currency: 'usd',
            unit_amount: price.amountCents,
            recurring: { interval: price.interval === 'YEAR' ? 'year' : 'month' },
            metadata: { framestock_price_id: price.id },
          },
          { idempotencyKey: `price:${price.id}` },
        );
        priceIds[price.id] = created.id;
      }
      return { productId, priceIds };
    },
  };
}

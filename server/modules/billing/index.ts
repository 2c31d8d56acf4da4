/**
 * Billing: plans and their immutable prices, checkout (Stripe Checkout, or
 * the built-in test mode), subscriptions kept in step by webhooks, payments
 * and receipts, items bought one by one, and the entitlement every other
 * feature asks.
 *
 * What other modules use (import from here only):
 *
 * - `entitlementOf(db | manager, userId, { graceDays, now? })` → `Entitlement`:
 *   the plan in force (Free without a running subscription: FREE items and the
 *   Free allowance), its licence (PERSONAL | COMMERCIAL), monthly download
 *   allowance and converter limits (max file bytes, minutes per month), the
 *   subscription status (ACTIVE, TRIALING, PAST_DUE + `inGrace`, CANCELED,
 *   INCOMPLETE, NONE), `includesPremium`, the allowance `period` {start, end}
 *   (count downloads in it; show "resets <end>"), and `ownsItem(mediaId)` /
 *   `ownedItemIds` for items bought one by one, and `covers(item)`: the download
 *   rule (FREE: any member; PREMIUM: paid plan in force, or bought). `graceDays` is
 *   `config.billing.pastDueGraceDays`. Downloads enforce SUBSCRIPTION_REQUIRED
 *   and the allowance with this and nothing else; the converter reads its limits.
 * - `billingMetrics(manager)` → MRR, running subscribers, new and churned in 30
 *   days, 30-day revenue (admin dashboard); also the ADMIN query `billingMetrics`.
 * - For the admin console: `billingOf(ctx, userId)` (a member's plan and
 *   subscription as they see it), `paymentsOf(ctx, userId, args)`,
 *   `cancelSubscriptionFor(ctx, userId, input)` (audited), and
 *   `subscribedCondition(userIdColumn, { onPlan })` (SQL: a running subscription,
 *   on the plan bound as `:planId` with onPlan).
 * - Refunds: the ADMIN mutation `refundPayment` (refunds.service.ts; the admin
 *   user page's payments list) refunds all or part of a paid payment through the
 *   provider (`PaymentProvider.refund`), writes the row through the webhook's
 *   own code (sync.ts `applyRefundedAmount`: 'refunded' when in full, an item
 *   bought on its own taken back) and audits `payment.refunded` on the member.
 *   Refunds made in Stripe's dashboard arrive by `charge.refunded` as before.
 * - CSV exports: `paymentExportPage(db, after, limit)` (keyset pages of
 *   payments, `PAYMENT_EXPORT_COLUMNS`), `runningSubscriptionsOf(m, userIds)`
 *   and `freePlanName(db)`.
 * - `isForSale(media)`: the one rule of single-item sales (PREMIUM with a price).
 * - `planHoldersSql(graceDays, planIdParam?)` / `planForAudience(m, planId)`:
 *   who holds a paid plan (or one plan) now, as SQL to select from set-based
 *   (broadcast audiences).
 *
 * State changes that members hear about (receipt, payment failed, cancellation
 * confirmed, subscription ended) are emailed by the `billing.email` job,
 * enqueued where sync.ts detects the change; in-app notifications can hang
 * off the same places. The `purchase` analytics event is recorded there too,
 * once per paid invoice or item checkout.
 */
import { defineModule } from '../../module.js';
import { BillingResolver, CheckoutResolver, PlanResolver } from './billing.resolver.js';
import { webhookRoute } from './billing.routes.js';
import { billingEmailJobs } from './billing-emails.js';
import { CheckoutSessionEntity } from './checkout-session.entity.js';
import { BillingCustomerEntity } from './customer.entity.js';
import { ensureDemoPlans } from './demo-plans.js';
import { ItemPurchaseEntity, PaymentEntity } from './payment.entity.js';
import { PlanEntity, PlanPriceEntity } from './plan.entity.js';
import { RECEIPTS_PATH, receiptRoutes } from './receipts.js';
import { pricingPages } from './seo.js';
import { SubscriptionEntity } from './subscription.entity.js';
import { eraseBilling } from './subscriptions.service.js';
import { testModeJobs } from './test-mode/test-mode-jobs.js';
import { TestModeObjectEntity } from './test-mode/test-object.entity.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

export { MyBilling, PaymentConnection, SubscriptionActionInput, SubscriptionPayload } from './billing.types.js';
export { isForSale } from './checkout.service.js';
export { ensureDemoPlans } from './demo-plans.js';
export {
  type EntitledPlan,
  type Entitlement,
  type EntitlementStatus,
  entitlementOf,
} from './entitlement.js';
export {
  billingTrend,
  freePlanName,
  mrrAt,
  PAYMENT_EXPORT_COLUMNS,
  paymentExportPage,
  runningSubscriptionsOf,
  type SubscriptionSummaryRow,
} from './exports.js';
export { planForAudience, planHoldersSql } from './plan-holders.js';
export { Licence } from './plans.types.js';
export {
  billingMetrics,
  cancelSubscriptionFor,
  myBilling as billingOf,
  paymentsOf,
  subscribedCondition,
} from './subscriptions.service.js';

export default defineModule({
  name: 'billing',
  entities: [
    PlanEntity,
    PlanPriceEntity,
    BillingCustomerEntity,
    SubscriptionEntity,
    PaymentEntity,
    ItemPurchaseEntity,
    CheckoutSessionEntity,
    WebhookEventEntity,
    TestModeObjectEntity,
  ],
  resolvers: [PlanResolver, BillingResolver, CheckoutResolver],
  jobs: (deps) => [...billingEmailJobs(deps), ...testModeJobs(deps)],
  // Runs after analytics: a running subscription is cancelled at once; records stay, without the person.
  erase: eraseBilling,
  routes: (deps) => [
    { path: '/api/stripe/webhook', handler: webhookRoute(deps), compress: true },
    { path: RECEIPTS_PATH, handler: receiptRoutes(deps), compress: true },
  ],
  pages: pricingPages,
  async onStart({ deps, embedded }) {
    if (embedded && deps.config.seedDemo) await ensureDemoPlans(deps.db);
  },
});

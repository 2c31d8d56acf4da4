import { Arg, Args, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { byKeys, defineLoader } from '../../graphql/loaders.js';
import { userError } from '../../graphql/payload.js';
import { Media, publishedMediaByIds } from '../catalog/index.js';
import { converterCeilingBytes } from '../settings/index.js';
import {
  BillingInfo,
  BillingMetrics,
  ChangePlanInput,
  Checkout,
  CheckoutPayload,
  CompleteTestCheckoutInput,
  MyBilling,
  PaymentConnection,
  PaymentMethodPayload,
  PaymentMode,
  RefundPaymentInput,
  RefundPaymentPayload,
  SaveTestCardInput,
  StartItemCheckoutInput,
  StartSubscriptionCheckoutInput,
  SubscriptionActionInput,
  SubscriptionPayload,
  TestModeErrorCode,
  TestModePayload,
  UpdatePaymentMethodInput,
} from './billing.types.js';
import {
  describeCheckout,
  siteOrigin,
  startItemCheckout,
  startSubscriptionCheckout,
  viewerCheckout,
} from './checkout.service.js';
import { CheckoutSessionEntity } from './checkout-session.entity.js';
import { BillingCustomerEntity } from './customer.entity.js';
import { CURRENCY } from './money.js';
import {
  createPlan,
  listPlans,
  priceHistoryByPlan,
  reorderPlans,
  subscribersByPlan,
  toPlan,
  updatePlan,
} from './plans.service.js';
import {
  CreatePlanInput,
  Plan,
  PlanPayload,
  PlanPrice,
  ReorderPlansInput,
  ReorderPlansPayload,
  UpdatePlanInput,
} from './plans.types.js';
import { providerOf, testModeOf } from './provider-registry.js';
import { refundPayment } from './refunds.service.js';
import {
  billingMetrics,
  cancelSubscription,
  changePlan,
  myBilling,
  myPayments,
  resumeSubscription,
  updatePaymentMethod,
} from './subscriptions.service.js';
import { applyCheckoutSession } from './webhooks.js';

/** The media of a page of checkouts in one statement (the catalogue's own card query). */
const checkoutMedia = defineLoader<string, Media>('billing.checkoutMedia', async (ctx, ids) =>
  byKeys(ids, await publishedMediaByIds(ctx, ids), (m) => m.id),
);

@Resolver(() => Checkout)
export class CheckoutResolver {
  @FieldResolver(() => Media, {
    nullable: true,
    description:
      'For items: the media bought, as the catalogue shows it now (its page, a download); null for plans and for items no longer published.',
  })
  media(@Ctx() ctx: Context, @Root() c: Checkout): Promise<Media | null> | null {
    return c.mediaId ? checkoutMedia(ctx).load(c.mediaId) : null;
  }
}

@Resolver(() => Plan)
export class PlanResolver {
  @Query(() => [Plan], {
    description:
      'The plans on offer, in pricing-page order, the Free plan included (a short list: at most 20 plans exist). Public.',
  })
  async plans(@Ctx() ctx: Context): Promise<Plan[]> {
    return (await listPlans(ctx.app.db.manager, { includeArchived: false })).map(toPlan);
  }

  @Query(() => [Plan], { description: 'Every plan, archived ones too, in order (at most 20).' })
  @Auth(Role.ADMIN)
  async adminPlans(@Ctx() ctx: Context): Promise<Plan[]> {
    return (await listPlans(ctx.app.db.manager, { includeArchived: true })).map(toPlan);
  }

  @FieldResolver(() => [PlanPrice])
  priceHistory(@Root() plan: Plan, @Ctx() ctx: Context) {
    return priceHistoryByPlan(ctx).load(plan.id);
  }

  @FieldResolver(() => Float, {
    description:
      'Largest file a member on this plan can convert now: the plan’s limit, capped by the site’s (admin settings) and the operator’s (CONVERTER_MAX_FILE_BYTES), as the converter applies them. Pricing shows this one.',
  })
  async converterFileLimitBytes(@Root() plan: Plan, @Ctx() ctx: Context): Promise<number> {
    return Math.min(
      plan.converterMaxFileBytes,
      ctx.app.config.converter.maxFileBytes,
      await converterCeilingBytes(ctx.app),
    );
  }

  @FieldResolver(() => Int)
  subscriberCount(@Root() plan: Plan, @Ctx() ctx: Context) {
    return subscribersByPlan(ctx).load(plan.id);
  }

  @Mutation(() => PlanPayload, {
    description: 'Create a plan with its monthly and yearly price (synced to Stripe when configured).',
  })
  @Auth(Role.ADMIN)
  createPlan(@Ctx() ctx: Context, @Arg('input', { description: 'The plan.' }) input: CreatePlanInput) {
    return createPlan(ctx, input);
  }

  @Mutation(() => PlanPayload, {
    description:
      'Edit, archive (active: false) or restore a plan. A new amount creates a new price; subscribers keep theirs.',
  })
  @Auth(Role.ADMIN)
  updatePlan(@Ctx() ctx: Context, @Arg('input', { description: 'The changes.' }) input: UpdatePlanInput) {
    return updatePlan(ctx, input);
  }

  @Mutation(() => ReorderPlansPayload, { description: 'Set the order of plans on the pricing page.' })
  @Auth(Role.ADMIN)
  reorderPlans(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Every plan id in order.' }) input: ReorderPlansInput,
  ) {
    return reorderPlans(ctx, input);
  }
}

@Resolver()
export class BillingResolver {
  @Query(() => BillingInfo, { description: 'How checkout works here (test mode or Stripe). Public.' })
  billing(@Ctx() ctx: Context): BillingInfo {
    const stripe = ctx.app.config.billing.stripe;
    return {
      mode: stripe ? PaymentMode.STRIPE : PaymentMode.TEST,
      publishableKey: stripe?.publishableKey ?? null,
      currency: CURRENCY,
      pastDueGraceDays: ctx.app.config.billing.pastDueGraceDays,
    };
  }

  @Query(() => MyBilling, { description: 'The viewer’s plan, subscription and allowance now.' })
  @Auth()
  myBilling(@Ctx() ctx: Context) {
    return myBilling(ctx);
  }

  @Query(() => PaymentConnection, {
    description: 'The viewer’s invoices and payments, newest first.',
  })
  @Auth()
  myPayments(@Ctx() ctx: Context, @Args() args: ConnectionArgs) {
    return myPayments(ctx, args);
  }

  @Query(() => Checkout, {
    nullable: true,
    description: 'One of the viewer’s checkouts, brought up to date with the provider; null when not theirs.',
  })
  @Auth()
  async checkout(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The session id.' }) id: string) {
    const found = await viewerCheckout(ctx, id);
    if (found?.status === 'open') {
      const row = (await ctx.app.db.manager.findOneBy(CheckoutSessionEntity, {
        providerSessionId: id,
      })) as CheckoutSessionEntity;
      const customer = await ctx.app.db.manager.findOneBy(BillingCustomerEntity, { userId: row.userId ?? '' });
      if (customer) await applyCheckoutSession(ctx.app, providerOf(ctx.app), id, customer.providerCustomerId);
      return viewerCheckout(ctx, id);
    }
    return found;
  }

  @Query(() => BillingMetrics, { description: 'MRR, subscribers, churn and revenue (30 days).' })
  @Auth(Role.ADMIN)
  billingMetrics(@Ctx() ctx: Context) {
    return billingMetrics(ctx.app.db.manager);
  }

  @Mutation(() => CheckoutPayload, {
    description: 'Start (or, repeated, continue) paying for a plan. Refused while a subscription runs: use changePlan.',
  })
  @Auth()
  startSubscriptionCheckout(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Plan and period.' }) input: StartSubscriptionCheckoutInput,
  ) {
    return startSubscriptionCheckout(ctx, input);
  }

  @Mutation(() => CheckoutPayload, { description: 'Start (or continue) buying one PREMIUM item that has a price.' })
  @Auth()
  startItemCheckout(@Ctx() ctx: Context, @Arg('input', { description: 'The item.' }) input: StartItemCheckoutInput) {
    return startItemCheckout(ctx, input);
  }

  @Mutation(() => SubscriptionPayload, {
    description: 'Cancel the viewer’s subscription at the end of its period (no fee; resumable until then).',
  })
  @Auth()
  cancelSubscription(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The subscription.' }) input: SubscriptionActionInput,
  ) {
    return cancelSubscription(ctx, input);
  }

  @Mutation(() => SubscriptionPayload, { description: 'Undo a cancellation before the period ends.' })
  @Auth()
  resumeSubscription(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The subscription.' }) input: SubscriptionActionInput,
  ) {
    return resumeSubscription(ctx, input);
  }

  @Mutation(() => SubscriptionPayload, {
    description: 'Move the viewer’s subscription to another plan or period (prorated by Stripe).',
  })
  @Auth()
  changePlan(@Ctx() ctx: Context, @Arg('input', { description: 'The new plan.' }) input: ChangePlanInput) {
    return changePlan(ctx, input);
  }

  @Mutation(() => PaymentMethodPayload, {
    description: 'A link to update the viewer’s card (Stripe Billing Portal, or the test-mode page).',
  })
  @Auth()
  updatePaymentMethod(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Where to come back to.' }) input: UpdatePaymentMethodInput,
  ) {
    return updatePaymentMethod(ctx, input, siteOrigin(ctx));
  }

  @Mutation(() => RefundPaymentPayload, {
    description:
      'Give back all or part of a paid payment through the payment provider (Stripe, or test mode), audited. Refunded in full, an item bought on its own is taken back; a subscription keeps running (cancel it separately). Pass expectedRefundedCents to make a repeat safe.',
  })
  @Auth(Role.ADMIN)
  refundPayment(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The payment and amount.' }) input: RefundPaymentInput,
  ) {
    return refundPayment(ctx, input);
  }

  @Mutation(() => TestModePayload, {
    description: 'Test mode only: pay or decline one of the viewer’s checkouts. No card is charged.',
  })
  @Auth()
  async completeTestCheckout(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Session and outcome.' }) input: CompleteTestCheckoutInput,
  ): Promise<TestModePayload> {
    const testMode = testModeOf(ctx.app);
    if (!testMode)
      return testModeRefusal(TestModeErrorCode.NOT_TEST_MODE, 'Test mode is off: this server takes real payments.');
    const viewer = await ctx.viewer();
    const row = await ctx.app.db.manager.findOneBy(CheckoutSessionEntity, {
      providerSessionId: input.sessionId,
      userId: viewer?.id ?? '',
    });
    if (!row) return testModeRefusal(TestModeErrorCode.NOT_FOUND, 'No checkout of yours has this id.', 'sessionId');
    const outcome = await testMode.completeCheckout(row.providerSessionId, input.outcome);
    const fresh = (await ctx.app.db.manager.findOneBy(CheckoutSessionEntity, { id: row.id })) as CheckoutSessionEntity;
    const checkout = await describeCheckout(ctx, fresh);
    if (outcome === 'NOT_OPEN') {
      return {
        ...testModeRefusal(TestModeErrorCode.NOT_OPEN, 'This checkout is already complete or expired.'),
        checkout,
      };
    }
    if (outcome === 'DECLINED') {
      return {
        ...testModeRefusal(TestModeErrorCode.DECLINED, 'Your card was declined (test mode). Nothing was charged.'),
        checkout,
      };
    }
    return { checkout, billing: await myBilling(ctx), errors: [] };
  }

  @Mutation(() => TestModePayload, {
    description: 'Test mode only: save a working test card; open invoices are paid with it.',
  })
  @Auth()
  async saveTestCard(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Confirmation.' }) input: SaveTestCardInput,
  ): Promise<TestModePayload> {
    const testMode = testModeOf(ctx.app);
    if (!testMode)
      return testModeRefusal(TestModeErrorCode.NOT_TEST_MODE, 'Test mode is off: this server takes real payments.');
    const viewer = await ctx.viewer();
    const customer = await ctx.app.db.manager.findOneBy(BillingCustomerEntity, { userId: viewer?.id ?? '' });
    if (!customer || !input.confirm)
      return testModeRefusal(TestModeErrorCode.NOT_FOUND, 'You have no card on file to update yet.');
    await testMode.updateCard(customer.providerCustomerId);
    return { checkout: null, billing: await myBilling(ctx), errors: [] };
  }
}

function testModeRefusal(code: TestModeErrorCode, message: string, field: string | null = null): TestModePayload {
  return { checkout: null, billing: null, errors: [userError(code, message, field)] };
}

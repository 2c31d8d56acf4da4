/** GraphQL types of a member's billing: checkout, their subscription, payments, self-service. */
import { IsOptional, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { BillingInterval, Licence, Plan } from './plans.types.js';

export enum PaymentMode {
  TEST = 'TEST',
  STRIPE = 'STRIPE',
}
registerEnumType(PaymentMode, {
  name: 'PaymentMode',
  description: 'Which payment provider checkout uses.',
  valuesConfig: {
    TEST: { description: 'The built-in test mode: no card is charged.' },
    STRIPE: { description: 'Stripe: real card payments (Stripe Checkout, embedded).' },
  },
});

export enum SubscriptionStatus {
  NONE = 'NONE',
  INCOMPLETE = 'INCOMPLETE',
  TRIALING = 'TRIALING',
  ACTIVE = 'ACTIVE',
  PAST_DUE = 'PAST_DUE',
  CANCELED = 'CANCELED',
}
registerEnumType(SubscriptionStatus, {
  name: 'SubscriptionStatus',
  description: 'State of a member’s subscription.',
  valuesConfig: {
    NONE: { description: 'Never subscribed: the Free plan.' },
    INCOMPLETE: { description: 'The first payment has not gone through yet.' },
    TRIALING: { description: 'In a free trial: the plan applies.' },
    ACTIVE: { description: 'Paid up: the plan applies.' },
    PAST_DUE: { description: 'A renewal failed: the plan applies through the grace period while the card is fixed.' },
    CANCELED: { description: 'Ended: the Free plan applies.' },
  },
});

export enum PaymentStatus {
  OPEN = 'OPEN',
  FAILED = 'FAILED',
  PAID = 'PAID',
  REFUNDED = 'REFUNDED',
  VOID = 'VOID',
}
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'State of an invoice or payment.',
  valuesConfig: {
    OPEN: { description: 'Issued, not paid yet.' },
    FAILED: { description: 'A charge was attempted and failed.' },
    PAID: { description: 'Paid.' },
    REFUNDED: { description: 'Paid, then refunded in full.' },
    VOID: { description: 'Cancelled; nothing is owed.' },
  },
});

export enum PaymentKind {
  SUBSCRIPTION = 'SUBSCRIPTION',
  ITEM = 'ITEM',
}
registerEnumType(PaymentKind, {
  name: 'PaymentKind',
  description: 'What a payment was for.',
  valuesConfig: {
    SUBSCRIPTION: { description: 'A subscription invoice.' },
    ITEM: { description: 'One item bought on its own.' },
  },
});

@ObjectType({ description: 'How checkout works on this server (public: the pricing page reads it).' })
export class BillingInfo {
  @Field(() => PaymentMode, { description: 'Test mode or Stripe.' })
  mode: PaymentMode;

  @Field(() => String, { nullable: true, description: 'Stripe publishable key for Stripe.js; null in test mode.' })
  publishableKey: string | null;

  @Field({ description: 'Currency of every price: USD.' })
  currency: string;

  @Field(() => Int, { description: 'Days a plan stays in force after a failed renewal, while the card is fixed.' })
  pastDueGraceDays: number;
}

@ObjectType({ description: 'An invoice or one-time payment of the viewer.' })
export class Payment {
  @Field(() => ID, { description: 'Stable identifier.' })
  id: string;

  @Field(() => PaymentKind, { description: 'Subscription invoice or single item.' })
  kind: PaymentKind;

  @Field({ description: 'What it was for, e.g. "Creator plan".' })
  description: string;

  @Field(() => Int, { description: 'Amount in US cents.' })
  amountCents: number;

  @Field(() => Int, { description: 'Refunded so far, in US cents.' })
  amountRefundedCents: number;

  @Field({ description: 'ISO currency code (USD).' })
  currency: string;

  @Field(() => PaymentStatus, { description: 'Paid, failed, refunded…' })
  status: PaymentStatus;

  @Field({ description: 'When it was issued.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was paid.' })
  paidAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The Stripe-hosted invoice, or (test mode, items) a generated receipt at a signed link valid for one hour.',
  })
  receiptUrl: string | null;
}

export const PaymentConnection = Connection(Payment, 'Payment');

@ObjectType({ description: 'The viewer’s plan, subscription and allowance: what they are entitled to now.' })
export class MyBilling {
  @Field(() => SubscriptionStatus, { description: 'State of the latest subscription (NONE when never subscribed).' })
  status: SubscriptionStatus;

  @Field(() => Plan, { description: 'The plan in force now (Free without a running subscription).' })
  plan: Plan;

  @Field(() => ID, { nullable: true, description: 'The running subscription, if any (for cancel / resume).' })
  subscriptionId: string | null;

  @Field(() => BillingInterval, { nullable: true, description: 'Billing period of the running subscription.' })
  interval: BillingInterval | null;

  @Field(() => Int, { nullable: true, description: 'What the running subscription costs per period, US cents.' })
  priceCents: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Next renewal, or (when cancelled) the day the plan ends.',
  })
  currentPeriodEnd: Date | null;

  @Field({ description: 'True when the subscription ends at currentPeriodEnd (cancelled, still resumable).' })
  cancelAtPeriodEnd: boolean;

  @Field({ description: 'True while a failed renewal is inside its grace period.' })
  inGrace: boolean;

  @Field(() => Licence, { description: 'Licence of downloads now.' })
  licence: Licence;

  @Field(() => Int, { description: 'Downloads per allowance period.' })
  downloadAllowance: number;

  @Field({ description: 'Start of the current allowance period.' })
  allowancePeriodStart: Date;

  @Field({ description: 'When the allowance resets.' })
  allowancePeriodEnd: Date;

  @Field(() => [ID], { description: 'Ids of media bought one by one (kept for good).' })
  purchasedMediaIds: string[];
}

@ObjectType({ description: 'A checkout the viewer started.' })
export class Checkout {
  @Field(() => ID, { description: 'The provider’s session id.' })
  id: string;

  @Field(() => String, { nullable: true, description: 'Where to pay: the test-mode page (test mode).' })
  url: string | null;

  @Field(() => String, { nullable: true, description: 'Embedded Stripe Checkout client secret (Stripe).' })
  clientSecret: string | null;

  @Field({ description: '`open`, `complete` or `expired`.' })
  status: string;

  @Field({ description: 'What is being bought, for the page heading.' })
  description: string;

  @Field(() => Int, { description: 'Amount due, US cents.' })
  amountCents: number;

  @Field(() => BillingInterval, { nullable: true, description: 'For subscriptions: billing period.' })
  interval: BillingInterval | null;

  @Field(() => ID, { nullable: true, description: 'For items: the media bought.' })
  mediaId: string | null;
}

@InputType({ description: 'Subscribe to a plan.' })
export class StartSubscriptionCheckoutInput {
  @Field(() => ID, { description: 'The plan.' })
  planId: string;

  @Field(() => BillingInterval, { description: 'Pay monthly or yearly.' })
  interval: BillingInterval;

  @Field({ defaultValue: 'USD', description: 'Currency; only USD.' })
  currency: string;
}

@InputType({ description: 'Buy one item on its own.' })
export class StartItemCheckoutInput {
  @Field(() => ID, { description: 'The media item.' })
  mediaId: string;

  @Field({ defaultValue: 'USD', description: 'Currency; only USD.' })
  currency: string;
}

export enum CheckoutErrorCode {
  PLAN_NOT_FOUND = 'PLAN_NOT_FOUND',
  PLAN_ARCHIVED = 'PLAN_ARCHIVED',
  FREE_PLAN = 'FREE_PLAN',
  ALREADY_SUBSCRIBED = 'ALREADY_SUBSCRIBED',
  UNSUPPORTED_CURRENCY = 'UNSUPPORTED_CURRENCY',
  ITEM_NOT_FOUND = 'ITEM_NOT_FOUND',
  ITEM_NOT_FOR_SALE = 'ITEM_NOT_FOR_SALE',
  ALREADY_OWNED = 'ALREADY_OWNED',
  ALREADY_INCLUDED = 'ALREADY_INCLUDED',
  PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE',
}
export const CheckoutError = payloadError('Checkout', CheckoutErrorCode, {
  PLAN_NOT_FOUND: 'No plan has this id.',
  PLAN_ARCHIVED: 'The plan is no longer offered.',
  FREE_PLAN: 'The Free plan needs no checkout: every member has it.',
  ALREADY_SUBSCRIBED: 'The viewer already has a running subscription: change plan instead.',
  UNSUPPORTED_CURRENCY: 'Only USD is accepted.',
  ITEM_NOT_FOUND: 'No published item has this id.',
  ITEM_NOT_FOR_SALE: 'The item is not sold on its own (free, or included in plans only).',
  ALREADY_OWNED: 'The viewer bought this item already.',
  ALREADY_INCLUDED: 'The viewer’s plan already includes this item.',
  PROVIDER_UNAVAILABLE: 'The payment provider could not be reached; try again.',
});

@ObjectType({ description: 'Result of starting a checkout.' })
export class CheckoutPayload {
  @Field(() => Checkout, {
    nullable: true,
    description: 'The checkout to continue (the same one again on a repeated request); null when refused.',
  })
  checkout: Checkout | null;

  @Field(() => [CheckoutError], { description: 'Why no checkout was started; empty on success.' })
  errors: InstanceType<typeof CheckoutError>[];
}

export enum TestCheckoutOutcome {
  SUCCEED = 'SUCCEED',
  DECLINE = 'DECLINE',
}
registerEnumType(TestCheckoutOutcome, {
  name: 'TestCheckoutOutcome',
  description: 'What the test-mode card does.',
  valuesConfig: {
    SUCCEED: { description: 'The payment goes through.' },
    DECLINE: { description: 'The card is declined.' },
  },
});

@InputType({ description: 'Finish a test-mode checkout (test mode only; no card is charged).' })
export class CompleteTestCheckoutInput {
  @Field(() => ID, { description: 'The checkout session (`cs_test_…`).' })
  sessionId: string;

  @Field(() => TestCheckoutOutcome, { description: 'Pay or decline.' })
  outcome: TestCheckoutOutcome;
}

@InputType({ description: 'Save a test-mode card (test mode only): pays any open invoice of the viewer.' })
export class SaveTestCardInput {
  @Field({ description: 'Must be true: the viewer confirmed the test card.' })
  confirm: boolean;
}

export enum TestModeErrorCode {
  NOT_TEST_MODE = 'NOT_TEST_MODE',
  NOT_FOUND = 'NOT_FOUND',
  NOT_OPEN = 'NOT_OPEN',
  DECLINED = 'DECLINED',
}
export const TestModeError = payloadError('TestMode', TestModeErrorCode, {
  NOT_TEST_MODE: 'The server takes real payments (Stripe); test mode is off.',
  NOT_FOUND: 'No checkout of the viewer has this id.',
  NOT_OPEN: 'The checkout is already complete or expired.',
  DECLINED: 'The test card was declined (as asked). Nothing was charged.',
});

@ObjectType({ description: 'Result of a test-mode action.' })
export class TestModePayload {
  @Field(() => Checkout, { nullable: true, description: 'The checkout as it is now.' })
  checkout: Checkout | null;

  @Field(() => MyBilling, { nullable: true, description: 'The viewer’s billing after the action.' })
  billing: MyBilling | null;

  @Field(() => [TestModeError], { description: 'What went wrong; empty on success.' })
  errors: InstanceType<typeof TestModeError>[];
}

@InputType({ description: 'Cancel or resume the viewer’s subscription.' })
export class SubscriptionActionInput {
  @Field(() => ID, { description: 'The viewer’s running subscription (`myBilling.subscriptionId`).' })
  subscriptionId: string;
}

@InputType({ description: 'Move the viewer’s subscription to another plan or billing period.' })
export class ChangePlanInput {
  @Field(() => ID, { description: 'The new plan.' })
  planId: string;

  @Field(() => BillingInterval, { description: 'The new billing period.' })
  interval: BillingInterval;
}

@InputType({ description: 'Open the page where the viewer updates their card.' })
export class UpdatePaymentMethodInput {
  @Field(() => String, {
    nullable: true,
    description: 'Path on this site to come back to (default /profile/payments).',
  })
  @IsOptional()
  returnPath?: string | null;
}

export enum SubscriptionErrorCode {
  NO_SUBSCRIPTION = 'NO_SUBSCRIPTION',
  ALREADY_CANCELED = 'ALREADY_CANCELED',
  NOT_CANCELED = 'NOT_CANCELED',
  PLAN_NOT_FOUND = 'PLAN_NOT_FOUND',
  PLAN_ARCHIVED = 'PLAN_ARCHIVED',
  FREE_PLAN = 'FREE_PLAN',
  SAME_PLAN = 'SAME_PLAN',
  INVALID_RETURN_PATH = 'INVALID_RETURN_PATH',
  PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE',
}
export const SubscriptionError = payloadError('Subscription', SubscriptionErrorCode, {
  NO_SUBSCRIPTION: 'The viewer has no running subscription with this id.',
  ALREADY_CANCELED: 'The subscription already ends at the end of its period.',
  NOT_CANCELED: 'The subscription is not cancelled; nothing to resume.',
  PLAN_NOT_FOUND: 'No plan has this id.',
  PLAN_ARCHIVED: 'The plan is no longer offered.',
  FREE_PLAN: 'To move to the Free plan, cancel the subscription.',
  SAME_PLAN: 'The subscription is already on this plan and period.',
  INVALID_RETURN_PATH: 'returnPath must be a path on this site.',
  PROVIDER_UNAVAILABLE: 'The payment provider could not be reached; nothing changed. Try again.',
});

@ObjectType({ description: 'Result of a subscription change.' })
export class SubscriptionPayload {
  @Field(() => MyBilling, { nullable: true, description: 'The viewer’s billing after the change.' })
  billing: MyBilling | null;

  @Field(() => [SubscriptionError], { description: 'Why nothing changed; empty on success.' })
  errors: InstanceType<typeof SubscriptionError>[];
}

@ObjectType({ description: 'Result of updatePaymentMethod.' })
export class PaymentMethodPayload {
  @Field(() => String, {
    nullable: true,
    description: 'Open this URL (Stripe Billing Portal, or the test-mode card page).',
  })
  url: string | null;

  @Field(() => [SubscriptionError], { description: 'Why no page was opened; empty on success.' })
  errors: InstanceType<typeof SubscriptionError>[];
}

@InputType({ description: 'Refund all or part of a paid payment (admins).' })
export class RefundPaymentInput {
  @Field(() => ID, { description: 'The payment (`Payment.id`).' })
  paymentId: string;

  @Field(() => Int, {
    nullable: true,
    description: 'US cents to give back, above 0; omitted: all that is not refunded yet.',
  })
  @IsOptional()
  amountCents?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why (at most 500 characters): kept in the audit log, not sent to the member or the provider.',
  })
  @IsOptional()
  @MaxLength(500)
  reason?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'What the admin saw refunded already (`Payment.amountRefundedCents`), which makes a repeat safe: a request that finds the payment already where it would take it (a double click, a retry) answers it without refunding again, and one that finds it changed otherwise refunds nothing (PAYMENT_CHANGED). Omitted: the payment as it is now.',
  })
  @IsOptional()
  @Min(0)
  expectedRefundedCents?: number | null;
}

export enum RefundPaymentErrorCode {
  PAYMENT_NOT_FOUND = 'PAYMENT_NOT_FOUND',
  NOT_PAID = 'NOT_PAID',
  NOTHING_TO_REFUND = 'NOTHING_TO_REFUND',
  AMOUNT_TOO_LARGE = 'AMOUNT_TOO_LARGE',
  INVALID_AMOUNT = 'INVALID_AMOUNT',
  PAYMENT_CHANGED = 'PAYMENT_CHANGED',
  PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE',
}
export const RefundPaymentError = payloadError('RefundPayment', RefundPaymentErrorCode, {
  PAYMENT_NOT_FOUND: 'No payment has this id.',
  NOT_PAID: 'The payment was never paid (open, failed or void): nothing was charged to give back.',
  NOTHING_TO_REFUND: 'The payment is refunded in full already.',
  AMOUNT_TOO_LARGE: 'The amount is more than what is left to refund (the message says how much is).',
  INVALID_AMOUNT: 'The amount must be above 0 cents.',
  PAYMENT_CHANGED:
    'The payment’s refunded amount is not expectedRefundedCents any more (another refund came first); nothing was refunded.',
  PROVIDER_UNAVAILABLE: 'The payment provider could not be reached; nothing was refunded. Try again.',
});

@ObjectType({ description: 'Result of refundPayment.' })
export class RefundPaymentPayload {
  @Field(() => Payment, {
    nullable: true,
    description: 'The payment as it is now: after the refund, or as found when refused; null when not found.',
  })
  payment: Payment | null;

  @Field(() => [RefundPaymentError], { description: 'Why nothing was refunded; empty on success.' })
  errors: InstanceType<typeof RefundPaymentError>[];
}

@ObjectType({ description: 'Subscription numbers for the admin dashboard.' })
export class BillingMetrics {
  @Field(() => Int, { description: 'Monthly recurring revenue now, US cents (yearly prices / 12).' })
  mrrCents: number;

  @Field(() => Int, { description: 'Running subscriptions now (active, trialing, past_due in grace).' })
  activeSubscribers: number;

  @Field(() => Int, { description: 'Subscriptions started in the last 30 days.' })
  newSubscribers30d: number;

  @Field(() => Int, { description: 'Subscriptions that ended in the last 30 days.' })
  churned30d: number;

  @Field(() => Int, { description: 'Revenue paid in the last 30 days, net of refunds, US cents.' })
  revenue30dCents: number;
}

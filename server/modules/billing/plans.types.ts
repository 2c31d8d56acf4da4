/** GraphQL types of plans: the public pricing table, and the admin's plan editor. */
import { IsOptional } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { payloadError } from '../../graphql/payload.js';

export const MAX_PLANS = 20;
export const MAX_FEATURES = 12;
export const MAX_FEATURE_LENGTH = 120;
export const MAX_PLAN_NAME_LENGTH = 40;
export const MAX_PLAN_DESCRIPTION_LENGTH = 200;
/** 100 000 USD: far above any plan, and well inside a 32-bit integer of cents. */
export const MAX_PRICE_CENTS = 10_000_000;

export enum Licence {
  PERSONAL = 'PERSONAL',
  COMMERCIAL = 'COMMERCIAL',
}
registerEnumType(Licence, {
  name: 'Licence',
  description: 'What a plan lets members do with what they download.',
  valuesConfig: {
    PERSONAL: { description: 'Personal and social-media projects that are not paid work or advertising.' },
    COMMERCIAL: { description: 'Also client work, ads and monetised channels.' },
  },
});

export enum BillingInterval {
  MONTH = 'MONTH',
  YEAR = 'YEAR',
}
registerEnumType(BillingInterval, {
  name: 'BillingInterval',
  description: 'How often a subscription is billed.',
  valuesConfig: { MONTH: { description: 'Every month.' }, YEAR: { description: 'Once a year.' } },
});

@ObjectType({ description: 'A price a plan has had. Never changed: a new amount is a new price.' })
export class PlanPrice {
  @Field(() => ID, { description: 'Stable identifier.' })
  id: string;

  @Field(() => BillingInterval, { description: 'Billing period.' })
  interval: BillingInterval;

  @Field(() => Int, { description: 'Amount in US cents.' })
  amountCents: number;

  @Field({ description: 'ISO currency code; always USD.' })
  currency: string;

  @Field({ description: 'True for the price new subscriptions get; older prices keep their subscribers.' })
  current: boolean;

  @Field(() => Int, { description: 'Members subscribed at this price now.' })
  subscriberCount: number;

  @Field({ description: 'When this price was created.' })
  createdAt: Date;
}

@ObjectType({ description: 'A plan members can subscribe to (or the Free plan every member has).' })
export class Plan {
  @Field(() => ID, { description: 'Stable identifier.' })
  id: string;

  @Field({ description: 'URL-safe name, e.g. `creator`.' })
  slug: string;

  @Field({ description: 'Name shown on the pricing page.' })
  name: string;

  @Field({ description: 'One-line summary.' })
  description: string;

  @Field(() => [String], { description: 'Lines of the plan card, in order.' })
  features: string[];

  @Field(() => Int, { description: 'Downloads per month (fair use), shown to members.' })
  downloadAllowance: number;

  @Field(() => Licence, { description: 'The licence downloads on this plan carry.' })
  licence: Licence;

  @Field({ description: 'True for the plan shown as "Most popular".' })
  highlighted: boolean;

  @Field({ description: 'False when archived: no longer offered; its subscribers keep it.' })
  active: boolean;

  @Field({ description: 'True for the Free plan: what members without a subscription have.' })
  isFree: boolean;

  @Field({ description: 'True when the plan includes PREMIUM items (every paid plan).' })
  includesPremium: boolean;

  @Field(() => Int, { description: 'Position on the pricing page (ascending).' })
  position: number;

  @Field(() => Int, { description: 'Current monthly price in US cents; 0 for the Free plan.' })
  monthlyPriceCents: number;

  @Field(() => Int, { description: 'Current yearly price in US cents; 0 for the Free plan.' })
  yearlyPriceCents: number;

  @Field(() => Int, {
    description: 'What paying yearly saves against twelve monthly payments, in US cents (0 when nothing).',
  })
  yearlySavingCents: number;

  @Field(() => Float, { description: 'Largest file the converter accepts on this plan, in bytes.' })
  converterMaxFileBytes: number;

  @Field(() => Int, { description: 'Converter minutes per month on this plan.' })
  converterMinutesPerMonth: number;

  @Field(() => [PlanPrice], { description: 'Every price the plan has had, newest first.' })
  @Auth(Role.ADMIN)
  priceHistory: PlanPrice[];

  @Field(() => Int, { description: 'Members on this plan now (running subscriptions).' })
  @Auth(Role.ADMIN)
  subscriberCount: number;
}

@InputType({ description: 'A new plan.' })
export class CreatePlanInput {
  @Field({ description: `Name, 1–${MAX_PLAN_NAME_LENGTH} characters.` })
  name: string;

  @Field(() => String, { nullable: true, description: 'URL-safe name; derived from the name when omitted.' })
  @IsOptional()
  slug?: string | null;

  @Field({ defaultValue: '', description: `Summary, at most ${MAX_PLAN_DESCRIPTION_LENGTH} characters.` })
  description: string;

  @Field(() => [String], {
    defaultValue: [],
    description: `Card lines: at most ${MAX_FEATURES}, each 1–${MAX_FEATURE_LENGTH} characters.`,
  })
  features: string[];

  @Field(() => Int, { description: 'Monthly price in US cents: a whole number above 0.' })
  monthlyPriceCents: number;

  @Field(() => Int, { description: 'Yearly price in US cents: a whole number above 0.' })
  yearlyPriceCents: number;

  @Field({ defaultValue: 'USD', description: 'Currency of the prices; only USD is accepted.' })
  currency: string;

  @Field(() => Int, { description: 'Downloads per month (fair use), 0–100000.' })
  downloadAllowance: number;

  @Field(() => Licence, { description: 'Licence of downloads on this plan.' })
  licence: Licence;

  @Field(() => Float, { description: 'Largest converter input in bytes (1 MB–20 GB).' })
  converterMaxFileBytes: number;

  @Field(() => Int, { description: 'Converter minutes per month (0–100000).' })
  converterMinutesPerMonth: number;

  @Field({ defaultValue: false, description: 'Show as "Most popular" (one plan at a time: others lose it).' })
  highlighted: boolean;
}

@InputType({
  description: 'Changes to a plan; omitted fields keep their value. A new price amount creates a new price.',
})
export class UpdatePlanInput {
  @Field(() => ID, { description: 'The plan.' })
  id: string;

  @Field(() => String, { nullable: true, description: `Name, 1–${MAX_PLAN_NAME_LENGTH} characters.` })
  @IsOptional()
  name?: string | null;

  @Field(() => String, { nullable: true, description: `Summary, at most ${MAX_PLAN_DESCRIPTION_LENGTH} characters.` })
  @IsOptional()
  description?: string | null;

  @Field(() => [String], { nullable: true, description: `Card lines (at most ${MAX_FEATURES}).` })
  @IsOptional()
  features?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'New monthly price in US cents (not for the Free plan).' })
  @IsOptional()
  monthlyPriceCents?: number | null;

  @Field(() => Int, { nullable: true, description: 'New yearly price in US cents (not for the Free plan).' })
  @IsOptional()
  yearlyPriceCents?: number | null;

  @Field(() => String, { nullable: true, description: 'Currency of the prices; only USD is accepted.' })
  @IsOptional()
  currency?: string | null;

  @Field(() => Int, { nullable: true, description: 'Downloads per month (fair use).' })
  @IsOptional()
  downloadAllowance?: number | null;

  @Field(() => Licence, { nullable: true, description: 'Licence of downloads on this plan.' })
  @IsOptional()
  licence?: Licence | null;

  @Field(() => Float, { nullable: true, description: 'Largest converter input in bytes.' })
  @IsOptional()
  converterMaxFileBytes?: number | null;

  @Field(() => Int, { nullable: true, description: 'Converter minutes per month.' })
  @IsOptional()
  converterMinutesPerMonth?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Show as "Most popular".' })
  @IsOptional()
  highlighted?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'False archives the plan; true offers it again.' })
  @IsOptional()
  active?: boolean | null;
}

@InputType({ description: 'The order of plans on the pricing page.' })
export class ReorderPlansInput {
  @Field(() => [ID], { description: `Every plan id, in the new order (at most ${MAX_PLANS}).` })
  planIds: string[];
}

export enum PlanErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  INVALID_NAME = 'INVALID_NAME',
  INVALID_SLUG = 'INVALID_SLUG',
  SLUG_TAKEN = 'SLUG_TAKEN',
  INVALID_DESCRIPTION = 'INVALID_DESCRIPTION',
  INVALID_FEATURES = 'INVALID_FEATURES',
  INVALID_PRICE = 'INVALID_PRICE',
  UNSUPPORTED_CURRENCY = 'UNSUPPORTED_CURRENCY',
  INVALID_ALLOWANCE = 'INVALID_ALLOWANCE',
  INVALID_LIMITS = 'INVALID_LIMITS',
  FREE_PLAN_PRICE = 'FREE_PLAN_PRICE',
  FREE_PLAN_ARCHIVE = 'FREE_PLAN_ARCHIVE',
  TOO_MANY_PLANS = 'TOO_MANY_PLANS',
  INVALID_ORDER = 'INVALID_ORDER',
  PROVIDER_UNAVAILABLE = 'PROVIDER_UNAVAILABLE',
}
export const PlanError = payloadError('Plan', PlanErrorCode, {
  NOT_FOUND: 'No plan has this id.',
  INVALID_NAME: `The name is empty or longer than ${MAX_PLAN_NAME_LENGTH} characters.`,
  INVALID_SLUG: 'The slug is not lowercase letters, digits and single hyphens (1–40).',
  SLUG_TAKEN: 'Another plan has this slug.',
  INVALID_DESCRIPTION: `The description is longer than ${MAX_PLAN_DESCRIPTION_LENGTH} characters.`,
  INVALID_FEATURES: `Too many feature lines, or one is empty or too long.`,
  INVALID_PRICE: `A price is not a whole number of cents between 1 and ${MAX_PRICE_CENTS}.`,
  UNSUPPORTED_CURRENCY: 'Prices are in USD only.',
  INVALID_ALLOWANCE: 'The download allowance is not a whole number between 0 and 100000.',
  INVALID_LIMITS: 'A converter limit is out of range.',
  FREE_PLAN_PRICE: 'The Free plan has no price.',
  FREE_PLAN_ARCHIVE: 'The Free plan is what members without a subscription have; it cannot be archived.',
  TOO_MANY_PLANS: `There are already ${MAX_PLANS} plans.`,
  INVALID_ORDER: 'The list must name every plan exactly once.',
  PROVIDER_UNAVAILABLE: 'The payment provider could not be reached; nothing was saved. Try again.',
});

@ObjectType({ description: 'Result of createPlan and updatePlan.' })
export class PlanPayload {
  @Field(() => Plan, { nullable: true, description: 'The plan as saved; null when refused.' })
  plan: Plan | null;

  @Field(() => [PlanError], { description: 'Why nothing was saved; empty on success.' })
  errors: InstanceType<typeof PlanError>[];
}

@ObjectType({ description: 'Result of reorderPlans.' })
export class ReorderPlansPayload {
  @Field(() => [Plan], { description: 'Every plan in its new order (unchanged when refused).' })
  plans: Plan[];

  @Field(() => [PlanError], { description: 'Why nothing was saved; empty on success.' })
  errors: InstanceType<typeof PlanError>[];
}

/**
 * Plans: the public list, and the admin's create / edit / reorder / archive.
 * A changed amount is a new price row (the old one keeps its subscribers);
 * with Stripe, products and prices are created on save with idempotency keys
 * made from our ids, so a retried save never duplicates them. Every change
 * is audited.
 */
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import type { Context } from '../../graphql/context.js';
import { defineLoader } from '../../graphql/loaders.js';
import { userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { CURRENCY } from './money.js';
import { type IntervalValue, PlanEntity, PlanPriceEntity } from './plan.entity.js';
import {
  type CreatePlanInput,
  MAX_FEATURE_LENGTH,
  MAX_FEATURES,
  MAX_PLAN_DESCRIPTION_LENGTH,
  MAX_PLAN_NAME_LENGTH,
  MAX_PLANS,
  MAX_PRICE_CENTS,
  type Plan,
  PlanErrorCode,
  type PlanPayload,
  type PlanPrice,
  type ReorderPlansInput,
  type ReorderPlansPayload,
  type UpdatePlanInput,
} from './plans.types.js';
import { isProviderError } from './provider.js';
import { providerOf } from './provider-registry.js';
import { LIVE_STATUSES, SubscriptionEntity } from './subscription.entity.js';

type PlanError = ReturnType<typeof userError<PlanErrorCode>>;
const SLUG = /^(?=.{1,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface PlanWithPrices {
  plan: PlanEntity;
  prices: PlanPriceEntity[];
}

function currentAmount(prices: PlanPriceEntity[], interval: IntervalValue): number {
  return prices.find((p) => p.current && p.interval === interval)?.amountCents ?? 0;
}

export function toPlan({ plan, prices }: PlanWithPrices): Plan {
  const monthly = currentAmount(prices, 'MONTH');
  const yearly = currentAmount(prices, 'YEAR');
  return {
    id: plan.id,
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    features: plan.features,
    downloadAllowance: plan.downloadAllowance,
    licence: plan.licence as Plan['licence'],
    highlighted: plan.highlighted,
    active: plan.active,
    isFree: plan.isFree,
    includesPremium: !plan.isFree,
    position: plan.position,
    monthlyPriceCents: monthly,
    yearlyPriceCents: yearly,
    yearlySavingCents: Math.max(0, monthly * 12 - yearly),
    converterMaxFileBytes: plan.converterMaxFileBytes,
    converterMinutesPerMonth: plan.converterMinutesPerMonth,
  } as Plan;
}

/** Plans with their prices, in pricing-page order: two statements. */
export async function listPlans(m: EntityManager, opts: { includeArchived: boolean }): Promise<PlanWithPrices[]> {
  const plans = await m.find(PlanEntity, {
    where: opts.includeArchived ? {} : { active: true },
    order: { position: 'ASC', createdAt: 'ASC' },
  });
  if (plans.length === 0) return [];
  const prices = await m
    .createQueryBuilder(PlanPriceEntity, 'pr')
    .where('pr.plan_id IN (:...ids)', { ids: plans.map((p) => p.id) })
    .orderBy('pr.created_at', 'DESC')
    .getMany();
  return plans.map((plan) => ({ plan, prices: prices.filter((p) => p.planId === plan.id) }));
}

export async function planWithPrices(m: EntityManager, id: string): Promise<PlanWithPrices | null> {
  if (!isUuid(id)) return null;
  const plan = await m.findOneBy(PlanEntity, { id });
  if (!plan) return null;
  const prices = await m.find(PlanPriceEntity, { where: { planId: id }, order: { createdAt: 'DESC' } });
  return { plan, prices };
}

/** Price history with subscriber counts, for admins: one statement per page of plans. */
export const priceHistoryByPlan = defineLoader<string, PlanPrice[]>('billing.priceHistory', async (ctx, planIds) => {
  const rows: (PlanPriceEntity & { subscribers: string })[] = await ctx.app.db.query(
    `SELECT pr.id, pr.plan_id AS "planId", pr.interval, pr.amount_cents AS "amountCents", pr.currency,
            pr.current, pr.created_at AS "createdAt",
            (SELECT count(*) FROM subscriptions s WHERE s.price_id = pr.id AND s.status = ANY($2)) AS subscribers
       FROM plan_prices pr WHERE pr.plan_id = ANY($1) ORDER BY pr.created_at DESC`,
    [planIds, LIVE_STATUSES],
  );
  return planIds.map((id) =>
    rows
      .filter((r) => r.planId === id)
      .map((r) => ({
        id: r.id,
        interval: r.interval as PlanPrice['interval'],
        amountCents: r.amountCents,
        currency: r.currency,
        current: r.current,
        subscriberCount: Number(r.subscribers),
        createdAt: r.createdAt,
      })),
  );
});

export const subscribersByPlan = defineLoader<string, number>('billing.subscribers', async (ctx, planIds) => {
  const rows: { planId: string; n: string }[] = await ctx.app.db
    .createQueryBuilder(SubscriptionEntity, 's')
    .select('s.plan_id', 'planId')
    .addSelect('count(*)', 'n')
    .where('s.plan_id IN (:...planIds) AND s.status IN (:...live)', { planIds, live: LIVE_STATUSES })
    .groupBy('s.plan_id')
    .getRawMany();
  return planIds.map((id) => Number(rows.find((r) => r.planId === id)?.n ?? 0));
});

function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

const validPrice = (cents: number) => Number.isInteger(cents) && cents >= 1 && cents <= MAX_PRICE_CENTS;

/** Every problem of the fields given (undefined = not being changed). */
type PlanFields = { [K in keyof CreatePlanInput]?: CreatePlanInput[K] | null };

function fieldErrors(input: PlanFields): PlanError[] {
  const errors: PlanError[] = [];
  const e = (code: PlanErrorCode, message: string, field: string) => errors.push(userError(code, message, field));
  if (input.name != null && (input.name.trim().length === 0 || input.name.trim().length > MAX_PLAN_NAME_LENGTH)) {
    e(PlanErrorCode.INVALID_NAME, `Give the plan a name of 1–${MAX_PLAN_NAME_LENGTH} characters.`, 'name');
  }
  if (input.slug != null && !SLUG.test(input.slug)) {
    e(PlanErrorCode.INVALID_SLUG, 'Use lowercase letters, digits and single hyphens.', 'slug');
  }
  if (input.description != null && input.description.trim().length > MAX_PLAN_DESCRIPTION_LENGTH) {
    e(
      PlanErrorCode.INVALID_DESCRIPTION,
      `Keep the description within ${MAX_PLAN_DESCRIPTION_LENGTH} characters.`,
      'description',
    );
  }
  if (
    input.features != null &&
    (input.features.length > MAX_FEATURES ||
      input.features.some((f) => f.trim().length === 0 || f.trim().length > MAX_FEATURE_LENGTH))
  ) {
    e(
      PlanErrorCode.INVALID_FEATURES,
      `List at most ${MAX_FEATURES} features of 1–${MAX_FEATURE_LENGTH} characters each.`,
      'features',
    );
  }
  for (const field of ['monthlyPriceCents', 'yearlyPriceCents'] as const) {
    const v = input[field];
    if (v != null && !validPrice(v)) {
      e(PlanErrorCode.INVALID_PRICE, `Enter a whole number of cents from 1 to ${MAX_PRICE_CENTS}.`, field);
    }
  }
  if (input.currency != null && input.currency.toUpperCase() !== CURRENCY) {
    e(PlanErrorCode.UNSUPPORTED_CURRENCY, 'Framestock sells in US dollars (USD) only.', 'currency');
  }
  if (
    input.downloadAllowance != null &&
    !(Number.isInteger(input.downloadAllowance) && input.downloadAllowance >= 0 && input.downloadAllowance <= 100_000)
  ) {
    e(PlanErrorCode.INVALID_ALLOWANCE, 'Enter a whole number of downloads from 0 to 100000.', 'downloadAllowance');
  }
  if (
    input.converterMaxFileBytes != null &&
    !(
      Number.isInteger(input.converterMaxFileBytes) &&
      input.converterMaxFileBytes >= 1_000_000 &&
      input.converterMaxFileBytes <= 20_000_000_000
    )
  ) {
    e(
      PlanErrorCode.INVALID_LIMITS,
      'The converter file limit must be a whole number of bytes from 1 MB to 20 GB.',
      'converterMaxFileBytes',
    );
  }
  if (
    input.converterMinutesPerMonth != null &&
    !(
      Number.isInteger(input.converterMinutesPerMonth) &&
      input.converterMinutesPerMonth >= 0 &&
      input.converterMinutesPerMonth <= 100_000
    )
  ) {
    e(
      PlanErrorCode.INVALID_LIMITS,
      'Converter minutes must be a whole number from 0 to 100000.',
      'converterMinutesPerMonth',
    );
  }
  return errors;
}

function failed(errors: PlanError[]): PlanPayload {
  return { plan: null, errors };
}

/**
 * Saves the plan and syncs it with the provider inside one transaction: if
 * the provider cannot be reached, nothing is saved (the admin retries, and the
 * idempotency keys make the retry create each object once).
 */
async function saveAndSync(ctx: Context, m: EntityManager, planId: string): Promise<PlanWithPrices> {
  const saved = (await planWithPrices(m, planId)) as PlanWithPrices;
  if (saved.plan.isFree) return saved;
  const synced = await providerOf(ctx.app).syncPlan({
    id: saved.plan.id,
    name: saved.plan.name,
    description: saved.plan.description,
    active: saved.plan.active,
    providerProductId: saved.plan.providerProductId,
    prices: saved.prices.map((p) => ({
      id: p.id,
      interval: p.interval,
      amountCents: p.amountCents,
      providerPriceId: p.providerPriceId,
    })),
  });
  if (synced.productId && synced.productId !== saved.plan.providerProductId) {
    await m.update(PlanEntity, { id: planId }, { providerProductId: synced.productId });
  }
  for (const [priceId, providerPriceId] of Object.entries(synced.priceIds)) {
    await m.update(PlanPriceEntity, { id: priceId }, { providerPriceId });
  }
  return (await planWithPrices(m, planId)) as PlanWithPrices;
}

async function withProvider(fn: () => Promise<PlanPayload>, ctx: Context): Promise<PlanPayload> {
  try {
    return await fn();
  } catch (err) {
    if (isProviderError(err)) {
      ctx.log.warn({ err }, 'plan sync with the payment provider failed');
      return failed([
        userError(
          PlanErrorCode.PROVIDER_UNAVAILABLE,
          'The payment provider could not be reached. Nothing was saved; try again.',
        ),
      ]);
    }
    throw err;
  }
}

/** Keeps "Most popular" on one plan at most. */
async function clearOtherHighlights(m: EntityManager, keep: string): Promise<void> {
  await m.createQueryBuilder().update(PlanEntity).set({ highlighted: false }).where('id <> :keep', { keep }).execute();
}

export async function createPlan(ctx: Context, input: CreatePlanInput): Promise<PlanPayload> {
  const slug = input.slug ?? slugify(input.name);
  const errors = fieldErrors({ ...input, slug: slug || input.slug || '-' });
  if (errors.length > 0) return failed(errors);
  return withProvider(
    () =>
      ctx.app.db.transaction(async (m) => {
        await m.query(`SELECT pg_advisory_xact_lock(hashtext('billing:plans'))`);
        if ((await m.count(PlanEntity)) >= MAX_PLANS) {
          return failed([userError(PlanErrorCode.TOO_MANY_PLANS, `Archive a plan first: at most ${MAX_PLANS}.`)]);
        }
        if (await m.existsBy(PlanEntity, { slug })) {
          return failed([userError(PlanErrorCode.SLUG_TAKEN, 'Another plan already uses this slug.', 'slug')]);
        }
        const last = await m
          .createQueryBuilder(PlanEntity, 'p')
          .select('max(p.position)', 'max')
          .getRawOne<{ max: number | null }>();
        const plan = await m.save(
          m.create(PlanEntity, {
            slug,
            name: input.name.trim(),
            description: input.description.trim(),
            features: input.features.map((f) => f.trim()),
            downloadAllowance: input.downloadAllowance,
            licence: input.licence,
            converterMaxFileBytes: input.converterMaxFileBytes,
            converterMinutesPerMonth: input.converterMinutesPerMonth,
            highlighted: input.highlighted,
            position: (last?.max ?? 0) + 1,
          }),
        );
        if (input.highlighted) await clearOtherHighlights(m, plan.id);
        await m.insert(PlanPriceEntity, [
          { planId: plan.id, interval: 'MONTH', amountCents: input.monthlyPriceCents },
          { planId: plan.id, interval: 'YEAR', amountCents: input.yearlyPriceCents },
        ]);
        const saved = await saveAndSync(ctx, m, plan.id);
        await audit(
          ctx,
          {
            action: 'billing.plan.create',
            targetType: 'plan',
            targetId: plan.id,
            data: { slug, monthly: input.monthlyPriceCents, yearly: input.yearlyPriceCents },
          },
          m,
        );
        return { plan: toPlan(saved), errors: [] };
      }),
    ctx,
  );
}

export async function updatePlan(ctx: Context, input: UpdatePlanInput): Promise<PlanPayload> {
  const errors = fieldErrors(input);
  if (errors.length > 0) return failed(errors);
  return withProvider(
    () =>
      ctx.app.db.transaction(async (m) => {
        const current = isUuid(input.id)
          ? await m.findOne(PlanEntity, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } })
          : null;
        if (!current) return failed([userError(PlanErrorCode.NOT_FOUND, 'No plan has this id.', 'id')]);
        if (current.isFree && (input.monthlyPriceCents != null || input.yearlyPriceCents != null)) {
          return failed([userError(PlanErrorCode.FREE_PLAN_PRICE, 'The Free plan has no price.', 'monthlyPriceCents')]);
        }
        if (current.isFree && input.active === false) {
          return failed([userError(PlanErrorCode.FREE_PLAN_ARCHIVE, 'The Free plan cannot be archived.', 'active')]);
        }
        const changes: Record<string, unknown> = {};
        const set = <K extends keyof PlanEntity>(key: K, value: PlanEntity[K] | null | undefined) => {
          if (value != null && value !== current[key]) {
            changes[key] = value;
            (current as PlanEntity)[key] = value;
          }
        };
        set('name', input.name?.trim());
        set('description', input.description?.trim());
        if (
          input.features != null &&
          JSON.stringify(input.features.map((f) => f.trim())) !== JSON.stringify(current.features)
        ) {
          current.features = input.features.map((f) => f.trim());
          changes.features = current.features;
        }
        set('downloadAllowance', input.downloadAllowance);
        set('licence', input.licence);
        set('converterMaxFileBytes', input.converterMaxFileBytes);
        set('converterMinutesPerMonth', input.converterMinutesPerMonth);
        set('highlighted', input.highlighted);
        set('active', input.active);
        await m.save(current);
        if (input.highlighted) await clearOtherHighlights(m, current.id);
        for (const [interval, amount] of [
          ['MONTH', input.monthlyPriceCents],
          ['YEAR', input.yearlyPriceCents],
        ] as const) {
          if (amount == null) continue;
          const live = await m.findOneBy(PlanPriceEntity, { planId: current.id, interval, current: true });
          if (live?.amountCents === amount) continue;
          // Prices are immutable: retire the current one (its subscribers keep it) and add the new amount.
          if (live) await m.update(PlanPriceEntity, { id: live.id }, { current: false });
          await m.insert(PlanPriceEntity, { planId: current.id, interval, amountCents: amount });
          changes[interval === 'MONTH' ? 'monthlyPriceCents' : 'yearlyPriceCents'] = {
            from: live?.amountCents ?? null,
            to: amount,
          };
        }
        const saved = await saveAndSync(ctx, m, current.id);
        if (Object.keys(changes).length > 0) {
          await audit(
            ctx,
            { action: 'billing.plan.update', targetType: 'plan', targetId: current.id, data: changes },
            m,
          );
        }
        return { plan: toPlan(saved), errors: [] };
      }),
    ctx,
  );
}

export async function reorderPlans(ctx: Context, input: ReorderPlansInput): Promise<ReorderPlansPayload> {
  return ctx.app.db.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('billing:plans'))`);
    const all = await listPlans(m, { includeArchived: true });
    const ids = new Set(input.planIds);
    if (ids.size !== input.planIds.length || ids.size !== all.length || all.some((p) => !ids.has(p.plan.id))) {
      return {
        plans: all.map(toPlan),
        errors: [userError(PlanErrorCode.INVALID_ORDER, 'Name every plan exactly once.', 'planIds')],
      };
    }
    for (const [i, id] of input.planIds.entries()) await m.update(PlanEntity, { id }, { position: i + 1 });
    await audit(
      ctx,
      { action: 'billing.plan.reorder', targetType: 'plan', targetId: 'all', data: { order: input.planIds } },
      m,
    );
    return { plans: (await listPlans(m, { includeArchived: true })).map(toPlan), errors: [] };
  });
}

/**
 * Billing against a Stripe-shaped fake on loopback (test/support/fake-stripe.ts):
 * the real `stripe` SDK talks to it by host/port, and its webhook events are
 * signed with the SDK's own test header helper. Plans sync to Stripe; a full
 * subscription life; admins refunding payments (full, partial then the rest,
 * refusals that change nothing, repeats that refund once); the member told of
 * each refund once, however it came (an admin, Stripe's dashboard, a retried
 * event); replaying every event shuffled ends in the same state;
 * unsigned, wrongly signed and stale events change nothing; authorization and
 * bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { type FakeStripe, startFakeStripe } from '../support/fake-stripe.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let stripe: FakeStripe;
let admin: string;

const ERR = 'errors { code field message }';
const PLAN_FIELDS = 'id name isFree active monthlyPriceCents yearlyPriceCents yearlySavingCents';
const BILLING = `status subscriptionId cancelAtPeriodEnd inGrace interval priceCents downloadAllowance licence
  currentPeriodEnd allowancePeriodEnd purchasedMediaIds plan { name isFree }`;

async function ok<T>(p: Promise<{ data?: T; errors?: unknown }>): Promise<T> {
  const r = await p;
  if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

async function createPlan(input: Record<string, unknown>) {
  const d = await ok<{ createPlan: { plan: { id: string } | null; errors: { code: string }[] } }>(
    t.gql(
      `mutation($i: CreatePlanInput!) { createPlan(input: $i) { plan { ${PLAN_FIELDS} } ${ERR} } }`,
      { i: input },
      { token: admin },
    ),
  );
  return d.createPlan;
}

const planInput = (name: string, monthly: number, yearly: number) => ({
  name,
  description: `${name} plan`,
  features: ['Premium items'],
  monthlyPriceCents: monthly,
  yearlyPriceCents: yearly,
  downloadAllowance: 100,
  licence: 'COMMERCIAL',
  converterMaxFileBytes: 2_000_000_000,
  converterMinutesPerMonth: 120,
});

async function billingOf(token: string) {
  return (await ok<{ myBilling: Record<string, unknown> }>(t.gql(`{ myBilling { ${BILLING} } }`, {}, { token })))
    .myBilling;
}

async function paymentsOf(token: string) {
  const d = await ok<{ myPayments: { totalCount: number; edges: { node: Record<string, unknown> }[] } }>(
    t.gql(
      '{ myPayments(first: 50) { totalCount edges { node { description amountCents amountRefundedCents status receiptUrl kind } } } }',
      {},
      { token },
    ),
  );
  return d.myPayments.edges.map((e) => e.node);
}

async function subscribe(token: string, planId: string, interval = 'MONTH') {
  const d = await ok<{
    startSubscriptionCheckout: {
      checkout: { id: string; clientSecret: string | null } | null;
      errors: { code: string }[];
    };
  }>(
    t.gql(
      `mutation($i: StartSubscriptionCheckoutInput!) { startSubscriptionCheckout(input: $i) { checkout { id clientSecret url status amountCents } ${ERR} } }`,
      { i: { planId, interval } },
      { token },
    ),
  );
  return d.startSubscriptionCheckout;
}

/** Everything the webhooks write, in a comparable form. */
async function billingState() {
  const q = (sql: string) => t.server.deps.db.query(sql);
  return {
    subscriptions: await q(
      `SELECT user_id, provider_subscription_id, plan_id, price_id, status, current_period_start, current_period_end,
              cancel_at_period_end, (past_due_since IS NOT NULL) AS past_due, (ended_at IS NOT NULL) AS ended
         FROM subscriptions ORDER BY provider_subscription_id`,
    ),
    payments: await q(
      `SELECT user_id, kind, provider_id, provider_charge_id, amount_cents, amount_refunded_cents, status, (paid_at IS NOT NULL) AS paid
         FROM payments ORDER BY provider_id`,
    ),
    purchases: await q(
      `SELECT user_id, media_id, (revoked_at IS NOT NULL) AS revoked FROM item_purchases ORDER BY media_id`,
    ),
    purchaseEvents: await q(
      `SELECT properties->>'transaction_id' AS tx, properties->'value' AS value FROM analytics_events WHERE type = 'purchase' ORDER BY 1`,
    ),
    emails: await q(`SELECT name, data->>'kind' AS kind FROM pgboss.job WHERE name = 'billing.email' ORDER BY 2`).then(
      (rows: { kind: string }[]) => rows.map((r) => r.kind).sort(),
    ),
  };
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestServer({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_framestock',
      STRIPE_API_URL: stripe.url,
      // Emails stay queued, so the test can count exactly what was enqueued.
      JOBS_IN_PROCESS: 'false',
    },
  });
  stripe.webhookUrl = `${t.url}/api/stripe/webhook`;
  admin = (await t.signedIn(Role.ADMIN)).token;
}, 120_000);

afterAll(async () => {
  await t?.stop();
  await stripe?.stop();
});

describe('plans', () => {
  it('lists the Free plan publicly, and creates plans with their Stripe product and prices, once each', async () => {
    const anon = await ok<{
      plans: { name: string; isFree: boolean; monthlyPriceCents: number }[];
      billing: { mode: string; publishableKey: string };
    }>(t.gql('{ plans { name isFree monthlyPriceCents } billing { mode publishableKey } }'));
    expect(anon.plans).toEqual([{ name: 'Free', isFree: true, monthlyPriceCents: 0 }]);
    expect(anon.billing).toEqual({ mode: 'STRIPE', publishableKey: 'pk_test_framestock' });

    const creator = await createPlan(planInput('Creator', 1200, 12000));
    expect(creator.errors).toEqual([]);
    expect(creator.plan).toMatchObject({
      name: 'Creator',
      monthlyPriceCents: 1200,
      yearlyPriceCents: 12000,
      yearlySavingCents: 2400,
    });
    const products = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/products');
    const prices = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/prices');
    expect(products).toHaveLength(1);
    expect(prices).toHaveLength(2);
    // Keys made from our ids: a retried save can never create a second product or price.
    expect(products[0]?.idempotencyKey).toBe(`product:${creator.plan?.id}`);
    const rows = await t.server.deps.db.query('SELECT provider_price_id FROM plan_prices WHERE plan_id = $1', [
      creator.plan?.id,
    ]);
    expect(rows.every((r: { provider_price_id: string }) => r.provider_price_id.startsWith('price_'))).toBe(true);
    // Pricing shows what the converter takes: the plan's 2 GB, which the site's default cap (10 GiB) lets through.
    const listed = await ok<{
      plans: { name: string; converterMaxFileBytes: number; converterFileLimitBytes: number }[];
    }>(t.gql('{ plans { name converterMaxFileBytes converterFileLimitBytes } }'));
    expect(listed.plans.find((p) => p.name === 'Creator')).toMatchObject({
      converterMaxFileBytes: 2_000_000_000,
      converterFileLimitBytes: 2_000_000_000,
    });
  });

  it('a new amount is a new price; the old one is kept, and the change is audited', async () => {
    const created = await createPlan(planInput('Studio', 2900, 29000));
    const id = created.plan?.id as string;
    const d = await ok<{
      updatePlan: {
        plan: { monthlyPriceCents: number; priceHistory: { amountCents: number; current: boolean }[] };
        errors: unknown[];
      };
    }>(
      t.gql(
        `mutation($i: UpdatePlanInput!) { updatePlan(input: $i) { plan { monthlyPriceCents priceHistory { amountCents current interval } } ${ERR} } }`,
        { i: { id, monthlyPriceCents: 3100 } },
        { token: admin },
      ),
    );
    expect(d.updatePlan.errors).toEqual([]);
    expect(d.updatePlan.plan.monthlyPriceCents).toBe(3100);
    const monthly = d.updatePlan.plan.priceHistory.filter((p) => (p as { interval?: string }).interval === 'MONTH');
    expect(monthly).toEqual([
      { amountCents: 3100, current: true, interval: 'MONTH' },
      { amountCents: 2900, current: false, interval: 'MONTH' },
    ]);
    const audits = await t.server.deps.db.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [id]);
    expect(audits.map((a: { action: string }) => a.action)).toEqual(['billing.plan.create', 'billing.plan.update']);
  });

  it('refuses bad plans with typed errors and writes nothing', async () => {
    const count = async () => Number((await t.server.deps.db.query('SELECT count(*) AS n FROM plans'))[0].n);
    const before = await count();
    expect((await createPlan({ ...planInput('Neg', -5, 100) })).errors.map((e) => e.code)).toEqual(['INVALID_PRICE']);
    expect((await createPlan({ ...planInput('Euro', 500, 5000), currency: 'EUR' })).errors.map((e) => e.code)).toEqual([
      'UNSUPPORTED_CURRENCY',
    ]);
    // A fractional number of cents is not an Int: refused by the schema before anything runs.
    const fractional = await t.gql(
      'mutation($i: CreatePlanInput!) { createPlan(input: $i) { plan { id } } }',
      { i: planInput('Frac', 9.5, 100) },
      { token: admin },
    );
    expect(fractional.status).toBe(400);
    expect(fractional.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Stripe down: nothing is saved.
    stripe.failing = true;
    expect((await createPlan(planInput('Down', 500, 5000))).errors.map((e) => e.code)).toEqual([
      'PROVIDER_UNAVAILABLE',
    ]);
    stripe.failing = false;
    expect(await count()).toBe(before);
    const free = (await t.server.deps.db.query(`SELECT id FROM plans WHERE is_free`))[0].id;
    const archiveFree = await ok<{ updatePlan: { errors: { code: string }[] } }>(
      t.gql(
        `mutation($i: UpdatePlanInput!) { updatePlan(input: $i) { ${ERR} } }`,
        { i: { id: free, active: false } },
        { token: admin },
      ),
    );
    expect(archiveFree.updatePlan.errors.map((e) => e.code)).toEqual(['FREE_PLAN_ARCHIVE']);
  });

  it('checkout refuses archived, unknown and free plans and other currencies, and starts nothing', async () => {
    const member = await t.signedIn();
    const archived = (await createPlan(planInput('Legacy', 900, 9000))).plan?.id as string;
    const order = await ok<{ adminPlans: { id: string }[] }>(t.gql('{ adminPlans { id } }', {}, { token: admin }));
    const reorder = (ids: string[]) =>
      ok<{ reorderPlans: { errors: { code: string }[] } }>(
        t.gql(
          `mutation($i: ReorderPlansInput!) { reorderPlans(input: $i) { ${ERR} } }`,
          { i: { planIds: ids } },
          { token: admin },
        ),
      );
    expect((await reorder(order.adminPlans.slice(1).map((p) => p.id))).reorderPlans.errors.map((e) => e.code)).toEqual([
      'INVALID_ORDER',
    ]);
    expect((await reorder([...order.adminPlans.map((p) => p.id)].reverse())).reorderPlans.errors).toEqual([]);
    await ok(
      t.gql(
        `mutation($i: UpdatePlanInput!) { updatePlan(input: $i) { ${ERR} } }`,
        { i: { id: archived, active: false } },
        { token: admin },
      ),
    );
    const anon = await ok<{ plans: { id: string; isFree: boolean }[] }>(t.gql('{ plans { id isFree } }'));
    expect(anon.plans.map((p) => p.id)).not.toContain(archived);
    const free = anon.plans.find((p) => p.isFree)?.id as string;
    const sessionsBefore = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const codes = async (planId: string, extra: Record<string, unknown> = {}) => {
      const d = await ok<{ startSubscriptionCheckout: { errors: { code: string }[] } }>(
        t.gql(
          `mutation($i: StartSubscriptionCheckoutInput!) { startSubscriptionCheckout(input: $i) { ${ERR} } }`,
          { i: { planId, interval: 'MONTH', ...extra } },
          { token: member.token },
        ),
      );
      return d.startSubscriptionCheckout.errors.map((e) => e.code);
    };
    expect(await codes(archived)).toEqual(['PLAN_ARCHIVED']);
    expect(await codes('00000000-0000-4000-8000-000000000000')).toEqual(['PLAN_NOT_FOUND']);
    expect(await codes('not-an-id')).toEqual(['PLAN_NOT_FOUND']);
    expect(await codes(free)).toEqual(['FREE_PLAN']);
    expect(await codes(anon.plans[1]?.id as string, { currency: 'EUR' })).toEqual(['UNSUPPORTED_CURRENCY']);
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBe(sessionsBefore);
    const rows = await t.server.deps.db.query('SELECT 1 FROM checkout_sessions WHERE user_id = $1', [member.userId]);
    expect(rows).toEqual([]);
  });

  it('plan management is ADMIN only', async () => {
    const member = await t.signedIn();
    const r = await t.gql('{ adminPlans { id } }', {}, { token: member.token });
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anon = await t.gql('mutation($i: CreatePlanInput!) { createPlan(input: $i) { plan { id } } }', {
      i: planInput('X', 100, 1000),
    });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('a subscription, from checkout to the end', () => {
  let member: { token: string; userId: string };
  let creatorId: string;
  let studioId: string;

  beforeAll(async () => {
    member = await t.signedIn();
    const plans = await ok<{ plans: { id: string; name: string }[] }>(t.gql('{ plans { id name } }'));
    creatorId = plans.plans.find((p) => p.name === 'Creator')?.id as string;
    studioId = plans.plans.find((p) => p.name === 'Studio')?.id as string;
  });

  it('double clicks open one checkout session; paying makes the member a subscriber', async () => {
    const before = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const [a, b] = await Promise.all([subscribe(member.token, creatorId), subscribe(member.token, creatorId)]);
    expect(a.errors).toEqual([]);
    expect(b.checkout?.id).toBe(a.checkout?.id);
    expect(a.checkout?.clientSecret).toMatch(/_secret_/);
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length - before).toBe(1);

    await stripe.completeCheckout(a.checkout?.id as string);
    expect(await billingOf(member.token)).toMatchObject({
      status: 'ACTIVE',
      plan: { name: 'Creator', isFree: false },
      interval: 'MONTH',
      priceCents: 1200,
      cancelAtPeriodEnd: false,
    });
    const payments = await paymentsOf(member.token);
    expect(payments).toEqual([
      expect.objectContaining({
        description: 'Creator plan',
        amountCents: 1200,
        status: 'PAID',
        kind: 'SUBSCRIPTION',
        receiptUrl: expect.stringContaining('https://invoice.stripe.test/'),
      }),
    ]);
    const events = await t.server.deps.db.query(
      `SELECT properties FROM analytics_events WHERE type = 'purchase' AND user_id = $1`,
      [member.userId],
    );
    expect(events).toHaveLength(1);
    expect(events[0].properties).toMatchObject({
      value: 12,
      currency: 'USD',
      items: [{ item_id: creatorId, item_name: 'Creator', price: 12, currency: 'USD', item_category: 'subscription' }],
    });
  });

  it('a second subscription while one runs is refused', async () => {
    const r = await subscribe(member.token, studioId);
    expect(r.errors.map((e) => e.code)).toEqual(['ALREADY_SUBSCRIBED']);
  });

  it('renews; a failed renewal is past_due with the plan kept through the grace period; a fixed card recovers', async () => {
    const sub = [...stripe.objects.values()].find((o) => o.object === 'subscription') as { id: string };
    await stripe.renew(sub.id);
    expect((await paymentsOf(member.token)).filter((p) => p.status === 'PAID')).toHaveLength(2);
    await stripe.renew(sub.id, { fail: true });
    expect(await billingOf(member.token)).toMatchObject({
      status: 'PAST_DUE',
      inGrace: true,
      plan: { name: 'Creator' },
    });
    expect((await paymentsOf(member.token))[0]).toMatchObject({ status: 'FAILED' });
    await stripe.recover(sub.id);
    expect(await billingOf(member.token)).toMatchObject({ status: 'ACTIVE', inGrace: false });
    expect((await paymentsOf(member.token)).map((p) => p.status)).toEqual(['PAID', 'PAID', 'PAID']);
  });

  it('changes plan, cancels at period end, resumes, cancels again, and ends on the Free plan', async () => {
    const changed = await ok<{ changePlan: { billing: { plan: { name: string } }; errors: unknown[] } }>(
      t.gql(
        `mutation($i: ChangePlanInput!) { changePlan(input: $i) { billing { plan { name } } ${ERR} } }`,
        { i: { planId: studioId, interval: 'YEAR' } },
        { token: member.token },
      ),
    );
    expect(changed.changePlan).toEqual({ billing: { plan: { name: 'Studio' } }, errors: [] });
    expect(await billingOf(member.token)).toMatchObject({
      interval: 'YEAR',
      priceCents: 29000,
      plan: { name: 'Studio' },
    });

    const { subscriptionId } = (await billingOf(member.token)) as { subscriptionId: string };
    const act = (name: string) =>
      ok<Record<string, { billing: { cancelAtPeriodEnd: boolean } | null; errors: { code: string }[] }>>(
        t.gql(
          `mutation($i: SubscriptionActionInput!) { ${name}(input: $i) { billing { cancelAtPeriodEnd } ${ERR} } }`,
          { i: { subscriptionId } },
          { token: member.token },
        ),
      ).then((d) => d[name]);
    expect(await act('cancelSubscription')).toEqual({ billing: { cancelAtPeriodEnd: true }, errors: [] });
    expect((await act('cancelSubscription'))?.errors.map((e) => e.code)).toEqual(['ALREADY_CANCELED']);
    expect(await billingOf(member.token)).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });
    expect(await act('resumeSubscription')).toEqual({ billing: { cancelAtPeriodEnd: false }, errors: [] });
    expect(await act('cancelSubscription')).toEqual({ billing: { cancelAtPeriodEnd: true }, errors: [] });

    const sub = [...stripe.objects.values()].find((o) => o.object === 'subscription') as { id: string };
    await stripe.endPeriod(sub.id);
    expect(await billingOf(member.token)).toMatchObject({
      status: 'CANCELED',
      subscriptionId: null,
      plan: { name: 'Free', isFree: true },
      downloadAllowance: 10,
    });
    // Each email once per state change: two cancellations (one before the resume) are two confirmations.
    const kinds = (await billingState()).emails;
    expect(kinds.filter((k: string) => k === 'receipt')).toHaveLength(3);
    expect(kinds.filter((k: string) => k === 'payment-failed')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'cancellation-confirmed')).toHaveLength(2);
    expect(kinds.filter((k: string) => k === 'subscription-resumed')).toHaveLength(1);
    expect(kinds.filter((k: string) => k === 'subscription-ended')).toHaveLength(1);
  });

  it('a refund is recorded on the payment', async () => {
    const paid = (
      await t.server.deps.db.query(
        `SELECT provider_charge_id FROM payments WHERE user_id = $1 AND status = 'paid' ORDER BY created_at LIMIT 1`,
        [member.userId],
      )
    )[0];
    await stripe.refund(paid.provider_charge_id);
    expect((await paymentsOf(member.token)).filter((p) => p.status === 'REFUNDED')).toEqual([
      expect.objectContaining({ amountCents: 1200, amountRefundedCents: 1200 }),
    ]);
  });

  it('another member cannot act on this subscription', async () => {
    const other = await t.signedIn();
    const id = (await t.server.deps.db.query('SELECT id FROM subscriptions WHERE user_id = $1', [member.userId]))[0].id;
    const r = await ok<{ resumeSubscription: { errors: { code: string }[] } }>(
      t.gql(
        `mutation($i: SubscriptionActionInput!) { resumeSubscription(input: $i) { ${ERR} } }`,
        { i: { subscriptionId: id } },
        { token: other.token },
      ),
    );
    expect(r.resumeSubscription.errors.map((e) => e.code)).toEqual(['NO_SUBSCRIPTION']);
    expect(await paymentsOf(other.token)).toEqual([]);
    const anon = await t.gql('{ myBilling { status } }');
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('single items', () => {
  it('a PREMIUM item with a price is bought once, owned, recorded with its kind, and taken back by a full refund', async () => {
    const media = mediaFactory(t);
    const item = await media.create({
      kind: 'ASSET',
      title: 'Neon glitch',
      status: 'PUBLISHED',
      access: 'PREMIUM',
      priceCents: 999,
    });
    const included = await media.create({
      kind: 'ASSET',
      title: 'Plan only',
      status: 'PUBLISHED',
      access: 'PREMIUM',
      priceCents: 0,
    });
    const buyer = await t.signedIn();
    const buy = (mediaId: string, currency = 'USD') =>
      ok<{ startItemCheckout: { checkout: { id: string; amountCents: number } | null; errors: { code: string }[] } }>(
        t.gql(
          `mutation($i: StartItemCheckoutInput!) { startItemCheckout(input: $i) { checkout { id amountCents } ${ERR} } }`,
          { i: { mediaId, currency } },
          { token: buyer.token },
        ),
      ).then((d) => d.startItemCheckout);
    expect((await buy(included.id)).errors.map((e) => e.code)).toEqual(['ITEM_NOT_FOR_SALE']);
    expect((await buy('00000000-0000-4000-8000-000000000000')).errors.map((e) => e.code)).toEqual(['ITEM_NOT_FOUND']);
    expect((await buy(item.id, 'EUR')).errors.map((e) => e.code)).toEqual(['UNSUPPORTED_CURRENCY']);
    const started = await buy(item.id);
    expect(started.checkout?.amountCents).toBe(999);
    await stripe.completeCheckout(started.checkout?.id as string);
    expect((await billingOf(buyer.token)).purchasedMediaIds).toEqual([item.id]);
    expect((await buy(item.id)).errors.map((e) => e.code)).toEqual(['ALREADY_OWNED']);
    const [event] = await t.server.deps.db.query(
      `SELECT properties FROM analytics_events WHERE type = 'purchase' AND user_id = $1`,
      [buyer.userId],
    );
    expect(event.properties.items).toEqual([
      { item_id: item.id, item_name: 'Neon glitch', price: 9.99, currency: 'USD', item_category: 'asset' },
    ]);
    const session = stripe.objects.get(started.checkout?.id as string) as unknown as { payment_intent: string };
    await stripe.refund(session.payment_intent);
    expect((await billingOf(buyer.token)).purchasedMediaIds).toEqual([]);
  });
});

describe('admin refunds', () => {
  const REFUND = `mutation($i: RefundPaymentInput!) {
    refundPayment(input: $i) { payment { id status amountCents amountRefundedCents } ${ERR} } }`;
  type Refunded = {
    payment: { id: string; status: string; amountCents: number; amountRefundedCents: number } | null;
    errors: { code: string; field: string | null; message: string }[];
  };
  const refund = (input: Record<string, unknown>, token = admin) =>
    ok<{ refundPayment: Refunded }>(t.gql(REFUND, { i: input }, { token })).then((d) => d.refundPayment);
  const refundCalls = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
  const paymentRow = async (id: string) =>
    (
      await t.server.deps.db.query(
        'SELECT status, amount_cents, amount_refunded_cents, provider_charge_id FROM payments WHERE id = $1',
        [id],
      )
    )[0];
  const chargeOf = (paymentIntent: string) =>
    [...stripe.objects.values()].find((o) => o.object === 'charge' && o.payment_intent === paymentIntent) as {
      id: string;
      amount: number;
      amount_refunded: number;
      refunded: boolean;
    };
  const refundAudits = (userId: string) =>
    t.server.deps.db.query(
      `SELECT target_type, target_id, actor_id, data FROM audit_log WHERE action = 'payment.refunded' AND target_id = $1 ORDER BY id`,
      [userId],
    );

  let member: { token: string; userId: string };
  let adminId: string;
  let invoicePaymentId: string;
  let subscriptionId: string;

  beforeAll(async () => {
    member = await t.signedIn();
    adminId = (await ok<{ me: { id: string } }>(t.gql('{ me { id } }', {}, { token: admin }))).me.id;
    const plans = await ok<{ plans: { id: string; name: string }[] }>(t.gql('{ plans { id name } }'));
    const creatorId = plans.plans.find((p) => p.name === 'Creator')?.id as string;
    const started = await subscribe(member.token, creatorId);
    await stripe.completeCheckout(started.checkout?.id as string);
    invoicePaymentId = (
      await t.server.deps.db.query(`SELECT id FROM payments WHERE user_id = $1 AND status = 'paid'`, [member.userId])
    )[0].id;
    subscriptionId = (
      await t.server.deps.db.query('SELECT provider_subscription_id AS id FROM subscriptions WHERE user_id = $1', [
        member.userId,
      ])
    )[0].id;
  });

  it('is ADMIN only: a member gets FORBIDDEN, a visitor UNAUTHENTICATED, and nothing is refunded', async () => {
    const asMember = await t.gql(REFUND, { i: { paymentId: invoicePaymentId } }, { token: member.token });
    expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anon = await t.gql(REFUND, { i: { paymentId: invoicePaymentId } });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refundCalls()).toHaveLength(0);
    expect(await paymentRow(invoicePaymentId)).toMatchObject({ status: 'paid', amount_refunded_cents: 0 });
  });

  it('refunds a subscription invoice in full at Stripe: the row as the webhook makes it, audited, the plan kept', async () => {
    const r = await refund({ paymentId: invoicePaymentId, reason: 'Charged twice' });
    expect(r).toEqual({
      payment: { id: invoicePaymentId, status: 'REFUNDED', amountCents: 1200, amountRefundedCents: 1200 },
      errors: [],
    });
    const [call] = refundCalls();
    const row = await paymentRow(invoicePaymentId);
    expect(call?.body).toEqual({
      payment_intent: row.provider_charge_id,
      amount: '1200',
      metadata: { framestock_payment_id: invoicePaymentId },
    });
    expect(call?.idempotencyKey).toBe(`refund:${invoicePaymentId}:0:1200`);
    expect(chargeOf(row.provider_charge_id)).toMatchObject({ amount_refunded: 1200, refunded: true });
    expect(stripe.events.slice(-2).map((e) => e.type)).toEqual(['refund.created', 'charge.refunded']);
    expect((await paymentsOf(member.token))[0]).toMatchObject({ status: 'REFUNDED', amountRefundedCents: 1200 });
    // Stripe does not end a subscription when its invoice is refunded, and neither does billing.
    expect(await billingOf(member.token)).toMatchObject({ status: 'ACTIVE', plan: { name: 'Creator' } });
    expect(await refundAudits(member.userId)).toEqual([
      {
        target_type: 'user',
        target_id: member.userId,
        actor_id: adminId,
        data: expect.objectContaining({
          paymentId: invoicePaymentId,
          amountCents: 1200,
          refundedCents: 1200,
          full: true,
          reason: 'Charged twice',
          providerRefundId: expect.stringMatching(/^re_/),
        }),
      },
    ]);

    // Again: nothing left. The same request from the same view (a double click) answers without refunding.
    expect((await refund({ paymentId: invoicePaymentId })).errors.map((e) => e.code)).toEqual(['NOTHING_TO_REFUND']);
    expect(await refund({ paymentId: invoicePaymentId, expectedRefundedCents: 0 })).toMatchObject({
      payment: { status: 'REFUNDED', amountRefundedCents: 1200 },
      errors: [],
    });
    expect(refundCalls()).toHaveLength(1);
    expect(await refundAudits(member.userId)).toHaveLength(1);
  });

  it('refunds an item in part, then the rest: owned until refunded in full; bad amounts change nothing', async () => {
    const media = mediaFactory(t);
    const item = await media.create({
      kind: 'AUDIO',
      title: 'Lo-fi loop',
      status: 'PUBLISHED',
      access: 'PREMIUM',
      priceCents: 999,
    });
    const buyer = await t.signedIn();
    const started = await ok<{ startItemCheckout: { checkout: { id: string } } }>(
      t.gql(
        `mutation($i: StartItemCheckoutInput!) { startItemCheckout(input: $i) { checkout { id } ${ERR} } }`,
        { i: { mediaId: item.id } },
        { token: buyer.token },
      ),
    );
    await stripe.completeCheckout(started.startItemCheckout.checkout.id);
    const paymentId = (await t.server.deps.db.query('SELECT id FROM payments WHERE user_id = $1', [buyer.userId]))[0]
      .id as string;
    const calls = refundCalls().length;

    // A double click: two identical requests at once refund once, and both answer the refund.
    const [a, b] = await Promise.all([
      refund({ paymentId, amountCents: 300, expectedRefundedCents: 0, reason: 'Wrong file' }),
      refund({ paymentId, amountCents: 300, expectedRefundedCents: 0, reason: 'Wrong file' }),
    ]);
    for (const r of [a, b]) {
      expect(r).toEqual({
        payment: { id: paymentId, status: 'PAID', amountCents: 999, amountRefundedCents: 300 },
        errors: [],
      });
    }
    expect(refundCalls().length - calls).toBe(1);
    expect((await billingOf(buyer.token)).purchasedMediaIds).toEqual([item.id]);

    // Refused, and nothing changes: over what is left, zero, negative, a stale view, unknown ids, unpaid.
    await stripe.renew(subscriptionId, { fail: true });
    const failedId = (
      await t.server.deps.db.query(`SELECT id FROM payments WHERE user_id = $1 AND status = 'failed'`, [member.userId])
    )[0].id;
    const before = await billingState();
    const audits = await t.server.deps.db.query(`SELECT count(*)::int AS n FROM audit_log`);
    const refused = async (input: Record<string, unknown>) => (await refund(input)).errors.map((e) => e.code);
    const over = await refund({ paymentId, amountCents: 700 });
    expect(over.errors).toEqual([
      { code: 'AMOUNT_TOO_LARGE', field: 'amountCents', message: 'At most $6.99 is left to refund.' },
    ]);
    expect(over.payment).toMatchObject({ amountRefundedCents: 300 });
    expect(await refused({ paymentId, amountCents: 0 })).toEqual(['INVALID_AMOUNT']);
    expect(await refused({ paymentId, amountCents: -100 })).toEqual(['INVALID_AMOUNT']);
    expect(await refused({ paymentId, amountCents: 100, expectedRefundedCents: 0 })).toEqual(['PAYMENT_CHANGED']);
    expect(await refused({ paymentId: '00000000-0000-4000-8000-000000000000' })).toEqual(['PAYMENT_NOT_FOUND']);
    expect(await refused({ paymentId: 'not-a-payment' })).toEqual(['PAYMENT_NOT_FOUND']);
    expect(await refused({ paymentId: failedId })).toEqual(['NOT_PAID']);
    expect(refundCalls().length - calls).toBe(1);
    expect(await billingState()).toEqual(before);
    expect(await t.server.deps.db.query(`SELECT count(*)::int AS n FROM audit_log`)).toEqual(audits);
    expect(chargeOf((await paymentRow(paymentId)).provider_charge_id)).toMatchObject({ amount_refunded: 300 });

    // The rest (amount omitted): refunded in full, the item is taken back and can be bought again.
    expect(await refund({ paymentId })).toEqual({
      payment: { id: paymentId, status: 'REFUNDED', amountCents: 999, amountRefundedCents: 999 },
      errors: [],
    });
    const last = refundCalls().at(-1);
    expect(last?.body).toMatchObject({ amount: '699' });
    expect(last?.idempotencyKey).toBe(`refund:${paymentId}:300:699`);
    expect((await billingOf(buyer.token)).purchasedMediaIds).toEqual([]);
    expect(
      (await refundAudits(buyer.userId)).map((a: { data: { amountCents: number; full: boolean } }) => [
        a.data.amountCents,
        a.data.full,
      ]),
    ).toEqual([
      [300, false],
      [699, true],
    ]);
  });

  it('a refund made in Stripe’s dashboard that billing has not heard of yet: caught up, and what is left said', async () => {
    await stripe.recover(subscriptionId);
    const paid = (
      await t.server.deps.db.query(
        `SELECT id, provider_charge_id FROM payments WHERE user_id = $1 AND status = 'paid' ORDER BY created_at DESC LIMIT 1`,
        [member.userId],
      )
    )[0];
    // Refunded at Stripe, its event not delivered yet.
    Object.assign(chargeOf(paid.provider_charge_id), { amount_refunded: 1000 });
    const r = await refund({ paymentId: paid.id, amountCents: 500 });
    expect(r.errors).toEqual([
      { code: 'AMOUNT_TOO_LARGE', field: 'amountCents', message: 'At most $2.00 is left to refund.' },
    ]);
    expect(await paymentRow(paid.id)).toMatchObject({ status: 'paid', amount_refunded_cents: 1000 });
    expect(await refund({ paymentId: paid.id })).toMatchObject({
      payment: { status: 'REFUNDED', amountRefundedCents: 1200 },
      errors: [],
    });
  });

  it('Stripe down: PROVIDER_UNAVAILABLE and nothing refunded', async () => {
    await stripe.renew(subscriptionId);
    const paid = (
      await t.server.deps.db.query(
        `SELECT id FROM payments WHERE user_id = $1 AND status = 'paid' ORDER BY created_at DESC LIMIT 1`,
        [member.userId],
      )
    )[0];
    stripe.failing = true;
    try {
      expect((await refund({ paymentId: paid.id })).errors.map((e) => e.code)).toEqual(['PROVIDER_UNAVAILABLE']);
    } finally {
      stripe.failing = false;
    }
    expect(await paymentRow(paid.id)).toMatchObject({ status: 'paid', amount_refunded_cents: 0 });
  });

  it('tells the member of each refund once: an admin’s and its event, a retried event, one made in Stripe’s dashboard', async () => {
    const item = await mediaFactory(t).create({
      kind: 'ASSET',
      title: 'Push Up',
      status: 'PUBLISHED',
      access: 'PREMIUM',
      priceCents: 12000,
    });
    const buyer = await t.signedIn();
    const started = await ok<{ startItemCheckout: { checkout: { id: string } } }>(
      t.gql(
        `mutation($i: StartItemCheckoutInput!) { startItemCheckout(input: $i) { checkout { id } ${ERR} } }`,
        { i: { mediaId: item.id } },
        { token: buyer.token },
      ),
    );
    await stripe.completeCheckout(started.startItemCheckout.checkout.id);
    const paymentId = (await t.server.deps.db.query('SELECT id FROM payments WHERE user_id = $1', [buyer.userId]))[0]
      .id as string;
    const told = async () => ({
      emails: (
        await t.server.deps.db.query(
          `SELECT data FROM pgboss.job WHERE name = 'billing.email' AND data->>'kind' = 'refund' AND data->>'paymentId' = $1 ORDER BY created_on`,
          [paymentId],
        )
      ).map((r: { data: unknown }) => r.data),
      notifications: (
        await t.server.deps.db.query(
          `SELECT title FROM notifications WHERE user_id = $1 AND type = 'billing.refund' ORDER BY created_at, id`,
          [buyer.userId],
        )
      ).map((r: { title: string }) => r.title),
    });

    // An admin refunds $20.00: written by the mutation and by its charge.refunded event, told once.
    expect((await refund({ paymentId, amountCents: 2000, expectedRefundedCents: 0 })).errors).toEqual([]);
    const first = {
      emails: [{ kind: 'refund', paymentId, amountCents: 2000, refundedCents: 2000, full: false }],
      notifications: ['Refunded $20.00 of your $120.00 payment for “Push Up”'],
    };
    expect(await told()).toEqual(first);

    // Stripe retries the event (under a new id, so it is not deduplicated as a repeat): nothing more is said.
    const event = stripe.events.filter((e) => e.type === 'charge.refunded').at(-1) as (typeof stripe.events)[number];
    const retried = JSON.stringify({ ...JSON.parse(event.payload), id: `${event.id}_retry` });
    expect(await stripe.send({ ...event, id: `${event.id}_retry`, payload: retried })).toBe(200);
    expect(await stripe.send(event)).toBe(200);
    expect(await told()).toEqual(first);

    // Refunded in Stripe's dashboard: the event alone tells the member, once; the rest refunded, in full.
    const intent = (await paymentRow(paymentId)).provider_charge_id as string;
    await stripe.refund(intent, 3000);
    await stripe.refund(intent);
    const last = stripe.events.filter((e) => e.type === 'charge.refunded').at(-1) as (typeof stripe.events)[number];
    expect(
      await stripe.send({
        ...last,
        id: `${last.id}_retry`,
        payload: JSON.stringify({ ...JSON.parse(last.payload), id: `${last.id}_retry` }),
      }),
    ).toBe(200);
    expect(await told()).toEqual({
      emails: [
        ...first.emails,
        { kind: 'refund', paymentId, amountCents: 3000, refundedCents: 5000, full: false },
        { kind: 'refund', paymentId, amountCents: 7000, refundedCents: 12000, full: true },
      ],
      notifications: [
        ...first.notifications,
        'Refunded $30.00 of your $120.00 payment for “Push Up”',
        'Refunded $70.00 of your $120.00 payment for “Push Up”',
      ],
    });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'refunded', amount_refunded_cents: 12000 });
    expect((await billingOf(buyer.token)).purchasedMediaIds).toEqual([]);
  });
});

describe('webhooks', () => {
  it('replaying every event three times in shuffled order (with duplicates) ends in the in-order state', async () => {
    const inOrder = await billingState();
    expect(inOrder.subscriptions.length).toBeGreaterThan(0);
    const all = [...stripe.events];
    const db = t.server.deps.db;
    for (let round = 0; round < 3; round++) {
      await db.query(`TRUNCATE subscriptions, payments, item_purchases, billing_webhook_events`);
      await db.query(`DELETE FROM analytics_events WHERE type = 'purchase'`);
      await db.query(`DELETE FROM pgboss.job WHERE name = 'billing.email'`);
      await db.query(`UPDATE checkout_sessions SET status = 'open'`);
      const replay = [...all, ...all.filter((_, i) => i % 5 === round)].sort(() => Math.random() - 0.5);
      for (const e of replay) expect(await stripe.send(e)).toBe(200);
      const state = await billingState();
      expect(state.subscriptions).toEqual(inOrder.subscriptions);
      expect(state.payments).toEqual(inOrder.payments);
      expect(state.purchases).toEqual(inOrder.purchases);
      // Exactly one purchase event per paid invoice or item, whatever the order.
      expect(state.purchaseEvents).toEqual(inOrder.purchaseEvents);
    }
  });

  it('a repeated event id is answered 200 and does nothing', async () => {
    const e = stripe.events.at(-1);
    const res = await fetch(`${t.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'stripe-signature': stripe.sign(e?.payload as string) },
      body: e?.payload,
    });
    expect(await res.json()).toEqual({ received: true, result: 'duplicate' });
  });

  it('unsigned, wrongly signed and stale events are refused with 400 and change nothing', async () => {
    const before = await billingState();
    const e = JSON.parse(stripe.events.find((x) => x.type === 'customer.subscription.deleted')?.payload as string);
    const forged = JSON.stringify({ ...e, id: 'evt_forged', data: { object: { ...e.data.object } } });
    const post = (headers: Record<string, string>) =>
      fetch(`${t.url}/api/stripe/webhook`, { method: 'POST', headers, body: forged });
    await t.server.deps.db.query('DELETE FROM billing_webhook_events');
    expect((await post({})).status).toBe(400);
    expect((await post({ 'stripe-signature': stripe.sign(forged, { secret: 'whsec_wrong' }) })).status).toBe(400);
    expect(
      (await post({ 'stripe-signature': stripe.sign(forged, { timestamp: Math.floor(Date.now() / 1000) - 600 }) }))
        .status,
    ).toBe(400);
    expect((await post({ 'stripe-signature': stripe.sign(`${forged} `) })).status).toBe(400);
    expect(await billingState()).toEqual(before);
    expect(await t.server.deps.db.query('SELECT id FROM billing_webhook_events')).toEqual([]);
  });
});

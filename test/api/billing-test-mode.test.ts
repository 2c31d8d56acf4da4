/**
 * The embedded default: no Stripe keys, the built-in test-mode provider. Its
 * checkout page's actions go through the same signed-webhook path; time
 * (renewals, cancellations taking effect) is its clock job; receipts are
 * generated at signed links, naming who was billed and nothing more; account
 * erasure cancels and anonymises; admins refund payments with no Stripe at
 * all, through the same webhook path, and the member is told of each refund
 * once (an email and a notification).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { testModeOf } from '../../server/modules/billing/provider-registry.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let creatorId: string;
const ERR = 'errors { code field message }';

async function ok<T>(p: Promise<{ data?: T; errors?: unknown }>): Promise<T> {
  const r = await p;
  if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

async function checkout(token: string) {
  const d = await ok<{ startSubscriptionCheckout: { checkout: { id: string; url: string } } }>(
    t.gql(
      `mutation($i: StartSubscriptionCheckoutInput!) { startSubscriptionCheckout(input: $i) { checkout { id url } ${ERR} } }`,
      { i: { planId: creatorId, interval: 'MONTH' } },
      { token },
    ),
  );
  return d.startSubscriptionCheckout.checkout;
}

async function complete(token: string, sessionId: string, outcome: 'SUCCEED' | 'DECLINE') {
  const d = await ok<{ completeTestCheckout: { billing: { status: string } | null; errors: { code: string }[] } }>(
    t.gql(
      `mutation($i: CompleteTestCheckoutInput!) { completeTestCheckout(input: $i) { billing { status } ${ERR} } }`,
      { i: { sessionId, outcome } },
      { token },
    ),
  );
  return d.completeTestCheckout;
}

const billingOf = async (token: string) =>
  (
    await ok<{
      myBilling: { status: string; subscriptionId: string | null; cancelAtPeriodEnd: boolean; plan: { name: string } };
    }>(t.gql('{ myBilling { status subscriptionId cancelAtPeriodEnd plan { name } } }', {}, { token }))
  ).myBilling;

/** The messages written to `to` (no SMTP_URL: the outbox), once `count` have arrived. */
async function mailTo(to: string, count: number): Promise<{ template: string; subject: string; text: string }[]> {
  for (let i = 0; i < 300; i++) {
    const rows = await t.server.deps.db.query(
      'SELECT template, subject, text FROM email_outbox WHERE to_address = $1 ORDER BY id',
      [to],
    );
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`fewer than ${count} messages to ${to}`);
}

const notificationsOf = (userId: string, type: string) =>
  t.server.deps.db.query(
    'SELECT title, link, data FROM notifications WHERE user_id = $1 AND type = $2 ORDER BY created_at, id',
    [userId, type],
  );

const receiptUrlOf = async (token: string) =>
  (
    await ok<{ myPayments: { edges: { node: { receiptUrl: string } }[] } }>(
      t.gql('{ myPayments { edges { node { receiptUrl } } } }', {}, { token }),
    )
  ).myPayments.edges[0]?.node.receiptUrl as string;

beforeAll(async () => {
  t = await startTestServer();
  await ensureDemoPlans(t.server.deps.db);
  const plans = await ok<{ plans: { id: string; name: string }[]; billing: { mode: string } }>(
    t.gql('{ plans { id name } billing { mode } }'),
  );
  expect(plans.billing.mode).toBe('TEST');
  expect(plans.plans.map((p) => p.name)).toEqual(['Free', 'Creator', 'Studio']);
  creatorId = plans.plans.find((p) => p.name === 'Creator')?.id as string;
}, 120_000);

afterAll(async () => {
  await t?.stop();
});

describe('test-mode checkout', () => {
  it('declines, then pays: the member is subscribed through the signed webhook path', async () => {
    const member = await t.signedIn();
    const session = await checkout(member.token);
    expect(session.url).toBe(`/checkout/test?session=${session.id}`);

    const stranger = await t.signedIn();
    expect((await complete(stranger.token, session.id, 'SUCCEED')).errors.map((e) => e.code)).toEqual(['NOT_FOUND']);
    expect((await complete(member.token, session.id, 'DECLINE')).errors.map((e) => e.code)).toEqual(['DECLINED']);
    expect((await billingOf(member.token)).status).toBe('NONE');

    expect(await complete(member.token, session.id, 'SUCCEED')).toEqual({ billing: { status: 'ACTIVE' }, errors: [] });
    expect((await complete(member.token, session.id, 'SUCCEED')).errors.map((e) => e.code)).toEqual(['NOT_OPEN']);
    // The three deliveries may arrive in any order (billing is built for that), so the set is what counts.
    const events = await t.server.deps.db.query('SELECT type FROM billing_webhook_events ORDER BY type');
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);

    // The generated receipt: a signed link; changed in any way, it is refused.
    const d = await ok<{ myPayments: { edges: { node: { receiptUrl: string; status: string } }[] } }>(
      t.gql('{ myPayments { edges { node { receiptUrl status } } } }', {}, { token: member.token }),
    );
    const url = d.myPayments.edges[0]?.node.receiptUrl as string;
    const receipt = await fetch(`${t.url}${url}`);
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toContain('Creator plan');
    expect(html).toContain('$12.00');
    expect(html).toContain('Test mode — no card was charged.');
    // Label and value in their own elements (a long reference wraps beside its label), and a date for people.
    expect(html).toMatch(/<dt>Reference<\/dt><dd>in_test_[^<]+<\/dd>/);
    const day = new Date().toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(html).toContain(`<dt>Date</dt><dd>${day}</dd>`);
    expect(html).not.toMatch(/GMT/);
    // Change the signature's first character to another one (it is already an x one time in 64).
    const tampered = url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'x' ? 'y' : 'x'}`);
    expect((await fetch(`${t.url}${tampered}`)).status).toBe(403);
  });

  it('the webhook endpoint checks the local secret: unsigned events are refused', async () => {
    const res = await fetch(`${t.url}/api/stripe/webhook`, {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_x', type: 'customer.subscription.deleted', data: { object: { id: 'sub_x' } } }),
    });
    expect(res.status).toBe(400);
  });

  it('a receipt says who was billed (name and email, escaped) and nothing more of the account', async () => {
    const member = await t.signedIn();
    await t.server.deps.db.query(`UPDATE users SET display_name = 'Ana <b>& Co</b>' WHERE id = $1`, [member.userId]);
    await complete(member.token, (await checkout(member.token)).id, 'SUCCEED');
    const html = await (await fetch(`${t.url}${await receiptUrlOf(member.token)}`)).text();
    expect(html).toContain(`<dt>Billed to</dt><dd>Ana &lt;b&gt;&amp; Co&lt;/b&gt;\n${member.email}</dd>`);
    const labels = [...html.matchAll(/<dt>([^<]+)<\/dt>/g)].map((m) => m[1]);
    expect(labels).toEqual(['Receipt', 'Billed to', 'For', 'Date', 'Amount', 'Status', 'Reference']);
    expect(html).not.toContain(member.userId);
    expect(html).not.toContain('<b>');
  });

  it('the clock renews running subscriptions and ends cancelled ones at period end', async () => {
    const renewing = await t.signedIn();
    const ending = await t.signedIn();
    for (const m of [renewing, ending]) await complete(m.token, (await checkout(m.token)).id, 'SUCCEED');
    const { subscriptionId } = await billingOf(ending.token);
    await ok(
      t.gql(
        `mutation($i: SubscriptionActionInput!) { cancelSubscription(input: $i) { ${ERR} } }`,
        { i: { subscriptionId } },
        { token: ending.token },
      ),
    );
    expect(await billingOf(ending.token)).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true });

    const later = new Date(Date.now() + 40 * 86_400_000);
    await testModeOf(t.server.deps)?.advanceClock(later);
    expect(await billingOf(ending.token)).toMatchObject({ status: 'CANCELED', plan: { name: 'Free' } });
    expect(await billingOf(renewing.token)).toMatchObject({ status: 'ACTIVE', plan: { name: 'Creator' } });
    const paid = await t.server.deps.db.query(
      `SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND status = 'paid'`,
      [renewing.userId],
    );
    expect(paid[0].n).toBe(2);
  });

  it('erasing an account cancels its subscription at once and keeps its payments without the person', async () => {
    const member = await t.signedIn();
    await complete(member.token, (await checkout(member.token)).id, 'SUCCEED');
    const { subscriptionId } = await billingOf(member.token);
    const receipt = await receiptUrlOf(member.token);
    expect(await (await fetch(`${t.url}${receipt}`)).text()).toContain(member.email);
    const d = await ok<{ deleteAccount: { deleted: boolean } }>(
      t.gql('mutation { deleteAccount { deleted } }', {}, { token: member.token }),
    );
    expect(d.deleteAccount.deleted).toBe(true);
    const [sub] = await t.server.deps.db.query('SELECT user_id, status FROM subscriptions WHERE id = $1', [
      subscriptionId,
    ]);
    expect(sub).toEqual({ user_id: null, status: 'canceled' });
    const payments = await t.server.deps.db.query(
      `SELECT p.user_id, p.amount_cents FROM payments p JOIN subscriptions s ON s.provider_subscription_id = p.provider_subscription_id WHERE s.id = $1`,
      [subscriptionId],
    );
    expect(payments).toEqual([{ user_id: null, amount_cents: 1200 }]);
    expect(await t.server.deps.db.query('SELECT 1 FROM billing_customers WHERE user_id = $1', [member.userId])).toEqual(
      [],
    );
    // The receipt stays an accounting record, billed to no one.
    const kept = await (await fetch(`${t.url}${receipt}`)).text();
    expect(kept).toContain('$12.00');
    expect(kept).not.toContain('Billed to');
    expect(kept).not.toContain(member.email);
  });
});

describe('admin refunds in test mode', () => {
  const REFUND = `mutation($i: RefundPaymentInput!) {
    refundPayment(input: $i) { payment { status amountRefundedCents } ${ERR} } }`;
  const refund = (token: string, input: Record<string, unknown>) =>
    ok<{
      refundPayment: {
        payment: { status: string; amountRefundedCents: number } | null;
        errors: { code: string; message: string }[];
      };
    }>(t.gql(REFUND, { i: input }, { token })).then((d) => d.refundPayment);
  const db = () => t.server.deps.db;

  it('refunds part, refuses more than is left, then the rest: the provider, the row and its status agree', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const member = await t.signedIn();
    await complete(member.token, (await checkout(member.token)).id, 'SUCCEED');
    const [payment] = await db().query('SELECT id, provider_charge_id AS pi FROM payments WHERE user_id = $1', [
      member.userId,
    ]);
    const testMode = testModeOf(t.server.deps);

    expect(
      (await t.gql(REFUND, { i: { paymentId: payment.id } }, { token: member.token })).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await refund(admin.token, { paymentId: payment.id, amountCents: 500, expectedRefundedCents: 0 })).toEqual({
      payment: { status: 'PAID', amountRefundedCents: 500 },
      errors: [],
    });
    expect(await testMode?.refundedAmount(payment.pi)).toBe(500);
    const over = await refund(admin.token, { paymentId: payment.id, amountCents: 701 });
    expect(over.errors).toEqual([
      expect.objectContaining({ code: 'AMOUNT_TOO_LARGE', message: 'At most $7.00 is left to refund.' }),
    ]);
    expect(await testMode?.refundedAmount(payment.pi)).toBe(500);

    expect(await refund(admin.token, { paymentId: payment.id, reason: 'Goodwill' })).toEqual({
      payment: { status: 'REFUNDED', amountRefundedCents: 1200 },
      errors: [],
    });
    expect(await testMode?.refundedAmount(payment.pi)).toBe(1200);
    const [row] = await db().query('SELECT status, amount_refunded_cents FROM payments WHERE id = $1', [payment.id]);
    expect(row).toEqual({ status: 'refunded', amount_refunded_cents: 1200 });
    const refunds = await db().query(
      `SELECT data->>'amount' AS amount FROM billing_test_mode_objects WHERE type = 'refund' AND data->>'payment_intent' = $1 ORDER BY created_at`,
      [payment.pi],
    );
    expect(refunds.map((r: { amount: string }) => Number(r.amount))).toEqual([500, 700]);
    // Both refunds came through the signed webhook path, as Stripe's would.
    const [{ n }] = await db().query(
      `SELECT count(*)::int AS n FROM billing_webhook_events WHERE type = 'charge.refunded'`,
    );
    expect(n).toBeGreaterThanOrEqual(2);
    expect((await refund(admin.token, { paymentId: payment.id })).errors.map((e) => e.code)).toEqual([
      'NOTHING_TO_REFUND',
    ]);
    const audits = await db().query(
      `SELECT data->>'amountCents' AS amount, data->>'reason' AS reason FROM audit_log WHERE action = 'payment.refunded' AND target_id = $1 ORDER BY id`,
      [member.userId],
    );
    expect(audits).toEqual([
      { amount: '500', reason: null },
      { amount: '700', reason: 'Goodwill' },
    ]);

    // The member is told of each refund once, by email and in the app (the refusals told nothing).
    const mail = (await mailTo(member.email, 3)).filter((m) => m.template === 'billing-refund');
    expect(mail.map((m) => m.subject)).toEqual(['Your Framestock refund — $5.00', 'Your Framestock refund — $7.00']);
    expect(mail[0]?.text).toContain('We refunded $5.00 of your payment of $12.00 for Creator plan.');
    expect(mail[1]?.text).toContain(
      'We refunded $7.00 of your payment of $12.00 for Creator plan: it is now refunded in full.',
    );
    expect(mail[1]?.text).toContain('/profile/payments');
    expect(await notificationsOf(member.userId, 'billing.refund')).toEqual([
      {
        title: 'Refunded $5.00 of your $12.00 payment for Creator plan',
        link: '/profile/payments',
        data: { kind: 'refund', paymentId: payment.id, amountCents: 500, refundedCents: 500, full: false },
      },
      {
        title: 'Refunded $7.00 of your $12.00 payment for Creator plan',
        link: '/profile/payments',
        data: { kind: 'refund', paymentId: payment.id, amountCents: 700, refundedCents: 1200, full: true },
      },
    ]);
    // The member's own list shows it.
    const mine = await ok<{ myPayments: { edges: { node: { status: string; amountRefundedCents: number } }[] } }>(
      t.gql('{ myPayments { edges { node { status amountRefundedCents } } } }', {}, { token: member.token }),
    );
    expect(mine.myPayments.edges.map((e) => e.node)).toEqual([{ status: 'REFUNDED', amountRefundedCents: 1200 }]);
  });

  it('an item refunded in full is taken back, and can be bought again', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const buyer = await t.signedIn();
    const item = await mediaFactory(t).create({
      kind: 'IMAGE',
      title: 'Film grain overlay',
      status: 'PUBLISHED',
      access: 'PREMIUM',
      priceCents: 499,
    });
    const buy = () =>
      ok<{ startItemCheckout: { checkout: { id: string } | null; errors: { code: string }[] } }>(
        t.gql(
          `mutation($i: StartItemCheckoutInput!) { startItemCheckout(input: $i) { checkout { id } ${ERR} } }`,
          { i: { mediaId: item.id } },
          { token: buyer.token },
        ),
      ).then((d) => d.startItemCheckout);
    const sessionId = (await buy()).checkout?.id as string;
    await complete(buyer.token, sessionId, 'SUCCEED');
    // The thank-you page's question: what was bought, to link to it and download it.
    const done = await ok<{ checkout: { status: string; media: Record<string, unknown> | null } }>(
      t.gql(
        'query($id: ID!) { checkout(id: $id) { status media { id kind slug title } } }',
        { id: sessionId },
        {
          token: buyer.token,
        },
      ),
    );
    expect(done.checkout).toEqual({
      status: 'complete',
      media: { id: item.id, kind: 'IMAGE', slug: item.slug, title: 'Film grain overlay' },
    });
    const plan = await checkout(buyer.token);
    expect(
      (
        await ok<{ checkout: { media: unknown } }>(
          t.gql('query($id: ID!) { checkout(id: $id) { media { id } } }', { id: plan.id }, { token: buyer.token }),
        )
      ).checkout.media,
    ).toBeNull();
    const owned = async () =>
      (
        await ok<{ myBilling: { purchasedMediaIds: string[] } }>(
          t.gql('{ myBilling { purchasedMediaIds } }', {}, { token: buyer.token }),
        )
      ).myBilling.purchasedMediaIds;
    expect(await owned()).toEqual([item.id]);
    const [payment] = await db().query('SELECT id FROM payments WHERE user_id = $1', [buyer.userId]);
    expect(await refund(admin.token, { paymentId: payment.id, expectedRefundedCents: 0 })).toEqual({
      payment: { status: 'REFUNDED', amountRefundedCents: 499 },
      errors: [],
    });
    expect(await owned()).toEqual([]);
    expect((await buy()).errors).toEqual([]);
    const [told] = (await mailTo(buyer.email, 2)).filter((m) => m.template === 'billing-refund');
    expect(told?.text).toContain('We refunded your payment of $4.99 for “Film grain overlay” in full.');
    expect(told?.text).toContain('“Film grain overlay” is no longer yours to download.');
    expect(await notificationsOf(buyer.userId, 'billing.refund')).toHaveLength(1);
  });
});

describe('the pricing page head', () => {
  it('carries a Product with USD Offers for each plan in the raw HTML', async () => {
    const html = await (await fetch(`${t.url}/public/pricing`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1] as string),
    );
    const products = blocks.flat().filter((b) => b['@type'] === 'Product');
    expect(products.map((p) => p.name)).toEqual(['Framestock Free', 'Framestock Creator', 'Framestock Studio']);
    const creator = products[1];
    expect(creator.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        price: '12.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({ '@type': 'Offer', price: '120.00', priceCurrency: 'USD' }),
    ]);
  });
});

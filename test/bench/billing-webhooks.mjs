// Bench rows (issue 13): 1,000 webhook deliveries — a mix of event types from
// real subscription lives, 20 % of them duplicates, shuffled — POSTed to
// /api/stripe/webhook with fresh Stripe signatures. Reports the time, and
// whether the final state equals the one the same events left when they
// were handled in order as they happened.
//
// In-process against the build (dist/): the server in test mode (its
// embedded PostgreSQL under `dataDir`), and a test-mode provider whose
// deliveries the bench records while passing them on — the "in order" run.
import 'reflect-metadata';
import path from 'node:path';
import Stripe from 'stripe';

const dist = path.resolve('dist/node/server');
const TOTAL = Number(process.env.BENCH_BILLING_EVENTS ?? 1000);
const DUPLICATE_SHARE = 0.2;

function shuffle(list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

async function state(db) {
  const q = (sql) => db.query(sql);
  return JSON.stringify({
    subscriptions: await q(
      `SELECT user_id, provider_subscription_id, price_id, status, current_period_end, cancel_at_period_end, ended_at IS NOT NULL AS ended
         FROM subscriptions ORDER BY provider_subscription_id`,
    ),
    payments: await q(`SELECT user_id, provider_id, amount_cents, status FROM payments ORDER BY provider_id`),
    purchases: await q(
      `SELECT properties->>'transaction_id' AS tx FROM analytics_events WHERE type = 'purchase' ORDER BY 1`,
    ),
  });
}

export async function billingWebhookRows({ dataDir, port }, row) {
  const { loadConfig } = await import(`${dist}/config.js`);
  const { createLogger } = await import(`${dist}/logger.js`);
  const { startServer } = await import(`${dist}/server.js`);
  const { createUser } = await import(`${dist}/modules/accounts/index.js`);
  const { ensureDemoPlans } = await import(`${dist}/modules/billing/index.js`);
  const { testModeProvider } = await import(`${dist}/modules/billing/test-mode/test-mode-provider.js`);
  const { receiveWebhook } = await import(`${dist}/modules/billing/webhooks.js`);

  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_POSTGRES_PORT: String(port),
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    JOBS_IN_PROCESS: 'false',
  });
  const server = await startServer(config, createLogger('error', false));
  try {
    const { deps } = server;
    const db = deps.db;
    await ensureDemoPlans(db);
    const prices = await db.query(`SELECT id, interval FROM plan_prices WHERE current ORDER BY amount_cents`);
    const secret = config.billing.testModeWebhookSecret;

    // Real subscription lives; each event is handled as it happens (in order) and recorded.
    const recorded = [];
    const provider = testModeProvider(db, secret, async (payload, signature) => {
      recorded.push(payload);
      const outcome = await receiveWebhook(deps, provider, payload, signature);
      if (outcome.status !== 200) throw new Error(`in-order delivery refused: ${outcome.error}`);
    });
    const unique = Math.round(TOTAL * (1 - DUPLICATE_SHARE));
    // The clock below adds about a fifth more events (renewals, endings).
    for (let n = 0; recorded.length < unique * 0.8; n++) {
      const created = await createUser(db, {
        email: `bench-billing-${n}@example.test`,
        password: 'bench password 123',
        emailVerified: true,
      });
      if (!created.user) throw new Error(created.error.message);
      const userId = created.user.id;
      const customer = await provider.createCustomer({ id: userId, email: `bench-billing-${n}@example.test` });
      const price = prices[n % prices.length];
      const session = await provider.createCheckoutSession({
        customer,
        reference: crypto.randomUUID(),
        userId,
        successUrl: 'http://bench/',
        cancelUrl: 'http://bench/',
        line: { mode: 'subscription', providerPriceId: price.id, framestockPriceId: price.id, planId: '' },
      });
      await provider.completeCheckout(session.id, 'SUCCEED');
      const sub = (
        await db.query(`SELECT provider_subscription_id AS id FROM subscriptions WHERE user_id = $1`, [userId])
      )[0].id;
      await provider.setCancelAtPeriodEnd(sub, true);
      if (n % 3 !== 0) await provider.setCancelAtPeriodEnd(sub, false);
      if (n % 4 === 0) {
        const other = prices[(n + 1) % prices.length];
        await provider.changePrice(sub, other.id, other.id);
      }
      if (n % 5 === 0) await provider.cancelNow(sub);
    }
    // Periods end: renewals (invoice.paid + subscription.updated) and cancellations taking effect.
    await provider.advanceClock(new Date(Date.now() + 400 * 86_400_000));
    const inOrder = await state(db);
    const events = recorded;
    const types = new Set(events.map((e) => JSON.parse(e).type));

    await db.query(`TRUNCATE subscriptions, payments, item_purchases, billing_webhook_events`);
    await db.query(`DELETE FROM analytics_events WHERE type = 'purchase'`);
    const deliveries = shuffle([...events, ...shuffle([...events]).slice(0, Math.max(0, TOTAL - events.length))]);
    const signer = new Stripe('sk_test_bench').webhooks;
    const url = `${server.url}/api/stripe/webhook`;
    const started = performance.now();
    let refused = 0;
    // Stripe delivers concurrently: 8 deliveries in flight at a time.
    const queue = [...deliveries];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let payload = queue.shift(); payload; payload = queue.shift()) {
          const res = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': signer.generateTestHeaderString({ payload, secret }),
            },
            body: payload,
          });
          await res.arrayBuffer();
          if (res.status !== 200) refused++;
        }
      }),
    );
    const ms = performance.now() - started;
    const after = await state(db);
    const equal = after === inOrder;
    if (!equal && process.env.BENCH_BILLING_DEBUG) {
      (await import('node:fs')).writeFileSync('/tmp/billing-in-order.json', inOrder);
      (await import('node:fs')).writeFileSync('/tmp/billing-replay.json', after);
    }
    row(
      `billing: ${deliveries.length} webhook deliveries (${types.size} event types, ${deliveries.length - events.length} duplicates, shuffled, 8 in flight)`,
      `${(ms / 1000).toFixed(2)} s (${Math.round(deliveries.length / (ms / 1000))} events/s)`,
      'reported',
      undefined,
    );
    row(
      'billing: final state after the shuffled replay equals the in-order state',
      equal ? 'equal' : 'DIFFERENT',
      'equal',
      equal && refused === 0,
    );
  } finally {
    await server.stop();
  }
}

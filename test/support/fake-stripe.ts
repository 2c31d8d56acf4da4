/**
 * A Stripe-shaped API on loopback: the endpoints billing calls (customers,
 * products, prices, Checkout Sessions, subscriptions, invoices, charges, the
 * Billing Portal, refunds), form-encoded requests and JSON answers as Stripe's,
 * bearer secret-key auth and the `Idempotency-Key` header (a repeated key
 * replays the first answer; with other parameters it is refused, and a request
 * refused as invalid saves no answer, as at Stripe). What Stripe does on its own — a customer paying in Checkout,
 * renewals, failed charges, refunds — is driven by the test through the
 * methods below; each produces the events Stripe would send, signed with the
 * SDK's own test header helper and POSTed to the webhook URL (or kept for the
 * test to replay: `deliver: false`).
 *
 * Objects follow the current API shape (2025+): billing periods on
 * subscription items, an invoice's subscription under
 * `parent.subscription_details`, its payment intent under `payments`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown> & { id: string };

export interface FakeStripeEvent {
  id: string;
  type: string;
  payload: string;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Where events are POSTed (set once the app's URL is known). */
  webhookUrl: string | null;
  /** Every event sent, in order. */
  events: FakeStripeEvent[];
  /** Requests received (method, path, idempotency key), for assertions. */
  requests: { method: string; path: string; idempotencyKey: string | undefined; body: Record<string, unknown> }[];
  objects: Map<string, Obj>;
  /** Make every API call fail with a 500 (the provider is down). */
  failing: boolean;
  /** The customer pays in Checkout: session complete; for subscriptions also the subscription and its paid invoice. */
  completeCheckout(sessionId: string): Promise<void>;
  /** The next period is billed: paid, or (`fail`) declined → past_due. */
  renew(subscriptionId: string, opts?: { fail?: boolean }): Promise<void>;
  /** The customer fixes the card: the open invoice is paid, the subscription active again. */
  recover(subscriptionId: string): Promise<void>;
  /** The period ends: a subscription set to cancel at period end is deleted. */
  endPeriod(subscriptionId: string): Promise<void>;
  /** Refund (part of; default the rest) a charge, found by its payment intent, as from Stripe's dashboard. */
  refund(paymentIntent: string, amount?: number): Promise<void>;
  /** Sign a payload as Stripe would (optionally with another secret or timestamp). */
  sign(payload: string, opts?: { secret?: string; timestamp?: number }): string;
  /** POST one recorded event to the webhook URL again; resolves to the HTTP status. */
  send(event: FakeStripeEvent): Promise<number>;
  stop(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0][c]=v`) back into objects and arrays. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= /^\d+$/.test(path[i + 1] as string) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

function addMonths(t: number, interval: string): number {
  const d = new Date(t * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

export async function startFakeStripe(opts: { deliver?: boolean } = {}): Promise<FakeStripe> {
  const signer = new Stripe('sk_test_fake').webhooks;
  const objects = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: unknown; params: string }>();
  const put = <T extends Obj>(o: T): T => {
    objects.set(o.id, o);
    return o;
  };
  const get = (id: string) => objects.get(id);

  const fake: FakeStripe = {
    url: '',
    secretKey: 'sk_test_fake_framestock',
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    webhookUrl: null,
    events: [],
    requests: [],
    objects,
    failing: false,
    completeCheckout,
    renew,
    recover,
    endPeriod,
    refund,
    sign: (payload, o = {}) =>
      signer.generateTestHeaderString({ payload, secret: o.secret ?? fake.webhookSecret, timestamp: o.timestamp }),
    send,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function emit(type: string, object: Obj): Promise<void> {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      type,
      data: { object: structuredClone(object) },
    };
    const recorded = { id: event.id, type, payload: JSON.stringify(event) };
    fake.events.push(recorded);
    if (opts.deliver !== false && fake.webhookUrl) {
      const status = await send(recorded);
      if (status !== 200) throw new Error(`webhook answered ${status} to ${type}`);
    }
  }

  async function send(event: FakeStripeEvent): Promise<number> {
    if (!fake.webhookUrl) throw new Error('webhookUrl is not set');
    const res = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(event.payload) },
      body: event.payload,
    });
    await res.arrayBuffer();
    return res.status;
  }

  // Real invoices of one subscription are at least a billing period apart; a test renews within one
  // second, so each invoice gets a later second than the last to keep "newest first" well defined.
  let lastInvoiceAt = 0;
  function newInvoice(sub: Obj, amount: number, paid: boolean): { invoice: Obj; charge: Obj | null } {
    const intent = newId('pi');
    const t = Math.max(now(), lastInvoiceAt + 1);
    lastInvoiceAt = t;
    const invoice = put({
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      attempt_count: 1,
      total: amount,
      amount_paid: paid ? amount : 0,
      currency: 'usd',
      created: t,
      hosted_invoice_url: `https://invoice.stripe.test/${intent}`,
      status_transitions: { paid_at: paid ? t : null },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: 'list', data: [{ description: 'Subscription' }] },
      payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: intent } }] },
    });
    const charge = paid
      ? put({
          id: newId('ch'),
          object: 'charge',
          customer: sub.customer,
          payment_intent: intent,
          amount,
          amount_refunded: 0,
          refunded: false,
        })
      : null;
    return { invoice, charge };
  }

  function item(sub: Obj) {
    return (sub.items as { data: Record<string, unknown>[] }).data[0] as {
      price: Obj & { unit_amount: number; recurring: { interval: string } };
      current_period_start: number;
      current_period_end: number;
    };
  }

  async function completeCheckout(sessionId: string) {
    const session = get(sessionId) as Obj & { line_items: { price?: string; price_data?: { unit_amount: string } }[] };
    if (session?.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    if (session.mode === 'subscription') {
      const price = get(session.line_items[0]?.price as string) as Obj & {
        unit_amount: number;
        recurring: { interval: string };
      };
      const t = now();
      const sub = put({
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        created: t,
        metadata: (session.subscription_data as { metadata?: Record<string, string> })?.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              price,
              current_period_start: t,
              current_period_end: addMonths(t, price.recurring.interval),
            },
          ],
        },
      });
      const { invoice } = newInvoice(sub, price.unit_amount, true);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: sub.id });
      await emit('checkout.session.completed', session);
      await emit('customer.subscription.created', sub);
      await emit('invoice.paid', invoice);
    } else {
      const intent = newId('pi');
      put({
        id: newId('ch'),
        object: 'charge',
        customer: session.customer,
        payment_intent: intent,
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent });
      await emit('checkout.session.completed', session);
    }
  }

  async function renew(subId: string, o: { fail?: boolean } = {}) {
    const sub = get(subId) as Obj;
    const it = item(sub);
    it.current_period_start = it.current_period_end;
    it.current_period_end = addMonths(it.current_period_end, it.price.recurring.interval);
    const { invoice } = newInvoice(sub, it.price.unit_amount, !o.fail);
    sub.status = o.fail ? 'past_due' : 'active';
    await emit(o.fail ? 'invoice.payment_failed' : 'invoice.paid', invoice);
    await emit('customer.subscription.updated', sub);
  }

  async function recover(subId: string) {
    const sub = get(subId) as Obj;
    const open = [...objects.values()].find(
      (o) =>
        o.object === 'invoice' &&
        o.status === 'open' &&
        (o.parent as { subscription_details: { subscription: string } }).subscription_details.subscription === subId,
    );
    if (!open) throw new Error('no open invoice');
    const intent = (open.payments as { data: { payment: { payment_intent: string } }[] }).data[0]?.payment
      .payment_intent;
    Object.assign(open, {
      status: 'paid',
      amount_paid: open.total,
      attempt_count: 2,
      status_transitions: { paid_at: now() },
    });
    put({
      id: newId('ch'),
      object: 'charge',
      customer: sub.customer,
      payment_intent: intent,
      amount: open.total,
      amount_refunded: 0,
      refunded: false,
    });
    sub.status = 'active';
    await emit('invoice.paid', open);
    await emit('customer.subscription.updated', sub);
  }

  async function endPeriod(subId: string) {
    const sub = get(subId) as Obj;
    if (!sub.cancel_at_period_end) return renew(subId);
    Object.assign(sub, { status: 'canceled', ended_at: item(sub).current_period_end });
    await emit('customer.subscription.deleted', sub);
  }

  const invalid = (code: string, message: string, param?: string): [number, unknown] => [
    400,
    { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } },
  ];
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  /**
   * `POST /v1/refunds` as Stripe answers it: by `payment_intent` or `charge`; `amount` defaults to
   * what is not refunded yet; more than that, or a charge refunded in full, is refused. The charge's
   * `amount_refunded` grows and `refund.created` and `charge.refunded` are sent.
   */
  async function createRefund(body: Record<string, unknown>): Promise<[number, unknown]> {
    const by = body.payment_intent ? 'payment_intent' : body.charge ? 'charge' : null;
    if (!by)
      return invalid(
        'parameter_missing',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const ref = String(body[by]);
    const charge = [...objects.values()].find(
      (o) => o.object === 'charge' && (by === 'charge' ? o.id === ref : o.payment_intent === ref),
    ) as (Obj & { amount: number; amount_refunded: number; payment_intent: string | null }) | undefined;
    if (!charge) return invalid('resource_missing', `No such ${by}: '${ref}'`, by);
    const left = charge.amount - charge.amount_refunded;
    if (body.amount !== undefined && !/^[1-9]\d*$/.test(String(body.amount))) {
      return invalid('parameter_invalid_integer', 'Invalid positive integer', 'amount');
    }
    if (left <= 0) return invalid('charge_already_refunded', `Charge ${charge.id} has already been refunded.`);
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (amount > left) {
      return invalid(
        'amount_too_large',
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        'amount',
      );
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    const refund = put({
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: 'usd',
      status: 'succeeded',
      reason: body.reason ?? null,
      metadata: body.metadata ?? {},
      created: now(),
    });
    await emit('refund.created', refund);
    await emit('charge.refunded', charge);
    return [200, refund];
  }

  async function refund(paymentIntent: string, amount?: number) {
    const [status, body] = await createRefund({
      payment_intent: paymentIntent,
      ...(amount === undefined ? {} : { amount: String(amount) }),
    });
    if (status !== 200) throw new Error(`refund refused: ${JSON.stringify(body)}`);
  }

  /** The API: returns [status, body]. */
  async function api(method: string, path: string, body: Record<string, unknown>): Promise<[number, unknown]> {
    const notFound = (): [number, unknown] => [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: ${path}` } },
    ];
    const parts = path.split('/').filter(Boolean); // v1, resource, id, action
    const [, resource, id, action] = parts;
    const t = now();
    if (method === 'POST' && resource === 'customers' && !id) {
      return [200, put({ id: newId('cus'), object: 'customer', email: body.email, metadata: body.metadata ?? {} })];
    }
    if (method === 'POST' && resource === 'products') {
      if (id) {
        const p = get(id);
        if (!p) return notFound();
        return [
          200,
          Object.assign(p, {
            name: body.name ?? p.name,
            active: body.active === undefined ? p.active : body.active === 'true',
          }),
        ];
      }
      return [
        200,
        put({ id: newId('prod'), object: 'product', name: body.name, active: true, metadata: body.metadata ?? {} }),
      ];
    }
    if (method === 'POST' && resource === 'prices' && !id) {
      const recurring = body.recurring as { interval: string };
      return [
        200,
        put({
          id: newId('price'),
          object: 'price',
          product: body.product,
          currency: body.currency,
          unit_amount: Number(body.unit_amount),
          recurring: { interval: recurring.interval },
          metadata: body.metadata ?? {},
        }),
      ];
    }
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = action;
      const verb = parts[4];
      if (method === 'POST' && !sessionId) {
        const lines = body.line_items as { price?: string; price_data?: { unit_amount: string } }[];
        const amount = lines[0]?.price
          ? (get(lines[0].price) as { unit_amount: number } | undefined)?.unit_amount
          : Number(lines[0]?.price_data?.unit_amount);
        if (lines[0]?.price && amount === undefined) return notFound();
        const sid = newId('cs_test');
        return [
          200,
          put({
            id: sid,
            object: 'checkout.session',
            mode: body.mode,
            status: 'open',
            payment_status: 'unpaid',
            customer: body.customer,
            subscription: null,
            payment_intent: null,
            amount_total: amount ?? null,
            currency: 'usd',
            client_reference_id: body.client_reference_id ?? null,
            metadata: body.metadata ?? {},
            created: t,
            expires_at: t + 86_400,
            url: null,
            client_secret: `${sid}_secret_${randomBytes(6).toString('hex')}`,
            ui_mode: body.ui_mode,
            return_url: body.return_url,
            line_items: lines,
            subscription_data: body.subscription_data ?? null,
          }),
        ];
      }
      const s = sessionId ? get(sessionId) : undefined;
      if (!s) return notFound();
      if (method === 'GET') return [200, s];
      if (method === 'POST' && verb === 'expire') return [200, Object.assign(s, { status: 'expired' })];
    }
    if (resource === 'subscriptions' && id) {
      const sub = get(id);
      if (!sub) return notFound();
      if (method === 'GET') return [200, sub];
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', canceled_at: t, ended_at: t });
        await emit('customer.subscription.deleted', sub);
        return [200, sub];
      }
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) {
          const cancel = body.cancel_at_period_end === 'true';
          Object.assign(sub, { cancel_at_period_end: cancel, canceled_at: cancel ? t : null });
        }
        const items = body.items as { price: string }[] | undefined;
        if (items?.[0]) {
          const price = get(items[0].price);
          if (!price) return notFound();
          item(sub).price = price as never;
        }
        if (body.metadata) sub.metadata = { ...(sub.metadata as object), ...(body.metadata as object) };
        await emit('customer.subscription.updated', sub);
        return [200, sub];
      }
    }
    if (method === 'POST' && resource === 'refunds' && !id) return createRefund(body);
    if (method === 'GET' && resource === 'refunds' && id) {
      const o = get(id);
      return o?.object === 'refund' ? [200, o] : notFound();
    }
    if (method === 'GET' && resource === 'payment_intents' && id) {
      const charge = [...objects.values()].find((o) => o.object === 'charge' && o.payment_intent === id);
      if (!charge) return notFound();
      const expanded = JSON.stringify(body.expand ?? []).includes('latest_charge');
      return [200, { id, object: 'payment_intent', status: 'succeeded', latest_charge: expanded ? charge : charge.id }];
    }
    if (method === 'GET' && (resource === 'invoices' || resource === 'charges') && id) {
      const o = get(id);
      return o ? [200, o] : notFound();
    }
    if (method === 'POST' && resource === 'billing_portal' && id === 'sessions') {
      return [
        200,
        {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer: body.customer,
          url: `https://billing.stripe.test/session/${body.customer}`,
        },
      ];
    }
    return notFound();
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const body = parseForm(
      req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString(),
    );
    const key = req.headers['idempotency-key'] as string | undefined;
    fake.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, body });
    const reply = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${fake.secretKey}`) {
      return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (fake.failing) return reply(500, { error: { type: 'api_error', message: 'Stripe is down (fake)' } });
    const replayKey = key ? `${req.method} ${url.pathname} ${key}` : null;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    const params = JSON.stringify(body);
    if (replay && replay.params !== params) {
      return reply(400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    }
    if (replay) return reply(replay.status, replay.body);
    try {
      const [status, payload] = await api(req.method ?? 'GET', url.pathname, body);
      // Stripe saves no result for a request refused as invalid: the same key may then be used again.
      if (replayKey && req.method === 'POST' && status !== 400) {
        idempotent.set(replayKey, { status, body: payload, params });
      }
      reply(status, payload);
    } catch (err) {
      reply(500, { error: { type: 'api_error', message: (err as Error).message } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

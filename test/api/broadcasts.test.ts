/**
 * Admin broadcasts: audiences (everyone, paid, free, one plan) from billing's
 * subscriptions, set-based fan-out in batches by the job, reach and read
 * counts, a retry that sends nothing twice, scheduling, bad input and
 * authorization.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { FAN_OUT_BATCH, runBroadcast } from '../../server/modules/broadcasts/index.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: { token: string; userId: string };
const members: Record<'free' | 'paid' | 'lapsed' | 'graced', { token: string; userId: string }> = {} as never;
let paidPlanId: string;
let freePlanId: string;

const SEND = `mutation($i: SendBroadcastInput!) {
  sendBroadcast(input: $i) { broadcast { id status recipients delivered } errors { code field message } }
}`;
const HISTORY = `{ broadcasts(first: 10) { edges { node { id title status recipients delivered read sentAt } } } }`;
const SIZE = `query($a: BroadcastAudience!, $p: ID) { broadcastAudienceSize(audience: $a, planId: $p) }`;

async function subscribe(userId: string, status: string, pastDueDaysAgo = 0) {
  await t.server.deps.db.query(
    `INSERT INTO subscriptions (user_id, provider_subscription_id, provider_customer_id, plan_id, price_id, status,
       current_period_start, current_period_end, past_due_since)
     SELECT $1::uuid, 'sub_' || $1::text, 'cus_' || $1::text, p.plan_id, p.id, $2::text, now(), now() + interval '30 days',
            CASE WHEN $2::text = 'past_due' THEN now() - make_interval(days => $4::int) END
       FROM plan_prices p WHERE p.plan_id = $3::uuid LIMIT 1`,
    [userId, status, paidPlanId, pastDueDaysAgo],
  );
}

async function waitSent(id: string) {
  for (let i = 0; i < 150; i++) {
    const rows: { status: string }[] = await t.server.deps.db.query('SELECT status FROM broadcasts WHERE id = $1', [
      id,
    ]);
    if (rows[0]?.status === 'SENT') return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('broadcast not sent within 30 s');
}

async function copies(broadcastId: string): Promise<Map<string, number>> {
  const rows: { user_id: string; n: number }[] = await t.server.deps.db.query(
    'SELECT user_id, count(*)::int AS n FROM notifications WHERE broadcast_id = $1 GROUP BY user_id',
    [broadcastId],
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

beforeAll(async () => {
  t = await startTestServer();
  await ensureDemoPlans(t.server.deps.db);
  const plans: { id: string; is_free: boolean }[] = await t.server.deps.db.query(
    'SELECT id, is_free FROM plans ORDER BY is_free DESC, position',
  );
  freePlanId = plans.find((p) => p.is_free)?.id as string;
  paidPlanId = plans.find((p) => !p.is_free)?.id as string;
  admin = await t.signedIn(Role.ADMIN);
  members.free = await t.signedIn();
  members.paid = await t.signedIn();
  members.lapsed = await t.signedIn();
  members.graced = await t.signedIn();
  await subscribe(members.paid.userId, 'active');
  // Past due for longer than the grace period: the plan no longer applies.
  await subscribe(members.lapsed.userId, 'past_due', 60);
  await subscribe(members.graced.userId, 'past_due', 0);
});
afterAll(() => t?.stop());

describe('broadcast audiences', () => {
  it('counts everyone, paid, free and one plan’s holders as billing sees them', async () => {
    const size = async (a: string, p?: string) =>
      (await t.gql<{ broadcastAudienceSize: number }>(SIZE, { a, p }, { token: admin.token })).data
        ?.broadcastAudienceSize;
    expect(await size('EVERYONE')).toBe(5);
    expect(await size('ACTIVE_PLAN')).toBe(2); // paid + graced
    expect(await size('FREE')).toBe(3); // admin, free, lapsed
    expect(await size('PLAN', paidPlanId)).toBe(2);
    expect(await size('PLAN', freePlanId)).toBe(3);
    expect(await size('PLAN', '00000000-0000-4000-8000-000000000000')).toBe(0);
  });

  it('delivers one copy to each member of a plan, links it, and counts reach and reads', async () => {
    const res = await t.gql<{ sendBroadcast: { broadcast: { id: string; status: string } } }>(
      SEND,
      {
        i: {
          title: 'New packs for Pro',
          body: 'Fresh transitions.',
          link: '/members/pricing',
          audience: 'PLAN',
          planId: paidPlanId,
        },
      },
      { token: admin.token },
    );
    const id = res.data?.sendBroadcast.broadcast.id as string;
    expect(res.data?.sendBroadcast.broadcast.status).toBe('SCHEDULED');
    await waitSent(id);
    const got = await copies(id);
    expect([...got.keys()].sort()).toEqual([members.paid.userId, members.graced.userId].sort());

    const list = await t.gql<{ notifications: { edges: { node: { id: string; type: string; link: string } }[] } }>(
      '{ notifications(first: 5) { edges { node { id type title link } } } }',
      {},
      { token: members.paid.token },
    );
    const note = list.data?.notifications.edges[0]?.node;
    expect(note).toMatchObject({ type: 'broadcast', title: 'New packs for Pro', link: '/members/pricing' });
    await t.gql(
      'mutation($i: MarkNotificationsReadInput!) { markNotificationsRead(input: $i) { unreadCount } }',
      {
        i: { ids: [note?.id] },
      },
      { token: members.paid.token },
    );

    const history = await t.gql<{ broadcasts: { edges: { node: Record<string, unknown> }[] } }>(
      HISTORY,
      {},
      {
        token: admin.token,
      },
    );
    expect(history.data?.broadcasts.edges.find((e) => e.node.id === id)?.node).toMatchObject({
      status: 'SENT',
      recipients: 2,
      delivered: 2,
      read: 1,
    });
    const audits: { n: number }[] = await t.server.deps.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'broadcast.send' AND target_id = $1`,
      [id],
    );
    expect(audits[0]?.n).toBe(1);
  });
});

describe('fan-out', () => {
  it('reaches an audience larger than a batch exactly once, and a retry from scratch sends nothing twice', async () => {
    const extra = FAN_OUT_BATCH * 2 + 10;
    await t.server.deps.db.query(
      `INSERT INTO users (email, display_name) SELECT 'bulk' || g || '@example.test', 'Bulk ' || g FROM generate_series(1, $1) g`,
      [extra],
    );
    const res = await t.gql<{ sendBroadcast: { broadcast: { id: string } } }>(
      SEND,
      { i: { title: 'Maintenance tonight', audience: 'EVERYONE' } },
      { token: admin.token },
    );
    const id = res.data?.sendBroadcast.broadcast.id as string;
    await waitSent(id);
    const total = extra + 5;
    let got = await copies(id);
    expect(got.size).toBe(total);
    expect(Math.max(...got.values())).toBe(1);

    // A retry that lost its cursor (or a duplicate job) starts over: the unique index drops every repeat.
    await t.server.deps.db.query(
      `UPDATE broadcasts SET status = 'SENDING', cursor_user_id = NULL, sent_at = NULL WHERE id = $1`,
      [id],
    );
    await runBroadcast(t.server.deps, id);
    got = await copies(id);
    expect(got.size).toBe(total);
    expect(Math.max(...got.values())).toBe(1);
    const rows: { status: string; recipients: number }[] = await t.server.deps.db.query(
      'SELECT status, recipients FROM broadcasts WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 'SENT', recipients: total });
    await t.server.deps.db.query(`DELETE FROM users WHERE email LIKE 'bulk%@example.test'`);
  });

  it('holds a scheduled broadcast until its time', async () => {
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const res = await t.gql<{ sendBroadcast: { broadcast: { id: string; status: string } } }>(
      SEND,
      { i: { title: 'Tomorrow', audience: 'FREE', sendAt } },
      { token: admin.token },
    );
    const id = res.data?.sendBroadcast.broadcast.id as string;
    const jobs: { after: string }[] = await t.server.deps.db.query(
      `SELECT start_after AS after FROM pgboss.job WHERE name = 'broadcasts.send' AND data->>'broadcastId' = $1`,
      [id],
    );
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]?.after as string).getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect((await copies(id)).size).toBe(0);
  });
});

describe('bad input and authorization', () => {
  it('refuses bad input with a typed error and writes nothing', async () => {
    const before = (await t.server.deps.db.query('SELECT count(*)::int AS n FROM broadcasts'))[0].n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ', audience: 'EVERYONE' }, 'INVALID_TITLE', 'title'],
      [{ title: 'x'.repeat(201), audience: 'EVERYONE' }, 'INVALID_TITLE', 'title'],
      [{ title: 'Hi', body: 'b'.repeat(2001), audience: 'EVERYONE' }, 'BODY_TOO_LONG', 'body'],
      [{ title: 'Hi', link: '//evil.example/x', audience: 'EVERYONE' }, 'INVALID_LINK', 'link'],
      [{ title: 'Hi', link: 'https://evil.example', audience: 'EVERYONE' }, 'INVALID_LINK', 'link'],
      [{ title: 'Hi', audience: 'PLAN' }, 'UNKNOWN_PLAN', 'planId'],
      [{ title: 'Hi', audience: 'PLAN', planId: 'nope' }, 'UNKNOWN_PLAN', 'planId'],
      [{ title: 'Hi', audience: 'EVERYONE', sendAt: '2020-01-01T00:00:00Z' }, 'INVALID_SEND_AT', 'sendAt'],
      [
        { title: 'Hi', audience: 'EVERYONE', sendAt: new Date(Date.now() + 91 * 86_400_000).toISOString() },
        'INVALID_SEND_AT',
        'sendAt',
      ],
    ];
    for (const [i, code, field] of cases) {
      const res = await t.gql<{ sendBroadcast: { broadcast: null; errors: { code: string; field: string }[] } }>(
        SEND,
        { i },
        { token: admin.token },
      );
      expect(res.data?.sendBroadcast, JSON.stringify(i).slice(0, 80)).toMatchObject({
        broadcast: null,
        errors: [{ code, field }],
      });
    }
    expect((await t.server.deps.db.query('SELECT count(*)::int AS n FROM broadcasts'))[0].n).toBe(before);
    // An empty title is asked for, not refused as too long.
    const empty = await t.gql<{ sendBroadcast: { errors: { message: string }[] } }>(
      SEND,
      { i: { title: ' ', audience: 'EVERYONE' } },
      { token: admin.token },
    );
    expect(empty.data?.sendBroadcast.errors[0]?.message).toBe('Give the announcement a title.');
  });

  it('lets only admins compose, preview or read the history', async () => {
    for (const token of [members.paid.token, undefined]) {
      for (const [query, variables] of [
        [SEND, { i: { title: 'Hi', audience: 'EVERYONE' } }],
        [HISTORY, {}],
        [SIZE, { a: 'EVERYONE' }],
      ] as const) {
        const res = await t.gql(query, variables, { token });
        expect(res.errors?.[0]?.extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      }
    }
  });
});

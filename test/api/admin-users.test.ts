/**
 * The admin console's people tools: the users list with filters and sort,
 * bulk actions with a result per account, the guards (no self-demotion or
 * self-disable, the last admin stays), sessions revoked by an admin (and seen
 * in the audit trail), and GDPR erasure with a typed confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: { token: string; userId: string; email: string };
beforeAll(async () => {
  t = await startTestServer({ env: { JOBS_IN_PROCESS: 'false' } });
  admin = await t.signedIn(Role.ADMIN);
});
afterAll(() => t?.stop());

const LIST = `query($f: AdminUsersFilter, $s: AdminUserSort!, $first: Int) {
  adminUsers(filter: $f, sort: $s, first: $first) { totalCount edges { node { id email role disabled disabledReason } } } }`;
type ListNode = { id: string; email: string; role: string; disabled: boolean; disabledReason: string };
const list = async (f: Record<string, unknown>, s = 'NEWEST', first = 50) => {
  const res = await t.gql<{ adminUsers: { totalCount: number; edges: { node: ListNode }[] } }>(
    LIST,
    { f, s, first },
    { token: admin.token },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.adminUsers as { totalCount: number; edges: { node: ListNode }[] };
};
const BULK = `mutation($i: BulkUpdateUsersInput!) { bulkUpdateUsers(input: $i) {
  changedCount failedCount results { id ok code message user { disabled role } } errors { code field } } }`;
type BulkResult = {
  bulkUpdateUsers: {
    changedCount: number;
    failedCount: number;
    results: { id: string; ok: boolean; code: string | null; user: { disabled: boolean; role: string } | null }[];
    errors: { code: string }[];
  };
};
const bulk = (i: Record<string, unknown>, token = admin.token) => t.gql<BulkResult>(BULK, { i }, { token });
const ROLE = 'mutation($i: SetUserRoleInput!) { setUserRole(input: $i) { user { role } errors { code field } } }';

describe('adminUsers', () => {
  it('searches, filters and sorts on the server, pages up to 1000 for admins', async () => {
    const tag = `zed${Date.now()}`;
    const a = await t.signedIn(Role.MEMBER, `${tag}-b@example.test`);
    const b = await t.signedIn(Role.MEMBER, `${tag}-a@example.test`);
    const found = await list({ search: tag }, 'EMAIL');
    expect(found.totalCount).toBe(2);
    expect(found.edges.map((e) => e.node.id)).toEqual([b.userId, a.userId]);
    expect((await list({ search: tag }, 'NEWEST')).edges.map((e) => e.node.id)).toEqual([b.userId, a.userId]);
    expect((await list({ search: tag }, 'OLDEST')).edges.map((e) => e.node.id)).toEqual([a.userId, b.userId]);
    expect((await list({ search: tag, role: 'ADMIN' })).totalCount).toBe(0);
    expect((await list({ search: tag, signedUpFrom: new Date(Date.now() + 60_000).toISOString() })).totalCount).toBe(0);
    // A member on the Free plan: no running subscription.
    const [free] = await t.server.deps.db.query('SELECT id FROM plans WHERE is_free');
    if (free) expect((await list({ search: tag, planId: free.id })).totalCount).toBe(2);
    expect((await list({ search: tag }, 'NEWEST', 1000)).totalCount).toBe(2);
    const tooMany = await t.gql(LIST, { f: {}, s: 'NEWEST', first: 1001 }, { token: admin.token });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is refused to members and anonymous callers', async () => {
    const member = await t.signedIn();
    expect((await t.gql(LIST, { s: 'NEWEST' }, { token: member.token })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql(LIST, { s: 'NEWEST' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await bulk({ ids: [member.userId], action: 'DISABLE' }, member.token)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('bulkUpdateUsers', () => {
  it('disables what it can and reports each refusal: yourself, an unknown id', async () => {
    const m1 = await t.signedIn();
    const m2 = await t.signedIn();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await bulk({
      ids: [m1.userId, admin.userId, unknown, m2.userId, 'nope'],
      action: 'DISABLE',
      reason: 'chargebacks',
    });
    expect(res.data?.bulkUpdateUsers).toMatchObject({ changedCount: 2, failedCount: 3, errors: [] });
    expect(res.data?.bulkUpdateUsers.results.map((r) => [r.ok, r.code])).toEqual([
      [true, null],
      [false, 'CANNOT_CHANGE_YOURSELF'],
      [false, 'NOT_FOUND'],
      [true, null],
      [false, 'NOT_FOUND'],
    ]);
    const [row] = await t.server.deps.db.query('SELECT disabled_at, disabled_reason FROM users WHERE id = $1', [
      m1.userId,
    ]);
    expect(row.disabled_at).not.toBeNull();
    expect(row.disabled_reason).toBe('chargebacks');
    const [me] = await t.server.deps.db.query('SELECT disabled_at FROM users WHERE id = $1', [admin.userId]);
    expect(me.disabled_at).toBeNull();
    // The disabled member's next request is refused.
    const refused = await t.gql('{ me { id } }', {}, { token: m1.token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('USER_DISABLED');
    const enabled = await bulk({ ids: [m1.userId], action: 'ENABLE' });
    expect(enabled.data?.bulkUpdateUsers.results[0]).toMatchObject({ ok: true, user: { disabled: false } });
  });

  it('notifies accounts in app, and needs a title', async () => {
    const m = await t.signedIn();
    const missing = await bulk({ ids: [m.userId], action: 'NOTIFY', notification: { title: ' ' } });
    expect(missing.data?.bulkUpdateUsers.errors).toEqual([
      { code: 'MISSING_NOTIFICATION', field: 'notification.title' },
    ]);
    const res = await bulk({
      ids: [m.userId],
      action: 'NOTIFY',
      notification: { title: 'New plans', body: 'See pricing', link: '/members/pricing' },
    });
    expect(res.data?.bulkUpdateUsers.changedCount).toBe(1);
    const rows = await t.server.deps.db.query('SELECT title, link FROM notifications WHERE user_id = $1', [m.userId]);
    expect(rows).toEqual([{ title: 'New plans', link: '/members/pricing' }]);
  });

  it('refuses more than 100 ids before touching anything', async () => {
    const ids = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000');
    const res = await bulk({ ids, action: 'ENABLE' });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('role guards', () => {
  it('refuse removing your own admin role', async () => {
    const res = await t.gql<{ setUserRole: { errors: { code: string }[] } }>(
      ROLE,
      { i: { userId: admin.userId, role: 'MEMBER' } },
      { token: admin.token },
    );
    expect(res.data?.setUserRole.errors).toEqual([{ code: 'CANNOT_DEMOTE_YOURSELF', field: 'role' }]);
  });

  it('keep the last admin when two admins demote each other at once', async () => {
    const t2 = await startTestServer({ env: { JOBS_IN_PROCESS: 'false' } });
    try {
      const a = await t2.signedIn(Role.ADMIN);
      const b = await t2.signedIn(Role.ADMIN);
      // Nobody else is admin on this fresh server.
      const [ra, rb] = await Promise.all([
        t2.gql<{ setUserRole: { errors: { code: string }[] } }>(
          ROLE,
          { i: { userId: b.userId, role: 'MEMBER' } },
          { token: a.token },
        ),
        t2.gql<{ setUserRole: { errors: { code: string }[] } }>(
          ROLE,
          { i: { userId: a.userId, role: 'MEMBER' } },
          { token: b.token },
        ),
      ]);
      const codes = [ra.data?.setUserRole.errors[0]?.code, rb.data?.setUserRole.errors[0]?.code];
      expect(codes.filter((c) => c === 'LAST_ADMIN')).toHaveLength(1);
      const [{ n }] = await t2.server.deps.db.query(`SELECT count(*)::int AS n FROM users WHERE role = 'ADMIN'`);
      expect(n).toBe(1);
    } finally {
      await t2.stop();
    }
  });

  it('promote and demote through bulk, refusing the caller’s own demotion', async () => {
    const m = await t.signedIn();
    const up = await bulk({ ids: [m.userId], action: 'MAKE_ADMIN' });
    expect(up.data?.bulkUpdateUsers.results[0]).toMatchObject({ ok: true, user: { role: 'ADMIN' } });
    const down = await bulk({ ids: [m.userId, admin.userId], action: 'MAKE_MEMBER' });
    expect(down.data?.bulkUpdateUsers.results.map((r) => r.code)).toEqual([null, 'CANNOT_CHANGE_YOURSELF']);
  });
});

describe('adminCancelSubscription', () => {
  it('answers a malformed or unknown member id with NO_SUBSCRIPTION, not a failed cast', async () => {
    const member = await t.signedIn(Role.MEMBER);
    const cancel = (userId: string) =>
      t.gql<{ adminCancelSubscription: { errors: { code: string; field: string | null }[] } }>(
        'mutation($i: AdminCancelSubscriptionInput!) { adminCancelSubscription(input: $i) { errors { code field } } }',
        { i: { userId, subscriptionId: '00000000-0000-4000-8000-000000000000' } },
        { token: admin.token },
      );
    for (const userId of ['not-a-uuid', '', member.userId]) {
      const res = await cancel(userId);
      expect(res.errors, userId).toBeUndefined();
      expect(res.data?.adminCancelSubscription.errors).toEqual([{ code: 'NO_SUBSCRIPTION', field: 'subscriptionId' }]);
    }
  });
});

describe('one account', () => {
  const DETAIL = `query($id: ID!) { user(id: $id) { id signInMethods
    activeSessions(first: 10) { totalCount edges { node { id } } }
    billing { status plan { name } }
    auditTrail(first: 20) { edges { node { action actorId actor { id } details } } } } }`;
  type Detail = {
    user: {
      signInMethods: string[];
      activeSessions: { totalCount: number; edges: { node: { id: string } }[] };
      billing: { status: string; plan: { name: string } };
      auditTrail: { edges: { node: { action: string; actorId: string; details: string } }[] };
    };
  };
  const REVOKE =
    'mutation($i: RevokeUserSessionsInput!) { revokeUserSessions(input: $i) { revokedSessions errors { code field } } }';

  it('shows sessions, revokes one and then all, and the audit trail says who did it', async () => {
    const m = await t.signedIn();
    // A second device.
    await t.gql('mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }', {
      i: { email: m.email, password: m.password, tokenDelivery: 'BODY' },
    });
    const before = await t.gql<Detail>(DETAIL, { id: m.userId }, { token: admin.token });
    expect(before.errors).toBeUndefined();
    expect(before.data?.user.signInMethods).toEqual(['PASSWORD', 'EMAIL_LINK']);
    expect(before.data?.user.activeSessions.totalCount).toBe(2);
    const one = before.data?.user.activeSessions.edges[0]?.node.id;
    // Another account's session id is "not found".
    const other = await t.gql<{ revokeUserSessions: { errors: { code: string }[] } }>(
      REVOKE,
      { i: { userId: admin.userId, sessionId: one } },
      { token: admin.token },
    );
    expect(other.data?.revokeUserSessions.errors[0]?.code).toBe('NOT_FOUND');
    const single = await t.gql<{ revokeUserSessions: { revokedSessions: number } }>(
      REVOKE,
      { i: { userId: m.userId, sessionId: one } },
      { token: admin.token },
    );
    expect(single.data?.revokeUserSessions.revokedSessions).toBe(1);
    const all = await t.gql<{ revokeUserSessions: { revokedSessions: number } }>(
      REVOKE,
      { i: { userId: m.userId } },
      { token: admin.token },
    );
    expect(all.data?.revokeUserSessions.revokedSessions).toBe(1);
    const after = await t.gql<Detail>(DETAIL, { id: m.userId }, { token: admin.token });
    expect(after.data?.user.activeSessions.totalCount).toBe(0);
    expect(after.data?.user.billing.status).toBe('NONE');
    const trail = after.data?.user.auditTrail.edges.map((e) => e.node) ?? [];
    expect(trail.slice(0, 2).map((e) => [e.action, e.actorId, JSON.parse(e.details).revokedSessions])).toEqual([
      ['session.revoked_by_admin', admin.userId, 1],
      ['session.revoked_by_admin', admin.userId, 1],
    ]);
  });

  it('shows their downloads with licences, favourites, collections and requests; none of it to a member', async () => {
    await ensureDemoPlans(t.server.deps.db);
    const item = await mediaFactory(t).create({
      kind: 'ASSET',
      title: 'Support Glitch',
      access: 'FREE',
      status: 'PUBLISHED',
    });
    const member = await t.signedIn();
    const as = { token: member.token };
    const granted = await t.gql<{ downloadItem: { download: { id: string } | null; errors: unknown[] } }>(
      'mutation($i: DownloadItemInput!) { downloadItem(input: $i) { download { id } errors { code } } }',
      { i: { mediaId: item.id, projectName: 'Client film' } },
      as,
    );
    expect(granted.data?.downloadItem.errors).toEqual([]);
    await t.gql(
      'mutation($i: SetFavoriteInput!) { setFavorite(input: $i) { errors { code } } }',
      { i: { mediaId: item.id, favorite: true } },
      as,
    );
    await t.gql(
      'mutation($i: CreateCollectionInput!) { createCollection(input: $i) { errors { code } } }',
      { i: { name: 'Intros' } },
      as,
    );
    await t.gql(
      'mutation($i: CreateAssetRequestInput!) { createAssetRequest(input: $i) { errors { code } } }',
      { i: { title: 'Support request', kind: 'AUDIO' } },
      as,
    );
    const ACTIVITY = `query($id: ID!) { user(id: $id) {
      downloads(first: 10) { totalCount edges { node { id title licence { type projectName revoked } } } }
      favorites(first: 10) { totalCount edges { node { media { id } } } }
      collections { name itemCount }
      assetRequests(first: 10) { totalCount edges { node { title status } } } } }`;
    const seen = await t.gql<{
      user: {
        downloads: { totalCount: number; edges: { node: { id: string; title: string; licence: unknown } }[] };
        favorites: { totalCount: number; edges: { node: { media: { id: string } } }[] };
        collections: { name: string; itemCount: number }[];
        assetRequests: { totalCount: number; edges: { node: { title: string; status: string } }[] };
      };
    }>(ACTIVITY, { id: member.userId }, { token: admin.token });
    expect(seen.errors).toBeUndefined();
    const user = seen.data?.user;
    expect(user?.downloads.totalCount).toBe(1);
    expect(user?.downloads.edges[0]?.node).toMatchObject({
      id: granted.data?.downloadItem.download?.id,
      title: 'Support Glitch',
      licence: { projectName: 'Client film', revoked: false },
    });
    expect(user?.favorites.edges.map((e) => e.node.media.id)).toEqual([item.id]);
    expect(user?.collections).toEqual([{ name: 'Intros', itemCount: 0 }]);
    expect(user?.assetRequests.edges.map((e) => e.node)).toEqual([{ title: 'Support request', status: 'OPEN' }]);
    // Another account shows none of it.
    const other = await t.gql<{ user: { downloads: { totalCount: number } } }>(
      'query($id: ID!) { user(id: $id) { downloads { totalCount } favorites { totalCount } collections { id } } }',
      { id: admin.userId },
      { token: admin.token },
    );
    expect(other.data?.user.downloads.totalCount).toBe(0);
    // A member reads none of these, on anyone.
    const refused = await t.gql(
      'query($id: ID!) { user(id: $id) { id downloads { totalCount } } }',
      { id: member.userId },
      { token: member.token },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('erases an account only with its email typed out, never yourself', async () => {
    const ERASE = 'mutation($i: EraseUserInput!) { eraseUser(input: $i) { erased errors { code field } } }';
    const m = await t.signedIn();
    const wrong = await t.gql<{ eraseUser: { erased: boolean; errors: { code: string }[] } }>(
      ERASE,
      { i: { userId: m.userId, confirmation: 'someone@else.test' } },
      { token: admin.token },
    );
    expect(wrong.data?.eraseUser).toEqual({
      erased: false,
      errors: [{ code: 'CONFIRMATION_MISMATCH', field: 'confirmation' }],
    });
    const self = await t.gql<{ eraseUser: { erased: boolean; errors: { code: string }[] } }>(
      ERASE,
      { i: { userId: admin.userId, confirmation: admin.email } },
      { token: admin.token },
    );
    expect(self.data?.eraseUser.errors[0]?.code).toBe('CANNOT_ERASE_YOURSELF');
    expect((await t.server.deps.db.query('SELECT 1 FROM users WHERE id = $1', [m.userId])).length).toBe(1);
    const ok = await t.gql<{ eraseUser: { erased: boolean } }>(
      ERASE,
      { i: { userId: m.userId, confirmation: m.email.toUpperCase() } },
      { token: admin.token },
    );
    expect(ok.data?.eraseUser.erased).toBe(true);
    expect((await t.server.deps.db.query('SELECT 1 FROM users WHERE id = $1', [m.userId])).length).toBe(0);
    const [entry] = await t.server.deps.db.query(
      `SELECT actor_id FROM audit_log WHERE action = 'account.deleted' AND target_id = $1`,
      [m.userId],
    );
    expect(entry.actor_id).toBe(admin.userId);
  });
});

/**
 * The members' dashboard: one `memberDashboard` query composes the plan and
 * meter, recent downloads and favourites, "new for you", requests and unread
 * notifications. "New for you" looks where the member follows and where
 * they download. A fresh member gets the empty states; a busy member gets
 * every block filled; the statement count is the same with 1 and with 20
 * downloads and favourites; anonymous callers are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { DEMO_MEMBER_EMAIL } from '../../server/modules/accounts/index.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { seedDemoFollows } from '../../server/modules/follows/demo.js';
import { notify } from '../../server/modules/notifications/index.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { subscribeDirectly } from '../support/subscriptions.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let media: ReturnType<typeof mediaFactory>;
let items: SeededMedia[];
let followed: { id: string };

const DASHBOARD = `{ memberDashboard {
  isFreePlan
  meter { planName used allowance remaining resetsAt }
  recentDownloads { id title kind downloadedAt media { id title } }
  recentFavorites { id title }
  newForYou { id title }
  requests { id title status voteCount isMine }
  unreadNotifications { id title link }
  unreadNotificationCount
} }`;

interface Dashboard {
  isFreePlan: boolean;
  meter: { planName: string; used: number; allowance: number; remaining: number };
  recentDownloads: { title: string; kind: string; media: { id: string } | null }[];
  recentFavorites: { id: string }[];
  newForYou: { id: string }[];
  requests: { title: string; status: string; isMine: boolean }[];
  unreadNotifications: { title: string; link: string | null }[];
  unreadNotificationCount: number;
}

async function dashboard(token?: string) {
  const r = await t.gql<{ memberDashboard: Dashboard }>(DASHBOARD, {}, { token });
  return { ...r, statements: Number(r.headers.get('x-sql-statements')) };
}

async function ok(label: string, res: { data?: unknown; errors?: unknown }) {
  if (res.errors || !res.data) throw new Error(`${label}: ${JSON.stringify(res.errors)}`);
}

/** A subscribed member with `n` downloads and favourites, a follow, two requests and three unread notifications. */
async function busyMember(n: number) {
  const member = await t.signedIn();
  await subscribeDirectly(t.server.deps.db, member.userId, 'active');
  for (const m of items.slice(0, n)) {
    await ok(
      'download',
      await t.gql(
        `mutation($i: DownloadItemInput!) { downloadItem(input: $i) { errors { code } } }`,
        { i: { mediaId: m.id } },
        { token: member.token },
      ),
    );
    await ok(
      'favourite',
      await t.gql(
        `mutation($i: SetFavoriteInput!) { setFavorite(input: $i) { errors { code } } }`,
        { i: { mediaId: m.id, favorite: true } },
        { token: member.token },
      ),
    );
  }
  await ok(
    'follow',
    await t.gql(
      `mutation($i: SetFollowInput!) { setFollow(input: $i) { errors { code } } }`,
      { i: { targetType: 'CATEGORY', targetId: followed.id, following: true } },
      { token: member.token },
    ),
  );
  const asked = await t.gql<{ createAssetRequest: { request: { id: string } } }>(
    `mutation($i: CreateAssetRequestInput!) { createAssetRequest(input: $i) { request { id } errors { code } } }`,
    { i: { title: `Tape stop risers ${n}`, kind: 'AUDIO', platforms: [] } },
    { token: (await t.signedIn()).token },
  );
  const theirs = asked.data?.createAssetRequest.request.id;
  await ok(
    'vote',
    await t.gql(
      `mutation($i: SetAssetRequestVoteInput!) { setAssetRequestVote(input: $i) { errors { code } } }`,
      { i: { requestId: theirs, voted: true } },
      { token: member.token },
    ),
  );
  await ok(
    'ask',
    await t.gql(
      `mutation($i: CreateAssetRequestInput!) { createAssetRequest(input: $i) { errors { code } } }`,
      { i: { title: `Paper texture overlays ${n}`, kind: 'IMAGE', platforms: [] } },
      { token: member.token },
    ),
  );
  await t.server.deps.db.transaction((m) =>
    notify(
      m,
      ['One', 'Two', 'Three'].map((title) => ({
        userId: member.userId,
        type: 'test.note',
        title,
        link: `/members/x/${title}`,
      })),
    ),
  );
  return member;
}

beforeAll(async () => {
  t = await startTestServer();
  media = mediaFactory(t);
  await ensureDemoPlans(t.server.deps.db);
  followed = await media.category('ASSET', 'Dashboard Overlays');
  items = await media.createMany(20, (i) => ({
    kind: 'ASSET',
    title: `Dash item ${i}`,
    access: 'FREE',
    status: 'PUBLISHED',
    categoryId: followed.id,
  }));
});

afterAll(async () => {
  await t?.stop();
});

describe('memberDashboard', () => {
  it('gives a fresh member the Free plan and empty blocks', async () => {
    const member = await t.signedIn();
    const r = await dashboard(member.token);
    expect(r.errors).toBeUndefined();
    expect(r.data?.memberDashboard).toMatchObject({
      isFreePlan: true,
      meter: { used: 0 },
      recentDownloads: [],
      recentFavorites: [],
      newForYou: [],
      requests: [],
      unreadNotifications: [],
      unreadNotificationCount: 0,
    });
    expect(r.data?.memberDashboard.meter.allowance).toBeGreaterThan(0);
  });

  it('fills every block for a busy member, newest first and capped', async () => {
    const member = await busyMember(20);
    const d = (await dashboard(member.token)).data?.memberDashboard as Dashboard;
    expect(d.isFreePlan).toBe(false);
    expect(d.meter.used).toBe(20);
    expect(d.recentDownloads).toHaveLength(6);
    expect(d.recentDownloads[0]).toMatchObject({ title: 'Dash item 19', kind: 'ASSET', media: { id: items[19]?.id } });
    expect(d.recentFavorites.map((m) => m.id)).toEqual(
      items
        .slice(14)
        .reverse()
        .map((m) => m.id),
    );
    expect(d.newForYou).toHaveLength(8);
    expect(d.requests.map((q) => [q.title, q.isMine])).toEqual([
      ['Paper texture overlays 20', true],
      ['Tape stop risers 20', false],
    ]);
    expect(d.requests[0]?.status).toBe('OPEN');
    expect(d.unreadNotifications.map((n) => n.title)).toEqual(['Three', 'Two', 'One']);
    expect(d.unreadNotificationCount).toBe(3);
  });

  it('runs the same number of statements with 1 and with 20 downloads and favourites', async () => {
    const one = await dashboard((await busyMember(1)).token);
    const twenty = await dashboard((await busyMember(20)).token);
    expect(one.data?.memberDashboard.recentFavorites).toHaveLength(1);
    expect(twenty.data?.memberDashboard.recentFavorites).toHaveLength(6);
    expect(one.statements).toBeGreaterThan(0);
    expect(twenty.statements).toBe(one.statements);
    // Each block is a few statements; the whole page stays well under a connection page's budget.
    expect(twenty.statements).toBeLessThanOrEqual(24);
  });

  it('finds new items where the member downloads, not only where they follow', async () => {
    const textures = await media.category('IMAGE', 'Dashboard Textures');
    const mine = await media.createMany(3, (i) => ({
      kind: 'IMAGE',
      title: `Texture ${i}`,
      access: 'FREE',
      status: 'PUBLISHED',
      categoryId: textures.id,
    }));
    const member = await t.signedIn();
    await ok(
      'download',
      await t.gql(
        `mutation($i: DownloadItemInput!) { downloadItem(input: $i) { errors { code } } }`,
        { i: { mediaId: mine[0]?.id } },
        { token: member.token },
      ),
    );
    const d = (await dashboard(member.token)).data?.memberDashboard as Dashboard;
    expect(d.newForYou.map((m) => m.id).sort()).toEqual(mine.map((m) => m.id).sort());
  });

  it('leaves out items that are no longer published', async () => {
    const member = await busyMember(2);
    await t.server.deps.db.query(`UPDATE media SET status = 'ARCHIVED' WHERE id = $1`, [items[1]?.id]);
    try {
      const d = (await dashboard(member.token)).data?.memberDashboard as Dashboard;
      expect(d.recentFavorites.map((m) => m.id)).toEqual([items[0]?.id]);
      expect(d.recentDownloads[0]).toMatchObject({ title: 'Dash item 1', media: null });
      expect(d.newForYou.map((m) => m.id)).not.toContain(items[1]?.id);
    } finally {
      await t.server.deps.db.query(`UPDATE media SET status = 'PUBLISHED' WHERE id = $1`, [items[1]?.id]);
    }
  });

  it('seeds the demo member’s follows once, when the catalogue has items', async () => {
    const demo = await t.signedIn(Role.MEMBER, DEMO_MEMBER_EMAIL);
    // The editing platforms are part of the schema's seed (the CapCut one by its slug).
    const [capcut] = (await t.server.deps.db.query(`SELECT id FROM platforms WHERE slug = 'capcut'`)) as {
      id: string;
    }[];
    const follows = () =>
      t.server.deps.db.query('SELECT target_type, target_id FROM follows WHERE user_id = $1 ORDER BY target_type', [
        demo.userId,
      ]);
    expect(await seedDemoFollows(t.server.deps)).toBe(true);
    expect(await follows()).toEqual([
      { target_type: 'CATEGORY', target_id: followed.id },
      { target_type: 'PLATFORM', target_id: capcut?.id },
    ]);
    await t.server.deps.db.query(`DELETE FROM follows WHERE user_id = $1 AND target_type = 'PLATFORM'`, [demo.userId]);
    // Done once: a member who follows something keeps what they chose.
    expect(await seedDemoFollows(t.server.deps)).toBe(true);
    expect(await follows()).toHaveLength(1);
  });

  it('refuses anonymous callers', async () => {
    const r = await dashboard();
    expect(r.data?.memberDashboard ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

/**
 * The admin dashboard and analytics: figures from daily rollups of the
 * events (kept by the rollup job), each tile group in a few statements, the
 * numbers matching what was recorded, and admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { rollUp } from '../../server/modules/analytics/index.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestServer({ env: { JOBS_IN_PROCESS: 'false' } });
  admin = await t.signedIn(Role.ADMIN);
});
afterAll(() => t?.stop());

const day = (offset: number) => new Date(Date.UTC(2026, 0, 10 + offset, 12)).toISOString();

/** Events as a client and billing would record them, received a minute ago (the rollup leaves the last 10 s). */
async function record(type: string, occurredAt: string, properties: Record<string, unknown>, visitor: string | null) {
  await t.server.deps.db.query(
    `INSERT INTO analytics_events (type, properties, occurred_at, visitor, received_at) VALUES ($1, $2, $3, $4, now() - interval '1 minute')`,
    [type, JSON.stringify(properties), occurredAt, visitor],
  );
}

const ANALYTICS = `query($from: DateTimeISO!, $to: DateTimeISO!, $bucket: AnalyticsBucket!) {
  siteAnalytics(from: $from, to: $to, bucket: $bucket) {
    series { start pageViews visitors signUps signIns purchases revenueCents mrrCents }
    topPages { key views visitors } topReferrers { key views } } }`;

describe('siteAnalytics', () => {
  it('counts from the rollups: views, daily visitors, top pages and referrers, sign-ups, revenue', async () => {
    await record('page_view', day(0), { path: '/public/browse', referrer: 'https://www.google.com/search?q=x' }, 'v1');
    await record('page_view', day(0), { path: '/public/browse', referrer: '' }, 'v1');
    await record('page_view', day(0), { path: '/public/pricing', referrer: 'https://t.co/abc' }, 'v2');
    // A page load from a link on this site: not a referrer.
    await record('page_view', day(0), { path: '/public/pricing', referrer: `${t.url}/public/browse` }, 'v2');
    await record('page_view', day(1), { path: '/public/browse' }, 'v1');
    await record('sign_up', day(1), { method: 'password' }, 'v1');
    await record('login', day(2), {}, 'v2');
    await record('purchase', day(2), { value: 12.5, currency: 'USD' }, null);
    // Outside the range.
    await record('page_view', day(5), { path: '/public/browse' }, 'v9');
    expect(await rollUp(t.server.deps.db)).toBe(4);
    // A second run has nothing new to do.
    expect(await rollUp(t.server.deps.db)).toBe(0);

    const res = await t.gql<{
      siteAnalytics: {
        series: Record<string, number | string>[];
        topPages: { key: string; views: number; visitors: number }[];
        topReferrers: { key: string; views: number }[];
      };
    }>(ANALYTICS, { from: day(0), to: day(3), bucket: 'DAY' }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const a = res.data?.siteAnalytics;
    expect(
      a?.series.map((p) => [
        String(p.start).slice(0, 10),
        p.pageViews,
        p.visitors,
        p.signUps,
        p.signIns,
        p.purchases,
        p.revenueCents,
      ]),
    ).toEqual([
      ['2026-01-10', 4, 2, 0, 0, 0, 0],
      ['2026-01-11', 1, 1, 1, 0, 0, 0],
      ['2026-01-12', 0, 0, 0, 1, 1, 1250],
    ]);
    expect(a?.topPages).toEqual([
      { key: '/public/browse', views: 3, visitors: 2 },
      { key: '/public/pricing', views: 2, visitors: 1 },
    ]);
    expect(a?.topReferrers).toEqual([
      { key: 't.co', views: 1 },
      { key: 'www.google.com', views: 1 },
    ]);
    // One week bucket holds the three days.
    const week = await t.gql<{ siteAnalytics: { series: { pageViews: number }[] } }>(
      ANALYTICS,
      { from: day(0), to: day(3), bucket: 'WEEK' },
      { token: admin.token },
    );
    expect(week.data?.siteAnalytics.series.reduce((n, p) => n + p.pageViews, 0)).toBe(5);
  });

  it('recomputes a day when late events arrive for it', async () => {
    await record('page_view', day(0), { path: '/public/pricing' }, 'v3');
    expect(await rollUp(t.server.deps.db)).toBe(1);
    const res = await t.gql<{ siteAnalytics: { series: { pageViews: number; visitors: number }[] } }>(
      ANALYTICS,
      { from: day(0), to: day(1), bucket: 'DAY' },
      { token: admin.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.siteAnalytics.series[0]).toMatchObject({ pageViews: 5, visitors: 3 });
  });

  it('refuses ranges over 1100 days, daily points over 400 days, backwards ranges, members and anonymous callers', async () => {
    const long = await t.gql(
      ANALYTICS,
      { from: '2023-01-01T00:00:00Z', to: '2026-01-10T00:00:00Z', bucket: 'MONTH' },
      { token: admin.token },
    );
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const daily = await t.gql(
      ANALYTICS,
      { from: '2024-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z', bucket: 'DAY' },
      { token: admin.token },
    );
    expect(daily.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const back = await t.gql(ANALYTICS, { from: day(3), to: day(0), bucket: 'DAY' }, { token: admin.token });
    expect(back.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const member = await t.signedIn();
    expect(
      (await t.gql(ANALYTICS, { from: day(0), to: day(1), bucket: 'DAY' }, { token: member.token })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await t.gql('{ adminDashboard { days } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('adminDashboard', () => {
  const GROUPS = {
    revenue:
      'revenue { mrrCents { value previous } activeSubscribers { value previous } newSubscribers { value } churnPercent { value } revenueCents { value previous } }',
    audience:
      'audience { signUps { value previous } visitors { value } visitorToSignUpPercent { value } signUpToSubscriberPercent { value } }',
    catalog:
      'catalog { pendingApprovals published storageBytes downloadsToday downloads7d downloads30d { value previous } }',
    jobs: 'jobs { waiting failed24h }',
    requests: 'requests { open }',
  };

  it('reads each tile group in at most 5 statements (plus the viewer)', async () => {
    for (const [name, selection] of Object.entries(GROUPS)) {
      const res = await t.gql(`{ adminDashboard(days: 30) { days ${selection} } }`, {}, { token: admin.token });
      expect(res.errors, name).toBeUndefined();
      expect(Number(res.headers.get('x-sql-statements')), name).toBeLessThanOrEqual(6);
    }
  });

  it('counts the open requests from the requests module: asking adds one, planning takes it off', async () => {
    const openNow = async () =>
      (
        await t.gql<{ adminDashboard: { requests: { open: number } } }>(
          `{ adminDashboard { ${GROUPS.requests} } }`,
          {},
          { token: admin.token },
        )
      ).data?.adminDashboard.requests.open;
    const before = (await openNow()) ?? -1;
    const member = await t.signedIn();
    const asked = await t.gql<{ createAssetRequest: { request: { id: string } } }>(
      'mutation($i: CreateAssetRequestInput!) { createAssetRequest(input: $i) { request { id } errors { code } } }',
      { i: { title: 'Dashboard tile request', kind: 'ASSET' } },
      { token: member.token },
    );
    await t.gql(
      'mutation($i: CreateAssetRequestInput!) { createAssetRequest(input: $i) { request { id } errors { code } } }',
      { i: { title: 'Another request for the tile', kind: 'AUDIO' } },
      { token: member.token },
    );
    expect(await openNow()).toBe(before + 2);
    const planned = await t.gql<{ updateAssetRequestStatus: { errors: unknown[] } }>(
      'mutation($i: UpdateAssetRequestStatusInput!) { updateAssetRequestStatus(input: $i) { errors { code } } }',
      { i: { id: asked.data?.createAssetRequest.request.id, status: 'PLANNED' } },
      { token: admin.token },
    );
    expect(planned.data?.updateAssetRequestStatus.errors).toEqual([]);
    expect(await openNow()).toBe(before + 1);
  });

  it('counts today’s visitors, and downloads as the download analytics do (popularity counters aside)', async () => {
    const audience = async () =>
      (
        await t.gql<{ adminDashboard: { audience: { visitors: { value: number } } } }>(
          `{ adminDashboard(days: 7) { ${GROUPS.audience} } }`,
          {},
          { token: admin.token },
        )
      ).data?.adminDashboard.audience.visitors.value ?? -1;
    const visitorsBefore = await audience();
    await record('page_view', new Date().toISOString(), { path: '/' }, `today-${Date.now()}`);
    await rollUp(t.server.deps.db);
    expect(await audience()).toBe(visitorsBefore + 1);

    const tiles = async () =>
      (
        await t.gql<{ adminDashboard: { catalog: { downloadsToday: number; downloads30d: { value: number } } } }>(
          `{ adminDashboard { ${GROUPS.catalog} } }`,
          {},
          { token: admin.token },
        )
      ).data?.adminDashboard.catalog;
    const before = await tiles();
    await ensureDemoPlans(t.server.deps.db);
    const item = await mediaFactory(t).create({
      kind: 'ASSET',
      title: 'Tile download',
      access: 'FREE',
      status: 'PUBLISHED',
    });
    const member = await t.signedIn();
    const granted = await t.gql<{ downloadItem: { errors: unknown[] } }>(
      'mutation($i: DownloadItemInput!) { downloadItem(input: $i) { errors { code } } }',
      { i: { mediaId: item.id } },
      { token: member.token },
    );
    expect(granted.data?.downloadItem.errors).toEqual([]);
    // The demo catalogue's popularity history is not a download anyone made.
    await t.server.deps.db.query(
      `INSERT INTO media_download_days (media_id, day, downloads) VALUES ($1, current_date, 500)
       ON CONFLICT (media_id, day) DO UPDATE SET downloads = media_download_days.downloads + 500`,
      [item.id],
    );
    const after = await tiles();
    expect(after?.downloadsToday).toBe((before?.downloadsToday ?? 0) + 1);
    expect(after?.downloads30d.value).toBe((before?.downloads30d.value ?? 0) + 1);
    const now = Date.now();
    const analytics = await t.gql<{ downloadAnalytics: { total: number } }>(
      'query($f: DateTimeISO!, $to: DateTimeISO!) { downloadAnalytics(from: $f, to: $to, granularity: DAY) { total } }',
      { f: new Date(now - 30 * 86_400_000).toISOString(), to: new Date(now + 1000).toISOString() },
      { token: admin.token },
    );
    expect(analytics.data?.downloadAnalytics.total).toBe(after?.downloads30d.value);
  });

  it('counts sign-ups of the period against the one before', async () => {
    const before = await t.gql<{ adminDashboard: { audience: { signUps: { value: number } } } }>(
      `{ adminDashboard(days: 7) { ${GROUPS.audience} } }`,
      {},
      { token: admin.token },
    );
    const n = before.data?.adminDashboard.audience.signUps.value ?? -1;
    const m = await t.signedIn();
    await t.server.deps.db.query(`UPDATE users SET created_at = now() - interval '10 days' WHERE id = $1`, [m.userId]);
    await t.signedIn();
    const after = await t.gql<{ adminDashboard: { audience: { signUps: { value: number; previous: number } } } }>(
      `{ adminDashboard(days: 7) { ${GROUPS.audience} } }`,
      {},
      { token: admin.token },
    );
    expect(after.data?.adminDashboard.audience.signUps.value).toBe(n + 1);
    expect(after.data?.adminDashboard.audience.signUps.previous).toBeGreaterThanOrEqual(1);
    expect(
      (await t.gql('{ adminDashboard(days: 0) { days } }', {}, { token: admin.token })).errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
  });
});

/**
 * Admin download analytics on real PostgreSQL: downloads granted through the
 * API (then moved back in time in SQL), read back as a zero-filled series by
 * day, week and month split by kind, and split by category, platform, plan,
 * item and member; admins only; bad ranges refused with a field; the same
 * statement count for a week as for a year (aggregated in SQL, not in Node).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { mediaFactory } from '../support/media-factory.js';
import { subscribeDirectly } from '../support/subscriptions.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: string;
let capcutId: string;
let categoryId: string;
let heavyUser: string;

const ANALYTICS = `query($from: DateTimeISO!, $to: DateTimeISO!, $g: DownloadGranularity, $kind: DownloadItemKind) {
  downloadAnalytics(from: $from, to: $to, granularity: $g, kind: $kind) {
    total members
    series { start asset image audio bundle total }
    byCategory { id label count } byPlatform { id label count } planMix { label count }
    topItems { id label kind count } topMembers { id label count } } }`;

interface Share {
  id: string | null;
  label: string;
  kind?: string | null;
  count: number;
}
interface Analytics {
  total: number;
  members: number;
  series: { start: string; asset: number; image: number; audio: number; bundle: number; total: number }[];
  byCategory: Share[];
  byPlatform: Share[];
  planMix: Share[];
  topItems: Share[];
  topMembers: Share[];
}

const query = (vars: Record<string, unknown>, token = admin) =>
  t.gql<{ downloadAnalytics: Analytics }>(ANALYTICS, vars, { token });

beforeAll(async () => {
  t = await startTestServer();
  const media = mediaFactory(t);
  const db = t.server.deps.db;
  await ensureDemoPlans(db);
  admin = (await t.signedIn(Role.ADMIN)).token;
  const capcut = await media.platform('CapCut Analytics');
  capcutId = capcut.id;
  const category = await media.category('ASSET', 'Analytics Transitions');
  categoryId = category.id;
  const asset = await media.create({
    kind: 'ASSET',
    title: 'Chart Glitch',
    access: 'FREE',
    status: 'PUBLISHED',
    categoryId: category.id,
    platformIds: [capcut.id],
  });
  const audio = await media.create({ kind: 'AUDIO', title: 'Chart Beat', access: 'PREMIUM', status: 'PUBLISHED' });

  const heavy = await t.signedIn();
  heavyUser = heavy.userId;
  await subscribeDirectly(db, heavy.userId, 'active');
  const light = await t.signedIn();
  const grant = async (token: string, mediaId: string) => {
    const r = await t.gql<{ downloadItem: { errors: unknown[] } }>(
      'mutation($i: DownloadItemInput!) { downloadItem(input: $i) { url errors { code } } }',
      { i: { mediaId } },
      { token },
    );
    expect(r.data?.downloadItem.errors).toEqual([]);
  };
  await grant(heavy.token, asset.id);
  await grant(heavy.token, audio.id);
  await grant(light.token, asset.id);
  // Spread over known days: 2026-03-02 (Monday), 2026-03-04 and 2026-04-10.
  await db.query(
    `UPDATE downloads SET created_at = CASE
       WHEN user_id = $1 AND media_id = $2 THEN timestamptz '2026-03-02T10:00:00Z'
       WHEN user_id = $1 THEN timestamptz '2026-03-04T23:30:00Z'
       ELSE timestamptz '2026-04-10T00:00:00Z' END
     WHERE user_id IN ($1, $3)`,
    [heavy.userId, asset.id, light.userId],
  );
});

afterAll(async () => {
  await t?.stop();
});

describe('download analytics', () => {
  it('a zero-filled daily series split by kind, and the splits', async () => {
    const r = await query({ from: '2026-03-01T00:00:00Z', to: '2026-03-08T00:00:00Z', g: 'DAY' });
    expect(r.errors).toBeUndefined();
    const a = r.data?.downloadAnalytics as Analytics;
    expect(a.total).toBe(2);
    expect(a.members).toBe(1);
    expect(a.series).toHaveLength(7);
    expect(a.series[0]).toEqual({
      start: '2026-03-01T00:00:00.000Z',
      asset: 0,
      image: 0,
      audio: 0,
      bundle: 0,
      total: 0,
    });
    expect(a.series[1]).toMatchObject({ start: '2026-03-02T00:00:00.000Z', asset: 1, total: 1 });
    expect(a.series[3]).toMatchObject({ start: '2026-03-04T00:00:00.000Z', audio: 1, total: 1 });
    expect(a.byCategory).toEqual(
      expect.arrayContaining([
        { id: categoryId, label: 'Analytics Transitions', count: 1 },
        { id: null, label: 'No category', count: 1 },
      ]),
    );
    expect(a.byPlatform).toEqual([{ id: capcutId, label: 'CapCut Analytics', count: 1 }]);
    expect(a.planMix.reduce((n, s) => n + s.count, 0)).toBe(2);
    expect(a.topItems.map((i) => i.kind).sort()).toEqual(['ASSET', 'AUDIO']);
    expect(a.topMembers).toEqual([expect.objectContaining({ id: heavyUser, count: 2 })]);
  });

  it('weeks start on Monday, months on the 1st; the kind filter narrows every figure', async () => {
    const weeks = await query({ from: '2026-03-01T00:00:00Z', to: '2026-04-30T00:00:00Z', g: 'WEEK' });
    const w = weeks.data?.downloadAnalytics as Analytics;
    expect(w.series[0]?.start).toBe('2026-02-23T00:00:00.000Z');
    expect(w.series.find((b) => b.start === '2026-03-02T00:00:00.000Z')?.total).toBe(2);
    const months = await query({ from: '2026-03-01T00:00:00Z', to: '2026-05-01T00:00:00Z', g: 'MONTH' });
    const m = months.data?.downloadAnalytics as Analytics;
    expect(m.series.map((b) => [b.start, b.total])).toEqual([
      ['2026-03-01T00:00:00.000Z', 2],
      ['2026-04-01T00:00:00.000Z', 1],
    ]);
    expect(m.topItems[0]).toMatchObject({ label: 'Chart Glitch', count: 2 });
    const audioOnly = await query({
      from: '2026-03-01T00:00:00Z',
      to: '2026-05-01T00:00:00Z',
      g: 'MONTH',
      kind: 'AUDIO',
    });
    const o = audioOnly.data?.downloadAnalytics as Analytics;
    expect(o.total).toBe(1);
    expect(o.byPlatform).toEqual([]);
    expect(o.topItems.map((i) => i.label)).toEqual(['Chart Beat']);
  });

  it('costs the same statements for a week as for two years', async () => {
    const week = await query({ from: '2026-03-01T00:00:00Z', to: '2026-03-08T00:00:00Z', g: 'DAY' });
    const years = await query({ from: '2025-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z', g: 'MONTH' });
    expect(years.data?.downloadAnalytics.total).toBe(3);
    expect(week.headers.get('x-sql-statements')).toBe(years.headers.get('x-sql-statements'));
  });

  it('is for admins only', async () => {
    const vars = { from: '2026-03-01T00:00:00Z', to: '2026-03-08T00:00:00Z' };
    const member = await query(vars, (await t.signedIn()).token);
    expect(member.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(ANALYTICS, vars);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses backwards, too long and too finely drawn ranges with the field at fault', async () => {
    const cases = [
      [{ from: '2026-03-08T00:00:00Z', to: '2026-03-01T00:00:00Z', g: 'DAY' }, 'from'],
      [{ from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z', g: 'MONTH' }, 'to'],
      [{ from: '2025-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z', g: 'DAY' }, 'granularity'],
    ] as const;
    for (const [vars, field] of cases) {
      const r = await query(vars);
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(r.data?.downloadAnalytics ?? null).toBeNull();
    }
  });
});

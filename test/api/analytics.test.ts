/**
 * Analytics cannot be flooded or poisoned from outside: clients report only
 * page views, sign-ins and sign-ups, within a budget per IP; purchases and
 * downloads come from the server that saw them (recordServerEvents). Page
 * paths are stored without query strings (one page, no tokens), and series
 * come in days, weeks or months by range, their sums those of the days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NormaliseAnalyticsPaths1795605200000 } from '../../migrations/1795605200000-NormaliseAnalyticsPaths.js';
import { Role } from '../../server/graphql/auth.js';
import { AnalyticsEventType, recordServerEvents, rollUp } from '../../server/modules/analytics/index.js';
import { normalisePagePath } from '../../server/modules/analytics/paths.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const TRACK =
  'mutation($i: TrackEventsInput!) { trackEvents(input: $i) { accepted errors { code field retryAfterSeconds } } }';
interface TrackResult {
  trackEvents: { accepted: number; errors: { code: string; field: string | null; retryAfterSeconds: number | null }[] };
}

let t: TestServer;
beforeAll(async () => {
  // No in-process jobs: the tests run the rollup themselves, never beside the cron's run.
  t = await startTestServer({ env: { ANALYTICS_MAX_EVENTS_PER_IP: '100', JOBS_IN_PROCESS: 'false' } });
});
afterAll(() => t?.stop());

const count = async (where: string, params: unknown[] = []) =>
  Number((await t.server.deps.db.query(`SELECT count(*) FROM analytics_events WHERE ${where}`, params))[0].count);

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;
const track = (events: unknown[], ip = freshIp()) =>
  t.gql<TrackResult>(TRACK, { i: { events } }, { headers: { 'x-forwarded-for': ip } });

describe('trackEvents', () => {
  it('refuses purchase and file_download events from a client, and records nothing of their batch', async () => {
    const purchase = { type: 'PURCHASE', properties: { value: 999999, currency: 'USD', marker: 'fake' } };
    const download = { type: 'FILE_DOWNLOAD', properties: { file_name: 'x.mp4', marker: 'fake' } };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        track([{ type: 'PAGE_VIEW', properties: { marker: 'fake' } }, purchase, download]),
      ),
    );
    for (const res of results) {
      expect(res.data?.trackEvents).toEqual({
        accepted: 0,
        errors: [
          { code: 'SERVER_ONLY_EVENT', field: 'events.1.type', retryAfterSeconds: null },
          { code: 'SERVER_ONLY_EVENT', field: 'events.2.type', retryAfterSeconds: null },
        ],
      });
    }
    expect(await count("properties->>'marker' = 'fake'")).toBe(0);
  });

  it('takes at most the IP’s budget of events, however many batches arrive at once', async () => {
    const ip = freshIp();
    const batch = Array.from({ length: 50 }, () => ({ type: 'PAGE_VIEW', properties: { marker: 'flood' } }));
    const results = await Promise.all(Array.from({ length: 40 }, () => track(batch, ip)));
    const accepted = results.filter((r) => r.data?.trackEvents.accepted === 50);
    const refused = results.filter((r) => r.data?.trackEvents.errors[0]?.code === 'TOO_MANY_REQUESTS');
    expect([accepted.length, refused.length]).toEqual([2, 38]);
    expect(refused[0]?.data?.trackEvents.errors[0]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await count("properties->>'marker' = 'flood'")).toBe(100);
    // Another network is not affected.
    expect((await track([{ type: 'PAGE_VIEW', properties: { marker: 'elsewhere' } }])).data?.trackEvents.accepted).toBe(
      1,
    );
  });
});

describe('recordServerEvents', () => {
  it('records what the server witnessed in the caller’s transaction, and nothing if it rolls back', async () => {
    const { userId } = await t.signedIn();
    const purchase = {
      type: AnalyticsEventType.PURCHASE,
      properties: { value: 12, currency: 'USD', transaction_id: 'in_1' },
      userId,
    };
    await t.server.deps.db.transaction((m) => recordServerEvents(m, [purchase]));
    await t.server.deps.db
      .transaction(async (m) => {
        await recordServerEvents(m, [{ ...purchase, properties: { ...purchase.properties, transaction_id: 'in_2' } }]);
        throw new Error('payment not committed');
      })
      .catch(() => undefined);
    expect(await count("type = 'purchase' AND user_id = $1", [userId])).toBe(1);
    expect(await count("properties->>'transaction_id' = 'in_2'")).toBe(0);
  });
});

const SERIES = `query($from: DateTimeISO!, $to: DateTimeISO!, $bucket: AnalyticsBucket) {
  siteAnalytics(from: $from, to: $to, bucket: $bucket) {
    bucket
    series { start end days partial pageViews visitors signUps signIns purchases revenueCents }
    topPages { key views visitors } } }`;
interface Point {
  start: string;
  end: string;
  days: number;
  partial: boolean;
  pageViews: number;
  visitors: number;
  signUps: number;
  signIns: number;
  purchases: number;
  revenueCents: number;
}
interface SeriesResult {
  siteAnalytics: { bucket: string; series: Point[]; topPages: { key: string; views: number; visitors: number }[] };
}
const FIGURES = ['pageViews', 'visitors', 'signUps', 'signIns', 'purchases', 'revenueCents'] as const;

describe('siteAnalytics series by range', () => {
  let admin: { token: string };
  const DAY = 86_400_000;
  const iso = (d: string, plus = 0) => new Date(Date.parse(`${d}T00:00:00Z`) + plus * DAY).toISOString();

  beforeAll(async () => {
    admin = await t.signedIn(Role.ADMIN);
    // Two years of daily rollups (as rollup.ts writes them), every figure varying by day.
    await t.server.deps.db.query(
      `INSERT INTO analytics_daily (day, type, dimension, key, events, visitors, value_cents)
       SELECT d::date, x.type, 'total', '', x.events, x.visitors, x.value
         FROM generate_series('2019-01-01'::date, '2020-12-31'::date, '1 day') AS d,
              LATERAL (VALUES
                ('page_view', 10 + extract(doy FROM d)::int % 17, 3 + extract(doy FROM d)::int % 5, 0),
                ('sign_up', extract(doy FROM d)::int % 3, 1, 0),
                ('login', 1 + extract(doy FROM d)::int % 4, 1, 0),
                ('purchase', extract(doy FROM d)::int % 2, 0, (extract(doy FROM d)::int % 2) * 1250)
              ) AS x(type, events, visitors, value)`,
    );
  });

  const series = async (from: string, to: string, bucket?: string) => {
    const res = await t.gql<SeriesResult>(SERIES, { from, to, bucket }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    return res.data?.siteAnalytics as SeriesResult['siteAnalytics'];
  };

  /** Each point's figures are the sums of the days it covers, and the points tile the range exactly. */
  const expectSumsOfDays = (points: Point[], days: Point[], from: string, to: string) => {
    expect(points[0]?.start).toBe(from);
    expect(points.at(-1)?.end).toBe(to);
    for (const [i, p] of points.entries()) {
      if (i > 0) expect(p.start).toBe(points[i - 1]?.end);
      const inside = days.filter((d) => d.start >= p.start && d.start < p.end);
      expect(inside.length).toBe(p.days);
      for (const f of FIGURES) expect(p[f], `${f} of ${p.start}`).toBe(inside.reduce((n, d) => n + d[f], 0));
    }
    for (const f of FIGURES) {
      expect(points.reduce((n, p) => n + p[f], 0)).toBe(days.reduce((n, d) => n + d[f], 0));
    }
  };

  it('answers ISO weeks over 100 days, their sums those of the days, the cut weeks partial', async () => {
    // Wednesday 8 Jan 2020 to Friday 17 Apr 2020 (excluded): 100 days.
    const from = iso('2020-01-08');
    const to = iso('2020-01-08', 100);
    const weekly = await series(from, to);
    expect(weekly.bucket).toBe('WEEK');
    const daily = await series(from, to, 'DAY');
    expect(daily.bucket).toBe('DAY');
    expect(daily.series).toHaveLength(100);
    expectSumsOfDays(weekly.series, daily.series, from, to);
    expect(weekly.series).toHaveLength(15);
    // The first week is cut to Wednesday–Sunday, the last to Monday–Thursday; the others start on Monday.
    expect(weekly.series[0]).toMatchObject({
      start: iso('2020-01-08'),
      end: iso('2020-01-13'),
      days: 5,
      partial: true,
    });
    expect(weekly.series.at(-1)).toMatchObject({ start: iso('2020-04-13'), days: 4, partial: true });
    for (const p of weekly.series.slice(1)) expect(new Date(p.start).getUTCDay()).toBe(1);
    expect(weekly.series.slice(1, -1).every((p) => p.days === 7 && !p.partial)).toBe(true);
    // Visitors of a week are visitor-days: the daily unique visitors summed (ids change daily), checked above.
  });

  it('answers months over 400 days, their sums those of the days', async () => {
    // 15 Nov 2019 to 20 Dec 2020 (excluded): 401 days.
    const from = iso('2019-11-15');
    const to = iso('2020-12-20');
    const monthly = await series(from, to);
    expect(monthly.bucket).toBe('MONTH');
    expect(monthly.series).toHaveLength(14);
    expect(monthly.series[0]).toMatchObject({ start: from, end: iso('2019-12-01'), days: 16, partial: true });
    expect(monthly.series[1]).toMatchObject({ start: iso('2019-12-01'), days: 31, partial: false });
    expect(monthly.series.at(-1)).toMatchObject({ start: iso('2020-12-01'), end: to, days: 19, partial: true });
    // Daily points stop at 400 days: the days to compare come in two halves.
    const mid = iso('2020-06-01');
    const days = [...(await series(from, mid, 'DAY')).series, ...(await series(mid, to, 'DAY')).series];
    expect(days).toHaveLength(401);
    expectSumsOfDays(monthly.series, days, from, to);
  });

  it('picks days up to 92 days, weeks up to 366, months beyond; takes a bucket asked for, within limits', async () => {
    const pick = async (days: number) => (await series(iso('2019-03-01'), iso('2019-03-01', days))).bucket;
    expect(await pick(1)).toBe('DAY');
    expect(await pick(92)).toBe('DAY');
    expect(await pick(93)).toBe('WEEK');
    expect(await pick(366)).toBe('WEEK');
    expect(await pick(367)).toBe('MONTH');
    expect((await series(iso('2019-03-01'), iso('2019-03-01', 30), 'MONTH')).bucket).toBe('MONTH');
    const tooManyDays = await t.gql(
      SERIES,
      { from: iso('2019-01-01'), to: iso('2019-01-01', 401), bucket: 'DAY' },
      { token: admin.token },
    );
    expect(tooManyDays.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const tooLong = await t.gql(SERIES, { from: iso('2017-01-01'), to: iso('2020-01-10') }, { token: admin.token });
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('page paths', () => {
  it('stores paths and referrers without query string or fragment: /login?redirect=/x and /login are one page', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const view = (path: string, referrer = '') => ({
      type: 'PAGE_VIEW',
      properties: { path, referrer, marker: 'paths' },
    });
    const res = await track([
      view('/login?redirect=/x'),
      view('/login'),
      view('/Login/'),
      view('/login#top'),
      view('/public/reset-password?token=s3cret-reset-token', 'https://mail.example/inbox?token=s3cret-mail'),
      view('https://framestock.example//public/browse/?q=sunset', 'https://user:pw@framestock.example/login?x=1#y'),
    ]);
    expect(res.data?.trackEvents.accepted).toBe(6);
    const rows: { path: string; referrer: string }[] = await t.server.deps.db.query(
      `SELECT properties->>'path' AS path, properties->>'referrer' AS referrer FROM analytics_events
        WHERE properties->>'marker' = 'paths' ORDER BY id`,
    );
    expect(rows).toEqual([
      { path: '/login', referrer: '' },
      { path: '/login', referrer: '' },
      { path: '/login', referrer: '' },
      { path: '/login', referrer: '' },
      { path: '/public/reset-password', referrer: 'https://mail.example/inbox' },
      { path: '/public/browse', referrer: 'https://framestock.example/login' },
    ]);
    // Nothing of a query string, fragment or user info is stored anywhere.
    expect(await count(`properties::text ~ '[?#]|s3cret|pw@'`)).toBe(0);

    // Rolled up (the rollup leaves the last 10 s alone: these were "received" a minute ago), one page.
    await t.server.deps.db.query(
      `UPDATE analytics_events SET received_at = now() - interval '1 minute' WHERE properties->>'marker' = 'paths'`,
    );
    await rollUp(t.server.deps.db);
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const a = await t.gql<SeriesResult>(
      SERIES,
      { from: today.toISOString(), to: new Date(today.getTime() + 86_400_000).toISOString() },
      { token: admin.token },
    );
    expect(a.errors).toBeUndefined();
    const logins = a.data?.siteAnalytics.topPages.filter((p) => p.key.startsWith('/login'));
    expect(logins).toEqual([{ key: '/login', views: 4, visitors: 1 }]);
  });

  it('normalises in SQL (rollup, migration) exactly as when recording', async () => {
    const samples = [
      '/login?redirect=/x',
      '/Public/Browse/',
      '/',
      '',
      '   ',
      '?only=query',
      '#frag',
      'public/pricing',
      '//a///b//',
      'https://Example.COM/Members/Downloads/?page=2#x',
      'HTTP://host',
      '/caf%C3%A9/',
      '/ÉTÉ/',
      `/${'a'.repeat(600)}?q`,
      ' /tabs\t',
    ];
    for (const raw of samples) {
      const [{ path }] = await t.server.deps.db.query('SELECT analytics_page_path($1) AS path', [raw]);
      expect(path, JSON.stringify(raw)).toBe(normalisePagePath(raw));
    }
  });

  it('cleans rows stored before: events lose their query strings, rollups are regrouped from them', async () => {
    const db = t.server.deps.db;
    const at = '2018-05-02T10:00:00Z';
    const legacy = [
      ['/login?redirect=/x', 'v1', 'https://site.example/public/reset-password?token=old-secret'],
      ['/login', 'v1', ''],
      ['/login/', 'v2', ''],
      ['/public/reset-password?token=old-secret', 'v3', 'https://mail.example/?t=old-secret'],
    ];
    for (const [path, visitor, referrer] of legacy) {
      await db.query(
        `INSERT INTO analytics_events (type, properties, occurred_at, visitor) VALUES ('page_view', $1, $2, $3)`,
        [JSON.stringify({ path, referrer }), at, visitor],
      );
    }
    // The rollup as it stood: one row per raw path.
    await db.query(
      `INSERT INTO analytics_daily (day, type, dimension, key, events, visitors, value_cents) VALUES
         ('2018-05-02', 'page_view', 'path', '/login?redirect=/x', 1, 1, 0),
         ('2018-05-02', 'page_view', 'path', '/login', 1, 1, 0),
         ('2018-05-02', 'page_view', 'path', '/login/', 1, 1, 0),
         ('2018-05-02', 'page_view', 'path', '/public/reset-password?token=old-secret', 1, 1, 0)`,
    );
    const qr = db.createQueryRunner();
    try {
      await qr.startTransaction();
      await new NormaliseAnalyticsPaths1795605200000().up(qr);
      await qr.commitTransaction();
    } finally {
      await qr.release();
    }
    expect(await count(`properties::text LIKE '%old-secret%'`)).toBe(0);
    const keys = await db.query(
      `SELECT key, events, visitors FROM analytics_daily WHERE day = '2018-05-02' AND dimension = 'path' ORDER BY key`,
    );
    // v1 saw /login twice (with and without the query): one visitor of the day, as the raw events say.
    expect(keys).toEqual([
      { key: '/login', events: 3, visitors: 2 },
      { key: '/public/reset-password', events: 1, visitors: 1 },
    ]);
    const referrers = await db.query(
      `SELECT properties->>'referrer' AS r FROM analytics_events WHERE occurred_at = $1 AND properties->>'referrer' <> '' ORDER BY 1`,
      [at],
    );
    expect(referrers.map((r: { r: string }) => r.r)).toEqual([
      'https://mail.example/',
      'https://site.example/public/reset-password',
    ]);
  });
});

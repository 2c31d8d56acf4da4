/**
 * POPULAR = downloads in the last 30 days (popularity.ts): recordDownload
 * counts a download in the day's row and both counters; the refresh slides
 * the window with a controlled clock, writes only what changed, prunes old
 * days and does not lose a download committed while it runs; POPULAR sorts by
 * the 30-day count, not the all-time one, and pages without duplicates or
 * gaps while counts stay put.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDownloadHistory } from '../../server/modules/catalog/demo/downloads.js';
import {
  addDays,
  DOWNLOAD_DAY_RETENTION_DAYS,
  RECENT_DOWNLOAD_DAYS,
  recentWindow,
  recordDownload,
  refreshRecentDownloads,
  utcDay,
} from '../../server/modules/catalog/popularity.js';
import { type MediaFactory, mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let factory: MediaFactory;

const db = () => t.server.deps.db;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  db().query(query, params) as Promise<T[]>;

const DAY_MS = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

async function counters(id: string) {
  const [row] = await sql<{ all: number; recent: number }>(
    'SELECT download_count AS "all", recent_download_count AS recent FROM media WHERE id = $1',
    [id],
  );
  return row;
}
async function days(id: string) {
  return sql<{ day: string; downloads: number }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, downloads FROM media_download_days WHERE media_id = $1 ORDER BY day",
    [id],
  );
}
const download = (id: string, at?: Date) => db().transaction((m) => recordDownload(m, id, at));

const POPULAR = `query($first: Int, $after: String) {
  media(sort: POPULAR, first: $first, after: $after) { pageInfo { hasNextPage endCursor } edges { node { id downloadCount } } }
}`;
interface PopularPage {
  media: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { id: string; downloadCount: number } }[];
  };
}
async function popular(first = 100, after?: string) {
  const res = await t.gql<PopularPage>(POPULAR, { first, after });
  expect(res.errors).toBeUndefined();
  return res.data?.media as PopularPage['media'];
}

beforeAll(async () => {
  t = await startTestServer();
  factory = mediaFactory(t);
});
afterAll(() => t?.stop());

describe('recordDownload', () => {
  it('counts a download in the day row, the all-time count and the 30-day count', async () => {
    const item = await factory.create({ kind: 'ASSET', title: 'Counted', status: 'PUBLISHED' });
    await download(item.id);
    await download(item.id);
    expect(await counters(item.id)).toEqual({ all: 2, recent: 2 });
    expect(await days(item.id)).toEqual([{ day: utcDay(new Date()), downloads: 2 }]);

    // Recorded late, for a day already outside the window: history and all-time only.
    const old = daysFromNow(-RECENT_DOWNLOAD_DAYS - 5);
    await download(item.id, old);
    expect(await counters(item.id)).toEqual({ all: 3, recent: 2 });
    expect((await days(item.id)).map((d) => d.day)).toEqual([utcDay(old), utcDay(new Date())]);
  });
});

describe('refreshRecentDownloads', () => {
  it('drops a download from the 30-day count once its day leaves the window, and prunes old days', async () => {
    const item = await factory.create({ kind: 'ASSET', title: 'Ageing', status: 'PUBLISHED' });
    await download(item.id);
    expect((await refreshRecentDownloads(db())).updated).toBe(0); // already right: nothing written

    // The window is today and the 29 days before it: the download counts on its 30th day, not its 31st.
    await refreshRecentDownloads(db(), daysFromNow(RECENT_DOWNLOAD_DAYS - 1));
    expect(await counters(item.id)).toEqual({ all: 1, recent: 1 });
    const slid = await refreshRecentDownloads(db(), daysFromNow(RECENT_DOWNLOAD_DAYS));
    expect(slid.updated).toBeGreaterThanOrEqual(1);
    expect(await counters(item.id)).toEqual({ all: 1, recent: 0 });
    expect(await days(item.id)).toHaveLength(1); // kept as history

    const pruned = await refreshRecentDownloads(db(), daysFromNow(DOWNLOAD_DAY_RETENTION_DAYS + 1));
    expect(pruned.pruned).toBeGreaterThanOrEqual(1);
    expect(await days(item.id)).toEqual([]);
    expect(await counters(item.id)).toEqual({ all: 1, recent: 0 });
  });

  it('recomputes from the days, correcting a count that drifted', async () => {
    const item = await factory.create({ kind: 'IMAGE', title: 'Drifted', status: 'PUBLISHED' });
    await download(item.id, daysFromNow(-3));
    await sql('UPDATE media SET recent_download_count = 40 WHERE id = $1', [item.id]);
    await refreshRecentDownloads(db());
    expect((await counters(item.id))?.recent).toBe(1);
  });

  it('does not lose a download committed while it runs', async () => {
    const item = await factory.create({ kind: 'AUDIO', title: 'Busy', status: 'PUBLISHED' });
    // Yesterday's state: one download 30 days ago, still counted until this refresh slides the window.
    await sql('INSERT INTO media_download_days (media_id, day, downloads) VALUES ($1, $2, 1)', [
      item.id,
      addDays(utcDay(new Date()), -RECENT_DOWNLOAD_DAYS),
    ]);
    await sql('UPDATE media SET download_count = 1, recent_download_count = 1 WHERE id = $1', [item.id]);

    // A download in flight (uncommitted) while the refresh starts.
    const runner = db().createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await recordDownload(runner.manager, item.id);
      const refreshing = refreshRecentDownloads(db());
      await new Promise((r) => setTimeout(r, 300));
      await runner.commitTransaction();
      await refreshing;
    } finally {
      await runner.release();
    }
    // Today's download counts; the 30-day-old one does not.
    expect(await counters(item.id)).toEqual({ all: 2, recent: 1 });
  });
});

describe('POPULAR', () => {
  it('orders by downloads in the last 30 days, not all-time', async () => {
    await sql("UPDATE media SET status = 'ARCHIVED'"); // only this test's items in the list
    const classic = await factory.create({ kind: 'ASSET', title: 'Classic', status: 'PUBLISHED' });
    const trending = await factory.create({ kind: 'ASSET', title: 'Trending', status: 'PUBLISHED' });
    const quiet = await factory.create({ kind: 'ASSET', title: 'Quiet', status: 'PUBLISHED' });
    for (let i = 0; i < 5; i++) await download(classic.id, daysFromNow(-60 - i)); // popular long ago
    await download(classic.id); // and once lately
    for (let i = 0; i < 3; i++) await download(trending.id, daysFromNow(-i));
    await refreshRecentDownloads(db());

    const page = await popular();
    expect(page.edges.map((e) => e.node.id)).toEqual([trending.id, classic.id, quiet.id]);
    expect(page.edges.map((e) => e.node.downloadCount)).toEqual([3, 6, 0]);
  });

  it('pages without duplicates or skipped items while counts stay put, ties broken by id', async () => {
    await sql("UPDATE media SET status = 'ARCHIVED'");
    const items = await factory.createMany(11, (i) => ({ kind: 'IMAGE', title: `Paged ${i}`, status: 'PUBLISHED' }));
    // Counts 0..3 with ties.
    for (const [i, item] of items.entries()) {
      for (let k = 0; k < i % 4; k++) await download(item.id);
    }
    const all = (await popular()).edges.map((e) => e.node.id);
    expect(all).toHaveLength(11);

    const seen: string[] = [];
    let after: string | undefined;
    for (let n = 0; n < 10; n++) {
      const page = await popular(3, after);
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor ?? undefined;
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a bad cursor with BAD_USER_INPUT', async () => {
    const bad = async (after: string) => {
      const res = await t.gql(POPULAR, { first: 2, after });
      expect(res.errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
    };
    await bad('garbage');
    const byTitle = await t.gql<{ media: { pageInfo: { endCursor: string } } }>(
      '{ media(sort: TITLE, first: 1) { pageInfo { endCursor } } }',
    );
    await bad(byTitle.data?.media.pageInfo.endCursor as string);
    await bad(Buffer.from(JSON.stringify(['1.5', '00000000-0000-0000-0000-000000000000'])).toString('base64url'));
  });
});

describe('demo download history', () => {
  it('makes POPULAR differ from all-time downloads, consistently with the days, once', async () => {
    await sql("UPDATE media SET status = 'ARCHIVED'");
    const items = await factory.createMany(20, (i) => ({ kind: 'ASSET', title: `Demo ${i}`, status: 'PUBLISHED' }));
    const keyed = items.map((item, i) => ({ id: item.id, key: `animations-${i + 1}` }));
    expect(await seedDownloadHistory(db(), keyed)).toBe(20);
    expect(await seedDownloadHistory(db(), keyed)).toBe(0); // a re-run adds nothing

    const { from } = recentWindow(utcDay(new Date()));
    const rows = await sql<{ id: string; all: number; recent: number; days_all: number; days_recent: number }>(
      `SELECT m.id, m.download_count AS "all", m.recent_download_count AS recent,
              COALESCE(sum(d.downloads), 0)::int AS days_all,
              COALESCE(sum(d.downloads) FILTER (WHERE d.day >= $2::date), 0)::int AS days_recent
         FROM media m LEFT JOIN media_download_days d ON d.media_id = m.id
        WHERE m.id = ANY($1::uuid[]) GROUP BY m.id`,
      [items.map((i) => i.id), from],
    );
    for (const r of rows) expect([r.all, r.recent]).toEqual([r.days_all, r.days_recent]);

    const byRecent = (await popular(5)).edges.map((e) => e.node.id);
    const byAllTime = [...rows].sort((a, b) => b.all - a.all).map((r) => r.id);
    expect(byRecent).not.toEqual(byAllTime.slice(0, 5));
    // Classics: among the most downloaded of all time, yet nearly unseen lately.
    expect(rows.some((r) => r.all >= 50 && r.recent <= 2)).toBe(true);
    // Trending: most of their downloads are recent.
    expect(rows.some((r) => r.recent >= 30 && r.recent * 2 > r.all)).toBe(true);
  });
});

/**
 * Popularity: the POPULAR order is downloads in the last 30 days.
 *
 *  - `media_download_days` holds downloads per item per UTC day (a row only
 *    for days with downloads), kept DOWNLOAD_DAY_RETENTION_DAYS: the window
 *    needs 30 days, the rest is history for download charts to come.
 *  - `media.recent_download_count` is the sum over the window, kept on the
 *    row so POPULAR is a keyset scan of one index
 *    (IX_media_published_recent_downloads), not an aggregate per request.
 *  - recordDownload counts one download in both places at once, inside the
 *    caller's transaction (the downloads module, with the licence), so the
 *    count is live.
 *  - The window slides at midnight UTC: refreshRecentDownloads recomputes the
 *    count from the days for every row whose value changed (those whose
 *    downloads just left the window) and prunes old days. It runs hourly, not
 *    once after midnight, so a run missed to a deploy or an outage costs an
 *    hour of staleness, not a day; the other 23 runs of a day find nothing to
 *    change and write nothing.
 *
 * The window is RECENT_DOWNLOAD_DAYS UTC days ending today, today included.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';

export const RECENT_DOWNLOAD_DAYS = 30;
/** Days of daily download counts kept (a year and a bit: "this month vs. the same month last year"). */
export const DOWNLOAD_DAY_RETENTION_DAYS = 400;
export const REFRESH_RECENT_DOWNLOADS = jobName('catalog.refresh-recent-downloads');

const DAY_MS = 24 * 3600 * 1000;

/** The UTC calendar day of an instant, as PostgreSQL's `date` text ('2026-11-23'). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** A UTC day plus `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The first and last day of the window that ends on `today`. */
export function recentWindow(today: string): { from: string; to: string } {
  return { from: addDays(today, -(RECENT_DOWNLOAD_DAYS - 1)), to: today };
}

/**
 * Counts one download of a media item that happened at `at`: the item's row
 * for that UTC day (created or incremented), `download_count`, and
 * `recent_download_count` when the day is inside the current window (a
 * download recorded late for an older day counts in the history only).
 * One statement; call it inside the transaction that records the download.
 */
export async function recordDownload(m: EntityManager, mediaId: string, at: Date = new Date()): Promise<void> {
  const day = utcDay(at);
  const { from, to } = recentWindow(utcDay(new Date()));
  const recent = day >= from && day <= to ? 1 : 0;
  await m.query(
    `WITH day AS (
       INSERT INTO media_download_days (media_id, day, downloads) VALUES ($1, $2, 1)
       ON CONFLICT (media_id, day) DO UPDATE SET downloads = media_download_days.downloads + 1
     )
     UPDATE media SET download_count = download_count + 1, recent_download_count = recent_download_count + $3
      WHERE id = $1`,
    [mediaId, day, recent],
  );
}

export interface RefreshResult {
  /** Rows whose 30-day count changed. */
  updated: number;
  /** Day rows older than the retention, deleted. */
  pruned: number;
}

/**
 * Makes every `recent_download_count` the sum of its item's downloads in the
 * window ending on `now`'s UTC day, writing only the rows whose value
 * changes, then deletes day rows older than DOWNLOAD_DAY_RETENTION_DAYS.
 *
 * Safe next to live downloads: the rows to change are locked first, then
 * recomputed by a statement of their own. Under READ COMMITTED that statement
 * takes a fresh snapshot, after every download already counted in those rows
 * has committed (a download holds its row's lock until then), and a download
 * starting now waits for this transaction: no increment is overwritten by a
 * sum that missed it.
 */
export async function refreshRecentDownloads(db: DataSource, now: Date = new Date()): Promise<RefreshResult> {
  const { from, to } = recentWindow(utcDay(now));
  const updated = await db.transaction(async (m) => {
    const changed = (await m.query(
      `SELECT m.id
         FROM media m
         LEFT JOIN (SELECT media_id, sum(downloads) AS n FROM media_download_days
                     WHERE day BETWEEN $1 AND $2 GROUP BY media_id) r ON r.media_id = m.id
        WHERE m.recent_download_count <> COALESCE(r.n, 0)
        ORDER BY m.id
          FOR NO KEY UPDATE OF m`,
      [from, to],
    )) as { id: string }[];
    if (changed.length === 0) return 0;
    await m.query(
      `UPDATE media m
          SET recent_download_count = COALESCE(
                (SELECT sum(d.downloads) FROM media_download_days d
                  WHERE d.media_id = m.id AND d.day BETWEEN $2 AND $3), 0)
        WHERE m.id = ANY ($1::uuid[])`,
      [changed.map((r) => r.id), from, to],
    );
    return changed.length;
  });
  const [, pruned] = (await db.query('DELETE FROM media_download_days WHERE day < $1', [
    addDays(utcDay(now), -DOWNLOAD_DAY_RETENTION_DAYS),
  ])) as [unknown, number];
  return { updated, pruned };
}

/** The hourly refresh (cron in UTC): see the file header for why hourly. */
export function popularityJobs({ db, log }: AppDeps): JobDefinition[] {
  return [
    {
      job: REFRESH_RECENT_DOWNLOADS,
      cron: '7 * * * *',
      async handler() {
        const result = await refreshRecentDownloads(db);
        if (result.updated || result.pruned) log.info(result, 'recent downloads refreshed');
      },
    },
  ];
}

/**
 * Moves `media.favorite_count` of each item by `delta` (+1 favourited, −1
 * unfavourited), in the caller's transaction (the favorites module, with its
 * own rows), never below 0. One statement.
 */
export async function adjustFavoriteCount(m: EntityManager, mediaIds: readonly string[], delta: 1 | -1): Promise<void> {
  if (mediaIds.length === 0) return;
  await m.query('UPDATE media SET favorite_count = GREATEST(favorite_count + $2, 0) WHERE id = ANY($1::uuid[])', [
    mediaIds,
    delta,
  ]);
}

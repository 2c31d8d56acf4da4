/** The catalogue's numbers on the admin dashboard, in one statement. */
import type { EntityManager } from 'typeorm';

export interface CatalogFigures {
  pendingReview: number;
  published: number;
  storageBytes: number;
  /** From media_download_days (fed by recordDownload): today, last 7 and 30 days, and the 30 days before. */
  downloads: { today: number; days7: number; days30: number; previous30: number };
}

export async function catalogFigures(m: EntityManager, now = new Date()): Promise<CatalogFigures> {
  const [r] = await m.query(
    `SELECT
       (SELECT count(*) FROM media WHERE status = 'PENDING_REVIEW')::int AS pending,
       (SELECT count(*) FROM media WHERE status = 'PUBLISHED')::int AS published,
       (SELECT coalesce(sum(size), 0) FROM stored_files)::bigint AS storage,
       (SELECT coalesce(sum(downloads), 0) FROM media_download_days WHERE day = $1::date)::int AS today,
       (SELECT coalesce(sum(downloads), 0) FROM media_download_days WHERE day > $1::date - 7)::int AS d7,
       (SELECT coalesce(sum(downloads), 0) FROM media_download_days WHERE day > $1::date - 30)::int AS d30,
       (SELECT coalesce(sum(downloads), 0) FROM media_download_days
         WHERE day > $1::date - 60 AND day <= $1::date - 30)::int AS prev30`,
    [now.toISOString().slice(0, 10)],
  );
  return {
    pendingReview: r.pending,
    published: r.published,
    storageBytes: Number(r.storage),
    downloads: { today: r.today, days7: r.d7, days30: r.d30, previous30: r.prev30 },
  };
}

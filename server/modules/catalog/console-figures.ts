/** The catalogue's numbers on the admin dashboard, in one statement. */
import type { EntityManager } from 'typeorm';

export interface CatalogFigures {
  pendingReview: number;
  published: number;
  storageBytes: number;
}

export async function catalogFigures(m: EntityManager): Promise<CatalogFigures> {
  const [r] = await m.query(
    `SELECT
       (SELECT count(*) FROM media WHERE status = 'PENDING_REVIEW')::int AS pending,
       (SELECT count(*) FROM media WHERE status = 'PUBLISHED')::int AS published,
       (SELECT coalesce(sum(size), 0) FROM stored_files)::bigint AS storage`,
  );
  return {
    pendingReview: r.pending,
    published: r.published,
    storageBytes: Number(r.storage),
  };
}

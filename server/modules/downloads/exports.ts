/**
 * What the admin console's CSV export reads of downloads: the records page by
 * page. The person appears only as their user id (the users export has the
 * rest); the licence's licensee and project names stay out.
 */
import type { DataSource } from 'typeorm';
import type { CsvPage } from '../../http/csv-stream.js';

export const DOWNLOAD_EXPORT_COLUMNS = [
  'id',
  'user_id',
  'item_kind',
  'media_id',
  'bundle_id',
  'item_title',
  'category_id',
  'plan_name',
  'period_start',
  'counts_toward_allowance',
  'hand_outs',
  'licence_id',
  'created_at',
  'last_downloaded_at',
] as const;

/** One page of download records in id order after `after` (a keyset page: one index range scan). */
export async function downloadExportPage(
  db: DataSource,
  after: string | null,
  limit: number,
): Promise<CsvPage<string>> {
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT ${DOWNLOAD_EXPORT_COLUMNS.join(', ')} FROM downloads
      WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
    [after, limit],
  );
  return {
    rows: rows.map((r) => DOWNLOAD_EXPORT_COLUMNS.map((c) => r[c])),
    next: rows.length === limit ? (rows.at(-1)?.id as string) : null,
  };
}

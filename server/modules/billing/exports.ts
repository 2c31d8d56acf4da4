/** What the admin console's CSV exports read of billing: payments page by page, and a member's plan. */
import type { DataSource } from 'typeorm';
import type { CsvPage } from '../../http/csv-stream.js';
import { LIVE_STATUSES } from './subscription.entity.js';

export const PAYMENT_EXPORT_COLUMNS = [
  'id',
  'user_id',
  'description',
  'amount_cents',
  'amount_refunded_cents',
  'currency',
  'status',
  'paid_at',
  'created_at',
  'provider_id',
] as const;

/** One page of payments in id order after `after` (a keyset page: one index range scan). */
export async function paymentExportPage(db: DataSource, after: string | null, limit: number): Promise<CsvPage<string>> {
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT ${PAYMENT_EXPORT_COLUMNS.join(', ')} FROM payments
      WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
    [after, limit],
  );
  return {
    rows: rows.map((r) => PAYMENT_EXPORT_COLUMNS.map((c) => r[c])),
    next: rows.length === limit ? (rows.at(-1)?.id as string) : null,
  };
}

/** SQL: the name of the plan of the user's running subscription (`userIdColumn`), or the Free plan's. */
export function currentPlanNameSql(userIdColumn: string): string {
  return `COALESCE(
    (SELECT p.name FROM subscriptions s JOIN plans p ON p.id = s.plan_id
      WHERE s.user_id = ${userIdColumn} AND s.status IN (${LIVE_STATUSES.map((s) => `'${s}'`).join(', ')})
      ORDER BY s.created_at DESC LIMIT 1),
    (SELECT name FROM plans WHERE is_free))`;
}

/** For the admin dashboard (console module): how many requests wait for an admin's decision. */
import type { DataSource } from 'typeorm';
import { RequestStatus } from './request-rules.js';

/** Requests still OPEN: asked for and collecting votes, not yet planned, declined or merged. One statement. */
export async function openRequestCount(db: DataSource): Promise<number> {
  const [row] = (await db.query('SELECT count(*)::int AS n FROM asset_requests WHERE status = $1', [
    RequestStatus.OPEN,
  ])) as { n: number }[];
  return row?.n ?? 0;
}

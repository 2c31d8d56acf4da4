/**
 * The fair-use meter: downloads counted in the entitlement's allowance period
 * against the plan's allowance. One indexed count (IX_downloads_user_created).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { type Entitlement, entitlementOf, type Licence } from '../billing/index.js';

export interface MeterNumbers {
  used: number;
  allowance: number;
  remaining: number;
  periodStart: Date;
  resetsAt: Date;
  planName: string;
  /** True when the member has no running subscription (the Free plan is in force). */
  isFree: boolean;
  licence: Licence;
}

export async function meterOf(m: EntityManager, e: Entitlement): Promise<MeterNumbers> {
  const [row] = (await m.query(
    `SELECT count(*)::int AS used FROM downloads
      WHERE user_id = $1 AND counts_toward_allowance AND created_at >= $2 AND created_at < $3`,
    [e.userId, e.period.start, e.period.end],
  )) as { used: number }[];
  const used = row?.used ?? 0;
  const allowance = e.plan.downloadAllowance;
  return {
    used,
    allowance,
    remaining: Math.max(0, allowance - used),
    periodStart: e.period.start,
    resetsAt: e.period.end,
    planName: e.plan.name,
    isFree: e.plan.isFree,
    licence: e.plan.licence as Licence,
  };
}

/** The meter of one member now (the members' dashboard and the account menu read it). */
export async function downloadMeter(
  db: DataSource,
  userId: string,
  opts: { graceDays: number },
): Promise<MeterNumbers> {
  return meterOf(db.manager, await entitlementOf(db.manager, userId, opts));
}

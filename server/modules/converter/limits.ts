/**
 * What a member may convert now. The plan's limits (file size, minutes a
 * month) come from billing's entitlement, the one answer to "what is this
 * member entitled to". The converter runs when the operator's CONVERTER_ENABLED
 * and the admin's switch in the site settings are both on; a file must fit
 * the plan, CONVERTER_MAX_FILE_BYTES and the settings' converter cap.
 * Minutes are counted from the conversions themselves: QUEUED, RUNNING and
 * SUCCEEDED ones in the entitlement's allowance period (failed and cancelled
 * ones give their minutes back).
 */
import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../graphql/context.js';
import { entitlementOf } from '../billing/index.js';
import { converterCeilingBytes, isFeatureOn } from '../settings/index.js';

export interface ConverterLimits {
  enabled: boolean;
  planName: string;
  /** The smallest of the plan's converter file size, CONVERTER_MAX_FILE_BYTES and the settings' cap. */
  maxFileBytes: number;
  maxInputSeconds: number;
  minutesPerMonth: number;
  usedSeconds: number;
  /** The allowance period the minutes are counted in (resets at `end`). */
  period: { start: Date; end: Date };
}

/** Results and uploads are deleted this long after they are made (the page says so). */
export const RETENTION_HOURS = 24;
/** Uploaded files a member may hold at once (each up to their plan's size). */
export const MAX_LIVE_SOURCES = 20;
/** Conversions a member may have waiting at once. */
export const MAX_QUEUED = 10;

const COUNTED = `('QUEUED', 'RUNNING', 'SUCCEEDED')`;

type Deps = Pick<AppDeps, 'config' | 'services' | 'db'>;

/** Whether the converter takes work now (the operator's and the admin's switch). */
export async function converterSwitchedOn(deps: Deps): Promise<boolean> {
  return deps.config.converter.enabled && (await isFeatureOn(deps, 'fileConverter'));
}

export async function converterLimits(
  deps: Deps,
  m: EntityManager,
  userId: string,
  now = new Date(),
): Promise<ConverterLimits> {
  const { config } = deps;
  const entitlement = await entitlementOf(m, userId, { graceDays: config.billing.pastDueGraceDays, now });
  const { period, plan } = entitlement;
  const [row] = (await m.query(
    `SELECT COALESCE(SUM(billed_seconds), 0)::float8 AS used FROM conversions
      WHERE user_id = $1 AND status IN ${COUNTED} AND created_at >= $2 AND created_at < $3`,
    [userId, period.start, period.end],
  )) as { used: number }[];
  return {
    enabled: await converterSwitchedOn(deps),
    planName: plan.name,
    maxFileBytes: Math.min(
      plan.converter.maxFileBytes,
      config.converter.maxFileBytes,
      await converterCeilingBytes(deps),
    ),
    maxInputSeconds: config.converter.maxInputMinutes * 60,
    minutesPerMonth: plan.converter.minutesPerMonth,
    usedSeconds: row?.used ?? 0,
    period,
  };
}

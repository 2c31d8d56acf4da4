/** A broadcast's audience as SQL (users' ids), from billing's plan holders. */
import { planHoldersSql } from '../billing/index.js';
import { BroadcastAudience } from './broadcast.entity.js';

/**
 * `SELECT id` of the enabled users an audience covers, with its parameters.
 * PLAN with a free plan means FREE: the Free plan is what members without a
 * paid one hold.
 */
export function audienceSql(
  audience: BroadcastAudience,
  plan: { id: string; isFree: boolean } | null,
  graceDays: number,
): { sql: string; params: unknown[] } {
  const base = 'SELECT u.id FROM users u WHERE u.disabled_at IS NULL';
  if (audience === BroadcastAudience.EVERYONE) return { sql: base, params: [] };
  if (audience === BroadcastAudience.ACTIVE_PLAN)
    return { sql: `${base} AND u.id IN (${planHoldersSql(graceDays)})`, params: [] };
  if (audience === BroadcastAudience.FREE || plan?.isFree) {
    return { sql: `${base} AND u.id NOT IN (${planHoldersSql(graceDays)})`, params: [] };
  }
  return { sql: `${base} AND u.id IN (${planHoldersSql(graceDays, '$1')})`, params: [plan?.id] };
}

/**
 * Who holds a paid plan now, as SQL other modules select from (a broadcast's
 * audience reaches 100,000 members in a few set-based statements, so it
 * cannot ask `entitlementOf` one member at a time). The rule is
 * `grantsPlan`'s: active or trialing, or past due within the grace period.
 */
import type { EntityManager } from 'typeorm';

/**
 * `SELECT user_id …` of the members a paid plan applies to; with `planIdParam`
 * (a placeholder such as `$2` the caller binds), only that plan's.
 */
export function planHoldersSql(graceDays: number, planIdParam?: string): string {
  const days = Math.max(0, Math.trunc(graceDays));
  return `SELECT s.user_id FROM subscriptions s
    WHERE s.user_id IS NOT NULL
      AND (s.status IN ('active', 'trialing')
        OR (s.status = 'past_due' AND coalesce(s.past_due_since, now()) + interval '${days} days' > now()))
      ${planIdParam ? `AND s.plan_id = ${planIdParam}` : ''}`;
}

/** A plan by id, or null: is it the Free plan (held by everyone without a paid one)? */
export async function planForAudience(
  m: Pick<EntityManager, 'query'>,
  planId: string,
): Promise<{ id: string; name: string; isFree: boolean } | null> {
  const rows: { id: string; name: string; is_free: boolean }[] = await m.query(
    'SELECT id, name, is_free FROM plans WHERE id = $1',
    [planId],
  );
  const row = rows[0];
  return row ? { id: row.id, name: row.name, isFree: row.is_free } : null;
}

import type { DataSource } from 'typeorm';

/**
 * Puts a member on the demo "creator" plan (ensureDemoPlans first) in the
 * given state, as billing's webhooks would leave it: a period that started 3
 * days ago; past_due since `pastDueDays` days; canceled now.
 */
export async function subscribeDirectly(
  db: DataSource,
  userId: string,
  status: 'active' | 'past_due' | 'canceled',
  pastDueDays = 0,
): Promise<void> {
  const [price] = (await db.query(
    `SELECT pr.id, pr.plan_id FROM plan_prices pr JOIN plans p ON p.id = pr.plan_id
      WHERE p.slug = 'creator' AND pr.interval = 'MONTH' AND pr.current`,
  )) as { id: string; plan_id: string }[];
  await db.query(
    `INSERT INTO subscriptions (user_id, provider_subscription_id, provider_customer_id, plan_id, price_id, status,
       current_period_start, current_period_end, past_due_since, canceled_at)
     VALUES ($1, 'sub_' || md5(random()::text), 'cus_x', $2, $3, $4::varchar, now() - interval '3 days', now() + interval '27 days',
       CASE WHEN $4::varchar = 'past_due' THEN now() - make_interval(days => $5::int) END,
       CASE WHEN $4::varchar = 'canceled' THEN now() END)`,
    [userId, price?.plan_id, price?.id, status, pastDueDays],
  );
}

/**
 * Demo follows for a newcomer's first start, so the dashboard's "new for you"
 * is full: the demo member follows the CapCut platform and the category with
 * the most published items, once the background demo catalogue has published
 * a few (checked every 20 s for up to 30 minutes; nothing happens when the
 * member follows something already). One statement when there is work.
 */
import type { AppDeps } from '../../graphql/context.js';
import { pollInBackground } from '../../jobs/poll.js';
import { DEMO_MEMBER_EMAIL } from '../accounts/index.js';

const CHECK_EVERY_MS = 20_000;
const GIVE_UP_AFTER_MS = 30 * 60_000;
const MIN_PUBLISHED = 6;

export function seedDemoFollowsWhenReady(deps: AppDeps): void {
  pollInBackground(() => seedDemoFollows(deps), {
    everyMs: CHECK_EVERY_MS,
    giveUpAfterMs: GIVE_UP_AFTER_MS,
    log: deps.log,
    what: 'demo follows',
  });
}

/** True when done (seeded now, or nothing to do); false while the catalogue is still too small. */
export async function seedDemoFollows(deps: AppDeps): Promise<boolean> {
  const [state] = (await deps.db.query(
    `SELECT u.id AS "userId",
            EXISTS (SELECT 1 FROM follows f WHERE f.user_id = u.id) AS follows,
            (SELECT count(*)::int FROM media WHERE status = 'PUBLISHED') AS published
       FROM users u WHERE u.email = $1`,
    [DEMO_MEMBER_EMAIL],
  )) as { userId: string; follows: boolean; published: number }[];
  if (!state || state.follows) return true;
  if (state.published < MIN_PUBLISHED) return false;
  // Watermarked now: the hourly "new items" job tells them only of what comes after.
  await deps.db.query(
    `INSERT INTO follows (user_id, target_type, target_id, notified_until)
     SELECT $1::uuid, 'PLATFORM', p.id, now() FROM platforms p WHERE p.slug = 'capcut'
     UNION ALL
     SELECT $1::uuid, 'CATEGORY', c.category_id, now() FROM (
       SELECT category_id FROM media WHERE status = 'PUBLISHED' AND category_id IS NOT NULL
        GROUP BY category_id ORDER BY count(*) DESC, category_id LIMIT 1) c
     ON CONFLICT DO NOTHING`,
    [state.userId],
  );
  deps.log.info('demo member follows seeded');
  return true;
}

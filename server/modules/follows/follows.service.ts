/**
 * Follows: a member follows categories and platforms; an hourly job tells
 * each follower, in one notification per member, how many items were
 * published in what they follow since the last run (a watermark per follow,
 * committed with the notifications, so a retry repeats nothing); and
 * `newForYou` lists those items for the members' dashboard.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { signedIn } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { jobName } from '../../jobs/queue.js';
import { type NewNotification, notify } from '../notifications/index.js';
import { FollowEntity, FollowTarget } from './follow.entity.js';
import {
  SetFollowErrorCode as Code,
  type Follow,
  type SetFollowInput,
  type SetFollowPayload,
} from './follows.types.js';

export const FOLLOWS_DIGEST = jobName('follows.new-items');

/** A member may follow this many categories and platforms in all. */
export const MAX_FOLLOWS = 100;

const TABLES: Record<FollowTarget, string> = { CATEGORY: 'categories', PLATFORM: 'platforms' };

/** The viewer's follows with their names, categories first. */
export async function myFollows(ctx: Context): Promise<Follow[]> {
  const viewer = await signedIn(ctx);
  const rows: { target_type: FollowTarget; target_id: string; name: string; slug: string }[] = await ctx.app.db.query(
    `SELECT f.target_type, f.target_id, coalesce(c.name, p.name) AS name, coalesce(c.slug, p.slug) AS slug
       FROM follows f
       LEFT JOIN categories c ON f.target_type = 'CATEGORY' AND c.id = f.target_id
       LEFT JOIN platforms p ON f.target_type = 'PLATFORM' AND p.id = f.target_id
      WHERE f.user_id = $1
      ORDER BY f.target_type, name`,
    [viewer.id],
  );
  return rows.map((r) => ({ targetType: r.target_type, targetId: r.target_id, name: r.name, slug: r.slug }));
}

export async function setFollow(ctx: Context, input: SetFollowInput): Promise<SetFollowPayload> {
  const viewer = await signedIn(ctx);
  const fail = (code: Code, message: string, field: string | null) => ({
    following: false,
    errors: [userError(code, message, field)],
  });
  if (!isUuid(input.targetId)) return fail(Code.NOT_FOUND, 'No such category or platform.', 'targetId');
  if (!input.following) {
    await ctx.app.db.query('DELETE FROM follows WHERE user_id = $1 AND target_type = $2 AND target_id = $3', [
      viewer.id,
      input.targetType,
      input.targetId,
    ]);
    return { following: false, errors: [] };
  }
  return ctx.app.db.transaction(async (m) => {
    // Serialises one member's follows, so the limit holds under parallel calls.
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`follows:${viewer.id}`]);
    const exists: unknown[] = await m.query(`SELECT 1 FROM ${TABLES[input.targetType]} WHERE id = $1`, [
      input.targetId,
    ]);
    if (exists.length === 0) return fail(Code.NOT_FOUND, 'No such category or platform.', 'targetId');
    const count: { n: number }[] = await m.query('SELECT count(*)::int AS n FROM follows WHERE user_id = $1', [
      viewer.id,
    ]);
    if ((count[0]?.n ?? 0) >= MAX_FOLLOWS) {
      return fail(Code.TOO_MANY_FOLLOWS, `You can follow at most ${MAX_FOLLOWS} categories and platforms.`, null);
    }
    await m
      .createQueryBuilder()
      .insert()
      .into(FollowEntity)
      .values({ userId: viewer.id, targetType: input.targetType, targetId: input.targetId })
      .orIgnore()
      .execute();
    return { following: true, errors: [] };
  });
}

/** Published items in what a member follows, after the follow began and the follow's watermark, up to `until`. */
const NEW_IN_FOLLOWS = `
  SELECT f.user_id, m.id, m.title, m.published_at
    FROM follows f
    JOIN media m ON m.status = 'PUBLISHED'
     AND m.published_at > greatest(f.created_at, coalesce(f.notified_until, f.created_at))
     AND m.published_at <= $1
     AND ((f.target_type = 'CATEGORY' AND m.category_id = f.target_id)
       OR (f.target_type = 'PLATFORM' AND EXISTS (
             SELECT 1 FROM media_platforms mp WHERE mp.media_id = m.id AND mp.platform_id = f.target_id)))`;

/**
 * The job: one notification per member with anything new (the count and the
 * newest title), then every follow's watermark moves to `until`, in one
 * transaction.
 */
export async function notifyNewItems(db: DataSource, until = new Date()): Promise<number> {
  return db.transaction(async (m) => {
    const rows: { user_id: string; n: number; latest: string }[] = await m.query(
      `SELECT user_id, count(DISTINCT id)::int AS n, (array_agg(title ORDER BY published_at DESC))[1] AS latest
         FROM (${NEW_IN_FOLLOWS}) x GROUP BY user_id`,
      [until],
    );
    const notes: NewNotification[] = rows.map((r) => ({
      userId: r.user_id,
      type: 'follows.new_items',
      title: r.n === 1 ? `New in what you follow: ${r.latest}` : `${r.n} new items in what you follow`,
      body: r.n === 1 ? '' : `Newest: ${r.latest}.`,
      link: '/members/dashboard',
      data: { count: r.n },
    }));
    await notify(m, notes);
    await m.query('UPDATE follows SET notified_until = $1 WHERE notified_until IS NULL OR notified_until < $1', [
      until,
    ]);
    return notes.length;
  });
}

/**
 * "New for you": the newest published items in the categories and platforms
 * a member follows, and in `alsoCategoryIds` (the dashboard passes the
 * categories they download), as ids, newest first.
 */
export async function newForYou(
  m: Pick<EntityManager, 'query'>,
  userId: string,
  limit = 12,
  alsoCategoryIds: readonly string[] = [],
): Promise<string[]> {
  const rows: { id: string }[] = await m.query(
    `SELECT m.id FROM media m
      WHERE m.status = 'PUBLISHED'
        AND (m.category_id IN (SELECT target_id FROM follows WHERE user_id = $1 AND target_type = 'CATEGORY')
          OR m.category_id = ANY($3::uuid[])
          OR m.id IN (SELECT mp.media_id FROM media_platforms mp
                       JOIN follows f ON f.user_id = $1 AND f.target_type = 'PLATFORM' AND f.target_id = mp.platform_id))
      ORDER BY m.published_at DESC, m.id DESC
      LIMIT $2`,
    [userId, Math.min(Math.max(limit, 1), 100), alsoCategoryIds],
  );
  return rows.map((r) => r.id);
}

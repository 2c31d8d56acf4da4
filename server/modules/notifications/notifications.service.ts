/**
 * Notifications: written inside the transaction of what they report, read by
 * their owner only, and announced to every instance through the platform's
 * pub/sub (server/db/pubsub.ts) when that transaction commits.
 */
import type { EntityManager } from 'typeorm';
import { MAX_PAYLOAD_BYTES, publish } from '../../db/pubsub.js';
import { signedIn } from '../../graphql/auth.js';
import { paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { NotificationEntity } from './notification.entity.js';

/** The pub/sub channel: a payload is a comma-separated list of user ids, or `*` for "anyone may have new ones". */
export const NOTIFICATIONS_CHANNEL = 'notifications_added';

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  body?: string;
  link?: string | null;
  data?: Record<string, unknown>;
}

/** Tells the live subscribers of these users (or of everyone, when the list does not fit a message) to look. */
export async function announce(m: Pick<EntityManager, 'query'>, userIds: readonly string[] | '*'): Promise<void> {
  const unique = userIds === '*' ? '*' : [...new Set(userIds)].join(',');
  if (unique === '') return;
  await publish(m, NOTIFICATIONS_CHANNEL, unique.length > MAX_PAYLOAD_BYTES ? '*' : unique);
}

/**
 * Writes notifications inside the caller's transaction (one statement), so
 * they exist exactly when the change they report does.
 */
export async function notify(m: EntityManager, notifications: NewNotification[]): Promise<void> {
  if (notifications.length === 0) return;
  await m
    .createQueryBuilder()
    .insert()
    .into(NotificationEntity)
    // `as never`: TypeORM's insert typing cannot express a free-form jsonb column.
    .values(
      notifications.map((n) => ({
        userId: n.userId,
        type: n.type,
        title: n.title.slice(0, 200),
        body: (n.body ?? '').slice(0, 2000),
        link: n.link ?? null,
        data: n.data ?? {},
      })) as never,
    )
    .updateEntity(false)
    .execute();
  await announce(
    m,
    notifications.map((n) => n.userId),
  );
}

export async function myNotifications(
  ctx: Context,
  opts: { first: number; after?: string | null; unreadOnly: boolean },
) {
  const viewer = await signedIn(ctx);
  const qb = ctx.app.db
    .getRepository(NotificationEntity)
    .createQueryBuilder('n')
    .where('n.user_id = :userId', { userId: viewer.id });
  if (opts.unreadOnly) qb.andWhere('n.read_at IS NULL');
  return paginate(qb, {
    first: opts.first,
    after: opts.after,
    keys: [{ column: 'n.seq', direction: 'DESC', value: (n: NotificationEntity) => n.seq }],
  });
}

/** The member's newest unread notifications (the dashboard): one statement over the unread partial index. */
export async function latestUnread(m: EntityManager, userId: string, limit = 5): Promise<NotificationEntity[]> {
  return m
    .getRepository(NotificationEntity)
    .createQueryBuilder('n')
    .where('n.user_id = :userId AND n.read_at IS NULL', { userId })
    .orderBy('n.seq', 'DESC')
    .limit(Math.min(Math.max(limit, 1), 50))
    .getMany();
}

/** The bell's number: one index-only count over the unread partial index. */
export async function unreadCountOf(m: Pick<EntityManager, 'query'>, userId: string): Promise<number> {
  const rows: { n: number }[] = await m.query(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function myUnreadCount(ctx: Context): Promise<number> {
  const viewer = await signedIn(ctx);
  return unreadCountOf(ctx.app.db.manager, viewer.id);
}

/** Marks the viewer's own notifications read (the listed ones, or all); others' ids are ignored. */
export async function markRead(ctx: Context, input: { ids?: string[] | null; all?: boolean | null }): Promise<number> {
  const viewer = await signedIn(ctx);
  const qb = ctx.app.db
    .createQueryBuilder()
    .update(NotificationEntity)
    .set({ readAt: () => 'now()' })
    .where('user_id = :userId AND read_at IS NULL', { userId: viewer.id });
  if (!input.all) qb.andWhere('id IN (:...ids)', { ids: input.ids ?? [] });
  await qb.execute();
  return unreadCountOf(ctx.app.db.manager, viewer.id);
}

/** At most this many are sent per look; a live client that missed more gets them in the following looks. */
const CATCH_UP_BATCH = 50;

function notificationsAfter(ctx: Context, userId: string, afterSeq: string): Promise<NotificationEntity[]> {
  return ctx.app.db
    .getRepository(NotificationEntity)
    .createQueryBuilder('n')
    .where('n.user_id = :userId AND n.seq > :afterSeq', { userId, afterSeq })
    .orderBy('n.seq', 'ASC')
    .limit(CATCH_UP_BATCH)
    .getMany();
}

/**
 * The viewer's new notifications as they arrive, on any instance: first those
 * after `after` (a `cursor` the client saw last, so a reconnect loses
 * nothing), then each one as it is committed. Without `after`, from now on.
 */
export async function liveNotifications(
  ctx: Context,
  after: string | null | undefined,
): Promise<AsyncIterableIterator<NotificationEntity>> {
  const viewer = await signedIn(ctx);
  if (after != null && !/^\d{1,19}$/.test(after)) {
    throw badInput('after must be the cursor of a notification.', 'after');
  }
  const feed = new LiveFeed((seq) => notificationsAfter(ctx, viewer.id, seq));
  // Listen before reading the starting point, so nothing committed in between is missed.
  feed.unsubscribe = await ctx.app.pubsub.subscribe(NOTIFICATIONS_CHANNEL, {
    onMessage: (payload) => {
      if (payload === '*' || payload.split(',').includes(viewer.id)) feed.wake();
    },
    onResync: () => feed.wake(),
  });
  if (after != null) feed.last = after;
  else {
    const rows: { seq: string }[] = await ctx.app.db.query(
      'SELECT coalesce(max(seq), 0)::text AS seq FROM notifications WHERE user_id = $1',
      [viewer.id],
    );
    feed.last = rows[0]?.seq ?? '0';
  }
  return feed;
}

/**
 * A hand-written async iterator rather than an async generator: a generator
 * parked on `await` cannot be ended from outside, and a closed socket must
 * stop listening at once.
 */
class LiveFeed implements AsyncIterableIterator<NotificationEntity> {
  last = '0';
  unsubscribe: () => void = () => undefined;
  private buffer: NotificationEntity[] = [];
  private dirty = true;
  private done = false;
  private waiter: (() => void) | null = null;

  constructor(private readonly load: (afterSeq: string) => Promise<NotificationEntity[]>) {}

  wake(): void {
    this.dirty = true;
    this.waiter?.();
    this.waiter = null;
  }

  async next(): Promise<IteratorResult<NotificationEntity>> {
    while (!this.done) {
      const item = this.buffer.shift();
      if (item) return { value: item, done: false };
      if (this.dirty) {
        this.dirty = false;
        this.buffer = await this.load(this.last);
        const newest = this.buffer.at(-1);
        if (newest) this.last = newest.seq;
        // A full batch means there may be more: look again right after sending these.
        if (this.buffer.length === CATCH_UP_BATCH) this.dirty = true;
        continue;
      }
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
      });
    }
    return { value: undefined, done: true };
  }

  async return(): Promise<IteratorResult<NotificationEntity>> {
    this.done = true;
    this.unsubscribe();
    this.waiter?.();
    return { value: undefined, done: true };
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<NotificationEntity> {
    return this;
  }
}

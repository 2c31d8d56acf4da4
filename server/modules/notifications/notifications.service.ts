import type { EntityManager } from 'typeorm';
import { NotificationEntity } from './notification.entity.js';

export interface NewNotification {
  userId: string;
  type: string;
  title: string;
  body?: string;
  link?: string | null;
  data?: Record<string, unknown>;
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
}

/**
 * The admin users list (server-side search, filters, sort, pages up to 1000),
 * bulk actions with a result per account, and one account's audit trail.
 * Role and disable rules (and their guards) are the accounts module's: bulk
 * actions call them account by account.
 */
import { type DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { Role, signedIn } from '../../graphql/auth.js';
import {
  type ConnectionArgs,
  type ConnectionShape,
  pageSize,
  paginate,
  type SortKey,
} from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import {
  SetUserDisabledErrorCode,
  SetUserRoleErrorCode,
  setUserDisabled,
  setUserRole,
  toUser,
  type User,
  UserEntity,
} from '../accounts/index.js';
import { AuditLogEntity, audit } from '../audit/index.js';
import { subscribedCondition } from '../billing/index.js';
import { notify } from '../notifications/index.js';
import {
  AdminUserSort,
  type AdminUsersFilter,
  type AuditEntry,
  BulkUpdateUsersErrorCode,
  type BulkUpdateUsersInput,
  type BulkUpdateUsersPayload,
  BulkUserAction,
  BulkUserItemErrorCode,
  type BulkUserItemResult,
} from './users.types.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filter as SQL conditions on `u` (users), shared by the list and the CSV export. */
export async function filteredUsers(
  db: DataSource,
  filter: AdminUsersFilter | null | undefined,
): Promise<SelectQueryBuilder<UserEntity>> {
  const qb = db.getRepository(UserEntity).createQueryBuilder('u');
  const f = filter ?? {};
  if (f.search?.trim()) {
    qb.andWhere('(u.email ILIKE :pattern OR u.display_name ILIKE :pattern)', {
      pattern: `%${escapeLike(f.search.trim())}%`,
    });
  }
  if (f.role) qb.andWhere('u.role = :role', { role: f.role });
  if (f.disabled === true) qb.andWhere('u.disabled_at IS NOT NULL');
  if (f.disabled === false) qb.andWhere('u.disabled_at IS NULL');
  if (f.signedUpFrom) qb.andWhere('u.created_at >= :from', { from: f.signedUpFrom });
  if (f.signedUpTo) qb.andWhere('u.created_at < :to', { to: f.signedUpTo });
  if (f.planId) {
    if (!isUuid(f.planId)) qb.andWhere('false');
    else {
      const [plan]: { is_free: boolean }[] = await db.query('SELECT is_free FROM plans WHERE id = $1', [f.planId]);
      if (!plan) qb.andWhere('false');
      // The Free plan is everyone without a running subscription.
      else if (plan.is_free) qb.andWhere(`NOT ${subscribedCondition('u.id', { onPlan: false })}`);
      else qb.andWhere(subscribedCondition('u.id', { onPlan: true }), { planId: f.planId });
    }
  }
  return qb;
}

export const USER_SORT_KEYS: Record<AdminUserSort, SortKey[]> = {
  [AdminUserSort.NEWEST]: [
    { column: 'u.created_at', direction: 'DESC', value: (u: UserEntity) => u.createdAt.toISOString() },
    { column: 'u.id', direction: 'DESC', value: (u: UserEntity) => u.id },
  ],
  [AdminUserSort.OLDEST]: [
    { column: 'u.created_at', direction: 'ASC', value: (u: UserEntity) => u.createdAt.toISOString() },
    { column: 'u.id', direction: 'ASC', value: (u: UserEntity) => u.id },
  ],
  [AdminUserSort.EMAIL]: [
    { column: 'u.email', direction: 'ASC', value: (u: UserEntity) => u.email },
    { column: 'u.id', direction: 'ASC', value: (u: UserEntity) => u.id },
  ],
  [AdminUserSort.NAME]: [
    { column: 'u.display_name', direction: 'ASC', value: (u: UserEntity) => u.displayName },
    { column: 'u.id', direction: 'ASC', value: (u: UserEntity) => u.id },
  ],
};

export async function adminUsers(
  ctx: Context,
  filter: AdminUsersFilter | null | undefined,
  sort: AdminUserSort,
  args: ConnectionArgs,
): Promise<ConnectionShape<User>> {
  const page = await paginate(await filteredUsers(ctx.app.db, filter), {
    first: await pageSize(ctx, args.first),
    after: args.after,
    keys: USER_SORT_KEYS[sort],
  });
  return {
    ...page,
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toUser(e.node) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}

const ITEM_CODES: Record<string, BulkUserItemErrorCode> = {
  [SetUserDisabledErrorCode.NOT_FOUND]: BulkUserItemErrorCode.NOT_FOUND,
  [SetUserDisabledErrorCode.CANNOT_DISABLE_YOURSELF]: BulkUserItemErrorCode.CANNOT_CHANGE_YOURSELF,
  [SetUserRoleErrorCode.CANNOT_DEMOTE_YOURSELF]: BulkUserItemErrorCode.CANNOT_CHANGE_YOURSELF,
  [SetUserRoleErrorCode.LAST_ADMIN]: BulkUserItemErrorCode.LAST_ADMIN,
};

export async function bulkUpdateUsers(ctx: Context, input: BulkUpdateUsersInput): Promise<BulkUpdateUsersPayload> {
  const viewer = await signedIn(ctx);
  const ids = [...new Set(input.ids)];
  const title = input.notification?.title.trim();
  if (input.action === BulkUserAction.NOTIFY && !title) {
    return {
      results: [],
      changedCount: 0,
      failedCount: ids.length,
      errors: [
        userError(
          BulkUpdateUsersErrorCode.MISSING_NOTIFICATION,
          'Write a title for the notification.',
          'notification.title',
        ),
      ],
    };
  }
  const results: BulkUserItemResult[] = [];
  const failed = (id: string, code: BulkUserItemErrorCode, message: string, user: User | null = null) =>
    results.push({ id, ok: false, code, message, user });

  if (input.action === BulkUserAction.NOTIFY) {
    const found = await ctx.app.db.manager.findBy(UserEntity, { id: In(ids.filter(isUuid)) });
    const byId = new Map(found.map((u) => [u.id, u]));
    await ctx.app.db.transaction(async (m) => {
      await notify(
        m,
        found.map((u) => ({
          userId: u.id,
          type: 'admin.message',
          title: title as string,
          body: input.notification?.body ?? '',
          link: input.notification?.link ?? null,
          data: { from: viewer.id },
        })),
      );
      await audit(
        ctx,
        {
          action: 'users.notified',
          targetType: 'users',
          targetId: String(found.length),
          data: { title, userIds: found.map((u) => u.id) },
        },
        m,
      );
    });
    for (const id of ids) {
      const u = byId.get(id);
      if (u) results.push({ id, ok: true, code: null, message: null, user: toUser(u) });
      else failed(id, BulkUserItemErrorCode.NOT_FOUND, 'No such account.');
    }
  } else {
    // One account at a time, each in its own transaction: the accounts module's guards apply to each.
    for (const id of ids) {
      if (!isUuid(id)) {
        failed(id, BulkUserItemErrorCode.NOT_FOUND, 'No such account.');
        continue;
      }
      const out =
        input.action === BulkUserAction.DISABLE || input.action === BulkUserAction.ENABLE
          ? await setUserDisabled(ctx, {
              userId: id,
              disabled: input.action === BulkUserAction.DISABLE,
              reason: input.reason,
            })
          : await setUserRole(ctx, {
              userId: id,
              role: input.action === BulkUserAction.MAKE_ADMIN ? Role.ADMIN : Role.MEMBER,
            });
      const error = out.errors[0];
      if (error) failed(id, ITEM_CODES[error.code] ?? BulkUserItemErrorCode.NOT_FOUND, error.message, out.user);
      else results.push({ id, ok: true, code: null, message: null, user: out.user });
    }
  }
  const changedCount = results.filter((r) => r.ok).length;
  return { results, changedCount, failedCount: results.length - changedCount, errors: [] };
}

/** What was done by and to one account, newest first. */
export async function auditTrailOf(
  ctx: Context,
  userId: string,
  args: ConnectionArgs,
): Promise<ConnectionShape<AuditEntry>> {
  const qb = ctx.app.db
    .getRepository(AuditLogEntity)
    .createQueryBuilder('a')
    .where("((a.target_type = 'user' AND a.target_id = :userId) OR a.actor_id = :userUuid)", {
      userId,
      userUuid: isUuid(userId) ? userId : null,
    });
  const page = await paginate(qb, {
    first: await pageSize(ctx, args.first),
    after: args.after,
    keys: [{ column: 'a.id', direction: 'DESC', value: (a: AuditLogEntity) => a.id }],
  });
  return {
    ...page,
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toAuditEntry(e.node) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}

export function toAuditEntry(a: AuditLogEntity): AuditEntry {
  return {
    id: a.id,
    action: a.action,
    targetType: a.targetType,
    targetId: a.targetId,
    actorId: a.actorId,
    details: JSON.stringify(a.data ?? {}),
    createdAt: a.createdAt,
  };
}

import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context.js';
import { AuditLogEntity } from './audit-log.entity.js';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  data?: Record<string, unknown>;
  /** Defaults to the signed-in user; null for the system or an anonymous caller. */
  actorId?: string | null;
}

/** Appends to the audit log, inside the caller's transaction when one is given. */
export async function audit(ctx: Context, entry: AuditEntry, manager?: EntityManager): Promise<void> {
  const actorId = entry.actorId !== undefined ? entry.actorId : ((await ctx.viewer())?.id ?? null);
  const m = manager ?? ctx.app.db.manager;
  // save (not insert): TypeORM's insert typing cannot express a free-form jsonb column.
  await m.save(
    m.create(AuditLogEntity, {
      actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      data: entry.data ?? {},
      ip: ctx.req.ip ?? null,
    }),
    { transaction: false, reload: false },
  );
}

/**
 * Appends an entry written outside a request (the upload endpoint, the demo
 * seeder): the actor is named, and there is no request IP.
 */
export async function auditOutsideRequest(
  m: EntityManager,
  entry: AuditEntry & { actorId: string | null },
): Promise<void> {
  await m.save(
    m.create(AuditLogEntity, {
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      data: entry.data ?? {},
      ip: null,
    }),
    { transaction: false, reload: false },
  );
}

/** Appends many entries in one statement (bulk mutations), inside the caller's transaction. */
export async function auditMany(ctx: Context, entries: AuditEntry[], manager: EntityManager): Promise<void> {
  if (entries.length === 0) return;
  const viewerId = (await ctx.viewer())?.id ?? null;
  await manager
    .createQueryBuilder()
    .insert()
    .into(AuditLogEntity)
    // `as never`: TypeORM's insert typing cannot express a free-form jsonb column.
    .values(
      entries.map((e) => ({
        actorId: e.actorId !== undefined ? e.actorId : viewerId,
        action: e.action,
        targetType: e.targetType,
        targetId: e.targetId,
        data: e.data ?? {},
        ip: ctx.req.ip ?? null,
      })) as never,
    )
    .updateEntity(false)
    .execute();
}

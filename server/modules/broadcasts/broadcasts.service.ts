/**
 * Admin broadcasts: composed and audited in one transaction that also queues
 * the `broadcasts.send` job (now, or at the scheduled time); the job writes
 * the copies in batches (notifications' fanOutBatch), committing its cursor
 * with each batch, so a retry resumes and never sends twice.
 */
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { signedIn } from '../../graphql/auth.js';
import { paginate } from '../../graphql/connection.js';
import type { AppDeps, Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { jobName } from '../../jobs/queue.js';
import { audit } from '../audit/index.js';
import { planForAudience } from '../billing/index.js';
import { broadcastReach, FIRST_USER, fanOutBatch } from '../notifications/index.js';
import { audienceSql } from './audience.js';
import { BroadcastAudience, BroadcastEntity, BroadcastStatus } from './broadcast.entity.js';
import {
  type Broadcast,
  SendBroadcastErrorCode as Code,
  type SendBroadcastInput,
  type SendBroadcastPayload,
} from './broadcasts.types.js';

export const BROADCAST_SEND = jobName<{ broadcastId: string }>('broadcasts.send');

export const MAX_BROADCAST_TITLE = 200;
export const MAX_BROADCAST_BODY = 2000;
export const MAX_BROADCAST_LINK = 512;
/** How far ahead a broadcast may be scheduled. */
export const MAX_SCHEDULE_DAYS = 90;
/** Members per INSERT … SELECT: large enough that 100,000 take 20 batches, small enough for short transactions. */
export const FAN_OUT_BATCH = 5_000;

const DAY_MS = 86_400_000;

/** Resolves the audience's plan (null for audiences without one, or an unknown plan). */
async function planOf(m: Pick<EntityManager, 'query'>, audience: BroadcastAudience, planId: string | null | undefined) {
  if (audience !== BroadcastAudience.PLAN) return null;
  return planId && isUuid(planId) ? planForAudience(m, planId) : null;
}

/** How many members an audience covers now (the compose screen's preview). */
export async function audienceSize(
  ctx: Context,
  audience: BroadcastAudience,
  planId: string | null | undefined,
): Promise<number> {
  const plan = await planOf(ctx.app.db.manager, audience, planId);
  if (audience === BroadcastAudience.PLAN && !plan) return 0;
  const { sql, params } = audienceSql(audience, plan, ctx.app.config.billing.pastDueGraceDays);
  const rows: { n: number }[] = await ctx.app.db.query(`SELECT count(*)::int AS n FROM (${sql}) a`, params);
  return rows[0]?.n ?? 0;
}

/** An in-app path: one leading slash (not `//host`), printable, no spaces. */
const APP_PATH = /^\/(?!\/)[^\s\\]*$/;

export async function sendBroadcast(ctx: Context, input: SendBroadcastInput): Promise<SendBroadcastPayload> {
  const fail = (code: Code, message: string, field: string | null) => ({
    broadcast: null,
    errors: [userError(code, message, field)],
  });
  const title = input.title.trim();
  const body = input.body.trim();
  const link = input.link?.trim() || null;
  if (title.length === 0) return fail(Code.INVALID_TITLE, 'Give the announcement a title.', 'title');
  if ([...title].length > MAX_BROADCAST_TITLE) {
    return fail(Code.INVALID_TITLE, `Keep the title to ${MAX_BROADCAST_TITLE} characters.`, 'title');
  }
  if ([...body].length > MAX_BROADCAST_BODY) {
    return fail(Code.BODY_TOO_LONG, `Keep the message to ${MAX_BROADCAST_BODY} characters.`, 'body');
  }
  if (link && (link.length > MAX_BROADCAST_LINK || !APP_PATH.test(link))) {
    return fail(Code.INVALID_LINK, 'The link must be a path inside Framestock, such as /members/pricing.', 'link');
  }
  const plan = await planOf(ctx.app.db.manager, input.audience, input.planId);
  if (input.audience === BroadcastAudience.PLAN && !plan) {
    return fail(Code.UNKNOWN_PLAN, 'Choose an existing plan.', 'planId');
  }
  const now = Date.now();
  const sendAt = input.sendAt ? new Date(input.sendAt) : new Date(now);
  // A minute of slack: "now" typed into the form is a little in the past by the time it arrives.
  if (
    Number.isNaN(sendAt.getTime()) ||
    sendAt.getTime() < now - 60_000 ||
    sendAt.getTime() > now + MAX_SCHEDULE_DAYS * DAY_MS
  ) {
    return fail(Code.INVALID_SEND_AT, `Schedule it between now and ${MAX_SCHEDULE_DAYS} days ahead.`, 'sendAt');
  }
  const viewer = await signedIn(ctx);
  const row = await ctx.app.db.transaction(async (m) => {
    const saved = await m.save(
      m.create(BroadcastEntity, {
        title,
        body,
        link,
        audience: input.audience,
        planId: plan?.id ?? null,
        sendAt,
        createdBy: viewer.id,
      }),
    );
    await audit(
      ctx,
      {
        action: 'broadcast.send',
        targetType: 'broadcast',
        targetId: saved.id,
        data: { title, audience: input.audience, planId: plan?.id ?? null, sendAt: sendAt.toISOString() },
      },
      m,
    );
    const delay = Math.ceil((sendAt.getTime() - now) / 1000);
    await ctx.app.jobs.send(
      BROADCAST_SEND,
      { broadcastId: saved.id },
      { tx: m, singletonKey: saved.id, ...(delay > 0 ? { startAfterSeconds: delay } : {}) },
    );
    return saved;
  });
  return { broadcast: toBroadcast(row, { delivered: 0, read: 0 }), errors: [] };
}

/**
 * The job: batch after batch, each in its own transaction with the
 * broadcast row locked, until a batch comes back short. Safe to run again at
 * any point: the committed cursor says where to resume, and the unique
 * (broadcast, user) index drops whatever a lost cursor would repeat.
 */
export async function runBroadcast(
  deps: Pick<AppDeps, 'db' | 'config'>,
  broadcastId: string,
  signal?: AbortSignal,
): Promise<void> {
  for (;;) {
    signal?.throwIfAborted();
    const finished = await deps.db.transaction(async (m) => {
      const b = await m.findOne(BroadcastEntity, { where: { id: broadcastId }, lock: { mode: 'pessimistic_write' } });
      if (!b || b.status === BroadcastStatus.SENT) return true;
      const plan = await planOf(m, b.audience, b.planId);
      const { sql, params } = audienceSql(b.audience, plan, deps.config.billing.pastDueGraceDays);
      let recipients = b.recipients;
      if (b.status === BroadcastStatus.SCHEDULED) {
        const rows: { n: number }[] = await m.query(`SELECT count(*)::int AS n FROM (${sql}) a`, params);
        recipients = rows[0]?.n ?? 0;
      }
      const batch = await fanOutBatch(m, {
        audienceSql: sql,
        params,
        afterUserId: b.cursorUserId ?? FIRST_USER,
        limit: FAN_OUT_BATCH,
        broadcastId: b.id,
        note: { type: 'broadcast', title: b.title, body: b.body, link: b.link },
      });
      const done = batch.seen < FAN_OUT_BATCH;
      await m.update(
        BroadcastEntity,
        { id: b.id },
        {
          status: done ? BroadcastStatus.SENT : BroadcastStatus.SENDING,
          recipients,
          cursorUserId: batch.lastUserId ?? b.cursorUserId,
          sentAt: done ? new Date() : null,
        },
      );
      return done;
    });
    if (finished) return;
  }
}

export function toBroadcast(b: BroadcastEntity, reach: { delivered: number; read: number }): Broadcast {
  return {
    id: b.id,
    title: b.title,
    body: b.body,
    link: b.link,
    audience: b.audience,
    planId: b.planId,
    status: b.status,
    sendAt: b.sendAt,
    sentAt: b.sentAt,
    createdAt: b.createdAt,
    recipients: b.recipients,
    delivered: reach.delivered,
    read: reach.read,
  };
}

/** The history, newest first: one page statement and one grouped reach statement. */
export async function listBroadcasts(ctx: Context, opts: { first: number; after?: string | null }) {
  const page = await paginate(ctx.app.db.getRepository(BroadcastEntity).createQueryBuilder('b'), {
    first: opts.first,
    after: opts.after,
    keys: [
      { column: 'b.created_at', direction: 'DESC', value: (b: BroadcastEntity) => b.createdAt.toISOString() },
      { column: 'b.id', direction: 'DESC', value: (b: BroadcastEntity) => b.id },
    ],
  });
  const reach = await broadcastReach(
    ctx.app.db.manager,
    page.edges.map((e) => e.node.id),
  );
  return { page, reach };
}

import { createHmac } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context.js';
import { tooManyRequests, userError } from '../../graphql/payload.js';
import { ipSubject, reserve } from '../../http/rate-limits.js';
import {
  type AnalyticsEventType,
  CLIENT_EVENT_TYPES,
  MAX_PROPERTIES_BYTES,
  TrackEventsErrorCode,
  type TrackEventsInput,
  type TrackEventsPayload,
} from './analytics.types.js';
import { AnalyticsEventEntity } from './analytics-event.entity.js';
import { normaliseEventProperties } from './paths.js';

const CLOCK_SKEW_MS = 86_400_000;

/** Events one IP (IPv6: /64) may send per window: generous for a browsing household or office, a wall for a script. */
const CLIENT_EVENTS_WINDOW_SECONDS = 10 * 60;

/** What the server records itself (billing: `purchase`; downloads: `file_download`). */
export interface ServerEvent {
  type: AnalyticsEventType;
  properties: Record<string, unknown>;
  /** Whose event; null for none (e.g. a payment whose account is gone). */
  userId: string | null;
  /** Defaults to now. */
  occurredAt?: Date;
  /** Set for client events only (visitorOf). */
  visitor?: string | null;
}

/**
 * The day's visitor id of a request: HMAC of the UTC day, IP and User-Agent
 * with a server secret, cut to 22 characters. It changes every day and cannot
 * be turned back into an IP (the way Plausible counts visitors without cookies).
 */
export function visitorOf(ctx: Context, at: Date): string {
  return createHmac('sha256', ctx.app.config.storage.signingSecret)
    .update(`visitor:v1:${at.toISOString().slice(0, 10)}:${ctx.req.ip ?? ''}:${ctx.req.get('user-agent') ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Records events the server itself witnessed — a payment confirmed by the
 * payment provider, a download handed out — in the caller's transaction, so
 * the event exists exactly when what it reports was committed. The only way
 * revenue-bearing events reach the figures.
 */
export async function recordServerEvents(m: EntityManager, events: readonly ServerEvent[]): Promise<void> {
  if (events.length === 0) return;
  await insertEvents(m, events);
}

/**
 * One multi-row INSERT; save (not insert) because insert's typing cannot express a jsonb object.
 * Every event passes here: `path` and `referrer` are stored without query string or fragment (paths.ts).
 */
async function insertEvents(m: EntityManager, events: readonly ServerEvent[]): Promise<void> {
  const now = new Date();
  await m.save(
    events.map((e) =>
      m.create(AnalyticsEventEntity, {
        type: e.type,
        properties: normaliseEventProperties(e.properties),
        userId: e.userId,
        visitor: e.visitor ?? null,
        occurredAt: e.occurredAt ?? now,
      }),
    ),
    { transaction: false, reload: false },
  );
}

/**
 * Records a batch of client events in one insert, attributed to the signed-in
 * user if any: only the kinds a client may report (CLIENT_EVENT_TYPES), within
 * the IP's budget of events, all or none.
 */
export async function trackEvents(ctx: Context, input: TrackEventsInput): Promise<TrackEventsPayload> {
  const now = Date.now();
  const errors = input.events.flatMap((event, i) => {
    const problems = [];
    if (!CLIENT_EVENT_TYPES.has(event.type)) {
      problems.push(
        userError(
          TrackEventsErrorCode.SERVER_ONLY_EVENT,
          `${event.type} events are recorded by the server, not sent by clients.`,
          `events.${i}.type`,
        ),
      );
    }
    if (Buffer.byteLength(JSON.stringify(event.properties ?? {})) > MAX_PROPERTIES_BYTES) {
      problems.push(
        userError(
          TrackEventsErrorCode.PROPERTIES_TOO_LARGE,
          `Properties must be at most ${MAX_PROPERTIES_BYTES} bytes.`,
          `events.${i}.properties`,
        ),
      );
    }
    if (event.occurredAt && Math.abs(event.occurredAt.getTime() - now) > CLOCK_SKEW_MS) {
      problems.push(
        userError(TrackEventsErrorCode.INVALID_TIME, 'occurredAt is too far from now.', `events.${i}.occurredAt`),
      );
    }
    return problems;
  });
  if (errors.length > 0) return { accepted: 0, errors };

  const blocked = await reserve(ctx.app.db, [
    {
      limit: {
        name: 'events-ip',
        points: ctx.app.config.analytics.maxEventsPerIp,
        windowSeconds: CLIENT_EVENTS_WINDOW_SECONDS,
      },
      subject: ipSubject(ctx.req.ip),
      points: input.events.length,
    },
  ]);
  if (blocked) return { accepted: 0, errors: [tooManyRequests(TrackEventsErrorCode.TOO_MANY_REQUESTS, blocked)] };

  // A token that no longer verifies just makes the event anonymous; analytics never blocks.
  const userId = (await ctx.viewer())?.id ?? null;
  const visitor = visitorOf(ctx, new Date(now));
  await insertEvents(
    ctx.app.db.manager,
    input.events.map((e) => ({
      type: e.type,
      properties: e.properties ?? {},
      userId,
      visitor,
      occurredAt: e.occurredAt ?? new Date(now),
    })),
  );
  return { accepted: input.events.length, errors: [] };
}

/**
 * Account erasure (this module's step, see index.ts): events stay for the aggregate
 * numbers, but no longer point at the person.
 */
export async function anonymiseAnalyticsEvents(_ctx: Context, m: EntityManager, userId: string): Promise<void> {
  await m.update(AnalyticsEventEntity, { userId }, { userId: null });
}

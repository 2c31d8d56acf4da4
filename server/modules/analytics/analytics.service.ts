import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import {
  type AnalyticsEventType,
  MAX_PROPERTIES_BYTES,
  TrackEventsErrorCode,
  type TrackEventsInput,
  type TrackEventsPayload,
} from './analytics.types.js';
import { AnalyticsEventEntity } from './analytics-event.entity.js';

const CLOCK_SKEW_MS = 86_400_000;

/** Records a batch of client events in one insert, attributed to the signed-in user if any. */
export async function trackEvents(ctx: Context, input: TrackEventsInput): Promise<TrackEventsPayload> {
  const now = Date.now();
  const errors = input.events.flatMap((event, i) => {
    const problems = [];
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

  // A token that no longer verifies just makes the event anonymous; analytics never blocks.
  const userId = (await ctx.viewer())?.id ?? null;
  const m = ctx.app.db.manager;
  // One multi-row INSERT; save (not insert) because insert's typing cannot express a jsonb object.
  await m.save(
    input.events.map((e) =>
      m.create(AnalyticsEventEntity, {
        type: e.type,
        properties: e.properties ?? {},
        userId,
        occurredAt: e.occurredAt ?? new Date(now),
      }),
    ),
    { transaction: false, reload: false },
  );
  return { accepted: input.events.length, errors: [] };
}

/**
 * Records an event the server itself observed (e.g. `purchase`, from the
 * payment webhook), inside the caller's transaction: it exists exactly when
 * the fact it reports does, so a replayed webhook cannot record it twice.
 */
export async function recordServerEvent(
  m: EntityManager,
  event: { type: AnalyticsEventType; userId: string | null; properties: Record<string, unknown>; occurredAt?: Date },
): Promise<void> {
  await m.save(
    m.create(AnalyticsEventEntity, {
      type: event.type,
      properties: event.properties,
      userId: event.userId,
      occurredAt: event.occurredAt ?? new Date(),
    }),
    { transaction: false, reload: false },
  );
}

/**
 * Account erasure (this module's step, see index.ts): events stay for the aggregate
 * numbers, but no longer point at the person.
 */
export async function anonymiseAnalyticsEvents(_ctx: Context, m: EntityManager, userId: string): Promise<void> {
  await m.update(AnalyticsEventEntity, { userId }, { userId: null });
}

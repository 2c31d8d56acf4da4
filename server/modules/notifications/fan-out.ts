/**
 * One notification to many members (admin broadcasts): written in batches by
 * a job, each batch one INSERT … SELECT over the audience in id order, so
 * 100,000 recipients cost tens of statements, not 100,000.
 */
import type { EntityManager } from 'typeorm';
import { announce } from './notifications.service.js';

/** Before the first user id: uuids compare byte-wise, and none is smaller. */
export const FIRST_USER = '00000000-0000-0000-0000-000000000000';

export interface FanOutBatch {
  /** `SELECT id …` of the audience (users' ids); its own placeholders are `$1…$n`, bound by `params`. */
  audienceSql: string;
  params: unknown[];
  /** The last user id the previous batch covered (FIRST_USER to start). */
  afterUserId: string;
  limit: number;
  broadcastId: string;
  note: { type: string; title: string; body: string; link: string | null };
}

/**
 * Writes the next batch inside the caller's transaction. A member this
 * broadcast already reached is skipped (the unique (broadcast_id, user_id)
 * index), so a batch that runs twice after a crash sends nothing twice.
 * `seen < limit` means the audience is exhausted.
 */
export async function fanOutBatch(
  m: EntityManager,
  batch: FanOutBatch,
): Promise<{ seen: number; inserted: number; lastUserId: string | null }> {
  const n = batch.params.length;
  const p = (i: number) => `$${n + i}`;
  const rows: { seen: number; inserted: number; last: string | null }[] = await m.query(
    `WITH batch AS (
       SELECT a.id FROM (${batch.audienceSql}) a WHERE a.id > ${p(1)}::uuid ORDER BY a.id LIMIT ${p(2)}
     ), ins AS (
       INSERT INTO notifications (user_id, type, title, body, link, data, broadcast_id)
       SELECT id, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, jsonb_build_object('broadcastId', ${p(7)}::text), ${p(7)}::uuid
         FROM batch
       ON CONFLICT (broadcast_id, user_id) WHERE broadcast_id IS NOT NULL DO NOTHING
       RETURNING 1
     )
     SELECT (SELECT count(*)::int FROM batch) AS seen,
            (SELECT count(*)::int FROM ins) AS inserted,
            (SELECT id::text FROM batch ORDER BY id DESC LIMIT 1) AS last`,
    [
      ...batch.params,
      batch.afterUserId,
      batch.limit,
      batch.note.type,
      batch.note.title.slice(0, 200),
      batch.note.body.slice(0, 2000),
      batch.note.link,
      batch.broadcastId,
    ],
  );
  const row = rows[0] ?? { seen: 0, inserted: 0, last: null };
  // Too many ids for one message: every live subscriber looks (one indexed read each).
  if (row.inserted > 0) await announce(m, '*');
  return { seen: row.seen, inserted: row.inserted, lastUserId: row.last };
}

/** How many copies of each broadcast exist and how many were read: one grouped statement over the unique index. */
export async function broadcastReach(
  m: Pick<EntityManager, 'query'>,
  broadcastIds: readonly string[],
): Promise<Map<string, { delivered: number; read: number }>> {
  if (broadcastIds.length === 0) return new Map();
  const rows: { broadcast_id: string; delivered: number; read: number }[] = await m.query(
    `SELECT broadcast_id, count(*)::int AS delivered, count(read_at)::int AS read
       FROM notifications WHERE broadcast_id = ANY($1::uuid[]) GROUP BY broadcast_id`,
    [broadcastIds],
  );
  return new Map(rows.map((r) => [r.broadcast_id, { delivered: r.delivered, read: r.read }]));
}

/**
 * Idempotency-Key support for mutations (issue: a retried mutation must run
 * once). The first request with a key claims it; its response is stored for
 * 24 h and replayed to any repeat with the same key and body. A repeat while
 * the first still runs gets 409 (which the client's retry policy waits out);
 * the same key with a different body gets 422. Records are kept per user, and
 * replayed only while the session that asks is live.
 */
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import { authFromRequest, type Context } from '../graphql/context.js';
import type { Identity } from '../graphql/identity.js';
import { IdempotencyRecordEntity } from './idempotency.entity.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,255}$/;

/** Call when a response carries credentials: it must not be stored, so a repeat runs afresh. */
export function skipIdempotentReplay(res: Response): void {
  res.locals.noIdempotentReplay = true;
}

/** For account erasure (the accounts module's step): stored responses may quote the person's data. */
export async function forgetIdempotencyRecords(_ctx: Context, m: EntityManager, userId: string): Promise<void> {
  await m.delete(IdempotencyRecordEntity, { scope: userId });
}

function jsonError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

export function idempotency(db: DataSource, identity: Identity) {
  const repo = db.getRepository(IdempotencyRecordEntity);

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const key = req.get(IDEMPOTENCY_HEADER);
    if (req.method !== 'POST' || key === undefined) return next();
    if (!KEY_PATTERN.test(key)) {
      return jsonError(res, 400, 'BAD_REQUEST', 'Idempotency-Key must be 8–255 characters of A–Z, a–z, 0–9, _ . : -');
    }
    // A stored answer quotes its owner's data: it is replayed only to a token whose session is still
    // live. A refused or ended one (signed out, revoked, disabled) runs as an ordinary request, which
    // the API then refuses as it would without a key.
    const auth = authFromRequest(identity, req);
    if (auth.tokenError) return next();
    if (auth.userId) {
      const viewer = await identity.load(auth);
      if (!viewer || viewer.disabled) return next();
    }
    const scope = auth.userId ?? 'anonymous';
    const requestHash = createHash('sha256')
      .update(JSON.stringify(req.body ?? null))
      .digest('hex');

    // Claim the key, or take it over if its record has expired (the cleanup job may not have run yet).
    const claimed: unknown[] = await db.query(
      `INSERT INTO idempotency_records (scope, key, request_hash, state, expires_at)
       VALUES ($1, $2, $3, 'pending', now() + make_interval(secs => $4))
       ON CONFLICT (scope, key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, state = 'pending', response_status = NULL,
             response_body = NULL, created_at = now(), expires_at = EXCLUDED.expires_at
         WHERE idempotency_records.expires_at <= now()
       RETURNING key`,
      [scope, key, requestHash, IDEMPOTENCY_TTL_MS / 1000],
    );

    if (claimed.length === 0) {
      const existing = await repo.findOneBy({ scope, key });
      if (!existing) return jsonError(res, 409, 'CONFLICT', 'This Idempotency-Key is being processed; retry shortly.');
      if (existing.requestHash !== requestHash) {
        return jsonError(res, 422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
      }
      if (existing.state === 'pending') {
        return jsonError(res, 409, 'CONFLICT', 'This Idempotency-Key is being processed; retry shortly.');
      }
      res.setHeader('idempotent-replayed', 'true');
      res
        .status(existing.responseStatus ?? 200)
        .type('application/json')
        .send(existing.responseBody ?? '');
      return;
    }

    // Capture what the handler sends and store it (or release the key) before the
    // response leaves, so a retry that follows it always finds the settled record.
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const status = res.statusCode;
      const text =
        typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : JSON.stringify(body);
      const keep = status < 500 && !res.locals.noIdempotentReplay;
      const settle = keep
        ? repo.update({ scope, key }, { state: 'done', responseStatus: status, responseBody: text })
        : repo.delete({ scope, key });
      settle
        .catch((err: unknown) => req.log.error({ err }, 'idempotency record not settled'))
        .finally(() => send(body));
      return res;
    };
    res.on('close', () => {
      // The handler never sent (client went away, crash): free the key for the retry.
      if (!res.writableFinished) repo.delete({ scope, key, state: 'pending' }).catch(() => undefined);
    });
    next();
  };
}

/**
 * Sessions and their rotating refresh tokens. A refresh token is good for
 * exactly one exchange (and one prompt retry of it, below); presenting an
 * already-exchanged token otherwise means it was copied, so the whole session
 * (the token family) is revoked.
 */
import { type EntityManager, IsNull } from 'typeorm';
import type { Context } from '../../graphql/context.js';
import { audit } from '../audit/index.js';
import { RefreshTokenEntity, SessionEntity } from './session.entity.js';
import { hashRefreshToken, type IssuedAccessToken, newRefreshToken, signAccessToken } from './tokens.js';
import type { UserEntity } from './user.entity.js';

export interface IssuedSession {
  sessionId: string;
  access: IssuedAccessToken;
  refreshToken: string;
  refreshExpiresAt: Date;
}

function refreshExpiry(ctx: Context): Date {
  return new Date(Date.now() + ctx.app.config.auth.refreshTokenTtlDays * 86_400_000);
}

/** Starts a session for a user who just presented credentials. */
export async function startSession(ctx: Context, user: UserEntity, manager?: EntityManager): Promise<IssuedSession> {
  const m = manager ?? ctx.app.db.manager;
  const now = new Date();
  const expiresAt = refreshExpiry(ctx);
  const session = await m.save(
    m.create(SessionEntity, {
      userId: user.id,
      userAgent: ctx.req.get('user-agent')?.slice(0, 512) ?? null,
      ip: ctx.req.ip ?? null,
      authenticatedAt: now,
      lastUsedAt: now,
      expiresAt,
    }),
  );
  const refresh = newRefreshToken();
  await m.insert(RefreshTokenEntity, { tokenHash: refresh.hash, sessionId: session.id });
  return {
    sessionId: session.id,
    access: signAccessToken(ctx.app.config, { sub: user.id, sid: session.id, role: user.role }),
    refreshToken: refresh.token,
    refreshExpiresAt: expiresAt,
  };
}

/**
 * A refresh whose answer was lost (a proxy's 502, a dropped connection) is
 * retried by the client with the token it still holds — which the first
 * attempt already exchanged. Exactly one such retry is answered per exchange:
 * within this window, and only while the exchange's successor is the
 * session's current token, unused. The retry retires that successor
 * (SUPERSEDED) and marks the exchanged token RETRIED; any later use of either
 * — two holders of one token taking turns — is theft.
 */
export const REFRESH_RETRY_GRACE_MS = 30_000;

async function isRetryOfLastExchange(m: EntityManager, row: RefreshTokenEntity): Promise<boolean> {
  if (row.retiredAs !== 'EXCHANGED' || !row.rotatedAt) return false;
  if (Date.now() - row.rotatedAt.getTime() > REFRESH_RETRY_GRACE_MS) return false;
  const later: unknown[] = await m.query(
    'SELECT 1 FROM refresh_tokens WHERE session_id = $1 AND rotated_at > $2 LIMIT 1',
    [row.sessionId, row.rotatedAt],
  );
  return later.length === 0;
}

export type RotateResult =
  | { ok: true; user: UserEntity; session: IssuedSession }
  | { ok: false; reason: 'expired' | 'reused' | 'disabled' };

/** Exchanges a refresh token for a new pair, in one transaction with the token row locked. */
export async function rotateRefreshToken(ctx: Context, token: string): Promise<RotateResult> {
  const result = await ctx.app.db.transaction(async (m): Promise<RotateResult> => {
    const row = await m
      .createQueryBuilder(RefreshTokenEntity, 't')
      .innerJoinAndSelect('t.session', 's')
      .innerJoinAndSelect('s.user', 'u')
      .where('t.token_hash = :hash', { hash: hashRefreshToken(token) })
      .setLock('pessimistic_write', undefined, ['t', 's'])
      .getOne();
    const session = row?.session;
    const user = session?.user;
    if (!row || !session || !user || session.revokedAt || session.expiresAt <= new Date()) {
      return { ok: false, reason: 'expired' };
    }
    const retry = row.rotatedAt !== null && (await isRetryOfLastExchange(m, row));
    if (row.rotatedAt && !retry) {
      await revokeSessions(m, { sessionId: session.id }, 'refresh_token_reused');
      await audit(
        ctx,
        { action: 'session.reuse_detected', targetType: 'session', targetId: session.id, actorId: user.id },
        m,
      );
      return { ok: false, reason: 'reused' };
    }
    if (user.disabledAt) return { ok: false, reason: 'disabled' };

    const now = new Date();
    const expiresAt = refreshExpiry(ctx);
    // Retire the session's current token: this one (exchanged), or on a retry its unused successor.
    if (retry) await m.update(RefreshTokenEntity, { tokenHash: row.tokenHash }, { retiredAs: 'RETRIED' });
    await m.update(
      RefreshTokenEntity,
      { sessionId: session.id, rotatedAt: IsNull() },
      { rotatedAt: now, retiredAs: retry ? 'SUPERSEDED' : 'EXCHANGED' },
    );
    const next = newRefreshToken();
    await m.insert(RefreshTokenEntity, { tokenHash: next.hash, sessionId: session.id });
    await m.update(SessionEntity, { id: session.id }, { lastUsedAt: now, expiresAt, ip: ctx.req.ip ?? null });
    return {
      ok: true,
      user,
      session: {
        sessionId: session.id,
        access: signAccessToken(ctx.app.config, { sub: user.id, sid: session.id, role: user.role }),
        refreshToken: next.token,
        refreshExpiresAt: expiresAt,
      },
    };
  });
  if (!result.ok && result.reason === 'reused') ctx.log.warn('refresh token reuse detected; session revoked');
  return result;
}

/** Revokes one session, or every session of a user (optionally keeping one). */
export async function revokeSessions(
  m: EntityManager,
  target: { sessionId: string } | { userId: string; exceptSessionId?: string },
  reason: string,
): Promise<number> {
  const qb = m
    .createQueryBuilder()
    .update(SessionEntity)
    .set({ revokedAt: () => 'now()', revokeReason: reason })
    .where('revoked_at IS NULL');
  if ('sessionId' in target) qb.andWhere('id = :id', { id: target.sessionId });
  else {
    qb.andWhere('user_id = :userId', { userId: target.userId });
    if (target.exceptSessionId) qb.andWhere('id <> :keep', { keep: target.exceptSessionId });
  }
  const { affected } = await qb.execute();
  return affected ?? 0;
}

/** The session a refresh token belongs to, if that token is still current. */
export async function sessionOfRefreshToken(ctx: Context, token: string): Promise<string | undefined> {
  const row = await ctx.app.db.manager.findOne(RefreshTokenEntity, {
    where: { tokenHash: hashRefreshToken(token) },
    select: { sessionId: true, tokenHash: true },
  });
  return row?.sessionId;
}

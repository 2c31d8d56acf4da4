/**
 * Access tokens: short-lived JWTs, HS256 only (the algorithm is pinned on
 * verification, so `alg: none` or an RS/HS confusion is refused).
 * Refresh tokens: opaque random strings, stored as SHA-256 digests only.
 */
import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../../config.js';
import type { UserRole } from './user.entity.js';

const ISSUER = 'framestock';
const AUDIENCE = 'framestock-api';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: UserRole;
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

export function signAccessToken(config: Config, claims: AccessClaims): IssuedAccessToken {
  const ttl = config.auth.accessTokenTtlSeconds;
  const token = jwt.sign({ sid: claims.sid, role: claims.role }, config.auth.jwtSecret, {
    algorithm: 'HS256',
    subject: claims.sub,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ttl,
  });
  // Read the expiry back from the token so the two can never disagree.
  const { exp } = jwt.decode(token) as { exp: number };
  return { token, expiresAt: new Date(exp * 1000) };
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

export function verifyAccessToken(config: Config, token: string): VerifyResult {
  if (token.length > 4096) return { ok: false, reason: 'invalid' };
  try {
    const payload = jwt.verify(token, config.auth.jwtSecret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { sub: payload.sub, sid: payload.sid, role: payload.role as UserRole } };
  } catch (err) {
    return { ok: false, reason: err instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
}

export function newRefreshToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

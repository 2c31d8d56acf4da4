/**
 * One-click unsubscribe tokens: `<userId>.<scope>.<expiry day>.<HMAC>`,
 * signed with the app secret, so verifying needs no database row and a
 * token only ever turns off what it names for whom it names. The scope is a
 * topic, or `daily` (every topic the user gets in the daily digest).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_TOPICS, type EmailTopic } from '../accounts/index.js';

export type UnsubscribeScope = EmailTopic | 'daily';

/** Long enough for an old email to still work, short enough that a leaked link dies. */
export const UNSUBSCRIBE_TOKEN_DAYS = 180;
const DAY_MS = 86_400_000;
const MAX_TOKEN_LENGTH = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, body: string): Buffer {
  // A purpose prefix, so this HMAC can never be mistaken for another use of the same secret.
  return createHmac('sha256', secret).update(`unsubscribe:${body}`).digest();
}

export function signUnsubscribeToken(
  secret: string,
  userId: string,
  scope: UnsubscribeScope,
  now = new Date(),
): string {
  const expiresDay = Math.floor(now.getTime() / DAY_MS) + UNSUBSCRIBE_TOKEN_DAYS;
  const body = `${userId}.${scope}.${expiresDay}`;
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

export type VerifiedUnsubscribe =
  | { ok: true; userId: string; scope: UnsubscribeScope }
  | { ok: false; reason: 'malformed' | 'tampered' | 'expired' };

export function verifyUnsubscribeToken(secret: string, token: string, now = new Date()): VerifiedUnsubscribe {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 4) return { ok: false, reason: 'malformed' };
  const [userId, scope, day, mac] = parts as [string, string, string, string];
  const known = scope === 'daily' || (EMAIL_TOPICS as readonly string[]).includes(scope);
  if (!UUID.test(userId) || !known || !/^\d{1,7}$/.test(day)) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, `${userId}.${scope}.${day}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  if (Number(day) < Math.floor(now.getTime() / DAY_MS)) return { ok: false, reason: 'expired' };
  return { ok: true, userId, scope: scope as UnsubscribeScope };
}

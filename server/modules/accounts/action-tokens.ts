/**
 * Single-use tokens carried by email links. The raw token exists only in the
 * email (and in memory while it is composed); the table keeps its SHA-256.
 * A token is looked up and locked, checked, then spent in the same
 * transaction as its effect, so a failure spends nothing and two clicks race
 * to exactly one success.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type EntityManager, In, IsNull } from 'typeorm';
import { ActionPurpose, ActionTokenEntity } from './action-token.entity.js';
import type { UserEntity } from './user.entity.js';

export { ActionPurpose };

/** How long each kind of link works. */
export const ACTION_TOKEN_LIFETIME_SECONDS: Record<ActionPurpose, number> = {
  [ActionPurpose.EMAIL_LINK]: 15 * 60,
  [ActionPurpose.RESET_PASSWORD]: 60 * 60,
  [ActionPurpose.CHANGE_EMAIL]: 60 * 60,
  [ActionPurpose.VERIFY_EMAIL]: 24 * 60 * 60,
};

/** Longest token accepted as input (ours are 43 characters); checked before any hashing or SQL. */
export const MAX_ACTION_TOKEN_LENGTH = 128;

function hashActionToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** The token of this purpose, if it is neither spent nor expired (findUsableToken and isUsableToken). */
function unspent(m: EntityManager, purpose: ActionPurpose, token: string) {
  return m
    .createQueryBuilder(ActionTokenEntity, 't')
    .where('t.token_hash = :hash AND t.purpose = :purpose', { hash: hashActionToken(token), purpose })
    .andWhere('t.used_at IS NULL AND t.expires_at > now()');
}

/** Creates a token for `email` (the address the link goes to); returns the raw token for the link. */
export async function issueActionToken(
  m: EntityManager,
  purpose: ActionPurpose,
  user: UserEntity,
  email: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ACTION_TOKEN_LIFETIME_SECONDS[purpose] * 1000);
  await m.insert(ActionTokenEntity, { tokenHash: hashActionToken(token), purpose, userId: user.id, email, expiresAt });
  return { token, expiresAt };
}

/**
 * The unspent, unexpired token of this purpose with its user, locked for the
 * caller's transaction; null for an unknown, used or expired token (the
 * caller answers all three alike: EXPIRED_OR_USED_LINK).
 */
export async function findUsableToken(
  m: EntityManager,
  purpose: ActionPurpose,
  token: string,
): Promise<(ActionTokenEntity & { user: UserEntity }) | null> {
  const row = await unspent(m, purpose, token)
    .innerJoinAndSelect('t.user', 'u')
    .setLock('pessimistic_write', undefined, ['t', 'u'])
    .getOne();
  return row?.user ? (row as ActionTokenEntity & { user: UserEntity }) : null;
}

/**
 * Whether a token could be spent now, for a link's page to ask before showing
 * its form; it locks and spends nothing. A disabled account's tokens cannot
 * be spent either.
 */
export async function isUsableToken(m: EntityManager, purpose: ActionPurpose, token: string): Promise<boolean> {
  if (!token || token.length > MAX_ACTION_TOKEN_LENGTH) return false;
  return unspent(m, purpose, token).innerJoin('t.user', 'u').andWhere('u.disabled_at IS NULL').getExists();
}

/** Spends a token found by findUsableToken, in the same transaction. */
export async function spendToken(m: EntityManager, token: ActionTokenEntity): Promise<void> {
  await m.update(ActionTokenEntity, { tokenHash: token.tokenHash }, { usedAt: new Date() });
}

/**
 * Spends every outstanding token of a user (of the given purposes, or all):
 * once a link has done its job, or the address or password it relied on has
 * changed, older links must stop working.
 */
export async function retireTokens(m: EntityManager, userId: string, purposes?: ActionPurpose[]): Promise<void> {
  await m.update(
    ActionTokenEntity,
    { userId, usedAt: IsNull(), ...(purposes ? { purpose: In(purposes) } : {}) },
    { usedAt: new Date() },
  );
}

/**
 * The link of a pending sign-up (sign-up.ts): minted by the `accounts.email`
 * job, so the raw token exists only in the email; the row keeps its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PendingSignUpEntity } from './pending-sign-up.entity.js';

/** How long a sign-up link works. */
export const SIGN_UP_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

/** The client route that receives the link (`?token=…`). */
export const SIGN_UP_LINK_PATH = '/auth/complete-sign-up';

export function hashSignUpToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Gives the pending sign-up a link token and returns it; null when it has expired or is gone. */
export async function mintSignUpToken(db: DataSource, pendingId: string): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const { affected } = await db
    .createQueryBuilder()
    .update(PendingSignUpEntity)
    .set({ tokenHash: hashSignUpToken(token) })
    .where('id = :id AND expires_at > now()', { id: pendingId })
    .execute();
  return affected ? token : null;
}

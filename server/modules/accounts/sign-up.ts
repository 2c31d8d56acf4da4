/**
 * Sign-up that does not say which addresses have accounts (as Firebase's
 * email-enumeration protection does). `signUp` checks the input, spends the
 * rate budgets, hashes the password and keeps it in a pending sign-up, then
 * answers "a link is on its way" — the same work and the same answer whether
 * or not the address is taken. The `accounts.email` job decides: a free
 * address gets a link to finish (`completeSignUp`, which creates the account,
 * verified, and signs in); an address with an account gets a note telling its
 * owner someone tried, with the way to sign in or reset the password.
 */
import type { Context } from '../../graphql/context.js';
import { type PayloadErrorOf, tooManyRequests, userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { linkOrigin, queueAccountEmail } from './account-emails.js';
import { deliver, failed, insertUser, newCredentialsProblem, normaliseEmail } from './accounts.service.js';
import {
  CompleteSignUpErrorCode,
  type CompleteSignUpInput,
  type CompleteSignUpPayload,
  SignUpErrorCode,
  type SignUpInput,
  type SignUpPayload,
} from './accounts.types.js';
import { hashPassword } from './password.js';
import { passwordPolicy } from './password-policy.js';
import { PendingSignUpEntity } from './pending-sign-up.entity.js';
import { hashSignUpToken, SIGN_UP_LINK_LIFETIME_SECONDS } from './pending-sign-ups.js';
import { takeSignUpBudget } from './rate-limits.js';
import { type IssuedSession, startSession } from './sessions.js';
import type { UserEntity } from './user.entity.js';

const noSession = { user: null, accessToken: null, accessTokenExpiresAt: null, refreshToken: null };

export async function signUp(ctx: Context, input: SignUpInput): Promise<SignUpPayload> {
  const refuse = (error: PayloadErrorOf<SignUpErrorCode>) => ({
    ...noSession,
    confirmationSentTo: null,
    errors: [error],
  });
  const email = normaliseEmail(input.email);
  const problem = newCredentialsProblem(email, input.password, passwordPolicy(ctx.app.config));
  if (problem) return refuse(problem);
  const blocked = await takeSignUpBudget(ctx, email);
  if (blocked) return refuse(tooManyRequests(SignUpErrorCode.TOO_MANY_REQUESTS, blocked));

  const passwordHash = await hashPassword(input.password);
  await ctx.app.db.transaction(async (m) => {
    const pending = await m.save(
      m.create(PendingSignUpEntity, {
        email,
        passwordHash,
        displayName: input.displayName?.trim() || null,
        continuePath: input.continuePath ?? null,
        tokenHash: null,
        expiresAt: new Date(Date.now() + SIGN_UP_LINK_LIFETIME_SECONDS * 1000),
      }),
    );
    await queueAccountEmail(ctx, m, { kind: 'sign-up', pendingId: pending.id, origin: linkOrigin(ctx) });
  });
  return { ...noSession, confirmationSentTo: email, errors: [] };
}

/** Opens the link: creates the account (its address is proven) and signs in. */
export async function completeSignUp(ctx: Context, input: CompleteSignUpInput): Promise<CompleteSignUpPayload> {
  type Outcome =
    | { error: PayloadErrorOf<CompleteSignUpErrorCode> }
    | { user: UserEntity; issued: IssuedSession; continuePath: string | null };
  const result = await ctx.app.db.transaction(async (m): Promise<Outcome> => {
    const pending = await m
      .createQueryBuilder(PendingSignUpEntity, 'p')
      .where('p.token_hash = :hash AND p.expires_at > now()', { hash: hashSignUpToken(input.token) })
      .setLock('pessimistic_write')
      .getOne();
    if (!pending) {
      return {
        error: userError(
          CompleteSignUpErrorCode.EXPIRED_OR_USED_LINK,
          'This link has expired or was already used. Sign up again to get a new one.',
          'token',
        ),
      };
    }
    // Whatever happens next, this address's other pending sign-ups (and their links) are done.
    await m.delete(PendingSignUpEntity, { email: pending.email });
    const user = await insertUser(m, {
      email: pending.email,
      passwordHash: pending.passwordHash,
      displayName: pending.displayName,
      emailVerified: true,
    });
    if (!user) {
      return {
        error: userError(
          CompleteSignUpErrorCode.EMAIL_ALREADY_IN_USE,
          'This address has an account already. Sign in, or reset your password if you have forgotten it.',
        ),
      };
    }
    await audit(ctx, { action: 'account.created', targetType: 'user', targetId: user.id, actorId: user.id }, m);
    return { user, issued: await startSession(ctx, user, m), continuePath: pending.continuePath };
  });
  if ('error' in result) return { ...failed, continuePath: null, errors: [result.error] };
  return {
    ...deliver(ctx, result.user, result.issued, input.tokenDelivery),
    continuePath: result.continuePath,
    errors: [],
  };
}

/**
 * Account security beyond sign-in: email links (sign-in, verification,
 * password reset, email change), recent sign-in for sensitive changes,
 * password and email changes, account deletion, the viewer's sessions, and
 * disabling accounts. Every change that spans rows runs in one transaction —
 * including the email that reports it — so a failure leaves nothing half-done.
 */
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import { signedIn } from '../../graphql/auth.js';
import { type ConnectionArgs, type ConnectionShape, pageSize, paginate } from '../../graphql/connection.js';
import type { Context, Viewer } from '../../graphql/context.js';
import { appError, ErrorCode } from '../../graphql/errors.js';
import { type PayloadErrorOf, tooManyRequests, userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { linkOrigin, queueAccountEmail } from './account-emails.js';
import { checkEmail, deliver, failed, normaliseEmail, toUser } from './accounts.service.js';
import { ActionPurpose, findUsableToken, isUsableToken, retireTokens, spendToken } from './action-tokens.js';
import { safeReturnPath } from './oidc/redirects.js';
import { hashPassword, verifyPassword } from './password.js';
import { COMMON_PASSWORDS_REFUSED, passwordPolicy, passwordProblem } from './password-policy.js';
import { clearFailedSignIns, reservePasswordAttempt, takeEmailBudget } from './rate-limits.js';
import { clearRefreshCookie } from './refresh-cookie.js';
import {
  ChangeEmailErrorCode,
  type ChangeEmailInput,
  type ChangeEmailPayload,
  ChangePasswordErrorCode,
  type ChangePasswordInput,
  type ChangePasswordPayload,
  ConfirmEmailChangeErrorCode,
  type ConfirmEmailChangeInput,
  type ConfirmEmailChangePayload,
  DeleteAccountErrorCode,
  type DeleteAccountPayload,
  type PasswordPolicy,
  ReauthenticateErrorCode,
  type ReauthenticateInput,
  type ReauthenticatePayload,
  RequestEmailLinkErrorCode,
  type RequestEmailLinkPayload,
  RequestPasswordResetErrorCode,
  type RequestPasswordResetPayload,
  ResetPasswordErrorCode,
  type ResetPasswordInput,
  type ResetPasswordPayload,
  RevokeSessionErrorCode,
  type RevokeSessionInput,
  type RevokeSessionPayload,
  SendVerificationEmailErrorCode,
  type SendVerificationEmailPayload,
  type Session,
  SetUserDisabledErrorCode,
  type SetUserDisabledInput,
  type SetUserDisabledPayload,
  SignInWithEmailLinkErrorCode,
  type SignInWithEmailLinkInput,
  type SignInWithEmailLinkPayload,
  type SignOutEverywhereInput,
  type SignOutEverywherePayload,
  VerifyEmailErrorCode,
  type VerifyEmailInput,
  type VerifyEmailPayload,
} from './security.types.js';
import { SessionEntity } from './session.entity.js';
import { approximateLocation, describeDevice } from './session-device.js';
import { type IssuedSession, revokeSessions, startSession } from './sessions.js';
import { UserEntity } from './user.entity.js';

/** Deleting the account and changing its email or password need credentials presented this recently. */
export const RECENT_LOGIN_SECONDS = 5 * 60;

const EXPIRED_OR_USED_LINK_MESSAGE = 'This link has expired or was already used. Ask for a new one.';

export function getPasswordPolicy(ctx: Context): PasswordPolicy {
  const { minLength, maxLength } = passwordPolicy(ctx.app.config);
  return { minLength, maxLength, commonPasswordsRefused: COMMON_PASSWORDS_REFUSED, refusesEmail: true };
}

async function viewerUser(ctx: Context, viewer: Viewer, m: EntityManager = ctx.app.db.manager): Promise<UserEntity> {
  const user = await m.findOneBy(UserEntity, { id: viewer.id });
  if (!user) throw appError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
  return user;
}

function isRecentLogin(viewer: Viewer): boolean {
  return Date.now() - viewer.authenticatedAt.getTime() <= RECENT_LOGIN_SECONDS * 1000;
}

function recentLoginRequired<C extends string>(code: C) {
  return userError(code, 'For your security, enter your password again to continue.');
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// ---------------------------------------------------------------- links requested by email address

/**
 * Reset and sign-in links: the same work whatever the address — validate,
 * spend the rate budget, enqueue a job — so neither the answer nor its timing
 * says whether an account exists. The job finds the account, or nobody.
 */
async function requestLink<C extends string>(
  ctx: Context,
  rawEmail: string,
  kind: 'reset-password' | 'email-link',
  codes: { INVALID_EMAIL: C; TOO_MANY_REQUESTS: C },
  continueTo: string | null = null,
) {
  const email = normaliseEmail(rawEmail);
  const problem = checkEmail(email);
  if (problem) return { errors: [userError(codes.INVALID_EMAIL, problem, 'email')] };
  const blocked = await takeEmailBudget(ctx, email);
  if (blocked) return { errors: [tooManyRequests(codes.TOO_MANY_REQUESTS, blocked)] };
  await queueAccountEmail(ctx, ctx.app.db.manager, {
    kind,
    email,
    origin: linkOrigin(ctx),
    ...(continueTo ? { continueTo } : {}),
  });
  return { errors: [] };
}

export function requestPasswordReset(ctx: Context, email: string): Promise<RequestPasswordResetPayload> {
  return requestLink(ctx, email, 'reset-password', RequestPasswordResetErrorCode);
}

/**
 * A sign-in link; `continueTo` (the sign-in page's redirect) rides in the link, so it continues there even
 * when the mail opens in another browser. Only a path on this site is kept (safeReturnPath, as social sign-in).
 */
export function requestEmailLink(
  ctx: Context,
  email: string,
  continueTo?: string | null,
): Promise<RequestEmailLinkPayload> {
  const path = continueTo ? safeReturnPath(continueTo) : null;
  return requestLink(ctx, email, 'email-link', RequestEmailLinkErrorCode, path === '/' ? null : path);
}

// ---------------------------------------------------------------- links followed

/** Whether a reset link still works, so its page can say so before a new password is typed. */
export function passwordResetLinkUsable(ctx: Context, token: string): Promise<boolean> {
  return isUsableToken(ctx.app.db.manager, ActionPurpose.RESET_PASSWORD, token);
}

/** Sets a new password from a reset link; every session of the account ends. */
export async function resetPassword(ctx: Context, input: ResetPasswordInput): Promise<ResetPasswordPayload> {
  const policy = passwordPolicy(ctx.app.config);
  const fail = (code: ResetPasswordErrorCode, message: string, field: string | null = null) => ({
    email: null,
    errors: [userError(code, message, field)],
  });
  const result = await ctx.app.db.transaction(async (m) => {
    const token = await findUsableToken(m, ActionPurpose.RESET_PASSWORD, input.token);
    if (!token) return fail(ResetPasswordErrorCode.EXPIRED_OR_USED_LINK, EXPIRED_OR_USED_LINK_MESSAGE, 'token');
    const { user } = token;
    if (user.disabledAt) return fail(ResetPasswordErrorCode.USER_DISABLED, 'This account has been disabled.');
    // A refused password leaves the link unspent, so the person can try another.
    const weak = passwordProblem(policy, input.newPassword, user.email);
    if (weak) return fail(ResetPasswordErrorCode.WEAK_PASSWORD, weak, 'newPassword');

    await spendToken(m, token);
    await retireTokens(m, user.id, [ActionPurpose.RESET_PASSWORD]);
    await m.update(
      UserEntity,
      { id: user.id },
      {
        passwordHash: await hashPassword(input.newPassword),
        // Following the link proved the mailbox is theirs.
        ...(sameAddress(token.email, user.email) && !user.emailVerifiedAt ? { emailVerifiedAt: new Date() } : {}),
      },
    );
    await revokeSessions(m, { userId: user.id }, 'password_reset');
    await audit(ctx, { action: 'account.password_reset', targetType: 'user', targetId: user.id, actorId: user.id }, m);
    await queueAccountEmail(ctx, m, { kind: 'password-changed', to: user.email, origin: linkOrigin(ctx) });
    return { email: user.email, errors: [] };
  });
  // Whoever locked the account out with wrong guesses no longer keeps its owner out.
  if (result.email) await clearFailedSignIns(ctx, result.email);
  return result;
}

export async function signInWithEmailLink(
  ctx: Context,
  input: SignInWithEmailLinkInput,
): Promise<SignInWithEmailLinkPayload> {
  type Outcome = { error: PayloadErrorOf<SignInWithEmailLinkErrorCode> } | { user: UserEntity; issued: IssuedSession };
  const result = await ctx.app.db.transaction(async (m): Promise<Outcome> => {
    const token = await findUsableToken(m, ActionPurpose.EMAIL_LINK, input.token);
    if (!token || !sameAddress(token.email, token.user.email)) {
      return {
        error: userError(SignInWithEmailLinkErrorCode.EXPIRED_OR_USED_LINK, EXPIRED_OR_USED_LINK_MESSAGE, 'token'),
      };
    }
    const { user } = token;
    if (user.disabledAt) {
      return { error: userError(SignInWithEmailLinkErrorCode.USER_DISABLED, 'This account has been disabled.') };
    }
    await spendToken(m, token);
    await retireTokens(m, user.id, [ActionPurpose.EMAIL_LINK]);
    if (!user.emailVerifiedAt) {
      user.emailVerifiedAt = new Date();
      await m.update(UserEntity, { id: user.id }, { emailVerifiedAt: user.emailVerifiedAt });
    }
    return { user, issued: await startSession(ctx, user, m) };
  });
  if ('error' in result) return { ...failed, errors: [result.error] };
  await clearFailedSignIns(ctx, result.user.email);
  return { ...deliver(ctx, result.user, result.issued, input.tokenDelivery), errors: [] };
}

export async function sendVerificationEmail(ctx: Context): Promise<SendVerificationEmailPayload> {
  const user = await viewerUser(ctx, await signedIn(ctx));
  if (user.emailVerifiedAt) {
    return {
      errors: [userError(SendVerificationEmailErrorCode.ALREADY_VERIFIED, 'Your email address is verified already.')],
    };
  }
  const blocked = await takeEmailBudget(ctx, user.email);
  if (blocked) return { errors: [tooManyRequests(SendVerificationEmailErrorCode.TOO_MANY_REQUESTS, blocked)] };
  await queueAccountEmail(ctx, ctx.app.db.manager, { kind: 'verify-email', userId: user.id, origin: linkOrigin(ctx) });
  return { errors: [] };
}

export async function verifyEmail(ctx: Context, input: VerifyEmailInput): Promise<VerifyEmailPayload> {
  return ctx.app.db.transaction(async (m) => {
    const token = await findUsableToken(m, ActionPurpose.VERIFY_EMAIL, input.token);
    // A link sent to an address the account no longer has verifies nothing.
    if (!token || !sameAddress(token.email, token.user.email)) {
      return {
        user: null,
        errors: [userError(VerifyEmailErrorCode.EXPIRED_OR_USED_LINK, EXPIRED_OR_USED_LINK_MESSAGE, 'token')],
      };
    }
    const { user } = token;
    await spendToken(m, token);
    await retireTokens(m, user.id, [ActionPurpose.VERIFY_EMAIL]);
    user.emailVerifiedAt ??= new Date();
    await m.update(UserEntity, { id: user.id }, { emailVerifiedAt: user.emailVerifiedAt });
    return { user: toUser(user), errors: [] };
  });
}

// ---------------------------------------------------------------- recent sign-in and sensitive changes

/** Checks the password again and marks this session as freshly authenticated. */
export async function reauthenticate(ctx: Context, input: ReauthenticateInput): Promise<ReauthenticatePayload> {
  const viewer = await signedIn(ctx);
  const user = await viewerUser(ctx, viewer);
  // The same budget as sign-in: a stolen access token must not become a password oracle.
  const attempt = await reservePasswordAttempt(ctx, user.email);
  if (attempt.blocked) {
    return {
      authenticatedAt: null,
      errors: [tooManyRequests(ReauthenticateErrorCode.TOO_MANY_REQUESTS, attempt.blocked)],
    };
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    return {
      authenticatedAt: null,
      errors: [userError(ReauthenticateErrorCode.INVALID_CREDENTIAL, 'The password is incorrect.', 'password')],
    };
  }
  await attempt.succeeded();
  const authenticatedAt = new Date();
  await ctx.app.db.manager.update(SessionEntity, { id: viewer.sessionId }, { authenticatedAt });
  return { authenticatedAt, errors: [] };
}

/** Sets a new password; every other session ends (this one stays signed in). */
export async function changePassword(ctx: Context, input: ChangePasswordInput): Promise<ChangePasswordPayload> {
  const viewer = await signedIn(ctx);
  if (!isRecentLogin(viewer)) {
    return { user: null, errors: [recentLoginRequired(ChangePasswordErrorCode.REQUIRES_RECENT_LOGIN)] };
  }
  const user = await viewerUser(ctx, viewer);
  const weak = passwordProblem(passwordPolicy(ctx.app.config), input.newPassword, user.email);
  if (weak) return { user: null, errors: [userError(ChangePasswordErrorCode.WEAK_PASSWORD, weak, 'newPassword')] };
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.app.db.transaction(async (m) => {
    await m.update(UserEntity, { id: user.id }, { passwordHash });
    await revokeSessions(m, { userId: user.id, exceptSessionId: viewer.sessionId }, 'password_changed');
    await retireTokens(m, user.id, [ActionPurpose.RESET_PASSWORD]);
    await audit(ctx, { action: 'account.password_changed', targetType: 'user', targetId: user.id }, m);
    await queueAccountEmail(ctx, m, { kind: 'password-changed', to: user.email, origin: linkOrigin(ctx) });
  });
  user.passwordHash = passwordHash;
  return { user: toUser(user), errors: [] };
}

/** Sends a confirmation link to the new address (or, when it has an account, a note to its owner); the change waits for it. */
export async function changeEmail(ctx: Context, input: ChangeEmailInput): Promise<ChangeEmailPayload> {
  const viewer = await signedIn(ctx);
  const fail = (code: ChangeEmailErrorCode, message: string, field: string | null = 'newEmail') => ({
    pendingEmail: null,
    errors: [userError(code, message, field)],
  });
  if (!isRecentLogin(viewer)) {
    return { pendingEmail: null, errors: [recentLoginRequired(ChangeEmailErrorCode.REQUIRES_RECENT_LOGIN)] };
  }
  const newEmail = normaliseEmail(input.newEmail);
  const problem = checkEmail(newEmail);
  if (problem) return fail(ChangeEmailErrorCode.INVALID_EMAIL, problem);
  // Whether another account has the address is not said here (that would tell anyone signed in which
  // addresses have accounts): the job writes to that address's owner instead of sending a link.
  const user = await viewerUser(ctx, viewer);
  if (sameAddress(newEmail, user.email)) {
    return fail(ChangeEmailErrorCode.EMAIL_ALREADY_IN_USE, 'This is your current address already.');
  }
  const blocked = await takeEmailBudget(ctx, newEmail);
  if (blocked)
    return { pendingEmail: null, errors: [tooManyRequests(ChangeEmailErrorCode.TOO_MANY_REQUESTS, blocked)] };
  await ctx.app.db.transaction(async (m) => {
    await audit(ctx, { action: 'account.email_change_requested', targetType: 'user', targetId: viewer.id }, m);
    await queueAccountEmail(ctx, m, {
      kind: 'confirm-email-change',
      userId: viewer.id,
      newEmail,
      origin: linkOrigin(ctx),
    });
  });
  return { pendingEmail: newEmail, errors: [] };
}

/** Applies an email change from the link sent to the new address, and tells the old address. */
export async function confirmEmailChange(
  ctx: Context,
  input: ConfirmEmailChangeInput,
): Promise<ConfirmEmailChangePayload> {
  return ctx.app.db.transaction(async (m) => {
    const token = await findUsableToken(m, ActionPurpose.CHANGE_EMAIL, input.token);
    if (!token || token.user.disabledAt) {
      return {
        user: null,
        errors: [userError(ConfirmEmailChangeErrorCode.EXPIRED_OR_USED_LINK, EXPIRED_OR_USED_LINK_MESSAGE, 'token')],
      };
    }
    const { user } = token;
    const oldEmail = user.email;
    try {
      // In a savepoint: if someone took the address meanwhile, the transaction stays usable.
      await m.transaction((inner) =>
        inner.update(UserEntity, { id: user.id }, { email: token.email, emailVerifiedAt: new Date() }),
      );
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      return {
        user: null,
        errors: [
          userError(
            ConfirmEmailChangeErrorCode.EMAIL_ALREADY_IN_USE,
            'Another account uses this address now.',
            'token',
          ),
        ],
      };
    }
    await spendToken(m, token);
    // Links sent to the old address (sign-in, reset, verification) must not outlive it.
    await retireTokens(m, user.id);
    await audit(ctx, { action: 'account.email_changed', targetType: 'user', targetId: user.id, actorId: user.id }, m);
    await queueAccountEmail(ctx, m, {
      kind: 'email-changed',
      to: oldEmail,
      newEmail: token.email,
      origin: linkOrigin(ctx),
    });
    const updated = await m.findOneByOrFail(UserEntity, { id: user.id });
    return { user: toUser(updated), errors: [] };
  });
}

/**
 * Deletes the account: every module's erasure step runs (in module order, see
 * server/module.ts), then the user row goes and its sessions, tokens and
 * identities with it.
 */
export async function deleteAccount(ctx: Context): Promise<DeleteAccountPayload> {
  const viewer = await signedIn(ctx);
  if (!isRecentLogin(viewer)) {
    return { deleted: false, errors: [recentLoginRequired(DeleteAccountErrorCode.REQUIRES_RECENT_LOGIN)] };
  }
  await ctx.app.db.transaction(async (m) => eraseUser(ctx, m, await viewerUser(ctx, viewer, m), (user) => user.id));
  clearRefreshCookie(ctx);
  return { deleted: true, errors: [] };
}

/**
 * Erases one account inside the caller's transaction: every module's erasure
 * step (module order), an audit entry that names the account by id only, the
 * user row (sessions, tokens and identities go with it), a goodbye email.
 * `actorOf` names who did it: the person themselves, or an administrator.
 */
export async function eraseUser(
  ctx: Context,
  m: EntityManager,
  user: UserEntity,
  actorOf: (user: UserEntity) => string,
): Promise<void> {
  for (const erase of ctx.app.erasers) await erase(ctx, m, user.id);
  await audit(ctx, { action: 'account.deleted', targetType: 'user', targetId: user.id, actorId: actorOf(user) }, m);
  await m.delete(UserEntity, { id: user.id });
  await queueAccountEmail(ctx, m, { kind: 'account-deleted', to: user.email });
}

// ---------------------------------------------------------------- sessions

function toSession(s: SessionEntity, currentSessionId: string): Session {
  return {
    id: s.id,
    device: describeDevice(s.userAgent),
    location: approximateLocation(s.ip),
    signedInAt: s.createdAt,
    lastUsedAt: s.lastUsedAt,
    current: s.id === currentSessionId,
  };
}

/** The viewer's active sessions, most recently used first. */
export async function mySessions(ctx: Context, args: ConnectionArgs): Promise<ConnectionShape<Session>> {
  const viewer = await signedIn(ctx);
  return activeSessionsOf(ctx, viewer.id, viewer.sessionId, args);
}

/** One account's active sessions, most recently used first (`current` marks the one making this request). */
export async function activeSessionsOf(
  ctx: Context,
  userId: string,
  currentSessionId: string,
  args: ConnectionArgs,
): Promise<ConnectionShape<Session>> {
  const qb = ctx.app.db
    .getRepository(SessionEntity)
    .createQueryBuilder('s')
    .where('s.user_id = :userId AND s.revoked_at IS NULL AND s.expires_at > now()', { userId });
  const page = await paginate(qb, {
    first: await pageSize(ctx, args.first),
    after: args.after,
    keys: [
      // Truncated to milliseconds, the precision a JS Date (and so the cursor) carries.
      {
        column: "date_trunc('milliseconds', s.last_used_at)",
        direction: 'DESC',
        value: (s: SessionEntity) => s.lastUsedAt.toISOString(),
      },
      { column: 's.id', direction: 'DESC', value: (s: SessionEntity) => s.id },
    ],
  });
  return {
    ...page,
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toSession(e.node, currentSessionId) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}

/** Ends one of the viewer's sessions. Another account's session id is answered exactly like an unknown one. */
export async function revokeSession(ctx: Context, input: RevokeSessionInput): Promise<RevokeSessionPayload> {
  const viewer = await signedIn(ctx);
  const { affected } = await ctx.app.db
    .createQueryBuilder()
    .update(SessionEntity)
    .set({ revokedAt: () => 'now()', revokeReason: 'revoked_by_user' })
    .where('id = :id AND user_id = :userId AND revoked_at IS NULL AND expires_at > now()', {
      id: input.sessionId,
      userId: viewer.id,
    })
    .execute();
  if (!affected) {
    return {
      revoked: false,
      errors: [userError(RevokeSessionErrorCode.NOT_FOUND, 'No such active session.', 'sessionId')],
    };
  }
  if (input.sessionId === viewer.sessionId) clearRefreshCookie(ctx);
  await audit(ctx, { action: 'session.revoked', targetType: 'session', targetId: input.sessionId });
  return { revoked: true, errors: [] };
}

export async function signOutEverywhere(
  ctx: Context,
  input: SignOutEverywhereInput,
): Promise<SignOutEverywherePayload> {
  const viewer = await signedIn(ctx);
  const revokedSessions = await revokeSessions(
    ctx.app.db.manager,
    { userId: viewer.id, exceptSessionId: input.keepCurrentSession ? viewer.sessionId : undefined },
    'signed_out_everywhere',
  );
  if (!input.keepCurrentSession) clearRefreshCookie(ctx);
  await audit(ctx, {
    action: 'session.signed_out_everywhere',
    targetType: 'user',
    targetId: viewer.id,
    actorId: viewer.id,
    data: { revokedSessions, keptCurrent: input.keepCurrentSession },
  });
  return { revokedSessions };
}

// ---------------------------------------------------------------- administration

/**
 * Disables or re-enables an account. Sessions are kept, not revoked: the
 * viewer check refuses a disabled user's every request and refresh with
 * USER_DISABLED, and re-enabling gives the person their devices back.
 */
export async function setUserDisabled(ctx: Context, input: SetUserDisabledInput): Promise<SetUserDisabledPayload> {
  const viewer = await signedIn(ctx);
  if (input.userId === viewer.id) {
    return {
      user: null,
      errors: [
        userError(SetUserDisabledErrorCode.CANNOT_DISABLE_YOURSELF, 'You cannot disable your own account.', 'userId'),
      ],
    };
  }
  return ctx.app.db.transaction(async (m) => {
    const user = await m.findOne(UserEntity, { where: { id: input.userId }, lock: { mode: 'pessimistic_write' } });
    if (!user) {
      return { user: null, errors: [userError(SetUserDisabledErrorCode.NOT_FOUND, 'No such user.', 'userId')] };
    }
    const reason = input.disabled ? (input.reason?.trim() ?? '') : '';
    if ((user.disabledAt !== null) !== input.disabled || reason !== user.disabledReason) {
      if ((user.disabledAt !== null) !== input.disabled) user.disabledAt = input.disabled ? new Date() : null;
      user.disabledReason = reason;
      await m.update(UserEntity, { id: user.id }, { disabledAt: user.disabledAt, disabledReason: reason });
      await audit(
        ctx,
        {
          action: input.disabled ? 'user.disabled' : 'user.enabled',
          targetType: 'user',
          targetId: user.id,
          ...(reason ? { data: { reason } } : {}),
        },
        m,
      );
    }
    return { user: toUser(user), errors: [] };
  });
}

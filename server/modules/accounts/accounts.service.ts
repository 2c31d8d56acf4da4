/**
 * Accounts: sign-up, sign-in, session refresh and sign-out for the web
 * (refresh token in an httpOnly cookie) and the mobile client (token in the body).
 */
import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import { Role } from '../../graphql/auth.js';
import { type ConnectionArgs, type ConnectionShape, pageSize, paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { notFound } from '../../graphql/errors.js';
import { type PayloadErrorOf, userError } from '../../graphql/payload.js';
import { skipIdempotentReplay } from '../../http/idempotency.js';
import { audit } from '../audit/audit.service.js';
import {
  RefreshSessionErrorCode,
  type RefreshSessionInput,
  type RefreshSessionPayload,
  SignInErrorCode,
  type SignInInput,
  type SignInPayload,
  type SignOutInput,
  type SignOutPayload,
  SignUpErrorCode,
  type SignUpInput,
  type SignUpPayload,
  TokenDelivery,
  type User,
  type UsersFilter,
} from './accounts.types.js';
import { hashPassword, verifyPassword } from './password.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import {
  type IssuedSession,
  revokeSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from './sessions.js';
import { UserEntity } from './user.entity.js';

export const MIN_PASSWORD_LENGTH = 8;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function toUser(e: UserEntity): User {
  return {
    id: e.id,
    email: e.email,
    displayName: e.displayName,
    role: e.role as Role,
    emailVerified: e.emailVerifiedAt !== null,
    disabled: e.disabledAt !== null,
    createdAt: e.createdAt,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim();
}

export function checkEmail(email: string): string | null {
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : 'Enter a valid email address.';
}

export function checkPassword(password: string): string | null {
  return password.length >= MIN_PASSWORD_LENGTH ? null : `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
}

const failed = { user: null, accessToken: null, accessTokenExpiresAt: null, refreshToken: null };

/** Turns a fresh session into the payload fields, putting the refresh token where the client asked. */
function deliver(ctx: Context, user: UserEntity, issued: IssuedSession, delivery: TokenDelivery) {
  // Credentials must never be stored for idempotent replay; a retried sign-in simply runs again.
  skipIdempotentReplay(ctx.res);
  if (delivery === TokenDelivery.COOKIE)
    setRefreshCookie(ctx.req, ctx.res, issued.refreshToken, issued.refreshExpiresAt);
  return {
    user: toUser(user),
    accessToken: issued.access.token,
    accessTokenExpiresAt: issued.access.expiresAt,
    refreshToken: delivery === TokenDelivery.BODY ? issued.refreshToken : null,
  };
}

/** Creates a user row. Used by sign-up, `npm run create-admin` and the demo accounts. */
export async function createUser(
  db: DataSource,
  input: { email: string; password: string; displayName?: string | null; role?: Role; emailVerified?: boolean },
): Promise<{ user: UserEntity } | { error: PayloadErrorOf<SignUpErrorCode> }> {
  const email = normaliseEmail(input.email);
  const emailProblem = checkEmail(email);
  if (emailProblem) return { error: userError(SignUpErrorCode.INVALID_EMAIL, emailProblem, 'email') };
  const passwordProblem = checkPassword(input.password);
  if (passwordProblem) return { error: userError(SignUpErrorCode.WEAK_PASSWORD, passwordProblem, 'password') };

  const repo = db.getRepository(UserEntity);
  const user = repo.create({
    email,
    passwordHash: await hashPassword(input.password),
    displayName: input.displayName?.trim() || email.split('@')[0]?.slice(0, 80) || 'Member',
    role: input.role ?? Role.MEMBER,
    emailVerifiedAt: input.emailVerified ? new Date() : null,
    disabledAt: null,
  });
  try {
    return { user: await repo.save(user) };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return {
      error: userError(SignUpErrorCode.EMAIL_ALREADY_IN_USE, 'An account with this email already exists.', 'email'),
    };
  }
}

export async function signUp(ctx: Context, input: SignUpInput): Promise<SignUpPayload> {
  const created = await createUser(ctx.app.db, input);
  if ('error' in created) return { ...failed, errors: [created.error] };
  const { user } = created;
  await audit(ctx, { action: 'account.created', targetType: 'user', targetId: user.id, actorId: user.id });
  const issued = await startSession(ctx, user);
  return { ...deliver(ctx, user, issued, input.tokenDelivery), errors: [] };
}

export async function signIn(ctx: Context, input: SignInInput): Promise<SignInPayload> {
  const user = await ctx.app.db.manager.findOneBy(UserEntity, { email: normaliseEmail(input.email) });
  // Always verify (against a dummy hash for unknown emails) so timing does not reveal accounts.
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    return {
      ...failed,
      errors: [userError(SignInErrorCode.INVALID_CREDENTIAL, 'The email or password is incorrect.', 'password')],
    };
  }
  if (user.disabledAt) {
    return { ...failed, errors: [userError(SignInErrorCode.USER_DISABLED, 'This account has been disabled.')] };
  }
  const issued = await startSession(ctx, user);
  return { ...deliver(ctx, user, issued, input.tokenDelivery), errors: [] };
}

export async function refreshSession(ctx: Context, input: RefreshSessionInput): Promise<RefreshSessionPayload> {
  const token = input.refreshToken ?? readRefreshCookie(ctx.req);
  const result = token ? await rotateRefreshToken(ctx, token) : ({ ok: false, reason: 'expired' } as const);
  if (!result.ok) {
    if (!input.refreshToken) clearRefreshCookie(ctx.req, ctx.res);
    const error =
      result.reason === 'disabled'
        ? userError(RefreshSessionErrorCode.USER_DISABLED, 'This account has been disabled.')
        : userError(RefreshSessionErrorCode.USER_TOKEN_EXPIRED, 'Your session has ended. Sign in again.');
    return { ...failed, errors: [error] };
  }
  return { ...deliver(ctx, result.user, result.session, input.tokenDelivery), errors: [] };
}

export async function signOut(ctx: Context, input: SignOutInput): Promise<SignOutPayload> {
  const token = input.refreshToken ?? readRefreshCookie(ctx.req);
  // The refresh token names the session; failing that, the access token's session.
  const sessionId = (token ? await sessionOfRefreshToken(ctx, token) : undefined) ?? ctx.auth.sessionId;
  if (!input.refreshToken) clearRefreshCookie(ctx.req, ctx.res);
  if (!sessionId) return { signedOut: false };
  const revoked = await revokeSessions(ctx.app.db.manager, { sessionId }, 'signed_out');
  return { signedOut: revoked > 0 };
}

export async function me(ctx: Context): Promise<User> {
  const viewer = await ctx.viewer();
  const user = viewer && (await ctx.app.db.manager.findOneBy(UserEntity, { id: viewer.id }));
  if (!user) throw notFound('User');
  return toUser(user);
}

export async function getUser(ctx: Context, id: string): Promise<User | null> {
  const user = await ctx.app.db.manager.findOneBy(UserEntity, { id });
  return user ? toUser(user) : null;
}

export async function listUsers(
  ctx: Context,
  filter: UsersFilter | undefined,
  args: ConnectionArgs,
): Promise<ConnectionShape<User>> {
  const qb = ctx.app.db.getRepository(UserEntity).createQueryBuilder('u');
  if (filter?.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb.andWhere('(u.email ILIKE :pattern OR u.display_name ILIKE :pattern)', { pattern });
  }
  if (filter?.role) qb.andWhere('u.role = :role', { role: filter.role });
  const page = await paginate(qb, {
    first: await pageSize(ctx, args.first),
    after: args.after,
    keys: [
      { column: 'u.created_at', direction: 'DESC', value: (u: UserEntity) => u.createdAt.toISOString() },
      { column: 'u.id', direction: 'DESC', value: (u: UserEntity) => u.id },
    ],
  });
  return {
    ...page,
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toUser(e.node) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}

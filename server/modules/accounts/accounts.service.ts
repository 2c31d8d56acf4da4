/**
 * Accounts: sign-up, sign-in, session refresh and sign-out for the web
 * (refresh token in an httpOnly cookie) and the mobile client (token in the body).
 */
import { DataSource, type EntityManager, In } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/ids.js';
import { Role } from '../../graphql/auth.js';
import { type ConnectionArgs, type ConnectionShape, pageSize, paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { notFound } from '../../graphql/errors.js';
import { byKeys, defineLoader } from '../../graphql/loaders.js';
import { type PayloadErrorOf, tooManyRequests, userError } from '../../graphql/payload.js';
import { skipIdempotentReplay } from '../../http/idempotency.js';
import {
  type EmailCadence,
  type NotificationEmailTopic,
  type NotificationPreferences,
  RefreshSessionErrorCode,
  type RefreshSessionInput,
  type RefreshSessionPayload,
  SignInErrorCode,
  type SignInInput,
  type SignInPayload,
  type SignOutInput,
  type SignOutPayload,
  SignUpErrorCode,
  TokenDelivery,
  type User,
  type UsersFilter,
} from './accounts.types.js';
import { hashPassword, verifyPassword } from './password.js';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy, passwordProblem } from './password-policy.js';
import { EMAIL_TOPICS, notificationPreferencesOf } from './profile-rules.js';
import { reservePasswordAttempt } from './rate-limits.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.js';
import {
  type IssuedSession,
  revokeSessions,
  rotateRefreshToken,
  sessionOfRefreshToken,
  startSession,
} from './sessions.js';
import { UserEntity } from './user.entity.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Users by id, batched per request (uploaders, audit actors). */
export const userById = defineLoader<string, UserEntity>('userById', async (ctx, ids) =>
  byKeys(ids, await ctx.app.db.manager.findBy(UserEntity, { id: In(ids.filter(isUuid)) }), (u) => u.id),
);

export function toUser(e: UserEntity): User {
  return {
    id: e.id,
    email: e.email,
    displayName: e.displayName,
    role: e.role as Role,
    emailVerified: e.emailVerifiedAt !== null,
    disabled: e.disabledAt !== null,
    disabledAt: e.disabledAt,
    disabledReason: e.disabledReason,
    hasPassword: e.passwordHash !== null,
    createdAt: e.createdAt,
    bio: e.bio,
    marketingOptIn: e.marketingOptIn,
    notificationPreferences: preferencesView(e.notificationPreferences),
    photoPath: e.photoPath,
  };
}

/** The stored preferences as GraphQL shows them: email cadences as a list, one entry per topic. */
function preferencesView(stored: UserEntity['notificationPreferences']): NotificationPreferences {
  const prefs = notificationPreferencesOf(stored);
  return {
    ...prefs,
    email: EMAIL_TOPICS.map((topic) => ({
      topic: topic as NotificationEmailTopic,
      cadence: prefs.email[topic] as EmailCadence,
    })),
  };
}

export function normaliseEmail(email: string): string {
  return email.trim();
}

export function checkEmail(email: string): string | null {
  return email.length <= 254 && EMAIL_PATTERN.test(email) ? null : 'Enter a valid email address.';
}

export const failed = { user: null, accessToken: null, accessTokenExpiresAt: null, refreshToken: null };

/** Turns a fresh session into the payload fields, putting the refresh token where the client asked. */
export function deliver(ctx: Context, user: UserEntity, issued: IssuedSession, delivery: TokenDelivery) {
  // Credentials must never be stored for idempotent replay; a retried sign-in simply runs again.
  skipIdempotentReplay(ctx.res);
  if (delivery === TokenDelivery.COOKIE) setRefreshCookie(ctx, issued.refreshToken, issued.refreshExpiresAt);
  return {
    user: toUser(user),
    accessToken: issued.access.token,
    accessTokenExpiresAt: issued.access.expiresAt,
    refreshToken: delivery === TokenDelivery.BODY ? issued.refreshToken : null,
  };
}

/** The user row a sign-up, the demo accounts or `npm run create-admin` add, before it is saved. */
export interface NewUser {
  email: string;
  passwordHash: string;
  displayName?: string | null;
  role?: Role;
  emailVerified?: boolean;
}

/**
 * Inserts a user row. Given a transaction's manager, the insert runs in a
 * savepoint, so a taken email leaves the caller's transaction usable; null
 * then (the email is taken).
 */
export async function insertUser(db: DataSource | EntityManager, input: NewUser): Promise<UserEntity | null> {
  const manager = db instanceof DataSource ? db.manager : db;
  const user = manager.create(UserEntity, {
    email: input.email,
    passwordHash: input.passwordHash,
    displayName: input.displayName?.trim() || input.email.split('@')[0]?.slice(0, 80) || 'Member',
    role: input.role ?? Role.MEMBER,
    emailVerifiedAt: input.emailVerified ? new Date() : null,
    disabledAt: null,
  });
  try {
    return await manager.transaction((m) => m.save(user));
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** The address and password of a new account, checked (INVALID_EMAIL, WEAK_PASSWORD); null when both are fine. */
export function newCredentialsProblem(
  email: string,
  password: string,
  policy: PasswordPolicy,
): PayloadErrorOf<SignUpErrorCode.INVALID_EMAIL | SignUpErrorCode.WEAK_PASSWORD> | null {
  const emailProblem = checkEmail(email);
  if (emailProblem) return userError(SignUpErrorCode.INVALID_EMAIL, emailProblem, 'email');
  const weak = passwordProblem(policy, password, email);
  return weak ? userError(SignUpErrorCode.WEAK_PASSWORD, weak, 'password') : null;
}

/** Creates a user outright (the demo accounts, `npm run create-admin`, tests); sign-up goes through sign-up.ts. */
export async function createUser(
  db: DataSource | EntityManager,
  input: { email: string; password: string; displayName?: string | null; role?: Role; emailVerified?: boolean },
  policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY,
): Promise<{ user: UserEntity } | { error: PayloadErrorOf<SignUpErrorCode> }> {
  const email = normaliseEmail(input.email);
  const problem = newCredentialsProblem(email, input.password, policy);
  if (problem) return { error: problem };
  const user = await insertUser(db, { ...input, email, passwordHash: await hashPassword(input.password) });
  if (user) return { user };
  return {
    error: userError(SignUpErrorCode.EMAIL_ALREADY_IN_USE, 'An account with this email already exists.', 'email'),
  };
}

export async function signIn(ctx: Context, input: SignInInput): Promise<SignInPayload> {
  const email = normaliseEmail(input.email);
  // The attempt is counted before the password is checked, so parallel guesses cannot outrun the limit.
  const attempt = await reservePasswordAttempt(ctx, email);
  if (attempt.blocked) {
    return { ...failed, errors: [tooManyRequests(SignInErrorCode.TOO_MANY_REQUESTS, attempt.blocked)] };
  }
  const user = await ctx.app.db.manager.findOneBy(UserEntity, { email });
  // Always verify (against a dummy hash for unknown emails) so timing does not reveal accounts.
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    return {
      ...failed,
      errors: [userError(SignInErrorCode.INVALID_CREDENTIAL, 'The email or password is incorrect.', 'password')],
    };
  }
  await attempt.succeeded();
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
    // Clear only a cookie that was sent and refused: a failed refresh that carried none must not
    // erase the cookie a concurrent sign-in (e.g. an email-link landing) is setting.
    if (!input.refreshToken && token) clearRefreshCookie(ctx);
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
  if (!input.refreshToken) clearRefreshCookie(ctx);
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
  if (!isUuid(id)) return null;
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

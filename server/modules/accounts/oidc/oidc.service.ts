/**
 * Social sign-in: authorization code flow with PKCE, `state` and (for OpenID
 * Connect) `nonce`, driven by openid-client.
 *
 *   GET /api/auth/oidc/:provider/start?redirect=/path
 *     → records the attempt, sets the attempt cookie, 302 to the provider.
 *   GET /api/auth/oidc/:provider/callback?code=…&state=…
 *     → consumes the attempt, verifies the response, finds / links / creates
 *       the user, starts a session (refresh cookie, as the web sign-in), and
 *       302s to `redirect?auth=login|sign_up&provider=<id>`; on any failure
 *       302s to `/login?error=<code>` (see redirects.ts).
 *
 * Linking rule: a new identity joins an existing account only when the
 * provider vouches for the email and it is the account's email. An account
 * is never taken over on an unverified address.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import type { EntityManager } from 'typeorm';
import type { SocialProviderConfig } from '../../../config.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { Role } from '../../../graphql/auth.js';
import type { Context } from '../../../graphql/context.js';
import { audit } from '../../audit/index.js';
import { checkEmail, normaliseEmail } from '../accounts.service.js';
import { setRefreshCookie } from '../refresh-cookie.js';
import { revokeSessions, startSession } from '../sessions.js';
import { UserEntity } from '../user.entity.js';
import { clearAttemptCookie, readAttemptCookie, setAttemptCookie } from './attempt-cookie.js';
import type { AuthProvider } from './oidc.types.js';
import type { ProviderProfile, SocialProviders } from './providers.js';
import { loginErrorPath, SocialSignInError, safeReturnPath, withParams } from './redirects.js';
import { SignInAttemptEntity } from './sign-in-attempt.entity.js';
import { UserIdentityEntity } from './user-identity.entity.js';

/** How long a user may spend at the provider before the attempt lapses. */
export const ATTEMPT_TTL_MS = 10 * 60_000;

export const startPath = (providerId: string) => `/api/auth/oidc/${providerId}/start`;
export const callbackPath = (providerId: string) => `/api/auth/oidc/${providerId}/callback`;

/** The configured providers, for the client to draw its buttons; empty when social sign-in is off. */
export function listAuthProviders(ctx: Context): AuthProvider[] {
  return ctx.app.config.socialSignIn.providers.map((p) => ({
    id: p.id,
    displayName: p.displayName,
    protocol: p.kind === 'github' ? 'OAUTH2' : 'OIDC',
    startUrl: startPath(p.id),
  }));
}

/**
 * The origin the callback is registered under: SITE_URL, or (when unset, in
 * development) the host the request came through. A request through any other
 * host is refused: the provider would reject our callback URL anyway, and a
 * session cookie must not be set on a host the operator never registered.
 */
function siteBase(ctx: Context): string | null {
  const site = ctx.app.config.siteUrl;
  if (!site) return `${ctx.req.protocol}://${ctx.req.host}`;
  // Host only, not scheme: TLS usually ends at a proxy, and req.secure already governs cookies.
  return new URL(site).host === ctx.req.host ? site : null;
}

const hashId = (value: string) => createHash('sha256').update(value).digest();

/** Step 1: remember the attempt and send the browser to the provider. Returns the Location. */
export async function startSocialSignIn(
  ctx: Context,
  providers: SocialProviders,
  providerId: string,
  redirect: unknown,
): Promise<string> {
  const provider = providers.get(providerId);
  if (!provider) return loginErrorPath(SocialSignInError.PROVIDER_NOT_CONFIGURED);
  const returnTo = safeReturnPath(redirect);
  if (returnTo === null) {
    ctx.log.warn({ provider: provider.id }, 'social sign-in refused: redirect is not a same-site path');
    return loginErrorPath(SocialSignInError.INVALID_REDIRECT, { provider: provider.id });
  }
  const base = siteBase(ctx);
  if (!base) {
    ctx.log.warn({ host: ctx.req.host }, 'social sign-in refused: request host is not SITE_URL');
    return loginErrorPath(SocialSignInError.UNAUTHORIZED_DOMAIN, { provider: provider.id, returnTo });
  }

  let client: oidc.Configuration;
  try {
    client = await providers.client(provider);
  } catch (err) {
    ctx.log.error({ err, provider: provider.id }, 'social sign-in provider discovery failed');
    return loginErrorPath(SocialSignInError.PROVIDER_ERROR, { provider: provider.id, returnTo });
  }

  const attemptId = randomBytes(32).toString('base64url');
  const state = oidc.randomState();
  const nonce = provider.kind === 'oidc' ? oidc.randomNonce() : null;
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = `${base}${callbackPath(provider.id)}`;
  const m = ctx.app.db.manager;
  // Abandoned attempts are swept here, by the only writer, so the table stays small without a job.
  await m.query('DELETE FROM oidc_sign_in_attempts WHERE expires_at < now()');
  await m.insert(SignInAttemptEntity, {
    idHash: hashId(attemptId),
    provider: provider.id,
    state,
    nonce,
    codeVerifier,
    redirectUri,
    returnTo,
    expiresAt: new Date(Date.now() + ATTEMPT_TTL_MS),
  });
  setAttemptCookie(ctx.req, ctx.res, attemptId, ATTEMPT_TTL_MS);

  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: provider.scopes.join(' '),
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(provider.kind === 'oidc' ? provider.authorizationParams : {}),
  };
  if (nonce) params.nonce = nonce;
  return oidc.buildAuthorizationUrl(client, params).href;
}

/** Step 2: the provider sent the browser back. Returns the Location: the client, or the login page with a reason. */
export async function finishSocialSignIn(
  ctx: Context,
  providers: SocialProviders,
  providerId: string,
): Promise<string> {
  const provider = providers.get(providerId);
  if (!provider) return loginErrorPath(SocialSignInError.PROVIDER_NOT_CONFIGURED);
  const fail = (code: SocialSignInError, returnTo?: string) =>
    loginErrorPath(code, { provider: provider.id, returnTo });

  const cookie = readAttemptCookie(ctx.req);
  const callbackUrl = new URL(ctx.req.originalUrl, 'http://callback.invalid');
  const state = callbackUrl.searchParams.get('state');
  // No cookie: this browser never started a sign-in (a forged or forwarded callback).
  if (!cookie || !state) {
    ctx.log.warn({ provider: provider.id }, 'social sign-in refused: no attempt cookie or no state');
    return fail(SocialSignInError.STATE_MISMATCH);
  }
  const attempt = await consumeAttempt(ctx, cookie, provider.id, state);
  if (attempt === 'mismatch') {
    // Left in place: it may be this browser's newer attempt (another tab), still on its way back.
    ctx.log.warn({ provider: provider.id }, 'social sign-in refused: state does not match the attempt');
    return fail(SocialSignInError.STATE_MISMATCH);
  }
  clearAttemptCookie(ctx.req, ctx.res);
  if (attempt === 'expired') return fail(SocialSignInError.ATTEMPT_EXPIRED);
  const { returnTo } = attempt;

  const providerError = callbackUrl.searchParams.get('error');
  if (providerError !== null) {
    if (providerError === 'access_denied') return fail(SocialSignInError.ACCESS_DENIED, returnTo);
    ctx.log.warn(
      { provider: provider.id, error: providerError.slice(0, 100) },
      'social sign-in: the provider answered with an error',
    );
    return fail(SocialSignInError.PROVIDER_ERROR, returnTo);
  }

  let profile: ProviderProfile;
  try {
    const client = await providers.client(provider);
    // The URL the provider redirected to, exactly as registered, with its response parameters.
    const currentUrl = new URL(attempt.redirectUri);
    currentUrl.search = callbackUrl.search;
    const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      ...(attempt.nonce ? { expectedNonce: attempt.nonce } : { idTokenExpected: false }),
    });
    profile = await providers.profile(provider, client, tokens);
  } catch (err) {
    if (isNonceMismatch(err)) {
      ctx.log.warn({ provider: provider.id }, 'social sign-in refused: ID token nonce does not match the attempt');
      return fail(SocialSignInError.NONCE_MISMATCH, returnTo);
    }
    ctx.log.warn({ err, provider: provider.id }, 'social sign-in: token exchange or identity check failed');
    return fail(SocialSignInError.PROVIDER_ERROR, returnTo);
  }

  const resolved = await resolveUser(ctx, provider, profile);
  if ('error' in resolved) return fail(resolved.error, returnTo);
  const { user, outcome } = resolved;
  const issued = await startSession(ctx, user);
  await audit(ctx, {
    action: 'account.signed_in',
    targetType: 'user',
    targetId: user.id,
    actorId: user.id,
    data: { method: provider.id, sessionId: issued.sessionId },
  });
  // Last, so that a failure above never leaves a signed-in browser on an error page.
  setRefreshCookie(ctx, issued.refreshToken, issued.refreshExpiresAt);
  return withParams(returnTo, {
    auth: outcome === 'created' ? 'sign_up' : 'login',
    provider: provider.id,
    ...(outcome === 'linked' ? { linked: '1' } : {}),
  });
}

/**
 * Takes the attempt this browser's cookie names, if the callback's state is
 * its state: one statement, so an attempt is good for exactly one callback.
 */
async function consumeAttempt(
  ctx: Context,
  cookie: string,
  provider: string,
  state: string,
): Promise<SignInAttemptEntity | 'expired' | 'mismatch'> {
  const idHash = hashId(cookie);
  const m = ctx.app.db.manager;
  const { raw } = await m
    .createQueryBuilder()
    .delete()
    .from(SignInAttemptEntity)
    .where('id_hash = :idHash AND provider = :provider AND state = :state', { idHash, provider, state })
    .returning('*')
    .execute();
  const row = (raw as Record<string, unknown>[])[0];
  if (row) {
    const attempt = attemptFromRow(row);
    return attempt.expiresAt > new Date() ? attempt : 'expired';
  }
  const other = await m.findOne(SignInAttemptEntity, { where: { idHash }, select: { idHash: true, expiresAt: true } });
  return other && other.expiresAt > new Date() ? 'mismatch' : 'expired';
}

/** `DELETE … RETURNING *` yields column names, not entity properties. */
function attemptFromRow(row: Record<string, unknown>): SignInAttemptEntity {
  return {
    idHash: row.id_hash as Buffer,
    provider: row.provider as string,
    state: row.state as string,
    nonce: (row.nonce as string | null) ?? null,
    codeVerifier: row.code_verifier as string,
    redirectUri: row.redirect_uri as string,
    returnTo: row.return_to as string,
    createdAt: new Date(row.created_at as string),
    expiresAt: new Date(row.expires_at as string),
  };
}

/** openid-client reports a nonce mismatch as a claim comparison failure somewhere down the `cause` chain. */
function isNonceMismatch(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { claim?: unknown }).claim === 'nonce') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

type Resolved = { user: UserEntity; outcome: 'returning' | 'linked' | 'created' } | { error: SocialSignInError };

/** Finds the user behind an identity, links it to an account, or creates one. One retry covers a concurrent first sign-in. */
async function resolveUser(ctx: Context, provider: SocialProviderConfig, profile: ProviderProfile): Promise<Resolved> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.app.db.transaction((m) => resolveUserIn(ctx, m, provider, profile));
    } catch (err) {
      // Another request linked this identity or created this email a moment ago: the second pass finds it.
      if (attempt === 0 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

async function resolveUserIn(
  ctx: Context,
  m: EntityManager,
  provider: SocialProviderConfig,
  profile: ProviderProfile,
): Promise<Resolved> {
  const now = new Date();
  const identity = await m.findOneBy(UserIdentityEntity, { provider: provider.id, subject: profile.subject });
  if (identity) {
    const user = await m.findOneBy(UserEntity, { id: identity.userId });
    if (!user) throw new Error(`identity ${identity.id} has no user`); // cannot happen: ON DELETE CASCADE
    if (user.disabledAt) return { error: SocialSignInError.USER_DISABLED };
    await m.update(UserIdentityEntity, { id: identity.id }, { lastUsedAt: now });
    return { user, outcome: 'returning' };
  }

  const email = profile.email === null ? null : normaliseEmail(profile.email);
  if (email === null || checkEmail(email) !== null) return { error: SocialSignInError.EMAIL_MISSING };
  const link = (userId: string) =>
    m.insert(UserIdentityEntity, {
      provider: provider.id,
      subject: profile.subject,
      userId,
      email,
      emailVerified: profile.emailVerified,
      lastUsedAt: now,
    });

  // citext: the same address in any letter case is the same account.
  const existing = await m.findOneBy(UserEntity, { email });
  if (existing) {
    if (!profile.emailVerified) {
      await audit(
        ctx,
        {
          action: 'identity.link_refused',
          targetType: 'user',
          targetId: existing.id,
          actorId: null,
          data: { provider: provider.id, reason: 'email_not_verified_by_provider' },
        },
        m,
      );
      return { error: SocialSignInError.ACCOUNT_EXISTS_UNVERIFIED };
    }
    if (existing.disabledAt) return { error: SocialSignInError.USER_DISABLED };
    await link(existing.id);
    if (!existing.emailVerifiedAt) {
      // The provider has just proved who owns this address; the account never had. Whoever set its
      // password (and holds its sessions) may not be that person ("account pre-hijacking"): the owner
      // keeps the account, those credentials go. The owner can set a password again by reset.
      await m.update(UserEntity, { id: existing.id }, { emailVerifiedAt: now, passwordHash: null });
      const revoked = await revokeSessions(m, { userId: existing.id }, 'unverified_account_claimed');
      await audit(
        ctx,
        {
          action: 'account.claimed_by_verified_identity',
          targetType: 'user',
          targetId: existing.id,
          actorId: existing.id,
          data: { provider: provider.id, sessionsRevoked: revoked, passwordCleared: existing.passwordHash !== null },
        },
        m,
      );
      existing.emailVerifiedAt = now;
      existing.passwordHash = null;
    }
    await audit(
      ctx,
      {
        action: 'identity.linked',
        targetType: 'user',
        targetId: existing.id,
        actorId: existing.id,
        data: { provider: provider.id, via: 'verified_email' },
      },
      m,
    );
    return { user: existing, outcome: 'linked' };
  }

  const user = await m.save(
    m.create(UserEntity, {
      email,
      passwordHash: null,
      displayName: profile.name?.slice(0, 80) || email.split('@')[0]?.slice(0, 80) || 'Member',
      role: Role.MEMBER,
      emailVerifiedAt: profile.emailVerified ? now : null,
      disabledAt: null,
    }),
  );
  await link(user.id);
  await audit(
    ctx,
    {
      action: 'account.created',
      targetType: 'user',
      targetId: user.id,
      actorId: user.id,
      data: { method: provider.id },
    },
    m,
  );
  await audit(
    ctx,
    {
      action: 'identity.linked',
      targetType: 'user',
      targetId: user.id,
      actorId: user.id,
      data: { provider: provider.id, via: 'new_account' },
    },
    m,
  );
  return { user, outcome: 'created' };
}

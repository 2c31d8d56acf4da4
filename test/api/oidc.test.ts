/**
 * Social sign-in against real providers on loopback: an OpenID Connect
 * provider (oauth2-mock-server: discovery, JWKS, signed ID tokens, PKCE) and a
 * GitHub-shaped OAuth 2.0 server. The redirect dance is driven hop by hop
 * with fetch and a cookie jar, as a browser would, so every hop can be
 * inspected or tampered with.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type MutableRedirectUri, type MutableResponse, type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { createUser } from '../../server/modules/accounts/accounts.service.js';
import { safeReturnPath } from '../../server/modules/accounts/oidc/redirects.js';
import { type RunningServer, startServer } from '../../server/server.js';
import { type FakeGithub, startFakeGithub } from '../support/fake-github.js';
import { type Hop, RedirectBrowser } from '../support/redirect-browser.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const PROVIDERS = '{ authProviders { id displayName protocol startUrl } }';
const REFRESH =
  'mutation { refreshSession(input: {}) { accessToken user { id email emailVerified displayName } errors { code } } }';

let mock: OAuth2Server;
let github: FakeGithub;
let t: TestServer;
let plain: TestServer;

/** Claims the mock provider puts in its next tokens (it would otherwise always say sub "johndoe"). */
let nextClaims: Record<string, unknown> = {};
/** What the mock's userinfo endpoint says (besides the subject of the current claims). */
let nextUserinfo: Record<string, unknown> = {};
/** A tampered nonce for the next ID token, when set. */
let forgedNonce: string | undefined;
/** Turns the next authorization response into an error (the user pressed Cancel). */
let nextAuthorizeError: string | undefined;

beforeAll(async () => {
  mock = new OAuth2Server();
  await mock.issuer.keys.generate('RS256');
  await mock.start(0, '127.0.0.1');
  // Name the address the server actually listens on (the default says "localhost").
  mock.issuer.url = `http://127.0.0.1:${mock.address().port}`;
  mock.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, nextClaims);
    // Only the ID token carries the nonce the client sent.
    if (forgedNonce !== undefined && 'nonce' in token.payload) token.payload.nonce = forgedNonce;
  });
  mock.service.on('beforeUserinfo', (res: MutableResponse) => {
    res.body = { sub: nextClaims.sub, ...nextUserinfo };
  });
  mock.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
    if (nextAuthorizeError === undefined) return;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', nextAuthorizeError);
    redirect.url.searchParams.set('error_description', 'The user denied the request');
  });
  github = await startFakeGithub();
  [t, plain] = await Promise.all([
    startTestServer({
      env: {
        AUTH_OIDC_ID: 'mock',
        AUTH_OIDC_DISPLAY_NAME: 'Mock ID',
        AUTH_OIDC_ISSUER: mock.issuer.url,
        AUTH_OIDC_CLIENT_ID: 'framestock-test',
        AUTH_OIDC_CLIENT_SECRET: 'framestock-test-secret',
        AUTH_GITHUB_CLIENT_ID: github.clientId,
        AUTH_GITHUB_CLIENT_SECRET: github.clientSecret,
        AUTH_GITHUB_URL: github.url,
        // Listed, never started here: discovery would need accounts.google.com.
        AUTH_GOOGLE_CLIENT_ID: 'google-client-id.apps.googleusercontent.com',
        AUTH_GOOGLE_CLIENT_SECRET: 'google-client-secret',
      },
    }),
    startTestServer(),
  ]);
});

afterAll(async () => {
  await Promise.all([t?.stop(), plain?.stop(), mock?.stop(), github?.stop()]);
});

beforeEach(() => {
  nextClaims = {};
  nextUserinfo = {};
  forgedNonce = undefined;
  nextAuthorizeError = undefined;
});

let subjects = 0;
/** A fresh provider account: unique subject and email. */
function person(overrides: Record<string, unknown> = {}) {
  const n = ++subjects;
  return {
    sub: `mock-user-${n}-${Date.now()}`,
    email: `person${n}-${Date.now()}@mock.test`,
    email_verified: true,
    ...overrides,
  };
}

interface Dance {
  browser: RedirectBrowser;
  hops: Hop[];
  /** Where the browser finally lands in the client (path + query). */
  landing: URL;
}

/** Navigates to the start URL and follows the provider's redirects back to the client. */
async function signInWith(
  server: TestServer,
  provider: string,
  opts: { redirect?: string; browser?: RedirectBrowser; tamper?: (next: URL) => URL | undefined } = {},
): Promise<Dance> {
  const browser = opts.browser ?? new RedirectBrowser();
  const start = new URL(`${server.url}/api/auth/oidc/${provider}/start`);
  if (opts.redirect !== undefined) start.searchParams.set('redirect', opts.redirect);
  const app = new URL(server.url);
  const hops = await browser.follow(start.href, {
    // Keep going through the provider and our /api/auth routes; stop on arrival in the client.
    until: (next) => next.host !== app.host || next.pathname.startsWith('/api/auth/'),
    tamper: opts.tamper,
  });
  const last = hops.at(-1);
  if (!last?.location) throw new Error(`no redirect at the end: ${JSON.stringify(hops)}`);
  return { browser, hops, landing: new URL(last.location) };
}

/** Follows the dance up to the provider's redirect back, without following it: returns the callback URL. */
async function stopAtCallback(server: TestServer, provider: string, browser = new RedirectBrowser()): Promise<URL> {
  const hops = await browser.follow(`${server.url}/api/auth/oidc/${provider}/start`, {
    until: (next) => !next.pathname.endsWith('/callback'),
  });
  const location = hops.at(-1)?.location;
  if (!location?.includes('/callback')) throw new Error(`no callback: ${JSON.stringify(hops)}`);
  return new URL(location);
}

/** What the web client does on landing: refreshSession with the cookie, then it knows who it is. */
async function sessionFrom(server: TestServer, browser: RedirectBrowser) {
  const cookie = browser.cookie(`${server.url}/graphql`, 'fs_refresh');
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie: `fs_refresh=${cookie}` } : {}) },
    body: JSON.stringify({ query: REFRESH }),
  });
  const body = (await res.json()) as {
    data: {
      refreshSession: {
        accessToken: string | null;
        user: { id: string; email: string; emailVerified: boolean; displayName: string } | null;
        errors: { code: string }[];
      };
    };
  };
  return body.data.refreshSession;
}

const query = async <T>(server: TestServer, sql: string, params: unknown[] = []): Promise<T[]> =>
  server.server.deps.db.query(sql, params);

const loginError = (landing: URL) => ({
  path: landing.pathname,
  error: landing.searchParams.get('error'),
  provider: landing.searchParams.get('provider'),
});

describe('authProviders', () => {
  it('is empty when no provider is configured (the default), so the client shows no buttons', async () => {
    const res = await plain.gql(PROVIDERS);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ authProviders: [] });
    // ... and the routes say so rather than 404.
    const hop = await new RedirectBrowser().get(`${plain.url}/api/auth/oidc/google/start?redirect=/`);
    expect(hop.status).toBe(302);
    expect(loginError(new URL(hop.location as string))).toEqual({
      path: '/login',
      error: 'OIDC_PROVIDER_NOT_CONFIGURED',
      provider: null,
    });
  });

  it('lists each configured provider with its display name and start URL, presets first', async () => {
    const res = await t.gql(PROVIDERS);
    expect(res.data?.authProviders).toEqual([
      { id: 'google', displayName: 'Google', protocol: 'OIDC', startUrl: '/api/auth/oidc/google/start' },
      { id: 'github', displayName: 'GitHub', protocol: 'OAUTH2', startUrl: '/api/auth/oidc/github/start' },
      { id: 'mock', displayName: 'Mock ID', protocol: 'OIDC', startUrl: '/api/auth/oidc/mock/start' },
    ]);
  });
});

describe('OpenID Connect sign-in', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce, bound to this browser by a cookie', async () => {
    const browser = new RedirectBrowser();
    const hop = await browser.get(`${t.url}/api/auth/oidc/mock/start?redirect=/members`);
    expect(hop.status).toBe(302);
    expect(hop.response.headers.get('cache-control')).toBe('no-store');
    const to = new URL(hop.location as string);
    expect(`${to.origin}${to.pathname}`).toBe(`${mock.issuer.url}/authorize`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'framestock-test',
      redirect_uri: `${t.url}/api/auth/oidc/mock/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
    const attrs = browser.cookieAttributes('127.0.0.1', 'fs_oidc') ?? '';
    expect(attrs).toMatch(/HttpOnly/i);
    expect(attrs).toMatch(/SameSite=Lax/i);
    expect(attrs).toMatch(/Path=\/api\/auth\/oidc/);
    // The attempt is in PostgreSQL, not memory; the verifier never leaves the server.
    const [row] = await query<{ state: string; code_verifier: string; return_to: string }>(
      t,
      'SELECT state, code_verifier, return_to FROM oidc_sign_in_attempts WHERE state = $1',
      [to.searchParams.get('state')],
    );
    expect(row?.return_to).toBe('/members');
    expect(to.search).not.toContain(row?.code_verifier);
  });

  it('creates a new user (email verified per the provider, no password) and starts a web session', async () => {
    const who = person({ name: 'Ada Lovelace' });
    nextClaims = who;
    const { browser, hops, landing } = await signInWith(t, 'mock', { redirect: '/members/downloads?tab=recent' });
    expect(hops.map((h) => new URL(h.url).pathname)).toEqual([
      '/api/auth/oidc/mock/start',
      '/authorize',
      '/api/auth/oidc/mock/callback',
    ]);
    expect(landing.origin).toBe(t.url);
    expect(landing.pathname).toBe('/members/downloads');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ tab: 'recent', auth: 'sign_up', provider: 'mock' });

    // The refresh token arrives like the web sign-in's: httpOnly, SameSite=Strict, scoped to /graphql.
    const refreshAttrs = browser.cookieAttributes('127.0.0.1', 'fs_refresh') ?? '';
    expect(refreshAttrs).toMatch(/HttpOnly/i);
    expect(refreshAttrs).toMatch(/SameSite=Strict/i);
    expect(refreshAttrs).toMatch(/Path=\/graphql/);
    // The attempt cookie is spent.
    expect(browser.cookie(`${t.url}/api/auth/oidc/mock/callback`, 'fs_oidc')).toBeUndefined();

    const session = await sessionFrom(t, browser);
    expect(session.errors).toEqual([]);
    expect(session.user).toMatchObject({ email: who.email, emailVerified: true, displayName: 'Ada Lovelace' });
    const me = await t.gql<{ me: { email: string } }>('{ me { email } }', {}, { token: session.accessToken as string });
    expect(me.data?.me.email).toBe(who.email);

    const [user] = await query<{ password_hash: string | null }>(
      t,
      'SELECT password_hash FROM users WHERE email = $1',
      [who.email],
    );
    expect(user?.password_hash).toBeNull();
    const identities = await query<{ provider: string; subject: string; email: string; email_verified: boolean }>(
      t,
      'SELECT provider, subject, email, email_verified FROM user_identities WHERE user_id = $1',
      [session.user?.id],
    );
    expect(identities).toEqual([{ provider: 'mock', subject: who.sub, email: who.email, email_verified: true }]);
    const actions = await query<{ action: string; data: Record<string, unknown> }>(
      t,
      'SELECT action, data FROM audit_log WHERE target_id = $1 ORDER BY id',
      [session.user?.id],
    );
    expect(actions).toEqual([
      { action: 'account.created', data: { method: 'mock' } },
      { action: 'identity.linked', data: { provider: 'mock', via: 'new_account' } },
      { action: 'account.signed_in', data: { method: 'mock', sessionId: expect.any(String) } },
    ]);
  });

  it('signs a returning identity into the same user, even if its email changed at the provider', async () => {
    const who = person();
    nextClaims = who;
    const first = await signInWith(t, 'mock');
    expect(first.landing.searchParams.get('auth')).toBe('sign_up');
    const firstUser = (await sessionFrom(t, first.browser)).user;

    nextClaims = { ...who, email: `renamed-${who.email}` };
    const again = await signInWith(t, 'mock');
    expect(again.landing.pathname).toBe('/');
    expect(again.landing.searchParams.get('auth')).toBe('login');
    const user = (await sessionFrom(t, again.browser)).user;
    expect(user?.id).toBe(firstUser?.id);
    expect(user?.email).toBe(who.email);
    const [count] = await query<{ count: string }>(t, 'SELECT count(*) FROM user_identities WHERE subject = $1', [
      who.sub,
    ]);
    expect(Number(count?.count)).toBe(1);
  });

  it('links a new identity to the existing account when the provider vouches for the same email', async () => {
    const email = `linker-${Date.now()}@mock.test`;
    const created = await createUser(t.server.deps.db, { email, password: 'a long password', emailVerified: true });
    if ('error' in created) throw new Error(created.error.message);
    nextClaims = person({ email: email.toUpperCase() });
    const { browser, landing } = await signInWith(t, 'mock', { redirect: '/members' });
    expect(Object.fromEntries(landing.searchParams)).toEqual({ auth: 'login', provider: 'mock', linked: '1' });
    const session = await sessionFrom(t, browser);
    expect(session.user?.id).toBe(created.user.id);
    const [identity] = await query<{ user_id: string }>(t, 'SELECT user_id FROM user_identities WHERE subject = $1', [
      nextClaims.sub,
    ]);
    expect(identity?.user_id).toBe(created.user.id);
    // The password still works: linking adds a way in, it takes none away.
    const [user] = await query<{ password_hash: string | null }>(t, 'SELECT password_hash FROM users WHERE id = $1', [
      created.user.id,
    ]);
    expect(user?.password_hash).not.toBeNull();
    const [linked] = await query<{ data: unknown }>(
      t,
      "SELECT data FROM audit_log WHERE action = 'identity.linked' AND target_id = $1",
      [created.user.id],
    );
    expect(linked?.data).toEqual({ provider: 'mock', via: 'verified_email' });
  });

  it('refuses to link when the provider does not vouch for the email and an account has it', async () => {
    const email = `victim-${Date.now()}@mock.test`;
    const created = await createUser(t.server.deps.db, { email, password: 'a long password', emailVerified: true });
    if ('error' in created) throw new Error(created.error.message);
    const who = person({ email, email_verified: false });
    nextClaims = who;
    const { browser, landing } = await signInWith(t, 'mock', { redirect: '/members' });
    expect(loginError(landing)).toEqual({ path: '/login', error: 'ACCOUNT_EXISTS_UNVERIFIED', provider: 'mock' });
    expect(landing.searchParams.get('redirect')).toBe('/members');
    expect(browser.cookie(`${t.url}/graphql`, 'fs_refresh')).toBeUndefined();
    expect(await query(t, 'SELECT 1 FROM user_identities WHERE subject = $1', [who.sub])).toEqual([]);
    expect(await query(t, 'SELECT 1 FROM sessions WHERE user_id = $1', [created.user.id])).toEqual([]);
    const [refused] = await query<{ data: unknown }>(
      t,
      "SELECT data FROM audit_log WHERE action = 'identity.link_refused' AND target_id = $1",
      [created.user.id],
    );
    expect(refused?.data).toEqual({ provider: 'mock', reason: 'email_not_verified_by_provider' });
  });

  it('when a verified identity claims an account nobody verified, it keeps the account and voids the old credentials', async () => {
    // Someone registered this address without proving it (account pre-hijacking): their password and sessions go.
    const email = `prehijack-${Date.now()}@mock.test`;
    const squatter = await t.signedIn(undefined, email);
    await query(t, 'UPDATE users SET email_verified_at = NULL WHERE id = $1', [squatter.userId]);
    nextClaims = person({ email });
    const { browser, landing } = await signInWith(t, 'mock');
    expect(landing.searchParams.get('linked')).toBe('1');
    const session = await sessionFrom(t, browser);
    expect(session.user).toMatchObject({ id: squatter.userId, emailVerified: true });
    const [user] = await query<{ password_hash: string | null }>(t, 'SELECT password_hash FROM users WHERE id = $1', [
      squatter.userId,
    ]);
    expect(user?.password_hash).toBeNull();
    const old = await t.gql('{ me { id } }', {}, { token: squatter.token });
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('creates the account with an unverified email when the provider does not vouch for it and nobody has it', async () => {
    nextClaims = person({ email_verified: false });
    const { browser, landing } = await signInWith(t, 'mock');
    expect(landing.searchParams.get('auth')).toBe('sign_up');
    expect((await sessionFrom(t, browser)).user?.emailVerified).toBe(false);
  });

  it('reads the email from userinfo when the ID token has none', async () => {
    const who = person();
    nextClaims = { sub: who.sub };
    nextUserinfo = { email: who.email, email_verified: true, name: 'From Userinfo' };
    const { browser, landing } = await signInWith(t, 'mock');
    expect(landing.searchParams.get('auth')).toBe('sign_up');
    expect((await sessionFrom(t, browser)).user).toMatchObject({
      email: who.email,
      emailVerified: true,
      displayName: 'From Userinfo',
    });
  });

  it('refuses a provider identity without an email (OIDC_EMAIL_MISSING)', async () => {
    nextClaims = { sub: person().sub };
    const { landing } = await signInWith(t, 'mock');
    expect(loginError(landing).error).toBe('OIDC_EMAIL_MISSING');
  });

  it('refuses a disabled account', async () => {
    const who = person();
    nextClaims = who;
    const first = await signInWith(t, 'mock');
    const user = (await sessionFrom(t, first.browser)).user;
    await query(t, 'UPDATE users SET disabled_at = now() WHERE id = $1', [user?.id]);
    const again = await signInWith(t, 'mock');
    expect(loginError(again.landing).error).toBe('USER_DISABLED');
    expect(again.browser.cookie(`${t.url}/graphql`, 'fs_refresh')).toBeUndefined();
  });
});

describe('attacks and failures', () => {
  it('refuses a callback whose state was tampered with (OIDC_STATE_MISMATCH), and signs nobody in', async () => {
    const who = person();
    nextClaims = who;
    const { browser, landing } = await signInWith(t, 'mock', {
      redirect: '/members',
      tamper: (next) => {
        if (!next.pathname.endsWith('/callback')) return undefined;
        next.searchParams.set('state', 'forged-state-value-forged-state-value');
        return next;
      },
    });
    expect(loginError(landing)).toEqual({ path: '/login', error: 'OIDC_STATE_MISMATCH', provider: 'mock' });
    expect(browser.cookie(`${t.url}/graphql`, 'fs_refresh')).toBeUndefined();
    expect(await query(t, 'SELECT 1 FROM users WHERE email = $1', [who.email])).toEqual([]);
  });

  it('refuses a genuine callback opened in a browser that did not start the sign-in (login CSRF)', async () => {
    nextClaims = person();
    // The attacker starts a sign-in with their own account and stops before the callback.
    const captured = await stopAtCallback(t, 'mock');
    // ... and sends the link to a victim, whose browser has no attempt cookie.
    const victim = new RedirectBrowser();
    const hop = await victim.get(captured.href);
    expect(loginError(new URL(hop.location as string)).error).toBe('OIDC_STATE_MISMATCH');
    expect(victim.cookie(`${t.url}/graphql`, 'fs_refresh')).toBeUndefined();
  });

  it("does not let an older tab's callback spoil the newer attempt in the same browser", async () => {
    const browser = new RedirectBrowser();
    nextClaims = person();
    const older = await stopAtCallback(t, 'mock', browser);
    const newer = await stopAtCallback(t, 'mock', browser); // replaces the attempt cookie
    const stale = await browser.get(older.href);
    expect(loginError(new URL(stale.location as string)).error).toBe('OIDC_STATE_MISMATCH');
    const current = await browser.get(newer.href);
    expect(new URL(current.location as string).searchParams.get('auth')).toBe('sign_up');
  });

  it('refuses an ID token carrying another nonce (OIDC_NONCE_MISMATCH)', async () => {
    const who = person();
    nextClaims = who;
    forgedNonce = 'a-nonce-from-some-other-sign-in';
    const { browser, landing } = await signInWith(t, 'mock');
    expect(loginError(landing)).toEqual({ path: '/login', error: 'OIDC_NONCE_MISMATCH', provider: 'mock' });
    expect(browser.cookie(`${t.url}/graphql`, 'fs_refresh')).toBeUndefined();
    expect(await query(t, 'SELECT 1 FROM users WHERE email = $1', [who.email])).toEqual([]);
  });

  it('sends a user who cancels at the provider to /login?error=ACCESS_DENIED, keeping the destination', async () => {
    nextAuthorizeError = 'access_denied';
    const { landing } = await signInWith(t, 'mock', { redirect: '/members/favorites' });
    expect(loginError(landing)).toEqual({ path: '/login', error: 'ACCESS_DENIED', provider: 'mock' });
    expect(landing.searchParams.get('redirect')).toBe('/members/favorites');
  });

  it('reports any other provider error as OIDC_PROVIDER_ERROR', async () => {
    nextAuthorizeError = 'server_error';
    const { landing } = await signInWith(t, 'mock');
    expect(loginError(landing).error).toBe('OIDC_PROVIDER_ERROR');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '/.//evil.example/steal',
    '/..//evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
    'members',
  ])('refuses redirect=%s before anything starts (no open redirect)', async (redirect) => {
    const browser = new RedirectBrowser();
    const url = new URL(`${t.url}/api/auth/oidc/mock/start`);
    url.searchParams.set('redirect', redirect);
    const hop = await browser.get(url.href);
    expect(hop.status).toBe(302);
    const to = new URL(hop.location as string);
    expect(to.origin).toBe(t.url);
    expect(loginError(to)).toEqual({ path: '/login', error: 'INVALID_REDIRECT', provider: 'mock' });
    expect(to.searchParams.get('redirect')).toBeNull();
    expect(browser.cookie(`${t.url}/api/auth/oidc/mock/callback`, 'fs_oidc')).toBeUndefined();
  });

  it('accepts only same-site paths as redirect targets', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath('/members/downloads?tab=1#top')).toBe('/members/downloads?tab=1#top');
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example'); // a path, not a host
    expect(safeReturnPath(['/a', '/b'])).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeNull();
    expect(safeReturnPath('/ok\nLocation: https://evil.example')).toBeNull();
  });

  it('refuses a request through a host other than SITE_URL (UNAUTHORIZED_DOMAIN)', async () => {
    const other = await startTestServer({
      env: {
        SITE_URL: 'https://framestock.example',
        AUTH_OIDC_ISSUER: mock.issuer.url as string,
        AUTH_OIDC_CLIENT_ID: 'framestock-test',
      },
    });
    try {
      const hop = await new RedirectBrowser().get(`${other.url}/api/auth/oidc/oidc/start?redirect=/members`);
      const to = new URL(hop.location as string);
      expect(to.origin).toBe(other.url);
      expect(loginError(to)).toEqual({ path: '/login', error: 'UNAUTHORIZED_DOMAIN', provider: 'oidc' });
    } finally {
      await other.stop();
    }
  });

  it('lands on /login?error=SIGN_IN_FAILED with the request id when the server itself fails', async () => {
    const broken = await startTestServer({
      env: { AUTH_OIDC_ISSUER: mock.issuer.url as string, AUTH_OIDC_CLIENT_ID: 'framestock-test' },
    });
    try {
      await broken.server.deps.db.query('DROP TABLE oidc_sign_in_attempts');
      const hop = await new RedirectBrowser().get(`${broken.url}/api/auth/oidc/oidc/start`);
      const to = new URL(hop.location as string);
      expect(loginError(to)).toEqual({ path: '/login', error: 'SIGN_IN_FAILED', provider: null });
      expect(to.searchParams.get('requestId')).toBe(hop.response.headers.get('x-request-id'));
    } finally {
      await broken.stop();
    }
  });

  it('refuses a replayed callback and an attempt older than 10 minutes', async () => {
    nextClaims = person();
    const browser = new RedirectBrowser();
    const callback = await stopAtCallback(t, 'mock', browser);
    const attemptCookie = browser.cookie(callback.href, 'fs_oidc');
    await query(t, "UPDATE oidc_sign_in_attempts SET expires_at = now() - interval '1 second'");
    const late = await browser.get(callback.href);
    expect(loginError(new URL(late.location as string)).error).toBe('OIDC_ATTEMPT_EXPIRED');
    // Replaying with the (now spent) cookie finds nothing either.
    const replay = await fetch(callback.href, {
      redirect: 'manual',
      headers: { cookie: `fs_oidc=${attemptCookie}` },
    });
    expect(loginError(new URL(replay.headers.get('location') as string, t.url)).error).toBe('OIDC_ATTEMPT_EXPIRED');
  });

  it('completes on another app instance sharing the database (no in-memory state)', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: t.server.deps.config.dataDir,
      DATABASE_URL: t.db.url,
      DATABASE_POOL_SIZE: '2',
      JWT_SECRET: t.server.deps.config.auth.jwtSecret,
      STORAGE_SIGNING_SECRET: t.server.deps.config.storage.signingSecret,
      LOG_LEVEL: 'silent',
      JOBS_IN_PROCESS: 'false',
      AUTH_OIDC_ID: 'mock',
      AUTH_OIDC_ISSUER: mock.issuer.url,
      AUTH_OIDC_CLIENT_ID: 'framestock-test',
      AUTH_OIDC_CLIENT_SECRET: 'framestock-test-secret',
    });
    const second: RunningServer = await startServer(config, pino({ level: 'silent' }), {
      clientDir: path.join(t.server.deps.config.dataDir, 'client'),
    });
    try {
      const who = person();
      nextClaims = who;
      const browser = new RedirectBrowser();
      const callback = await stopAtCallback(t, 'mock', browser);
      // A load balancer sends the callback to the other instance (cookies are per host, not port).
      const onSecond = new URL(callback);
      onSecond.port = new URL(second.url).port;
      const hop = await browser.get(onSecond.href);
      const landing = new URL(hop.location as string);
      expect(landing.searchParams.get('auth')).toBe('sign_up');
      expect((await sessionFrom(t, browser)).user?.email).toBe(who.email);
    } finally {
      await second.stop();
    }
  });
});

describe('GitHub (OAuth 2.0, no OpenID Connect)', () => {
  const githubId = () => 7_000_000 + ++subjects;

  it('creates a user from the verified primary address of /user/emails, with PKCE and client authentication', async () => {
    const email = `octo-${Date.now()}@github.test`;
    github.account = {
      id: githubId(),
      login: 'octo',
      name: null,
      email: 'public@github.test',
      emails: [
        { email: 'old@github.test', primary: false, verified: true },
        { email, primary: true, verified: true },
      ],
    };
    const { browser, hops, landing } = await signInWith(t, 'github', { redirect: '/members' });
    const authorize = new URL(hops[0]?.location as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toBe('read:user user:email');
    expect(authorize.searchParams.get('nonce')).toBeNull();
    expect(github.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[\w-]{43,}$/);

    expect(Object.fromEntries(landing.searchParams)).toEqual({ auth: 'sign_up', provider: 'github' });
    const session = await sessionFrom(t, browser);
    expect(session.user).toMatchObject({ email, emailVerified: true, displayName: 'octo' });
    const [identity] = await query<{ subject: string }>(
      t,
      "SELECT subject FROM user_identities WHERE provider = 'github' AND user_id = $1",
      [session.user?.id],
    );
    expect(identity?.subject).toBe(String(github.account.id));

    // Same GitHub user id again, whatever the login became: the same account.
    github.account = { ...github.account, login: 'renamed' };
    const again = await signInWith(t, 'github');
    expect(again.landing.searchParams.get('auth')).toBe('login');
    expect((await sessionFrom(t, again.browser)).user?.id).toBe(session.user?.id);
  });

  it('does not link on an unverified GitHub address', async () => {
    const email = `gh-victim-${Date.now()}@github.test`;
    const created = await createUser(t.server.deps.db, { email, password: 'a long password', emailVerified: true });
    if ('error' in created) throw new Error(created.error.message);
    github.account = {
      id: githubId(),
      login: 'squatter',
      name: null,
      email: null,
      emails: [{ email, primary: true, verified: false }],
    };
    const { landing } = await signInWith(t, 'github');
    expect(loginError(landing)).toEqual({ path: '/login', error: 'ACCOUNT_EXISTS_UNVERIFIED', provider: 'github' });
  });
});

describe('configuration', () => {
  const base = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'framestock-oidc-config-')),
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
    JWT_SECRET: 'x'.repeat(32),
    STORAGE_SIGNING_SECRET: 'y'.repeat(32),
  };
  afterAll(() => rmSync(base.DATA_DIR, { recursive: true, force: true }));

  it('stops on a half-configured provider instead of hiding it', () => {
    expect(() => loadConfig({ ...base, AUTH_GOOGLE_CLIENT_ID: 'id' })).toThrow(/AUTH_GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ ...base, AUTH_OIDC_CLIENT_ID: 'id' })).toThrow(/AUTH_OIDC_ISSUER/);
  });

  it('requires https for a provider anywhere but loopback', () => {
    expect(() => loadConfig({ ...base, AUTH_OIDC_ISSUER: 'http://idp.example', AUTH_OIDC_CLIENT_ID: 'x' })).toThrow(
      /AUTH_OIDC_ISSUER: must use https/,
    );
    expect(
      loadConfig({ ...base, AUTH_OIDC_ISSUER: 'https://idp.example/tenant/', AUTH_OIDC_CLIENT_ID: 'x' }).socialSignIn
        .providers[0],
    ).toMatchObject({ id: 'oidc', issuer: 'https://idp.example/tenant/', clientSecret: undefined });
  });

  it('points GitHub Enterprise Server at its /api/v3', () => {
    const config = loadConfig({
      ...base,
      AUTH_GITHUB_CLIENT_ID: 'id',
      AUTH_GITHUB_CLIENT_SECRET: 'secret',
      AUTH_GITHUB_URL: 'https://github.corp.example/',
    });
    expect(config.socialSignIn.providers[0]).toMatchObject({
      webUrl: 'https://github.corp.example',
      apiUrl: 'https://github.corp.example/api/v3',
    });
    expect(
      loadConfig({ ...base, AUTH_GITHUB_CLIENT_ID: 'i', AUTH_GITHUB_CLIENT_SECRET: 's' }).socialSignIn.providers[0],
    ).toMatchObject({ webUrl: 'https://github.com', apiUrl: 'https://api.github.com' });
  });
});

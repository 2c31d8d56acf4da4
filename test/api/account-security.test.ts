/**
 * Issue 3, server side: password policy, email links delivered over real SMTP
 * (verification, sign-in, reset, email change), recent sign-in, password
 * change, account deletion, the session list, and disabling accounts. Every
 * link is followed from the message the SMTP server received.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { createUser } from '../../server/modules/accounts/index.js';
import { type FakeSmtp, type ReceivedMail, startFakeSmtp } from '../support/fake-smtp.js';
import { type GqlResult, startTestServer, type TestServer } from '../support/test-server.js';

const SESSION_FIELDS = 'user { id email emailVerified } accessToken refreshToken errors { field message code }';
const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) { confirmationSentTo errors { field message code } } }';
const SIGN_IN = `mutation($i: SignInInput!) { signIn(input: $i) { ${SESSION_FIELDS} } }`;
const REFRESH = `mutation($i: RefreshSessionInput!) { refreshSession(input: $i) { ${SESSION_FIELDS} } }`;
const ME = '{ me { id email emailVerified disabled hasPassword } }';
const ERRORS = 'errors { field message code }';

interface Session {
  user: { id: string; email: string; emailVerified: boolean } | null;
  accessToken: string | null;
  refreshToken: string | null;
  errors: { field: string | null; message: string; code: string }[];
}

let t: TestServer;
let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Framestock <no-reply@framestock.test>' } });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.stop();
});

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}-${Date.now()}@security.test`;
const query = (sql: string, params: unknown[] = []) => t.server.deps.db.query(sql, params);

/** Data of a mutation, failing the test on a GraphQL error. */
function data<T>(res: GqlResult<Record<string, T>>, field: string): T {
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.[field] as T;
}

/** An account that has not verified its address (made by an older sign-up, or a provider that did not vouch), signed in. */
async function unverifiedAccount(email: string, password = 'a fresh new passphrase'): Promise<Session> {
  const created = await createUser(t.server.deps.db, { email, password, emailVerified: false });
  if ('error' in created) throw new Error(created.error.message);
  return signIn(email, password);
}

async function signIn(email: string, password: string, headers: Record<string, string> = {}): Promise<Session> {
  const res = await t.gql<Record<string, Session>>(
    SIGN_IN,
    { i: { email, password, tokenDelivery: 'BODY' } },
    { headers },
  );
  return data(res, 'signIn');
}

function tokenFrom(mail: ReceivedMail, path: string): string {
  const token = smtp.linkIn(mail, path).searchParams.get('token');
  if (!token) throw new Error(`no token in ${path} link`);
  return token;
}

/** Makes a session's last sign-in older than the 5-minute window. */
const ageSignIn = (userId: string) =>
  query(`UPDATE sessions SET authenticated_at = now() - interval '10 minutes' WHERE user_id = $1`, [userId]);

const meCode = async (token: string) => (await t.gql(ME, {}, { token })).errors?.[0]?.extensions?.code;

describe('password policy', () => {
  it('is published in the schema', async () => {
    const res = await t.gql('{ passwordPolicy { minLength maxLength commonPasswordsRefused refusesEmail } }');
    expect(res.data).toEqual({
      passwordPolicy: { minLength: 8, maxLength: 128, commonPasswordsRefused: 1000, refusesEmail: true },
    });
  });

  it.each([
    ['too short', 'seven77', /at least 8 characters/],
    ['one of the most common passwords', 'Trustno1', /most common/],
    ['the email address', 'EMAIL', /email address/],
    ['the part of the email before the @', 'LOCALPART', /email address/],
  ])('refuses a password that is %s, beside the field, and writes nothing', async (_name, password, message) => {
    const email = `policy.person.${++counter}@security.test`;
    const actual = password === 'EMAIL' ? email : password === 'LOCALPART' ? email.split('@')[0] : password;
    const res = data<{ errors: unknown[] }>(await t.gql(SIGN_UP, { i: { email, password: actual } }), 'signUp');
    expect(res.errors).toEqual([{ field: 'password', code: 'WEAK_PASSWORD', message: expect.stringMatching(message) }]);
    expect(await query('SELECT 1 FROM pending_sign_ups WHERE email = $1', [email])).toHaveLength(0);
  });
});

describe('email verification', () => {
  it('sends a link over SMTP on request; following it verifies the address, once', async () => {
    const email = uniqueEmail('verify');
    const session = await unverifiedAccount(email);
    expect(session.user?.emailVerified).toBe(false);
    const SEND = `mutation { sendVerificationEmail { ${ERRORS} } }`;
    expect(data(await t.gql(SEND, {}, { token: session.accessToken as string }), 'sendVerificationEmail')).toEqual({
      errors: [],
    });

    const mail = await smtp.waitFor(email, /Confirm your email/);
    expect(mail.from).toBe('no-reply@framestock.test');
    expect(mail.html).toContain('/auth/verify-email?token=');
    const link = smtp.linkIn(mail, '/auth/verify-email');
    expect(link.origin).toBe(t.url.replace('localhost', '127.0.0.1'));
    const token = tokenFrom(mail, '/auth/verify-email');

    const VERIFY = `mutation($i: VerifyEmailInput!) { verifyEmail(input: $i) { user { email emailVerified } ${ERRORS} } }`;
    const verified = data(await t.gql(VERIFY, { i: { token } }), 'verifyEmail');
    expect(verified).toEqual({ user: { email, emailVerified: true }, errors: [] });

    const again = data<{ errors: { code: string }[] }>(await t.gql(VERIFY, { i: { token } }), 'verifyEmail');
    expect(again.errors[0]?.code).toBe('EXPIRED_OR_USED_LINK');
    // Only the digest is stored.
    expect(await query('SELECT 1 FROM action_tokens WHERE token_hash::text LIKE $1', [`%${token}%`])).toHaveLength(0);
  });

  it('says when there is nothing to verify', async () => {
    const SEND = `mutation { sendVerificationEmail { ${ERRORS} } }`;

    const verified = await t.signedIn();
    const res = data<{ errors: { code: string }[] }>(
      await t.gql(SEND, {}, { token: verified.token }),
      'sendVerificationEmail',
    );
    expect(res.errors[0]?.code).toBe('ALREADY_VERIFIED');
  });
});

describe('password reset', () => {
  const REQUEST = `mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { ${ERRORS} } }`;
  const RESET = `mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { email ${ERRORS} } }`;
  const USABLE = 'query($token: String!) { passwordResetLinkUsable(token: $token) }';
  const usable = async (token: string) =>
    (await t.gql<{ passwordResetLinkUsable: boolean }>(USABLE, { token })).data?.passwordResetLinkUsable;

  it('answers a known and an unknown address identically, and mails only the account', async () => {
    const { email } = await t.signedIn();
    const unknown = uniqueEmail('nobody');
    const known = await t.gql(REQUEST, { i: { email } });
    const none = await t.gql(REQUEST, { i: { email: unknown } });
    expect(known.status).toBe(none.status);
    expect(known.data).toEqual(none.data);
    expect(known.data).toEqual({ requestPasswordReset: { errors: [] } });
    await smtp.waitFor(email, /Reset your Framestock password/);
    // The job for the unknown address ran too (same queue, same poll) and found nobody to write to.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.messages.filter((m) => m.to === unknown)).toEqual([]);
  });

  it('sets a new password from the link, signs out every session, and spends the link', async () => {
    const { email, password, userId } = await t.signedIn();
    const other = await signIn(email, password);
    await t.gql(REQUEST, { i: { email } });
    const token = tokenFrom(await smtp.waitFor(email, /Reset your/), '/auth/reset-password');

    // Asking whether the link works spends nothing.
    expect(await usable(token)).toBe(true);
    expect(await usable(token)).toBe(true);
    // A refused password changes nothing and leaves the link usable.
    const weak = data<{ errors: { code: string; field: string }[] }>(
      await t.gql(RESET, { i: { token, newPassword: 'password1' } }),
      'resetPassword',
    );
    expect(weak.errors[0]).toMatchObject({ code: 'WEAK_PASSWORD', field: 'newPassword' });
    expect(await meCode(other.accessToken as string)).toBeUndefined();

    const done = data(await t.gql(RESET, { i: { token, newPassword: 'a brand new passphrase' } }), 'resetPassword');
    expect(done).toEqual({ email, errors: [] });
    expect(await meCode(other.accessToken as string)).toBe('UNAUTHENTICATED');
    const refresh = data<Session>(
      await t.gql<Record<string, Session>>(REFRESH, { i: { refreshToken: other.refreshToken, tokenDelivery: 'BODY' } }),
      'refreshSession',
    );
    expect(refresh.errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    expect((await signIn(email, password)).errors[0]?.code).toBe('INVALID_CREDENTIAL');
    expect((await signIn(email, 'a brand new passphrase')).errors).toEqual([]);
    await smtp.waitFor(email, /password was changed/);

    const reused = data<{ errors: { code: string }[] }>(
      await t.gql(RESET, { i: { token, newPassword: 'yet another passphrase' } }),
      'resetPassword',
    );
    expect(reused.errors[0]?.code).toBe('EXPIRED_OR_USED_LINK');
    expect(await usable(token)).toBe(false);
    const audit = await query(`SELECT 1 FROM audit_log WHERE action = 'account.password_reset' AND target_id = $1`, [
      userId,
    ]);
    expect(audit).toHaveLength(1);
  });

  it('refuses an expired link and an unknown one alike', async () => {
    const { email } = await t.signedIn();
    await t.gql(REQUEST, { i: { email } });
    const token = tokenFrom(await smtp.waitFor(email, /Reset your/), '/auth/reset-password');
    await query(`UPDATE action_tokens SET expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    for (const candidate of [token, 'not-a-token-we-issued', '', 't'.repeat(10_000)]) {
      expect(await usable(candidate)).toBe(false);
    }
    for (const candidate of [token, 'not-a-token-we-issued']) {
      const res = data<{ errors: { code: string; message: string }[] }>(
        await t.gql(RESET, { i: { token: candidate, newPassword: 'a brand new passphrase' } }),
        'resetPassword',
      );
      expect(res.errors).toEqual([
        { field: 'token', code: 'EXPIRED_OR_USED_LINK', message: expect.stringMatching(/expired or was already used/) },
      ]);
    }
  });

  it('rejects an over-long token, email or password before any hashing', async () => {
    const long = await t.gql(RESET, { i: { token: 't'.repeat(10_000), newPassword: 'p'.repeat(10_000) } });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(long)).not.toContain('pppppppppp');
    const longEmail = await t.gql(REQUEST, { i: { email: `${'e'.repeat(300)}@security.test` } });
    expect(longEmail.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const invalid = data<{ errors: { code: string }[] }>(
      await t.gql(REQUEST, { i: { email: 'nope' } }),
      'requestPasswordReset',
    );
    expect(invalid.errors[0]?.code).toBe('INVALID_EMAIL');
  });
});

describe('email-link sign-in', () => {
  const REQUEST = `mutation($i: RequestEmailLinkInput!) { requestEmailLink(input: $i) { ${ERRORS} } }`;
  const SIGN_IN_LINK = `mutation($i: SignInWithEmailLinkInput!) { signInWithEmailLink(input: $i) { ${SESSION_FIELDS} } }`;

  it('signs in from the delivered link, once', async () => {
    const email = uniqueEmail('link');
    await unverifiedAccount(email);
    expect(data(await t.gql(REQUEST, { i: { email } }), 'requestEmailLink')).toEqual({ errors: [] });
    const mail = await smtp.waitFor(email, /sign-in link/);
    expect(mail.text).toMatch(/15 minutes/);
    const token = tokenFrom(mail, '/auth/email-link');

    const session = data<Session>(
      await t.gql<Record<string, Session>>(SIGN_IN_LINK, { i: { token, tokenDelivery: 'BODY' } }),
      'signInWithEmailLink',
    );
    expect(session.errors).toEqual([]);
    // Following the link proved the mailbox: the address counts as verified.
    expect(session.user).toMatchObject({ email, emailVerified: true });
    expect(await meCode(session.accessToken as string)).toBeUndefined();

    const again = data<Session>(
      await t.gql<Record<string, Session>>(SIGN_IN_LINK, { i: { token, tokenDelivery: 'BODY' } }),
      'signInWithEmailLink',
    );
    expect(again.errors[0]?.code).toBe('EXPIRED_OR_USED_LINK');
    expect(again.accessToken).toBeNull();
  });

  it('carries a path on this site in the link, and nothing else', async () => {
    const linkFor = async (continueTo: string) => {
      const email = uniqueEmail('continue');
      await unverifiedAccount(email);
      expect(data(await t.gql(REQUEST, { i: { email, continueTo } }), 'requestEmailLink')).toEqual({ errors: [] });
      return smtp.linkIn(await smtp.waitFor(email, /sign-in link/), '/auth/email-link').searchParams.get('continue');
    };
    expect(await linkFor('/members/request-asset?title=neon')).toBe('/members/request-asset?title=neon');
    for (const foreign of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'members']) {
      expect(await linkFor(foreign), foreign).toBeNull();
    }
    const long = await t.gql(REQUEST, { i: { email: uniqueEmail('long'), continueTo: `/${'x'.repeat(3000)}` } });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('recent sign-in and password change', () => {
  const REAUTH = `mutation($i: ReauthenticateInput!) { reauthenticate(input: $i) { authenticatedAt ${ERRORS} } }`;
  const CHANGE = `mutation($i: ChangePasswordInput!) { changePassword(input: $i) { user { id } ${ERRORS} } }`;

  it('asks for the password again after 5 minutes, then signs out every other session', async () => {
    const { email, password, userId, token } = await t.signedIn();
    const other = await signIn(email, password, { 'user-agent': 'Other device' });
    await ageSignIn(userId);

    const stale = data<{ errors: { code: string }[] }>(
      await t.gql(CHANGE, { i: { newPassword: 'a brand new passphrase' } }, { token }),
      'changePassword',
    );
    expect(stale.errors[0]?.code).toBe('REQUIRES_RECENT_LOGIN');

    const wrong = data<{ authenticatedAt: string | null; errors: { code: string }[] }>(
      await t.gql(REAUTH, { i: { password: 'not my password' } }, { token }),
      'reauthenticate',
    );
    expect(wrong).toMatchObject({ authenticatedAt: null, errors: [{ code: 'INVALID_CREDENTIAL' }] });
    const right = data<{ authenticatedAt: string }>(
      await t.gql(REAUTH, { i: { password } }, { token }),
      'reauthenticate',
    );
    expect(Date.now() - new Date(right.authenticatedAt).getTime()).toBeLessThan(10_000);

    const weak = data<{ errors: { code: string }[] }>(
      await t.gql(CHANGE, { i: { newPassword: email } }, { token }),
      'changePassword',
    );
    expect(weak.errors[0]?.code).toBe('WEAK_PASSWORD');
    const changed = data(
      await t.gql(CHANGE, { i: { newPassword: 'a brand new passphrase' } }, { token }),
      'changePassword',
    );
    expect(changed).toEqual({ user: { id: userId }, errors: [] });

    expect(await meCode(token)).toBeUndefined();
    expect(await meCode(other.accessToken as string)).toBe('UNAUTHENTICATED');
    const refresh = data<Session>(
      await t.gql<Record<string, Session>>(REFRESH, { i: { refreshToken: other.refreshToken, tokenDelivery: 'BODY' } }),
      'refreshSession',
    );
    expect(refresh.errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    await smtp.waitFor(email, /password was changed/);
    expect((await signIn(email, 'a brand new passphrase')).errors).toEqual([]);
  });
});

describe('email change', () => {
  const CHANGE = `mutation($i: ChangeEmailInput!) { changeEmail(input: $i) { pendingEmail ${ERRORS} } }`;
  const CONFIRM = `mutation($i: ConfirmEmailChangeInput!) { confirmEmailChange(input: $i) { user { email emailVerified } ${ERRORS} } }`;

  it('takes effect only from the link sent to the new address, and tells the old one', async () => {
    const { email, password, token, userId } = await t.signedIn();
    const taken = (await t.signedIn()).email;
    const newEmail = uniqueEmail('moved');

    const own = data<{ errors: { code: string }[] }>(
      await t.gql(CHANGE, { i: { newEmail: email.toUpperCase() } }, { token }),
      'changeEmail',
    );
    expect(own.errors[0]?.code).toBe('EMAIL_ALREADY_IN_USE');
    // Another account's address: the same answer as a free one; that address's owner hears of it, nobody else.
    const inUse = data(await t.gql(CHANGE, { i: { newEmail: taken } }, { token }), 'changeEmail');
    expect(inUse).toEqual({ pendingEmail: taken, errors: [] });
    const note = await smtp.waitFor(taken, /already has a Framestock account/);
    expect(note.text).not.toMatch(/token=/);
    const pending = data(await t.gql(CHANGE, { i: { newEmail } }, { token }), 'changeEmail');
    expect(pending).toEqual({ pendingEmail: newEmail, errors: [] });
    expect((await t.gql<{ me: { email: string } }>(ME, {}, { token })).data?.me.email).toBe(email);

    // A reset link sent to the old address before the change must die with it.
    await t.gql('mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { errors { code } } }', {
      i: { email },
    });
    const resetToken = tokenFrom(await smtp.waitFor(email, /Reset your/), '/auth/reset-password');

    const confirmToken = tokenFrom(
      await smtp.waitFor(newEmail, /Confirm your new email/),
      '/auth/confirm-email-change',
    );
    const confirmed = data(await t.gql(CONFIRM, { i: { token: confirmToken } }), 'confirmEmailChange');
    expect(confirmed).toEqual({ user: { email: newEmail, emailVerified: true }, errors: [] });

    const notice = await smtp.waitFor(email, /email address was changed/);
    expect(notice.text).toContain(newEmail);
    expect((await signIn(newEmail, password)).errors).toEqual([]);
    expect((await signIn(email, password)).errors[0]?.code).toBe('INVALID_CREDENTIAL');
    const oldReset = data<{ errors: { code: string }[] }>(
      await t.gql('mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { errors { code } } }', {
        i: { token: resetToken, newPassword: 'a brand new passphrase' },
      }),
      'resetPassword',
    );
    expect(oldReset.errors[0]?.code).toBe('EXPIRED_OR_USED_LINK');

    await ageSignIn(userId);
    const stale = data<{ errors: { code: string }[] }>(
      await t.gql(CHANGE, { i: { newEmail: uniqueEmail('again') } }, { token }),
      'changeEmail',
    );
    expect(stale.errors[0]?.code).toBe('REQUIRES_RECENT_LOGIN');
  });

  it('changes nothing when the address was taken after the link was sent', async () => {
    const { email, token } = await t.signedIn();
    const newEmail = uniqueEmail('contested');
    await t.gql(CHANGE, { i: { newEmail } }, { token });
    const confirmToken = tokenFrom(
      await smtp.waitFor(newEmail, /Confirm your new email/),
      '/auth/confirm-email-change',
    );
    await t.signedIn(Role.MEMBER, newEmail);

    const res = data<{ user: null; errors: { code: string }[] }>(
      await t.gql(CONFIRM, { i: { token: confirmToken } }),
      'confirmEmailChange',
    );
    expect(res).toMatchObject({ user: null, errors: [{ code: 'EMAIL_ALREADY_IN_USE' }] });
    expect((await t.gql<{ me: { email: string } }>(ME, {}, { token })).data?.me.email).toBe(email);
    const [row] = await query(`SELECT used_at FROM action_tokens WHERE purpose = 'CHANGE_EMAIL' AND email = $1`, [
      newEmail,
    ]);
    expect(row.used_at).toBeNull();
  });
});

describe('account deletion', () => {
  const DELETE = `mutation { deleteAccount { deleted ${ERRORS} } }`;

  it('needs a recent sign-in, then removes the person and every session', async () => {
    const { email, password, token, userId } = await t.signedIn();
    const other = await signIn(email, password);
    await t.gql(
      'mutation($i: TrackEventsInput!) { trackEvents(input: $i) { accepted } }',
      {
        i: { events: [{ type: 'PAGE_VIEW', properties: { path: '/' } }] },
      },
      { token },
    );
    expect(await query('SELECT 1 FROM analytics_events WHERE user_id = $1', [userId])).toHaveLength(1);

    await ageSignIn(userId);
    const stale = data<{ deleted: boolean; errors: { code: string }[] }>(
      await t.gql(DELETE, {}, { token }),
      'deleteAccount',
    );
    expect(stale).toMatchObject({ deleted: false, errors: [{ code: 'REQUIRES_RECENT_LOGIN' }] });
    await t.gql(
      'mutation($i: ReauthenticateInput!) { reauthenticate(input: $i) { authenticatedAt } }',
      { i: { password } },
      { token },
    );

    expect(data(await t.gql(DELETE, {}, { token }), 'deleteAccount')).toEqual({ deleted: true, errors: [] });
    expect(await query('SELECT 1 FROM users WHERE id = $1', [userId])).toHaveLength(0);
    expect(await query('SELECT 1 FROM sessions WHERE user_id = $1', [userId])).toHaveLength(0);
    expect(await query('SELECT 1 FROM analytics_events WHERE user_id = $1', [userId])).toHaveLength(0);
    expect(await meCode(token)).toBe('UNAUTHENTICATED');
    expect(await meCode(other.accessToken as string)).toBe('UNAUTHENTICATED');
    expect((await signIn(email, password)).errors[0]?.code).toBe('INVALID_CREDENTIAL');
    await smtp.waitFor(email, /account was deleted/);
    const audit = await query(`SELECT data FROM audit_log WHERE action = 'account.deleted' AND target_id = $1`, [
      userId,
    ]);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(email);
  });
});

describe('sessions', () => {
  const SESSIONS = `{ mySessions(first: 10) { totalCount edges { node { id device location current lastUsedAt signedInAt } } } }`;
  const REVOKE = `mutation($i: RevokeSessionInput!) { revokeSession(input: $i) { revoked ${ERRORS} } }`;
  const EVERYWHERE = 'mutation($i: SignOutEverywhereInput!) { signOutEverywhere(input: $i) { revokedSessions } }';
  type Sessions = {
    mySessions: {
      totalCount: number;
      edges: { node: { id: string; device: string | null; location: string | null; current: boolean } }[];
    };
  };

  it('lists devices with their country and the current one; revokes only the viewer’s own', async () => {
    const { email, password, token } = await t.signedIn();
    const laptop = await signIn(email, password, {
      'user-agent':
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'x-forwarded-for': '81.2.69.160',
    });
    const list = await t.gql<Sessions>(SESSIONS, {}, { token });
    const nodes = list.data?.mySessions.edges.map((e) => e.node) ?? [];
    expect(list.data?.mySessions.totalCount).toBe(2);
    expect(nodes.filter((n) => n.current)).toHaveLength(1);
    const laptopSession = nodes.find((n) => !n.current);
    expect(laptopSession).toMatchObject({ device: 'Chrome 120 on macOS', location: 'United Kingdom' });

    // Someone else's session id is answered like an unknown one, and stays alive.
    const stranger = await t.signedIn();
    const strangerId = (await t.gql<Sessions>(SESSIONS, {}, { token: stranger.token })).data?.mySessions.edges[0]?.node
      .id;
    const foreign = data<{ revoked: boolean; errors: { code: string }[] }>(
      await t.gql(REVOKE, { i: { sessionId: strangerId } }, { token }),
      'revokeSession',
    );
    expect(foreign).toMatchObject({ revoked: false, errors: [{ code: 'NOT_FOUND' }] });
    expect(await meCode(stranger.token)).toBeUndefined();
    const notUuid = await t.gql(REVOKE, { i: { sessionId: 'x' } }, { token });
    expect(notUuid.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const own = data(await t.gql(REVOKE, { i: { sessionId: laptopSession?.id } }, { token }), 'revokeSession');
    expect(own).toEqual({ revoked: true, errors: [] });
    expect(await meCode(laptop.accessToken as string)).toBe('UNAUTHENTICATED');
    expect(await meCode(token)).toBeUndefined();
  });

  it('signs out everywhere, or everywhere else', async () => {
    const { email, password, token } = await t.signedIn();
    const a = await signIn(email, password);
    const b = await signIn(email, password);
    const kept = data(await t.gql(EVERYWHERE, { i: { keepCurrentSession: true } }, { token }), 'signOutEverywhere');
    expect(kept).toEqual({ revokedSessions: 2 });
    expect(await meCode(a.accessToken as string)).toBe('UNAUTHENTICATED');
    expect(await meCode(b.accessToken as string)).toBe('UNAUTHENTICATED');
    expect(await meCode(token)).toBeUndefined();
    expect(data(await t.gql(EVERYWHERE, { i: {} }, { token }), 'signOutEverywhere')).toEqual({ revokedSessions: 1 });
    expect(await meCode(token)).toBe('UNAUTHENTICATED');
  });
});

describe('disabling accounts', () => {
  const SET = `mutation($i: SetUserDisabledInput!) { setUserDisabled(input: $i) { user { id disabled } ${ERRORS} } }`;

  it('disables and re-enables a member, with an audit entry; the member’s next request fails', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const member = await t.signedIn();
    const session = await signIn(member.email, member.password);

    const off = data(
      await t.gql(SET, { i: { userId: member.userId, disabled: true } }, { token: admin.token }),
      'setUserDisabled',
    );
    expect(off).toEqual({ user: { id: member.userId, disabled: true }, errors: [] });
    expect(await meCode(member.token)).toBe('USER_DISABLED');
    const refresh = data<Session>(
      await t.gql<Record<string, Session>>(REFRESH, {
        i: { refreshToken: session.refreshToken, tokenDelivery: 'BODY' },
      }),
      'refreshSession',
    );
    expect(refresh.errors[0]?.code).toBe('USER_DISABLED');
    const audit = await query(`SELECT actor_id FROM audit_log WHERE action = 'user.disabled' AND target_id = $1`, [
      member.userId,
    ]);
    expect(audit).toEqual([{ actor_id: admin.userId }]);

    await t.gql(SET, { i: { userId: member.userId, disabled: false } }, { token: admin.token });
    expect(await meCode(member.token)).toBeUndefined();
  });

  it('refuses to disable oneself or an unknown account', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const self = data<{ errors: { code: string }[] }>(
      await t.gql(SET, { i: { userId: admin.userId, disabled: true } }, { token: admin.token }),
      'setUserDisabled',
    );
    expect(self.errors[0]?.code).toBe('CANNOT_DISABLE_YOURSELF');
    const unknown = data<{ errors: { code: string }[] }>(
      await t.gql(
        SET,
        { i: { userId: '00000000-0000-4000-8000-000000000000', disabled: true } },
        { token: admin.token },
      ),
      'setUserDisabled',
    );
    expect(unknown.errors[0]?.code).toBe('NOT_FOUND');
  });
});

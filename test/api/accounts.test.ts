import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const SESSION_FIELDS =
  'user { id email role } accessToken accessTokenExpiresAt refreshToken errors { field message code }';
const SIGN_UP =
  'mutation($i: SignUpInput!) { signUp(input: $i) { confirmationSentTo user { id } accessToken errors { field message code retryAfterSeconds } } }';
const COMPLETE_SIGN_UP = `mutation($i: CompleteSignUpInput!) { completeSignUp(input: $i) { ${SESSION_FIELDS} continuePath } }`;
const SIGN_IN = `mutation($i: SignInInput!) { signIn(input: $i) { ${SESSION_FIELDS} } }`;
const REFRESH = `mutation($i: RefreshSessionInput!) { refreshSession(input: $i) { ${SESSION_FIELDS} } }`;
const SIGN_OUT = 'mutation($i: SignOutInput!) { signOut(input: $i) { signedOut } }';
const ME = '{ me { id email displayName role emailVerified disabled } }';

interface SignUpPayload {
  confirmationSentTo: string | null;
  user: null;
  accessToken: null;
  errors: { field: string | null; message: string; code: string; retryAfterSeconds: number | null }[];
}

interface SessionPayload {
  user: { id: string; email: string; role: string } | null;
  accessToken: string | null;
  accessTokenExpiresAt: string | null;
  refreshToken: string | null;
  errors: { field: string | null; message: string; code: string }[];
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

const countUsers = async (email: string) =>
  Number((await t.server.deps.db.query('SELECT count(*) FROM users WHERE email = $1', [email]))[0].count);

let ipCounter = 0;
/** A fresh documentation-range address per sign-up, so the per-IP budget trips only where a test means it to. */
const freshIp = () => `198.51.100.${++ipCounter}`;

async function signUp(input: Record<string, unknown>, ip = freshIp()) {
  return t.gql<{ signUp: SignUpPayload }>(SIGN_UP, { i: input }, { headers: { 'x-forwarded-for': ip } });
}

interface Mail {
  template: string;
  text: string;
}

/** The messages written to `to` (no SMTP_URL: the outbox), once `count` have arrived. */
async function mailTo(to: string, count = 1): Promise<Mail[]> {
  for (let i = 0; i < 300; i++) {
    const rows: Mail[] = await t.server.deps.db.query(
      'SELECT template, text FROM email_outbox WHERE to_address = $1 ORDER BY id',
      [to],
    );
    if (rows.length >= count) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`fewer than ${count} messages to ${to}`);
}

const linkToken = (mail: Mail) => {
  const link = /\/auth\/complete-sign-up\?token=([\w-]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error(`no sign-up link in: ${mail.text}`);
  return link[1];
};

function completeSignUp(token: string) {
  return fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: COMPLETE_SIGN_UP, variables: { i: { token } } }),
  });
}

const pendingSignUps = async (email: string) =>
  Number((await t.server.deps.db.query('SELECT count(*) FROM pending_sign_ups WHERE email = $1', [email]))[0].count);

describe('sign-up', () => {
  it('answers "check your inbox"; the emailed link creates the account, verified, and signs in (cookie), once', async () => {
    const res = await signUp({
      email: 'Ada@Example.test',
      password: 'analytical engine',
      continuePath: '/members/pricing?plan=pro',
    });
    expect(res.data?.signUp).toEqual({
      confirmationSentTo: 'Ada@Example.test',
      user: null,
      accessToken: null,
      errors: [],
    });
    expect(await countUsers('ada@example.test')).toBe(0);

    const [mail] = await mailTo('Ada@Example.test');
    expect(mail?.template).toBe('sign-up');
    const completed = await completeSignUp(linkToken(mail as Mail));
    const payload = (
      (await completed.json()) as { data: { completeSignUp: SessionPayload & { continuePath: string } } }
    ).data.completeSignUp;
    expect(payload.errors).toEqual([]);
    expect(payload.user).toMatchObject({ email: 'Ada@Example.test', role: 'MEMBER' });
    expect(payload.continuePath).toBe('/members/pricing?plan=pro');
    expect(payload.refreshToken).toBeNull();
    const [cookie = '', hint = ''] = completed.headers.getSetCookie();
    expect(cookie).toMatch(/^fs_refresh=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/graphql/);
    // The hint page scripts read (nothing secret in it) lapses with the refresh cookie.
    expect(hint).toMatch(/^fs_session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Path=\/;/);
    expect(hint).toMatch(/SameSite=Strict/i);
    expect(/Expires=[^;]+/.exec(hint)?.[0]).toBe(/Expires=[^;]+/.exec(cookie)?.[0]);

    const me = await t.gql<{ me: { email: string; emailVerified: boolean } }>(
      ME,
      {},
      { token: payload.accessToken as string },
    );
    expect(me.data?.me).toMatchObject({ email: 'Ada@Example.test', emailVerified: true });
    const expiresIn = new Date(payload.accessTokenExpiresAt as string).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(3590_000);
    expect(expiresIn).toBeLessThanOrEqual(3600_000);
    // The password chosen at sign-up signs in; the link does not work twice.
    const signIn = await t.gql<{ signIn: SessionPayload }>(SIGN_IN, {
      i: { email: 'ada@example.test', password: 'analytical engine' },
    });
    expect(signIn.data?.signIn.errors).toEqual([]);
    const again = await completeSignUp(linkToken(mail as Mail));
    expect(((await again.json()) as { data: { completeSignUp: SessionPayload } }).data.completeSignUp.errors).toEqual([
      { field: 'token', code: 'EXPIRED_OR_USED_LINK', message: expect.any(String) },
    ]);
    expect(await countUsers('ada@example.test')).toBe(1);
  });

  it('answers an address that has an account exactly like a free one, and tells only its owner, by email', async () => {
    const owner = await t.signedIn(Role.MEMBER, 'grace@example.test');
    const taken = await signUp({ email: 'GRACE@example.test', password: 'another password' });
    const free = await signUp({ email: 'GRACE@example.test'.replace('GRACE', 'hopper'), password: 'another password' });
    expect(taken.status).toBe(free.status);
    expect(taken.data?.signUp).toEqual({ ...free.data?.signUp, confirmationSentTo: 'GRACE@example.test' });

    const [note] = await mailTo(owner.email);
    expect(note?.template).toBe('account-exists');
    expect(note?.text).toMatch(/already has one/);
    expect(note?.text).not.toMatch(/token=/);
    expect(await countUsers('grace@example.test')).toBe(1);
    await expect.poll(() => pendingSignUps('grace@example.test')).toBe(0);
    // The owner's password is untouched.
    const signIn = await t.gql<{ signIn: SessionPayload }>(SIGN_IN, {
      i: { email: owner.email, password: owner.password },
    });
    expect(signIn.data?.signIn.errors).toEqual([]);
  });

  it('makes one account of several sign-ups of one address: the first link opened wins, the others stop working', async () => {
    const email = 'twice@example.test';
    await signUp({ email, password: 'first choice here' });
    await signUp({ email, password: 'second choice here' });
    const [first, second] = await mailTo(email, 2);
    const opened = await completeSignUp(linkToken(second as Mail));
    expect(((await opened.json()) as { data: { completeSignUp: SessionPayload } }).data.completeSignUp.errors).toEqual(
      [],
    );
    const late = await completeSignUp(linkToken(first as Mail));
    expect(
      ((await late.json()) as { data: { completeSignUp: SessionPayload } }).data.completeSignUp.errors[0]?.code,
    ).toBe('EXPIRED_OR_USED_LINK');
    expect(await countUsers(email)).toBe(1);
    expect(await pendingSignUps(email)).toBe(0);
    const signIn = await t.gql<{ signIn: SessionPayload }>(SIGN_IN, { i: { email, password: 'second choice here' } });
    expect(signIn.data?.signIn.errors).toEqual([]);
  });

  it('refuses a link whose address got an account since it was sent, with EMAIL_ALREADY_IN_USE', async () => {
    const email = 'meanwhile@example.test';
    await signUp({ email, password: 'patient person' });
    const [mail] = await mailTo(email);
    await t.signedIn(Role.MEMBER, email);
    const res = await completeSignUp(linkToken(mail as Mail));
    const payload = ((await res.json()) as { data: { completeSignUp: SessionPayload } }).data.completeSignUp;
    expect(payload.errors[0]?.code).toBe('EMAIL_ALREADY_IN_USE');
    expect(payload.accessToken).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await countUsers(email)).toBe(1);
  });

  it('takes at most 10 sign-ups per IP, however many arrive at once', async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signUp({ email: `burst-${i}@example.test`, password: 'burst password' }, ip),
      ),
    );
    const codes = results.map((r) => r.data?.signUp.errors[0]?.code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(20);
    const refused = results.find((r) => r.data?.signUp.errors.length);
    expect(refused?.data?.signUp.errors[0]?.retryAfterSeconds).toBeGreaterThan(0);
    const [{ count }] = await t.server.deps.db.query(
      "SELECT count(*)::int AS count FROM pending_sign_ups WHERE email LIKE 'burst-%'",
    );
    expect(count).toBe(10);
  });

  it('sends at most 5 emails per address, from any number of IPs', async () => {
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await signUp({ email: 'inbox@example.test', password: 'flood password' }));
    expect(results.map((r) => r.data?.signUp.errors[0]?.code ?? 'OK')).toEqual([
      ...Array(5).fill('OK'),
      'TOO_MANY_REQUESTS',
    ]);
  });

  it('refuses an invalid email or a short password beside the field, and writes nothing', async () => {
    const badEmail = await signUp({ email: 'not-an-email', password: 'long enough password' });
    expect(badEmail.data?.signUp.errors[0]).toMatchObject({ field: 'email', code: 'INVALID_EMAIL' });
    expect(badEmail.data?.signUp.confirmationSentTo).toBeNull();
    const weak = await signUp({ email: 'weak@example.test', password: 'short' });
    expect(weak.data?.signUp.errors[0]).toMatchObject({ field: 'password', code: 'WEAK_PASSWORD' });
    expect(await pendingSignUps('weak@example.test')).toBe(0);
  });

  it('rejects an over-long email or password before hashing, and a continuePath off this site, without echoing them', async () => {
    const password = 'p'.repeat(10_000);
    const res = await signUp({ email: 'long@example.test', password });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res)).not.toContain('pppppppppp');
    expect(res.errors?.[0]?.extensions?.validationErrors).toEqual([
      { field: 'password', message: expect.stringMatching(/shorter than or equal to 128/) },
    ]);
    const longEmail = await signUp({ email: `${'e'.repeat(300)}@example.test`, password: 'fine password' });
    expect(longEmail.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    for (const continuePath of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const offSite = await signUp({ email: 'path@example.test', password: 'fine password', continuePath });
      expect(offSite.errors?.[0]?.extensions?.code, continuePath).toBe('BAD_USER_INPUT');
    }
    expect(await pendingSignUps('long@example.test')).toBe(0);
    expect(await pendingSignUps('path@example.test')).toBe(0);
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown email identically', async () => {
    await t.signedIn(Role.MEMBER, 'known@example.test');
    const wrong = await t.gql<{ signIn: SessionPayload }>(SIGN_IN, {
      i: { email: 'known@example.test', password: 'the wrong password' },
    });
    const unknown = await t.gql<{ signIn: SessionPayload }>(SIGN_IN, {
      i: { email: 'nobody@example.test', password: 'the wrong password' },
    });
    expect(wrong.data?.signIn).toEqual(unknown.data?.signIn);
    expect(wrong.data?.signIn.errors[0]?.code).toBe('INVALID_CREDENTIAL');
  });

  it('refuses a disabled account, and its existing tokens stop working', async () => {
    const { token, userId, email, password } = await t.signedIn();
    await t.server.deps.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [userId]);
    const me = await t.gql(ME, {}, { token });
    expect(me.errors?.[0]?.extensions?.code).toBe('USER_DISABLED');
    const again = await t.gql<{ signIn: SessionPayload }>(SIGN_IN, { i: { email, password } });
    expect(again.data?.signIn.errors[0]?.code).toBe('USER_DISABLED');
  });
});

describe('sessions', () => {
  const refresh = async (refreshToken: string | null) =>
    (await t.gql<{ refreshSession: SessionPayload }>(REFRESH, { i: { refreshToken, tokenDelivery: 'BODY' } })).data
      ?.refreshSession as SessionPayload;
  const bodySignIn = async () => {
    const { email, password } = await t.signedIn();
    return (await t.gql<{ signIn: SessionPayload }>(SIGN_IN, { i: { email, password, tokenDelivery: 'BODY' } })).data
      ?.signIn as SessionPayload;
  };

  it('rotates the refresh token on every use; reusing an old one revokes the whole family', async () => {
    const first = await bodySignIn();
    const r1 = await refresh(first.refreshToken);
    expect(r1.errors).toEqual([]);
    expect(r1.refreshToken).not.toBe(first.refreshToken);
    const r2 = await refresh(r1.refreshToken);
    expect((await t.gql(ME, {}, { token: r2.accessToken as string })).data).toBeTruthy();

    // `first` was exchanged, and so was its successor since: presenting it again is theft.
    const reuse = await refresh(first.refreshToken);
    expect(reuse.errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    // ... and the legitimate holder's newer token and access token die with the family.
    expect((await refresh(r2.refreshToken)).errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    expect((await t.gql(ME, {}, { token: r2.accessToken as string })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const audit = await t.server.deps.db.query(
      "SELECT count(*) FROM audit_log WHERE action = 'session.reuse_detected'",
    );
    expect(Number(audit[0].count)).toBeGreaterThanOrEqual(1);
  });

  it('treats a prompt repeat of a refresh whose answer was lost as a retry, once', async () => {
    const first = await bodySignIn();
    const lost = await refresh(first.refreshToken); // the client never saw this answer
    const retried = await refresh(first.refreshToken);
    expect(retried.errors).toEqual([]);
    expect(retried.refreshToken).not.toBe(lost.refreshToken);
    // The retried answer carries on the session...
    const next = await refresh(retried.refreshToken);
    expect(next.errors).toEqual([]);
    // ... and the original token cannot be retried again: it is two rotations old now.
    expect((await refresh(first.refreshToken)).errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    expect((await refresh(next.refreshToken)).errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
  });

  it('answers exactly one retry per rotation: any other reuse within the grace window is theft', async () => {
    // Two holders of one token alternate within 30 s: S0 → S1, S0 again → S1b, then S1 (retired unused
    // by that retry) must not be accepted, and the whole session ends.
    const s0 = await bodySignIn();
    const s1 = await refresh(s0.refreshToken);
    const s1b = await refresh(s0.refreshToken);
    expect(s1b.errors).toEqual([]);
    expect((await refresh(s1.refreshToken)).errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    expect((await refresh(s1b.refreshToken)).errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    const [session] = await t.server.deps.db.query(
      'SELECT revoke_reason FROM sessions s JOIN refresh_tokens r ON r.session_id = s.id WHERE r.token_hash = sha256($1::bytea)',
      [Buffer.from(s0.refreshToken as string)],
    );
    expect(session?.revoke_reason).toBe('refresh_token_reused');

    // The retried token itself, presented a third time, is theft too.
    const t0 = await bodySignIn();
    await refresh(t0.refreshToken);
    const retried = await refresh(t0.refreshToken);
    expect(retried.errors).toEqual([]);
    expect((await refresh(t0.refreshToken)).errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    expect((await refresh(retried.refreshToken)).errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
  });

  it('treats a repeat after the grace window as theft', async () => {
    const first = await bodySignIn();
    const next = await refresh(first.refreshToken);
    await t.server.deps.db.query(
      "UPDATE refresh_tokens SET rotated_at = rotated_at - interval '1 minute' WHERE rotated_at IS NOT NULL",
    );
    expect((await refresh(first.refreshToken)).errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    expect((await refresh(next.refreshToken)).errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
  });

  it('refreshes from the cookie on the web', async () => {
    const { email, password } = await t.signedIn(Role.MEMBER, 'cookie@example.test');
    const signIn = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { i: { email, password } } }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const refresh = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: REFRESH, variables: { i: {} } }),
    });
    const body = (await refresh.json()) as { data: { refreshSession: SessionPayload } };
    expect(body.data.refreshSession.errors).toEqual([]);
    expect(body.data.refreshSession.refreshToken).toBeNull();
    expect(refresh.headers.get('set-cookie')).toMatch(/^fs_refresh=/);
    expect(refresh.headers.get('set-cookie')?.split(';')[0]).not.toBe(cookie);
  });

  it('answers a missing refresh token with USER_TOKEN_EXPIRED, leaving cookies alone', async () => {
    const res = await t.gql<{ refreshSession: SessionPayload }>(REFRESH, { i: {} });
    expect(res.data?.refreshSession.errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    // A concurrent sign-in may be setting the cookie right now: nothing to clear, so no Set-Cookie.
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('clears a refused refresh cookie', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'fs_refresh=not-a-real-token' },
      body: JSON.stringify({ query: REFRESH, variables: { i: {} } }),
    });
    const [cookie, hint] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^fs_refresh=;.*Expires=Thu, 01 Jan 1970/);
    expect(hint).toMatch(/^fs_session=;.*Path=\/;.*Expires=Thu, 01 Jan 1970/);
  });

  it('signs out: the refresh token and the access token of that session stop working', async () => {
    const { email, password } = await t.signedIn();
    const s = (await t.gql<{ signIn: SessionPayload }>(SIGN_IN, { i: { email, password, tokenDelivery: 'BODY' } })).data
      ?.signIn as SessionPayload;
    const out = await t.gql<{ signOut: { signedOut: boolean } }>(SIGN_OUT, { i: { refreshToken: s.refreshToken } });
    expect(out.data?.signOut.signedOut).toBe(true);
    const refresh = await t.gql<{ refreshSession: SessionPayload }>(REFRESH, {
      i: { refreshToken: s.refreshToken, tokenDelivery: 'BODY' },
    });
    expect(refresh.data?.refreshSession.errors[0]?.code).toBe('USER_TOKEN_EXPIRED');
    expect((await t.gql(ME, {}, { token: s.accessToken as string })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const twice = await t.gql<{ signOut: { signedOut: boolean } }>(SIGN_OUT, { i: { refreshToken: s.refreshToken } });
    expect(twice.data?.signOut.signedOut).toBe(false);
  });
});

describe('access tokens', () => {
  const claims = async () => {
    const { token } = await t.signedIn();
    return jwt.decode(token) as { sub: string; sid: string; role: string; iss: string; aud: string };
  };

  it.each([
    ['unsigned (alg: none)', (c: object) => jwt.sign(c, '', { algorithm: 'none' })],
    ['signed with HS512 instead of HS256', (c: object) => jwt.sign(c, SECRET, { algorithm: 'HS512' })],
    [
      'signed with another secret',
      (c: object) => jwt.sign(c, 'another-secret-another-secret-another-secret', { algorithm: 'HS256' }),
    ],
    ['garbage', () => 'not.a.jwt'],
  ])('refuses a token %s with UNAUTHENTICATED (never 500)', async (_name, forge) => {
    const c = await claims();
    const res = await t.gql(ME, {}, { token: forge({ ...c }) });
    expect(res.status).toBe(200);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0]?.message).toMatch(/invalid/);
  });

  it('refuses an expired token and says so', async () => {
    const c = await claims();
    const expired = jwt.sign({ ...c, exp: Math.floor(Date.now() / 1000) - 60 }, SECRET, { algorithm: 'HS256' });
    const res = await t.gql(ME, {}, { token: expired });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0]?.message).toMatch(/expired/);
  });

  it('lets public fields work with a bad token', async () => {
    const res = await t.gql('{ __typename }', {}, { token: 'not.a.jwt' });
    expect(res.data).toEqual({ __typename: 'Query' });
  });
});

describe('admin user list (Relay connection)', () => {
  const USERS = `query($first: Int, $after: String, $filter: UsersFilter) {
    users(first: $first, after: $after, filter: $filter) {
      totalCount edges { cursor node { id email } } pageInfo { hasNextPage hasPreviousPage endCursor }
    }
  }`;
  type Users = {
    users: {
      totalCount: number;
      edges: { node: { id: string; email: string } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
  };

  it('pages through every user exactly once, at a pinned statement count per page', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    for (let i = 0; i < 7; i++) await t.signedIn(Role.MEMBER, `page${i}@paging.test`);
    for (const size of [2, 5]) {
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const res: Awaited<ReturnType<typeof t.gql<Users>>> = await t.gql<Users>(
          USERS,
          { first: size, after, filter: { search: '@paging.test' } },
          { token: admin.token },
        );
        expect(res.errors).toBeUndefined();
        // viewer + page + count, whatever the page size
        expect(res.headers.get('x-sql-statements')).toBe('3');
        expect(res.data?.users.totalCount).toBe(7);
        seen.push(...(res.data?.users.edges.map((e) => e.node.email) ?? []));
        after = res.data?.users.pageInfo.hasNextPage ? res.data.users.pageInfo.endCursor : null;
        pages++;
      } while (after);
      expect(new Set(seen).size).toBe(7);
      expect(seen).toHaveLength(7);
      expect(pages).toBe(Math.ceil(7 / size));
    }
  });

  it('answers null for a user id that is not a UUID (not a 500)', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const res = await t.gql('{ user(id: "not-a-uuid") { id } }', {}, { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ user: null });
  });

  it('limits first to 1000 for admins, and rejects a forged cursor', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    expect((await t.gql(USERS, { first: 1000 }, { token: admin.token })).errors).toBeUndefined();
    const tooMany = await t.gql(USERS, { first: 1001 }, { token: admin.token });
    expect(tooMany.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'first' } });
    const zero = await t.gql(USERS, { first: 0 }, { token: admin.token });
    expect(zero.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const forged = await t.gql(USERS, { after: 'bm9wZQ' }, { token: admin.token });
    expect(forged.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'after' } });
  });
});

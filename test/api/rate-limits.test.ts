/**
 * Brute-force limits hold across instances: two servers share one database,
 * and attempts alternate between them. Client IPs are simulated with
 * X-Forwarded-For (trusted from loopback, as from a load balancer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SIGN_IN =
  'mutation($i: SignInInput!) { signIn(input: $i) { accessToken errors { field message code retryAfterSeconds } } }';
const REQUEST_RESET =
  'mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { errors { code message retryAfterSeconds } } }';
const REAUTH =
  'mutation($i: ReauthenticateInput!) { reauthenticate(input: $i) { authenticatedAt errors { code retryAfterSeconds } } }';

interface SignInResult {
  signIn: {
    accessToken: string | null;
    errors: { field: string | null; message: string; code: string; retryAfterSeconds: number | null }[];
  };
}

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ database: a.db });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

let ipCounter = 0;
/** A fresh documentation-range address, so each test starts with an unspent IP budget. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const instance = (i: number) => (i % 2 === 0 ? a : b);

async function signIn(server: TestServer, email: string, password: string, ip: string) {
  const res = await server.gql<SignInResult>(
    SIGN_IN,
    { i: { email, password } },
    { headers: { 'x-forwarded-for': ip } },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.signIn as SignInResult['signIn'];
}

describe('failed sign-ins', () => {
  it('block an account after 10 failures, from any IP and on either instance, even with the right password', async () => {
    const { email, password } = await a.signedIn();
    for (let i = 0; i < 10; i++) {
      // Every attempt from another address, alternating instances: only the account limit can trip.
      const failed = await signIn(instance(i), email, 'wrong password', freshIp());
      expect(failed.errors[0]?.code, `attempt ${i + 1}`).toBe('INVALID_CREDENTIAL');
    }
    for (const server of [a, b]) {
      const blocked = await signIn(server, email, password, freshIp());
      expect(blocked.accessToken).toBeNull();
      expect(blocked.errors).toEqual([
        {
          field: null,
          code: 'TOO_MANY_REQUESTS',
          message: expect.stringMatching(/Too many attempts. Try again in \d+ minutes?\./),
          retryAfterSeconds: expect.any(Number),
        },
      ]);
      expect(blocked.errors[0]?.retryAfterSeconds).toBeGreaterThan(0);
      expect(blocked.errors[0]?.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('block an IP after 10 failures across accounts, on either instance; other IPs still sign in', async () => {
    const victim = await a.signedIn();
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const failed = await signIn(instance(i), `unknown-${i}@limits.test`, 'guess', ip);
      expect(failed.errors[0]?.code).toBe('INVALID_CREDENTIAL');
    }
    const blocked = await signIn(b, victim.email, victim.password, ip);
    expect(blocked.errors[0]?.code).toBe('TOO_MANY_REQUESTS');
    const elsewhere = await signIn(a, victim.email, victim.password, freshIp());
    expect(elsewhere.errors).toEqual([]);
    expect(elsewhere.accessToken).toBeTruthy();
  });

  it('answer an unknown and a known account alike until the limit, and at it', async () => {
    const known = await a.signedIn();
    const unknown = 'nobody-at-all@limits.test';
    for (let i = 0; i < 10; i++) {
      const [k, u] = [
        await signIn(instance(i), known.email, 'wrong', freshIp()),
        await signIn(instance(i), unknown, 'wrong', freshIp()),
      ];
      expect(k).toEqual(u);
    }
    const [k, u] = [await signIn(a, known.email, 'wrong', freshIp()), await signIn(b, unknown, 'wrong', freshIp())];
    expect(k.errors[0]?.code).toBe('TOO_MANY_REQUESTS');
    expect(u.errors[0]?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('are forgiven for the account after a correct password', async () => {
    const { email, password } = await a.signedIn();
    const ip = () => freshIp();
    for (let i = 0; i < 9; i++) await signIn(instance(i), email, 'typo', ip());
    expect((await signIn(a, email, password, ip())).errors).toEqual([]);
    for (let i = 0; i < 9; i++) await signIn(instance(i), email, 'typo', ip());
    expect((await signIn(b, email, password, ip())).errors).toEqual([]);
  });

  it('include wrong passwords given to reauthenticate', async () => {
    const { email, password, token } = await a.signedIn();
    for (let i = 0; i < 10; i++) {
      const res = await instance(i).gql<{ reauthenticate: { errors: { code: string }[] } }>(
        REAUTH,
        { i: { password: 'guess' } },
        { token, headers: { 'x-forwarded-for': freshIp() } },
      );
      expect(res.data?.reauthenticate.errors[0]?.code).toBe('INVALID_CREDENTIAL');
    }
    const blocked = await b.gql<{ reauthenticate: { errors: { code: string; retryAfterSeconds: number }[] } }>(
      REAUTH,
      { i: { password } },
      { token, headers: { 'x-forwarded-for': freshIp() } },
    );
    expect(blocked.data?.reauthenticate.errors[0]).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect((await signIn(a, email, password, freshIp())).errors[0]?.code).toBe('TOO_MANY_REQUESTS');
  });
});

/** How many answers carry each error code (or OK). */
function codes(results: { errors: { code: string }[] }[]): Record<string, number> {
  const count: Record<string, number> = {};
  for (const r of results) {
    const code = r.errors[0]?.code ?? 'OK';
    count[code] = (count[code] ?? 0) + 1;
  }
  return count;
}

describe('parallel attempts', () => {
  it('check at most 10 passwords of one account, however many arrive at once and from however many IPs', async () => {
    const { email } = await a.signedIn();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(instance(i), email, `guess ${i}`, freshIp())),
    );
    expect(codes(results)).toEqual({ INVALID_CREDENTIAL: 10, TOO_MANY_REQUESTS: 50 });
  });

  it('check at most 10 passwords from one IP, spread over 40 accounts at once', async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(instance(i), `spread-${i}@limits.test`, 'guess', ip)),
    );
    expect(codes(results)).toEqual({ INVALID_CREDENTIAL: 10, TOO_MANY_REQUESTS: 30 });
  });

  it('count each aliased signIn of one request', async () => {
    const { email } = await a.signedIn();
    const aliases = Array.from(
      { length: 15 },
      (_, i) => `a${i}: signIn(input: { email: $email, password: "guess ${i}" }) { errors { code } }`,
    );
    const res = await a.gql<Record<string, { errors: { code: string }[] }>>(
      `mutation($email: String!) { ${aliases.join(' ')} }`,
      { email },
      { headers: { 'x-forwarded-for': freshIp() } },
    );
    expect(codes(Object.values(res.data ?? {}))).toEqual({ INVALID_CREDENTIAL: 10, TOO_MANY_REQUESTS: 5 });
  });

  it('send at most 5 emails to one address, however many requests arrive at once', async () => {
    const address = 'parallel-inbox@limits.test';
    const results = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const res = await instance(i).gql<{ requestPasswordReset: { errors: { code: string }[] } }>(
          REQUEST_RESET,
          { i: { email: address } },
          { headers: { 'x-forwarded-for': freshIp() } },
        );
        return res.data?.requestPasswordReset as { errors: { code: string }[] };
      }),
    );
    expect(codes(results)).toEqual({ OK: 5, TOO_MANY_REQUESTS: 25 });
    const [{ queued }] = await a.server.deps.db.query(
      `SELECT count(*)::int AS queued FROM pgboss.job WHERE name = 'accounts.email' AND data->>'email' = $1`,
      [address],
    );
    expect(queued).toBe(5);
  });

  it('cost nothing when refused: attempts at a blocked account leave the IP its whole budget', async () => {
    const { email } = await a.signedIn();
    for (let i = 0; i < 10; i++) await signIn(instance(i), email, 'wrong', freshIp());
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await signIn(a, email, 'wrong', ip)).errors[0]?.code).toBe('TOO_MANY_REQUESTS');
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await signIn(instance(i), `other-${i}@limits.test`, 'guess', ip));
    expect(codes(results)).toEqual({ INVALID_CREDENTIAL: 10 });
  });
});

describe('link requests', () => {
  it('allow 5 emails per address per window, whether or not it has an account, across instances', async () => {
    const { email } = await a.signedIn();
    for (const address of [email, 'no-account-here@limits.test']) {
      for (let i = 0; i < 5; i++) {
        const res = await instance(i).gql(
          REQUEST_RESET,
          { i: { email: address } },
          { headers: { 'x-forwarded-for': freshIp() } },
        );
        expect(res.data, `request ${i + 1}`).toEqual({ requestPasswordReset: { errors: [] } });
      }
      const blocked = await b.gql<{ requestPasswordReset: { errors: { code: string; retryAfterSeconds: number }[] } }>(
        REQUEST_RESET,
        // Case and spaces do not make another address.
        { i: { email: ` ${address.toUpperCase()} ` } },
        { headers: { 'x-forwarded-for': freshIp() } },
      );
      expect(blocked.data?.requestPasswordReset.errors[0]).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        retryAfterSeconds: expect.any(Number),
      });
    }
  });

  it('allow 20 emails per IP per window', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await instance(i).gql(
        REQUEST_RESET,
        { i: { email: `someone-${i}@limits.test` } },
        { headers: { 'x-forwarded-for': ip } },
      );
      expect(res.data).toEqual({ requestPasswordReset: { errors: [] } });
    }
    const blocked = await a.gql<{ requestPasswordReset: { errors: { code: string }[] } }>(
      REQUEST_RESET,
      { i: { email: 'someone-new@limits.test' } },
      { headers: { 'x-forwarded-for': ip } },
    );
    expect(blocked.data?.requestPasswordReset.errors[0]?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('IPv6 clients', () => {
  it('share one budget per /64', async () => {
    const prefix = '2001:db8:aaaa:bbbb';
    for (let i = 0; i < 10; i++) {
      await signIn(instance(i), `v6-${i}@limits.test`, 'guess', `${prefix}::${(i + 1).toString(16)}`);
    }
    const blocked = await signIn(a, 'v6-next@limits.test', 'guess', `${prefix}:1:2:3:4`);
    expect(blocked.errors[0]?.code).toBe('TOO_MANY_REQUESTS');
    const neighbour = await signIn(b, 'v6-next@limits.test', 'guess', '2001:db8:aaaa:cccc::1');
    expect(neighbour.errors[0]?.code).toBe('INVALID_CREDENTIAL');
  });
});

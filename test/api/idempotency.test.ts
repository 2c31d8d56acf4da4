import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

const TRACK = 'mutation($i: TrackEventsInput!) { trackEvents(input: $i) { accepted errors { code field } } }';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

const eventCount = async (marker: string) =>
  Number(
    (
      await t.server.deps.db.query("SELECT count(*) FROM analytics_events WHERE properties->>'marker' = $1", [marker])
    )[0].count,
  );

function track(marker: string, key?: string) {
  return t.gql<{ trackEvents: { accepted: number } }>(
    TRACK,
    { i: { events: [{ type: 'PAGE_VIEW', properties: { path: '/', marker } }] } },
    { headers: key ? { 'idempotency-key': key } : {} },
  );
}

describe('Idempotency-Key', () => {
  it('runs a repeated mutation once and replays its response', async () => {
    const key = randomUUID();
    const first = await track('once', key);
    const second = await track('once', key);
    expect(first.data).toEqual({ trackEvents: { accepted: 1, errors: [] } });
    expect(second.data).toEqual(first.data);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await eventCount('once')).toBe(1);
  });

  it('runs unkeyed mutations every time', async () => {
    await track('unkeyed');
    await track('unkeyed');
    expect(await eventCount('unkeyed')).toBe(2);
  });

  it('refuses the same key for a different request with 422', async () => {
    const key = randomUUID();
    await track('a', key);
    const res = await track('b', key);
    expect(res.status).toBe(422);
    expect(res.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await eventCount('b')).toBe(0);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID();
    const body = {
      query: TRACK,
      variables: { i: { events: [{ type: 'PAGE_VIEW', properties: { path: '/', marker: 'pending' } }] } },
    };
    await t.server.deps.db.query(
      "INSERT INTO idempotency_records (scope, key, request_hash, state, expires_at) VALUES ('anonymous', $1, $2, 'pending', now() + interval '1 hour')",
      [key, createHash('sha256').update(JSON.stringify(body)).digest('hex')],
    );
    const res = await track('pending', key);
    expect(res.status).toBe(409);
    expect(await eventCount('pending')).toBe(0);
  });

  it('treats an expired record as absent', async () => {
    const key = randomUUID();
    await t.server.deps.db.query(
      "INSERT INTO idempotency_records (scope, key, request_hash, state, response_status, response_body, expires_at) VALUES ('anonymous', $1, $2, 'done', 200, '{}', now() - interval '1 second')",
      [key, 'x'.repeat(64)],
    );
    const res = await track('expired', key);
    expect(res.data?.trackEvents.accepted).toBe(1);
    expect(await eventCount('expired')).toBe(1);
  });

  it('scopes keys per caller', async () => {
    const key = randomUUID();
    const { token } = await t.signedIn();
    await track('scoped', key);
    const asMember = await t.gql(
      TRACK,
      { i: { events: [{ type: 'PAGE_VIEW', properties: { path: '/', marker: 'scoped' } }] } },
      {
        token,
        headers: { 'idempotency-key': key },
      },
    );
    expect(asMember.headers.get('idempotent-replayed')).toBeNull();
    expect(await eventCount('scoped')).toBe(2);
  });

  it('never stores responses that carry credentials', async () => {
    const { email, password } = await t.signedIn();
    const key = randomUUID();
    const signIn = 'mutation($i: SignInInput!) { signIn(input: $i) { refreshToken errors { code } } }';
    const vars = { i: { email, password, tokenDelivery: 'BODY' } };
    const a = await t.gql<{ signIn: { refreshToken: string } }>(signIn, vars, { headers: { 'idempotency-key': key } });
    const b = await t.gql<{ signIn: { refreshToken: string } }>(signIn, vars, { headers: { 'idempotency-key': key } });
    expect(a.data?.signIn.refreshToken).toBeTruthy();
    expect(b.data?.signIn.refreshToken).not.toBe(a.data?.signIn.refreshToken);
    const stored = await t.server.deps.db.query('SELECT count(*) FROM idempotency_records WHERE key = $1', [key]);
    expect(Number(stored[0].count)).toBe(0);
  });

  it('replays nothing to a token whose session has ended (signed out, revoked, disabled)', async () => {
    const UPDATE =
      'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { email bio } errors { code } } }';
    const ends: [string, (token: string, userId: string) => Promise<unknown>][] = [
      ['signed out', (token) => t.gql('mutation { signOut(input: {}) { signedOut } }', {}, { token })],
      [
        'revoked',
        (_token, userId) =>
          t.server.deps.db.query("UPDATE sessions SET revoked_at = now(), revoke_reason = 'test' WHERE user_id = $1", [
            userId,
          ]),
      ],
      [
        'disabled',
        (_token, userId) => t.server.deps.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [userId]),
      ],
    ];
    for (const [how, end] of ends) {
      const { token, userId } = await t.signedIn();
      const key = randomUUID();
      const vars = { i: { bio: `private note ${how}` } };
      const first = await t.gql(UPDATE, vars, { token, headers: { 'idempotency-key': key } });
      expect(JSON.stringify(first.data), how).toContain('private note');
      await end(token, userId);
      const again = await t.gql(UPDATE, vars, { token, headers: { 'idempotency-key': key } });
      expect(again.headers.get('idempotent-replayed'), how).toBeNull();
      expect(JSON.stringify(again), how).not.toContain('private note');
      expect(again.errors?.[0]?.extensions?.code, how).toMatch(/^(UNAUTHENTICATED|USER_DISABLED)$/);
    }
  });

  it('rejects a malformed key', async () => {
    const res = await track('bad-key', 'short');
    expect(res.status).toBe(400);
    expect(await eventCount('bad-key')).toBe(0);
  });
});

describe('trackEvents', () => {
  it('attributes events to the signed-in user', async () => {
    const { token, userId } = await t.signedIn();
    await t.gql(
      TRACK,
      { i: { events: [{ type: 'LOGIN', properties: { method: 'password', marker: 'mine' } }] } },
      { token },
    );
    const rows = await t.server.deps.db.query(
      "SELECT type, user_id FROM analytics_events WHERE properties->>'marker' = 'mine'",
    );
    expect(rows).toEqual([{ type: 'login', user_id: userId }]);
  });

  it('refuses oversize properties in the payload and records nothing of the batch', async () => {
    const res = await t.gql<{ trackEvents: { accepted: number; errors: { code: string; field: string }[] } }>(TRACK, {
      i: {
        events: [
          { type: 'PAGE_VIEW', properties: { marker: 'big' } },
          { type: 'PAGE_VIEW', properties: { marker: 'big', blob: 'x'.repeat(5000) } },
        ],
      },
    });
    expect(res.data?.trackEvents).toEqual({
      accepted: 0,
      errors: [{ code: 'PROPERTIES_TOO_LARGE', field: 'events.1.properties' }],
    });
    expect(await eventCount('big')).toBe(0);
  });

  it('limits a batch to 50 events', async () => {
    const events = Array.from({ length: 51 }, () => ({ type: 'PAGE_VIEW', properties: { marker: 'flood' } }));
    const res = await t.gql(TRACK, { i: { events } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await eventCount('flood')).toBe(0);
  });
});

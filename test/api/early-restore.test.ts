/**
 * The app shell's early session restore (server/http/early-restore.ts): a
 * browser with the session hint gets, first in the head, the inline script
 * that exchanges the refresh cookie while the app downloads; the CSP allows
 * it by its hash; what it sends is the client's own RefreshSession and
 * restores the session. Visitors and rendered pages get no such script.
 */
import { createHash } from 'node:crypto';
import { parse, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RefreshSessionDocument } from '../../client/src/graphql/generated/graphql.js';
import { REFRESH_SESSION_OPERATION } from '../../server/http/early-restore.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

/** A signed-in browser's cookies: the httpOnly refresh cookie and the readable session hint. */
async function signedInCookies(): Promise<string> {
  const { email, password } = await t.signedIn();
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($i: SignInInput!) { signIn(input: $i) { errors { code } } }',
      variables: { i: { email, password, tokenDelivery: 'COOKIE' } },
    }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const INLINE_SCRIPT = /<script>([^<]*)<\/script>/;

describe('early session restore', () => {
  it('is the client’s RefreshSession operation, fragment and all', () => {
    // Definitions sorted by name: the two may list the operation and its fragment in either order.
    const normalized = (source: string) =>
      parse(source)
        .definitions.map((d) => print(d))
        .sort()
        .join('\n');
    expect(normalized(REFRESH_SESSION_OPERATION)).toBe(normalized(print(RefreshSessionDocument)));
  });

  it('starts first in the head of a signed-in browser’s shell, allowed by its hash, and restores the session', async () => {
    const cookie = await signedInCookies();
    const res = await fetch(`${t.url}/members/dashboard`, { headers: { cookie } });
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const script = INLINE_SCRIPT.exec(head);
    expect(script).not.toBeNull();
    // Before anything the page fetches: the exchange does not queue behind the app's files.
    const at = head.indexOf(script?.[0] ?? '');
    expect(head.slice(0, at)).not.toMatch(/<script|<link/);
    const hash = `'sha256-${createHash('sha256')
      .update(script?.[1] ?? '')
      .digest('base64')}'`;
    expect(res.headers.get('content-security-policy')).toContain(hash);

    // What it sends, sent with the browser's cookies: a new access token and the signed-in user.
    const body = JSON.parse(/body:("(?:[^"\\]|\\.)*")/.exec(script?.[1] ?? '')?.[1] ?? '""') as string;
    const answer = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', cookie },
      body,
    });
    const { data } = (await answer.json()) as {
      data?: { refreshSession: { accessToken: string | null; user: { role: string } | null; errors: unknown[] } };
    };
    expect(data?.refreshSession.errors).toEqual([]);
    expect(data?.refreshSession.accessToken).toEqual(expect.any(String));
    expect(data?.refreshSession.user?.role).toBe('MEMBER');
  });

  it('is not in a visitor’s page: there is no session to restore', async () => {
    for (const path of ['/', '/login', '/members/dashboard']) {
      const html = await (await fetch(`${t.url}${path}`)).text();
      expect(INLINE_SCRIPT.test(html), path).toBe(false);
    }
  });
});

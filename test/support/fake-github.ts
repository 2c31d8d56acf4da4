/**
 * A GitHub-shaped OAuth 2.0 server on loopback, laid out like GitHub
 * Enterprise Server (web at /, REST API at /api/v3): the authorize redirect,
 * the token endpoint (checking client secret, redirect_uri and PKCE), and the
 * two API calls sign-in uses, GET /user and GET /user/emails. Tests set who
 * "signs in" through `account`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGithubAccount {
  id: number;
  login: string;
  name: string | null;
  /** The public profile address (unverified as far as the API says). */
  email: string | null;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface FakeGithub {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in next. */
  account: FakeGithubAccount;
  /** Token requests received, for assertions on PKCE and client authentication. */
  tokenRequests: URLSearchParams[];
  stop(): Promise<void>;
}

interface PendingCode {
  challenge: string | null;
  redirectUri: string;
  account: FakeGithubAccount;
}

export async function startFakeGithub(): Promise<FakeGithub> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, FakeGithubAccount>();
  const fake: FakeGithub = {
    url: '',
    clientId: 'github-client-id',
    clientSecret: 'github-client-secret',
    account: { id: 1, login: 'octocat', name: 'The Octocat', email: null, emails: [] },
    tokenRequests: [],
    stop: async () => undefined,
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const bearer = (req: IncomingMessage) => /^(?:Bearer|token) (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fake.url);
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== fake.clientId) return json(res, 400, { error: 'unknown client' });
      const redirect = new URL(q.get('redirect_uri') ?? '');
      const code = randomUUID();
      codes.set(code, {
        challenge: q.get('code_challenge_method') === 'S256' ? q.get('code_challenge') : null,
        redirectUri: redirect.href,
        account: structuredClone(fake.account),
      });
      redirect.searchParams.set('code', code);
      const state = q.get('state');
      if (state) redirect.searchParams.set('state', state);
      res.writeHead(302, { location: redirect.href }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const body = new URLSearchParams(await readBody(req));
      fake.tokenRequests.push(body);
      const basic = /^Basic (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [basicId, basicSecret] = basic
        ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
        : [body.get('client_id'), body.get('client_secret')];
      const pending = codes.get(body.get('code') ?? '');
      codes.delete(body.get('code') ?? '');
      const verifier = body.get('code_verifier') ?? '';
      const challengeOk =
        pending?.challenge === null || pending?.challenge === createHash('sha256').update(verifier).digest('base64url');
      // GitHub answers token errors with 200 and an `error` field; so does this fake.
      if (basicId !== fake.clientId || basicSecret !== fake.clientSecret) {
        return json(res, 200, { error: 'incorrect_client_credentials' });
      }
      if (!pending || pending.redirectUri !== body.get('redirect_uri') || !challengeOk) {
        return json(res, 200, { error: 'bad_verification_code' });
      }
      const token = `gho_${randomUUID().replaceAll('-', '')}`;
      tokens.set(token, pending.account);
      return json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    const account = tokens.get(bearer(req) ?? '');
    if (req.method === 'GET' && url.pathname.startsWith('/api/v3/')) {
      if (!account) return json(res, 401, { message: 'Bad credentials' });
      if (url.pathname === '/api/v3/user') {
        const { id, login, name, email } = account;
        return json(res, 200, { id, login, name, email });
      }
      if (url.pathname === '/api/v3/user/emails') return json(res, 200, account.emails);
    }
    json(res, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

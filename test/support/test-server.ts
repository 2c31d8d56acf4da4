/**
 * A real server for a test file: its own database, real HTTP on a random
 * port, and helpers to call GraphQL as anonymous, a member or an admin.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../server/config.js';
import { Role } from '../../server/graphql/auth.js';
import { createUser } from '../../server/modules/accounts/accounts.service.js';
import { type RunningServer, startServer } from '../../server/server.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface GqlResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown>; path?: (string | number)[] }[];
}

export interface TestServer {
  url: string;
  server: RunningServer;
  db: TestDatabase;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    opts?: { token?: string; headers?: Record<string, string> },
  ): Promise<GqlResult<T>>;
  /** Creates a user and signs in; returns the access token. */
  signedIn(role?: Role, email?: string): Promise<{ token: string; userId: string; email: string; password: string }>;
  stop(): Promise<void>;
}

let userCounter = 0;

/** A tiny client build, so API tests of the HTML routes do not depend on `vite build`. */
function fixtureClientDir(dir: string): string {
  const client = path.join(dir, 'client');
  mkdirSync(client, { recursive: true });
  writeFileSync(
    path.join(client, 'index.html'),
    '<!doctype html><html><head><title>Framestock</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(client, 'graphiql.html'), '<!doctype html><title>GraphiQL</title><div id="graphiql"></div>');
  return client;
}

export async function startTestServer(
  opts: {
    env?: Record<string, string>;
    clientDir?: string;
    /** Share another server's database (e.g. `first.db`) to run two instances side by side; it stays the owner's to drop. */
    database?: TestDatabase;
    /** A logger to read what the server logs (default: silent unless TEST_LOG_LEVEL). */
    log?: pino.Logger;
  } = {},
): Promise<TestServer> {
  const db = opts.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'framestock-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    DATABASE_POOL_SIZE: '4',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    STORAGE_SIGNING_SECRET: 'test-signing-secret-test-signing-secret-0123',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...opts.env,
  });
  const server = await startServer(config, opts.log ?? pino({ level: config.logLevel }), {
    clientDir: opts.clientDir ?? fixtureClientDir(dataDir),
  });

  const gql: TestServer['gql'] = async (query, variables, o = {}) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...o.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Omit<GqlResult, 'status' | 'headers'>;
    return { status: res.status, headers: res.headers, ...body } as never;
  };

  return {
    url: server.url,
    server,
    db,
    gql,
    async signedIn(role = Role.MEMBER, email?: string) {
      const address = email ?? `user${++userCounter}-${Date.now()}@example.test`;
      const password = 'correct horse battery staple';
      const created = await createUser(server.deps.db, { email: address, password, role, emailVerified: true });
      if ('error' in created) throw new Error(created.error.message);
      const res = await gql<{ signIn: { accessToken: string; user: { id: string } } }>(
        'mutation($i: SignInInput!) { signIn(input: $i) { accessToken user { id } errors { code } } }',
        { i: { email: address, password, tokenDelivery: 'BODY' } },
      );
      const payload = res.data?.signIn;
      if (!payload?.accessToken) throw new Error(`sign-in failed: ${JSON.stringify(res)}`);
      return { token: payload.accessToken, userId: payload.user.id, email: address, password };
    },
    async stop() {
      await server.stop();
      if (!opts.database) await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  // Tight limits so today's small schema can exceed them; the mechanism is what is tested.
  t = await startTestServer({ env: { GRAPHQL_MAX_DEPTH: '3', GRAPHQL_MAX_COST: '200' } });
  admin = (await t.signedIn(Role.ADMIN)).token;
});
afterAll(() => t?.stop());

describe('depth and cost limits', () => {
  it('rejects a query deeper than the limit before any SQL runs', async () => {
    const res = await t.gql('{ users { edges { node { id } } } }', {}, { token: admin });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/too deep/);
    expect(res.headers.get('x-sql-statements')).toBe('0');
  });

  it('rejects a query costlier than the limit before any SQL runs', async () => {
    const res = await t.gql('{ users(first: 500) { totalCount pageInfo { hasNextPage } } }', {}, { token: admin });
    expect(res.errors?.[0]?.message).toMatch(/too expensive/);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.headers.get('x-sql-statements')).toBe('0');
  });

  it('lets a query within both limits through', async () => {
    const res = await t.gql('{ users(first: 5) { totalCount } }', {}, { token: admin });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ users: { totalCount: 1 } });
  });

  it('keeps introspection for admins outside development', async () => {
    const anonymous = await t.gql('{ __schema { queryType { name } } }');
    expect(anonymous.status).toBe(401);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const member = await t.gql('{ __type(name: "Query") { name } }', {}, { token: (await t.signedIn()).token });
    expect(member.status).toBe(403);
    expect(member.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asAdmin = await t.gql('{ __schema { queryType { name } } }', {}, { token: admin });
    expect(asAdmin.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('unexpected errors', () => {
  it('are masked as INTERNAL_SERVER_ERROR with a request id and no stack', async () => {
    // Break the database under a live request: the resolver fails unexpectedly.
    await t.server.deps.db.query('ALTER TABLE users RENAME TO users_gone');
    try {
      const res = await t.gql('{ users { totalCount } }', {}, { token: admin });
      const error = res.errors?.[0];
      expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error?.extensions?.requestId).toBe(res.headers.get('x-request-id'));
      expect(JSON.stringify(res)).not.toMatch(/users_gone|relation|at .*\.ts/);
    } finally {
      await t.server.deps.db.query('ALTER TABLE users_gone RENAME TO users');
    }
  });
});

/**
 * The authorization matrix, derived from the schema itself: every query and
 * mutation field carrying @auth (directly or through its return type) is called
 * anonymously and as a member, and must answer UNAUTHENTICATED / FORBIDDEN.
 * A new field is covered the moment it is added — nobody has to remember.
 */
import { getDirective } from '@graphql-tools/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { appSchema } from '../support/app-schema.js';
import { operationFor, requiredRole, rootFields, sample } from '../support/schema-samples.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const schema = await appSchema();
const protectedFields = rootFields(schema)
  .map(({ kind, field }) => ({ kind, field, role: requiredRole(schema, field) }))
  .filter((f): f is typeof f & { role: Role } => f.role !== undefined);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('authorization matrix', () => {
  it('finds the protected fields in the schema', () => {
    expect(protectedFields.map((f) => f.field.name)).toEqual(expect.arrayContaining(['me', 'users', 'user']));
  });

  it.each(protectedFields.map((f) => [`${f.kind} ${f.field.name} (${f.role})`, f] as const))(
    '%s',
    async (_name, { kind, field, role }) => {
      // Valid values for the required arguments: the auth check must be what fails, not variable coercion.
      const { query, args } = operationFor(kind, field);
      const variables = Object.fromEntries(args.map((a) => [a.name, sample(a.type)]));

      const anonymous = await t.gql(query, variables);
      expect(anonymous.errors?.[0]?.extensions?.code, JSON.stringify(anonymous.errors)).toBe('UNAUTHENTICATED');
      expect(anonymous.data?.[field.name] ?? null).toBeNull();

      // A fresh member for each field: a member may legitimately end their own session or delete their account.
      const memberToken = (await t.signedIn(Role.MEMBER)).token;
      const member = await t.gql(query, variables, { token: memberToken });
      const codes = (member.errors ?? []).map((e) => e.extensions?.code);
      if (role === Role.ADMIN) expect(codes, JSON.stringify(member.errors)).toContain('FORBIDDEN');
      else expect(codes).not.toContain('UNAUTHENTICATED');

      const tampered = await t.gql(query, variables, { token: `${memberToken.slice(0, -4)}AAAA` });
      expect(tampered.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    },
  );

  it('says "Requires ADMIN." in the description of admin fields', () => {
    for (const { field, role } of protectedFields) {
      if (role === Role.ADMIN && getDirective(schema, field, 'auth'))
        expect(field.description).toMatch(/Requires ADMIN\.$/);
    }
  });
});

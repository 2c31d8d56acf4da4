/**
 * Bad input never makes a 500 (README, Standards: a user's mistake gets a
 * clear, specific error), derived from the schema like the authorization
 * matrix: every query and mutation is called as an admin, once with plausible
 * values (the ids of rows that exist, where the argument names a kind of row)
 * and then with one argument or input field at a time set to a well-typed bad
 * value: malformed, unknown and huge ids, empty, blank and very long text,
 * the NUL character (which PostgreSQL's text cannot hold), SQL and markup,
 * extreme numbers, impossible dates, long lists. Every answer must be an
 * error or a payload error the client can show: below HTTP 500 and no
 * INTERNAL_SERVER_ERROR. A mutation that refuses (a GraphQL error, or errors
 * in its payload) must also have written nothing: every table but the
 * bookkeeping ones hashes the same before and after. A field added to the
 * schema is covered at once.
 *
 * This found two 500s when it was written: adminCancelSubscription cast a
 * malformed member id in SQL, and any text with NUL reached PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { type GraphQLArgument, type GraphQLInputType, getNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { appSchema } from '../support/app-schema.js';
import { mediaFactory } from '../support/media-factory.js';
import {
  isList,
  OWN_SESSION_OPERATIONS,
  operationFor,
  rootFields,
  sample,
  slotsOf,
} from '../support/schema-samples.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** Well-typed bad values, by scalar. */
const BAD: Record<string, unknown[]> = {
  ID: ['not-a-uuid', '', '00000000-0000-0000-0000-000000000000', '1'.repeat(5000)],
  String: [
    '',
    '   ',
    'x'.repeat(100_001),
    'nul\u0000byte',
    `'; DROP TABLE media; -- <script>alert(1)</script>`,
    '😀🎬',
  ],
  Int: [-1, 0, 2_147_483_647, -2_147_483_648],
  Float: [-1e308, 1e308, -0.0001],
  DateTimeISO: ['1970-01-01T00:00:00Z', '9999-12-31T23:59:59Z'],
  JSONObject: [{ text: 'x'.repeat(100_000) }, { 'nul\u0000key': 'nul\u0000value' }],
};

/** The table whose ids an ID argument or field of this name takes: `mediaIds` → media; `id` of updateTag → tags. */
const TABLE_OF_PREFIX: Record<string, string> = {
  media: 'media',
  item: 'media',
  user: 'users',
  category: 'categories',
  parent: 'categories',
  tag: 'tags',
  platform: 'platforms',
  plan: 'plans',
};
const TABLE_OF_OPERATION: [RegExp, string][] = [
  [/tag/i, 'tags'],
  [/platform/i, 'platforms'],
  [/categor/i, 'categories'],
  [/plan/i, 'plans'],
  [/user/i, 'users'],
];

const schema = await appSchema();
const fields = rootFields(schema).filter(({ field }) => !OWN_SESSION_OPERATIONS.has(field.name));
// Deleting and archiving last: the rows they remove are the other operations' plausible ids.
const destructive = (name: string) => /^(delete|bulkDelete|archive|bulkArchive|erase|revoke|cancel|merge)/.test(name);
fields.sort((a, b) => Number(destructive(a.field.name)) - Number(destructive(b.field.name)));

let t: TestServer;
let adminToken: string;
const ids = new Map<string, string[]>();

/** What a refused request may still write: its rate limit, its audit entry, logs and job bookkeeping. */
const BOOKKEEPING = new Set([
  'rate_limits',
  'idempotency_records',
  'audit_log',
  'analytics_events',
  'search_queries',
  'search_changes',
  'job_leases',
  'typeorm_migrations',
]);
let fingerprintSql = '';
/** A hash of every other table's rows, by table. */
async function fingerprint(): Promise<Map<string, string>> {
  const rows: { t: string; h: string }[] = await t.server.deps.db.query(fingerprintSql);
  return new Map(rows.map((r) => [r.t, r.h]));
}

beforeAll(async () => {
  // No jobs in this process: what a job writes later (reprocessing an item, say) must not look like a refused request's write.
  t = await startTestServer({ env: { JOBS_IN_PROCESS: 'false' } });
  adminToken = (await t.signedIn(Role.ADMIN)).token;
  // Rows for the plausible ids: a member (never the admin itself, whose role the test could change) and one
  // published item of each kind with a category, a tag and a platform.
  await t.signedIn(Role.MEMBER);
  const factory = mediaFactory(t);
  const tag = await factory.tag('bad input');
  const platform = await factory.platform('Bad Input Editor');
  for (const kind of ['ASSET', 'IMAGE', 'AUDIO'] as const) {
    const category = await factory.category(kind, `Bad input ${kind}`);
    await factory.create({
      kind,
      status: 'PUBLISHED',
      categoryId: category.id,
      tagIds: [tag.id],
      platformIds: [platform.id],
    });
  }
  const tables: { name: string }[] = await t.server.deps.db.query(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
  );
  fingerprintSql = tables
    .filter((table) => !BOOKKEEPING.has(table.name))
    .map(
      (table) =>
        `SELECT '${table.name}' AS t, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM "${table.name}" x`,
    )
    .join(' UNION ALL ');
  for (const table of new Set([...Object.values(TABLE_OF_PREFIX), ...TABLE_OF_OPERATION.map(([, table]) => table)])) {
    const where = table === 'users' ? "WHERE role <> 'ADMIN'" : '';
    const rows: { id: string }[] = await t.server.deps.db.query(`SELECT id::text FROM ${table} ${where} LIMIT 3`);
    ids.set(
      table,
      rows.map((r) => r.id),
    );
  }
});
afterAll(() => t?.stop());

function idFor(operation: string) {
  return (name: string): string => {
    const prefix = /^(.*?)Ids?$/
      .exec(name)?.[1]
      ?.replace(/^.*[a-z](?=[A-Z])/, '')
      .toLowerCase();
    const table = prefix
      ? TABLE_OF_PREFIX[prefix]
      : /^ids?$/.test(name)
        ? (TABLE_OF_OPERATION.find(([pattern]) => pattern.test(operation))?.[1] ?? 'media')
        : undefined;
    return ids.get(table ?? '')?.[0] ?? randomUUID();
  };
}

/** Each variant of the variables: one slot (an argument, or a field of its input object) set to a bad value. */
function* variants(args: readonly GraphQLArgument[], base: Record<string, unknown>) {
  for (const arg of args) {
    for (const slot of slotsOf(arg)) {
      const bad = BAD[getNamedType(slot.type as GraphQLInputType).name] ?? [];
      const values = isList(slot.type) ? [...bad.map((v) => [v]), Array(2000).fill(sample(slot.type)).flat()] : bad;
      const inObject = slot !== arg;
      for (const value of values) {
        let set: unknown = value;
        if (inObject) {
          const object = { ...((isList(arg.type) ? (base[arg.name] as unknown[])[0] : base[arg.name]) as object) };
          set = isList(arg.type) ? [{ ...object, [slot.name]: value }] : { ...object, [slot.name]: value };
        }
        const label = `${inObject ? `${arg.name}.` : ''}${slot.name} = ${JSON.stringify(value).slice(0, 40)}`;
        yield { label, set: { ...base, [arg.name]: set } };
      }
    }
  }
}

describe('bad input', () => {
  it('finds the fields to call in the schema', () => {
    expect(fields.map((f) => f.field.name)).toEqual(expect.arrayContaining(['search', 'createTag', 'updateMedia']));
  });

  it.each(fields.map((f) => [`${f.kind} ${f.field.name}`, f] as const))('%s', async (_name, { kind, field }) => {
    const { query, args } = operationFor(kind, field, { allArgs: true, leafFields: true });
    const opts = { idFor: idFor(field.name), optionalFields: true };
    const base = Object.fromEntries(args.map((a) => [a.name, sample(a.type, opts, a.name)]));
    const failures: string[] = [];
    for (const { label, set } of [{ label: 'plausible values', set: base }, ...variants(args, base)]) {
      const before = kind === 'mutation' ? await fingerprint() : null;
      const res = await t.gql(query, set, { token: adminToken });
      const codes = (res.errors ?? []).map((e) => e.extensions?.code);
      if (label === 'plausible values')
        expect(codes, 'the operation itself is valid').not.toContain('GRAPHQL_VALIDATION_FAILED');
      if (res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR'))
        failures.push(`${label}: ${res.status} ${JSON.stringify(res.errors)}`);
      // Refused (a GraphQL error, or errors in the payload): nothing may have been written.
      const payloadErrors = (res.data?.[field.name] as { errors?: unknown[] } | null | undefined)?.errors ?? [];
      if (before && (res.errors || payloadErrors.length > 0)) {
        const after = await fingerprint();
        const changed = [...after].filter(([table, hash]) => before.get(table) !== hash).map(([table]) => table);
        if (changed.length > 0)
          failures.push(
            `${label}: refused (${JSON.stringify(res.errors ?? payloadErrors).slice(0, 200)}) yet wrote ${changed.join(', ')}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * Request limits (server/graphql/limits.ts): depth and cost on tight settings,
 * then the abuse of issue 12 on the default ones — aliases, root fields,
 * per-parent fields under lists, the worst request an anonymous caller can
 * send — a client's mistakes (always a 400 and an info line, never a 500), and
 * what production keeps to itself.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { MAX_ALIASES, MAX_ROOT_FIELDS } from '../../server/graphql/limits.js';
import { type GqlResult, startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: string;
/** Default limits, its log read by the tests. */
let d: TestServer;
const logLines: { level: number; msg: string; code?: string }[] = [];
/** NODE_ENV=production. */
let prod: TestServer;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  [t, d, prod] = await Promise.all([
    // Tight limits so today's small schema can exceed them; the mechanism is what is tested.
    startTestServer({ env: { GRAPHQL_MAX_DEPTH: '3', GRAPHQL_MAX_COST: '1000' } }),
    startTestServer({ log: pino({ level: 'info' }, sink) }),
    startTestServer({ env: { NODE_ENV: 'production', SITE_URL: 'https://framestock.example' } }),
  ]);
  admin = (await t.signedIn(Role.ADMIN)).token;
});
afterAll(() => Promise.all([t?.stop(), d?.stop(), prod?.stop()]));

const statements = (res: GqlResult) => Number(res.headers.get('x-sql-statements'));

describe('depth and cost limits', () => {
  it('rejects a query deeper than the limit before any SQL runs', async () => {
    const res = await t.gql('{ users { edges { node { id } } } }', {}, { token: admin });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.message).toMatch(/too deep/);
    expect(res.headers.get('x-sql-statements')).toBe('0');
  });

  it('rejects a query costlier than the limit before any SQL runs', async () => {
    const res = await t.gql('{ users(first: 500) { edges { cursor } } }', {}, { token: admin });
    expect(res.errors?.[0]?.message).toMatch(/too expensive/);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.headers.get('x-sql-statements')).toBe('0');
  });

  it('estimates the cost per document, operation and variables: a cheap request never lets a dear one through', async () => {
    const users = 'query Users($n: Int) { users(first: $n) { edges { cursor } } }';
    for (const n of [5, 500, 5, 500]) {
      const res = await t.gql(users, { n }, { token: admin });
      expect(res.errors?.[0]?.message ?? 'answered').toMatch(n === 5 ? /answered/ : /too expensive/);
    }
    const both = `query Cheap { users(first: 5) { edges { cursor } } } query Dear { users(first: 500) { edges { cursor } } }`;
    for (const operationName of ['Cheap', 'Dear', 'Cheap', 'Dear']) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query: both, operationName }),
      });
      const body = (await res.json()) as { errors?: { message: string }[] };
      expect(body.errors?.[0]?.message ?? 'answered').toMatch(operationName === 'Cheap' ? /answered/ : /too expensive/);
    }
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

describe('abuse by repetition (default limits)', () => {
  const refusedBeforeSql = (res: GqlResult, message: RegExp, code = 'GRAPHQL_VALIDATION_FAILED') => {
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe(code);
    expect(res.errors?.[0]?.message).toMatch(message);
    expect(statements(res)).toBe(0);
  };
  const facetQuery = (i: number) =>
    `a${i}: media(first: 1, filter: { minBpm: ${i} }) { totalCount facets { tags { count } platforms { count } kinds { count } } }`;

  it('refuses the 400 aliased facet queries of the issue before any SQL runs, and 31 of them too', async () => {
    const issue = await d.gql(`{ ${Array.from({ length: 400 }, (_, i) => facetQuery(i)).join(' ')} }`);
    refusedBeforeSql(issue, /5000 tokens/, 'GRAPHQL_PARSE_FAILED');
    const fewer = await d.gql(`{ ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => facetQuery(i)).join(' ')} }`);
    refusedBeforeSql(fewer, /Too many root fields|Too many aliases/);
  });

  it(`allows ${MAX_ALIASES} aliases and ${MAX_ROOT_FIELDS} root fields, and refuses one more of either`, async () => {
    // __typename is free (graphql-armor's allow-list): the root cap still counts it.
    const typenames = (n: number) => Array.from({ length: n }, (_, i) => `t${i}: __typename`).join(' ');
    expect((await d.gql(`{ ${typenames(MAX_ROOT_FIELDS)} }`)).status).toBe(200);
    refusedBeforeSql(await d.gql(`{ ${typenames(MAX_ROOT_FIELDS + 1)} }`), /Too many root fields/);
    const names = (n: number) => Array.from({ length: n }, (_, i) => `n${i}: name`).join(' ');
    expect((await d.gql(`{ platforms { ${names(MAX_ALIASES)} } }`)).errors).toBeUndefined();
    refusedBeforeSql(await d.gql(`{ platforms { ${names(MAX_ALIASES + 1)} } }`), /Too many aliases/);
    // Fragments count where they are spread.
    const spread = `{ platforms { ...F ...F } } fragment F on Platform { ${names(MAX_ALIASES / 2 + 1)} }`;
    refusedBeforeSql(await d.gql(spread), /Too many aliases/);
  });

  it('charges every facet pass and total whatever `first` is: four facet passes are refused', async () => {
    refusedBeforeSql(
      await d.gql(`{ ${[0, 1, 2, 3].map(facetQuery).join(' ')} }`),
      /too expensive: cost \d+ exceeds the limit of 20000/,
    );
    const three = await d.gql(`{ ${[0, 1, 2].map(facetQuery).join(' ')} }`);
    expect(three.errors).toBeUndefined();
  });

  it('refuses a field that runs SQL per parent (a category’s media) under a list, before any SQL runs', async () => {
    refusedBeforeSql(
      await d.gql('{ categories(kind: ASSET) { children { media(first: 1) { totalCount } } } }'),
      /Category.media runs its own statements for each Category/,
    );
    refusedBeforeSql(
      await d.gql('{ media { edges { node { ...C } } } } fragment C on Media { category { media { totalCount } } }'),
      /not under the list/,
    );
    const one = await d.gql('{ category(kind: ASSET, slug: "none") { media(first: 1) { totalCount } } }');
    expect(one.errors).toBeUndefined();
  });

  it('bounds the worst request an anonymous caller can send: the most statements it can buy', async () => {
    // The cheapest statements are a connection's page and total (SQL_COST: 700 for two); the root cap
    // allows 20 of them (14 000). A category's media nested under one category buys no more: same price.
    const totals = (n: number) =>
      Array.from({ length: n }, (_, i) => `c${i}: media(first: 1, filter: { maxBpm: ${i} }) { totalCount }`);
    const res = await d.gql(`{ ${totals(MAX_ROOT_FIELDS).join(' ')} }`);
    expect(res.errors).toBeUndefined();
    expect(statements(res)).toBeLessThanOrEqual(WORST_ANONYMOUS_STATEMENTS);
    // The heaviest statements, the facet passes: three fit, with totals beside them up to the cost limit.
    const facets = await d.gql(`{ ${[0, 1, 2].map(facetQuery).join(' ')} ${totals(4).join(' ')} }`);
    expect(facets.errors).toBeUndefined();
    expect(statements(facets)).toBeLessThanOrEqual(WORST_ANONYMOUS_STATEMENTS);
    refusedBeforeSql(await d.gql(`{ ${[0, 1, 2].map(facetQuery).join(' ')} ${totals(5).join(' ')} }`), /too expensive/);
  });
});

/** What the worst accepted anonymous request above runs (20 pages + 20 totals). Pinned; the bench times it. */
const WORST_ANONYMOUS_STATEMENTS = 40;

describe('a client’s mistakes', () => {
  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${d.url}/graphql`, { method: 'POST', headers, body });
  const fragmentBomb = () => {
    // Each fragment spreads the one before it ten times: a few hundred tokens, 10^8 selections.
    const defs = ['fragment F0 on Query { __typename }'];
    for (let i = 1; i <= 8; i++) defs.push(`fragment F${i} on Query { ${`...F${i - 1} `.repeat(10)}}`);
    return `{ ...F8 } ${defs.join(' ')}`;
  };
  const cases: [string, () => Promise<Response>][] = [
    [
      'a variable of the wrong type',
      () =>
        post(JSON.stringify({ query: 'query($f: Int!) { media(first: $f) { totalCount } }', variables: { f: 'abc' } })),
    ],
    [
      'a missing variable',
      () => post(JSON.stringify({ query: 'query($f: Int!) { media(first: $f) { totalCount } }' })),
    ],
    [
      'an Int variable out of range',
      () =>
        post(JSON.stringify({ query: 'query($f: Int!) { media(first: $f) { totalCount } }', variables: { f: 1e20 } })),
    ],
    [
      'an Int literal out of range',
      () => post(JSON.stringify({ query: '{ media(first: 99999999999) { totalCount } }' })),
    ],
    ['variables that are not an object', () => post(JSON.stringify({ query: '{ __typename }', variables: 'x' }))],
    [
      '5000 aliases (more tokens than the parser takes)',
      () =>
        post(JSON.stringify({ query: `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }` })),
    ],
    ['a fragment bomb', () => post(JSON.stringify({ query: fragmentBomb() }))],
    [
      'a fragment cycle',
      () => post(JSON.stringify({ query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' })),
    ],
    ['an unknown field', () => post(JSON.stringify({ query: '{ nothingHere }' }))],
    ['an unknown operation name', () => post(JSON.stringify({ query: 'query A { __typename }', operationName: 'B' }))],
    ['no query', () => post(JSON.stringify({ variables: {} }))],
    ['a query that is not a string', () => post(JSON.stringify({ query: 42 }))],
    ['a syntax error', () => post(JSON.stringify({ query: '{ media(' }))],
    ['a batch', () => post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]))],
    ['a body that is not JSON', () => post('{"query": ')],
    ['a form post', () => post('query=%7B__typename%7D', { 'content-type': 'application/x-www-form-urlencoded' })],
    [
      'a mutation over GET',
      () =>
        fetch(`${d.url}/graphql?query=${encodeURIComponent('mutation { signOut(input: {}) { signedOut } }')}`, {
          headers: { 'apollo-require-preflight': '1', accept: 'application/json' },
        }),
    ],
    ['a garbage cursor', () => post(JSON.stringify({ query: '{ media(after: "!!!") { totalCount } }' }))],
    [
      'text holding the NUL character, in a variable',
      () =>
        post(
          JSON.stringify({
            query: 'query($q: String) { search(query: $q) { totalCount } }',
            variables: { q: 'a\u0000' },
          }),
        ),
    ],
    [
      'text holding the NUL character, in the document',
      () => post(JSON.stringify({ query: '{ tags(search: "a\\u0000") { totalCount } }' })),
    ],
    ['a negative page size', () => post(JSON.stringify({ query: '{ media(first: -1) { totalCount } }' }))],
  ];

  it.each(cases)('%s is answered below 500, without INTERNAL_SERVER_ERROR', async (_name, send) => {
    const res = await send();
    expect(res.status).toBeLessThan(500);
    const text = await res.text();
    expect(text).not.toContain('INTERNAL_SERVER_ERROR');
  });

  it('are refused as a whole with 400 and logged at info, never as errors', async () => {
    const res = await post(
      JSON.stringify({ query: 'query($f: Int!) { media(first: $f) { totalCount } }', variables: { f: 'abc' } }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(logLines.filter((l) => l.msg === 'graphql request refused').length).toBeGreaterThan(0);
    // Nothing any case above sent was logged as an error (pino: 50 = error, 60 = fatal).
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

describe('text PostgreSQL cannot hold', () => {
  it('is refused with 400 wherever the NUL character is, naming where, and nothing is written', async () => {
    const token = (await d.signedIn(Role.ADMIN)).token;
    const create = 'mutation($i: CreateTagInput!) { createTag(input: $i) { tag { id } errors { code } } }';
    const inVariables = await d.gql(create, { i: { name: 'neon\u0000glow' } }, { token });
    expect(inVariables.status).toBe(400);
    expect(inVariables.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'i.name' });
    expect(inVariables.errors?.[0]?.message).toBe(
      'i.name contains the NUL character (U+0000), which text cannot hold.',
    );
    // As class-validator's refusals are shaped, so the web client's form shows it beside the field.
    expect(inVariables.errors?.[0]?.extensions?.validationErrors).toEqual([
      { field: 'i.name', message: 'Remove the NUL character (U+0000), which text cannot hold.' },
    ]);

    const deep = await d.gql(
      'mutation($i: TrackEventsInput!) { trackEvents(input: $i) { accepted } }',
      { i: { events: [{ type: 'PAGE_VIEW', properties: { 'note\u0000': 'x' } }] } },
      { token },
    );
    expect(deep.status).toBe(400);
    expect(deep.errors?.[0]?.extensions?.field).toBe('i.events[0].properties');

    const inDocument = await d.gql(
      'mutation { createTag(input: { name: "neon\\u0000glow" }) { tag { id } } }',
      {},
      { token },
    );
    expect(inDocument.status).toBe(400);
    expect(inDocument.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const tags = await d.gql<{ tags: { totalCount: number } }>(
      '{ tags(search: "neon") { totalCount } }',
      {},
      { token },
    );
    expect(tags.data?.tags.totalCount).toBe(0);
  });
});

describe('production keeps its internals to itself', () => {
  it('sends no x-sql-statements header, on GraphQL answers or on pages', async () => {
    const res = await prod.gql('{ platforms { id } }');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sql-statements')).toBeNull();
    const page = await fetch(`${prod.url}/public/browse`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-sql-statements')).toBeNull();
    // Outside production the header is there, for the tests and the bench.
    expect((await fetch(`${d.url}/public/browse`)).headers.get('x-sql-statements')).toMatch(/^\d+$/);
  });

  it('gives "Did you mean" hints to admins only', async () => {
    const guess = '{ adminMedi { totalCount } }';
    const anonymous = await prod.gql(guess);
    expect(anonymous.status).toBe(400);
    expect(anonymous.errors?.[0]?.message).toBe('Cannot query field "adminMedi" on type "Query".');
    const member = await prod.gql(guess, {}, { token: (await prod.signedIn()).token });
    expect(member.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const asAdmin = await prod.gql(guess, {}, { token: (await prod.signedIn(Role.ADMIN)).token });
    expect(asAdmin.errors?.[0]?.message).toMatch(/Did you mean "adminMedia"/);
    // Development keeps them for everyone.
    expect((await d.gql(guess)).errors?.[0]?.message).toMatch(/Did you mean "adminMedia"/);
  });

  it('marks the refresh cookie Secure, whatever scheme the request arrived on', async () => {
    const { email, password } = await prod.signedIn();
    const res = await fetch(`${prod.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }',
        variables: { i: { email, password } },
      }),
    });
    expect(res.headers.get('set-cookie')).toMatch(/^fs_refresh=[^;]+;.*\bSecure\b/i);
  });
});

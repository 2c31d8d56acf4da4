import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

describe('health', () => {
  it('/healthz answers while the process is up', async () => {
    const res = await fetch(`${t.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database', async () => {
    const res = await fetch(`${t.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('gives every response a request id, honouring a well-formed one from the caller', async () => {
    const own = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'lb-1234' } });
    expect(own.headers.get('x-request-id')).toBe('lb-1234');
    const bad = await fetch(`${t.url}/healthz`, { headers: { 'x-request-id': 'has spaces <script>' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GraphQL over HTTP', () => {
  it('answers a trivial query', async () => {
    const res = await t.gql('{ __typename }');
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ __typename: 'Query' });
  });

  it('refuses malformed JSON with 400 and a message', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": "{ __typename }"',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toMatch(/not valid JSON/);
  });

  it('refuses GraphQL syntax errors with 400', async () => {
    const res = await t.gql('{ __typename ');
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1_100_000) } }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps batched requests off', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(res.status).toBe(400);
  });

  it('supports automatic persisted queries (hash first, then the query once)', async () => {
    const query = '{ __typename }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const post = (body: object) =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data?: unknown; errors?: { extensions: { code: string } }[] }>);
    expect((await post({ extensions })).errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await post({ query, extensions })).data).toEqual({ __typename: 'Query' });
    expect((await post({ extensions })).data).toEqual({ __typename: 'Query' });
  });

  it('serves GraphiQL to browsers at GET /graphql', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('graphiql');
  });
});

describe('client routes', () => {
  it('serves a known route with 200 and its title in the head', async () => {
    const res = await fetch(`${t.url}/public/pricing`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>Pricing · Framestock</title>');
  });

  it('serves the home page with the default title', async () => {
    const html = await (await fetch(`${t.url}/`)).text();
    expect(html).toContain('<title>Premium Media Assets for Video Creators · Framestock</title>');
  });

  it('answers an unmatched path with HTTP 404 and the Page Not Found title', async () => {
    const res = await fetch(`${t.url}/this/does/not/exist`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Page Not Found · Framestock</title>');
  });

  it('answers a route whose id fails validation with 404', async () => {
    expect((await fetch(`${t.url}/public/assets/NOT%20AN%20ID`)).status).toBe(404);
    expect((await fetch(`${t.url}/public/assets/${'a'.repeat(200)}`)).status).toBe(404);
    // Well-formed but unknown: the server looks it up (SEO head) and answers 404 too.
    expect((await fetch(`${t.url}/public/assets/4k-light-leak-transition`)).status).toBe(404);
    expect((await fetch(`${t.url}/admin/users/2b0f6a9e-4c1d-4f7e-9a51-0d6a4c9b1e22`)).status).toBe(200);
  });
});

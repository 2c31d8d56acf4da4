/**
 * The web client's HTTP policy (client/src/lib/http.ts) on the platform's own
 * fetch, against a real loopback server: mutations (with an Idempotency-Key)
 * are retried once with the same key on a retryable status or no answer,
 * queries never; every attempt has its own timeout; the caller's abort wins.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, NetworkRequestError, policyFetch, RETRY_DELAY_MS } from '../../client/src/lib/http.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let url: string;
let answers: Handler[] = [];
let seen: { key: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      seen.push({ key: req.headers[IDEMPOTENCY_HEADER.toLowerCase()] as string | undefined, body });
      const answer = answers.shift() ?? ((_q, r) => r.end('ok'));
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  answers = [];
  seen = [];
});

const status =
  (code: number, headers: Record<string, string> = {}): Handler =>
  (_req, res) =>
    res.writeHead(code, headers).end(`status ${code}`);
/** No answer at all: the connection is dropped. */
const drop: Handler = (req) => req.socket.destroy();
/** Never answers (until the test ends). */
const hang: Handler = () => undefined;

const mutation = { method: 'POST', body: 'mutation', headers: { [IDEMPOTENCY_HEADER]: 'key-1' } };

describe('policyFetch', () => {
  it('retries a mutation once, with the same key and body, on a retryable status', async () => {
    answers = [status(503)];
    const res = await policyFetch(url, mutation);
    expect(res.status).toBe(200);
    expect(seen).toEqual([
      { key: 'key-1', body: 'mutation' },
      { key: 'key-1', body: 'mutation' },
    ]);
  });

  it('returns the second error answer as it is, after one retry', async () => {
    answers = [status(502), status(502)];
    const res = await policyFetch(url, mutation);
    expect(res.status).toBe(502);
    expect(await res.text()).toBe('status 502');
    expect(seen).toHaveLength(2);
  });

  it('never retries a query, nor a status that is not retryable', async () => {
    answers = [status(503)];
    expect((await policyFetch(url, { method: 'POST', body: 'query' })).status).toBe(503);
    answers = [status(400)];
    expect((await policyFetch(url, mutation)).status).toBe(400);
    expect(seen).toHaveLength(2);
  });

  it('waits as long as Retry-After asks before the retry', async () => {
    answers = [status(429, { 'retry-after': '1' })];
    const started = performance.now();
    expect((await policyFetch(url, mutation)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('retries a mutation that got no answer, and reports a second silence as NetworkRequestError', async () => {
    answers = [drop];
    expect((await policyFetch(url, mutation)).status).toBe(200);
    answers = [drop, drop];
    const error = await policyFetch(url, mutation).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkRequestError);
    expect((error as NetworkRequestError).code).toBe('NETWORK_REQUEST_FAILED');
    expect(seen).toHaveLength(4);
  });

  it('gives every attempt its own deadline', async () => {
    answers = [hang, hang];
    const started = performance.now();
    const error = await policyFetch(url, { ...mutation, timeout: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkRequestError);
    // Two attempts of 300 ms each and the pause between them.
    expect(performance.now() - started).toBeGreaterThanOrEqual(600 + RETRY_DELAY_MS - 50);
    expect(seen).toHaveLength(2);
  });

  it("rejects with the caller's abort reason, not as a network failure, and does not retry", async () => {
    answers = [hang];
    const controller = new AbortController();
    const pending = policyFetch(url, { ...mutation, signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => controller.abort(new Error('left the page')), 100);
    expect(((await pending) as Error).message).toBe('left the page');
    expect(seen).toHaveLength(1);
  });
});

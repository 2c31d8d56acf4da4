/**
 * What goes over the wire compressed: built scripts as the build's own Brotli
 * and gzip twins, and per-request answers (page shell, GraphQL, sitemap)
 * compressed on the way out — but never stored media, whose byte ranges must
 * be ranges of the stored bytes. Raw node:http, so the bytes are what the
 * server sent (fetch would decode them).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SCRIPT = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item-${i}`))};\n`;
/** Each twin is told apart by a marker, so the test sees which file was sent, not just an encoding name. */
const BROTLI_TWIN = brotliCompressSync(Buffer.from(`${SCRIPT}// br twin\n`));
const GZIP_TWIN = gzipSync(Buffer.from(`${SCRIPT}// gz twin\n`));
/** Over compression's 1 KB threshold, like the real shell with its head filled in. */
const SHELL = `<!doctype html><html><head><title>Framestock</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

let t: TestServer;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'framestock-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), SHELL);
  writeFileSync(path.join(clientDir, 'graphiql.html'), '<!doctype html><title>GraphiQL</title>');
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), BROTLI_TWIN);
  writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'), GZIP_TWIN);
  t = await startTestServer({ clientDir });
});
afterAll(async () => {
  await t?.stop();
  rmSync(clientDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(pathname: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('built scripts', () => {
  it('are sent as the Brotli twin when the browser takes br, with a year of immutable caching', async () => {
    const res = await raw('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.body.equals(BROTLI_TWIN)).toBe(true);
  });

  it('fall back to the gzip twin, then to the plain file', async () => {
    const gz = await raw('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.equals(GZIP_TWIN)).toBe(true);

    const plain = await raw('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('still answer 404 for a file the build did not write', async () => {
    const res = await raw('/assets/missing-000.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
  });
});

describe('answers made per request', () => {
  it('compress the page shell', async () => {
    const res = await raw('/public/browse', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toContain('<div id="root">');
  });

  it('compress GraphQL answers, and leave them plain for a client that asks for nothing', async () => {
    // Enough to pass compression's 1 KB threshold: the seeded platforms, several times over.
    const platforms = Array.from({ length: 4 }, (_, i) => `p${i}: platforms { id name slug }`).join(' ');
    const query = JSON.stringify({ query: `{ ${platforms} }` });
    const headers = { 'content-type': 'application/json' };
    const gz = await raw('/graphql', { ...headers, 'accept-encoding': 'gzip' }, 'POST', query);
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).data.p3).toHaveLength(8);

    const plain = await raw('/graphql', headers, 'POST', query);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString()).data.p3).toHaveLength(8);
  });
});

describe('stored files', () => {
  it('are never re-encoded: a byte range is a range of the stored bytes', async () => {
    const peaks = JSON.stringify({ peaks: Array.from({ length: 2000 }, (_, i) => Math.sin(i)) });
    await t.server.deps.storage.write('public', 'media/compression-test/waveform.json', Buffer.from(peaks), {
      contentType: 'application/json',
    });
    const url = new URL(t.server.deps.storage.publicUrl('media/compression-test/waveform.json'), t.url);
    const res = await raw(url.pathname, { 'accept-encoding': 'gzip, br', range: 'bytes=0-99' });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(peaks.slice(0, 100));
  });
});

/**
 * What goes over the wire compressed: built scripts as the build's own Brotli
 * and gzip twins, and per-request answers (page shell, GraphQL, sitemap)
 * compressed on the way out — but never stored media, whose byte ranges must
 * be ranges of the stored bytes. Raw node:http, so the bytes are what the
 * server sent (fetch would decode them).
 *
 * And the headers of every text kind (HTML, GraphQL JSON, sitemap XML,
 * waveform JSON, VTT, SVG, the web app manifest) and of every cacheable kind:
 * hashed scripts and versioned media derivatives cached for a year,
 * immutable, with validators that answer 304.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SCRIPT = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item-${i}`))};\n`;
/** Each twin is told apart by a marker, so the test sees which file was sent, not just an encoding name. */
const BROTLI_TWIN = brotliCompressSync(Buffer.from(`${SCRIPT}// br twin\n`));
const GZIP_TWIN = gzipSync(Buffer.from(`${SCRIPT}// gz twin\n`));
/** Over compression's 1 KB threshold, like the real shell with its head filled in. */
const SHELL = `<!doctype html><html><head><title>Framestock</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

const PUBLIC_FILES = {
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${'<rect width="8" height="8"/>'.repeat(60)}</svg>`,
  'manifest.webmanifest': JSON.stringify({
    name: 'Framestock',
    icons: Array.from({ length: 30 }, (_, i) => ({ src: `/i${i}.png` })),
  }),
};

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
  // Files of client/public with the build's twins (vite.config.ts compresses SVG and the manifest too).
  for (const [name, body] of Object.entries(PUBLIC_FILES)) {
    writeFileSync(path.join(clientDir, name), body);
    writeFileSync(path.join(clientDir, `${name}.br`), brotliCompressSync(Buffer.from(body)));
    writeFileSync(path.join(clientDir, `${name}.gz`), gzipSync(Buffer.from(body)));
  }
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
    // Per caller and per moment: never kept by a browser or a proxy.
    expect(gz.headers['cache-control']).toBe('no-store');

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

/** A stored public text file well over compression's 1 KB threshold, and its versioned URL path. */
async function stored(name: string, body: string, contentType: string): Promise<{ path: string; versioned: string }> {
  const meta = await t.server.deps.storage.write('public', `media/kinds-test/${name}`, Buffer.from(body), {
    contentType,
  });
  const url = new URL(t.server.deps.storage.publicUrl(meta.fullPath), t.url);
  return { path: url.pathname, versioned: `${url.pathname}?v=${meta.updated.getTime()}` };
}

const decode = (res: RawResponse) =>
  res.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(res.body).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? gunzipSync(res.body).toString()
      : res.body.toString();

describe('every text kind', () => {
  const peaks = JSON.stringify({ data: Array.from({ length: 800 }, (_, i) => Math.round(100 * Math.sin(i / 7))) });
  const vtt = `WEBVTT\n\n${Array.from({ length: 40 }, (_, i) => `00:00:${String(i).padStart(2, '0')}.000 --> 00:00:${String(i).padStart(2, '0')}.900\nLine ${i} of the captions\n`).join('\n')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4" cx="8" cy="8"/>'.repeat(80)}</svg>`;

  it.each([
    ['waveform JSON', 'waveform.json', peaks, 'application/json'],
    ['VTT captions', 'captions.vtt', vtt, 'text/vtt'],
    ['SVG', 'drawing.svg', svg, 'image/svg+xml'],
  ])(
    'compresses a stored %s, with a weak validator and a year of caching at its versioned URL',
    async (_kind, name, body, type) => {
      const file = await stored(name, body, type);
      const res = await raw(file.versioned, { 'accept-encoding': 'gzip, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toMatch(/^(br|gzip)$/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-type']).toContain(type);
      expect(decode(res)).toBe(body);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
      expect(res.headers['last-modified']).toBeTruthy();
      const again = await raw(file.versioned, {
        'accept-encoding': 'gzip',
        'if-none-match': res.headers.etag as string,
      });
      expect(again.status).toBe(304);
      // Without a version the path may be overwritten: an hour, then ask again.
      expect((await raw(file.path, {})).headers['cache-control']).toBe('public, max-age=3600');
    },
  );

  it('sends media derivatives as stored: immutable at a versioned URL, strong validator, no re-encoding', async () => {
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const meta = await t.server.deps.storage.write('public', 'media/kinds-test/thumbnail.webp', webp, {
      contentType: 'image/webp',
    });
    const url = `${new URL(t.server.deps.storage.publicUrl(meta.fullPath), t.url).pathname}?v=${meta.updated.getTime()}`;
    const res = await raw(url, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(webp)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await raw(url, { 'if-none-match': res.headers.etag as string })).status).toBe(304);
  });

  it('gives hashed scripts validators beside their year of immutable caching', async () => {
    const res = await raw('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['last-modified']).toBeTruthy();
    expect(
      (await raw('/assets/app-abc123.js', { 'accept-encoding': 'br', 'if-none-match': res.headers.etag as string }))
        .status,
    ).toBe(304);
  });

  it.each([
    ['favicon.svg', 'image/svg+xml'],
    ['manifest.webmanifest', 'application/manifest+json'],
  ])('sends /%s as the build’s Brotli twin, cached for an hour', async (name, type) => {
    const res = await raw(`/${name}`, { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain(type);
    expect(decode(res)).toBe(PUBLIC_FILES[name as keyof typeof PUBLIC_FILES]);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses the sitemap', async () => {
    // Enough published items to pass compression's 1 KB threshold, as any real catalogue does.
    await mediaFactory(t).createMany(20, (i) => ({ kind: 'ASSET', title: `Sitemap clip ${i}`, status: 'PUBLISHED' }));
    const res = await raw('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decode(res)).toContain('<urlset');
  });
});

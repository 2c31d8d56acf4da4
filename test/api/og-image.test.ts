/**
 * GET /api/og-image: the social preview card (spec §2, §7, §9) over real
 * HTTP: PNG 1200×630, text rules, caching headers, safety and the rate limit.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
const RENDERS_PER_MINUTE = 40;

beforeAll(async () => {
  t = await startTestServer({ env: { OG_IMAGE_RENDERS_PER_MINUTE: String(RENDERS_PER_MINUTE) } });
});
afterAll(() => t?.stop());

const get = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}/api/og-image${query}`, { headers });

async function png(query: string): Promise<{ res: Response; bytes: Buffer }> {
  const res = await get(query);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

describe('the card', () => {
  it('is a 1200×630 PNG with text drawn on the dark background', async () => {
    const { res, bytes } = await png(q({ title: 'Glitch transitions for CapCut', subtitle: 'Twelve cuts' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The background is near-black; the title's white strokes make the picture far from uniform.
    const { channels } = await sharp(bytes).stats();
    expect(channels[0]?.max).toBeGreaterThan(200);
    expect(channels[0]?.stdev).toBeGreaterThan(10);
  });

  it('gives identical bytes and the same strong ETag for the same text, and other bytes for other text', async () => {
    const a = await png(q({ title: 'Same', subtitle: 'Text' }));
    const b = await png(q({ title: 'Same', subtitle: 'Text' }));
    const c = await png(q({ title: 'Other', subtitle: 'Text' }));
    expect(a.bytes.equals(b.bytes)).toBe(true);
    const etag = a.res.headers.get('etag') as string;
    expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    expect(b.res.headers.get('etag')).toBe(etag);
    expect(c.res.headers.get('etag')).not.toBe(etag);
    expect(c.bytes.equals(a.bytes)).toBe(false);
    expect(a.res.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('answers 304 to a matching If-None-Match, without a body', async () => {
    const first = await get(q({ title: 'Cached' }));
    const etag = first.headers.get('etag') as string;
    const again = await get(q({ title: 'Cached' }), { 'if-none-match': `"nope", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect((await get(q({ title: 'Cached' }), { 'if-none-match': '"other"' })).status).toBe(200);
  });
});

describe('text rules', () => {
  it('cuts the subtitle at exactly 100 characters plus an ellipsis', async () => {
    const long = `${'a'.repeat(95)}bcdefGHIJK`; // 105 characters
    const cut = await get(q({ title: 'T', subtitle: long }));
    const same = await get(q({ title: 'T', subtitle: `${long.slice(0, 100)}…` }));
    const shorter = await get(q({ title: 'T', subtitle: `${long.slice(0, 99)}…` }));
    expect(cut.headers.get('etag')).toBe(same.headers.get('etag'));
    expect(cut.headers.get('etag')).not.toBe(shorter.headers.get('etag'));
    // Exactly 100 characters is not cut: no ellipsis is added.
    const hundred = long.slice(0, 100);
    expect((await get(q({ title: 'T', subtitle: hundred }))).headers.get('etag')).not.toBe(same.headers.get('etag'));
  });

  it('counts characters, not UTF-16 units: an emoji at the cut stays whole', async () => {
    const emoji = `${'x'.repeat(99)}🎬🎬`;
    const res = await get(q({ title: 'T', subtitle: emoji }));
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe(
      (await get(q({ title: 'T', subtitle: `${'x'.repeat(99)}🎬…` }))).headers.get('etag'),
    );
  });

  it('uses the site name when the title is missing or blank', async () => {
    const named = (await get(q({ title: 'Framestock' }))).headers.get('etag');
    expect((await get('')).headers.get('etag')).toBe(named);
    expect((await get(q({ title: '  \n\t ' }))).headers.get('etag')).toBe(named);
  });
});

describe('any input is safe', () => {
  it('draws markup as text and survives hostile, huge, repeated and odd parameters', async () => {
    const cases = [
      q({ title: '<script>alert(1)</script><img src=x onerror=alert(2)>', subtitle: '"><svg onload=alert(3)>' }),
      // Past the parameters' bound (Node itself refuses URLs over 16 KB with 431).
      q({ title: 'x'.repeat(6000), subtitle: 'y'.repeat(6000) }),
      '?title=a&title=b&subtitle[x]=1',
      q({ title: '\u0000\u0007\u202e RTL override 漢字 ✂️ 🎬', subtitle: '\ud800 lone surrogate' }),
      '?title=%E0%A4%A', // a broken percent-escape
    ];
    for (const query of cases) {
      const { res, bytes } = await png(query);
      expect(res.status, query.slice(0, 60)).toBe(200);
      expect((await sharp(bytes).metadata()).width).toBe(1200);
    }
  });
});

describe('rate limit', () => {
  it('refuses renders past the budget with 429 and Retry-After; cached answers still work', async () => {
    const etag = (await get(q({ title: 'Before the limit' }))).headers.get('etag') as string;
    const statuses: number[] = [];
    for (let i = 0; i < RENDERS_PER_MINUTE + 2; i++) statuses.push((await get(q({ title: `Card ${i}` }))).status);
    expect(statuses).toContain(429);
    const refused = await get(q({ title: 'One more' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    expect((await get(q({ title: 'Before the limit' }), { 'if-none-match': etag })).status).toBe(304);
  });
});

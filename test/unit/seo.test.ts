/** The pure parts of server-rendered SEO: head rendering into index.html, JSON-LD embedding, sitemap chunking. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileShell, type PageHead, summarize } from '../../server/http/seo/head.js';
import { formatPrice, jsonLdScript } from '../../server/http/seo/json-ld.js';
import { sitemapStaticPaths } from '../../server/http/seo/site.js';
import { chunkCount, planChunk } from '../../server/http/seo/sitemap.js';

const head: PageHead = {
  title: 'Neon · Framestock',
  description: 'A "neon" <glitch> & more',
  canonical: 'https://framestock.example/public/assets/neon',
  noindex: false,
  image: 'https://cdn.example/t.webp?v=1&x=2',
  jsonLd: [{ '@type': 'Thing', name: '</script><!--' }],
};

describe('compileShell', () => {
  it("replaces the client index.html's own title, description and Open Graph defaults", () => {
    const html = compileShell(readFileSync('client/index.html', 'utf8'))(head);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html.match(/property="og:type"/g)).toHaveLength(1);
    expect(html.match(/property="og:site_name"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="A &quot;neon&quot; &lt;glitch&gt; &amp; more" />');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/t.webp?v=1&amp;x=2" />');
    // What the SEO head does not own stays.
    expect(html).toContain('<meta name="theme-color" content="#0b0c10" />');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it('refuses a template without a title', () => {
    expect(() => compileShell('<html><head></head></html>')).toThrow(/title/);
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed or commented out by the data, and parses back unchanged', () => {
    const tag = jsonLdScript({ name: '</script><!-- & \u2028' });
    const body = tag.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual({ name: '</script><!-- & \u2028' });
  });
});

describe('formatPrice and summarize', () => {
  it('formats cents as a dollar amount with two decimals', () => {
    expect(formatPrice(0)).toBe('0.00');
    expect(formatPrice(1250)).toBe('12.50');
    expect(formatPrice(1_000_000)).toBe('10000.00');
  });

  it('collapses whitespace and cuts long text at a word', () => {
    expect(summarize('  short\n\ntext ')).toBe('short text');
    const long = summarize('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});

describe('sitemap chunks', () => {
  // The parts in sitemap order: static pages, categories, assets.
  it('cuts static pages, categories and assets into consecutive chunks', () => {
    const counts = [3, 5, 20];
    expect(chunkCount(counts, 10)).toBe(3);
    expect(planChunk(1, counts, 10)).toEqual([
      { offset: 0, limit: 3 },
      { offset: 0, limit: 5 },
      { offset: 0, limit: 2 },
    ]);
    expect(planChunk(2, counts, 10)).toEqual([
      { offset: 3, limit: 0 },
      { offset: 5, limit: 0 },
      { offset: 2, limit: 10 },
    ]);
    expect(planChunk(3, counts, 10)[2]).toEqual({ offset: 12, limit: 8 });
    expect(chunkCount([0, 0, 0])).toBe(1);
  });

  it('covers 100 000 assets in chunks of at most 10 000 URLs with nothing left out', () => {
    const counts = [12, 300, 100_000];
    const chunks = chunkCount(counts);
    let total = 0;
    for (let page = 1; page <= chunks; page++) {
      const size = planChunk(page, counts).reduce((sum, part) => sum + part.limit, 0);
      expect(size).toBeLessThanOrEqual(10_000);
      total += size;
    }
    expect(total).toBe(100_312);
  });

  it('lists only indexable public pages without params, once', () => {
    const paths = sitemapStaticPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/public/pricing');
    expect(paths).not.toContain('/sitemap');
    expect(paths.some((p) => p.includes(':') || p.startsWith('/members') || p.startsWith('/auth/'))).toBe(false);
  });
});

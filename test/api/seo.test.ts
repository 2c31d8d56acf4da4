/**
 * Server-rendered SEO: the head of public pages as fetched without
 * JavaScript (title, description, canonical, Open Graph, Twitter, JSON-LD),
 * 404 for ids that name nothing published, /sitemap.xml and /robots.txt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SITE = 'https://framestock.example';
const HOSTILE = '</script><script>alert(1)</script> "quoted" & <b>bold</b>';

let t: TestServer;
let asset: SeededMedia;
let priced: SeededMedia;
let draft: SeededMedia;
let image: SeededMedia;
let audio: SeededMedia;
let root: { id: string; name: string };
let child: { id: string; name: string };
let imageCategory: { id: string; name: string };
let childSlug: string;

beforeAll(async () => {
  t = await startTestServer({ env: { SITE_URL: SITE } });
  const media = mediaFactory(t);
  root = await media.category('ASSET', 'Transitions');
  child = await media.category('ASSET', 'Glitch transitions', root.id);
  imageCategory = await media.category('IMAGE', 'Backgrounds');
  [{ slug: childSlug }] = await t.server.deps.db.query('SELECT slug FROM categories WHERE id = $1', [child.id]);
  asset = await media.create({
    kind: 'ASSET',
    title: 'Neon glitch',
    description: `A neon glitch transition. ${'Long words go on and on. '.repeat(20)}`,
    status: 'PUBLISHED',
    categoryId: child.id,
    thumbnail: true,
    createdAt: new Date(Date.now() - 60_000),
  });
  priced = await media.create({ kind: 'ASSET', title: 'Priced flare', status: 'PUBLISHED', priceCents: 1250 });
  await media.create({
    kind: 'ASSET',
    title: HOSTILE,
    slug: 'hostile',
    status: 'PUBLISHED',
    categoryId: root.id,
  });
  draft = await media.create({ kind: 'ASSET', title: 'Secret draft', status: 'DRAFT', categoryId: child.id });
  image = await media.create({ kind: 'IMAGE', title: 'Sunset', status: 'PUBLISHED', categoryId: imageCategory.id });
  audio = await media.create({ kind: 'AUDIO', title: 'Lo-fi loop', status: 'PUBLISHED' });
});
afterAll(() => t?.stop());

interface Head {
  status: number;
  sql: number;
  title: string;
  meta: Map<string, string>;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
  html: string;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The names in a BreadcrumbList (or ItemList), in order; none when there is no such list. */
const crumbNames = (ld: Record<string, unknown> | undefined) =>
  ((ld?.itemListElement ?? []) as { name: string }[]).map((c) => c.name);

/** The page as a crawler gets it: raw HTML, head read with a few regexes (our own, regular markup). */
async function head(path: string): Promise<Head> {
  const res = await fetch(`${t.url}${path}`);
  const html = await res.text();
  const headHtml = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const m of headHtml.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    meta.set(m[1] as string, decode(m[2] as string));
  }
  const scripts = [...headHtml.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return {
    status: res.status,
    sql: Number(res.headers.get('x-sql-statements')),
    title: decode(/<title>([^<]*)<\/title>/.exec(headHtml)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(headHtml)?.[1],
    jsonLd: scripts.map((s) => JSON.parse(s[1] as string)),
    html,
  };
}

describe('asset page head', () => {
  it('carries title, description, canonical, Open Graph and Twitter tags in the HTML', async () => {
    const h = await head(`/public/assets/${asset.slug}`);
    expect(h.status).toBe(200);
    expect(h.title).toBe('Neon glitch · Framestock');
    const description = h.meta.get('description') as string;
    expect(description.startsWith('A neon glitch transition.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    expect(h.canonical).toBe(`${SITE}/public/assets/${asset.slug}`);
    expect(h.meta.get('robots')).toBeUndefined();
    expect(h.meta.get('og:title')).toBe(h.title);
    expect(h.meta.get('og:description')).toBe(description);
    expect(h.meta.get('og:url')).toBe(h.canonical);
    expect(h.meta.get('og:type')).toBe('website');
    // The social card of the item (its title and description over the site's look).
    const card = new URL(h.meta.get('og:image') as string);
    expect(`${card.origin}${card.pathname}`).toBe(`${SITE}/api/og-image`);
    expect(card.searchParams.get('title')).toBe('Neon glitch');
    expect(card.searchParams.get('subtitle')).toBe(`${description.slice(0, 100)}…`);
    expect(h.meta.get('twitter:card')).toBe('summary_large_image');
    expect(h.meta.get('twitter:image')).toBe(h.meta.get('og:image'));
    expect(h.meta.get('twitter:title')).toBe(h.title);
    // The template's own defaults are replaced, not duplicated.
    expect(h.html.match(/<title>/g)).toHaveLength(1);
    expect(h.html.match(/name="description"/g)).toHaveLength(1);
    expect(h.html).toContain('<div id="root"></div>');
  });

  it('describes the asset as a Product with a USD offer, in stock, price 0 by default', async () => {
    const h = await head(`/public/assets/${asset.slug}`);
    expect(h.jsonLd).toHaveLength(2);
    expect(h.jsonLd[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Neon glitch',
      description: h.meta.get('description'),
      image: expect.stringMatching(
        new RegExp(`^${SITE}/api/storage/[^/]+/media/${asset.id}/thumbnail\\.webp\\?v=\\d+$`),
      ),
      category: 'Glitch transitions',
      url: `${SITE}/public/assets/${asset.slug}`,
      sku: asset.id,
      productID: asset.id,
      offers: {
        '@type': 'Offer',
        price: '0.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/public/assets/${asset.slug}`,
      },
    });
  });

  it('gives the trail the page shows as a BreadcrumbList: Home, the category chain from its root, the item', async () => {
    const [, crumbs] = (await head(`/public/assets/${asset.slug}`)).jsonLd;
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Transitions',
          item: expect.stringMatching(`^${SITE}/public/categories/transitions-`),
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Glitch transitions',
          item: `${SITE}/public/categories/${childSlug}`,
        },
        { '@type': 'ListItem', position: 4, name: 'Neon glitch', item: `${SITE}/public/assets/${asset.slug}` },
      ],
    });
    // Without a category: Home and the item.
    const [, short] = (await head(`/public/assets/${priced.slug}`)).jsonLd;
    expect(crumbNames(short)).toEqual(['Home', 'Priced flare']);
  });

  it('states a set price in dollars, and leaves out what the item lacks', async () => {
    const [product] = (await head(`/public/assets/${priced.id}`)).jsonLd;
    expect(product?.offers).toMatchObject({ price: '12.50', priceCurrency: 'USD' });
    expect(product).not.toHaveProperty('image');
    expect(product).not.toHaveProperty('category');
    expect(product?.description).toBe('Priced flare: a video asset for video creators on Framestock.');
    // Without a thumbnail the page still has its card.
    expect((await head(`/public/assets/${priced.id}`)).meta.get('twitter:card')).toBe('summary_large_image');
  });

  it('finds the page by id or slug, with one canonical URL and one SQL statement', async () => {
    const byId = await head(`/public/assets/${asset.id}`);
    const bySlug = await head(`/public/assets/${asset.slug}`);
    expect(byId.status).toBe(200);
    expect(byId.canonical).toBe(bySlug.canonical);
    expect(byId.sql).toBe(1);
    expect(bySlug.sql).toBe(1);
  });

  it('preloads a video’s poster, the picture its page shows (the widest thumbnail, else the thumbnail)', async () => {
    const media = mediaFactory(t);
    const webp = Buffer.from('RIFF-not-read-here');
    /** A published item with a thumbnail, these widths and, unless told otherwise, a preview (its player). */
    const item = async (kind: 'ASSET' | 'IMAGE', title: string, widths: Record<string, string>[], preview = true) => {
      const created = await media.create({ kind, title, status: 'PUBLISHED', thumbnail: true });
      for (const [i, size] of widths.entries()) {
        const role = i === 0 ? 'THUMBNAIL_320' : 'THUMBNAIL_960';
        await media.file(created.id, role, `width-${i}.webp`, webp, 'image/webp', size);
      }
      if (preview) await media.file(created.id, 'PREVIEW', 'preview.bin', webp, 'application/octet-stream');
      return created;
    };
    const sizes = [
      { width: '320', height: '180' },
      { width: '960', height: '540' },
    ];
    const wide = await item('ASSET', 'Wide poster', sizes);
    // Widths without usable dimensions are not listed (media-files.ts), so they cannot be the poster either.
    const odd = await item('ASSET', 'Odd widths', [{ width: '320' }, { width: 'wide', height: '540' }]);
    // No player yet (no preview): the page shows no poster. An image's picture is not a poster.
    const still = await item('ASSET', 'No preview yet', sizes, false);
    const picture = await item('IMAGE', 'A picture', sizes);

    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]*)" \/>/g)].map((m) =>
        decode(m[1] as string),
      );
    const listed = async (id: string) => {
      const res = await t.gql<{ mediaItem: { thumbnailUrl: string | null; thumbnails: { url: string }[] } }>(
        'query($id: ID!) { mediaItem(id: $id) { thumbnailUrl thumbnails { url } } }',
        { id },
      );
      return res.data?.mediaItem;
    };

    const widePage = await head(`/public/assets/${wide.slug}`);
    expect(preloads(widePage.html)).toEqual([(await listed(wide.id))?.thumbnails.at(-1)?.url]);
    expect(preloads(widePage.html)[0]).toMatch(/width-1\.webp\?v=\d+$/);
    expect(widePage.sql).toBe(1);
    // No widths listed: the thumbnail, as the page falls back to it; the members page preloads it too.
    const oddItem = await listed(odd.id);
    expect(oddItem?.thumbnails).toEqual([]);
    expect(preloads((await head(`/public/assets/${odd.slug}`)).html)).toEqual([oddItem?.thumbnailUrl]);
    expect(preloads((await head(`/members/assets/${odd.slug}`)).html)).toEqual([oddItem?.thumbnailUrl]);
    // No player, no picture, or not a video: nothing to preload.
    expect(preloads((await head(`/public/assets/${still.slug}`)).html)).toEqual([]);
    expect(preloads((await head(`/public/assets/${priced.slug}`)).html)).toEqual([]);
    expect(preloads((await head(`/public/assets/${picture.slug}`)).html)).toEqual([]);
    expect(preloads((await head(`/public/assets/${audio.slug}`)).html)).toEqual([]);
  });

  it('escapes a hostile title in every tag and in the JSON-LD', async () => {
    const h = await head('/public/assets/hostile');
    expect(h.status).toBe(200);
    expect(h.html).not.toContain('<script>alert(1)');
    expect(h.html).not.toContain('<b>bold');
    // One </script> per JSON-LD block (Product, BreadcrumbList): none came from the title.
    expect(h.jsonLd).toHaveLength(2);
    expect(h.html.match(/<\/script>/g)).toHaveLength(2);
    expect(h.title).toBe(`${HOSTILE} · Framestock`);
    expect(h.meta.get('og:title')).toBe(`${HOSTILE} · Framestock`);
    expect(h.jsonLd[0]?.name).toBe(HOSTILE);
    expect(crumbNames(h.jsonLd[1]).at(-1)).toBe(HOSTILE);
  });

  it('points a members asset page at the public one and keeps it out of the index', async () => {
    const h = await head(`/members/assets/${asset.id}`);
    expect(h.status).toBe(200);
    expect(h.canonical).toBe(`${SITE}/public/assets/${asset.slug}`);
    expect(h.meta.get('robots')).toBe('noindex');
    expect(h.jsonLd[0]?.['@type']).toBe('Product');
  });

  it('serves images and audio on the same public page, indexable, with Product, Offer and breadcrumbs', async () => {
    for (const [item, noun, crumbs] of [
      [image, 'an image', ['Home', 'Backgrounds', 'Sunset']],
      [audio, 'an audio track', ['Home', 'Lo-fi loop']],
    ] as const) {
      for (const key of [item.slug, item.id]) {
        const h = await head(`/public/assets/${key}`);
        expect(h.status, `${noun} by ${key}`).toBe(200);
        expect(h.sql).toBe(1);
        expect(h.title).toBe(`${item.title} · Framestock`);
        expect(h.canonical).toBe(`${SITE}/public/assets/${item.slug}`);
        expect(h.meta.get('robots')).toBeUndefined();
        expect(h.meta.get('og:url')).toBe(h.canonical);
        expect(h.meta.get('twitter:title')).toBe(h.title);
        const [product, trail] = h.jsonLd;
        expect(product).toMatchObject({
          '@type': 'Product',
          name: item.title,
          sku: item.id,
          url: h.canonical,
          offers: { '@type': 'Offer', price: '0.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
        });
        expect(trail?.['@type']).toBe('BreadcrumbList');
        expect(crumbNames(trail)).toEqual(crumbs);
      }
    }
    expect((await head(`/public/assets/${image.slug}`)).meta.get('description')).toBe(
      'Sunset: an image for video creators in Backgrounds on Framestock.',
    );
  });

  it('keeps the members image and audio pages for members: noindex, canonical on the public page, own kind only', async () => {
    const img = await head(`/members/images/${image.id}`);
    expect(img.status).toBe(200);
    expect(img.title).toBe('Sunset · Framestock');
    expect(img.canonical).toBe(`${SITE}/public/assets/${image.slug}`);
    expect(img.meta.get('robots')).toBe('noindex');
    expect(img.jsonLd[0]?.['@type']).toBe('Product');
    const snd = await head(`/members/audio/${audio.slug}`);
    expect(snd.status).toBe(200);
    expect(snd.canonical).toBe(`${SITE}/public/assets/${audio.slug}`);
    // A members route's kind decides: an asset is not audio, an audio track not an image.
    expect((await head(`/members/audio/${asset.slug}`)).status).toBe(404);
    expect((await head(`/members/images/${audio.id}`)).status).toBe(404);
    expect((await head(`/members/assets/${image.slug}`)).status).toBe(404);
  });
});

describe('pages that do not exist', () => {
  it.each([
    ['an unknown id', () => '/public/assets/2b0f6a9e-4c1d-4f7e-9a51-0d6a4c9b1e22'],
    ['an unknown slug', () => '/public/assets/no-such-asset'],
    ['a draft', () => `/public/assets/${draft.id}`],
    ['a draft by slug on the members route', () => `/members/assets/${draft.slug}`],
    ['a malformed id', () => '/public/assets/Not_A_Valid_Id'],
    ['an unknown category', () => '/public/categories/no-such-category'],
    ['an unmatched path', () => '/no/such/page'],
  ])('answers %s with 404 and the Page Not Found page', async (_name, path) => {
    const h = await head(path());
    expect(h.status).toBe(404);
    expect(h.title).toBe('Page Not Found · Framestock');
    expect(h.meta.get('robots')).toBe('noindex');
    expect(h.canonical).toBeUndefined();
    expect(h.jsonLd).toEqual([]);
    expect(h.html).not.toContain('Secret draft');
  });
});

describe('category page head', () => {
  it('carries a BreadcrumbList from the root and an ItemList of published media, in two statements', async () => {
    const h = await head(`/public/categories/${child.id}`);
    expect(h.status).toBe(200);
    expect(h.sql).toBe(2);
    expect(h.title).toBe('Glitch transitions · Framestock');
    expect(h.canonical).toBe(`${SITE}/public/categories/${childSlug}`);
    expect(h.meta.get('description')).toBe('Glitch transitions: video assets for video creators on Framestock.');
    const [crumbs, list] = h.jsonLd;
    expect(crumbs?.['@type']).toBe('BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Transitions',
        item: expect.stringMatching(`^${SITE}/public/categories/transitions-`),
      },
      { '@type': 'ListItem', position: 2, name: 'Glitch transitions', item: h.canonical },
    ]);
    expect(list).toMatchObject({ '@type': 'ItemList', name: 'Glitch transitions', numberOfItems: 1 });
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Neon glitch', url: `${SITE}/public/assets/${asset.slug}` },
    ]);
  });

  it('lists sub-category items too, newest first, and resolves a slug', async () => {
    const [{ slug }] = await t.server.deps.db.query('SELECT slug FROM categories WHERE id = $1', [root.id]);
    const h = await head(`/public/categories/${slug}`);
    expect(h.status).toBe(200);
    const list = h.jsonLd[1] as { itemListElement: { position: number; name: string }[] };
    expect(list.itemListElement.map((i) => [i.position, i.name])).toEqual([
      [1, HOSTILE],
      [2, 'Neon glitch'],
    ]);
    expect(h.html).not.toContain('Secret draft');
  });

  it('prefers the ASSET category when a slug is shared across kinds, and addresses the other by id', async () => {
    const db = t.server.deps.db;
    const [audioCat] = await db.query(
      `INSERT INTO categories (kind, name, slug) VALUES ('AUDIO', 'Shared audio', 'shared') RETURNING id`,
    );
    await db.query(`INSERT INTO categories (kind, name, slug) VALUES ('ASSET', 'Shared assets', 'shared')`);
    expect((await head('/public/categories/shared')).title).toBe('Shared assets · Framestock');
    const other = await head(`/public/categories/${audioCat.id}`);
    expect(other.title).toBe('Shared audio · Framestock');
    expect(other.canonical).toBe(`${SITE}/public/categories/${audioCat.id}`);
  });

  it('links image items to their public page', async () => {
    const h = await head(`/public/categories/${imageCategory.id}`);
    const list = h.jsonLd[1] as { itemListElement: { url: string }[] };
    expect(list.itemListElement[0]?.url).toBe(`${SITE}/public/assets/${image.slug}`);
  });
});

describe('bundle page head', () => {
  let bundleId: string;
  beforeAll(async () => {
    const db = t.server.deps.db;
    [{ id: bundleId }] = await db.query(
      `INSERT INTO bundles (title, slug, description, access, published)
       VALUES ('Glitch pack', 'glitch-pack', 'Everything glitch.', 'PREMIUM', true) RETURNING id`,
    );
    // In order; the draft is left out of the ItemList as the page leaves it out.
    for (const [position, id] of [asset.id, draft.id, priced.id].entries()) {
      await db.query('INSERT INTO bundle_items (bundle_id, media_id, position) VALUES ($1, $2, $3)', [
        bundleId,
        id,
        position,
      ]);
    }
    await db.query(
      `INSERT INTO bundles (title, slug, access, published) VALUES ('Unpublished pack', 'unpublished-pack', 'FREE', false)`,
    );
  });

  it('carries title, description, canonical, a BreadcrumbList and its published items, in one statement', async () => {
    const h = await head('/public/bundles/glitch-pack');
    expect(h.status).toBe(200);
    expect(h.sql).toBe(1);
    expect(h.title).toBe('Glitch pack · Framestock');
    expect(h.meta.get('description')).toBe('Everything glitch.');
    expect(h.canonical).toBe(`${SITE}/public/bundles/glitch-pack`);
    const [crumbs, list] = h.jsonLd;
    expect(crumbNames(crumbs)).toEqual(['Home', 'Bundles', 'Glitch pack']);
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Neon glitch', url: `${SITE}/public/assets/${asset.slug}` },
      { '@type': 'ListItem', position: 2, name: 'Priced flare', url: `${SITE}/public/assets/${priced.slug}` },
    ]);
    // By id too, with the same canonical URL.
    expect((await head(`/public/bundles/${bundleId}`)).canonical).toBe(h.canonical);
  });

  it('answers 404 for a bundle that is not published or does not exist', async () => {
    expect((await head('/public/bundles/unpublished-pack')).status).toBe(404);
    expect((await head('/public/bundles/no-such-pack')).status).toBe(404);
    expect((await head('/public/bundles')).status).toBe(200);
  });

  it('lists published bundles in /sitemap.xml, not the others', async () => {
    const xml = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${SITE}/public/bundles/glitch-pack</loc>`);
    expect(xml).toContain(`<loc>${SITE}/public/bundles</loc>`);
    expect(xml).not.toContain('unpublished-pack');
  });
});

describe('static pages', () => {
  it('give the home page the default title and description with no SQL', async () => {
    const h = await head('/');
    expect(h.title).toBe('Premium Media Assets for Video Creators · Framestock');
    expect(h.meta.get('description')).toMatch(/^Framestock is a subscription library/);
    expect(h.canonical).toBe(`${SITE}/`);
    expect(h.sql).toBe(0);
  });

  it('keep members, admin and token pages out of the index; public pages in', async () => {
    expect((await head('/members/dashboard')).meta.get('robots')).toBe('noindex');
    expect((await head('/admin/assets')).meta.get('robots')).toBe('noindex');
    expect((await head(`/admin/assets/${draft.id}`)).status).toBe(200);
    expect((await head('/auth/reset-password')).meta.get('robots')).toBe('noindex');
    const pricing = await head('/public/pricing');
    expect(pricing.meta.get('robots')).toBeUndefined();
    expect(pricing.canonical).toBe(`${SITE}/public/pricing`);
    expect(pricing.meta.get('og:image')).toMatch(new RegExp(`^${SITE}/api/og-image\\?title=Pricing&subtitle=`));
    expect(pricing.meta.get('twitter:image')).toBe(pricing.meta.get('og:image'));
    expect((await head('/sitemap')).canonical).toBe(`${SITE}/public/sitemap`);
  });
});

describe('social cards', () => {
  const card = (h: Head) => {
    const url = new URL(h.meta.get('og:image') as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/api/og-image`);
    expect(h.meta.get('twitter:image')).toBe(h.meta.get('og:image'));
    return { title: url.searchParams.get('title'), subtitle: url.searchParams.get('subtitle') };
  };

  it('name the card of each image, audio and category page, titled by what the page shows', async () => {
    expect(card(await head(`/members/images/${image.slug}`)).title).toBe('Sunset');
    expect(card(await head(`/members/audio/${audio.slug}`)).title).toBe('Lo-fi loop');
    expect(card(await head(`/public/categories/${child.id}`))).toEqual({
      title: 'Glitch transitions',
      subtitle: 'Glitch transitions: video assets for video creators on Framestock.',
    });
  });

  it('leave 404 pages without a card', async () => {
    expect((await head('/public/assets/no-such-asset')).meta.get('og:image')).toBeUndefined();
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists static pages, categories and every published item of every kind, never drafts or members pages', async () => {
    const res = await fetch(`${t.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/public/pricing`);
    expect(locs).toContain(`${SITE}/public/sitemap`);
    expect(locs).not.toContain(`${SITE}/sitemap`);
    expect(locs).not.toContain(`${SITE}/forgot-password`);
    expect(locs).toContain(`${SITE}/public/assets/${asset.slug}`);
    expect(locs).toContain(`${SITE}/public/assets/${priced.slug}`);
    expect(locs).toContain(`${SITE}/public/assets/hostile`);
    expect(locs).toContain(`${SITE}/public/categories/${childSlug}`);
    const [{ slug: imageCategorySlug }] = await t.server.deps.db.query('SELECT slug FROM categories WHERE id = $1', [
      imageCategory.id,
    ]);
    expect(locs).toContain(`${SITE}/public/categories/${imageCategorySlug}`);
    expect(locs).toContain(`${SITE}/public/assets/${image.slug}`);
    expect(locs).toContain(`${SITE}/public/assets/${audio.slug}`);
    expect(xml).not.toContain(draft.slug);
    expect(xml).not.toContain('/members/');
    expect(xml).not.toContain('/admin');
    expect(xml).toMatch(
      new RegExp(`<loc>${SITE}/public/assets/${asset.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+Z</lastmod>`),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('robots.txt allows crawling, keeps private areas out and points at the sitemap', async () => {
    const res = await fetch(`${t.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /members',
        'Disallow: /profile',
        'Disallow: /api',
        `Sitemap: ${SITE}/sitemap.xml`,
      ]),
    );
  });

  it('answers chunk pages past the end with 404', async () => {
    expect((await fetch(`${t.url}/sitemap-1.xml`)).status).toBe(200);
    expect((await fetch(`${t.url}/sitemap-2.xml`)).status).toBe(404);
  });
});

describe('without SITE_URL', () => {
  let local: TestServer;
  beforeAll(async () => {
    local = await startTestServer({ database: t.db });
  });
  afterAll(() => local?.stop());

  it('builds absolute URLs from the request host', async () => {
    const host = new URL(local.url).host;
    const html = await (await fetch(`${local.url}/public/assets/${asset.slug}`)).text();
    expect(html).toContain(`<link rel="canonical" href="http://${host}/public/assets/${asset.slug}" />`);
    expect(html).toContain(`<meta property="og:image" content="http://${host}/api/og-image?title=Neon+glitch`);
    expect(await (await fetch(`${local.url}/robots.txt`)).text()).toContain(`Sitemap: http://${host}/sitemap.xml`);
  });
});

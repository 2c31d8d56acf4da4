/**
 * CapCut tips over real HTTP and PostgreSQL: Markdown rendered safely, the
 * members-only remainder never sent to anonymous readers (API and raw HTML),
 * search and filters, linked catalogue items, admin writing (audited, bad
 * input refused), picture uploads, SEO head with JSON-LD, the sitemap, and
 * the demo tips.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { linkDemoMedia, seedDemoTips } from '../../server/modules/tips/demo/seed.js';
import { DEMO_TIPS } from '../../server/modules/tips/demo/tips-content.js';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SITE = 'https://framestock.example';
let t: TestServer;
let admin: string;
let member: string;
let published: SeededMedia;
let draftMedia: SeededMedia;

beforeAll(async () => {
  t = await startTestServer({ env: { SITE_URL: SITE } });
  admin = (await t.signedIn(Role.ADMIN)).token;
  member = (await t.signedIn()).token;
  const media = mediaFactory(t);
  published = await media.create({ kind: 'ASSET', title: 'Glow overlay', status: 'PUBLISHED', thumbnail: true });
  draftMedia = await media.create({ kind: 'ASSET', title: 'Unreleased', status: 'DRAFT' });
});
afterAll(() => t?.stop());

const HOSTILE_MD = `Intro with **bold**.

<script>window.__pwned = 1</script>

<img src=x onerror="window.__pwned = 2">

[click me](javascript:alert(1)) and [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)

[vb](vbscript:msgbox(1)) [ok link](https://capcut.com) [inside](/public/browse)

# A top heading`;

const content = (over: Record<string, unknown> = {}) => ({
  title: 'Keyframe zooms',
  summary: 'Zoom with keyframes.',
  body: 'Opening paragraph of the tip.\n\nSecond paragraph with more detail that only members should read in full.',
  steps: [
    { title: 'Select the clip', body: 'Tap the clip.', imagePath: null, imageAlt: '' },
    { title: 'Add a keyframe', body: 'Tap the **diamond**.', imagePath: null, imageAlt: '' },
  ],
  coverPath: null,
  coverAlt: '',
  difficulty: 'BEGINNER',
  device: 'MOBILE',
  capcutVersion: 'Mobile 13',
  tags: ['Keyframes', 'zoom', 'keyframes'],
  access: 'FREE',
  mediaIds: [],
  ...over,
});

const TIP = `id slug title summary status access locked bodyHtml stepCount readingMinutes tags difficulty device coverUrl
  steps { number title bodyHtml imageUrl imageAlt } media { id title }`;

async function mutate(name: string, input: Record<string, unknown>, token = admin) {
  const res = await t.gql<
    Record<string, { tip: Record<string, unknown> | null; errors: { code: string; field: string }[] }>
  >(
    `mutation($i: ${name[0]?.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $i) { tip { ${TIP} } errors { code field message } } }`,
    { i: input },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.[name] as {
    tip: Record<string, unknown> & { id: string };
    errors: { code: string; field: string }[];
  };
}

async function publishedTip(over: Record<string, unknown> = {}) {
  const created = await mutate('createTip', { content: content(over) });
  expect(created.errors).toEqual([]);
  const done = await mutate('setTipStatus', { id: created.tip.id, status: 'PUBLISHED' });
  expect(done.errors).toEqual([]);
  return done.tip;
}

async function readTip(slug: string, token?: string) {
  const res = await t.gql<{ tip: Record<string, unknown> | null }>(
    `query($s: String) { tip(slug: $s) { ${TIP} } }`,
    { s: slug },
    token ? { token } : {},
  );
  expect(res.errors).toBeUndefined();
  return res.data?.tip as (Record<string, unknown> & { bodyHtml: string; steps: { bodyHtml: string }[] }) | null;
}

describe('Markdown is rendered safely', () => {
  it('never passes scripts, event handlers or javascript:/data:/vbscript: links', async () => {
    const tip = await publishedTip({
      title: 'Hostile markdown',
      body: HOSTILE_MD,
      steps: [
        { title: 'Step', body: '<script>alert(1)</script> [x](javascript:void(0))', imagePath: null, imageAlt: '' },
      ],
    });
    const html = tip.bodyHtml as string;
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<[^>]*\sonerror=/i);
    expect(html).not.toMatch(/href="(javascript|data|vbscript):/i);
    // Raw HTML is shown as text, not dropped silently.
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="https://capcut.com" rel="nofollow noopener noreferrer">ok link</a>');
    expect(html).toContain('<a href="/public/browse">inside</a>');
    expect(html).toContain('<h2>A top heading</h2>');
    const step = (tip.steps as { bodyHtml: string }[])[0]?.bodyHtml ?? '';
    expect(step).not.toMatch(/<script|href="javascript/i);
  });
});

describe('members-only tips', () => {
  let slug: string;
  beforeAll(async () => {
    const body = [
      'The opening that everyone may read.',
      'Second paragraph, still short.',
      '## The secret technique',
      'MEMBERS-ONLY-SENTENCE: only members read this part.',
    ].join('\n\n');
    slug = (
      await publishedTip({
        title: 'Members secret',
        access: 'MEMBERS',
        body,
        steps: [{ title: 'Hidden step', body: 'HIDDEN-STEP-TEXT', imagePath: null, imageAlt: '' }],
      })
    ).slug as string;
  });

  it('give anonymous readers the opening only, locked, with no steps', async () => {
    const tip = await readTip(slug);
    expect(tip).toMatchObject({ locked: true, stepCount: 1, steps: [] });
    expect(tip?.bodyHtml).toContain('The opening that everyone may read.');
    expect(JSON.stringify(tip)).not.toContain('MEMBERS-ONLY-SENTENCE');
    expect(JSON.stringify(tip)).not.toContain('HIDDEN-STEP');
    expect(JSON.stringify(tip)).not.toContain('secret technique');
  });

  it('give members everything', async () => {
    const tip = await readTip(slug, member);
    expect(tip).toMatchObject({ locked: false, stepCount: 1 });
    expect(tip?.bodyHtml).toContain('MEMBERS-ONLY-SENTENCE');
    expect(tip?.steps[0]?.bodyHtml).toContain('HIDDEN-STEP-TEXT');
  });

  it('keep the remainder out of the raw HTML crawlers and anonymous browsers get', async () => {
    for (const path of [`/public/capcut-tips/${slug}`, `/members/capcut-tips/${slug}`, '/public/capcut-tips']) {
      const html = await (await fetch(`${t.url}${path}`)).text();
      expect(html).not.toContain('MEMBERS-ONLY-SENTENCE');
      expect(html).not.toContain('HIDDEN-STEP');
    }
    const html = await (await fetch(`${t.url}/public/capcut-tips/${slug}`)).text();
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Article', isAccessibleForFree: false, headline: 'Members secret' });
  });
});

describe('reading and finding tips', () => {
  it('lists published tips only, with search, tag, difficulty and device filters', async () => {
    await publishedTip({
      title: 'Chroma key basics',
      tags: ['green screen'],
      device: 'DESKTOP',
      difficulty: 'ADVANCED',
    });
    await publishedTip({ title: 'Beat sync basics', tags: ['music'], device: 'BOTH' });
    await mutate('createTip', { content: content({ title: 'Unpublished draft tip' }) });
    const list = async (filter: Record<string, unknown>) => {
      const res = await t.gql<{ tips: { totalCount: number; edges: { node: { title: string } }[] } }>(
        'query($f: TipFilter) { tips(filter: $f, first: 50) { totalCount edges { node { title } } } }',
        { f: filter },
      );
      expect(res.errors).toBeUndefined();
      return res.data?.tips.edges.map((e) => e.node.title) ?? [];
    };
    expect(await list({})).not.toContain('Unpublished draft tip');
    expect(await list({ query: 'chroma BASICS' })).toEqual(['Chroma key basics']);
    expect(await list({ query: '100%_\\' })).toEqual([]);
    expect(await list({ tag: 'Green Screen' })).toEqual(['Chroma key basics']);
    expect(await list({ difficulty: 'ADVANCED' })).toEqual(['Chroma key basics']);
    const mobile = await list({ device: 'MOBILE' });
    expect(mobile).toContain('Beat sync basics');
    expect(mobile).not.toContain('Chroma key basics');
    const tags = await t.gql<{ tipTags: { tag: string; count: number }[] }>('{ tipTags { tag count } }');
    expect(tags.data?.tipTags).toEqual(expect.arrayContaining([{ tag: 'green screen', count: 1 }]));
  });

  it('stores tags lowercase without duplicates and shows only published linked items, in order', async () => {
    const tip = await publishedTip({ title: 'Linked items', mediaIds: [draftMedia.id, published.id] });
    expect(tip.tags).toEqual(['keyframes', 'zoom']);
    expect(tip.media).toEqual([{ id: published.id, title: 'Glow overlay' }]);
  });

  it('costs the same few statements for a page of tips with linked items, at 2 and 20 per page', async () => {
    // Right after the tip above: the newest with the tag, so both pages include its linked item.
    const query = `query($first: Int) {
      tips(first: $first, filter: { tag: "zoom" }) { totalCount edges { node { title steps { title }
        media { id title thumbnailUrl platforms { name } } } } }
      tipTags { tag } }`;
    for (const first of [2, 20]) {
      const res = await t.gql<{ tips: { edges: { node: { media: unknown[] } }[] } }>(query, { first });
      expect(res.errors).toBeUndefined();
      expect(res.data?.tips.edges[0]?.node.media).toHaveLength(1);
      // The page, its count, the tags, then one each for linked items, their files and their platforms.
      expect(res.headers.get('x-sql-statements'), `first: ${first}`).toBe('6');
    }
  });

  it('answers null for drafts and unknown slugs outside the admin area', async () => {
    const draft = await mutate('createTip', { content: content({ title: 'Still a draft' }) });
    expect(await readTip(draft.tip.slug as string)).toBeNull();
    expect(await readTip('no-such-tip')).toBeNull();
  });
});

describe('writing tips (admins)', () => {
  it('refuses bad input with typed errors and changes nothing', async () => {
    const [{ n: before }] = await t.server.deps.db.query('SELECT count(*)::int AS n FROM tips');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'INVALID_TITLE', 'title'],
      [{ slug: 'Not A Slug' }, 'INVALID_SLUG', 'slug'],
      [{ summary: '' }, 'INVALID_SUMMARY', 'summary'],
      [{ body: 'x'.repeat(20_001) }, 'BODY_TOO_LONG', 'body'],
      [{ steps: [{ title: '', body: '', imagePath: null, imageAlt: '' }] }, 'INVALID_STEP', 'steps.0'],
      [{ steps: Array.from({ length: 21 }, () => ({ title: 's', body: '' })) }, 'TOO_MANY_STEPS', 'steps'],
      [{ coverPath: '../../etc/passwd' }, 'INVALID_IMAGE', 'coverPath'],
      [{ coverPath: `tips/${'a'.repeat(64)}.webp` }, 'INVALID_IMAGE', 'coverPath'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'INVALID_TAGS', 'tags'],
      [{ mediaIds: ['00000000-0000-0000-0000-000000000000'] }, 'INVALID_MEDIA', 'mediaIds'],
      [{ mediaIds: [published.id, published.id] }, 'INVALID_MEDIA', 'mediaIds'],
    ];
    for (const [over, code, field] of cases) {
      const { tip, errors } = await mutate('createTip', { content: content(over) });
      expect(tip, code).toBeNull();
      expect(errors[0]).toMatchObject({ code, field });
    }
    const taken = await publishedTip({ title: 'Unique slug tip' });
    expect((await mutate('createTip', { content: content({ slug: taken.slug }) })).errors[0]?.code).toBe('SLUG_TAKEN');
    const [{ n: after }] = await t.server.deps.db.query('SELECT count(*)::int AS n FROM tips');
    expect(after).toBe(before + 1);
  });

  it('audits creating, editing, publishing, unpublishing and deleting', async () => {
    const { tip } = await mutate('createTip', { content: content({ title: 'Audited tip' }) });
    await mutate('updateTip', { id: tip.id, content: content({ title: 'Audited tip, edited' }) });
    await mutate('setTipStatus', { id: tip.id, status: 'PUBLISHED' });
    await mutate('setTipStatus', { id: tip.id, status: 'DRAFT' });
    await mutate('deleteTip', { id: tip.id });
    const rows = await t.server.deps.db.query(
      "SELECT action, data FROM audit_log WHERE target_type = 'tip' AND target_id = $1 ORDER BY id",
      [tip.id],
    );
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'tip.created',
      'tip.updated',
      'tip.published',
      'tip.unpublished',
      'tip.deleted',
    ]);
    // The slug follows the title; the unchanged steps are not reported.
    expect(rows[1].data.changedFields).toEqual(['title', 'slug']);
  });

  it('is for admins only', async () => {
    const res = await t.gql(
      'mutation($i: CreateTipInput!) { createTip(input: $i) { errors { code } } }',
      {
        i: { content: content() },
      },
      { token: member },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const body = await t.gql('{ tips { edges { node { body } } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/tips/images', () => {
  const post = (body: Buffer | string, token?: string) =>
    fetch(`${t.url}/api/tips/images`, {
      method: 'POST',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
    });

  it('stores an uploaded picture as WebP that a step can then use', async () => {
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#a78bfa' } })
      .png()
      .toBuffer();
    const res = await post(png, admin);
    expect(res.status).toBe(200);
    const { path, url } = (await res.json()) as { path: string; url: string };
    expect(path).toMatch(/^tips\/[a-f0-9]{64}\.webp$/);
    const stored = await sharp(
      Buffer.from(await (await fetch(`${t.url}${new URL(url).pathname}`)).arrayBuffer()),
    ).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1600 });
    const tip = await publishedTip({
      title: 'With pictures',
      coverPath: path,
      steps: [{ title: 'Look', body: '', imagePath: path, imageAlt: 'A violet frame' }],
    });
    expect((tip.steps as { imageUrl: string }[])[0]?.imageUrl).toBe(url);
    expect(tip.coverUrl).toBe(url);
  });

  it('refuses strangers, members, non-images and empty bodies', async () => {
    expect((await post('x')).status).toBe(401);
    expect((await post('x', member)).status).toBe(403);
    const text = await post('definitely not an image', admin);
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect((await post(Buffer.alloc(0), admin)).status).toBe(400);
  });
});

describe('pages crawlers read', () => {
  it('give a free tip its own head, social card and HowTo with numbered steps, and list it in the sitemap', async () => {
    const tip = await publishedTip({ title: 'Crawlable tip', summary: 'A tip for crawlers.' });
    const html = await (await fetch(`${t.url}/members/capcut-tips/${tip.slug}`)).text();
    expect(html).toContain('<title>Crawlable tip · Framestock</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/public/capcut-tips/${tip.slug}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="${SITE}/api/og-image?title=Crawlable+tip&amp;subtitle=A+tip+for+crawlers." />`,
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'HowTo',
      name: 'Crawlable tip',
      step: [
        { '@type': 'HowToStep', position: 1, name: 'Select the clip', text: 'Tap the clip.' },
        { '@type': 'HowToStep', position: 2, name: 'Add a keyframe', text: 'Tap the diamond.' },
      ],
    });
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${SITE}/public/capcut-tips/${tip.slug}`);
    expect((await fetch(`${t.url}/public/capcut-tips/no-such-tip`)).status).toBe(404);
  });
});

describe('demo tips', () => {
  it('ships at least twelve real tips, each with numbered, illustrated steps, seeded once', async () => {
    expect(DEMO_TIPS.length).toBeGreaterThanOrEqual(12);
    for (const tip of DEMO_TIPS) {
      expect(tip.steps.length, tip.key).toBeGreaterThanOrEqual(3);
      expect(tip.body.length, tip.key).toBeGreaterThan(300);
    }
    expect(await seedDemoTips(t.server.deps)).toBe(DEMO_TIPS.length);
    expect(await seedDemoTips(t.server.deps)).toBe(0);
    const tip = await readTip('keyframes');
    expect(tip?.stepCount).toBe(4);
    const steps = tip?.steps as unknown as { imageUrl: string }[];
    const picture = await fetch(`${t.url}${new URL(steps[0]?.imageUrl as string).pathname}`);
    expect(picture.status).toBe(200);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('webp');
    // No demo catalogue here: links stay empty, and linking reports what is still missing.
    expect(await linkDemoMedia(t.server.deps)).toBeGreaterThan(0);
  }, 120_000);
});

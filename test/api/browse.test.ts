/**
 * The public catalogue: `media(filter, sort, first, after)` with facets,
 * `Category.media` and `relatedMedia`, against a fixture whose answers are
 * worked out by hand below. Also: drafts, pending, rejected and archived
 * media never show; cursors stay stable while items are published; the
 * statement count of a browse page is pinned at 24 and 96 items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { SEARCH_INDEX } from '../../server/modules/search/index.js';
import { type MediaFactory, type MediaSeed, mediaFactory } from '../support/media-factory.js';
import { settledSearchIndex } from '../support/search-index.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface FacetValue {
  value: string;
  label: string;
  count: number;
  parentId?: string | null;
}
interface RangeValue extends FacetValue {
  min: number;
  max: number | null;
}
type FacetName =
  | 'kinds'
  | 'assetTypes'
  | 'categories'
  | 'platforms'
  | 'tags'
  | 'access'
  | 'orientations'
  | 'resolutions'
  | 'frameRates'
  | 'genres'
  | 'moods'
  | 'loop'
  | 'soundEffect';
type Facets = Record<FacetName, FacetValue[]> & { durations: RangeValue[]; bpm: RangeValue[] };
interface BrowsePage {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { id: string; title: string } }[];
  facets: Facets;
}

const FACETS = `facets {
  kinds { value label count } assetTypes { value label count } categories { value label count parentId }
  platforms { value label count } tags { value label count } access { value label count }
  orientations { value label count } resolutions { value label count }
  durations { value label count min max } frameRates { value label count } bpm { value label count min max }
  genres { value label count } moods { value label count } loop { value label count } soundEffect { value label count }
}`;
const BROWSE = `query($f: MediaFilter, $s: MediaBrowseSort, $first: Int, $after: String) {
  media(filter: $f, sort: $s, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id title } } ${FACETS}
  }
}`;

let t: TestServer;
let factory: MediaFactory;
let admin: string;
let member: string;
/** Fixture ids by name (see beforeAll). */
const id: Record<string, string> = {};
const cat: Record<string, string> = {};
const plat: Record<string, string> = {};
const tag: Record<string, string> = {};

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.server.deps.db.query(query, params) as Promise<T[]>;

async function browse(
  filter: Record<string, unknown> | null,
  opts: { sort?: string; first?: number; after?: string } = {},
) {
  const res = await t.gql<{ media: BrowsePage }>(BROWSE, {
    f: filter,
    s: opts.sort,
    first: opts.first ?? 50,
    after: opts.after,
  });
  expect(res.errors).toBeUndefined();
  return res.data?.media as BrowsePage;
}

const names = (page: BrowsePage) => page.edges.map((e) => nameOf(e.node.id));
const nameOf = (mediaId: string) => Object.entries(id).find(([, v]) => v === mediaId)?.[0] ?? mediaId;
const counts = (values: FacetValue[]) => values.map((v) => [v.value, v.count]);

beforeAll(async () => {
  t = await startTestServer();
  factory = mediaFactory(t);
  admin = (await t.signedIn(Role.ADMIN)).token;
  member = (await t.signedIn(Role.MEMBER)).token;
  cat.T = (await factory.category('ASSET', 'Transitions')).id;
  cat.TG = (await factory.category('ASSET', 'Glitch transitions', cat.T)).id;
  cat.O = (await factory.category('ASSET', 'Overlays')).id;
  cat.B = (await factory.category('IMAGE', 'Backgrounds')).id;
  cat.M = (await factory.category('AUDIO', 'Music')).id;
  plat.capcut = (await factory.platform('CapCut Test', 1)).id;
  plat.premiere = (await factory.platform('Premiere Test', 2)).id;
  tag.glitch = (await factory.tag('Glitch')).id;
  tag.retro = (await factory.tag('Retro')).id;
  tag.neon = (await factory.tag('Neon')).id;

  // Published, oldest first (createMany spaces them one second apart; published_at = created_at).
  const seeds: [string, number, MediaSeed][] = [
    [
      'A1',
      50,
      {
        kind: 'ASSET',
        title: 'Alpha glitch',
        categoryId: cat.TG,
        platformIds: [plat.capcut, plat.premiere],
        tagIds: [tag.glitch],
        access: 'FREE',
        measured: {
          assetType: 'TRANSITION',
          width: 1920,
          height: 1080,
          orientation: 'LANDSCAPE',
          durationSeconds: 5,
          fps: 29.97,
        },
      },
    ],
    [
      'A2',
      10,
      {
        kind: 'ASSET',
        title: 'Bravo wipe',
        categoryId: cat.T,
        platformIds: [plat.capcut],
        tagIds: [tag.retro],
        measured: {
          assetType: 'TRANSITION',
          width: 3840,
          height: 2160,
          orientation: 'LANDSCAPE',
          durationSeconds: 12,
          fps: 60,
        },
      },
    ],
    [
      'A3',
      30,
      {
        kind: 'ASSET',
        title: 'Charlie light',
        categoryId: cat.O,
        platformIds: [plat.premiere],
        tagIds: [tag.glitch, tag.neon],
        measured: {
          assetType: 'OVERLAY',
          width: 1080,
          height: 1920,
          orientation: 'PORTRAIT',
          durationSeconds: 8,
          fps: 23.976,
        },
      },
    ],
    [
      'A4',
      0,
      {
        kind: 'ASSET',
        title: 'Delta dust',
        categoryId: cat.O,
        platformIds: [plat.capcut],
        access: 'FREE',
        measured: {
          assetType: 'OVERLAY',
          width: 1280,
          height: 720,
          orientation: 'LANDSCAPE',
          durationSeconds: 40,
          fps: 25,
        },
      },
    ],
    [
      'I1',
      5,
      {
        kind: 'IMAGE',
        title: 'Echo backdrop',
        categoryId: cat.B,
        platformIds: [plat.capcut],
        tagIds: [tag.neon],
        access: 'FREE',
        measured: { width: 600, height: 600, orientation: 'SQUARE' },
      },
    ],
    [
      'U1',
      20,
      {
        kind: 'AUDIO',
        title: 'Foxtrot drive',
        categoryId: cat.M,
        tagIds: [tag.retro],
        measured: {
          durationSeconds: 150,
          bpm: 128,
          genre: 'Synthwave',
          mood: 'Upbeat',
          isLoop: false,
          isSoundEffect: false,
        },
      },
    ],
    [
      'U2',
      40,
      {
        kind: 'AUDIO',
        title: 'Golf whoosh',
        categoryId: cat.M,
        access: 'FREE',
        measured: { durationSeconds: 4, mood: 'Tense', isLoop: false, isSoundEffect: true },
      },
    ],
    [
      'U3',
      1,
      {
        kind: 'AUDIO',
        title: 'Hotel loop',
        categoryId: cat.M,
        measured: {
          durationSeconds: 20,
          bpm: 90,
          genre: 'Synthwave',
          mood: 'Calm',
          isLoop: true,
          isSoundEffect: false,
        },
      },
    ],
  ];
  const made = await factory.createMany(seeds.length, (i) => ({ status: 'PUBLISHED', ...seeds[i]?.[2] }) as MediaSeed);
  for (const [i, [name, downloads]] of seeds.entries()) {
    id[name] = made[i]?.id as string;
    // POPULAR sorts by the 30-day count; popularity.test.ts covers how it is kept.
    await sql('UPDATE media SET download_count = $2, recent_download_count = $2 WHERE id = $1', [id[name], downloads]);
  }
  // Never public: each would match A1's every filter, category, tag and platform.
  for (const status of ['DRAFT', 'PENDING_REVIEW', 'REJECTED', 'ARCHIVED'] as const) {
    const item = await factory.create({
      kind: 'ASSET',
      title: `Zulu ${status.toLowerCase()}`,
      status,
      categoryId: cat.TG,
      platformIds: [plat.capcut, plat.premiere],
      tagIds: [tag.glitch],
      access: 'FREE',
      rejection: status === 'REJECTED' ? { reason: 'QUALITY', note: 'Too dark.' } : undefined,
      measured: {
        assetType: 'TRANSITION',
        width: 1920,
        height: 1080,
        orientation: 'LANDSCAPE',
        durationSeconds: 5,
        fps: 30,
      },
    });
    id[status] = item.id;
  }
  await sql('UPDATE media SET download_count = 1000, recent_download_count = 1000 WHERE status <> $1', ['PUBLISHED']);
});
afterAll(() => t?.stop());

const HIDDEN = ['DRAFT', 'PENDING_REVIEW', 'REJECTED', 'ARCHIVED'];

describe('facets', () => {
  it('counts every dimension over the whole published catalogue', async () => {
    const page = await browse(null);
    expect(page.totalCount).toBe(8);
    const f = page.facets;
    expect(counts(f.kinds)).toEqual([
      ['ASSET', 4],
      ['IMAGE', 1],
      ['AUDIO', 3],
    ]);
    expect(f.kinds.map((k) => k.label)).toEqual(['Video assets', 'Images', 'Audio']);
    expect(counts(f.assetTypes)).toEqual([
      ['TRANSITION', 2],
      ['OVERLAY', 2],
    ]);
    // Transitions counts its subcategory's item too. Order: as trees, kind by kind (videos, images,
    // audio), each top category (position, all 0, then name) followed by its subcategories.
    expect(f.categories.map((c) => [c.label, c.count, c.parentId])).toEqual([
      ['Overlays', 2, null],
      ['Transitions', 2, null],
      ['Glitch transitions', 1, cat.T],
      ['Backgrounds', 1, null],
      ['Music', 3, null],
    ]);
    expect(counts(f.platforms)).toEqual([
      [plat.capcut, 4],
      [plat.premiere, 2],
    ]);
    expect(f.tags.map((x) => [x.label, x.count])).toEqual([
      ['Glitch', 2],
      ['Neon', 2],
      ['Retro', 2],
    ]);
    expect(counts(f.access)).toEqual([
      ['FREE', 4],
      ['PREMIUM', 4],
    ]);
    expect(counts(f.orientations)).toEqual([
      ['LANDSCAPE', 3],
      ['PORTRAIT', 1],
      ['SQUARE', 1],
    ]);
    expect(counts(f.resolutions)).toEqual([
      ['SD', 1],
      ['HD', 1],
      ['FULL_HD', 2],
      ['UHD_4K', 1],
    ]);
    expect(f.durations.map((d) => [d.value, d.count, d.min, d.max])).toEqual([
      ['0-10', 3, 0, 10],
      ['10-30', 2, 10, 30],
      ['30-60', 1, 30, 60],
      ['60-180', 1, 60, 180],
    ]);
    expect(counts(f.frameRates)).toEqual([
      ['FPS_24', 1],
      ['FPS_25', 1],
      ['FPS_30', 1],
      ['FPS_60', 1],
    ]);
    expect(f.bpm.map((b) => [b.value, b.count])).toEqual([
      ['80-100', 1],
      ['120-140', 1],
    ]);
    expect(counts(f.genres)).toEqual([['Synthwave', 2]]);
    expect(counts(f.moods)).toEqual([
      ['Calm', 1],
      ['Tense', 1],
      ['Upbeat', 1],
    ]);
    expect(counts(f.loop)).toEqual([
      ['true', 1],
      ['false', 2],
    ]);
    expect(counts(f.soundEffect)).toEqual([
      ['true', 1],
      ['false', 2],
    ]);
  });

  it('counts each dimension with every other filter applied, its own left out', async () => {
    const capcut = await browse({ platformIds: [plat.capcut] });
    expect(capcut.totalCount).toBe(4);
    expect(counts(capcut.facets.platforms)).toEqual([
      [plat.capcut, 4],
      [plat.premiere, 2],
    ]);
    expect(counts(capcut.facets.kinds)).toEqual([
      ['ASSET', 3],
      ['IMAGE', 1],
    ]);
    expect(counts(capcut.facets.access)).toEqual([
      ['FREE', 3],
      ['PREMIUM', 1],
    ]);

    const both = await browse({ platformIds: [plat.capcut], access: ['FREE'] });
    expect(both.totalCount).toBe(3);
    expect(names(both).sort()).toEqual(['A1', 'A4', 'I1']);
    expect(counts(both.facets.platforms)).toEqual([
      [plat.capcut, 3],
      [plat.premiere, 1],
    ]);
    expect(counts(both.facets.access)).toEqual([
      ['FREE', 3],
      ['PREMIUM', 1],
    ]);
    expect(counts(both.facets.kinds)).toEqual([
      ['ASSET', 2],
      ['IMAGE', 1],
    ]);
    expect(both.facets.tags.map((x) => [x.label, x.count])).toEqual([
      ['Glitch', 1],
      ['Neon', 1],
    ]);

    // The selected tags come first in the tag facet.
    const retro = await browse({ tagIds: [tag.retro] });
    expect(retro.facets.tags.map((x) => [x.label, x.count])).toEqual([
      ['Retro', 2],
      ['Glitch', 2],
      ['Neon', 2],
    ]);
    expect(counts(retro.facets.kinds)).toEqual([
      ['ASSET', 1],
      ['AUDIO', 1],
    ]);
  });

  it('returns exactly a duration bucket’s count when the bucket is used as the range', async () => {
    const all = await browse(null);
    for (const bucket of all.facets.durations) {
      const page = await browse({ minDurationSeconds: bucket.min, maxDurationSeconds: bucket.max });
      expect(page.totalCount, bucket.value).toBe(bucket.count);
      expect(page.facets.durations, bucket.value).toEqual(all.facets.durations);
    }
  });
});

describe('filters', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['kinds', { kinds: ['AUDIO'] }, ['U1', 'U2', 'U3']],
    ['assetTypes', { assetTypes: ['OVERLAY'] }, ['A3', 'A4']],
    ['platforms (any)', { platformIds: ['premiere'] }, ['A1', 'A3']],
    ['tags (any)', { tagIds: ['glitch', 'neon'] }, ['A1', 'A3', 'I1']],
    ['access', { access: ['PREMIUM'] }, ['A2', 'A3', 'U1', 'U3']],
    ['orientations', { orientations: ['PORTRAIT', 'SQUARE'] }, ['A3', 'I1']],
    ['resolutions', { resolutions: ['FULL_HD'] }, ['A1', 'A3']],
    ['duration range', { minDurationSeconds: 10, maxDurationSeconds: 60 }, ['A2', 'A4', 'U3']],
    ['minimum duration', { minDurationSeconds: 40 }, ['A4', 'U1']],
    ['frame rates', { frameRates: ['FPS_30', 'FPS_24'] }, ['A1', 'A3']],
    ['bpm range', { minBpm: 100 }, ['U1']],
    ['bpm maximum (exclusive)', { maxBpm: 128 }, ['U3']],
    ['genres', { genres: ['Synthwave'] }, ['U1', 'U3']],
    ['moods', { moods: ['Calm', 'Tense'] }, ['U2', 'U3']],
    ['loop', { isLoop: true }, ['U3']],
    ['not a loop', { isLoop: false }, ['U1', 'U2']],
    ['sound effect', { isSoundEffect: true }, ['U2']],
    ['combined', { kinds: ['ASSET'], access: ['FREE'], platformIds: ['capcut'] }, ['A1', 'A4']],
    ['nothing matches', { kinds: ['IMAGE'], access: ['PREMIUM'] }, []],
  ];
  it.each(cases)('%s', async (_name, filter, expected) => {
    const resolved = Object.fromEntries(
      Object.entries(filter).map(([k, v]) => [
        k,
        k === 'platformIds'
          ? (v as string[]).map((p) => plat[p])
          : k === 'tagIds'
            ? (v as string[]).map((x) => tag[x])
            : v,
      ]),
    );
    const page = await browse(resolved);
    expect(names(page).sort()).toEqual([...expected].sort());
    expect(page.totalCount).toBe(expected.length);
  });

  it('includes the subcategories of a category', async () => {
    expect(names(await browse({ categoryId: cat.T })).sort()).toEqual(['A1', 'A2']);
    expect(names(await browse({ categoryId: cat.TG }))).toEqual(['A1']);
  });

  it('refuses bad input with BAD_USER_INPUT', async () => {
    const bad = async (variables: Record<string, unknown>, query = BROWSE) => {
      const res = await t.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(variables).slice(0, 80)).toBe('BAD_USER_INPUT');
      return res.errors?.[0];
    };
    expect((await bad({ f: { tagIds: ['nope'] } }))?.message).toBe(
      'filter.tagIds holds a value that is not a valid id.',
    );
    expect((await bad({ f: { categoryId: 'nope' } }))?.message).toBe('filter.categoryId is not a valid id.');
    await bad({ f: { platformIds: Array.from({ length: 21 }, () => plat.capcut) } });
    await bad({ f: { genres: ['x'.repeat(41)] } });
    await bad({ f: { minBpm: -1 } });
    expect((await bad({ f: { minBpm: 120, maxBpm: 100 } }))?.message).toBe(
      'filter.minBpm must be less than filter.maxBpm.',
    );
    await bad({ f: { minDurationSeconds: 30, maxDurationSeconds: 30 } });
    await bad({ first: 101 });
    await bad({ after: 'garbage' });
    const byTitle = await browse(null, { sort: 'TITLE', first: 1 });
    await bad({ s: 'NEWEST', after: byTitle.pageInfo.endCursor });
    await bad({ s: 'POPULAR', after: byTitle.pageInfo.endCursor });
    await bad({ id: id.A1, first: 25 }, 'query($id: ID!, $first: Int) { relatedMedia(id: $id, first: $first) { id } }');
  });
});

describe('sorts and pages', () => {
  const ORDERS: Record<string, string[]> = {
    NEWEST: ['U3', 'U2', 'U1', 'I1', 'A4', 'A3', 'A2', 'A1'],
    POPULAR: ['A1', 'U2', 'A3', 'U1', 'A2', 'I1', 'U3', 'A4'],
    TITLE: ['A1', 'A2', 'A3', 'A4', 'I1', 'U1', 'U2', 'U3'],
  };
  it.each(Object.entries(ORDERS))('%s, in one page and in pages of 3', async (sort, expected) => {
    expect(names(await browse(null, { sort }))).toEqual(expected);
    const seen: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 3; i++) {
      const page = await browse(null, { sort, first: 3, after });
      seen.push(...names(page));
      expect(page.pageInfo.hasNextPage).toBe(i < 2);
      after = page.pageInfo.endCursor ?? undefined;
    }
    expect(seen).toEqual(expected);
  });
});

describe('never shows unpublished media', () => {
  it('keeps drafts, pending, rejected and archived out of media, Category.media and relatedMedia', async () => {
    const hidden = HIDDEN.map((s) => id[s]);
    const everything = await browse(null);
    for (const h of hidden) expect(everything.edges.some((e) => e.node.id === h)).toBe(false);
    const a1Filters = await browse({ categoryId: cat.TG, platformIds: [plat.capcut], tagIds: [tag.glitch] });
    expect(names(a1Filters)).toEqual(['A1']);

    const CATEGORY = `query($id: ID) { category(id: $id) { name media(first: 50) { totalCount edges { node { id status } } ${FACETS} } } }`;
    const res = await t.gql<{
      category: {
        name: string;
        media: Omit<BrowsePage, 'edges'> & { edges: { node: { id: string; status: string } }[] };
      };
    }>(CATEGORY, { id: cat.T });
    expect(res.errors).toBeUndefined();
    const media = res.data?.category.media;
    expect(media?.edges.map((e) => nameOf(e.node.id)).sort()).toEqual(['A1', 'A2']);
    expect(media?.edges.every((e) => e.node.status === 'PUBLISHED')).toBe(true);
    expect(media?.totalCount).toBe(2);
    expect(counts(media?.facets.platforms ?? [])).toEqual([
      [plat.capcut, 2],
      [plat.premiere, 1],
    ]);

    const asAdmin = await t.gql<{ media: BrowsePage }>(BROWSE, { first: 50 }, { token: admin });
    expect(asAdmin.data?.media.totalCount).toBe(8);
    for (const h of hidden) expect(asAdmin.data?.media.edges.some((e) => e.node.id === h)).toBe(false);

    const RELATED = 'query($id: ID!) { relatedMedia(id: $id) { id status } }';
    const related = await t.gql<{ relatedMedia: { id: string; status: string }[] }>(RELATED, { id: id.A1 });
    // A3 shares a tag and a platform (3 points); A2 and A4 a platform (1 point; A2 has more downloads).
    expect(related.data?.relatedMedia.map((m) => nameOf(m.id))).toEqual(['A3', 'A2', 'A4']);
    for (const h of hidden) {
      expect((await t.gql<{ relatedMedia: unknown[] }>(RELATED, { id: h })).data?.relatedMedia).toEqual([]);
    }
  });

  it('refuses a category filter on Category.media', async () => {
    const res = await t.gql(
      'query($id: ID) { category(id: $id) { media(filter: { categoryId: $id }) { totalCount } } }',
      {
        id: cat.T,
      },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('pagination while items are published', () => {
  const APPROVE = 'mutation($i: MediaIdInput!) { approveMedia(input: $i) { media { status } errors { code } } }';

  async function publishOne(title: string): Promise<string> {
    const item = await factory.create({
      kind: 'ASSET',
      title,
      status: 'PENDING_REVIEW',
      categoryId: cat.O as string,
      platformIds: [plat.capcut as string],
    });
    const res = await t.gql<{ approveMedia: { media: { status: string } } }>(
      APPROVE,
      { i: { id: item.id } },
      { token: admin },
    );
    expect(res.data?.approveMedia.media.status).toBe('PUBLISHED');
    return item.id;
  }

  async function pageThrough(sort: string, publish: (page: number) => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 50; page++) {
      const res = await browse(null, { sort, first: 2, after });
      seen.push(...res.edges.map((e) => e.node.id));
      if (!res.pageInfo.hasNextPage) break;
      after = res.pageInfo.endCursor ?? undefined;
      await publish(page);
    }
    return seen;
  }

  it.each(['NEWEST', 'TITLE', 'POPULAR'])('%s: no duplicates, no skipped items', async (sort) => {
    const before = (await browse(null, { sort, first: 100 })).edges.map((e) => e.node.id);
    const published: string[] = [];
    const seen = await pageThrough(sort, async (page) => {
      // Titles that sort first, in the middle and last, so TITLE is tested at every position.
      published.push(await publishOne(`${['Aaa', 'Mmm', 'Zzz'][page % 3]} new ${sort} ${page}`));
    });
    expect(new Set(seen).size).toBe(seen.length);
    // Every item that existed at the start is seen, in its order.
    expect(seen.filter((s) => before.includes(s))).toEqual(before);
    // Anything else seen is one of the items published meanwhile.
    expect(seen.filter((s) => !before.includes(s)).every((s) => published.includes(s))).toBe(true);
    if (sort === 'NEWEST') expect(seen).toEqual(before);
  });
});

describe('statement count', () => {
  const CARDS = `query($first: Int, $f: MediaFilter) { media(first: $first, filter: $f) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { cursor node { id kind title slug access priceCents downloadCount publishedAt thumbnailUrl previewUrl
      category { id name slug } platforms { id name icon }
      ... on Asset { assetType durationSeconds width height orientation hoverLoopUrl storyboard { url columns rows } }
      ... on Image { width height orientation }
      ... on Audio { durationSeconds bpm genre mood waveformUrl } } }
    ${FACETS} } }`;

  it('is 4 for anonymous pages of 24 and 96 with cards, total and facets (5 for a member), fewer with cards kept', async () => {
    await factory.createMany(100, (i) => ({
      kind: (['ASSET', 'IMAGE', 'AUDIO'] as const)[i % 3] as 'ASSET',
      title: `Bulk ${i}`,
      status: 'PUBLISHED',
      categoryId: [cat.O, cat.B, cat.M][i % 3] as string,
      platformIds: [plat.capcut as string],
      tagIds: [tag.neon as string],
      thumbnail: i < 30,
    }));
    await settledSearchIndex(t);
    // Each page as it is read when none of its cards is kept in memory yet (the search module's card cache).
    const cards = t.server.deps.services.get(SEARCH_INDEX)?.cards;
    for (const first of [24, 96]) {
      cards?.clear();
      const anonymous = await t.gql<{ media: BrowsePage }>(CARDS, { first });
      expect(anonymous.errors).toBeUndefined();
      expect(anonymous.data?.media.edges).toHaveLength(first);
      expect(anonymous.data?.media.totalCount).toBeGreaterThan(100);
      // change feed + page (category joined) + files + platforms (total and facets: the index)
      expect(anonymous.headers.get('x-sql-statements'), `anonymous, ${first}`).toBe('4');
      cards?.clear();
      const filtered = await t.gql(CARDS, { first, f: { platformIds: [plat.capcut], kinds: ['ASSET', 'AUDIO'] } });
      expect(filtered.errors).toBeUndefined();
      expect(filtered.headers.get('x-sql-statements'), `filtered, ${first}`).toBe('4');
      // + the viewer: a page size given by a signed-in caller is checked against their role
      cards?.clear();
      const asMember = await t.gql(CARDS, { first }, { token: member });
      expect(asMember.headers.get('x-sql-statements'), `member, ${first}`).toBe('5');
      // Its cards now kept: the change feed and the viewer.
      const again = await t.gql(CARDS, { first }, { token: member });
      expect(again.headers.get('x-sql-statements'), `member again, ${first}`).toBe('2');
    }
    // The total alone: the change feed (the index counts; the first page's cards are kept from above).
    const totalOnly = await t.gql('{ media { totalCount } }');
    expect(totalOnly.headers.get('x-sql-statements')).toBe('1');

    // category (1) + the same four
    const CATEGORY = `query($id: ID) { category(id: $id) { name media(first: 24) { totalCount
      edges { node { id title thumbnailUrl category { name } platforms { name } } } ${FACETS} } } }`;
    cards?.clear();
    const byCategory = await t.gql(CATEGORY, { id: cat.O });
    expect(byCategory.errors).toBeUndefined();
    expect(byCategory.headers.get('x-sql-statements')).toBe('5');

    // More like this reads no change feed; its cards are read whole (row, files, platforms) to be kept.
    const RELATED = 'query($id: ID!) { relatedMedia(id: $id, first: 24) { id title category { name } } }';
    cards?.clear();
    const related = await t.gql(RELATED, { id: id.A4 });
    expect(related.errors).toBeUndefined();
    expect(related.headers.get('x-sql-statements')).toBe('3');
    expect((await t.gql(RELATED, { id: id.A4 })).headers.get('x-sql-statements')).toBe('0');
  });
});

/**
 * Search on real PostgreSQL through real HTTP, against a fixture whose
 * answers are worked out by hand: stemming, accents, prefixes, typo
 * correction, ranking, facets, highlighting, zero-result help, autocomplete,
 * more like this, analytics (and their erasure), the statement count at two
 * page sizes, bad input, and freshness — a change is searchable by the next
 * request, on this instance and on another one.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { SEARCH_INDEX } from '../../server/modules/search/index.js';
import { type MediaFactory, mediaFactory } from '../support/media-factory.js';
import { settledSearchIndex } from '../support/search-index.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface Edge {
  cursor: string;
  node: { id: string; title: string };
  titleHighlight: { text: string; match: boolean }[];
}
interface FacetValue {
  value: string;
  label: string;
  count: number;
}
interface SearchPage {
  totalCount: number;
  query: string;
  correctedQuery: string | null;
  searchId: string;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Edge[];
  facets: { kinds: FacetValue[]; platforms: FacetValue[]; tags: FacetValue[]; genres: FacetValue[] };
  emptyHelp: { relaxations: { dimension: string; totalCount: number }[]; popular: { id: string }[] } | null;
}

const SEARCH = `query($q: String, $f: MediaFilter, $s: SearchSort, $first: Int, $after: String, $exact: Boolean) {
  search(query: $q, filter: $f, sort: $s, first: $first, after: $after, exact: $exact) {
    totalCount query correctedQuery searchId pageInfo { hasNextPage endCursor }
    edges { cursor node { id title } titleHighlight { text match } }
    facets { kinds { value label count } platforms { value label count } tags { value label count } genres { value label count } }
    emptyHelp { relaxations { dimension totalCount } popular { id } }
  }
}`;

let t: TestServer;
let factory: MediaFactory;
const id: Record<string, string> = {};
const plat: Record<string, string> = {};
const tag: Record<string, string> = {};
const cat: Record<string, string> = {};

const sql = (query: string, params: unknown[] = []) => t.server.deps.db.query(query, params);

async function search(
  q: string | null,
  opts: { f?: object; s?: string; first?: number; after?: string; exact?: boolean; token?: string } = {},
) {
  const res = await t.gql<{ search: SearchPage }>(
    SEARCH,
    { q, f: opts.f, s: opts.s, first: opts.first ?? 50, after: opts.after, exact: opts.exact },
    { token: opts.token },
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data?.search as SearchPage;
}

const nameOf = (mediaId: string) => Object.entries(id).find(([, v]) => v === mediaId)?.[0] ?? mediaId;
const names = (page: SearchPage) => page.edges.map((e) => nameOf(e.node.id));

beforeAll(async () => {
  t = await startTestServer();
  factory = mediaFactory(t);
  cat.transitions = (await factory.category('ASSET', 'Transitions')).id;
  cat.glitch = (await factory.category('ASSET', 'Glitch transitions', cat.transitions)).id;
  cat.overlays = (await factory.category('ASSET', 'Overlays')).id;
  cat.backgrounds = (await factory.category('IMAGE', 'Backgrounds')).id;
  cat.music = (await factory.category('AUDIO', 'Music')).id;
  plat.capcut = (await factory.platform('CapCut', 1)).id;
  plat.premiere = (await factory.platform('Premiere Pro', 2)).id;
  tag.neon = (await factory.tag('Neon')).id;
  tag.glitch = (await factory.tag('Glitch')).id;
  tag.retro = (await factory.tag('Retro')).id;

  const items: [string, Parameters<MediaFactory['create']>[0], number][] = [
    [
      'smooth',
      {
        kind: 'ASSET',
        title: 'Smooth Transition Pack',
        description: 'Seamless cuts for travel videos.',
        categoryId: cat.transitions,
        tagIds: [tag.neon],
        platformIds: [plat.capcut],
        measured: { assetType: 'TRANSITION' },
      },
      50,
    ],
    [
      'glitchy',
      {
        kind: 'ASSET',
        title: 'Glitch Transitions',
        description: 'Digital noise between shots.',
        categoryId: cat.glitch,
        tagIds: [tag.glitch],
        platformIds: [plat.capcut, plat.premiere],
        measured: { assetType: 'TRANSITION' },
      },
      10,
    ],
    [
      'leaks',
      {
        kind: 'ASSET',
        title: 'Light Leaks',
        description: 'Warm flares that work as a transition between scenes.',
        categoryId: cat.overlays,
        platformIds: [plat.premiere],
        measured: { assetType: 'OVERLAY' },
      },
      5,
    ],
    [
      'glow',
      {
        kind: 'ASSET',
        title: 'Neon Glow Overlay',
        description: 'A glowing frame, no transition needed.',
        categoryId: cat.overlays,
        tagIds: [tag.neon],
        platformIds: [plat.capcut],
        measured: { assetType: 'OVERLAY' },
      },
      0,
    ],
    [
      'cafe',
      {
        kind: 'IMAGE',
        title: 'Café Backdrop',
        description: 'A warm coffee shop, softly blurred.',
        categoryId: cat.backgrounds,
        platformIds: [plat.capcut],
      },
      3,
    ],
    [
      'terrace',
      {
        kind: 'IMAGE',
        title: 'Cafe terrace wallpaper',
        description: 'Chairs in the evening sun.',
        categoryId: cat.backgrounds,
        tagIds: [tag.retro],
      },
      1,
    ],
    [
      'running',
      {
        kind: 'AUDIO',
        title: 'Running Beat',
        description: 'Driving drums for workout edits.',
        categoryId: cat.music,
        tagIds: [tag.retro],
        platformIds: [plat.capcut],
        measured: { genre: 'Electronic', mood: 'Energetic', bpm: 120, isLoop: true, isSoundEffect: false },
      },
      7,
    ],
    [
      'runs',
      {
        kind: 'AUDIO',
        title: 'She Runs Theme',
        description: 'An upbeat theme.',
        categoryId: cat.music,
        measured: { genre: 'Electronic', mood: 'Happy', bpm: 122, isLoop: false, isSoundEffect: false },
      },
      2,
    ],
    ['draft', { kind: 'ASSET', title: 'Secret Transition Draft', status: 'DRAFT' }, 0],
  ];
  for (const [key, seed, downloads] of items) {
    const made = await factory.create({ status: 'PUBLISHED', ...seed });
    id[key] = made.id;
    if (downloads) await sql('UPDATE media SET recent_download_count = $2 WHERE id = $1', [made.id, downloads]);
  }
});

afterAll(() => t?.stop());

describe('the index', () => {
  it('is built and answers (not the PostgreSQL fallback)', () => {
    const status = t.server.deps.services.get(SEARCH_INDEX)?.status();
    expect(status?.ready).toBe(true);
  });
});

describe('matching', () => {
  it('stems English words: "transitions" finds transition, and a plural finds the singular', async () => {
    const page = await search('transitions');
    expect(names(page)).toEqual(expect.arrayContaining(['smooth', 'glitchy', 'leaks', 'glow']));
    // "Running" and "Runs" stem to "run"; "Runner" would not.
    expect(names(await search('run')).sort()).toEqual(['running', 'runs']);
  });

  it('ignores accents both ways', async () => {
    expect(names(await search('cafe')).sort()).toEqual(['cafe', 'terrace']);
    expect(names(await search('CAFÉ')).sort()).toEqual(['cafe', 'terrace']);
  });

  it('matches tags, categories and platform names too', async () => {
    expect(names(await search('neon')).sort()).toEqual(['glow', 'smooth']);
    expect(names(await search('premiere')).sort()).toEqual(['glitchy', 'leaks']);
    // "Music" is the audio items' category.
    expect(names(await search('music')).sort()).toEqual(['running', 'runs']);
  });

  it('completes the last word while it is typed, and takes word* as a prefix', async () => {
    const typing = await search('smooth transi');
    expect(names(typing)).toEqual(['smooth']);
    expect(typing.correctedQuery).toBeNull();
    expect(names(await search('backd*'))).toEqual(['cafe']);
  });

  it('matches a quoted phrase word for word, in the title', async () => {
    expect(names(await search('"light leaks"'))).toEqual(['leaks']);
    // Both words are in "Neon Glow Overlay", but not in this order.
    expect(names(await search('"glow neon"'))).toEqual([]);
  });

  it('never shows drafts', async () => {
    expect(names(await search('secret'))).toEqual([]);
  });
});

describe('typo tolerance', () => {
  it('corrects a word that matches nothing and says so', async () => {
    const page = await search('transtion');
    expect(page.correctedQuery).toBe('transition');
    expect(names(page)).toEqual(expect.arrayContaining(['smooth', 'glitchy']));
    const capcut = await search('capcat');
    expect(capcut.correctedQuery).toBe('capcut');
    expect(names(capcut).sort()).toEqual(['cafe', 'glitchy', 'glow', 'running', 'smooth']);
  });

  it('searches the words as typed with exact: true', async () => {
    const page = await search('transtion', { exact: true });
    expect(page.correctedQuery).toBeNull();
    expect(page.totalCount).toBe(0);
  });

  it('leaves a known word alone', async () => {
    expect((await search('glitch')).correctedQuery).toBeNull();
  });
});

describe('ranking', () => {
  it('puts title matches first, then by 30-day downloads, description-only matches last', async () => {
    // smooth and glitchy have it in the title (smooth is downloaded more); leaks and glow only in the description.
    expect(names(await search('transition'))).toEqual(['smooth', 'glitchy', 'leaks', 'glow']);
  });

  it('sorts by NEWEST and POPULAR on request', async () => {
    const popular = await search('transition', { s: 'POPULAR' });
    expect(names(popular)).toEqual(['smooth', 'glitchy', 'leaks', 'glow']);
    const newest = await search('transition', { s: 'NEWEST' });
    expect(names(newest)).toEqual(['glow', 'leaks', 'glitchy', 'smooth']);
  });

  it('pages by cursor without duplicates or gaps', async () => {
    const all = names(await search('transition'));
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await search('transition', { first: 1, after });
      seen.push(...names(page));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor ?? undefined;
    }
    expect(seen).toEqual(all);
  });
});

describe('facets on search results', () => {
  it('counts the results, each dimension with the other filters applied', async () => {
    const page = await search('transition', { f: { kinds: ['ASSET'], platformIds: [plat.capcut] } });
    expect(names(page).sort()).toEqual(['glitchy', 'glow', 'smooth']);
    // kinds: all four matches are assets on CapCut or not — kinds counted with the platform filter only.
    expect(page.facets.kinds).toEqual([{ value: 'ASSET', label: 'Video assets', count: 3 }]);
    // platforms: counted without the platform filter: CapCut 3, Premiere 2 (glitchy, leaks).
    expect(page.facets.platforms.map((p) => [p.label, p.count])).toEqual([
      ['CapCut', 3],
      ['Premiere Pro', 2],
    ]);
    const audio = await search('electronic');
    expect(audio.facets.genres).toEqual([{ value: 'Electronic', label: 'Electronic', count: 2 }]);
  });
});

describe('highlighting', () => {
  it('marks the matched words in titles, stems and accents included', async () => {
    const page = await search('transitions smooth');
    expect(page.edges[0]?.titleHighlight).toEqual([
      { text: 'Smooth', match: true },
      { text: ' ', match: false },
      { text: 'Transition', match: true },
      { text: ' Pack', match: false },
    ]);
    const cafe = await search('cafe');
    const backdrop = cafe.edges.find((e) => e.node.id === id.cafe);
    expect(backdrop?.titleHighlight).toEqual([
      { text: 'Café', match: true },
      { text: ' Backdrop', match: false },
    ]);
  });
});

describe('zero results', () => {
  it('offers popular items, and the filter to drop', async () => {
    const nothing = await search('zzqxv');
    expect(nothing.totalCount).toBe(0);
    expect(nothing.emptyHelp?.popular.map((p) => nameOf(p.id))[0]).toBe('smooth');
    const filtered = await search('glitch', { f: { kinds: ['AUDIO'] } });
    expect(filtered.totalCount).toBe(0);
    expect(filtered.emptyHelp?.relaxations).toEqual([{ dimension: 'kinds', totalCount: 1 }]);
    // Popular items of the kind asked for.
    expect(filtered.emptyHelp?.popular.map((p) => nameOf(p.id))).toEqual(['running', 'runs']);
    expect((await search('glitch')).emptyHelp).toBeNull();
  });
});

describe('autocomplete', () => {
  const SUGGEST =
    'query($q: String!, $first: Int) { searchSuggestions(query: $q, first: $first) { type text id kind highlight { text match } } }';
  type Suggestion = {
    type: string;
    text: string;
    id: string;
    kind: string | null;
    highlight: { text: string; match: boolean }[];
  };
  const suggest = async (q: string, first?: number) => {
    const res = await t.gql<{ searchSuggestions: Suggestion[] }>(SUGGEST, { q, first });
    expect(res.errors).toBeUndefined();
    return res.data?.searchSuggestions as Suggestion[];
  };

  it('suggests categories, platforms, tags and titles from two letters', async () => {
    const tr = await suggest('tr');
    expect(tr[0]).toMatchObject({ type: 'CATEGORY', text: 'Transitions', id: cat.transitions, kind: 'ASSET' });
    // Both categories first (the parent counts its subcategory's items); a title equal to one is not repeated.
    expect(tr.map((s) => [s.type, s.text])).toEqual([
      ['CATEGORY', 'Transitions'],
      ['CATEGORY', 'Glitch transitions'],
      ['TITLE', 'Smooth Transition Pack'],
    ]);
    expect(tr.find((s) => s.type === 'TITLE')?.highlight).toEqual([
      { text: 'Smooth ', match: false },
      { text: 'Transition', match: true },
      { text: ' Pack', match: false },
    ]);
    const capc = await suggest('capc');
    expect(capc[0]).toMatchObject({ type: 'PLATFORM', text: 'CapCut', id: plat.capcut });
    expect(capc[0]?.highlight).toEqual([{ text: 'CapCut', match: true }]);
    expect(await suggest('t')).toEqual([]);
    expect((await suggest('neon g')).map((s) => s.text)).toEqual(['Neon Glow Overlay']);
  });

  it('forgives a typo as the results page does, and marks the corrected word', async () => {
    const capcat = await suggest('capcat');
    expect(capcat[0]).toMatchObject({ type: 'PLATFORM', text: 'CapCut', id: plat.capcut });
    expect(capcat[0]?.highlight).toEqual([{ text: 'CapCut', match: true }]);
    const transtion = await suggest('transtion');
    expect(transtion.map((s) => [s.type, s.text])).toEqual(
      expect.arrayContaining([['TITLE', 'Smooth Transition Pack']]),
    );
    expect(transtion.find((s) => s.type === 'TITLE')?.highlight).toContainEqual({ text: 'Transition', match: true });
    // Nothing near enough: no guess.
    expect(await suggest('qqqqzzzz')).toEqual([]);
  });

  it('refuses a bad count', async () => {
    const res = await t.gql(SUGGEST, { q: 'tr', first: 0 });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('more like this', () => {
  it('ranks the same category, tags, platforms and title words first; audio by genre and tempo', async () => {
    const res = await t.gql<{ relatedMedia: { id: string }[] }>(
      'query($id: ID!) { relatedMedia(id: $id, first: 5) { id } }',
      { id: id.smooth },
    );
    // glitchy: a subcategory (1) + title word "transition" (1.5) + CapCut (1) = 3.5; glow: tag neon (2) + CapCut (1) = 3.
    expect(res.data?.relatedMedia.map((m) => nameOf(m.id))).toEqual(['glitchy', 'glow']);
    const audio = await t.gql<{ relatedMedia: { id: string }[] }>('query($id: ID!) { relatedMedia(id: $id) { id } }', {
      id: id.running,
    });
    expect(audio.data?.relatedMedia.map((m) => nameOf(m.id))).toEqual(['runs']);
  });
});

describe('bad input never fails', () => {
  it.each([
    ['tsquery syntax', 'transition & | ! ( ) :* <-> \\', 4],
    ['an unclosed quote', '"smooth transition', 1],
    ['emoji', '🎬 transition 🔥', 4],
    ['SQL', "'; DROP TABLE media; --", 0],
    ['only stop words (lists everything)', 'the and of', 8],
    ['empty (lists everything)', '', 8],
    ['spaces (lists everything)', '   ', 8],
  ])('%s', async (_name, q, expected) => {
    const page = await search(q);
    expect(page.totalCount).toBe(expected);
  });

  it('cuts 10,000 characters to 200', async () => {
    const page = await search(`transition ${'x'.repeat(10_000)}`);
    expect(page.query).toHaveLength(200);
  });

  it('answers unknown filter ids with nothing, and malformed ones with a typed error', async () => {
    expect(
      (await search('transition', { f: { platformIds: ['00000000-0000-4000-8000-000000000000'] } })).totalCount,
    ).toBe(0);
    const res = await t.gql(SEARCH, { q: 'x', f: { platformIds: ['nope'] } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const cursor = await t.gql(SEARCH, { q: 'transition', after: 'garbage' });
    expect(cursor.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('statement count', () => {
  const CARDS = `query($q: String, $first: Int) { search(query: $q, first: $first) {
    totalCount searchId correctedQuery pageInfo { hasNextPage endCursor }
    edges { cursor titleHighlight { text match } node { id kind title slug access priceCents thumbnailUrl previewUrl
      category { id name } platforms { id name }
      ... on Asset { assetType durationSeconds hoverLoopUrl storyboard { url } }
      ... on Audio { bpm waveformUrl } } }
    facets { kinds { value count } categories { value label count } platforms { value count } tags { value count } } } }`;

  it('is 4 for pages of 24 and 96 with cards, total and facets; 1 once the cards are kept', async () => {
    await factory.createMany(100, (i) => ({
      kind: (['ASSET', 'IMAGE', 'AUDIO'] as const)[i % 3] as 'ASSET',
      title: `Bulk sparkle ${i}`,
      status: 'PUBLISHED',
      platformIds: [plat.capcut as string],
      tagIds: [tag.neon as string],
      thumbnail: i < 30,
    }));
    await settledSearchIndex(t);
    t.server.deps.services.get(SEARCH_INDEX)?.cards.clear();
    for (const first of [24, 96]) {
      const res = await t.gql<{ search: SearchPage }>(CARDS, { q: 'sparkle', first });
      expect(res.errors).toBeUndefined();
      expect(res.data?.search.edges).toHaveLength(first);
      // change feed + page (category joined) + files + platforms
      expect(res.headers.get('x-sql-statements'), `page of ${first}`).toBe('4');
    }
    // The same page again: every card is in memory, only the change feed is read.
    const again = await t.gql<{ search: SearchPage }>(CARDS, { q: 'sparkle', first: 96 });
    expect(again.data?.search.edges).toHaveLength(96);
    expect(again.headers.get('x-sql-statements')).toBe('1');
    const suggestions = await t.gql('{ searchSuggestions(query: "spark") { text } }');
    expect(suggestions.headers.get('x-sql-statements')).toBe('0');
  });
});

describe('freshness', () => {
  it('finds a change with the next request, on this instance and on another', async () => {
    const other = await startTestServer({ database: t.db });
    try {
      const made = await factory.create({ kind: 'IMAGE', title: 'Aurora Borealis Sky', status: 'PUBLISHED' });
      expect(names(await search('aurora'))).toEqual([made.id]);
      const there = await other.gql<{ search: SearchPage }>(SEARCH, { q: 'aurora' });
      expect(there.data?.search.edges.map((e) => e.node.id)).toEqual([made.id]);
      await sql("UPDATE media SET status = 'ARCHIVED' WHERE id = $1", [made.id]);
      expect((await search('aurora')).totalCount).toBe(0);
      const gone = await other.gql<{ search: SearchPage }>(SEARCH, { q: 'aurora' });
      expect(gone.data?.search.totalCount).toBe(0);
      // A renamed tag is found by its new name.
      await sql("UPDATE tags SET name = 'Synthwave' WHERE id = $1", [tag.retro]);
      expect(names(await search('synthwave')).sort()).toEqual(['running', 'terrace']);
    } finally {
      await other.stop();
    }
  });
});

describe('cards kept in memory', () => {
  const CARD = `query($q: String) { search(query: $q, first: 5) { edges { node {
    id slug priceCents viewCount thumbnailUrl platforms { name } } } } }`;
  interface Card {
    id: string;
    slug: string;
    priceCents: number;
    viewCount: number;
    thumbnailUrl: string | null;
    platforms: { name: string }[];
  }
  const changeRows = async () =>
    Number(((await sql('SELECT count(*)::int AS n FROM search_changes')) as { n: number }[])[0]?.n);
  const card = async (q: string) => {
    const res = await t.gql<{ search: { edges: { node: Card }[] } }>(CARD, { q });
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data?.search.edges[0]?.node as Card;
  };

  it('shows at the next request what changed on a card outside the index: price, slug, files, platform names', async () => {
    const made = await factory.create({
      kind: 'ASSET',
      title: 'Quasar flare',
      status: 'PUBLISHED',
      platformIds: [plat.premiere as string],
      thumbnail: true,
    });
    const before = await card('quasar');
    expect(before.id).toBe(made.id);
    await sql('UPDATE media SET price_cents = 1234, slug = $2 WHERE id = $1', [made.id, 'quasar-flare-2']);
    expect(await card('quasar')).toMatchObject({ priceCents: 1234, slug: 'quasar-flare-2' });
    await sql("UPDATE stored_files SET full_path = $2 WHERE media_id = $1 AND role = 'THUMBNAIL'", [
      made.id,
      `media/${made.id}/thumbnail-2.webp`,
    ]);
    expect((await card('quasar')).thumbnailUrl).toContain('thumbnail-2.webp');
    await sql("UPDATE platforms SET name = 'Premiere Pro CC' WHERE id = $1", [plat.premiere]);
    try {
      expect((await card('quasar')).platforms).toEqual([{ name: 'Premiere Pro CC' }]);
    } finally {
      await sql("UPDATE platforms SET name = 'Premiere Pro' WHERE id = $1", [plat.premiere]);
    }
  });

  it('does not feed the counters: a page view changes nothing the index or a kept card holds', async () => {
    const made = await factory.create({ kind: 'IMAGE', title: 'Pulsar glint', status: 'PUBLISHED' });
    await card('pulsar');
    const before = await changeRows();
    await sql('UPDATE media SET view_count = view_count + 1, updated_at = now() WHERE id = $1', [made.id]);
    expect(await changeRows()).toBe(before);
    await sql('UPDATE media SET favorite_count = favorite_count + 1, description = $2 WHERE id = $1', [
      made.id,
      'Now with a description',
    ]);
    expect(await changeRows()).toBe(before + 1);
  });

  it('does not keep a card read while its item changed', async () => {
    const made = await factory.create({ kind: 'ASSET', title: 'Nebula drift', status: 'PUBLISHED', thumbnail: true });
    const cards = t.server.deps.services.get(SEARCH_INDEX)?.cards;
    cards?.clear();
    // Hold the card's file statement: the page's row statement has read the old price when it waits.
    const holder = new pg.Client({ connectionString: t.db.url });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE stored_files IN ACCESS EXCLUSIVE MODE');
    const stale = card('nebula');
    try {
      await expect
        .poll(async () =>
          Number(
            (
              (await sql("SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'")) as {
                n: number;
              }[]
            )[0]?.n,
          ),
        )
        .toBeGreaterThan(0);
      await sql('UPDATE media SET price_cents = 777, title = $2 WHERE id = $1', [made.id, 'Nebula drift remastered']);
      // The feed has named the item (NOTIFY) once autocomplete, which reads no feed itself, knows the new title.
      await expect
        .poll(async () => {
          const res = await t.gql<{ searchSuggestions: { text: string }[] }>(
            '{ searchSuggestions(query: "nebula drift rem") { text } }',
          );
          return res.data?.searchSuggestions.map((s) => s.text);
        })
        .toContain('Nebula drift remastered');
    } finally {
      await holder.query('COMMIT');
      await holder.end();
    }
    expect((await stale).priceCents).toBe(0);
    expect((await card('nebula')).priceCents).toBe(777);
  });
});

describe('agreement with PostgreSQL full text', () => {
  it.each(['transition', 'warm', 'cafe', 'drums workout', 'frame glowing'])(
    'matches what to_tsvector @@ plainto_tsquery matches in titles and descriptions: %s',
    async (q) => {
      const rows = (await sql(
        `SELECT id FROM media WHERE status = 'PUBLISHED'
            AND to_tsvector('english', search_fold(title || ' ' || description)) @@ plainto_tsquery('english', search_fold($1))`,
        [q],
      )) as { id: string }[];
      const page = await search(q, { exact: true });
      expect(page.edges.map((e) => e.node.id).sort()).toEqual(rows.map((r) => r.id).sort());
    },
  );
});

describe('analytics', () => {
  const STATS = `query($from: DateTimeISO!, $to: DateTimeISO!) { searchAnalytics(from: $from, to: $to) {
    searches zeroResultSearches clicks clickThroughRate averageClickPosition
    topQueries { query searches clicks clickThroughRate averageResults }
    zeroResultQueries { query searches } } }`;
  const CLICK = `mutation($i: RecordSearchClickInput!) { recordSearchClick(input: $i) { recorded errors { code field } } }`;

  it('logs searches and clicks; admins read top queries, zero-result queries and click-through', async () => {
    const admin = await t.signedIn(Role.ADMIN);
    const member = await t.signedIn(Role.MEMBER);
    const from = new Date(Date.now() - 60_000).toISOString();
    const first = await search('Glow', { token: member.token });
    await search('glow');
    await search('qqqzzz');
    const click = await t.gql<{ recordSearchClick: { recorded: boolean } }>(CLICK, {
      i: { searchId: first.searchId, mediaId: id.glow, position: 1 },
    });
    expect(click.data?.recordSearchClick).toEqual({ recorded: true, errors: [] });
    // The same click again counts once; an unknown item is a typed error.
    await t.gql(CLICK, { i: { searchId: first.searchId, mediaId: id.glow, position: 1 } });
    const unknown = await t.gql<{ recordSearchClick: unknown }>(CLICK, {
      i: { searchId: first.searchId, mediaId: id.draft, position: 2 },
    });
    expect(unknown.data?.recordSearchClick).toEqual({
      recorded: false,
      errors: [{ code: 'UNKNOWN_MEDIA', field: 'mediaId' }],
    });

    const to = new Date(Date.now() + 60_000).toISOString();
    const res = await t.gql<{ searchAnalytics: Record<string, unknown> }>(STATS, { from, to }, { token: admin.token });
    expect(res.errors).toBeUndefined();
    const stats = res.data?.searchAnalytics as {
      searches: number;
      clicks: number;
      topQueries: { query: string; searches: number; clicks: number; clickThroughRate: number }[];
      zeroResultQueries: { query: string; searches: number }[];
    };
    expect(stats.clicks).toBe(1);
    expect(stats.topQueries.find((q) => q.query === 'glow')).toMatchObject({
      searches: 2,
      clicks: 1,
      clickThroughRate: 0.5,
    });
    expect(stats.zeroResultQueries).toContainEqual({ query: 'qqqzzz', searches: 1 });

    const forbidden = await t.gql(STATS, { from, to }, { token: member.token });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The member's searches are theirs until the account is erased, then anonymous.
    const mine = async () =>
      (
        (await sql('SELECT count(*)::int AS n FROM search_queries WHERE user_id = $1', [member.userId])) as {
          n: number;
        }[]
      )[0]?.n;
    expect(await mine()).toBe(1);
    const deleted = await t.gql<{ deleteAccount: { deleted: boolean } }>(
      'mutation { deleteAccount { deleted errors { code } } }',
      {},
      { token: member.token },
    );
    expect(deleted.data?.deleteAccount.deleted).toBe(true);
    expect(await mine()).toBe(0);
    const kept = (await sql("SELECT count(*)::int AS n FROM search_queries WHERE query = 'glow'")) as { n: number }[];
    expect(kept[0]?.n).toBe(2);
  });
});

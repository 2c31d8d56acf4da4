/**
 * The public catalogue: PUBLISHED media only, whoever asks.
 *
 * A browse page costs at most four statements with everything a card shows:
 *   1. the page of rows, with each row's category joined (primed into the
 *      category loader, so `category { name }` is free);
 *   2. the files of the page (thumbnail, preview, hover loop, storyboard,
 *      waveform URLs — one batched loader, see media-files.ts);
 *   3. the platforms of the page (batched loader);
 *   4. the total and every facet, in ONE statement (a filtered scope CTE,
 *      then one UNION ALL branch per dimension) — run only when `facets` or
 *      `totalCount` is selected (`totalCount` alone is a plain count).
 * Tags of the cards would add one more batched statement if selected.
 *
 * Facets are "disjunctive": each dimension is counted with every OTHER
 * dimension's filter applied, so after choosing CapCut the platform facet
 * still shows how many Premiere Pro items the rest of the filter leaves.
 *
 * The facet statement scans the published rows that fail at most one filter:
 * fine for a catalogue of tens of thousands of items; a search engine would
 * take over beyond that.
 */
import type { SelectQueryBuilder } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import {
  type ConnectionArgs,
  type ConnectionShape,
  decodeCursor,
  pageSize,
  paginate,
  type SortKey,
} from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import {
  DEFAULT_RELATED,
  type FacetValue,
  FrameRate,
  MAX_LABEL_FACETS,
  MAX_RELATED,
  MAX_TAG_FACETS,
  MediaBrowseSort,
  type MediaFacets,
  type MediaFilter,
  type RangeFacetValue,
  Resolution,
} from './browse.types.js';
import { MediaEntity } from './media.entity.js';
import { mediaById, toMedia } from './media.service.js';
import { Access, AssetType, type Media, Orientation } from './media.types.js';
import { categoryById } from './taxonomy.service.js';
import { MediaKind } from './taxonomy.types.js';

// ---------------------------------------------------------------- buckets and labels

interface Bucket {
  value: string;
  label: string;
  min: number;
  max: number | null;
}

/** Length buckets (seconds): min inclusive, max exclusive, like the range filter. */
export const DURATION_BUCKETS: Bucket[] = [
  { value: '0-10', label: 'Under 10 s', min: 0, max: 10 },
  { value: '10-30', label: '10–30 s', min: 10, max: 30 },
  { value: '30-60', label: '30 s – 1 min', min: 30, max: 60 },
  { value: '60-180', label: '1–3 min', min: 60, max: 180 },
  { value: '180-', label: '3 min and longer', min: 180, max: null },
];

export const BPM_BUCKETS: Bucket[] = [
  { value: '0-80', label: 'Under 80 BPM', min: 0, max: 80 },
  { value: '80-100', label: '80–99 BPM', min: 80, max: 100 },
  { value: '100-120', label: '100–119 BPM', min: 100, max: 120 },
  { value: '120-140', label: '120–139 BPM', min: 120, max: 140 },
  { value: '140-', label: '140 BPM and faster', min: 140, max: null },
];

/** `CASE` mapping a numeric column to its bucket key; null stays null. The bounds are constants, never input. */
function bucketSql(column: string, buckets: Bucket[]): string {
  const whens = buckets
    .filter((b) => b.max !== null)
    .map((b) => `WHEN ${column} < ${b.max} THEN '${b.value}'`)
    .join(' ');
  return `(CASE WHEN ${column} IS NULL THEN NULL ${whens} ELSE '${buckets.at(-1)?.value}' END)`;
}

/** Resolution class by the shorter side of the frame. */
const RESOLUTION_SQL = `(CASE WHEN m.width IS NULL OR m.height IS NULL THEN NULL
  WHEN LEAST(m.width, m.height) >= 2160 THEN 'UHD_4K' WHEN LEAST(m.width, m.height) >= 1080 THEN 'FULL_HD'
  WHEN LEAST(m.width, m.height) >= 720 THEN 'HD' ELSE 'SD' END)`;

/** Frame rate class: rounded, so 23.976, 29.97 and 59.94 join 24, 30 and 60. */
const FRAME_RATE_SQL = `(CASE WHEN m.fps IS NULL THEN NULL WHEN round(m.fps) = 24 THEN 'FPS_24'
  WHEN round(m.fps) = 25 THEN 'FPS_25' WHEN round(m.fps) = 30 THEN 'FPS_30' WHEN round(m.fps) = 50 THEN 'FPS_50'
  WHEN round(m.fps) = 60 THEN 'FPS_60' ELSE 'OTHER' END)`;

const DURATION_SQL = bucketSql('m.duration_seconds', DURATION_BUCKETS);
const BPM_SQL = bucketSql('m.bpm', BPM_BUCKETS);

const LABELS: Record<string, Record<string, string>> = {
  kinds: { [MediaKind.ASSET]: 'Video assets', [MediaKind.IMAGE]: 'Images', [MediaKind.AUDIO]: 'Audio' },
  assetTypes: {
    [AssetType.ANIMATION]: 'Animations',
    [AssetType.TRANSITION]: 'Transitions',
    [AssetType.EFFECT]: 'Effects',
    [AssetType.OVERLAY]: 'Overlays',
    [AssetType.TEMPLATE]: 'Templates',
    [AssetType.LUT]: 'LUTs',
  },
  access: { [Access.FREE]: 'Free', [Access.PREMIUM]: 'Premium' },
  orientations: {
    [Orientation.LANDSCAPE]: 'Landscape',
    [Orientation.PORTRAIT]: 'Portrait',
    [Orientation.SQUARE]: 'Square',
  },
  resolutions: {
    [Resolution.SD]: 'SD',
    [Resolution.HD]: 'HD 720p',
    [Resolution.FULL_HD]: 'Full HD 1080p',
    [Resolution.UHD_4K]: '4K',
  },
  frameRates: {
    [FrameRate.FPS_24]: '24 fps',
    [FrameRate.FPS_25]: '25 fps',
    [FrameRate.FPS_30]: '30 fps',
    [FrameRate.FPS_50]: '50 fps',
    [FrameRate.FPS_60]: '60 fps',
    [FrameRate.OTHER]: 'Other',
  },
  loop: { true: 'Loops', false: 'Not loops' },
  soundEffect: { true: 'Sound effects', false: 'Music' },
};

// ---------------------------------------------------------------- filter → SQL

/** The facet dimensions; each filter field belongs to exactly one. */
const DIMENSIONS = [
  'kinds',
  'assetTypes',
  'categories',
  'platforms',
  'tags',
  'access',
  'orientations',
  'resolutions',
  'durations',
  'frameRates',
  'bpm',
  'genres',
  'moods',
  'loop',
  'soundEffect',
] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** A condition on `media m`, with TypeORM named parameters (all prefixed `f_`). */
interface Condition {
  sql: string;
  params: Record<string, unknown>;
}
type Conditions = Partial<Record<Dimension, Condition>>;

const distinct = <T>(values: T[] | null | undefined): T[] => [...new Set(values ?? [])];

function ids(values: string[] | null | undefined, field: string): string[] {
  const list = distinct(values);
  if (!list.every(isUuid)) throw badInput(`filter.${field} holds a value that is not a valid id.`, `filter.${field}`);
  return list;
}

function range(
  column: string,
  min: number | null | undefined,
  max: number | null | undefined,
  names: [string, string],
): Condition | undefined {
  if (min == null && max == null) return undefined;
  if (min != null && max != null && min >= max) {
    throw badInput(`filter.${names[0]} must be less than filter.${names[1]}.`, `filter.${names[0]}`);
  }
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  if (min != null) {
    parts.push(`${column} >= :f_${names[0]}`);
    params[`f_${names[0]}`] = min;
  }
  if (max != null) {
    parts.push(`${column} < :f_${names[1]}`);
    params[`f_${names[1]}`] = max;
  }
  return { sql: parts.join(' AND '), params };
}

/** Validates the filter and turns it into one condition per filtered dimension. */
export function filterConditions(filter: MediaFilter | null | undefined): Conditions {
  const f = filter ?? {};
  const out: Conditions = {};
  const anyOf = (dim: Dimension, expr: string, values: unknown[]) => {
    if (values.length) out[dim] = { sql: `${expr} = ANY(:f_${dim})`, params: { [`f_${dim}`]: values } };
  };
  anyOf('kinds', 'm.kind', distinct(f.kinds));
  anyOf('assetTypes', 'm.asset_type', distinct(f.assetTypes));
  anyOf('access', 'm.access', distinct(f.access));
  anyOf('orientations', 'm.orientation', distinct(f.orientations));
  anyOf('resolutions', RESOLUTION_SQL, distinct(f.resolutions));
  anyOf('frameRates', FRAME_RATE_SQL, distinct(f.frameRates));
  anyOf('genres', 'm.genre', distinct(f.genres));
  anyOf('moods', 'm.mood', distinct(f.moods));
  if (f.categoryId != null) {
    if (!isUuid(f.categoryId)) throw badInput('filter.categoryId is not a valid id.', 'filter.categoryId');
    out.categories = {
      sql: `m.category_id IN (WITH RECURSIVE sub(id) AS (
              SELECT id FROM categories WHERE id = :f_categoryId
              UNION SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub)`,
      params: { f_categoryId: f.categoryId },
    };
  }
  const platformIds = ids(f.platformIds, 'platformIds');
  if (platformIds.length) {
    out.platforms = {
      sql: 'EXISTS (SELECT 1 FROM media_platforms fp WHERE fp.media_id = m.id AND fp.platform_id = ANY(:f_platforms))',
      params: { f_platforms: platformIds },
    };
  }
  const tagIds = ids(f.tagIds, 'tagIds');
  if (tagIds.length) {
    out.tags = {
      sql: 'EXISTS (SELECT 1 FROM media_tags ft WHERE ft.media_id = m.id AND ft.tag_id = ANY(:f_tags))',
      params: { f_tags: tagIds },
    };
  }
  const durations = range('m.duration_seconds', f.minDurationSeconds, f.maxDurationSeconds, [
    'minDurationSeconds',
    'maxDurationSeconds',
  ]);
  if (durations) out.durations = durations;
  const bpm = range('m.bpm', f.minBpm, f.maxBpm, ['minBpm', 'maxBpm']);
  if (bpm) out.bpm = bpm;
  if (f.isLoop != null) out.loop = { sql: 'm.is_loop = :f_loop', params: { f_loop: f.isLoop } };
  if (f.isSoundEffect != null) {
    out.soundEffect = { sql: 'm.is_sound_effect = :f_soundEffect', params: { f_soundEffect: f.isSoundEffect } };
  }
  return out;
}

// ---------------------------------------------------------------- sorting

/**
 * Keyset orders; the id breaks ties, so every order is total and a cursor
 * names one exact position. What stays stable while paging:
 *  - NEWEST: items published meanwhile get a later `published_at` than every
 *    item that existed, so they sort before page 1 and never shift later
 *    pages: nothing that existed at the start is duplicated or skipped.
 *  - TITLE: an item published meanwhile appears only if it sorts after the
 *    cursor; existing items are never duplicated or skipped.
 *  - POPULAR: by `download_count` — ALL-TIME downloads for now: the spec's
 *    "downloads in the last 30 days" needs the downloads table (a later
 *    issue); switch the column to a 30-day count kept on the row then. Items
 *    whose count changes while someone pages may move across the cursor (seen
 *    twice or not at all); items whose count does not change are neither.
 */
const SORT_KEYS: Record<MediaBrowseSort, SortKey[]> = {
  [MediaBrowseSort.NEWEST]: [
    {
      column: 'm.published_at',
      direction: 'DESC',
      // Publishing always sets published_at (media-workflow.ts); the fallback only keeps a bad row from a 500.
      value: (m: MediaEntity) => (m.publishedAt ?? m.createdAt).toISOString(),
    },
    { column: 'm.id', direction: 'DESC', value: (m: MediaEntity) => m.id },
  ],
  [MediaBrowseSort.POPULAR]: [
    { column: 'm.download_count', direction: 'DESC', value: (m: MediaEntity) => m.downloadCount },
    { column: 'm.id', direction: 'DESC', value: (m: MediaEntity) => m.id },
  ],
  [MediaBrowseSort.TITLE]: [
    { column: 'm.title', direction: 'ASC', value: (m: MediaEntity) => m.title },
    { column: 'm.id', direction: 'ASC', value: (m: MediaEntity) => m.id },
  ],
};

/** A cursor of another order (or forged) must be a 400, not a failed cast in PostgreSQL. */
function checkCursor(after: string | null | undefined, sort: MediaBrowseSort): void {
  if (!after) return;
  const [first, id] = decodeCursor(after, 2);
  const ok =
    typeof id === 'string' &&
    isUuid(id) &&
    (sort === MediaBrowseSort.NEWEST
      ? typeof first === 'string' && !Number.isNaN(Date.parse(first))
      : sort === MediaBrowseSort.POPULAR
        ? Number.isInteger(first)
        : typeof first === 'string');
  if (!ok) throw badInput('after is not a cursor from this list (or from another sort order).', 'after');
}

// ---------------------------------------------------------------- browse

export interface BrowseResult extends ConnectionShape<Media> {
  facets: Promise<MediaFacets>;
}

function publishedQuery(ctx: Context, conditions: Conditions): SelectQueryBuilder<MediaEntity> {
  const qb = ctx.app.db
    .getRepository(MediaEntity)
    .createQueryBuilder('m')
    .leftJoinAndSelect('m.category', 'c')
    .where("m.status = 'PUBLISHED'");
  for (const c of Object.values(conditions)) qb.andWhere(`(${c.sql})`, c.params);
  return qb;
}

/**
 * One page of published media. `withFacets` says whether the caller selected
 * `facets`: then the total comes from the facet statement for free.
 */
export async function browseMedia(
  ctx: Context,
  filter: MediaFilter | null | undefined,
  sort: MediaBrowseSort,
  args: ConnectionArgs,
  opts: { withFacets: boolean },
): Promise<BrowseResult> {
  const conditions = filterConditions(filter);
  checkCursor(args.after, sort);
  const selectedTags = (conditions.tags?.params.f_tags as string[] | undefined) ?? [];
  const page = await paginate(publishedQuery(ctx, conditions), {
    first: await pageSize(ctx, args.first),
    after: args.after,
    keys: SORT_KEYS[sort],
  });
  primeLoaders(
    ctx,
    page.edges.map((e) => e.node),
  );
  let summary: Promise<{ total: number; facets: MediaFacets }> | undefined;
  const summarise = () => {
    summary ??= facetCounts(ctx, conditions, selectedTags);
    return summary;
  };
  return {
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toMedia(e.node) })),
    pageInfo: page.pageInfo,
    get totalCount() {
      return opts.withFacets ? summarise().then((s) => s.total) : page.totalCount;
    },
    get facets() {
      return summarise().then((s) => s.facets);
    },
  };
}

/** Rows already loaded answer `mediaItem`-style and `category` lookups of the same request. */
function primeLoaders(ctx: Context, rows: MediaEntity[]): void {
  const media = mediaById(ctx);
  const categories = categoryById(ctx);
  for (const row of rows) {
    if (row.category) categories.prime(row.category.id, row.category);
    media.prime(row.id, row);
  }
}

// ---------------------------------------------------------------- facets

interface FacetRow {
  facet: Dimension | 'total';
  value: string | null;
  label: string | null;
  count: number;
  rank: number | null;
}

/** The scope column each facet without a join groups by. */
const SCOPE_COLUMNS: Record<Exclude<Dimension, 'categories' | 'platforms' | 'tags'>, string> = {
  kinds: 'kind',
  assetTypes: 'asset_type',
  access: 'access',
  orientations: 'orientation',
  resolutions: 'resolution',
  durations: 'duration_bucket',
  frameRates: 'frame_rate',
  bpm: 'bpm_bucket',
  genres: 'genre',
  moods: 'mood',
  loop: 'is_loop',
  soundEffect: 'is_sound_effect',
};

/** The total and every facet of the filtered result, in one statement. */
async function facetCounts(
  ctx: Context,
  conditions: Conditions,
  selectedTags: string[],
): Promise<{ total: number; facets: MediaFacets }> {
  const active = DIMENSIONS.filter((d) => conditions[d]);
  const flag = (d: Dimension) => `ok_${d}`;
  /** Rows passing every filter but `except`'s. */
  const others = (except?: Dimension) =>
    active
      .filter((d) => d !== except)
      .map(flag)
      .join(' AND ') || 'TRUE';
  const params = Object.assign({}, ...active.map((d) => conditions[d]?.params));
  // Rows failing two or more filters count in no facet: drop them before grouping.
  const prefilter = active.length ? `WHERE ${active.map((d) => `(NOT ${flag(d)})::int`).join(' + ')} <= 1` : '';
  const simple = (Object.keys(SCOPE_COLUMNS) as (keyof typeof SCOPE_COLUMNS)[]).map((d) => {
    const col = SCOPE_COLUMNS[d];
    const limit = d === 'genres' || d === 'moods' ? `ORDER BY count(*) DESC, ${col} LIMIT ${MAX_LABEL_FACETS}` : '';
    return `(SELECT '${d}', ${col}::text, NULL, count(*)::int, NULL FROM scope
              WHERE ${others(d)} AND ${col} IS NOT NULL GROUP BY ${col} ${limit})`;
  });
  const sql = `
    WITH RECURSIVE closure(ancestor, descendant) AS (
      SELECT id, id FROM categories
      UNION ALL SELECT cl.ancestor, c.id FROM closure cl JOIN categories c ON c.parent_id = cl.descendant
    ),
    scope AS (
      SELECT * FROM (
        SELECT m.id, m.kind, m.asset_type, m.category_id, m.access, m.orientation, ${RESOLUTION_SQL} AS resolution,
               ${DURATION_SQL} AS duration_bucket, ${FRAME_RATE_SQL} AS frame_rate, ${BPM_SQL} AS bpm_bucket,
               m.genre, m.mood, m.is_loop, m.is_sound_effect
               ${active.map((d) => `, COALESCE((${conditions[d]?.sql}), FALSE) AS ${flag(d)}`).join('')}
          FROM media m WHERE m.status = 'PUBLISHED'
      ) s ${prefilter}
    )
    (SELECT 'total'::text AS facet, NULL::text AS value, NULL::text AS label, count(*)::int AS count, NULL::int AS rank
       FROM scope WHERE ${others()})
    UNION ALL ${simple.join(' UNION ALL ')}
    UNION ALL (SELECT 'categories', a.id::text, a.name, sum(d.n)::int, a.position
       FROM (SELECT category_id, count(*) AS n FROM scope WHERE ${others('categories')} AND category_id IS NOT NULL
              GROUP BY category_id) d
       JOIN closure cl ON cl.descendant = d.category_id JOIN categories a ON a.id = cl.ancestor
      GROUP BY a.id)
    UNION ALL (SELECT 'platforms', p.id::text, p.name, count(*)::int, p.position
       FROM scope s JOIN media_platforms mp ON mp.media_id = s.id JOIN platforms p ON p.id = mp.platform_id
      WHERE ${others('platforms')} GROUP BY p.id)
    UNION ALL (SELECT 'tags', t.id::text, t.name, count(*)::int, NULL
       FROM scope s JOIN media_tags mt ON mt.media_id = s.id JOIN tags t ON t.id = mt.tag_id
      WHERE ${others('tags')} GROUP BY t.id
      ORDER BY ${selectedTags.length ? 't.id = ANY(:f_tags) DESC,' : ''} count(*) DESC, t.name, t.id
      LIMIT ${MAX_TAG_FACETS})`;
  const [query, values] = ctx.app.db.driver.escapeQueryWithParameters(sql, params);
  const rows: FacetRow[] = await ctx.app.db.query(query, values);
  return { total: rows.find((r) => r.facet === 'total')?.count ?? 0, facets: assembleFacets(rows) };
}

function assembleFacets(rows: FacetRow[]): MediaFacets {
  const of = (d: Dimension) => rows.filter((r) => r.facet === d);
  const plain = (r: FacetRow): FacetValue => ({
    value: r.value ?? '',
    label: r.label ?? r.value ?? '',
    count: r.count,
  });
  /** Enum-valued facets: labelled, in the enum's own order. */
  const enumFacet = (d: Dimension) => {
    const labels = LABELS[d] ?? {};
    const order = Object.keys(labels);
    return of(d)
      .map((r) => ({ value: r.value ?? '', label: labels[r.value ?? ''] ?? r.value ?? '', count: r.count }))
      .sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  };
  const ranked = (d: Dimension) =>
    of(d)
      .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || (a.label ?? '').localeCompare(b.label ?? ''))
      .map(plain);
  const byCount = (d: Dimension) =>
    of(d)
      .sort((a, b) => b.count - a.count || (a.value ?? '').localeCompare(b.value ?? ''))
      .map(plain);
  const buckets = (d: Dimension, list: Bucket[]): RangeFacetValue[] =>
    list.flatMap((b) => {
      const count = of(d).find((r) => r.value === b.value)?.count;
      return count ? [{ ...b, count }] : [];
    });
  return {
    kinds: enumFacet('kinds'),
    assetTypes: enumFacet('assetTypes'),
    categories: ranked('categories'),
    platforms: ranked('platforms'),
    // SQL ordered them: selected first, then by count.
    tags: of('tags').map(plain),
    access: enumFacet('access'),
    orientations: enumFacet('orientations'),
    resolutions: enumFacet('resolutions'),
    durations: buckets('durations', DURATION_BUCKETS),
    frameRates: enumFacet('frameRates'),
    bpm: buckets('bpm', BPM_BUCKETS),
    genres: byCount('genres'),
    moods: byCount('moods'),
    loop: enumFacet('loop'),
    soundEffect: enumFacet('soundEffect'),
  };
}

// ---------------------------------------------------------------- related

/**
 * Published media of the same kind that share something with a published
 * item, best first: same category 3 points, each shared tag 2, each shared
 * platform 1; ties by downloads, then newest. One statement (the category is
 * joined and primed). Empty when the item is not published.
 */
export async function relatedMedia(ctx: Context, id: string, first: number | null | undefined): Promise<Media[]> {
  if (!isUuid(id)) throw badInput('id is not a valid id.', 'id');
  const limit = first ?? DEFAULT_RELATED;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RELATED) {
    throw badInput(`first must be between 1 and ${MAX_RELATED}.`, 'first');
  }
  const source = (column: string) =>
    `(SELECT src.${column} FROM media src WHERE src.id = :id AND src.status = 'PUBLISHED')`;
  const sharedTags =
    '(SELECT count(*) FROM media_tags a JOIN media_tags b ON b.tag_id = a.tag_id AND b.media_id = :id WHERE a.media_id = m.id)';
  const sharedPlatforms =
    '(SELECT count(*) FROM media_platforms a JOIN media_platforms b ON b.platform_id = a.platform_id AND b.media_id = :id WHERE a.media_id = m.id)';
  const sameCategory = `(CASE WHEN m.category_id = ${source('category_id')} THEN 3 ELSE 0 END)`;
  const score = `(${sameCategory} + 2 * ${sharedTags} + ${sharedPlatforms})`;
  const rows = await ctx.app.db
    .getRepository(MediaEntity)
    .createQueryBuilder('m')
    .leftJoinAndSelect('m.category', 'c')
    .where("m.status = 'PUBLISHED'")
    .andWhere('m.id <> :id', { id })
    .andWhere(`m.kind = ${source('kind')}`)
    .andWhere(`${score} > 0`)
    .orderBy(score, 'DESC')
    .addOrderBy('m.download_count', 'DESC')
    .addOrderBy('m.published_at', 'DESC')
    .addOrderBy('m.id', 'DESC')
    .limit(limit)
    .getMany();
  primeLoaders(ctx, rows);
  return rows.map(toMedia);
}

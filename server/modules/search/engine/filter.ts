/**
 * A catalogue filter (the GraphQL `MediaFilter`, already validated by the
 * catalogue's filterConditions) compiled to one test per filtered dimension,
 * over the index's columns. Same meaning as the SQL: values of one list are
 * alternatives, dimensions must all hold, ranges include the minimum and
 * exclude the maximum, a category includes its subcategories, and an id the
 * catalogue does not know matches nothing.
 */

import { BPM_BUCKETS, type Bucket, DURATION_BUCKETS } from '../../catalog/index.js';
import {
  ACCESS,
  ASSET_TYPES,
  booleanCode,
  type Dimension,
  FRAME_RATES,
  KINDS,
  nullableCode,
  ORIENTATIONS,
  RESOLUTIONS,
} from './codes.js';
import type { DocStore } from './doc-store.js';
import type { Taxonomy } from './taxonomy.js';

/** The fields of MediaFilter the index reads (structurally the GraphQL input). */
export interface FilterSpec {
  kinds?: readonly string[] | null;
  assetTypes?: readonly string[] | null;
  categoryId?: string | null;
  platformIds?: readonly string[] | null;
  tagIds?: readonly string[] | null;
  access?: readonly string[] | null;
  orientations?: readonly string[] | null;
  resolutions?: readonly string[] | null;
  minDurationSeconds?: number | null;
  maxDurationSeconds?: number | null;
  frameRates?: readonly string[] | null;
  minBpm?: number | null;
  maxBpm?: number | null;
  genres?: readonly string[] | null;
  moods?: readonly string[] | null;
  isLoop?: boolean | null;
  isSoundEffect?: boolean | null;
}

export interface DimensionTest {
  dim: Dimension;
  test: (doc: number) => boolean;
  /**
   * For a single-valued dimension: the codes the filter allows (a lookup by
   * code; for a length or BPM range, the buckets it covers exactly, when it
   * does). facet-counter.ts turns it into tables instead of calling `test`.
   */
  allowed?: Uint8Array;
  /** For platforms: the mask of the platforms asked for. */
  platformMask?: number;
  /**
   * The codes of the values asked for when the documents having any one of
   * them can be counted by summing per value (disjoint values, or just one):
   * then a one-filter browse reads precomputed counts.
   */
  summable?: number[];
}

export interface CompiledFilter {
  tests: DimensionTest[];
  /** Tag codes the filter selects (the tag facet lists them first). */
  selectedTags: number[];
}

const lookup = (size: number, codes: Iterable<number>): Uint8Array => {
  const table = new Uint8Array(Math.max(1, size));
  for (const c of codes) if (c >= 0 && c < size) table[c] = 1;
  return table;
};

/**
 * The buckets (as a lookup by bucket code) whose union is exactly [lo, hi), or
 * undefined when the range cuts through a bucket. The range filter and the
 * bucket column then select the same documents (media.entity.ts keeps them
 * in step).
 */
function bucketsCovering(buckets: readonly Bucket[], lo: number, hi: number): Uint8Array | undefined {
  const allowed = new Uint8Array(buckets.length + 1);
  for (const [i, b] of buckets.entries()) {
    const bMax = b.max ?? Number.POSITIVE_INFINITY;
    if (b.min >= lo && bMax <= hi) allowed[i + 1] = 1;
    else if (bMax > lo && b.min < hi) return undefined; // partly inside
  }
  // The buckets start at 0 and leave no gaps: nothing lies outside them.
  return allowed;
}

export function compileFilter(
  spec: FilterSpec | null | undefined,
  store: DocStore,
  taxonomy: Taxonomy,
): CompiledFilter {
  const f = spec ?? {};
  const tests: DimensionTest[] = [];
  const column = (dim: Dimension, col: () => Uint8Array | Uint16Array, allowed: Uint8Array) =>
    tests.push({
      dim,
      allowed,
      summable: [...allowed.keys()].filter((c) => allowed[c] === 1),
      test: (doc) => allowed[col()[doc] as number] === 1,
    });
  const enumList = (
    dim: Dimension,
    values: readonly string[] | null | undefined,
    list: readonly string[],
    nullable: boolean,
    col: () => Uint8Array,
  ) => {
    if (!values?.length) return;
    const codes = values
      .map((v) => (nullable ? nullableCode(list, v) : list.indexOf(v)))
      .filter((c) => (nullable ? c > 0 : c >= 0));
    column(dim, col, lookup(list.length + 1, codes));
  };

  enumList('kinds', f.kinds, KINDS, false, () => store.kind);
  enumList('assetTypes', f.assetTypes, ASSET_TYPES, true, () => store.assetType);
  enumList('access', f.access, ACCESS, false, () => store.access);
  enumList('orientations', f.orientations, ORIENTATIONS, true, () => store.orientation);
  enumList('resolutions', f.resolutions, RESOLUTIONS, true, () => store.resolution);
  enumList('frameRates', f.frameRates, FRAME_RATES, true, () => store.frameRate);
  if (f.genres?.length) {
    const codes = f.genres.map((g) => store.genres.find(g) ?? -1);
    column('genres', () => store.genre, lookup(store.genres.size, codes));
  }
  if (f.moods?.length) {
    const codes = f.moods.map((m) => store.moods.find(m) ?? -1);
    column('moods', () => store.mood, lookup(store.moods.size, codes));
  }
  if (f.categoryId != null) {
    column('categories', () => store.category, lookup(taxonomy.categories.size, taxonomy.subtree(f.categoryId)));
  }
  if (f.platformIds?.length) {
    let mask = 0;
    const bits: number[] = [];
    for (const id of new Set(f.platformIds)) {
      const code = taxonomy.platforms.find(id);
      if (code === undefined) continue;
      mask |= 1 << (code - 1);
      bits.push(code - 1);
    }
    tests.push({
      dim: 'platforms',
      platformMask: mask,
      summable: bits.length === 1 ? bits : undefined,
      test: (doc) => ((store.platforms[doc] as number) & mask) !== 0,
    });
  }
  const selectedTags: number[] = [];
  if (f.tagIds?.length) {
    for (const id of f.tagIds) {
      const code = taxonomy.tags.find(id);
      if (code !== undefined) selectedTags.push(code);
    }
    const wanted = new Set(selectedTags);
    tests.push({
      dim: 'tags',
      summable: wanted.size === 1 ? [...wanted] : undefined,
      test: (doc) => {
        const start = store.tagStart[doc] as number;
        const end = start + (store.tagCount[doc] as number);
        for (let i = start; i < end; i++) if (wanted.has(store.tagPool[i] as number)) return true;
        return false;
      },
    });
  }
  const range = (
    dim: Dimension,
    min: number | null | undefined,
    max: number | null | undefined,
    buckets: readonly Bucket[],
    col: () => Float32Array | Int16Array,
    isNull: (v: number) => boolean,
  ) => {
    if (min == null && max == null) return;
    const lo = min ?? Number.NEGATIVE_INFINITY;
    const hi = max ?? Number.POSITIVE_INFINITY;
    const allowed = bucketsCovering(buckets, lo, hi);
    tests.push({
      dim,
      allowed,
      summable: allowed ? [...allowed.keys()].filter((c) => allowed[c] === 1) : undefined,
      test: (doc) => {
        const v = col()[doc] as number;
        return !isNull(v) && v >= lo && v < hi;
      },
    });
  };
  range('durations', f.minDurationSeconds, f.maxDurationSeconds, DURATION_BUCKETS, () => store.duration, Number.isNaN);
  range(
    'bpm',
    f.minBpm,
    f.maxBpm,
    BPM_BUCKETS,
    () => store.bpm,
    (v) => v < 0,
  );
  if (f.isLoop != null) column('loop', () => store.loop, lookup(3, [booleanCode(f.isLoop)]));
  if (f.isSoundEffect != null) {
    column('soundEffect', () => store.soundEffect, lookup(3, [booleanCode(f.isSoundEffect)]));
  }
  return { tests, selectedTags };
}

/**
 * Exact, disjunctive facet counts: each dimension counted with every OTHER
 * dimension's filter applied — the same numbers as the SQL of
 * browse.service.ts, without visiting what need not be visited:
 *
 *  - No filter, no text: the counts of the whole catalogue, kept up to date
 *    as documents come and go (`base`): nothing is visited.
 *  - One filter (one value of platforms or tags, any values of another
 *    dimension), no text: its own dimension's counts are `base`'s; every
 *    other dimension's come from PairCounts, the co-occurrence counts of
 *    every pair of values, also kept up to date: nothing is visited either.
 *  - Anything else: one pass over the candidates (a text query's matches, or
 *    every document), like the SQL's grouping sets: a document failing no
 *    filter counts in every dimension, one failing exactly one filter counts
 *    in that filter's dimension only. A text query's candidates are its
 *    matches, so the pass costs what the query matches, not the catalogue.
 *
 * The pass is kept to a few table lookups per document: the filter is
 * compiled into "which filters fail" tables per packed code (doc-store.ts
 * comboA / comboB / platformSet, category, genre, mood), and a hit counts
 * its packed codes, unpacked into dimensions once at the end.
 */
import { DIMENSIONS, type Dimension } from './codes.js';
import { COMBO_A_SIZE, COMBO_B_SIZE, type DocStore } from './doc-store.js';
import type { CompiledFilter, DimensionTest } from './filter.js';
import { bitsetWords, setBit } from './growable.js';
import type { Taxonomy } from './taxonomy.js';

export type Counts = Record<Dimension, Int32Array>;

/** The single-valued dimensions (platforms and tags are many-valued). */
export const COLUMN_DIMS = DIMENSIONS.filter(
  (d): d is Exclude<Dimension, 'platforms' | 'tags'> => d !== 'platforms' && d !== 'tags',
);
export type ColumnDim = (typeof COLUMN_DIMS)[number];

export const isColumnDim = (dim: Dimension): dim is ColumnDim => (COLUMN_DIMS as readonly Dimension[]).includes(dim);

export function columnOf(store: DocStore, dim: ColumnDim): Uint8Array | Uint16Array {
  switch (dim) {
    case 'kinds':
      return store.kind;
    case 'assetTypes':
      return store.assetType;
    case 'categories':
      return store.category;
    case 'access':
      return store.access;
    case 'orientations':
      return store.orientation;
    case 'resolutions':
      return store.resolution;
    case 'durations':
      return store.durationBucket;
    case 'frameRates':
      return store.frameRate;
    case 'bpm':
      return store.bpmBucket;
    case 'genres':
      return store.genre;
    case 'moods':
      return store.mood;
    case 'loop':
      return store.loop;
    case 'soundEffect':
      return store.soundEffect;
  }
}

/** How many values each dimension has (code 0 included), given the dictionaries' current sizes. */
export function dimensionSizes(store: DocStore, taxonomy: Taxonomy): Record<Dimension, number> {
  return {
    kinds: 3,
    assetTypes: 7,
    categories: taxonomy.categories.size,
    platforms: 32,
    tags: taxonomy.tags.size,
    access: 2,
    orientations: 4,
    resolutions: 5,
    durations: 6,
    frameRates: 7,
    bpm: 6,
    genres: store.genres.size,
    moods: store.moods.size,
    loop: 3,
    soundEffect: 3,
  };
}

export function emptyCounts(sizes: Record<Dimension, number>): Counts {
  return Object.fromEntries(DIMENSIONS.map((d) => [d, new Int32Array(sizes[d])])) as Counts;
}

/** Adds (or with `delta` -1 removes) one document to every dimension's counts. */
export function countDocument(counts: Counts, store: DocStore, doc: number, delta: number): void {
  for (const dim of COLUMN_DIMS) (counts[dim][columnOf(store, dim)[doc] as number] as number) += delta;
  countMask(counts.platforms, store.platforms[doc] as number, delta);
  const tags = counts.tags;
  const start = store.tagStart[doc] as number;
  const end = start + (store.tagCount[doc] as number);
  for (let i = start; i < end; i++) (tags[store.tagPool[i] as number] as number) += delta;
}

function countMask(counts: Int32Array, mask: number, delta: number): void {
  for (let m = mask; m !== 0; ) {
    const low = m & -m;
    (counts[31 - Math.clz32(low)] as number) += delta;
    m ^= low;
  }
}

/** Adds (or with `delta` -1 removes) one document to one dimension's counts. */
export function countInDimension(counts: Counts, store: DocStore, dim: Dimension, doc: number, delta = 1): void {
  if (dim === 'platforms') countMask(counts.platforms, store.platforms[doc] as number, delta);
  else if (dim === 'tags') {
    const start = store.tagStart[doc] as number;
    const end = start + (store.tagCount[doc] as number);
    for (let i = start; i < end; i++) (counts.tags[store.tagPool[i] as number] as number) += delta;
  } else (counts[dim][columnOf(store, dim)[doc] as number] as number) += delta;
}

// ---------------------------------------------------------------- packed codes

/** Which dimensions each packed code holds, in packing order, with their sizes. */
const PACK_A: [ColumnDim, number][] = [
  ['kinds', 3],
  ['assetTypes', 7],
  ['access', 2],
  ['orientations', 4],
  ['resolutions', 5],
  ['frameRates', 7],
];
const PACK_B: [ColumnDim, number][] = [
  ['durations', 6],
  ['bpm', 6],
  ['loop', 3],
  ['soundEffect', 3],
];

/** For each packed code, each packed dimension's code. */
function unpackTable(pack: [ColumnDim, number][], size: number): Map<ColumnDim, Uint8Array> {
  const out = new Map<ColumnDim, Uint8Array>(pack.map(([d]) => [d, new Uint8Array(size)]));
  for (let code = 0; code < size; code++) {
    let rest = code;
    for (let i = pack.length - 1; i >= 0; i--) {
      const [dim, n] = pack[i] as [ColumnDim, number];
      (out.get(dim) as Uint8Array)[code] = rest % n;
      rest = Math.floor(rest / n);
    }
  }
  return out;
}
const UNPACK_A = unpackTable(PACK_A, COMBO_A_SIZE);
const UNPACK_B = unpackTable(PACK_B, COMBO_B_SIZE);
const PACKED_A = new Set(PACK_A.map(([d]) => d));
const PACKED_B = new Set(PACK_B.map(([d]) => d));

/** Per packed code (or column code), the bits of the filters that code fails. */
interface FailTables {
  a: Uint32Array;
  b: Uint32Array;
  category: Uint32Array;
  genre: Uint32Array;
  mood: Uint32Array;
  platformSet: Uint32Array;
  /** Filters no table covers (tags, ranges off the buckets), tested per document. */
  others: { bit: number; test: (doc: number) => boolean }[];
}

function failTables(store: DocStore, filter: CompiledFilter, sizes: Record<Dimension, number>): FailTables {
  const t: FailTables = {
    a: new Uint32Array(COMBO_A_SIZE),
    b: new Uint32Array(COMBO_B_SIZE),
    category: new Uint32Array(sizes.categories),
    genre: new Uint32Array(sizes.genres),
    mood: new Uint32Array(sizes.moods),
    platformSet: new Uint32Array(Math.max(1, store.platformSets.length)),
    others: [],
  };
  filter.tests.forEach((test: DimensionTest, f) => {
    const bit = 1 << f;
    const allowed = test.allowed;
    if (allowed && PACKED_A.has(test.dim as ColumnDim)) {
      const codes = UNPACK_A.get(test.dim as ColumnDim) as Uint8Array;
      for (let c = 0; c < COMBO_A_SIZE; c++) if (allowed[codes[c] as number] !== 1) (t.a[c] as number) |= bit;
    } else if (allowed && PACKED_B.has(test.dim as ColumnDim)) {
      const codes = UNPACK_B.get(test.dim as ColumnDim) as Uint8Array;
      for (let c = 0; c < COMBO_B_SIZE; c++) if (allowed[codes[c] as number] !== 1) (t.b[c] as number) |= bit;
    } else if (allowed && (test.dim === 'categories' || test.dim === 'genres' || test.dim === 'moods')) {
      const table = test.dim === 'categories' ? t.category : test.dim === 'genres' ? t.genre : t.mood;
      for (let c = 0; c < table.length; c++) if (allowed[c] !== 1) (table[c] as number) |= bit;
    } else if (test.platformMask !== undefined) {
      store.platformSets.forEach((mask, set) => {
        if ((mask & (test.platformMask as number)) === 0) (t.platformSet[set] as number) |= bit;
      });
    } else {
      t.others.push({ bit, test: test.test });
    }
  });
  return t;
}

export interface ScanResult {
  counts: Counts;
  /** Documents passing every filter, ascending, in `hits[0 .. total)`. */
  hits: Uint32Array;
  total: number;
  /** Per filter (in the filter's order): documents failing that filter only — the results without it. */
  missTotals: Int32Array;
}

/**
 * One pass over the candidate documents (`candidates`: a bitset of alive
 * documents, e.g. a text query's matches). `withFacets` false only collects
 * the hits.
 */
export function scan(
  store: DocStore,
  candidates: Uint32Array,
  words: number,
  filter: CompiledFilter,
  sizes: Record<Dimension, number>,
  withFacets: boolean,
): ScanResult {
  const fail = failTables(store, filter, sizes);
  const counts = emptyCounts(withFacets ? sizes : ZERO_SIZES);
  const hits = scratchHits(store.size);
  const missTotals = new Int32Array(filter.tests.length);
  const dims = filter.tests.map((t) => t.dim);
  const { comboA, comboB, category, genre, mood, platformSet, tagStart, tagCount, tagPool } = store;
  const nA = new Int32Array(COMBO_A_SIZE);
  const nB = new Int32Array(COMBO_B_SIZE);
  const nSet = new Int32Array(store.platformSets.length + 1);
  const nCategory = counts.categories;
  const nGenre = counts.genres;
  const nMood = counts.moods;
  const nTag = counts.tags;
  const { a: fA, b: fB, category: fC, genre: fG, mood: fM, platformSet: fP, others } = fail;
  const nOthers = others.length;
  let total = 0;
  for (let w = 0; w < words; w++) {
    let bits = candidates[w] as number;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const doc = (w << 5) + (31 - Math.clz32(low));
      const a = comboA[doc] as number;
      const b = comboB[doc] as number;
      const c = category[doc] as number;
      const g = genre[doc] as number;
      const m = mood[doc] as number;
      const p = platformSet[doc] as number;
      let failed = (fA[a] as number) | (fB[b] as number) | (fC[c] as number) | (fG[g] as number);
      failed |= (fM[m] as number) | (fP[p] as number);
      for (let i = 0; i < nOthers; i++) {
        const o = others[i] as { bit: number; test: (doc: number) => boolean };
        if (!o.test(doc)) failed |= o.bit;
      }
      if (failed === 0) {
        hits[total++] = doc;
        if (!withFacets) continue;
        (nA[a] as number)++;
        (nB[b] as number)++;
        (nSet[p] as number)++;
        (nCategory[c] as number)++;
        (nGenre[g] as number)++;
        (nMood[m] as number)++;
        const end = (tagStart[doc] as number) + (tagCount[doc] as number);
        for (let i = tagStart[doc] as number; i < end; i++) (nTag[tagPool[i] as number] as number)++;
      } else if ((failed & (failed - 1)) === 0) {
        const f = 31 - Math.clz32(failed);
        (missTotals[f] as number)++;
        if (withFacets) countInDimension(counts, store, dims[f] as Dimension, doc);
      }
    }
  }
  if (withFacets) {
    unpack(nA, UNPACK_A, counts);
    unpack(nB, UNPACK_B, counts);
    nSet.forEach((n, set) => {
      if (n) countMask(counts.platforms, store.platformSets[set] as number, n);
    });
  }
  return { counts, hits, total, missTotals };
}

function unpack(packed: Int32Array, table: Map<ColumnDim, Uint8Array>, counts: Counts): void {
  for (const [dim, codes] of table) {
    const out = counts[dim];
    for (let c = 0; c < packed.length; c++) {
      const n = packed[c] as number;
      if (n !== 0) (out[codes[c] as number] as number) += n;
    }
  }
}

const NO_FILTER: CompiledFilter = { tests: [], selectedTags: [] };

const ZERO_SIZES = Object.fromEntries(DIMENSIONS.map((d) => [d, 0])) as Record<Dimension, number>;

let hitsBuffer = new Uint32Array(0);
/**
 * One buffer reused by every request: a scan runs synchronously, and the
 * caller copies the page out before it awaits anything, so no two requests
 * ever hold it at once.
 */
function scratchHits(size: number): Uint32Array {
  if (hitsBuffer.length < size) hitsBuffer = new Uint32Array(Math.max(size, hitsBuffer.length * 2));
  return hitsBuffer;
}

// ---------------------------------------------------------------- pairs

/**
 * Co-occurrence counts: for any two values (of any dimensions), how many
 * documents have both. A one-filter browse reads every other dimension's
 * counts from the rows of its filter's values.
 */
export class PairCounts {
  private readonly offset = new Map<Dimension, number>();
  private readonly width: number;
  private readonly table: Int32Array;

  constructor(private readonly sizes: Record<Dimension, number>) {
    let at = 0;
    for (const d of DIMENSIONS) {
      this.offset.set(d, at);
      at += sizes[d];
    }
    this.width = at;
    this.table = new Int32Array(at * at);
  }

  /**
   * Fills the table from the alive documents: for each value, one facet pass
   * over the documents that have it (a pass counts a document's packed codes,
   * not its every pair, so this is far cheaper than adding them one by one).
   */
  build(store: DocStore, taxonomy: Taxonomy): void {
    const words = bitsetWords(store.size);
    const set = new Uint32Array(words);
    const fillRow = (dim: Dimension, code: number) => {
      for (let w = 0; w < words; w++) (set[w] as number) &= store.alive[w] as number;
      const { counts } = scan(store, set, words, NO_FILTER, this.sizes, true);
      const base = ((this.offset.get(dim) as number) + code) * this.width;
      for (const d of DIMENSIONS) this.table.set(counts[d], base + (this.offset.get(d) as number));
    };
    for (const dim of COLUMN_DIMS) {
      const column = columnOf(store, dim);
      for (let code = 0; code < this.sizes[dim]; code++) {
        set.fill(0);
        let any = false;
        for (let d = 0; d < store.size; d++) {
          if (column[d] === code) {
            setBit(set, d);
            any = true;
          }
        }
        if (any) fillRow(dim, code);
      }
    }
    const lists: [Dimension, readonly ({ data: Uint32Array; length: number } | undefined)[]][] = [
      ['platforms', taxonomy.platformDocs],
      ['tags', taxonomy.tagDocs],
    ];
    for (const [dim, byCode] of lists) {
      for (const [code, list] of byCode.entries()) {
        if (!list || code >= this.sizes[dim]) continue;
        set.fill(0);
        for (let i = 0; i < list.length; i++) setBit(set, list.data[i] as number);
        fillRow(dim, code);
      }
    }
  }

  /** Whether the dictionaries outgrew this table. */
  fits(sizes: Record<Dimension, number>): boolean {
    return DIMENSIONS.every((d) => sizes[d] <= this.sizes[d]);
  }

  add(store: DocStore, doc: number, delta: number): void {
    const values: number[] = [];
    for (const d of COLUMN_DIMS) values.push((this.offset.get(d) as number) + (columnOf(store, d)[doc] as number));
    const platforms = this.offset.get('platforms') as number;
    for (let m = store.platforms[doc] as number; m !== 0; ) {
      const low = m & -m;
      values.push(platforms + 31 - Math.clz32(low));
      m ^= low;
    }
    const tags = this.offset.get('tags') as number;
    for (const t of store.tagsOf(doc)) values.push(tags + t);
    const table = this.table;
    for (const row of values) {
      const base = row * this.width;
      for (const col of values) (table[base + col] as number) += delta;
    }
  }

  /**
   * Counts of every dimension over the documents having one of `codes` in
   * `dim`: summed over the codes, which is exact only when no document has
   * two of them (one code, or a single-valued dimension).
   */
  countsWhere(dim: Dimension, codes: readonly number[]): Counts {
    const counts = emptyCounts(this.sizes);
    const rowBase = this.offset.get(dim) as number;
    for (const code of codes) {
      if (code >= this.sizes[dim]) continue;
      const base = (rowBase + code) * this.width;
      for (const d of DIMENSIONS) {
        const out = counts[d];
        const off = base + (this.offset.get(d) as number);
        for (let v = 0; v < out.length; v++) (out[v] as number) += this.table[off + v] as number;
      }
    }
    return counts;
  }

  bytes(): number {
    return this.table.byteLength;
  }
}

/**
 * The in-process catalogue index one server instance answers browse, search,
 * autocomplete and more-like-this from: every PUBLISHED item's facet values,
 * sort keys, title and words, in typed arrays. PostgreSQL stays the source of
 * truth: feed.ts builds the index from it and applies its change feed, so an
 * instance serves a known feed version and two instances at one version
 * answer alike. Nothing here touches the database.
 *
 * Requests are synchronous from start to finish (no await inside), so one
 * set of scratch buffers serves them all and no request sees a half-applied
 * change.
 */

import type { FacetRow } from '../../catalog/index.js';
import {
  ACCESS,
  ASSET_TYPES,
  BOOLEANS,
  BPM_KEYS,
  type Dimension,
  DURATION_KEYS,
  FRAME_RATES,
  KINDS,
  ORIENTATIONS,
  RESOLUTIONS,
} from './codes.js';
import { DocStore, type SourceDoc, uuidWords } from './doc-store.js';
import { type Counts, countDocument, dimensionSizes, emptyCounts, PairCounts, scan } from './facet-counter.js';
import { type CompiledFilter, compileFilter, type FilterSpec } from './filter.js';
import { bitsetWords, collectBits, findSorted, hasBit, setBit } from './growable.js';
import { HOT_MIN, HotTerms } from './hot-terms.js';
import { KeptCounts } from './kept-counts.js';
import { type CursorKey, type OrderName, SortedOrder, uuidRanks } from './orders.js';
import type { ParsedQuery, QueryTerm } from './query.js';
import { BlendOrder } from './ranking.js';
import { Taxonomy, type TaxonomySource } from './taxonomy.js';
import { fold, stemOf, words } from './text.js';
import { FIELD_TITLE, TextIndex } from './text-index.js';
import {
  fieldWeight,
  type HighlightTerm,
  hasPhrase,
  highlightTerm,
  markTerm,
  maxWeight,
  type ResolvedTerm,
  rarity,
  resolveTerm,
  termWeight,
} from './text-match.js';

/** Fewest items a tag or title word must be on before more-like-this counts it as too common to matter. */
const COMMON_FLOOR = 50;

export type SearchSort = 'RELEVANCE' | OrderName;

/** One row of facet output, in the shape the catalogue's assembleFacets reads. */
export type { FacetRow } from '../../catalog/index.js';

export interface SearchRequest {
  query: ParsedQuery | null;
  filter: FilterSpec | null | undefined;
  sort: SearchSort;
  first: number;
  /** A decoded cursor of this sort: [key, uuid]. */
  after: readonly unknown[] | null;
  withFacets: boolean;
  /** Try typo corrections when a word matches nothing (the client's "search instead for" turns it off). */
  correct: boolean;
  /**
   * A last word that matches nothing as typed is taken as the start of a
   * word ("transi" → transition), before any correction: results update
   * while someone is still typing.
   */
  completeLastWord: boolean;
  /** Most tags the tag facet lists. */
  maxTagFacets: number;
}

export interface SearchHit {
  id: string;
  /** Cursor values of this item in the request's sort: [key, uuid]. */
  cursor: [number | string, string];
}

export interface SearchOutcome {
  hits: SearchHit[];
  hasNextPage: boolean;
  total: number;
  facetRows: FacetRow[] | null;
  /** The query the results are for, when a typo correction replaced words of the one asked. */
  correctedQuery: string | null;
  /** The terms results matched (corrected where corrected), resolved: for highlighting. */
  terms: ResolvedTerm[];
  /** With no results: for each active filter, how many results there would be without it. */
  relaxations: { dim: Dimension; total: number }[];
}

export interface Suggestion {
  type: 'TITLE' | 'CATEGORY' | 'PLATFORM' | 'TAG';
  text: string;
  /** Taxonomy id for CATEGORY, PLATFORM, TAG; an item's id for TITLE. */
  id: string;
  kind: string | null;
}

/** Autocomplete's answer, with the words it is for (corrected where a typed word matched nothing). */
export interface Suggestions {
  items: Suggestion[];
  terms: readonly QueryTerm[];
}

function titleHasEvery(title: string, terms: readonly HighlightTerm[]): boolean {
  const titleWords = words(fold(title));
  return terms.every((t) =>
    titleWords.some(
      (w) => (w.stem !== null && t.stems.has(w.stem)) || (t.prefix !== null && w.text.startsWith(t.prefix)),
    ),
  );
}

const NO_FILTER: CompiledFilter = { tests: [], selectedTags: [] };

/** Up to this many matches are ordered one by one; more are walked in an order (orders.ts, ranking.ts). */
const DIRECT_LIMIT = 20_000;
/**
 * Autocomplete of one word with at least `min` matches (and a fiftieth of the catalogue) reads titles in
 * popularity order; after `cap` items without enough titles it marks the word's matches instead (suggest).
 */
const TITLE_WALK = { min: 5_000, cap: 4_096 };

/** A cursor value of a sort, or null when malformed (the caller answers a typed error). */
function cursorKey(sort: SearchSort, after: readonly unknown[]): CursorKey | null {
  const [key, id] = after;
  const uuid = new Uint32Array(4);
  if (typeof id !== 'string' || !uuidWords(id, uuid, 0)) return null;
  if (sort === 'NEWEST') {
    const ms = typeof key === 'string' ? Date.parse(key) : Number.NaN;
    return Number.isNaN(ms) ? null : { key: ms, uuid };
  }
  if (sort === 'TITLE') return typeof key === 'string' ? { key, uuid } : null;
  return typeof key === 'number' && Number.isFinite(key) ? { key, uuid } : null;
}

/** Thresholds, changeable so tests can reach every path with a small catalogue. */
export interface IndexOptions {
  /** A word is "frequent" (facets kept) from this many matches, and HOT_SHARE of the catalogue. */
  hotMin: number;
  /** Up to this many matches are ordered one by one; more are walked in an order. */
  directLimit: number;
  /** When autocomplete reads titles in popularity order (TITLE_WALK). */
  titleWalk: { min: number; cap: number };
}

export class CatalogueIndex {
  constructor(
    private readonly options: IndexOptions = {
      hotMin: HOT_MIN,
      directLimit: DIRECT_LIMIT,
      titleWalk: TITLE_WALK,
    },
  ) {}

  readonly store = new DocStore();
  readonly taxonomy = new Taxonomy();
  readonly text = new TextIndex();
  private readonly orders: Record<OrderName, SortedOrder> = {
    NEWEST: new SortedOrder('NEWEST', this.store),
    POPULAR: new SortedOrder('POPULAR', this.store),
    TITLE: new SortedOrder('TITLE', this.store),
  };
  /** Counts of every alive document, kept as documents come and go. */
  private base: Counts = emptyCounts(dimensionSizes(this.store, this.taxonomy));
  private pairs: PairCounts | null = null;
  private built = false;
  private readonly blendOrder = new BlendOrder(this.store);
  private readonly hot = new HotTerms();
  private readonly kept = new KeptCounts();
  // Scratch buffers, sized to the store (see the class comment).
  private termSets: Uint32Array[] = [];
  private matchSet = new Uint32Array(0);
  private hitSet = new Uint32Array(0);
  private relatedScores = new Float32Array(0);

  loadTaxonomy(source: TaxonomySource): void {
    this.taxonomy.load(source);
    this.resizeBase();
    for (const p of source.platforms) this.text.addNameWords(p.name, 0);
    for (const c of source.categories) this.text.addNameWords(c.name, 0);
    for (const t of source.tags) this.text.addNameWords(t.name, 0);
    // A renamed value may match other words: count the frequent ones again, and forget the kept queries.
    this.kept.clear();
    if (this.built) this.buildHotTerms();
  }

  /** How many queries' counts are kept (kept-counts.ts). */
  get keptQueries(): number {
    return this.kept.size;
  }

  /** Before a batch of changes too large to apply to every kept query one by one. */
  forgetKeptCounts(): void {
    this.kept.clear();
  }

  /** Adds or replaces an item (a replaced item's old number dies: see doc-store.ts). */
  upsert(doc: SourceDoc): void {
    this.remove(doc.id);
    const category = doc.categoryId ? this.taxonomy.categories.code(doc.categoryId) : 0;
    let platformMask = 0;
    for (const p of doc.platformIds) platformMask |= 1 << this.taxonomy.platformCode(p);
    const tags = doc.tagIds.map((t) => this.taxonomy.tags.code(t));
    const n = this.store.add(doc, { category, platformMask, tags });
    this.taxonomy.addDoc(n, category, platformMask, tags);
    // Labels: an audio item's genre and mood, a video asset's type ("transition" finds the transitions).
    const labels = [doc.genre, doc.mood, doc.assetType?.toLowerCase()].filter(Boolean).join(' ');
    const stems = this.text.add(n, doc.title, doc.description, labels);
    if (!this.built) return;
    this.resizeBase();
    countDocument(this.base, this.store, n, 1);
    this.updatePairs(n, 1);
    if (this.hot.fits(dimensionSizes(this.store, this.taxonomy))) {
      this.hot.update(this.store, this.text, this.taxonomy, n, 1, stems);
    } else {
      this.buildHotTerms();
    }
    this.kept.update(this.store, this.text, this.taxonomy, n, 1, stems);
    for (const o of Object.values(this.orders)) o.add(n);
  }

  remove(id: string): void {
    const n = this.store.find(id);
    if (n < 0 || !this.store.isAlive(n)) return;
    if (this.built) {
      countDocument(this.base, this.store, n, -1);
      this.updatePairs(n, -1);
      this.hot.update(this.store, this.text, this.taxonomy, n, -1);
      this.kept.update(this.store, this.text, this.taxonomy, n, -1);
    }
    this.store.kill(n);
  }

  /** After the initial load: sorts the orders and counts everything once. */
  finishBuild(): void {
    const ranks = uuidRanks(this.store);
    for (const o of Object.values(this.orders)) o.build(ranks);
    const sizes = this.headroom(dimensionSizes(this.store, this.taxonomy));
    this.base = scan(this.store, this.store.alive, bitsetWords(this.store.size), NO_FILTER, sizes, true).counts;
    this.pairs = new PairCounts(sizes);
    this.pairs.build(this.store, this.taxonomy);
    this.built = true;
    this.buildHotTerms();
    this.blendOrder.refresh();
  }

  private buildHotTerms(): void {
    this.ensureScratch();
    this.hot.build(
      this.store,
      this.text,
      this.taxonomy,
      this.headroom(dimensionSizes(this.store, this.taxonomy)),
      this.termSet(0),
      this.options.hotMin,
    );
  }

  get size(): number {
    return this.store.live;
  }

  /** Share of dead numbers: past a threshold the owner rebuilds. */
  get garbage(): number {
    return this.store.size === 0 ? 0 : 1 - this.store.live / this.store.size;
  }

  /** Approximate bytes held (typed arrays and strings). */
  bytes(): number {
    return (
      this.store.bytes() +
      this.text.bytes() +
      this.taxonomy.bytes() +
      (this.pairs?.bytes() ?? 0) +
      this.hot.bytes() +
      this.kept.bytes() +
      this.blendOrder.bytes() +
      Object.values(this.orders).reduce((n, o) => n + o.bytes(), 0) +
      this.matchSet.byteLength * (2 + this.termSets.length)
    );
  }

  // ---------------------------------------------------------------- search

  /** Returns null when `after` is not a cursor of this sort. */
  search(req: SearchRequest): SearchOutcome | null {
    const cursor = req.after ? cursorKey(req.sort, req.after) : null;
    if (req.after && !cursor) return null;
    this.ensureScratch();
    const filter = compileFilter(req.filter, this.store, this.taxonomy);
    let terms = req.query?.terms ?? [];
    let correctedQuery: string | null = null;
    let resolved = terms.map((t) => resolveTerm(t, this.text, this.taxonomy));
    const lastIndex = terms.length - 1;
    const last = terms[lastIndex];
    if (req.completeLastWord && last && !last.prefix && resolved[lastIndex]?.sources.length === 0) {
      const asPrefix = resolveTerm({ ...last, prefix: true }, this.text, this.taxonomy);
      if (asPrefix.sources.length > 0) {
        terms = [...terms.slice(0, lastIndex), asPrefix.term];
        resolved = [...resolved.slice(0, lastIndex), asPrefix];
      }
    }
    if (req.correct && resolved.some((r) => r.sources.length === 0)) {
      const corrected = this.correctTerms(terms, resolved);
      if (corrected) {
        terms = corrected.terms;
        resolved = corrected.resolved;
        correctedQuery = corrected.text;
      }
    }
    const words = bitsetWords(this.store.size);
    const textless = resolved.length === 0;
    const phrases = req.query?.phrases ?? [];
    const sort: SearchSort = req.sort === 'RELEVANCE' && textless ? 'NEWEST' : req.sort;
    // One frequent word, no filters: its facets are kept (hot-terms.ts) and its matches need not be visited.
    const only = resolved.length === 1 && !resolved[0]?.term.prefix && phrases.length === 0 ? resolved[0] : undefined;
    const hot = only && filter.tests.length === 0 ? this.hot.get(only.term.stem) : undefined;
    // Counts kept for this combination (kept-counts.ts): its matches need not be visited either.
    const keepKey = hot || phrases.length > 0 ? null : keptKey(resolved, req.filter);
    let kept = keepKey ? this.kept.get(keepKey) : undefined;
    // Few enough to be ordered one by one, a result needs its hits listed. With no filter they are
    // the words' matches themselves, listed without the pass; with one, the pass lists them.
    const hitsAreMatches = filter.tests.length === 0;
    if (kept && kept.total <= this.options.directLimit && !hitsAreMatches) {
      // The pass runs again, and keeps it again if it grows.
      this.kept.delete(keepKey as string);
      kept = undefined;
    }
    const keptSmall = kept !== undefined && kept.total <= this.options.directLimit;
    let candidates: Uint32Array = this.store.alive;
    const termStats: { resolved: ResolvedTerm; matches: number }[] = [];
    if (hot && only) {
      termStats.push({ resolved: only, matches: hot.total });
    } else if (kept && !keptSmall) {
      termStats.push(...resolved.map((r, i) => ({ resolved: r, matches: kept.termMatches[i] as number })));
    } else if (!textless) {
      candidates = this.matchTerms(resolved, termStats, phrases);
    }

    // Facets and total.
    let total: number;
    let counts: Counts | null = null;
    let hitList: Uint32Array | null = null;
    let relaxations: { dim: Dimension; total: number }[] = [];
    const single = filter.tests.length === 1 ? filter.tests[0] : undefined;
    if (hot) {
      total = hot.total;
      counts = hot.counts;
    } else if (textless && filter.tests.length === 0) {
      total = this.store.live;
      counts = this.base;
    } else if (textless && single?.summable && this.pairs) {
      const codes = single.summable;
      total = 0;
      for (const code of codes) total += this.base[single.dim][code] ?? 0;
      if (req.withFacets) {
        counts = this.pairs.countsWhere(single.dim, codes);
        // The filtered dimension itself is counted without its own filter: the whole catalogue's counts.
        counts[single.dim] = this.base[single.dim];
      }
      if (total === 0) relaxations = [{ dim: single.dim, total: this.store.live }];
    } else if (kept) {
      total = kept.total;
      counts = kept.counts;
      if (keptSmall) {
        // The pass's reads of every match's facet values (a cache miss each at a million items) are
        // what this saves: listing the matches reads only their bitset.
        hitList = new Uint32Array(total);
        collectBits(candidates, words, hitList);
      }
    } else {
      const sizes = this.headroom(dimensionSizes(this.store, this.taxonomy));
      const result = scan(this.store, candidates, words, filter, sizes, req.withFacets);
      total = result.total;
      hitList = result.hits;
      counts = req.withFacets ? result.counts : null;
      if (total === 0) {
        relaxations = filter.tests
          .map((t, i) => ({ dim: t.dim, total: result.missTotals[i] ?? 0 }))
          .filter((r) => r.total > 0);
      }
      if (keepKey && req.withFacets && (total > this.options.directLimit || (hitsAreMatches && total > 0))) {
        this.kept.set(keepKey, {
          stems: resolved.map((r) => [...r.stems]),
          filter,
          counts: result.counts,
          total,
          missTotals: result.missTotals,
          termMatches: termStats.map((t) => t.matches),
          sizes: dimensionSizes(this.store, this.taxonomy),
        });
      }
    }

    // The page. Membership of a document: in the scanned hits, or (the frequent-word case) matched by the word.
    const page: number[] = [];
    const want = req.first + 1;
    const scores = new Map<number, number>();
    let accept: (doc: number) => boolean;
    if (hitList) {
      const set = this.hitSet;
      set.fill(0, 0, words);
      for (let i = 0; i < total; i++) setBit(set, hitList[i] as number);
      accept = (doc) => hasBit(set, doc);
    } else if (only && filter.tests.length === 0) {
      accept = (doc) => termWeight(only, doc) > 0;
    } else {
      const tests = filter.tests.map((t) => t.test);
      accept = (doc) => tests.every((t) => t(doc)) && resolved.every((r) => termWeight(r, doc) > 0);
    }
    if (sort === 'RELEVANCE') {
      this.topByScore(termStats, hitList, total, accept, cursor, want, page, scores);
    } else if (hitList && total <= this.options.directLimit) {
      this.pageFromHits(hitList, total, sort, cursor, want, page);
    } else {
      this.orders[sort].walk(cursor, (doc) => {
        if (accept(doc)) page.push(doc);
        return page.length < want;
      });
    }
    const hasNextPage = page.length > req.first;
    if (hasNextPage) page.length = req.first;
    const hits = page.map((doc) => ({
      id: this.store.idOf(doc),
      cursor: this.cursorOf(sort, doc, scores.get(doc) ?? 0) as [number | string, string],
    }));

    return {
      hits,
      hasNextPage,
      total,
      facetRows: req.withFacets && counts ? this.facetRows(counts, total, filter, req.maxTagFacets) : null,
      correctedQuery,
      terms: resolved,
      relaxations,
    };
  }

  private cursorOf(sort: SearchSort, doc: number, score: number): [number | string, string] {
    const id = this.store.idOf(doc);
    switch (sort) {
      case 'RELEVANCE':
        return [score, id];
      case 'NEWEST':
        return [new Date(this.store.publishedAt[doc] as number).toISOString(), id];
      case 'POPULAR':
        return [this.store.downloads[doc] as number, id];
      case 'TITLE':
        return [this.store.titles[doc] as string, id];
    }
  }

  /** ANDs the terms' matches (and the phrases) into matchSet; records each term's match count. */
  private matchTerms(
    resolved: ResolvedTerm[],
    stats: { resolved: ResolvedTerm; matches: number }[],
    phrases: number[][],
  ): Uint32Array {
    const words = bitsetWords(this.store.size);
    const match = this.matchSet;
    match.set(this.store.alive.subarray(0, words));
    resolved.forEach((r, i) => {
      const set = this.termSet(i);
      const matches = markTerm(r, this.store, set);
      stats.push({ resolved: r, matches });
      for (let w = 0; w < words; w++) (match[w] as number) &= set[w] as number;
    });
    for (const phrase of phrases) {
      const stems = phrase.map((i) => resolved[i]?.term.stem ?? '');
      for (let w = 0; w < words; w++) {
        let bits = match[w] as number;
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const doc = (w << 5) + (31 - Math.clz32(low));
          if (!hasPhrase(stems, this.store, this.taxonomy, doc)) (match[w] as number) &= ~low;
        }
      }
    }
    return match;
  }

  private termSet(i: number): Uint32Array {
    while (this.termSets.length <= i) this.termSets.push(new Uint32Array(this.matchSet.length));
    if ((this.termSets[i] as Uint32Array).length < this.matchSet.length)
      this.termSets[i] = new Uint32Array(this.matchSet.length);
    return this.termSets[i] as Uint32Array;
  }

  /**
   * Replaces each word that matches nothing by its closest known word
   * (TextIndex.correct); null when no word could be corrected.
   */
  private correctTerms(
    terms: readonly QueryTerm[],
    resolved: ResolvedTerm[],
    keepPrefix = false,
  ): { terms: QueryTerm[]; resolved: ResolvedTerm[]; text: string } | null {
    let changed = false;
    const next = terms.map((t, i) => {
      if ((resolved[i] as ResolvedTerm).sources.length > 0) return t;
      const fix = this.text.correct(t.word);
      if (!fix) return t;
      changed = true;
      return { word: fix.word, stem: stemOf(fix.word), prefix: keepPrefix && t.prefix };
    });
    if (!changed) return null;
    return {
      terms: next,
      resolved: next.map((t, i) =>
        t === terms[i] ? (resolved[i] as ResolvedTerm) : resolveTerm(t, this.text, this.taxonomy),
      ),
      text: next.map((t) => t.word).join(' '),
    };
  }

  /**
   * The best `want` matches after the cursor by relevance (ranking.ts):
   * text × blend, ties by uuid descending. Few matches are scored one by
   * one; many are walked in blend order until no later one can enter.
   */
  private topByScore(
    termStats: { resolved: ResolvedTerm; matches: number }[],
    hitList: Uint32Array | null,
    total: number,
    accept: (doc: number) => boolean,
    cursor: CursorKey | null,
    want: number,
    page: number[],
    scores: Map<number, number>,
  ): void {
    this.blendOrder.refresh();
    const blend = this.blendOrder.blend;
    const store = this.store;
    const rar = termStats.map((t) => rarity(store.live, t.matches));
    const textScore = (doc: number) => {
      let text = 0;
      for (let i = 0; i < termStats.length; i++) {
        const w = termWeight((termStats[i] as { resolved: ResolvedTerm }).resolved, doc);
        if (w === 0) return 0;
        text += (rar[i] as number) * w;
      }
      return text;
    };
    const before = (a: number, b: number) => {
      const d = (scores.get(b) as number) - (scores.get(a) as number);
      return d !== 0 ? d < 0 : store.compareUuid(a, b) > 0;
    };
    const consider = (doc: number, text = textScore(doc)) => {
      if (text === 0) return;
      const score = Math.fround(text * (blend[doc] as number));
      if (cursor) {
        const c = cursor.key as number;
        if (score > c || (score === c && store.compareUuidTo(doc, cursor.uuid, 0) >= 0)) return;
      }
      if (page.length === want) {
        // Most documents do not enter a full page: rejected before they are remembered.
        const worst = page[want - 1] as number;
        const w = scores.get(worst) as number;
        if (score < w || (score === w && store.compareUuid(doc, worst) <= 0)) return;
      }
      scores.set(doc, score);
      let at = page.length === want ? want - 1 : page.length;
      while (at > 0 && before(doc, page[at - 1] as number)) at--;
      page.splice(at, 0, doc);
      if (page.length > want) page.length = want;
    };
    if (hitList && total <= this.options.directLimit) {
      const text = directTextScores(termStats, rar, hitList, total);
      for (let i = 0; i < total; i++) consider(hitList[i] as number, text[i] as number);
      return;
    }
    // No document beats the best text score the words can make × its blend.
    const best = termStats.reduce((sum, t, i) => sum + (rar[i] as number) * maxWeight(t.resolved), 0);
    this.blendOrder.walk((doc, ordered) => {
      if (ordered && page.length === want) {
        const worst = scores.get(page[want - 1] as number) as number;
        if (best * (blend[doc] as number) * (1 + 1e-6) < worst) return false;
      }
      if (accept(doc)) consider(doc);
      return true;
    });
  }

  private pageFromHits(
    hitList: Uint32Array,
    total: number,
    sort: OrderName,
    cursor: CursorKey | null,
    want: number,
    page: number[],
  ): void {
    const order = this.orders[sort];
    const docs = Array.from(hitList.subarray(0, total));
    const after = cursor ? docs.filter((d) => order.compareToCursor(d, cursor) > 0) : docs;
    after.sort(order.compare);
    for (const d of after.slice(0, want)) page.push(d);
  }

  // ---------------------------------------------------------------- facet rows

  private facetRows(counts: Counts, total: number, filter: CompiledFilter, maxTags: number): FacetRow[] {
    const rows: FacetRow[] = [
      { facet: 'total', value: 'all', label: null, count: total, rank: null, parent: null, kind: null },
    ];
    const push = (facet: Dimension, value: string | undefined, count: number, label: string | null = null) => {
      if (value !== undefined && count > 0)
        rows.push({ facet, value, label, count, rank: null, parent: null, kind: null });
    };
    const enumRows = (facet: Dimension, list: readonly string[], nullable: boolean) => {
      counts[facet].forEach((count, code) => {
        if (nullable && code === 0) return;
        push(facet, list[nullable ? code - 1 : code], count);
      });
    };
    enumRows('kinds', KINDS, false);
    enumRows('assetTypes', ASSET_TYPES, true);
    enumRows('access', ACCESS, false);
    enumRows('orientations', ORIENTATIONS, true);
    enumRows('resolutions', RESOLUTIONS, true);
    enumRows('frameRates', FRAME_RATES, true);
    enumRows('durations', DURATION_KEYS, true);
    enumRows('bpm', BPM_KEYS, true);
    enumRows('loop', BOOLEANS, true);
    enumRows('soundEffect', BOOLEANS, true);
    for (const [code, count] of counts.genres.entries())
      if (code > 0) push('genres', this.store.genres.values[code], count);
    for (const [code, count] of counts.moods.entries())
      if (code > 0) push('moods', this.store.moods.values[code], count);
    for (const [code, count] of counts.categories.entries())
      push('categories', this.taxonomy.categoryInfo[code]?.id, count);
    for (const [code, count] of counts.platforms.entries())
      push('platforms', this.taxonomy.platformInfo[code]?.id, count);
    const selected = new Set(filter.selectedTags);
    const tagCodes: number[] = [];
    counts.tags.forEach((count, code) => {
      if (count > 0 && this.taxonomy.tagNames[code] !== undefined) tagCodes.push(code);
    });
    const tagName = (c: number) => this.taxonomy.tagNames[c] as string;
    const tagId = (c: number) => this.taxonomy.tags.values[c] as string;
    tagCodes.sort(
      (a, b) =>
        Number(selected.has(b)) - Number(selected.has(a)) ||
        (counts.tags[b] as number) - (counts.tags[a] as number) ||
        (tagName(a) < tagName(b) ? -1 : tagName(a) > tagName(b) ? 1 : 0) ||
        (tagId(a) < tagId(b) ? -1 : 1),
    );
    for (const c of tagCodes.slice(0, maxTags)) push('tags', tagId(c), counts.tags[c] as number, tagName(c));
    for (const c of this.taxonomy.categoryInfo) {
      if (!c) continue;
      const parent = c.parent ? (this.taxonomy.categoryInfo[c.parent]?.id ?? null) : null;
      rows.push({ facet: 'category', value: c.id, label: c.name, count: 0, rank: c.position, parent, kind: c.kind });
    }
    for (const p of this.taxonomy.platformInfo) {
      if (p)
        rows.push({
          facet: 'platform',
          value: p.id,
          label: p.name,
          count: 0,
          rank: p.position,
          parent: null,
          kind: null,
        });
    }
    return rows;
  }

  // ---------------------------------------------------------------- autocomplete

  /**
   * Suggestions for what is being typed: categories, platforms and tags whose
   * names hold every word (the last as a prefix), the most used first, then
   * titles of matching items, the most downloaded first, one per title.
   */
  suggest(query: ParsedQuery, limit: number): Suggestions {
    let terms = query.terms;
    const last = terms[terms.length - 1];
    if (!last) return { items: [], terms };
    this.ensureScratch();
    const out: Suggestion[] = [];
    const result = { items: out, terms };
    let resolved = terms.map((t) => resolveTerm(t, this.text, this.taxonomy));
    // A word that matches nothing is corrected as the results page corrects it ("capcat" → CapCut); the last
    // one stays a prefix ("transtion" → transition, transitions).
    if (resolved.some((r) => r.sources.length === 0)) {
      const corrected = this.correctTerms(terms, resolved, true);
      if (corrected) {
        terms = corrected.terms;
        resolved = corrected.resolved;
        result.terms = terms;
      }
    }
    const taxonomyLimit = Math.min(3, limit);
    out.push(...this.suggestNames(terms, taxonomyLimit));
    if (resolved.some((r) => r.sources.length === 0)) return result;
    const wanted = resolved.map(highlightTerm);
    const seen = new Set(out.map((s) => fold(s.text)));
    /** Offers the document's title when it has every word itself (a match in the description alone is no title). */
    const offer = (doc: number): boolean => {
      const title = this.store.titles[doc] as string;
      const key = fold(title);
      if (!seen.has(key) && titleHasEvery(title, wanted)) {
        seen.add(key);
        out.push({
          type: 'TITLE',
          text: title,
          id: this.store.idOf(doc),
          kind: KINDS[this.store.kind[doc] as number] ?? null,
        });
      }
      return out.length < limit;
    };
    // One common word (the first letters typed): its most downloaded titles come early in popularity order,
    // so reading titles there is quicker than first marking its matches, a fifth of a large catalogue for "ne".
    // A title with the word is a match. If the first items hold too few such titles, mark the matches after all:
    // titles already offered stay first (they are the most downloaded) and are not offered twice.
    if (resolved.length === 1 && query.phrases.length === 0 && this.isCommon(resolved[0] as ResolvedTerm)) {
      let visited = 0;
      let more = true;
      this.orders.POPULAR.walk(null, (doc) => {
        more = offer(doc);
        return more && ++visited < this.options.titleWalk.cap;
      });
      if (!more) return result;
    }
    const matches = this.matchTerms(resolved, [], query.phrases);
    this.orders.POPULAR.walk(null, (doc) => !hasBit(matches, doc) || offer(doc));
    return result;
  }

  /** Whether a term's matches (at most the sum of its lists) are many: see TITLE_WALK. */
  private isCommon(term: ResolvedTerm): boolean {
    let upTo = 0;
    for (const source of term.sources) upTo += source.length;
    return upTo >= Math.max(this.options.titleWalk.min, this.store.live / 50);
  }

  private suggestNames(terms: readonly QueryTerm[], limit: number): Suggestion[] {
    const found: { s: Suggestion; docs: number }[] = [];
    const t = this.taxonomy;
    const consider = (type: Suggestion['type'], name: string, id: string, kind: string | null, docs: number) => {
      const nameWords = words(fold(name)).filter((w) => w.stem);
      const all = terms.every((term) =>
        nameWords.some((w) => (term.prefix ? w.text.startsWith(term.word) : w.stem === term.stem)),
      );
      if (all && docs > 0) found.push({ s: { type, text: name, id, kind }, docs });
    };
    // A category counts its subcategories' items too, as its facet does.
    const inTree = new Map<number, number>();
    for (const code of t.categoryInfo.keys()) {
      const own = t.categoryDocs[code]?.length ?? 0;
      for (let at: number | undefined = code, hops = 0; at && hops < 32; at = t.categoryInfo[at]?.parent, hops++) {
        inTree.set(at, (inTree.get(at) ?? 0) + own);
      }
    }
    for (const [code, c] of t.categoryInfo.entries()) {
      if (c) consider('CATEGORY', c.name, c.id, c.kind, inTree.get(code) ?? 0);
    }
    for (const [code, p] of t.platformInfo.entries()) {
      if (p) consider('PLATFORM', p.name, p.id, null, t.platformDocs[code]?.length ?? 0);
    }
    t.tagNames.forEach((name, code) => {
      if (name !== undefined) consider('TAG', name, t.tags.values[code] as string, null, t.tagDocs[code]?.length ?? 0);
    });
    return found
      .sort((a, b) => b.docs - a.docs || a.s.text.localeCompare(b.s.text))
      .slice(0, limit)
      .map((f) => f.s);
  }

  // ---------------------------------------------------------------- more like this

  /**
   * Published items of the same kind most like an item: same category 3 (its
   * parent, a subcategory or a sibling 1), each shared tag 2, each shared platform 1, each
   * shared title word 1.5; for audio also the same genre 2, the same mood
   * 1.5, a tempo within 5 BPM 1.5 (tags and words on more than a tenth of
   * the catalogue — and on more than COMMON_FLOOR items — count nothing). Ties: most downloaded, newest, uuid.
   */
  related(id: string, first: number): string[] {
    const n = this.store.find(id);
    if (n < 0 || !this.store.isAlive(n)) return [];
    this.ensureScratch();
    const s = this.store;
    const t = this.taxonomy;
    const score = this.relatedScores;
    const touched: number[] = [];
    // A tag or word on a tenth of the catalogue says little about likeness: skipped (and cheaper). In a
    // small catalogue a tenth is one or two items, and sharing a rare tag is exactly what makes two alike.
    const common = Math.max(s.live / 10, COMMON_FLOOR);
    const add = (
      list: { data: Uint32Array; length: number; fields?: Uint8Array } | undefined,
      points: number,
      field = 0,
      skipCommon = false,
    ) => {
      if (!list || (skipCommon && list.length > common)) return;
      for (let i = 0; i < list.length; i++) {
        if (field && list.fields && ((list.fields[i] as number) & field) === 0) continue;
        const d = list.data[i] as number;
        if (d === n || s.kind[d] !== s.kind[n] || !s.isAlive(d)) continue;
        if (score[d] === 0) touched.push(d);
        (score[d] as number) += points;
      }
    };
    const category = s.category[n] as number;
    add(t.categoryDocs[category], 3);
    // Its parent, its subcategories and its siblings: 1.
    const parent = t.categoryInfo[category]?.parent ?? 0;
    for (const [code, c] of t.categoryInfo.entries()) {
      if (!c || code === category || !category) continue;
      if (code === parent || c.parent === category || (parent && c.parent === parent)) add(t.categoryDocs[code], 1);
    }
    for (const tag of s.tagsOf(n)) add(t.tagDocs[tag], 2, 0, true);
    for (let m = s.platforms[n] as number; m !== 0; ) {
      const low = m & -m;
      add(t.platformDocs[31 - Math.clz32(low)], 1);
      m ^= low;
    }
    for (const stem of new Set(words(fold(s.titles[n] ?? '')).flatMap((w) => (w.stem && !w.part ? [w.stem] : [])))) {
      add(this.text.postingsOf(stem), 1.5, FIELD_TITLE, true);
    }
    const audio = KINDS[s.kind[n] as number] === 'AUDIO';
    const best: number[] = [];
    const before = (a: number, b: number) =>
      (score[b] as number) - (score[a] as number) ||
      (s.downloads[b] as number) - (s.downloads[a] as number) ||
      (s.publishedAt[b] as number) - (s.publishedAt[a] as number) ||
      s.compareUuid(b, a);
    for (const d of touched) {
      if (audio) {
        if (s.genre[d] && s.genre[d] === s.genre[n]) (score[d] as number) += 2;
        if (s.mood[d] && s.mood[d] === s.mood[n]) (score[d] as number) += 1.5;
        if (
          (s.bpm[d] as number) >= 0 &&
          (s.bpm[n] as number) >= 0 &&
          Math.abs((s.bpm[d] as number) - (s.bpm[n] as number)) <= 5
        ) {
          (score[d] as number) += 1.5;
        }
      }
      if (best.length === first && before(d, best[first - 1] as number) >= 0) continue;
      let at = best.length === first ? first - 1 : best.length;
      while (at > 0 && before(d, best[at - 1] as number) < 0) at--;
      best.splice(at, 0, d);
      if (best.length > first) best.length = first;
    }
    for (const d of touched) score[d] = 0;
    return best.map((d) => s.idOf(d));
  }

  // ---------------------------------------------------------------- internals

  private ensureScratch(): void {
    if (this.relatedScores.length < this.store.size) {
      this.relatedScores = new Float32Array(Math.max(this.store.size, this.relatedScores.length * 2));
    }
    const words = bitsetWords(this.store.size);
    if (this.matchSet.length < words) {
      const size = Math.max(words, this.matchSet.length * 2);
      this.matchSet = new Uint32Array(size);
      this.hitSet = new Uint32Array(size);
      this.termSets = [];
    }
  }

  /** Counting arrays with room for new dictionary values (a new tag must not need a rebuild). */
  private headroom(sizes: Record<Dimension, number>): Record<Dimension, number> {
    return {
      ...sizes,
      categories: sizes.categories + 64,
      tags: Math.max(1024, sizes.tags * 2),
      genres: sizes.genres + 64,
      moods: sizes.moods + 64,
    };
  }

  private resizeBase(): void {
    const sizes = dimensionSizes(this.store, this.taxonomy);
    for (const d of Object.keys(sizes) as Dimension[]) {
      if (this.base[d].length < sizes[d]) {
        const grown = new Int32Array(this.headroom(sizes)[d]);
        grown.set(this.base[d]);
        this.base[d] = grown;
      }
    }
  }

  private updatePairs(doc: number, delta: number): void {
    if (!this.pairs) return;
    if (!this.pairs.fits(dimensionSizes(this.store, this.taxonomy))) {
      // A dictionary outgrew the table: one-filter browse scans until the next rebuild.
      this.pairs = null;
      return;
    }
    this.pairs.add(this.store, doc, delta);
  }
}

/**
 * What a query's counts depend on: each word's stems (after prefix expansion
 * and correction) and the filter. Lists are sorted; null and absent fields
 * are the same filter.
 */
function keptKey(resolved: readonly ResolvedTerm[], filter: FilterSpec | null | undefined): string {
  const fields = Object.entries(filter ?? {})
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v])
    .sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1));
  return JSON.stringify([resolved.map((r) => [...r.stems].sort()), fields]);
}

/**
 * textScore of every hit at once (the hits ascending, as a pass lists them):
 * each source's list is merged with the hits instead of searched once per
 * hit, unless it is much longer than they are. The same sum in the same
 * order, so the same scores.
 */
function directTextScores(
  termStats: readonly { resolved: ResolvedTerm }[],
  rar: readonly number[],
  hits: Uint32Array,
  total: number,
): Float64Array {
  const sum = new Float64Array(total);
  const best = new Float64Array(total);
  termStats.forEach(({ resolved }, t) => {
    best.fill(0);
    for (const s of resolved.sources) {
      const weigh = (k: number, at: number) => {
        let w = s.weight;
        if (s.fields) w = fieldWeight(s.fields[at] as number);
        w *= s.factor;
        if (w > (best[k] as number)) best[k] = w;
      };
      if (s.length > total * 8) {
        for (let k = 0; k < total; k++) {
          const at = findSorted(s.docs, s.length, hits[k] as number);
          if (at >= 0) weigh(k, at);
        }
        continue;
      }
      let at = 0;
      for (let k = 0; k < total && at < s.length; k++) {
        const doc = hits[k] as number;
        while (at < s.length && (s.docs[at] as number) < doc) at++;
        if (at < s.length && s.docs[at] === doc) weigh(k, at);
      }
    }
    const r = rar[t] as number;
    for (let k = 0; k < total; k++) {
      const w = best[k] as number;
      // A hit matches every word; a zero (none here) would make the whole score zero, as textScore does.
      sum[k] = w === 0 || (t > 0 && sum[k] === 0) ? 0 : (sum[k] as number) + r * w;
    }
  });
  return sum;
}

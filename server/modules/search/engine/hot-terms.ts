/**
 * Facet counts kept per frequent word: for every stem that matches at least
 * 1 % of the catalogue (and 1,000 items), the counts of every dimension over
 * the items it matches, and how many those are — kept up to date as items
 * come and go, like the whole catalogue's counts. A one-word search without
 * filters (the most common search there is, and the costliest to count:
 * "neon" may match a fifth of the catalogue) then reads its facets here
 * instead of visiting its matches. Rarer words are cheap to count directly.
 *
 * Which words are frequent is decided when the index is built; a word that
 * becomes frequent later is counted directly until the next build. A
 * taxonomy change (a renamed tag may match other words) recounts them all.
 */
import type { Dimension } from './codes.js';
import type { DocStore } from './doc-store.js';
import { type Counts, countDocument, scan } from './facet-counter.js';
import type { CompiledFilter } from './filter.js';
import { bitsetWords } from './growable.js';
import type { Taxonomy } from './taxonomy.js';
import type { TextIndex } from './text-index.js';
import { markTerm, resolveTerm, stemTester } from './text-match.js';

const NO_FILTER: CompiledFilter = { tests: [], selectedTags: [] };

export const HOT_SHARE = 0.01;
export const HOT_MIN = 1000;

interface Hot {
  counts: Counts;
  total: number;
}

export class HotTerms {
  private terms = new Map<string, Hot>();
  private sizes: Record<Dimension, number> | null = null;

  /** Counts every frequent stem's matches from scratch (`scratch`: a bitset the size of the store). */
  build(
    store: DocStore,
    text: TextIndex,
    taxonomy: Taxonomy,
    sizes: Record<Dimension, number>,
    scratch: Uint32Array,
    min = HOT_MIN,
  ): void {
    this.terms = new Map();
    this.sizes = sizes;
    const threshold = Math.max(min, store.live * HOT_SHARE);
    const candidates = new Set<string>();
    for (const [stem, length] of text.stemLengths()) if (length >= threshold) candidates.add(stem);
    for (const stem of taxonomy.stems()) candidates.add(stem);
    const words = bitsetWords(store.size);
    for (const stem of candidates) {
      const resolved = resolveTerm({ word: stem, stem, prefix: false }, text, taxonomy);
      const total = markTerm(resolved, store, scratch);
      if (total < threshold) continue;
      const { counts } = scan(store, scratch, words, NO_FILTER, sizes, true);
      this.terms.set(stem, { counts, total });
    }
  }

  get(stem: string): { counts: Counts; total: number } | undefined {
    return this.terms.get(stem);
  }

  /** Whether the counting arrays still hold every value (a new tag past their room needs a new build). */
  fits(sizes: Record<Dimension, number>): boolean {
    const own = this.sizes;
    return own !== null && (Object.keys(sizes) as Dimension[]).every((d) => sizes[d] <= own[d]);
  }

  /** A document was added (its stems given) or is about to die (`delta` -1: its postings are looked up). */
  update(
    store: DocStore,
    text: TextIndex,
    taxonomy: Taxonomy,
    doc: number,
    delta: 1 | -1,
    stems?: ReadonlySet<string>,
  ): void {
    if (this.terms.size === 0) return;
    const has = stemTester(store, text, taxonomy, doc, stems);
    for (const [stem, hot] of this.terms) {
      if (!has(stem)) continue;
      countDocument(hot.counts, store, doc, delta);
      hot.total += delta;
    }
  }

  bytes(): number {
    let total = 0;
    for (const hot of this.terms.values()) for (const c of Object.values(hot.counts)) total += c.byteLength;
    return total;
  }
}

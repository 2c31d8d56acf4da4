/**
 * Facet counts kept per query: the counts, total and per-filter misses of
 * the last text-and-filter combinations whose pass visited many documents
 * ("glow" with video and CapCut: a pass over every "glow" match), kept up to
 * date as items come and go, so the same combination asked again — the next
 * page, another sort, another member — visits nothing. A combination with
 * a filter is kept only when it has more results than are scored one by one:
 * a smaller result needs its hits listed, which is the pass itself. Words
 * alone are kept at any size: their hits are their matches, listed from the
 * match bitset without reading each match's facet values (the pass's cost,
 * a cache miss per value at a million items: "zen", 4k matches, ~3 ms).
 *
 * The rule that keeps them exact is the pass's own (facet-counter.ts) applied
 * to one document: a document matching every word counts in every dimension
 * when it fails no filter, in the one dimension of the one filter it fails
 * otherwise; added +1, removed -1 with the values it had. A word matches a
 * document through its stems (the typed one, a prefix's expansions, a
 * correction) in the text or in a category, platform or tag name, as
 * hot-terms.ts decides it. Each word's own match count (its rarity, for
 * ranking) is kept the same way.
 *
 * Forgotten, all of them: on a taxonomy change (names decide matches) and by
 * the owner before a batch of changes too large to apply one document at a
 * time; one of them when a dimension gains a value. The least recently
 * asked combination makes room for a new one.
 */
import type { Dimension } from './codes.js';
import type { DocStore } from './doc-store.js';
import { type Counts, countDocument, countInDimension, dimensionSizes } from './facet-counter.js';
import type { CompiledFilter } from './filter.js';
import type { Taxonomy } from './taxonomy.js';
import type { TextIndex } from './text-index.js';
import { stemTester } from './text-match.js';

/** Combinations kept (each holds one count per facet value: tens of kB with a large tag list). */
export const MAX_KEPT = 128;

export interface KeptQuery {
  /** Per word, the stems it stands for. */
  stems: readonly (readonly string[])[];
  filter: CompiledFilter;
  counts: Counts;
  total: number;
  /** Per filter: documents failing that filter only. */
  missTotals: Int32Array;
  /** Per word: the alive documents it matches on its own. */
  termMatches: number[];
  /**
   * The dimensions' sizes when it was counted: a new value (a genre, a tag)
   * may be one a filter named before it existed, so the combination is
   * forgotten (and its counting arrays had room for these).
   */
  sizes: Record<Dimension, number>;
}

export class KeptCounts {
  private readonly kept = new Map<string, KeptQuery>();

  constructor(private readonly max = MAX_KEPT) {}

  get(key: string): KeptQuery | undefined {
    const found = this.kept.get(key);
    if (found) {
      // Most recently asked last: the first key is the one to drop.
      this.kept.delete(key);
      this.kept.set(key, found);
    }
    return found;
  }

  set(key: string, query: KeptQuery): void {
    this.kept.delete(key);
    this.kept.set(key, query);
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value as string);
  }

  delete(key: string): void {
    this.kept.delete(key);
  }

  clear(): void {
    this.kept.clear();
  }

  get size(): number {
    return this.kept.size;
  }

  /** A document was added (its text stems given) or is about to die (`delta` -1: its postings are looked up). */
  update(
    store: DocStore,
    text: TextIndex,
    taxonomy: Taxonomy,
    doc: number,
    delta: 1 | -1,
    stems?: ReadonlySet<string>,
  ): void {
    if (this.kept.size === 0) return;
    const sizes = dimensionSizes(store, taxonomy);
    const has = stemTester(store, text, taxonomy, doc, stems);
    for (const [key, q] of this.kept) {
      if (!sameSizes(q.sizes, sizes)) {
        this.kept.delete(key);
        continue;
      }
      let all = true;
      q.stems.forEach((word, i) => {
        if (word.some(has)) (q.termMatches[i] as number) += delta;
        else all = false;
      });
      if (!all) continue;
      let failed = 0;
      q.filter.tests.forEach((t, i) => {
        if (!t.test(doc)) failed |= 1 << i;
      });
      if (failed === 0) {
        countDocument(q.counts, store, doc, delta);
        q.total += delta;
      } else if ((failed & (failed - 1)) === 0) {
        const f = 31 - Math.clz32(failed);
        (q.missTotals[f] as number) += delta;
        countInDimension(q.counts, store, q.filter.tests[f]?.dim as Dimension, doc, delta);
      }
    }
  }

  bytes(): number {
    let total = 0;
    for (const q of this.kept.values()) for (const c of Object.values(q.counts)) total += c.byteLength;
    return total;
  }
}

function sameSizes(a: Record<Dimension, number>, b: Record<Dimension, number>): boolean {
  return (Object.keys(b) as Dimension[]).every((d) => a[d] === b[d]);
}

/**
 * The catalogue's browse orders over the index's documents: NEWEST
 * (published_at, id descending), POPULAR (30-day downloads, id descending)
 * and TITLE (title, id ascending) — the keys and tie-breaks of
 * browse.service.ts, so a cursor means the same position in PostgreSQL and
 * here.
 *
 * Each order is a sorted array of document numbers (`main`, sorted once when
 * the index is built) plus the documents added since (`recent`, kept sorted
 * by insertion). Walking an order merges the two and skips dead documents.
 * When `recent` grows past a few thousand it is merged into `main` in one
 * linear pass (no sort).
 */
import type { DocStore } from './doc-store.js';

export type OrderName = 'NEWEST' | 'POPULAR' | 'TITLE';

/** A cursor's position: the sort key's value and the item's uuid (as 4 words). */
export interface CursorKey {
  key: number | string;
  uuid: Uint32Array;
}

const MERGE_AT = 4096;

export class SortedOrder {
  private main: Uint32Array = new Uint32Array(0);
  private recent: number[] = [];

  constructor(
    readonly name: OrderName,
    private readonly store: DocStore,
  ) {}

  /** Negative when document `a` comes before `b` in this order. */
  compare = (a: number, b: number): number => {
    const s = this.store;
    switch (this.name) {
      case 'NEWEST': {
        const d = (s.publishedAt[b] as number) - (s.publishedAt[a] as number);
        return d !== 0 ? d : s.compareUuid(b, a);
      }
      case 'POPULAR': {
        const d = (s.downloads[b] as number) - (s.downloads[a] as number);
        return d !== 0 ? d : s.compareUuid(b, a);
      }
      case 'TITLE': {
        const x = s.titles[a] as string;
        const y = s.titles[b] as string;
        return x < y ? -1 : x > y ? 1 : s.compareUuid(a, b);
      }
    }
  };

  /** Negative when document `a` comes before the cursor's position. */
  compareToCursor(a: number, cursor: CursorKey): number {
    const s = this.store;
    switch (this.name) {
      case 'NEWEST': {
        const d = (cursor.key as number) - (s.publishedAt[a] as number);
        return d !== 0 ? d : -s.compareUuidTo(a, cursor.uuid, 0);
      }
      case 'POPULAR': {
        const d = (cursor.key as number) - (s.downloads[a] as number);
        return d !== 0 ? d : -s.compareUuidTo(a, cursor.uuid, 0);
      }
      case 'TITLE': {
        const x = s.titles[a] as string;
        const y = cursor.key as string;
        return x < y ? -1 : x > y ? 1 : s.compareUuidTo(a, cursor.uuid, 0);
      }
    }
  }

  /** Sorts every alive document (at build time). */
  build(): void {
    const docs = new Uint32Array(this.store.live);
    let n = 0;
    for (let d = 0; d < this.store.size; d++) if (this.store.isAlive(d)) docs[n++] = d;
    this.main = docs.sort(this.compare);
    this.recent = [];
  }

  add(doc: number): void {
    let lo = 0;
    let hi = this.recent.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.recent[mid] as number, doc) < 0) lo = mid + 1;
      else hi = mid;
    }
    this.recent.splice(lo, 0, doc);
    if (this.recent.length >= MERGE_AT) this.merge();
  }

  /**
   * Visits alive documents in order, from the first one after `after` (or the
   * start), until `visit` returns false.
   */
  walk(after: CursorKey | null, visit: (doc: number) => boolean): void {
    const main = this.main;
    const recent = this.recent;
    let i = after ? this.firstAfter(main, main.length, (k) => main[k] as number, after) : 0;
    let j = after ? this.firstAfter(recent, recent.length, (k) => recent[k] as number, after) : 0;
    const store = this.store;
    while (i < main.length || j < recent.length) {
      let doc: number;
      if (j >= recent.length || (i < main.length && this.compare(main[i] as number, recent[j] as number) < 0)) {
        doc = main[i++] as number;
      } else {
        doc = recent[j++] as number;
      }
      if (store.isAlive(doc) && !visit(doc)) return;
    }
  }

  bytes(): number {
    return this.main.byteLength + this.recent.length * 8;
  }

  private firstAfter(_list: unknown, length: number, at: (k: number) => number, cursor: CursorKey): number {
    let lo = 0;
    let hi = length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareToCursor(at(mid), cursor) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private merge(): void {
    const out = new Uint32Array(this.store.live);
    let n = 0;
    this.walk(null, (doc) => {
      out[n++] = doc;
      return true;
    });
    this.main = out.subarray(0, n);
    this.recent = [];
  }
}

/**
 * Relevance ranking: text × blend, where the blend of an item is
 *
 *   1 + 0.3 × popularity + 0.15 × freshness
 *   popularity = min(1, ln(1 + 30-day downloads) / ln(1 + 1000))
 *   freshness  = 0.5 ^ (whole UTC days since publishing / 90)
 *
 * It depends on the item and the day only, so every instance computes the
 * same numbers. The items are kept sorted by blend (`BlendOrder`), which lets
 * the best page be found without scoring every match: walking items from the
 * highest blend down, an item's score can be at most (the query's best
 * possible text score) × (its blend), so once that bound falls below the
 * page's worst score, nothing further can enter the page (a threshold
 * algorithm, as search engines use with impact-ordered lists).
 */
import type { DocStore } from './doc-store.js';

const POPULAR_AT = Math.log1p(1000);
const DAY_MS = 86_400_000;
/** Items added since the last sort, walked first; past this many the whole order is sorted again. */
const RESORT_AT = 4096;

export function blendOf(downloads: number, publishedAt: number, today: number): number {
  const popularity = Math.min(1, Math.log1p(Math.max(0, downloads)) / POPULAR_AT);
  const days = Math.max(0, today - Math.floor(publishedAt / DAY_MS));
  return Math.fround(1 + 0.3 * popularity + 0.15 * 0.5 ** (days / 90));
}

export class BlendOrder {
  blend = new Float32Array(0);
  private sorted = new Uint32Array(0);
  private recent: number[] = [];
  private day = -1;
  private covered = 0;

  constructor(private readonly store: DocStore) {}

  /** Blends of the documents added since the last call, and a new sort when the day or enough changed. */
  refresh(): void {
    const s = this.store;
    const today = Math.floor(Date.now() / DAY_MS);
    if (this.blend.length < s.size) {
      const grown = new Float32Array(Math.max(s.size, this.blend.length * 2));
      grown.set(this.blend);
      this.blend = grown;
    }
    if (today !== this.day) {
      this.day = today;
      for (let d = 0; d < s.size; d++)
        this.blend[d] = blendOf(s.downloads[d] as number, s.publishedAt[d] as number, today);
      this.covered = s.size;
      this.sort();
      return;
    }
    for (let d = this.covered; d < s.size; d++) {
      this.blend[d] = blendOf(s.downloads[d] as number, s.publishedAt[d] as number, today);
      this.recent.push(d);
    }
    this.covered = s.size;
    if (this.recent.length > RESORT_AT) this.sort();
  }

  /**
   * Visits alive documents: those added since the last sort first (in any
   * order), then the rest from the highest blend down; stops when `visit`
   * returns false. `sortedFrom` tells the visitor when the ordered part starts.
   */
  walk(visit: (doc: number, ordered: boolean) => boolean): void {
    const s = this.store;
    for (const d of this.recent) if (s.isAlive(d) && !visit(d, false)) return;
    const sorted = this.sorted;
    for (let i = sorted.length - 1; i >= 0; i--) {
      const d = sorted[i] as number;
      if (s.isAlive(d) && !visit(d, true)) return;
    }
  }

  bytes(): number {
    return this.blend.byteLength + this.sorted.byteLength + this.recent.length * 8;
  }

  /**
   * Sorts alive documents by blend, ascending (walked backwards): each packed
   * into one double, blend above and the document number below, so the
   * engine's native numeric sort does it.
   */
  private sort(): void {
    const s = this.store;
    const keys = new Float64Array(s.live);
    let n = 0;
    for (let d = 0; d < s.size; d++) {
      if (!s.isAlive(d)) continue;
      const q = Math.round(((this.blend[d] as number) - 1) * 2 ** 22); // < 2^21: blends are below 1.5
      keys[n++] = q * 2 ** 22 + d; // documents < 2^22
    }
    const packed = keys.subarray(0, n).sort();
    const sorted = new Uint32Array(n);
    for (let i = 0; i < n; i++) sorted[i] = (packed[i] as number) % 2 ** 22;
    this.sorted = sorted;
    this.recent = [];
  }
}

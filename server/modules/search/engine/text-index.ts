/**
 * The words of titles and descriptions: a posting list per stem (ascending
 * document numbers, with the fields the stem is in), and the dictionary of
 * surface words (folded, unstemmed) that prefix matching and typo correction
 * search. Category, platform and tag names are matched through the taxonomy
 * (taxonomy.ts) and only add their words to the dictionary here.
 */
import { PostingList } from './growable.js';
import { editDistance, fold, forEachStem, trigrams, words } from './text.js';

export const FIELD_TITLE = 1;
export const FIELD_DESCRIPTION = 2;
/** An audio item's genre and mood, a video asset's type. */
export const FIELD_LABEL = 4;

interface SurfaceWord {
  stem: string;
  /** How many documents (or taxonomy values' documents) carried it when added: a popularity, not exact. */
  count: number;
}

export interface Correction {
  word: string;
  distance: number;
  similarity: number;
}

/** pg_trgm's default `similarity_threshold`. */
export const TRIGRAM_THRESHOLD = 0.3;

export class TextIndex {
  private readonly stemIds = new Map<string, number>();
  private readonly postings: PostingList[] = [];
  private readonly surface = new Map<string, SurfaceWord>();
  private sorted: string[] | null = null;
  private byTrigram: Map<string, string[]> | null = null;

  /**
   * Indexes the title, description and labels (genre, mood, asset type) of document `doc`
   * (numbers must arrive ascending); returns the document's stems.
   */
  add(doc: number, title: string, description: string, labels: string): Set<string> {
    const stems = new Set<string>();
    this.addField(doc, title, FIELD_TITLE, stems);
    this.addField(doc, description, FIELD_DESCRIPTION, stems);
    this.addField(doc, labels, FIELD_LABEL, stems);
    return stems;
  }

  /** Every stem with a posting list, and its length (documents, dead ones included). */
  *stemLengths(): IterableIterator<[string, number]> {
    for (const [stem, id] of this.stemIds) yield [stem, (this.postings[id] as PostingList).length];
  }

  /** A taxonomy name's words join the dictionary (weighted by how many documents carry the value). */
  addNameWords(name: string, count: number): void {
    for (const w of words(fold(name))) if (w.stem) this.remember(w.text, w.stem, count);
  }

  postingsOf(stem: string): PostingList | undefined {
    const id = this.stemIds.get(stem);
    return id === undefined ? undefined : this.postings[id];
  }

  /** Is this folded surface word known anywhere in the catalogue? */
  knows(word: string): boolean {
    return this.surface.has(word);
  }

  stemOfWord(word: string): string | undefined {
    return this.surface.get(word)?.stem;
  }

  /** Known surface words starting with `prefix`, most common first, at most `limit`. */
  wordsWithPrefix(prefix: string, limit: number): string[] {
    if (!prefix) return [];
    if (!this.sorted) this.sorted = [...this.surface.keys()].sort();
    const list = this.sorted;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((list[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < list.length && (list[i] as string).startsWith(prefix); i++) found.push(list[i] as string);
    if (found.length <= limit) return found;
    return found.sort((a, b) => this.countOf(b) - this.countOf(a) || a.localeCompare(b)).slice(0, limit);
  }

  countOf(word: string): number {
    return this.surface.get(word)?.count ?? 0;
  }

  /**
   * The known word closest to an unknown one: trigram similarity of at least
   * pg_trgm's 0.3 and at most one edit (two from 6 letters on), fewest edits
   * first, then the most similar, then the most common.
   */
  correct(word: string): Correction | null {
    if (word.length < 3 || /^\d+$/.test(word)) return null;
    if (!this.byTrigram) {
      this.byTrigram = new Map();
      for (const w of this.surface.keys()) this.indexTrigrams(w);
    }
    const own = trigrams(word);
    const shared = new Map<string, number>();
    for (const t of own) for (const w of this.byTrigram.get(t) ?? []) shared.set(w, (shared.get(w) ?? 0) + 1);
    const maxEdits = word.length >= 6 ? 2 : 1;
    let best: Correction | null = null;
    for (const [candidate, n] of shared) {
      const similarity = n / (own.length + trigrams(candidate).length - n);
      if (similarity < TRIGRAM_THRESHOLD) continue;
      const distance = editDistance(word, candidate, maxEdits);
      if (distance > maxEdits) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (similarity > best.similarity ||
            (similarity === best.similarity && this.countOf(candidate) > this.countOf(best.word))))
      ) {
        best = { word: candidate, distance, similarity };
      }
    }
    return best;
  }

  /** Distinct stems (for the bench's memory line and tests). */
  get stemCount(): number {
    return this.postings.length;
  }

  bytes(): number {
    let total = 0;
    for (const p of this.postings) total += p.data.byteLength + p.fields.byteLength + 64;
    for (const w of this.surface.keys()) total += 80 + 2 * w.length;
    return total;
  }

  private addField(doc: number, text: string, field: number, stems: Set<string>): void {
    if (!text) return;
    forEachStem(text, (stem, word) => {
      stems.add(stem);
      let id = this.stemIds.get(stem);
      if (id === undefined) {
        id = this.postings.length;
        this.stemIds.set(stem, id);
        this.postings.push(new PostingList());
      }
      const list = this.postings[id] as PostingList;
      const fresh = list.last() !== doc;
      list.add(doc, field);
      this.remember(word, stem, fresh ? 1 : 0);
    });
  }

  private remember(word: string, stem: string, count: number): void {
    const known = this.surface.get(word);
    if (known) {
      known.count += count;
      return;
    }
    this.surface.set(word, { stem, count });
    this.sorted = null;
    if (this.byTrigram) this.indexTrigrams(word);
  }

  private indexTrigrams(word: string): void {
    const index = this.byTrigram as Map<string, string[]>;
    for (const t of trigrams(word)) {
      const list = index.get(t);
      if (list) list.push(word);
      else index.set(t, [word]);
    }
  }
}

/**
 * Which documents a parsed query's words match, and how well.
 *
 * A term matches a document through its stem in the title or description, or
 * through a category, platform or tag whose name has the stem; a prefix term
 * through every known word starting with it (at most PREFIX_EXPANSION of
 * them, the most common). Terms are ANDed; a quoted phrase must also appear
 * word for word in the title or in one of the document's taxonomy names.
 *
 * Relevance of a document: for each term, the weight of the best place it
 * matched (title and tags 1; category, platform, genre, mood and asset type 0.4;
 * description 0.1 — PostgreSQL's default ts_rank weights for A, B and D; a
 * prefix-only match 0.8 of that), times the term's rarity
 * ln(1 + N / matches), summed.
 */

import type { DocStore } from './doc-store.js';
import { bitsetWords, findSorted, popcount32, setBit } from './growable.js';
import type { QueryTerm } from './query.js';
import type { NameMatch, Taxonomy } from './taxonomy.js';
import { fold, words } from './text.js';
import { FIELD_LABEL, FIELD_TITLE, type TextIndex } from './text-index.js';

/** Most dictionary words one prefix stands for. */
export const PREFIX_EXPANSION = 50;

const WEIGHT = { title: 1, label: 0.4, description: 0.1, tag: 1, category: 0.4, platform: 0.4, prefix: 0.8 };

interface Source {
  docs: Uint32Array;
  length: number;
  /** Posting lists: the fields per document; taxonomy lists: undefined. */
  fields?: Uint8Array;
  /** Weight of a match here (per field for postings). */
  weight: number;
  /** Multiplier for a prefix expansion's own stem vs another word's. */
  factor: number;
}

export interface ResolvedTerm {
  term: QueryTerm;
  sources: Source[];
  /** Stems the term stands for (the typed stem, or a prefix's expansions): for highlighting. */
  stems: Set<string>;
}

export function resolveTerm(term: QueryTerm, text: TextIndex, taxonomy: Taxonomy): ResolvedTerm {
  const stems = new Map<string, number>(); // stem → factor
  stems.set(term.stem, 1);
  if (term.prefix) {
    for (const w of text.wordsWithPrefix(term.word, PREFIX_EXPANSION)) {
      const s = text.stemOfWord(w);
      if (s && !stems.has(s)) stems.set(s, WEIGHT.prefix);
    }
  }
  const sources: Source[] = [];
  for (const [stem, factor] of stems) {
    const postings = text.postingsOf(stem);
    if (postings) {
      sources.push({ docs: postings.data, length: postings.length, fields: postings.fields, weight: 0, factor });
    }
    for (const match of taxonomy.matches(stem)) {
      for (const list of taxonomy.docListsOf(match))
        sources.push({ docs: list.data, length: list.length, weight: WEIGHT[match.type], factor });
    }
  }
  return { term, sources, stems: new Set(stems.keys()) };
}

/** Sets the bits of every alive document the term matches; returns how many were set. */
export function markTerm(resolved: ResolvedTerm, store: DocStore, out: Uint32Array): number {
  out.fill(0, 0, bitsetWords(store.size));
  for (const s of resolved.sources) {
    const docs = s.docs;
    for (let i = 0; i < s.length; i++) setBit(out, docs[i] as number);
  }
  let n = 0;
  const alive = store.alive;
  for (let w = 0; w < bitsetWords(store.size); w++) {
    const x = (out[w] as number) & (alive[w] as number);
    out[w] = x;
    if (x !== 0) n += popcount32(x);
  }
  return n;
}

/** The weight of a posting: its best field. */
export function fieldWeight(fields: number): number {
  return (fields & FIELD_TITLE) !== 0 ? WEIGHT.title : (fields & FIELD_LABEL) !== 0 ? WEIGHT.label : WEIGHT.description;
}

/** The weight of the best place a term matches one document (0: it does not), looked up per source. */
export function termWeight(resolved: ResolvedTerm, doc: number): number {
  let best = 0;
  for (const s of resolved.sources) {
    const at = findSorted(s.docs, s.length, doc);
    if (at < 0) continue;
    let w = s.weight;
    if (s.fields) w = fieldWeight(s.fields[at] as number);
    w *= s.factor;
    if (w > best) best = w;
  }
  return best;
}

/** The most a term can weigh in any document: what its best kind of source can give. */
export function maxWeight(resolved: ResolvedTerm): number {
  let best = 0;
  for (const s of resolved.sources) best = Math.max(best, (s.fields ? WEIGHT.title : s.weight) * s.factor);
  return best;
}

/** How rare a term is: ln(1 + N / matches). */
export const rarity = (live: number, matches: number) => Math.log(1 + live / Math.max(1, matches));

/**
 * Does the document contain the phrase (its terms' stems, consecutive) in its
 * title, or in the name of its category (or one above it), a platform or a tag?
 */
export function hasPhrase(stems: readonly string[], store: DocStore, taxonomy: Taxonomy, doc: number): boolean {
  if (containsRun(stemsIn(store.titles[doc] ?? ''), stems)) return true;
  const names: NameMatch[] = [];
  for (const code of taxonomy.lineage(store.category[doc] as number)) names.push({ type: 'category', code });
  for (let m = store.platforms[doc] as number; m !== 0; ) {
    const low = m & -m;
    names.push({ type: 'platform', code: 31 - Math.clz32(low) });
    m ^= low;
  }
  for (const t of store.tagsOf(doc)) names.push({ type: 'tag', code: t });
  return names.some((n) => containsRun(stemsIn(taxonomy.nameOf(n)), stems));
}

function stemsIn(text: string): string[] {
  const out: string[] = [];
  for (const w of words(fold(text))) if (w.stem && !w.part) out.push(w.stem);
  return out;
}

function containsRun(haystack: readonly string[], run: readonly string[]): boolean {
  outer: for (let i = 0; i + run.length <= haystack.length; i++) {
    for (let k = 0; k < run.length; k++) if (haystack[i + k] !== run[k]) continue outer;
    return true;
  }
  return false;
}

/** A title cut into plain and matched pieces, for the client to mark up (no HTML here). */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** What highlighting needs of a query term: the stems it stands for, and what was typed when it is a prefix. */
export interface HighlightTerm {
  stems: ReadonlySet<string>;
  prefix: string | null;
}

export const highlightTerm = (r: ResolvedTerm): HighlightTerm => ({
  stems: r.stems,
  prefix: r.term.prefix ? r.term.word : null,
});

/**
 * Marks the words of `title` that a term matched: the same stem, or (for a
 * prefix term) a word starting with what was typed. Offsets come from the
 * folded title, whose letters line up with the original's for ASCII and
 * composed accents alike (folding maps each character to one, except
 * ligatures, which we then leave unmarked rather than cut wrongly).
 */
export function highlight(title: string, terms: readonly HighlightTerm[]): HighlightSegment[] {
  const folded = fold(title);
  if (folded.length !== title.length || terms.length === 0) return [{ text: title, match: false }];
  const ranges: [number, number][] = [];
  for (const w of words(folded)) {
    if (!w.stem) continue;
    const hit = terms.some((t) => t.stems.has(w.stem as string) || (t.prefix && w.text.startsWith(t.prefix)));
    if (hit) ranges.push([w.start, w.start + w.length]);
  }
  if (ranges.length === 0) return [{ text: title, match: false }];
  ranges.sort((a, b) => a[0] - b[0]);
  const out: HighlightSegment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) out.push({ text: title.slice(at, from), match: false });
    out.push({ text: title.slice(from, end), match: true });
    at = end;
  }
  if (at < title.length) out.push({ text: title.slice(at), match: false });
  return out;
}

/**
 * Whether a document has a stem, in its text or in a category, platform or
 * tag name: how a change is matched against kept counts (hot-terms.ts,
 * kept-counts.ts). `stems`: the text stems of a document just added; without
 * them (a document about to die) its postings are looked up.
 */
export function stemTester(
  store: DocStore,
  text: TextIndex,
  taxonomy: Taxonomy,
  doc: number,
  stems?: ReadonlySet<string>,
): (stem: string) => boolean {
  const named = taxonomy.stemsOfDocument(store, doc);
  return (stem) => {
    if (named.has(stem)) return true;
    if (stems) return stems.has(stem);
    const postings = text.postingsOf(stem);
    return postings !== undefined && findSorted(postings.data, postings.length, doc) >= 0;
  };
}

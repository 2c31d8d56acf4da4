/**
 * A search box's text as the index evaluates it. Like PostgreSQL's
 * `websearch_to_tsquery`: words are ANDed, "quoted words" form a phrase,
 * punctuation and operators are plain separators — no input is a syntax
 * error. Plus what typing needs: the last word (while it is being typed) and
 * any `word*` match as prefixes.
 */
import { fold, isStopWord, stemOf, words } from './text.js';

/** Longer queries are cut here (the API says so). */
export const MAX_QUERY_LENGTH = 200;

export interface QueryTerm {
  /** Folded surface form as typed. */
  word: string;
  stem: string;
  prefix: boolean;
}

export interface ParsedQuery {
  /** Folded, cut to MAX_QUERY_LENGTH, spaces collapsed: what analytics stores and caches key on. */
  normalized: string;
  /** Every word, ANDed (stop words left out). */
  terms: QueryTerm[];
  /** Quoted phrases of two or more words, by their terms' indexes. */
  phrases: number[][];
}

/**
 * Parses a query. `typing` makes the last word a prefix unless the text ends
 * in a space or a quote (as a search-as-you-type box sends it).
 */
export function parseQuery(raw: string, opts: { typing?: boolean } = {}): ParsedQuery {
  const cut = raw.slice(0, MAX_QUERY_LENGTH);
  const normalized = fold(cut).replace(/\s+/g, ' ').trim();
  const terms: QueryTerm[] = [];
  const phrases: number[][] = [];
  // Odd segments are inside quotes; an unclosed quote runs to the end.
  const segments = normalized.split('"');
  segments.forEach((segment, i) => {
    const quoted = i % 2 === 1;
    const start = terms.length;
    for (const w of words(segment)) {
      if (w.part) continue; // a compound ("lo-fi") is matched by its joined form
      if (isStopWord(w.text)) continue;
      const star = segment[w.start + w.length] === '*';
      terms.push({ word: w.text, stem: stemOf(w.text), prefix: star });
    }
    if (quoted && terms.length - start >= 2) phrases.push(terms.slice(start).map((_, k) => start + k));
  });
  const last = terms[terms.length - 1];
  if (opts.typing && last && /[\p{L}\p{N}*]$/u.test(normalized)) last.prefix = true;
  return { normalized, terms, phrases };
}

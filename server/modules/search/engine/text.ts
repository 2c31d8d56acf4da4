/**
 * Text analysis, the same for documents and queries: what PostgreSQL's
 * `to_tsvector('english', unaccent(text))` does, in process.
 *
 *  - fold: lower case, accents and ligatures folded to ASCII (`unaccent`):
 *    "Café Æther" → "cafe aether".
 *  - words: runs of letters and digits; a hyphenated or apostrophed compound
 *    also counts joined ("lo-fi" → "lo", "fi", "lofi"), so "lofi" finds it.
 *  - stop words: PostgreSQL's english.stop list, dropped.
 *  - stems: the Snowball English (Porter2) stemmer PostgreSQL's `english`
 *    configuration uses: "transitions" and "transition" are both "transit".
 *
 * And the two measures typo tolerance uses: trigram similarity as `pg_trgm`
 * computes it (the word padded with two spaces in front and one behind, shared
 * trigrams over all trigrams), and a bounded Damerau–Levenshtein distance.
 */
import { stem } from 'porter2';

/** PostgreSQL 18's tsearch_data/english.stop. */
const STOP_WORDS = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself
  it its itself they them their theirs themselves what which who whom this that these those am is are was were be
  been being have has had having do does did doing a an the and but if or because as until while of at by for with
  about against between into through during before after above below to from up down in out on off over under
  again further then once here there when where why how all any both each few more most other some such no nor not
  only own same so than too very s t can will just don should now`.split(/\s+/),
);

/** Letters NFKD does not decompose, as `unaccent.rules` folds them. */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ŀ: 'l',
  ĸ: 'k',
  ŧ: 't',
  ħ: 'h',
};
// biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range test
const ASCII_TEXT = /^[\x00-\x7f]*$/;
const LIGATURE_RE = new RegExp(`[${Object.keys(LIGATURES).join('')}]`, 'g');
const MARKS_RE = /\p{M}+/gu;

/** Lower case without accents, as `lower(unaccent(text))`. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII (nearly every title) needs no normalisation.
  if (ASCII_TEXT.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(MARKS_RE, '')
    .replace(LIGATURE_RE, (c) => LIGATURES[c] ?? c);
}

const WORD_RE = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const JOINER_RE = /['’-]/g;
const HAS_JOINER = /['’-]/;

/** A word as it appears (folded), with where it starts in the folded text. */
export interface Word {
  /** Folded surface form, e.g. "glitching". */
  text: string;
  /** Its stem, e.g. "glitch"; null for a stop word. */
  stem: string | null;
  /** Offset and length in the FOLDED text. */
  start: number;
  length: number;
  /** One part of a compound ("lo" of "lo-fi"); the compound's joined form follows its parts. */
  part: boolean;
}

const stems = new Map<string, string>();
/** The stem of one folded word (stems of the catalogue's few thousand words are remembered). */
export function stemOf(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = /^\d+$/.test(word) ? word : stem(word);
    if (stems.size < 200_000) stems.set(word, s);
  }
  return s;
}

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/**
 * The words of a folded text in order; compounds ("lo-fi") give their parts
 * then the joined form. Stop words come back with `stem: null` so positions
 * and highlighting still see them.
 */
export function words(folded: string): Word[] {
  const out: Word[] = [];
  for (const m of folded.matchAll(WORD_RE)) {
    const start = m.index ?? 0;
    const whole = m[0];
    if (HAS_JOINER.test(whole)) {
      let offset = 0;
      for (const part of whole.split(JOINER_RE)) {
        out.push({ ...word(part, start + offset), part: true });
        offset += part.length + 1;
      }
      const joined = whole.replace(JOINER_RE, '');
      // The joined form spans the whole compound (for highlighting).
      out.push({ ...word(joined, start), length: whole.length });
    } else {
      out.push(word(whole, start));
    }
  }
  return out;
}

function word(text: string, start: number): Word {
  return { text, stem: STOP_WORDS.has(text) ? null : stemOf(text), start, length: text.length, part: false };
}

const ASCII = ASCII_TEXT;
const isAlnum = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * Calls `visit` with the stem and folded form of each word of a text (stop
 * words left out; compounds as in `words`): the indexing path, without the
 * objects `words` makes (most text is ASCII and scanned by hand).
 */
export function forEachStem(text: string, visit: (stem: string, word: string) => void): void {
  const folded = fold(text);
  if (!ASCII.test(folded)) {
    for (const w of words(folded)) if (w.stem) visit(w.stem, w.text);
    return;
  }
  const emit = (w: string) => {
    if (!STOP_WORDS.has(w)) visit(stemOf(w), w);
  };
  const n = folded.length;
  let i = 0;
  while (i < n) {
    while (i < n && !isAlnum(folded.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    let compound = false;
    while (i < n) {
      const c = folded.charCodeAt(i);
      if (isAlnum(c)) i++;
      else if ((c === 39 || c === 45) && i + 1 < n && isAlnum(folded.charCodeAt(i + 1))) {
        compound = true;
        i++;
      } else break;
    }
    const whole = folded.slice(start, i);
    if (compound) {
      for (const part of whole.split(/['-]/)) emit(part);
      emit(whole.replace(/['-]/g, ''));
    } else emit(whole);
  }
}

/** The stems of a text, stop words left out, in order (duplicates kept). */
export function stemsOf(text: string): string[] {
  const out: string[] = [];
  for (const w of words(fold(text))) if (w.stem) out.push(w.stem);
  return out;
}

// ---------------------------------------------------------------- typo measures

/** pg_trgm's trigrams of one folded word: "  w", " wo", …, "rd ". */
export function trigrams(word: string): string[] {
  const padded = `  ${word} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return [...out];
}

/** pg_trgm's `similarity(a, b)` for single words: shared trigrams / all distinct trigrams. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = new Set(trigrams(a));
  const tb = trigrams(b);
  let shared = 0;
  for (const t of tb) if (ta.has(t)) shared++;
  return shared / (ta.size + tb.length - shared);
}

/**
 * Damerau–Levenshtein distance (adjacent transpositions count one), or
 * `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n] ?? max + 1;
}

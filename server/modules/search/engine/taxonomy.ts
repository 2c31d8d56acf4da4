/**
 * Categories, platforms and tags as the index sees them: a dense code per id
 * (codes stay fixed for the life of the index, so documents' columns never
 * need recoding when a name changes), their names, each value's documents
 * (ascending numbers, append-only like every list here), and which values'
 * names contain a stem — how "capcut" or "glitch" finds items by their
 * platform, category or tag.
 */
import { Dictionary, MAX_PLATFORMS } from './codes.js';
import type { DocStore } from './doc-store.js';
import { U32List } from './growable.js';
import { stemsOf } from './text.js';

export interface TaxonomySource {
  categories: readonly { id: string; name: string; parentId: string | null; kind: string; position: number }[];
  platforms: readonly { id: string; name: string; position: number }[];
  tags: readonly { id: string; name: string }[];
}

export type TaxonomyType = 'category' | 'platform' | 'tag';

/** Where a name match comes from, for the text weight (title and tags first). */
export interface NameMatch {
  type: TaxonomyType;
  code: number;
}

interface Named {
  id: string;
  name: string;
}

export class Taxonomy {
  readonly categories = new Dictionary();
  readonly platforms = new Dictionary();
  readonly tags = new Dictionary();
  /** By code. */
  categoryInfo: ({ id: string; name: string; parent: number; kind: string; position: number } | undefined)[] = [];
  platformInfo: ({ id: string; name: string; position: number } | undefined)[] = [];
  tagNames: string[] = [];
  /** Each value's documents, by code. */
  readonly categoryDocs: U32List[] = [];
  readonly platformDocs: U32List[] = [];
  readonly tagDocs: U32List[] = [];
  /** stem → the values whose name has it. */
  private byStem = new Map<string, NameMatch[]>();
  /** Each value's stems, by code (platforms by bit). */
  private categoryStems: string[][] = [];
  private platformStems: string[][] = [];
  private tagStems: string[][] = [];

  /** Takes the current names and tree (codes of known ids are kept). */
  load(source: TaxonomySource): void {
    this.categoryInfo = [];
    this.platformInfo = [];
    this.tagNames = [];
    const categoryCode = new Map(source.categories.map((c) => [c.id, this.categories.code(c.id)]));
    for (const c of source.categories) {
      this.categoryInfo[categoryCode.get(c.id) as number] = {
        id: c.id,
        name: c.name,
        parent: c.parentId ? (categoryCode.get(c.parentId) ?? 0) : 0,
        kind: c.kind,
        position: c.position,
      };
    }
    for (const p of source.platforms) {
      const code = this.platformCode(p.id);
      this.platformInfo[code] = { id: p.id, name: p.name, position: p.position };
    }
    for (const t of source.tags) this.tagNames[this.tags.code(t.id)] = t.name;
    this.byStem = new Map();
    this.categoryStems = this.indexNames('category', source.categories, (id) => this.categories.code(id));
    this.platformStems = this.indexNames('platform', source.platforms, (id) => this.platformCode(id));
    this.tagStems = this.indexNames('tag', source.tags, (id) => this.tags.code(id));
  }

  /** Every stem of a taxonomy name. */
  stems(): IterableIterator<string> {
    return this.byStem.keys();
  }

  /** The stems of the names of a document's category, platforms and tags. */
  stemsOfDocument(store: DocStore, doc: number): Set<string> {
    const out = new Set<string>();
    for (const c of this.lineage(store.category[doc] as number))
      for (const s of this.categoryStems[c] ?? []) out.add(s);
    for (let m = store.platforms[doc] as number; m !== 0; ) {
      const low = m & -m;
      for (const s of this.platformStems[31 - Math.clz32(low)] ?? []) out.add(s);
      m ^= low;
    }
    for (const t of store.tagsOf(doc)) for (const s of this.tagStems[t] ?? []) out.add(s);
    return out;
  }

  /** A platform's code; throws past MAX_PLATFORMS (the index then steps aside: see catalogue-index.ts). */
  platformCode(id: string): number {
    const code = this.platforms.code(id) - 1;
    if (code >= MAX_PLATFORMS) throw new Error(`the search index holds at most ${MAX_PLATFORMS} platforms`);
    return code;
  }

  /** Values whose name has this stem. */
  matches(stem: string): readonly NameMatch[] {
    return this.byStem.get(stem) ?? [];
  }

  /**
   * The documents a value's name stands for: a platform's or tag's own; a
   * category's and its subcategories' ("animations" finds the items filed
   * under Animations › Titles, as the category's facet counts them).
   */
  docListsOf(match: NameMatch): U32List[] {
    if (match.type === 'category') return this.descendants(match.code).flatMap((c) => this.categoryDocs[c] ?? []);
    const list = (match.type === 'platform' ? this.platformDocs : this.tagDocs)[match.code];
    return list ? [list] : [];
  }

  /** A category's code and its ancestors' codes, itself first (none for 0, no category). */
  lineage(code: number): number[] {
    const out: number[] = [];
    for (let at = code, hops = 0; at && hops < 32 && !out.includes(at); at = this.categoryInfo[at]?.parent ?? 0, hops++)
      out.push(at);
    return out;
  }

  /** Records a document under its values (numbers arrive ascending). */
  addDoc(doc: number, category: number, platformMask: number, tags: readonly number[]): void {
    if (category) list(this.categoryDocs, category).push(doc);
    for (let m = platformMask, bit = 0; m !== 0; m >>>= 1, bit++) if (m & 1) list(this.platformDocs, bit).push(doc);
    for (const t of tags) list(this.tagDocs, t).push(doc);
  }

  /** The codes of a category and all its descendants. */
  subtree(categoryId: string): number[] {
    const root = this.categories.find(categoryId);
    return root === undefined ? [] : this.descendants(root);
  }

  /** A category's code and all its descendants' codes. */
  private descendants(root: number): number[] {
    const out = [root];
    for (let i = 0; i < out.length; i++) {
      for (let c = 1; c < this.categoryInfo.length; c++) {
        if (this.categoryInfo[c]?.parent === out[i] && !out.includes(c)) out.push(c);
      }
    }
    return out;
  }

  /** Names of a document's values, for more-like-this and highlighting. */
  nameOf(match: NameMatch): string {
    if (match.type === 'category') return this.categoryInfo[match.code]?.name ?? '';
    if (match.type === 'platform') return this.platformInfo[match.code]?.name ?? '';
    return this.tagNames[match.code] ?? '';
  }

  bytes(): number {
    let total = 0;
    for (const lists of [this.categoryDocs, this.platformDocs, this.tagDocs]) {
      for (const l of lists) total += l?.data.byteLength ?? 0;
    }
    return total;
  }

  /** Indexes the names' stems; returns each value's stems by code. */
  private indexNames(type: TaxonomyType, values: readonly Named[], codeOf: (id: string) => number): string[][] {
    const byCode: string[][] = [];
    for (const v of values) {
      const code = codeOf(v.id);
      const stems = [...new Set(stemsOf(v.name))];
      byCode[code] = stems;
      for (const stem of stems) {
        const list = this.byStem.get(stem);
        const match = { type, code };
        if (list) list.push(match);
        else this.byStem.set(stem, [match]);
      }
    }
    return byCode;
  }
}

function list(lists: U32List[], code: number): U32List {
  let l = lists[code];
  if (!l) {
    l = new U32List();
    lists[code] = l;
  }
  return l;
}

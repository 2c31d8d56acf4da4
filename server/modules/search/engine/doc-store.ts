/**
 * The documents of the index: one dense number per published item, and its
 * facet values, sort keys and title in typed-array columns (a few dozen bytes
 * per item instead of a JS object each).
 *
 * Numbers are never reused: a changed item gets a new number and its old one
 * dies (its bit in `alive` is cleared). So every list that holds numbers
 * (posting lists, a facet value's documents, the sort orders) only ever
 * appends and stays sorted, and a dead number is skipped where it is met. The
 * garbage is counted; past a share of it the owner rebuilds from PostgreSQL.
 */
import {
  ACCESS,
  ASSET_TYPES,
  BPM_KEYS,
  booleanCode,
  Dictionary,
  DURATION_KEYS,
  FRAME_RATES,
  KINDS,
  nullableCode,
  ORIENTATIONS,
  RESOLUTIONS,
} from './codes.js';
import { bitsetWords, clearBit, ensureCapacity, hasBit, setBit } from './growable.js';

/** One published item as the index takes it (loaded from PostgreSQL by feed.ts). */
export interface SourceDoc {
  id: string;
  kind: string;
  title: string;
  description: string;
  categoryId: string | null;
  tagIds: readonly string[];
  platformIds: readonly string[];
  access: string;
  assetType: string | null;
  orientation: string | null;
  resolution: string | null;
  frameRate: string | null;
  durationBucket: string | null;
  bpmBucket: string | null;
  genre: string | null;
  mood: string | null;
  isLoop: boolean | null;
  isSoundEffect: boolean | null;
  durationSeconds: number | null;
  bpm: number | null;
  /** Epoch milliseconds. */
  publishedAt: number;
  recentDownloads: number;
}

/**
 * Most document numbers (alive or dead) one index hands out: the blend order
 * packs a number into 22 bits (ranking.ts). Dead numbers are reclaimed by a
 * rebuild, which the owner starts long before (index-service.ts).
 */
export const MAX_DOCUMENTS = 2 ** 22;

/** Sizes of the packed dimensions (codes.ts: kinds 3, asset types 7, access 2, orientations 4, resolutions 5, frame rates 7). */
export const COMBO_A_SIZE = 3 * 7 * 2 * 4 * 5 * 7;
/** Length buckets 6, BPM buckets 6, loop 3, sound effect 3. */
export const COMBO_B_SIZE = 6 * 6 * 3 * 3;

export function comboA(
  kind: number,
  assetType: number,
  access: number,
  orientation: number,
  resolution: number,
  frameRate: number,
): number {
  return ((((kind * 7 + assetType) * 2 + access) * 4 + orientation) * 5 + resolution) * 7 + frameRate;
}

export function comboB(duration: number, bpm: number, loop: number, soundEffect: number): number {
  return ((duration * 6 + bpm) * 3 + loop) * 3 + soundEffect;
}

/** Parses a canonical UUID into 4 words whose unsigned order is PostgreSQL's uuid order. */
export function uuidWords(id: string, out: Uint32Array, at: number): boolean {
  if (id.length !== 36 || id[8] !== '-' || id[13] !== '-' || id[18] !== '-' || id[23] !== '-') return false;
  let word = 0;
  let digits = 0;
  for (let i = 0; i < 36; i++) {
    if (i === 8 || i === 13 || i === 18 || i === 23) continue;
    const c = id.charCodeAt(i);
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
    if (v < 0) return false;
    word = ((word << 4) | v) >>> 0;
    if (++digits % 8 === 0) {
      out[at + digits / 8 - 1] = word;
      word = 0;
    }
  }
  return true;
}

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

export class DocStore {
  /** Numbers handed out so far (alive or dead). */
  size = 0;
  /** Alive documents. */
  live = 0;
  /** Counts additions and removals: caches of derived columns compare it. */
  mutations = 0;
  alive = new Uint32Array(1);

  uuid = new Uint32Array(64);
  /** Open addressing: uuid → number + 1 (0 empty); a changed item's entry is repointed to its new number. */
  private slots = new Int32Array(64);
  private slotCount = 0;

  kind = new Uint8Array(16);
  assetType = new Uint8Array(16);
  access = new Uint8Array(16);
  orientation = new Uint8Array(16);
  resolution = new Uint8Array(16);
  frameRate = new Uint8Array(16);
  durationBucket = new Uint8Array(16);
  bpmBucket = new Uint8Array(16);
  loop = new Uint8Array(16);
  soundEffect = new Uint8Array(16);
  genre = new Uint16Array(16);
  mood = new Uint16Array(16);
  category = new Uint16Array(16);
  /** Bit i: platform code i (codes.ts MAX_PLATFORMS). */
  platforms = new Uint32Array(16);
  /**
   * Packed codes the facet pass counts by (one increment instead of one per
   * dimension; facet-counter.ts unpacks the totals): `comboA` holds kind,
   * asset type, access, orientation, resolution and frame rate; `comboB`
   * length and BPM buckets, loop and sound effect; `platformSet` numbers each
   * distinct set of platforms (`platformSets` gives the mask back).
   */
  comboA = new Uint16Array(16);
  comboB = new Uint16Array(16);
  platformSet = new Uint16Array(16);
  readonly platformSets: number[] = [];
  private readonly platformSetCodes = new Map<number, number>();
  /** Tags: `tagPool[tagStart[d] .. + tagCount[d]]`, tag codes. */
  tagStart = new Uint32Array(16);
  tagCount = new Uint8Array(16);
  tagPool = new Uint32Array(64);
  private tagPoolLength = 0;
  duration = new Float32Array(16);
  bpm = new Int16Array(16);
  publishedAt = new Float64Array(16);
  downloads = new Int32Array(16);
  titles: string[] = [];

  readonly genres = new Dictionary();
  readonly moods = new Dictionary();

  /**
   * Appends a document and returns its number. Codes of its taxonomy values
   * come from the caller (the taxonomy's dictionaries).
   */
  add(doc: SourceDoc, codes: { category: number; platformMask: number; tags: readonly number[] }): number {
    const n = this.size;
    if (n >= MAX_DOCUMENTS) throw new Error(`the search index holds at most ${MAX_DOCUMENTS} numbers`);
    this.reserve(n + 1);
    if (!uuidWords(doc.id, this.uuid, n * 4)) throw new Error(`not a uuid: ${doc.id}`);
    this.kind[n] = Math.max(0, KINDS.indexOf(doc.kind as (typeof KINDS)[number]));
    this.assetType[n] = nullableCode(ASSET_TYPES, doc.assetType);
    this.access[n] = Math.max(0, ACCESS.indexOf(doc.access as (typeof ACCESS)[number]));
    this.orientation[n] = nullableCode(ORIENTATIONS, doc.orientation);
    this.resolution[n] = nullableCode(RESOLUTIONS, doc.resolution);
    this.frameRate[n] = nullableCode(FRAME_RATES, doc.frameRate);
    this.durationBucket[n] = nullableCode(DURATION_KEYS, doc.durationBucket);
    this.bpmBucket[n] = nullableCode(BPM_KEYS, doc.bpmBucket);
    this.loop[n] = booleanCode(doc.isLoop);
    this.soundEffect[n] = booleanCode(doc.isSoundEffect);
    this.genre[n] = this.genres.code(doc.genre);
    this.mood[n] = this.moods.code(doc.mood);
    this.category[n] = codes.category;
    this.platforms[n] = codes.platformMask;
    this.comboA[n] = comboA(
      this.kind[n] as number,
      this.assetType[n] as number,
      this.access[n] as number,
      this.orientation[n] as number,
      this.resolution[n] as number,
      this.frameRate[n] as number,
    );
    this.comboB[n] = comboB(
      this.durationBucket[n] as number,
      this.bpmBucket[n] as number,
      this.loop[n] as number,
      this.soundEffect[n] as number,
    );
    let set = this.platformSetCodes.get(codes.platformMask);
    if (set === undefined) {
      set = this.platformSets.length;
      this.platformSets.push(codes.platformMask);
      this.platformSetCodes.set(codes.platformMask, set);
    }
    this.platformSet[n] = set;
    this.tagStart[n] = this.tagPoolLength;
    this.tagCount[n] = Math.min(255, codes.tags.length);
    this.tagPool = ensureCapacity(this.tagPool, this.tagPoolLength + codes.tags.length);
    for (let i = 0; i < this.tagCount[n]; i++) this.tagPool[this.tagPoolLength++] = codes.tags[i] as number;
    this.duration[n] = doc.durationSeconds ?? Number.NaN;
    this.bpm[n] = doc.bpm ?? -1;
    this.publishedAt[n] = doc.publishedAt;
    this.downloads[n] = doc.recentDownloads;
    this.titles[n] = doc.title;
    this.size = n + 1;
    setBit(this.alive, n);
    this.live++;
    this.mutations++;
    this.index(n);
    return n;
  }

  /** Kills a number (its item was changed, unpublished or deleted). */
  kill(n: number): void {
    if (!hasBit(this.alive, n)) return;
    clearBit(this.alive, n);
    this.live--;
    this.mutations++;
  }

  isAlive(n: number): boolean {
    return hasBit(this.alive, n);
  }

  /** The current number of an item, alive or dead; -1 when it was never indexed. */
  find(id: string): number {
    const key = new Uint32Array(4);
    if (!uuidWords(id, key, 0)) return -1;
    const mask = this.slots.length - 1;
    for (let s = this.hash(key, 0) & mask; ; s = (s + 1) & mask) {
      const v = this.slots[s] as number;
      if (v === 0) return -1;
      if (this.sameUuid(v - 1, key, 0)) return v - 1;
    }
  }

  idOf(n: number): string {
    const u = this.uuid;
    const a = hex8(u[n * 4] as number);
    const b = hex8(u[n * 4 + 1] as number);
    const c = hex8(u[n * 4 + 2] as number);
    const d = hex8(u[n * 4 + 3] as number);
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
  }

  /** PostgreSQL's uuid order of two documents: negative, 0 or positive. */
  compareUuid(a: number, b: number): number {
    const u = this.uuid;
    for (let i = 0; i < 4; i++) {
      const x = u[a * 4 + i] as number;
      const y = u[b * 4 + i] as number;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  /** Order of a document's uuid against a parsed one (`key[at..at+3]`). */
  compareUuidTo(a: number, key: Uint32Array, at: number): number {
    const u = this.uuid;
    for (let i = 0; i < 4; i++) {
      const x = u[a * 4 + i] as number;
      const y = key[at + i] as number;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  tagsOf(n: number): Uint32Array {
    const start = this.tagStart[n] as number;
    return this.tagPool.subarray(start, start + (this.tagCount[n] as number));
  }

  /** Bytes held by the columns (for the bench's memory line; titles counted as UTF-16). */
  bytes(): number {
    let total = this.alive.byteLength + this.uuid.byteLength + this.slots.byteLength + this.tagPool.byteLength;
    for (const col of [
      this.kind,
      this.assetType,
      this.access,
      this.orientation,
      this.resolution,
      this.frameRate,
      this.durationBucket,
      this.bpmBucket,
      this.loop,
      this.soundEffect,
      this.genre,
      this.mood,
      this.category,
      this.platforms,
      this.comboA,
      this.comboB,
      this.platformSet,
      this.tagStart,
      this.tagCount,
      this.duration,
      this.bpm,
      this.publishedAt,
      this.downloads,
    ]) {
      total += col.byteLength;
    }
    for (let i = 0; i < this.size; i++) total += 16 + 2 * (this.titles[i]?.length ?? 0);
    return total;
  }

  private reserve(capacity: number): void {
    if (this.kind.length < capacity) {
      this.uuid = ensureCapacity(this.uuid, capacity * 4);
      this.kind = ensureCapacity(this.kind, capacity);
      this.assetType = ensureCapacity(this.assetType, capacity);
      this.access = ensureCapacity(this.access, capacity);
      this.orientation = ensureCapacity(this.orientation, capacity);
      this.resolution = ensureCapacity(this.resolution, capacity);
      this.frameRate = ensureCapacity(this.frameRate, capacity);
      this.durationBucket = ensureCapacity(this.durationBucket, capacity);
      this.bpmBucket = ensureCapacity(this.bpmBucket, capacity);
      this.loop = ensureCapacity(this.loop, capacity);
      this.soundEffect = ensureCapacity(this.soundEffect, capacity);
      this.genre = ensureCapacity(this.genre, capacity);
      this.mood = ensureCapacity(this.mood, capacity);
      this.category = ensureCapacity(this.category, capacity);
      this.platforms = ensureCapacity(this.platforms, capacity);
      this.comboA = ensureCapacity(this.comboA, capacity);
      this.comboB = ensureCapacity(this.comboB, capacity);
      this.platformSet = ensureCapacity(this.platformSet, capacity);
      this.tagStart = ensureCapacity(this.tagStart, capacity);
      this.tagCount = ensureCapacity(this.tagCount, capacity);
      this.duration = ensureCapacity(this.duration, capacity);
      this.bpm = ensureCapacity(this.bpm, capacity);
      this.publishedAt = ensureCapacity(this.publishedAt, capacity);
      this.downloads = ensureCapacity(this.downloads, capacity);
    }
    this.alive = ensureCapacity(this.alive, bitsetWords(capacity));
    // Keep the table at most half full.
    if ((this.slotCount + 1) * 2 > this.slots.length) this.rehash(this.slots.length * 2);
  }

  private index(n: number): void {
    const mask = this.slots.length - 1;
    for (let s = this.hash(this.uuid, n * 4) & mask; ; s = (s + 1) & mask) {
      const v = this.slots[s] as number;
      if (v === 0) {
        this.slots[s] = n + 1;
        this.slotCount++;
        return;
      }
      if (this.sameUuid(v - 1, this.uuid, n * 4)) {
        this.slots[s] = n + 1; // the item's new number
        return;
      }
    }
  }

  private rehash(size: number): void {
    const old = this.slots;
    this.slots = new Int32Array(size);
    this.slotCount = 0;
    const seen = new Set<number>();
    for (const v of old) if (v !== 0 && !seen.has(v)) seen.add(v);
    for (const v of seen) this.index(v - 1);
  }

  private hash(words: Uint32Array, at: number): number {
    // v4 uuids are random: mixing two words is enough.
    return Math.imul((words[at] as number) ^ (words[at + 3] as number), 0x9e3779b1) >>> 7;
  }

  private sameUuid(n: number, key: Uint32Array, at: number): boolean {
    return this.compareUuidTo(n, key, at) === 0;
  }
}

/** Typed arrays that grow by doubling, and bitsets over dense document numbers. */

type Typed = Uint8Array | Uint16Array | Uint32Array | Int16Array | Int32Array | Float32Array | Float64Array;

/** A copy of `array` with room for at least `capacity` elements (the same array when it has room). */
export function ensureCapacity<T extends Typed>(array: T, capacity: number, fill?: number): T {
  if (array.length >= capacity) return array;
  let size = Math.max(16, array.length);
  while (size < capacity) size *= 2;
  const Ctor = array.constructor as new (n: number) => T;
  const next = new Ctor(size);
  next.set(array);
  if (fill !== undefined) next.fill(fill, array.length);
  return next;
}

/** An append-only list of unsigned 32-bit numbers (posting lists, document lists of a facet value). */
export class U32List {
  data = new Uint32Array(4);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) this.data = ensureCapacity(this.data, this.length + 1);
    this.data[this.length++] = value;
  }

  /** The last value, or -1 when empty. */
  last(): number {
    return this.length ? (this.data[this.length - 1] as number) : -1;
  }
}

/** A posting list: document numbers, ascending, with the fields each document has the term in. */
export class PostingList extends U32List {
  fields = new Uint8Array(4);

  add(doc: number, fields: number): void {
    if (this.last() === doc) {
      (this.fields[this.length - 1] as number) |= fields;
      return;
    }
    if (this.length === this.fields.length) this.fields = ensureCapacity(this.fields, this.length + 1);
    this.fields[this.length] = fields;
    this.push(doc);
  }
}

export const bitsetWords = (size: number) => (size + 31) >>> 5;

export const hasBit = (set: Uint32Array, i: number): boolean => ((set[i >>> 5] as number) & (1 << (i & 31))) !== 0;

export function setBit(set: Uint32Array, i: number): void {
  (set[i >>> 5] as number) |= 1 << (i & 31);
}

export function clearBit(set: Uint32Array, i: number): void {
  (set[i >>> 5] as number) &= ~(1 << (i & 31));
}

export function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function cardinality(set: Uint32Array, words = set.length): number {
  let n = 0;
  for (let w = 0; w < words; w++) {
    const x = set[w] as number;
    if (x !== 0) n += popcount32(x);
  }
  return n;
}

/** Calls `visit` with every set bit's index, ascending. */
export function forEachBit(set: Uint32Array, words: number, visit: (i: number) => void): void {
  for (let w = 0; w < words; w++) {
    let x = set[w] as number;
    while (x !== 0) {
      const low = x & -x;
      visit((w << 5) + (31 - Math.clz32(low)));
      x ^= low;
    }
  }
}

/** The set bits' indexes, ascending, into `out` (which must have room); returns how many. */
export function collectBits(set: Uint32Array, words: number, out: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < words; w++) {
    let x = set[w] as number;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = (w << 5) + (31 - Math.clz32(low));
      x ^= low;
    }
  }
  return n;
}

/** Position of `value` in the ascending `list[0 .. length)`, or -1. */
export function findSorted(list: Uint32Array, length: number, value: number): number {
  let lo = 0;
  let hi = length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = list[mid] as number;
    if (v < value) lo = mid + 1;
    else if (v > value) hi = mid - 1;
    else return mid;
  }
  return -1;
}

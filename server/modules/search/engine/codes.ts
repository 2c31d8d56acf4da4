/**
 * The facet dimensions of the index and how each value is coded in a
 * per-document column: small integers, 0 meaning "no value" wherever a
 * dimension can be empty. Enum values are coded by their position in the
 * lists below; genres, moods, categories, platforms and tags by dictionaries
 * the index keeps (catalogue-index.ts).
 */
import { BPM_BUCKETS, DURATION_BUCKETS } from '../../catalog/index.js';

export const KINDS = ['ASSET', 'IMAGE', 'AUDIO'] as const;
export const ACCESS = ['FREE', 'PREMIUM'] as const;
// Nullable enums: code = position + 1.
export const ASSET_TYPES = ['ANIMATION', 'TRANSITION', 'EFFECT', 'OVERLAY', 'TEMPLATE', 'LUT'] as const;
export const ORIENTATIONS = ['LANDSCAPE', 'PORTRAIT', 'SQUARE'] as const;
export const RESOLUTIONS = ['SD', 'HD', 'FULL_HD', 'UHD_4K'] as const;
export const FRAME_RATES = ['FPS_24', 'FPS_25', 'FPS_30', 'FPS_50', 'FPS_60', 'OTHER'] as const;
export const DURATION_KEYS = DURATION_BUCKETS.map((b) => b.value);
export const BPM_KEYS = BPM_BUCKETS.map((b) => b.value);
/** Booleans: 0 none, 1 false, 2 true. */
export const BOOLEANS = ['false', 'true'] as const;

/** The facet dimensions, named as in MediaFacets / MediaFilter: the catalogue's own list. */
export { DIMENSIONS, type Dimension } from '../../catalog/index.js';

/** Most platforms the index can hold: each document keeps its platforms as bits of one 32-bit mask. */
export const MAX_PLATFORMS = 32;

/** Code of a nullable enum value: 0 for null (or an unknown value), else position + 1. */
export function nullableCode(list: readonly string[], value: string | null | undefined): number {
  if (value == null) return 0;
  return list.indexOf(value) + 1;
}

export function booleanCode(value: boolean | null | undefined): number {
  return value == null ? 0 : value ? 2 : 1;
}

/** A value dictionary (genres, moods, taxonomy ids): strings to dense codes from 1, 0 meaning none. */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [''];

  code(value: string | null | undefined): number {
    if (value == null) return 0;
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.codes.set(value, c);
      this.values.push(value);
    }
    return c;
  }

  /** The code of a known value; undefined when it was never coded. */
  find(value: string): number | undefined {
    return this.codes.get(value);
  }

  get size(): number {
    return this.values.length;
  }
}

/**
 * What the media processing job gets back from video.ts, image.ts and
 * audio.ts: the public files made from an original, each under a fixed name
 * in the output directory (running twice overwrites, never adds), and the
 * helpers they share.
 */
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { MediaToolError } from './tools.js';

/** The roles of derived files, as in the stored_files table (ORIGINAL is the upload itself). */
export type DerivativeRole =
  | 'THUMBNAIL'
  | 'THUMBNAIL_320'
  | 'THUMBNAIL_960'
  | 'PREVIEW'
  | 'HOVER_LOOP'
  | 'STORYBOARD'
  | 'WAVEFORM';

/** One file made from an original, ready to upload as the media item's file of that role. */
export interface Derivative {
  role: DerivativeRole;
  /** Absolute path in the output directory. */
  file: string;
  contentType: string;
  width?: number;
  height?: number;
  /** Values for the stored file's custom metadata (e.g. the storyboard's grid). */
  metadata?: Record<string, string>;
}

/** Cancellation, the time limit and the encoder speed of one derivative run. */
export interface DerivativeOptions {
  signal?: AbortSignal;
  /** Default: `derivativeTimeoutMs(duration)`. */
  timeoutMs?: number;
  /**
   * Cheaper encoder settings for the demo catalogue's short synthetic clips
   * and loops, where time to first sight matters more than bytes: H.264
   * superfast baseline (about 1.2–1.7× the size of veryfast high, in about
   * two thirds of the CPU) and LAME at -q 7 (half the CPU of its default,
   * same bitrate).
   */
  quick?: boolean;
}

/**
 * A time limit for making the derivatives of a file of this duration:
 * 2 minutes plus 4 s per second of media (a 1080p clip takes about 0.6 s per
 * second on 2 cores), 30 minutes when the duration is unknown.
 */
export function derivativeTimeoutMs(durationSeconds: number | null): number {
  if (durationSeconds === null) return 30 * 60_000;
  return 120_000 + Math.ceil(durationSeconds * 4000);
}

/**
 * The largest size inside `maxWidth`×`maxHeight` with the given aspect,
 * never larger than the source. `even` rounds both sides down to even
 * numbers (H.264 with 4:2:0 chroma needs them); at least 2×2 either way.
 */
export function fitInside(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
  even = false,
): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  const side = (v: number) => Math.max(2, even ? 2 * Math.floor((v * scale) / 2) : Math.round(v * scale));
  return { width: side(width), height: side(height) };
}

/** Removes these files from `outDir` if present, so a run never leaves a previous run's leftovers. */
export async function removeOutputs(outDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => rm(path.join(outDir, name), { force: true })));
}

/** Throws when a tool exited cleanly but left a derivative missing or empty (e.g. no frame at the thumbnail time). */
export async function assertProduced(derivatives: readonly Derivative[]): Promise<void> {
  for (const d of derivatives) {
    const size = await stat(d.file).then(
      (s) => s.size,
      () => 0,
    );
    if (size === 0) {
      throw new MediaToolError(`No ${d.role.toLowerCase().replace('_', ' ')} could be made from this file`, {
        code: 'INVALID_MEDIA',
        detail: `${d.file} is missing or empty`,
      });
    }
  }
}

/**
 * Right-sized stills: the picture of a video asset or an image (its card
 * thumbnail and its player's poster) at 320 and 960 px wide, beside the
 * 640 px THUMBNAIL the kind's own run makes, so a browser picks by screen
 * (`srcset`): 320 for a phone's two-column grid, 960 for a wide or dense one.
 *
 * WebP, never enlarged (a width is made only when the source is wider than
 * the next smaller one), upright, transparency kept. Made from the ORIGINAL —
 * for a video the frame at the thumbnail's time — so one step serves both
 * processing and the backfill of items processed before it existed
 * (modules/catalog/thumbnail-backfill.ts). Audio has none: its card draws
 * the waveform from the peaks.
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { type Derivative, fitInside } from './derivatives.js';
import { MAX_IMAGE_PIXELS } from './image.js';
import type { ProbeResult } from './probe.js';
import { MEDIA_THREADS, MediaToolError, type MediaTools, run, untrustedInput } from './tools.js';
import { planVideo } from './video.js';

/** The widths made here; 640 is the THUMBNAIL itself. */
export const STILL_WIDTHS = [320, 960] as const;
export type StillWidth = (typeof STILL_WIDTHS)[number];
/** Every width of the set, narrowest first. */
export const THUMBNAIL_WIDTHS = [320, 640, 960] as const;

export const STILL_FILES: Record<StillWidth, string> = { 320: 'thumbnail-320.webp', 960: 'thumbnail-960.webp' };
export const STILL_ROLES = { 320: 'THUMBNAIL_320', 960: 'THUMBNAIL_960' } as const satisfies Record<
  StillWidth,
  Derivative['role']
>;

const FRAME_FILE = '.still-frame.png';
/** A single-frame extraction: seeking and decoding one frame takes well under this even for 4K. */
const FRAME_TIMEOUT_MS = 120_000;

/** Which widths a source `width` px wide gets: each one only if the next smaller size would be a downscale. */
export function stillWidthsFor(width: number): StillWidth[] {
  return STILL_WIDTHS.filter((w) => width > (w === 320 ? 320 : 640));
}

/**
 * Makes the stills of an ASSET (from `info`, its probe) or an IMAGE into
 * `outDir`. Rejects with a `MediaToolError` when the original cannot be read.
 */
export async function makeStills(
  tools: MediaTools,
  kind: 'ASSET' | 'IMAGE',
  input: string,
  info: ProbeResult | null,
  outDir: string,
  signal?: AbortSignal,
): Promise<Derivative[]> {
  await mkdir(outDir, { recursive: true });
  const frame = kind === 'ASSET' ? await videoFrame(tools, input, info, outDir, signal) : undefined;
  try {
    const source = () =>
      frame
        ? sharp(frame)
        : sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true, pages: 1 }).toColourspace('srgb');
    const { width = 0, height = 0 } = await readable(() => source().metadata().then(upright));
    const out: Derivative[] = [];
    for (const w of stillWidthsFor(width)) {
      const file = path.join(outDir, STILL_FILES[w]);
      const size = fitInside(width, height, w, Number.POSITIVE_INFINITY);
      await readable(() => source().resize(size).webp({ quality: 80 }).toFile(file));
      out.push({
        role: STILL_ROLES[w],
        file,
        contentType: 'image/webp',
        ...size,
      });
    }
    return out;
  } finally {
    if (frame) await rm(frame, { force: true });
  }
}

/** sharp reports the stored size; an EXIF-rotated photo is shown the other way round. */
function upright(meta: Metadata): { width?: number; height?: number } {
  return meta.autoOrient ? { width: meta.autoOrient.width, height: meta.autoOrient.height } : meta;
}

/** The frame at the THUMBNAIL's time (10% in), at display aspect, as a lossless PNG with its alpha. */
async function videoFrame(
  tools: MediaTools,
  input: string,
  info: ProbeResult | null,
  outDir: string,
  signal?: AbortSignal,
): Promise<string> {
  if (!info) throw new MediaToolError('A video needs its probe to take a still', { code: 'FAILED' });
  // planVideo refuses a file without a video stream; its probe's size is the upright one.
  const plan = planVideo(info);
  const { width, height, sampleAspectRatio } = info.video as NonNullable<ProbeResult['video']>;
  const display = { width: Math.max(2, Math.round(width * sampleAspectRatio)), height };
  const frame = path.join(outDir, FRAME_FILE);
  await run(
    tools.ffmpeg,
    [
      ...['-v', 'error', '-hide_banner', '-nostdin', '-y', '-threads', String(MEDIA_THREADS)],
      // Input seeking: decode from the keyframe before, then exactly to the time (as the thumbnail does).
      ...['-ss', String(Math.max(0, Math.round((plan.thumbnail.atSeconds - 0.02) * 1000) / 1000))],
      ...(plan.decoder ? ['-c:v', plan.decoder] : []),
      ...untrustedInput(input),
      ...['-frames:v', '1', '-vf', `scale=${display.width}:${display.height},setsar=1,format=rgba`],
      ...['-map_metadata', '-1', '-f', 'image2', '-c:v', 'png', `file:${frame}`],
    ],
    { timeoutMs: FRAME_TIMEOUT_MS, signal },
  );
  return frame;
}

/** Runs a sharp step, turning its errors into `MediaToolError`s an admin can read. */
async function readable<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (err instanceof MediaToolError) throw err;
    throw new MediaToolError('A still could not be made from this file; it may be damaged', {
      code: 'INVALID_MEDIA',
      detail: (err as Error).message,
      cause: err,
    });
  }
}

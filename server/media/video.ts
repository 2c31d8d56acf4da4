/**
 * Derivatives of a video asset, made by one ffmpeg run that decodes the
 * original once and feeds four outputs through `split`:
 *
 * - THUMBNAIL `thumbnail.webp`: the frame at 10% of the duration, 640 px
 *   wide, with its alpha channel when the clip has one;
 * - PREVIEW `preview.mp4`: the whole clip inside 1280x720, H.264 + AAC,
 *   faststart, under the tiled Framestock watermark;
 * - HOVER_LOOP `hover.mp4`: the first 6 s inside 480x480, H.264, muted,
 *   faststart, for `<video muted loop autoplay playsinline>`;
 * - STORYBOARD `storyboard.webp`: up to 100 frames sampled evenly, 160 px
 *   wide, in a sprite 10 tiles across, for scrubbing.
 *
 * H.264 has no alpha: a transparent clip's preview and hover loop show it
 * over a light-grey checkerboard, as editing software does; the thumbnail
 * and storyboard keep the transparency.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  assertProduced,
  type Derivative,
  type DerivativeOptions,
  derivativeTimeoutMs,
  fitInside,
  removeOutputs,
} from './derivatives.js';
import type { ProbeResult } from './probe.js';
import { MEDIA_THREADS, MediaToolError, type MediaTools, run, untrustedInput } from './tools.js';
import { checkerboardSvg, watermarkPng } from './watermark.js';

/** Output names in the output directory. */
export const VIDEO_FILES = {
  thumbnail: 'thumbnail.webp',
  preview: 'preview.mp4',
  hover: 'hover.mp4',
  storyboard: 'storyboard.webp',
} as const;

/** Images the ffmpeg run reads beside the original; written by `writeVideoOverlays`, removed after the run. */
const WATERMARK_FILE = '.watermark.png';
const CHECKERBOARD_FILE = '.checkerboard.png';

const HOVER_LOOP_SECONDS = 6;
const STORYBOARD_MAX_TILES = 100;
const STORYBOARD_COLUMNS = 10;
/** Tiles closer together than this show the same picture twice. */
const STORYBOARD_MIN_INTERVAL = 0.1;

/** The storyboard sprite's grid, also stored as its metadata for the client's scrubbing. */
export interface StoryboardPlan {
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
  /** Tiles in use, row by row from the top left; cells after the last are blank. */
  count: number;
  /** Tile i shows the clip at i × intervalSeconds. */
  intervalSeconds: number;
}

/** Every size and time of the derivatives of one clip, decided from its probe. */
export interface VideoPlan {
  /** Decoder to force: ffmpeg's native VP8/VP9 decoders drop the alpha that libvpx reads. */
  decoder: 'libvpx' | 'libvpx-vp9' | null;
  alpha: boolean;
  /** Channels of the source's first audio stream, null when it has none. */
  audioChannels: number | null;
  thumbnail: { width: number; height: number; atSeconds: number };
  preview: { width: number; height: number };
  hover: { width: number; height: number; seconds: number };
  /** Null when the duration is unknown (nothing to spread the tiles over). */
  storyboard: StoryboardPlan | null;
}

/** Decides the derivatives' sizes and times (pure); rejects a file without a video stream. */
export function planVideo(info: ProbeResult): VideoPlan {
  const video = info.video;
  if (!video) {
    throw new MediaToolError('The file has no video stream', { code: 'INVALID_MEDIA' });
  }
  // Anamorphic pixels: scale to the display aspect, then square pixels (setsar=1).
  const width = video.width * video.sampleAspectRatio;
  const height = video.height;
  const duration = info.durationSeconds;
  const fps = video.fps;
  return {
    decoder:
      video.hasAlpha && video.codec === 'vp9'
        ? 'libvpx-vp9'
        : video.hasAlpha && video.codec === 'vp8'
          ? 'libvpx'
          : null,
    alpha: video.hasAlpha,
    audioChannels: info.audio ? info.audio.channels : null,
    thumbnail: { ...fitInside(width, height, 640, Number.POSITIVE_INFINITY), atSeconds: duration ? duration / 10 : 0 },
    preview: fitInside(width, height, 1280, 720, true),
    hover: {
      ...fitInside(width, height, 480, 480, true),
      seconds: Math.min(HOVER_LOOP_SECONDS, duration ?? HOVER_LOOP_SECONDS),
    },
    storyboard: duration ? planStoryboard(width, height, duration, fps) : null,
  };
}

function planStoryboard(width: number, height: number, duration: number, fps: number): StoryboardPlan {
  const minInterval = Math.max(STORYBOARD_MIN_INTERVAL, fps > 0 ? 1 / fps : 0);
  const count = Math.max(1, Math.min(STORYBOARD_MAX_TILES, Math.floor(duration / minInterval)));
  const columns = Math.min(STORYBOARD_COLUMNS, count);
  const tile = fitInside(width, height, 160, Number.POSITIVE_INFINITY);
  return {
    columns,
    rows: Math.ceil(count / columns),
    tileWidth: tile.width,
    tileHeight: tile.height,
    count,
    intervalSeconds: duration / count,
  };
}

/**
 * The ffmpeg arguments of the whole run (pure; exported for tests and the
 * bench). Reads `input` and, from `outDir`, the overlays `writeVideoOverlays`
 * wrote; writes `VIDEO_FILES` into `outDir`. `quick`: see DerivativeOptions.
 */
export function videoArgs(
  plan: VideoPlan,
  input: string,
  outDir: string,
  threads = MEDIA_THREADS,
  quick = false,
): string[] {
  const out = (name: string) => `file:${path.join(outDir, name)}`;
  const { preview: p, hover: h, thumbnail: t, storyboard: s, alpha } = plan;
  const keepAlpha = alpha ? 'yuva420p' : 'yuv420p';
  const graph = [
    `[0:v]split=${s ? 4 : 3}[p][h][t]${s ? '[s]' : ''}`,
    `[p]scale=${p.width}:${p.height},setsar=1[ps]`,
    `[h]trim=duration=${HOVER_LOOP_SECONDS},scale=${h.width}:${h.height},setsar=1[hs]`,
    // The first frame from 20 ms before the thumbnail time (a frame stamped just before it still counts).
    `[t]trim=start=${seconds(Math.max(0, t.atSeconds - 0.02))},trim=end_frame=1,scale=${t.width}:${t.height},setsar=1,format=${keepAlpha}[tv]`,
    // The hover loop is watermarked too: for a clip under 6 s it is the whole clip.
    '[1:v]split[wp][wh]',
    `[wh]scale=${h.width}:${h.height}[whs]`,
  ];
  if (alpha) {
    // Over the checkerboard: overlay the opaque board on a copy of each frame (keeps the clip's timing), then the frame on
    // that. Both blends in RGB: at full colour resolution, and a quarter less CPU than blending with alpha in YUV 4:2:0.
    graph.push(
      '[2:v]split[ckp][ck]',
      `[ck]crop=${h.width}:${h.height}:0:0[ckh]`,
      '[ps]split[pa][pb]',
      '[pb][ckp]overlay=format=rgb[pbg]',
      '[pbg][pa]overlay=format=rgb[pc]',
      '[pc][wp]overlay,format=yuv420p[pv]',
      '[hs]split[ha][hb]',
      '[hb][ckh]overlay=format=rgb[hbg]',
      '[hbg][ha]overlay=format=rgb[hc]',
      '[hc][whs]overlay,format=yuv420p[hv]',
    );
  } else {
    graph.push('[ps][wp]overlay,format=yuv420p[pv]', '[hs][whs]overlay,format=yuv420p[hv]');
  }
  if (s) {
    graph.push(
      `[s]fps=fps=${s.count}/${seconds(s.count * s.intervalSeconds)},scale=${s.tileWidth}:${s.tileHeight},setsar=1,` +
        `format=${keepAlpha},tile=${s.columns}x${s.rows}[sv]`,
    );
  }
  const clean = ['-map_metadata', '-1', '-map_chapters', '-1'];
  // Quick: superfast, not ultrafast. On the demo's synthetic clips (grain, glitches, sharp shapes) ultrafast's missing
  // deblocking and sub-pixel search spend so many bits that entropy coding costs more than superfast's extra analysis:
  // superfast took 25–70% less CPU and made smaller files.
  const h264 = (crf: number) =>
    quick
      ? ['-c:v', 'libx264', '-preset', 'superfast', '-crf', String(crf), '-profile:v', 'baseline']
      : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', String(crf), '-profile:v', 'high'];
  const audio =
    plan.audioChannels === null
      ? ['-an']
      : ['-map', '0:a:0', '-c:a', 'aac', '-b:a', '128k', ...(plan.audioChannels > 2 ? ['-ac', '2'] : [])];
  const webp = (quality: number) => [
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    String(quality),
    ...clean,
    '-f',
    'webp',
  ];
  return [
    ...['-v', 'error', '-hide_banner', '-nostdin', '-y', '-threads', String(threads)],
    ...(plan.decoder ? ['-c:v', plan.decoder] : []),
    ...untrustedInput(input),
    ...['-f', 'png_pipe', '-i', out(WATERMARK_FILE)],
    ...(alpha ? ['-f', 'png_pipe', '-i', out(CHECKERBOARD_FILE)] : []),
    ...['-filter_complex', graph.join(';'), '-filter_complex_threads', String(threads)],
    ...['-map', '[pv]', ...audio, ...h264(23), '-threads', String(threads), '-max_muxing_queue_size', '4096'],
    ...[...clean, '-movflags', '+faststart', '-f', 'mp4', out(VIDEO_FILES.preview)],
    ...['-map', '[hv]', '-an', ...h264(27), '-threads', String(threads), ...clean, '-movflags', '+faststart'],
    ...['-f', 'mp4', out(VIDEO_FILES.hover)],
    ...['-map', '[tv]', ...webp(80), out(VIDEO_FILES.thumbnail)],
    ...(s ? ['-map', '[sv]', ...webp(70), out(VIDEO_FILES.storyboard)] : []),
  ];
}

/** Writes the watermark (and for transparent clips the checkerboard) at the preview's size into `outDir`. */
export async function writeVideoOverlays(plan: VideoPlan, outDir: string): Promise<void> {
  const { width, height } = plan.preview;
  await writeFile(path.join(outDir, WATERMARK_FILE), await watermarkPng(width, height));
  if (plan.alpha) {
    await writeFile(path.join(outDir, CHECKERBOARD_FILE), await sharp(checkerboardSvg(width, height)).png().toBuffer());
  }
}

/**
 * Makes a video asset's derivatives from a local file into `outDir`
 * (created if needed). `info` is the file's `probe`. Rejects with a
 * `MediaToolError` (no video stream, damaged file, timeout, abort).
 */
export async function makeVideoDerivatives(
  tools: MediaTools,
  input: string,
  info: ProbeResult,
  outDir: string,
  options: DerivativeOptions = {},
): Promise<Derivative[]> {
  const plan = planVideo(info);
  await mkdir(outDir, { recursive: true });
  await removeOutputs(outDir, Object.values(VIDEO_FILES));
  try {
    await writeVideoOverlays(plan, outDir);
    await run(tools.ffmpeg, videoArgs(plan, input, outDir, MEDIA_THREADS, options.quick), {
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? derivativeTimeoutMs(info.durationSeconds),
    });
  } finally {
    await removeOutputs(outDir, [WATERMARK_FILE, CHECKERBOARD_FILE]);
  }
  const file = (name: string) => path.join(outDir, name);
  const derivatives: Derivative[] = [
    { role: 'THUMBNAIL', file: file(VIDEO_FILES.thumbnail), contentType: 'image/webp', ...size(plan.thumbnail) },
    { role: 'PREVIEW', file: file(VIDEO_FILES.preview), contentType: 'video/mp4', ...size(plan.preview) },
    { role: 'HOVER_LOOP', file: file(VIDEO_FILES.hover), contentType: 'video/mp4', ...size(plan.hover) },
  ];
  const s = plan.storyboard;
  if (s) {
    derivatives.push({
      role: 'STORYBOARD',
      file: file(VIDEO_FILES.storyboard),
      contentType: 'image/webp',
      width: s.columns * s.tileWidth,
      height: s.rows * s.tileHeight,
      metadata: {
        columns: String(s.columns),
        rows: String(s.rows),
        tileWidth: String(s.tileWidth),
        tileHeight: String(s.tileHeight),
        count: String(s.count),
        intervalSeconds: seconds(s.intervalSeconds),
      },
    });
  }
  await assertProduced(derivatives);
  return derivatives;
}

function size(s: { width: number; height: number }): { width: number; height: number } {
  return { width: s.width, height: s.height };
}

/** Seconds with millisecond precision, as ffmpeg options and metadata take them. */
function seconds(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

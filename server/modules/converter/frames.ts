/**
 * The frames of a source, made once when its upload finishes: up to 40
 * evenly spaced frames in one JPEG sprite (a single scaled picture for an
 * image). The page's trim scrubber shows them, and the settings preview
 * renders the frame at the trim start through the preset's own filter.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MediaToolError, type MediaTools, run, untrustedInput } from '../../media/tools.js';
import type { FramesGrid } from './conversion.entity.js';

const MAX_FRAMES = 40;
const FRAMES_PER_SECOND = 4;
const COLUMNS = 8;
const VIDEO_TILE_WIDTH = 480;
const IMAGE_TILE_WIDTH = 960;
const FRAMES_TIMEOUT_MS = 120_000;
const PREVIEW_BOX = 480;
const PREVIEW_TIMEOUT_MS = 20_000;
const even = (n: number) => Math.max(2, 2 * Math.floor(n / 2));
const JPEG = ['-c:v', 'mjpeg', '-q:v', '4', '-f', 'image2'];

/** The grid `makeFrames` lays out for a picture of w × h lasting `duration` seconds (null: a still image). */
export function framesGrid(width: number, height: number, duration: number | null): FramesGrid {
  const count = duration ? Math.max(1, Math.min(MAX_FRAMES, Math.round(duration * FRAMES_PER_SECOND))) : 1;
  const tileWidth = even(Math.min(duration ? VIDEO_TILE_WIDTH : IMAGE_TILE_WIDTH, width));
  const tileHeight = even((tileWidth * height) / width);
  const columns = Math.min(COLUMNS, count);
  return {
    columns,
    rows: Math.ceil(count / columns),
    count,
    tileWidth,
    tileHeight,
    intervalSeconds: duration ? duration / count : 0,
  };
}

/** Writes the sprite of `input` to `output` (JPEG). */
export async function makeFrames(
  tools: MediaTools,
  input: string,
  output: string,
  grid: FramesGrid,
  duration: number | null,
): Promise<void> {
  const scale = `scale=${grid.tileWidth}:${grid.tileHeight},setsar=1`;
  const filter = duration
    ? `fps=${grid.count * 1000}/${Math.max(1, Math.round(duration * 1000))},${scale},tile=${grid.columns}x${grid.rows},format=yuvj420p`
    : `${scale},format=yuvj420p`;
  await run(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-v',
      'error',
      '-y',
      ...untrustedInput(input),
      '-map',
      '0:v:0',
      '-vf',
      filter,
      '-frames:v',
      '1',
      ...JPEG,
      output,
    ],
    { timeoutMs: FRAMES_TIMEOUT_MS },
  );
}

/** Which tile shows the input at `seconds`. */
export function tileAt(grid: FramesGrid, seconds: number): number {
  if (!grid.intervalSeconds) return 0;
  return Math.max(0, Math.min(grid.count - 1, Math.round(seconds / grid.intervalSeconds)));
}

/**
 * The frame at `seconds` as the preset renders it, inside a 480 px box:
 * tile `tileAt(seconds)` of the sprite through `pictureFilter`. Returns a
 * JPEG data URL.
 */
export async function renderPreview(
  tools: MediaTools,
  work: string,
  sprite: Buffer,
  grid: FramesGrid,
  seconds: number,
  pictureFilter: string,
): Promise<{ dataUrl: string }> {
  const input = path.join(work, 'frames.jpg');
  const output = path.join(work, 'preview.jpg');
  await writeFile(input, sprite);
  const tile = tileAt(grid, seconds);
  const x = (tile % grid.columns) * grid.tileWidth;
  const y = Math.floor(tile / grid.columns) * grid.tileHeight;
  const box = `scale=${PREVIEW_BOX}:${PREVIEW_BOX}:force_original_aspect_ratio=decrease,format=yuvj420p`;
  await run(
    tools.ffmpeg,
    [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y', ...untrustedInput(input)],
      ...['-vf', `crop=${grid.tileWidth}:${grid.tileHeight}:${x}:${y},${pictureFilter},${box}`],
      ...['-frames:v', '1', ...JPEG, output],
    ],
    { timeoutMs: PREVIEW_TIMEOUT_MS },
  );
  const bytes = await readFile(output).catch((err: unknown) => {
    throw new MediaToolError('ffmpeg made no preview', { code: 'FAILED', cause: err });
  });
  return { dataUrl: `data:image/jpeg;base64,${bytes.toString('base64')}` };
}

/**
 * Demo source files synthesised on this machine, nothing downloaded:
 * - video: clips drawn frame by frame in JavaScript (motion.ts) or made by
 *   ffmpeg filter graphs over illustrated stills (filter-clips.ts), opaque
 *   as H.264 MP4, transparent overlays as QuickTime Animation (RLE, argb) MOV;
 * - images: SVG wallpapers and textures rendered by sharp (images.ts);
 * - audio: music loops and sound effects synthesised sample by sample
 *   (music.ts), as 16-bit WAV, the way producers deliver them.
 *
 * These are *originals*: the seeder stores them like uploads and the normal
 * processing job makes every derivative from them. Sources are encoded
 * with the cheapest settings at high quality: they are made to be read once.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { type MediaTools, run } from '../../../media/tools.js';
import { Canvas } from './canvas.js';
import { type FilterRecipe, filterArgs, filterRecipes } from './filter-clips.js';
import { type ImageRecipe, imageSvg, type PaletteName } from './images.js';
import { FRAME_RECIPES, type FrameRecipeName } from './motion.js';
import { type MusicStyle, renderMusic, renderSfx, type SfxName, wavFile } from './music.js';
import { sceneSvg } from './scenes.js';

const FILTER_RECIPES = filterRecipes(sceneSvg);

export type VideoRecipe = FrameRecipeName | keyof typeof FILTER_RECIPES;
export type { ImageRecipe } from './images.js';

export type SourceSpec =
  | { type: 'video'; recipe: VideoRecipe; variant: number; seconds?: number }
  | { type: 'image'; recipe: ImageRecipe; variant: number; palette?: PaletteName; width: number; height: number }
  | { type: 'music'; style: MusicStyle; variant: number; bpm: number; key: string }
  | { type: 'sfx'; effect: SfxName; variant: number };

/** Size and length of generated clips. */
export interface GenerateOptions {
  width: number;
  height: number;
  /** A clip's length, unless its spec sets a shorter one (transitions). */
  seconds: number;
  fps: number;
  /** Music length at least this (a whole number of phrases). */
  musicSeconds: number;
}

export const DEFAULT_GENERATE_OPTIONS: GenerateOptions = {
  width: 1280,
  height: 720,
  seconds: 4,
  fps: 25,
  musicSeconds: 30,
};

const TIMEOUT_MS = 120_000;

function isAlpha(recipe: VideoRecipe): boolean {
  return (FRAME_RECIPES as Record<string, { alpha: boolean }>)[recipe]?.alpha ?? FILTER_RECIPES[recipe]?.alpha ?? false;
}

export function sourceExtension(spec: SourceSpec): string {
  if (spec.type === 'image') return spec.variant % 3 === 0 ? 'jpg' : 'png';
  if (spec.type === 'music' || spec.type === 'sfx') return 'wav';
  return isAlpha(spec.recipe) ? 'mov' : 'mp4';
}

export function sourceContentType(ext: string): string {
  return (
    {
      mp4: 'video/mp4',
      mov: 'video/quicktime',
      png: 'image/png',
      jpg: 'image/jpeg',
      mp3: 'audio/mpeg',
      wav: 'audio/wav',
    }[ext] ?? 'application/octet-stream'
  );
}

/** Writes the source into `dir` and returns its path; `signal` stops it (and its ffmpeg). */
export async function generateSource(
  tools: MediaTools,
  spec: SourceSpec,
  dir: string,
  name: string,
  opts: GenerateOptions & { signal?: AbortSignal } = DEFAULT_GENERATE_OPTIONS,
): Promise<string> {
  const file = path.join(dir, `${name}.${sourceExtension(spec)}`);
  const ffmpeg = (args: string[], stdin?: AsyncIterable<Uint8Array>) =>
    run(tools.ffmpeg, ['-v', 'error', '-nostdin', '-y', ...args], {
      timeoutMs: TIMEOUT_MS,
      signal: opts.signal,
      stdin,
    });
  switch (spec.type) {
    case 'image':
      await makeImage(spec, file);
      break;
    case 'sfx':
      await writeFile(file, wavFile(renderSfx(spec.effect, spec.variant)));
      break;
    case 'music':
      await writeFile(file, wavFile(renderMusic(spec.style, spec.bpm, spec.key, spec.variant, opts.musicSeconds)));
      break;
    case 'video': {
      const clip = { ...opts, seconds: Math.min(opts.seconds, spec.seconds ?? opts.seconds), variant: spec.variant };
      const encode = isAlpha(spec.recipe)
        ? ['-c:v', 'qtrle', '-pix_fmt', 'argb']
        : // superfast, not ultrafast: on these synthetic pictures ultrafast's bits cost more CPU than superfast's
          // analysis (a third less for all 38 clips); baseline keeps them as cheap to decode as ultrafast's.
          [
            ...['-c:v', 'libx264', '-preset', 'superfast', '-profile:v', 'baseline', '-crf', '20'],
            ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
          ];
      const frameRecipe = (FRAME_RECIPES as Record<string, (typeof FRAME_RECIPES)[FrameRecipeName]>)[spec.recipe];
      if (frameRecipe) {
        const scale = frameRecipe.downscale ?? 1;
        const size = { width: Math.round(clip.width / scale), height: Math.round(clip.height / scale) };
        const frames = Math.round(clip.seconds * clip.fps);
        const draw = await frameRecipe.setup({ ...size, frames, variant: spec.variant }, rasterise);
        await ffmpeg(
          [
            ...['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${size.width}x${size.height}`, '-r', String(clip.fps)],
            ...[
              '-i',
              'pipe:0',
              '-vf',
              `scale=${clip.width}:${clip.height}:flags=bicubic,setsar=1`,
              '-frames:v',
              String(frames),
            ],
            ...encode,
            file,
          ],
          framesOf(size.width, size.height, frames, draw),
        );
      } else {
        const recipe = FILTER_RECIPES[spec.recipe] as FilterRecipe;
        const built = await recipe.build(clip, dir, svgToPng);
        await ffmpeg([
          ...filterArgs(built, clip.fps),
          '-map',
          '[out]',
          '-t',
          String(clip.seconds),
          '-r',
          String(clip.fps),
          ...encode,
          file,
        ]);
      }
      break;
    }
  }
  return file;
}

/**
 * The frames of a drawn clip, all in the canvas's one RGBA buffer: `run` writes a frame out before it asks for
 * the next (copying every frame made most of the seed's garbage collection, a CPU profile showed).
 */
async function* framesOf(width: number, height: number, frames: number, draw: (c: Canvas, i: number) => void) {
  const canvas = new Canvas(width, height);
  for (let i = 0; i < frames; i++) {
    draw(canvas, i);
    yield canvas.data;
  }
}

function rasterise(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(width, height).ensureAlpha().raw().toBuffer();
}

async function svgToPng(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toFile(file);
}

async function makeImage(spec: Extract<SourceSpec, { type: 'image' }>, file: string): Promise<void> {
  const svg = imageSvg(spec.recipe, spec.variant, spec.palette ?? 'violetDusk', spec.width, spec.height);
  const image = sharp(Buffer.from(svg));
  if (file.endsWith('.jpg'))
    await image.flatten({ background: '#000' }).jpeg({ quality: 90, mozjpeg: false }).toFile(file);
  else await image.png({ compressionLevel: 6 }).toFile(file);
}

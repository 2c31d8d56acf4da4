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

/**
 * About how many CPU seconds one item takes to make and to process (source, derivatives and stills, the demo's quick
 * settings), measured per recipe on a 2-core machine. Only the seed's order reads it: the quickest of each group go
 * first, so the first items a newcomer sees are ready sooner.
 */
const MAKING_SECONDS: {
  video: Partial<Record<VideoRecipe, number>>;
  image: Record<ImageRecipe, number>;
  music: Record<MusicStyle, number>;
} = {
  video: {
    // Drawn frame by frame (motion.ts).
    'gradient-flow': 3.9,
    plasma: 4.2,
    aurora: 3.4,
    'synthwave-drive': 3.5,
    starfield: 4.2,
    bokeh: 4,
    equalizer: 3.3,
    'digital-rain': 3.7,
    tunnel: 4.3,
    'light-leaks': 3.6,
    'lens-flare': 4.4,
    'particle-burst': 4.7,
    confetti: 6,
    snowfall: 5.8,
    'neon-frame': 6,
    // ffmpeg filter graphs (filter-clips.ts).
    'pixel-life': 4.1,
    crossfade: 2.9,
    swipe: 2.5,
    'push-up': 2.4,
    whip: 2.8,
    split: 2.2,
    flash: 3,
    'blur-dissolve': 4.6,
    'glitch-cut': 3,
    'light-leak': 5.7,
    'zoom-punch': 3.5,
    'glitch-look': 4.3,
    vhs: 4.6,
    'old-film': 5.1,
    'lower-third': 3.5,
  },
  image: {
    peaks: 0.4,
    city: 0.6,
    ocean: 0.4,
    dunes: 0.4,
    forest: 0.8,
    synthwave: 0.8,
    grain: 2,
    paper: 3.7,
    marble: 4.5,
    'mesh-gradient': 1.1,
    bokeh: 1,
    waves: 0.5,
    'low-poly': 0.7,
  },
  music: { lofi: 3.1, synthwave: 2.6, edm: 2.3, boombap: 2.5, trap: 2.5, ambient: 2.7, vaporwave: 2.8 },
};
/** Sound effects: a few seconds of samples, all alike. */
const SFX_SECONDS = 0.3;

/** See MAKING_SECONDS; undefined for a clip recipe not measured yet. */
export function makingSeconds(spec: SourceSpec): number | undefined {
  switch (spec.type) {
    case 'video':
      return MAKING_SECONDS.video[spec.recipe];
    case 'image':
      return MAKING_SECONDS.image[spec.recipe];
    case 'music':
      return MAKING_SECONDS.music[spec.style];
    case 'sfx':
      return SFX_SECONDS;
  }
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
      // Making sources yields to processing the ones already made, which is what puts items in the store.
      niceness: 10,
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

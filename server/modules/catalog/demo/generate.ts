/**
 * Demo source files synthesised on this machine: ffmpeg's lavfi sources
 * (mandelbrot, life, cellauto, testsrc2, colour bars, sine, aevalsrc,
 * anoisesrc) for clips and sounds, sharp for pictures. Nothing is
 * downloaded. Each recipe takes a `variant` number so items built from the
 * same recipe still look (or sound) different.
 *
 * These are *originals*: the seeder stores them like uploads and the normal
 * processing job makes every derivative from them.
 */
import path from 'node:path';
import sharp from 'sharp';
import { type MediaTools, run } from '../../../media/tools.js';

export type VideoRecipe =
  | 'mandelbrot'
  | 'life'
  | 'cellauto'
  | 'testsrc'
  | 'bars'
  | 'plasma'
  | 'crossfade'
  | 'slide'
  | 'push-up'
  | 'glitch'
  | 'vhs'
  | 'alpha-particles'
  | 'alpha-cells'
  | 'alpha-frame'
  | 'alpha-snow';
export type ImageRecipe = 'gradient' | 'orbs' | 'stripes' | 'noise';
export type AudioRecipe = 'beat' | 'pad' | 'whoosh' | 'impact' | 'ding' | 'riser';

export type SourceSpec =
  | { type: 'video'; recipe: VideoRecipe; variant: number }
  | { type: 'image'; recipe: ImageRecipe; variant: number; width: number; height: number }
  | { type: 'audio'; recipe: AudioRecipe; variant: number; bpm?: number; genre?: string; seconds?: number };

/** Size and length of generated clips: small enough that the whole seed processes in minutes on 2 cores. */
export interface GenerateOptions {
  width: number;
  height: number;
  seconds: number;
  fps: number;
}

export const DEFAULT_GENERATE_OPTIONS: GenerateOptions = { width: 1280, height: 720, seconds: 4, fps: 25 };

const TIMEOUT_MS = 120_000;

/** Alpha recipes are stored as QuickTime Animation (RLE, argb) MOVs: lossless alpha, small for sparse pictures. */
export function sourceExtension(spec: SourceSpec): string {
  if (spec.type === 'image') return spec.variant % 3 === 0 ? 'jpg' : 'png';
  if (spec.type === 'audio') return spec.recipe === 'beat' || spec.recipe === 'pad' ? 'mp3' : 'wav';
  return spec.recipe.startsWith('alpha-') ? 'mov' : 'mp4';
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

/** Writes the source into `dir` and returns its path. */
export async function generateSource(
  tools: MediaTools,
  spec: SourceSpec,
  dir: string,
  name: string,
  opts: GenerateOptions = DEFAULT_GENERATE_OPTIONS,
): Promise<string> {
  const file = path.join(dir, `${name}.${sourceExtension(spec)}`);
  if (spec.type === 'image') await makeImage(spec, file);
  else if (spec.type === 'audio') await ffmpeg(tools, [...audioArgs(spec), file]);
  else await ffmpeg(tools, [...videoArgs(spec.recipe, spec.variant, opts), file]);
  return file;
}

function ffmpeg(tools: MediaTools, args: string[]): Promise<Buffer> {
  return run(tools.ffmpeg, ['-v', 'error', '-nostdin', '-y', ...args], { timeoutMs: TIMEOUT_MS });
}

// ---------------------------------------------------------------- video

const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'];
const QTRLE = ['-c:v', 'qtrle', '-pix_fmt', 'argb'];

const FRAME_COLOURS = ['0xa78bfa', '0xf472b6', '0x22d3ee', '0xfacc15', '0x34d399'];

/** A colour per variant, spread round the hue circle. */
const hueDegrees = (variant: number) => (variant * 67) % 360;

function videoArgs(recipe: VideoRecipe, variant: number, o: GenerateOptions): string[] {
  const size = `${o.width}x${o.height}`;
  const d = o.seconds;
  const src = (filter: string) => ['-f', 'lavfi', '-i', filter];
  const out = (filter: string, codec = H264) => [
    '-filter_complex',
    filter,
    '-t',
    String(d),
    '-r',
    String(o.fps),
    ...codec,
  ];
  const hue = hueDegrees(variant);
  // Small grids scaled up with nearest-neighbour: cheap to simulate, crisp pixels.
  const grid = `${Math.max(16, Math.round(o.width / 8))}x${Math.max(9, Math.round(o.height / 8))}`;
  const pixelUp = `scale=${o.width}:${o.height}:flags=neighbor`;
  const half = `${Math.round(o.width / 4) * 2}x${Math.round(o.height / 4) * 2}`;
  switch (recipe) {
    case 'mandelbrot':
      return [
        // Rendered at half size and scaled up: the fractal is the slow part.
        ...src(`mandelbrot=size=${half}:rate=${o.fps}:start_scale=${2 + (variant % 3)}:end_scale=0.3:maxiter=256`),
        ...out(`[0:v]scale=${o.width}:${o.height},hue=h=${hue}+t*30,format=yuv420p`),
      ];
    case 'life':
      return [
        ...src(
          `life=size=${grid}:rate=${o.fps}:ratio=0.${2 + (variant % 5)}:seed=${variant}:mold=8:life_color=#a78bfa:death_color=#1e1b4b:mold_color=#0f172a`,
        ),
        ...out(`[0:v]${pixelUp},hue=h=${hue},format=yuv420p`),
      ];
    case 'cellauto':
      return [
        ...src(
          `cellauto=size=${grid}:rate=${o.fps}:rule=${[30, 90, 110, 150, 18][variant % 5]}:seed=${variant}:scroll=1`,
        ),
        ...out(`[0:v]${pixelUp},format=rgb24,colorchannelmixer=rr=0.2:gg=0.8:bb=1,hue=h=${hue},format=yuv420p`),
      ];
    case 'testsrc':
      return [...src(`testsrc2=size=${size}:rate=${o.fps}`), ...out(`[0:v]hue=h=${hue}+t*45:s=1.4,format=yuv420p`)];
    case 'bars':
      return [
        ...src(`smptehdbars=size=${size}:rate=${o.fps}`),
        ...out(`[0:v]hue=h=${hue}+t*90,noise=alls=12:allf=t,vignette,format=yuv420p`),
      ];
    case 'plasma':
      return [
        ...src(
          `mandelbrot=size=${grid}:rate=${o.fps}:start_scale=0.05:end_scale=0.04:start_x=-0.743643:start_y=0.131825:maxiter=256`,
        ),
        ...out(`[0:v]scale=${o.width}:${o.height}:flags=bicubic,gblur=sigma=4,hue=h=${hue}+t*60:s=1.6,format=yuv420p`),
      ];
    case 'crossfade':
    case 'slide':
    case 'push-up': {
      // Scene A, then scene B arriving over the middle of the clip: what a transition preset does between two shots.
      const a = `testsrc2=size=${size}:rate=${o.fps}`;
      const b = `smptehdbars=size=${size}:rate=${o.fps}`;
      const t0 = (d * 0.25).toFixed(2);
      const span = (d * 0.5).toFixed(2);
      const progress = `min(1,max(0,(t-${t0})/${span}))`;
      const mix =
        recipe === 'crossfade'
          ? `[1:v]format=yuva420p,fade=in:st=${t0}:d=${span}:alpha=1[b];[0:v][b]overlay=format=yuv420`
          : recipe === 'slide'
            ? `[0:v][1:v]overlay=x='W*(1-${progress})':y=0:eval=frame`
            : `[0:v][1:v]overlay=x=0:y='H*(1-${progress})':eval=frame`;
      return [...src(a), ...src(b), ...out(`${mix},hue=h=${hue},format=yuv420p`)];
    }
    case 'glitch':
      return [
        ...src(`testsrc2=size=${size}:rate=${o.fps}`),
        ...out(
          `[0:v]hue=h=${hue}:s=2,noise=alls=40:allf=t+u,colorchannelmixer=rr=1:rb=0.3:bb=1:br=0.3,lutrgb=g='val*0.6',format=yuv420p`,
        ),
      ];
    case 'vhs':
      return [
        ...src(`smptebars=size=${size}:rate=${o.fps}`),
        ...out(`[0:v]gblur=sigma=2,noise=alls=10:allf=t,hue=h=${hue}:s=0.7,vignette=PI/4,format=yuv420p`),
      ];
    case 'alpha-particles':
      // Live cells in colour, dead cells transparent.
      return [
        ...src(`life=size=${grid}:rate=${o.fps}:ratio=0.08:seed=${variant}:life_color=#fde68a:death_color=black`),
        ...out(`[0:v]${pixelUp},hue=h=${hue},format=rgba,colorkey=black:0.1:0.0`, QTRLE),
      ];
    case 'alpha-cells':
      // A scrolling automaton: lit cells in colour, the rest transparent (RLE keeps sparse pictures small).
      return [
        ...src(`cellauto=size=${grid}:rate=${o.fps}:rule=${[18, 90, 150][variant % 3]}:seed=${variant}:scroll=1`),
        ...out(
          `[0:v]${pixelUp},format=rgb24,colorchannelmixer=rr=1:gg=0.5:bb=0.9,hue=h=${hue},format=rgba,colorkey=black:0.1:0.0`,
          QTRLE,
        ),
      ];
    case 'alpha-frame': {
      // A coloured border drawn on black, then black keyed out: this ffmpeg's drawbox cannot draw alpha itself.
      const t = Math.max(4, Math.round(o.height / 18));
      const colour = FRAME_COLOURS[variant % FRAME_COLOURS.length];
      return [
        ...src(`color=c=black:size=${size}:rate=${o.fps}`),
        ...out(
          `[0:v]drawbox=x=0:y=0:w=iw:h=ih:t=${t}:color=${colour},drawbox=x=${t * 2}:y=${t * 2}:w=iw-${t * 4}:h=ih-${t * 4}:t=2:color=white,format=rgba,colorkey=black:0.05:0.0`,
          QTRLE,
        ),
      ];
    }
    case 'alpha-snow':
      return [
        ...src(`color=c=black:size=${grid}:rate=${o.fps}`),
        ...out(
          `[0:v]noise=alls=100:allf=t,lutyuv=y='if(gt(val,245),255,0)',${pixelUp},format=rgba,colorkey=black:0.2:0.0`,
          QTRLE,
        ),
      ];
  }
}

// ---------------------------------------------------------------- audio

function audioArgs(spec: Extract<SourceSpec, { type: 'audio' }>): string[] {
  const v = spec.variant;
  const rate = 44_100;
  const lavfi = (filter: string) => ['-f', 'lavfi', '-i', filter];
  const tags = [
    ...(spec.bpm ? ['-metadata', `TBPM=${spec.bpm}`] : []),
    ...(spec.genre ? ['-metadata', `genre=${spec.genre}`] : []),
  ];
  const mp3 = ['-c:a', 'libmp3lame', '-b:a', '192k', '-id3v2_version', '3', ...tags];
  const wav = ['-c:a', 'pcm_s16le'];
  const root = [110, 98, 130.81, 87.31, 123.47, 146.83][v % 6] as number;
  switch (spec.recipe) {
    case 'beat': {
      // Two bars of 4/4 at the BPM: kick on every beat, hi-hat on the off-beats, a bass note per bar.
      const bpm = spec.bpm ?? 120;
      const beat = 60 / bpm;
      const seconds = spec.seconds ?? beat * 8;
      const kick = `sin(2*PI*55*mod(t,${beat})*(1+3*exp(-mod(t,${beat})*30)))*exp(-mod(t,${beat})*9)`;
      const hat = `(random(0)*2-1)*0.25*exp(-mod(t+${beat / 2},${beat})*60)`;
      const bass = `0.35*sin(2*PI*${root}*t)*(0.6+0.4*sin(2*PI*t/${beat * 4}))`;
      const expr = `0.6*(${kick})+${hat}+${bass}`;
      return [...lavfi(`aevalsrc='${expr}|${expr}':s=${rate}:d=${seconds.toFixed(3)}`), ...mp3];
    }
    case 'pad': {
      // A slow major chord with tremolo: an ambient bed that loops on its bar.
      const bpm = spec.bpm ?? 80;
      const seconds = spec.seconds ?? (60 / bpm) * 8;
      const chord = [1, 1.25, 1.5, 2].map((r) => `sin(2*PI*${(root * 2 * r).toFixed(2)}*t)`).join('+');
      const expr = `0.18*(${chord})*(0.7+0.3*sin(2*PI*t*${bpm / 60}))`;
      return [...lavfi(`aevalsrc='${expr}|${expr}':s=${rate}:d=${seconds.toFixed(3)}`), ...mp3];
    }
    case 'whoosh':
      return [
        ...lavfi(`anoisesrc=color=pink:amplitude=0.8:seed=${v}:sample_rate=${rate}:duration=1.6`),
        '-af',
        `bandpass=f=${800 + v * 300}:width_type=o:w=2,afade=t=in:d=0.7:curve=exp,afade=t=out:st=0.8:d=0.8`,
        ...wav,
      ];
    case 'impact':
      return [
        ...lavfi(`anoisesrc=color=brown:amplitude=1:seed=${v}:sample_rate=${rate}:duration=2`),
        ...lavfi(`aevalsrc='0.9*sin(2*PI*45*t)*exp(-t*4)':s=${rate}:d=2`),
        '-filter_complex',
        '[0:a]lowpass=f=400,afade=t=out:d=1.8:curve=exp[n];[n][1:a]amix=inputs=2,volume=2',
        ...wav,
      ];
    case 'ding': {
      const f = [880, 1046.5, 1318.5, 1568][v % 4] as number;
      return [...lavfi(`aevalsrc='0.6*(sin(2*PI*${f}*t)+0.4*sin(2*PI*${f * 2}*t))*exp(-t*5)':s=${rate}:d=1.2`), ...wav];
    }
    case 'riser':
      return [
        ...lavfi(`aevalsrc='0.5*sin(2*PI*(${root}*t+${root * 1.5}*t*t))*min(1,t/2.5)':s=${rate}:d=3`),
        '-af',
        'afade=t=out:st=2.8:d=0.2',
        ...wav,
      ];
  }
}

// ---------------------------------------------------------------- images

const PALETTES: [string, string, string][] = [
  ['#7c3aed', '#db2777', '#f59e0b'],
  ['#0ea5e9', '#22d3ee', '#a3e635'],
  ['#111827', '#4f46e5', '#f472b6'],
  ['#f97316', '#ef4444', '#7c2d12'],
  ['#064e3b', '#10b981', '#fef3c7'],
  ['#1e3a8a', '#9333ea', '#f0abfc'],
  ['#0f172a', '#334155', '#38bdf8'],
];

/** A deterministic pseudo-random sequence (so a re-run draws the same picture). */
function randomOf(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

async function makeImage(spec: Extract<SourceSpec, { type: 'image' }>, file: string): Promise<void> {
  const { width: w, height: h, variant } = spec;
  const [c1, c2, c3] = PALETTES[variant % PALETTES.length] as [string, string, string];
  const rnd = randomOf(variant + 1);
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="${rnd().toFixed(2)}" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="0.55" stop-color="${c2}"/><stop offset="1" stop-color="${c3}"/></linearGradient><filter id="b"><feGaussianBlur stdDeviation="${Math.round(w / 30)}"/></filter></defs><rect width="${w}" height="${h}" fill="url(#g)"/>`;
  let body = '';
  if (spec.recipe === 'orbs') {
    for (let i = 0; i < 7; i++) {
      const r = (0.08 + rnd() * 0.25) * Math.min(w, h);
      const colour = [c1, c2, c3][i % 3];
      body += `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${colour}" opacity="0.75" filter="url(#b)"/>`;
    }
  } else if (spec.recipe === 'stripes') {
    const n = 6 + Math.floor(rnd() * 8);
    for (let i = 0; i < n; i++) {
      const x = (i / n) * w * 1.6 - w * 0.3;
      body += `<rect x="${x.toFixed(0)}" y="${-h}" width="${((w / n) * 0.45).toFixed(0)}" height="${h * 3}" fill="${i % 2 ? c3 : c1}" opacity="0.35" transform="rotate(${(20 + rnd() * 30).toFixed(0)} ${w / 2} ${h / 2})"/>`;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${gradient}${body}</svg>`;
  let image = sharp(Buffer.from(svg));
  if (spec.recipe === 'noise') {
    // Film grain: random grey noise laid over the gradient.
    const grain = Buffer.alloc(w * h);
    for (let i = 0; i < grain.length; i++) grain[i] = Math.floor(rnd() * 256);
    const noise = await sharp(grain, { raw: { width: w, height: h, channels: 1 } })
      .png()
      .toBuffer();
    image = sharp(await image.png().toBuffer()).composite([{ input: noise, blend: 'soft-light' }]);
  }
  if (file.endsWith('.jpg')) await image.flatten({ background: c1 }).jpeg({ quality: 88 }).toFile(file);
  else await image.png().toFile(file);
}

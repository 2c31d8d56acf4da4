/**
 * Real media files made on the fly for tests, with the same ffmpeg the
 * server uses (FFMPEG_PATH, else the npm-shipped build) and sharp: nothing
 * is downloaded, and a few small clips take well under a second each.
 *
 *   const clip = await makeVideo({ seconds: 2, width: 320, height: 240, fps: 25, audio: true });
 *   const photo = await makeImage({ width: 800, height: 600, format: 'jpeg' });
 *   const track = await makeAudio({ seconds: 3, format: 'mp3', bpm: 120 });
 *   const junk = await makeTextFile('clip.mp4');
 *
 * Each returns the absolute path of a new file in `fixtureDir()`, a
 * directory of the run's that the global setup removes when the run ends.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { inject } from 'vitest';
import { type MediaTools, mediaTools } from '../../server/media/tools.js';

const exec = promisify(execFile);

/** The binaries the fixtures (and tests probing them) use: FFMPEG_PATH / FFPROBE_PATH, else the npm builds. */
export const fixtureTools: MediaTools = mediaTools({
  ffmpegPath: process.env.FFMPEG_PATH || undefined,
  ffprobePath: process.env.FFPROBE_PATH || undefined,
});

let dir: string | undefined;
let counter = 0;

/** The directory fixtures are written to: this worker's, in the run's files directory (./global-setup.ts). */
export function fixtureDir(): string {
  dir ??= mkdtempSync(path.join(inject('testFilesDir'), 'fixtures-'));
  return dir;
}

function newFile(stem: string, ext: string): string {
  counter += 1;
  return path.join(fixtureDir(), `${stem}-${counter}.${ext}`);
}

async function ffmpeg(args: string[]): Promise<void> {
  await exec(fixtureTools.ffmpeg, ['-v', 'error', '-nostdin', '-y', ...args]);
}

/** What `makeVideo` makes. */
export interface VideoFixture {
  seconds: number;
  width: number;
  height: number;
  fps: number;
  /** Half-transparent picture: PNG (rgba) in MP4, QuickTime Animation (argb) in MOV, VP9 with alpha in WebM. */
  alpha?: boolean;
  /** A 440 Hz tone (AAC, or Opus in WebM). */
  audio?: boolean;
  /** Default mp4. */
  container?: 'mp4' | 'mov' | 'webm';
  /** Degrees clockwise a player turns the picture (a phone held upright records 90); MP4/MOV only. */
  rotation?: 0 | 90 | 180 | 270;
}

/**
 * A clip of ffmpeg's moving test pattern (so frames differ), H.264 unless
 * `alpha` asks otherwise. Odd sizes are stored as PNG frames (4:2:0 H.264
 * needs even sides).
 */
export async function makeVideo(opts: VideoFixture): Promise<string> {
  const container = opts.container ?? 'mp4';
  const file = newFile('video', container);
  const odd = opts.width % 2 === 1 || opts.height % 2 === 1;
  let codec: string[];
  if (container === 'webm') {
    codec = [
      '-c:v',
      'libvpx-vp9',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-pix_fmt',
      opts.alpha ? 'yuva420p' : 'yuv420p',
    ];
  } else if (opts.alpha) {
    codec = container === 'mov' ? ['-c:v', 'qtrle', '-pix_fmt', 'argb'] : ['-c:v', 'png', '-pix_fmt', 'rgba'];
  } else if (odd) {
    codec = ['-c:v', 'png', '-pix_fmt', 'rgb24'];
  } else {
    codec = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  }
  const audio = opts.audio
    ? ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${opts.seconds}`]
    : [];
  const target = opts.rotation ? newFile('unrotated', container) : file;
  // testsrc2 rounds sizes to even numbers; the older testsrc does not.
  const pattern = odd ? 'testsrc' : 'testsrc2';
  await ffmpeg([
    ...['-f', 'lavfi', '-i', `${pattern}=size=${opts.width}x${opts.height}:rate=${opts.fps}:duration=${opts.seconds}`],
    ...audio,
    ...(opts.alpha ? ['-vf', 'format=rgba,colorchannelmixer=aa=0.5'] : []),
    ...codec,
    ...(opts.audio ? ['-c:a', container === 'webm' ? 'libopus' : 'aac', '-shortest'] : []),
    target,
  ]);
  if (opts.rotation) {
    // This ffmpeg (4.1) drops rotation when encoding, and its MP4 muxer writes the `rotate` tag
    // counter-clockwise: a stream copy with 360 − r gives a file every reader turns r clockwise.
    await ffmpeg(['-i', target, '-c', 'copy', '-metadata:s:v:0', `rotate=${(360 - opts.rotation) % 360}`, file]);
  }
  return file;
}

/** What `makeImage` makes. */
export interface ImageFixture {
  width: number;
  height: number;
  format: 'png' | 'jpeg' | 'webp';
  /** A transparent corner (PNG and WebP only). */
  alpha?: boolean;
  /** EXIF Orientation tag, 1–8 (JPEG); 6 means "turn 90° clockwise to view". */
  orientation?: number;
}

/** A diagonal colour gradient with a dark square in the top-left corner (so orientation shows). */
export async function makeImage(opts: ImageFixture): Promise<string> {
  const file = newFile('image', opts.format === 'jpeg' ? 'jpg' : opts.format);
  const { width: w, height: h } = opts;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    '<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e63"/><stop offset="1" stop-color="#36c"/></linearGradient></defs>' +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<rect width="${Math.ceil(w / 4)}" height="${Math.ceil(h / 4)}" fill="#111"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (opts.alpha) {
    // Cut the bottom-right quarter out: 'dest-out' clears the picture wherever the cutter is opaque.
    const cutter = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
        `<rect x="${Math.floor(w / 2)}" y="${Math.floor(h / 2)}" width="${w}" height="${h}"/></svg>`,
    );
    image = sharp(await image.png().toBuffer()).composite([{ input: cutter, blend: 'dest-out' }]);
  } else {
    image = image.flatten({ background: '#ffffff' });
  }
  if (opts.orientation) image = image.withMetadata({ orientation: opts.orientation });
  const encoded =
    opts.format === 'png'
      ? image.png()
      : opts.format === 'webp'
        ? image.webp({ quality: 90 })
        : image.jpeg({ quality: 90 });
  await encoded.toFile(file);
  return file;
}

/** What `makeAudio` makes. */
export interface AudioFixture {
  seconds: number;
  format: 'wav' | 'mp3';
  /** Written as an ID3 `TBPM` tag (in WAV, in an `id3 ` chunk). */
  bpm?: number;
  /** Default 2 (a 440 Hz tone left, 660 Hz right). */
  channels?: 1 | 2;
  /** Default 44100. */
  sampleRate?: number;
  /** Zero samples instead of the tone. */
  silent?: boolean;
}

/** A tone (or silence), 16-bit WAV or 192 kbit/s MP3. */
export async function makeAudio(opts: AudioFixture): Promise<string> {
  const file = newFile('audio', opts.format);
  const rate = opts.sampleRate ?? 44_100;
  const channels = opts.channels ?? 2;
  const tone = (f: number) =>
    opts.silent
      ? `anullsrc=channel_layout=mono:sample_rate=${rate}`
      : `sine=frequency=${f}:sample_rate=${rate}:duration=${opts.seconds}`;
  const sources =
    channels === 2
      ? ['-f', 'lavfi', '-i', tone(440), '-f', 'lavfi', '-i', tone(660), '-filter_complex', 'amerge=inputs=2']
      : ['-f', 'lavfi', '-i', tone(440)];
  const codec = opts.format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '192k'] : ['-c:a', 'pcm_s16le'];
  const tags = opts.bpm !== undefined && opts.format === 'mp3' ? ['-metadata', `TBPM=${opts.bpm}`] : [];
  await ffmpeg([...sources, '-t', String(opts.seconds), ...codec, ...tags, file]);
  if (opts.bpm !== undefined && opts.format === 'wav') await addWavBpm(file, opts.bpm);
  return file;
}

/** Appends an `id3 ` chunk holding an ID3v2.3 TBPM frame (this ffmpeg's WAV muxer writes no ID3). */
async function addWavBpm(file: string, bpm: number): Promise<void> {
  const text = Buffer.from(`\0${bpm}`, 'latin1');
  const frame = Buffer.concat([Buffer.from('TBPM'), u32be(text.length), Buffer.alloc(2), text]);
  const size = frame.length;
  // ID3 header: "ID3", version 2.3.0, no flags, tag size as a 4×7-bit "syncsafe" integer.
  const header = Buffer.from([
    0x49,
    0x44,
    0x33,
    3,
    0,
    0,
    (size >> 21) & 127,
    (size >> 14) & 127,
    (size >> 7) & 127,
    size & 127,
  ]);
  let tag = Buffer.concat([header, frame]);
  if (tag.length % 2 === 1) tag = Buffer.concat([tag, Buffer.alloc(1)]);
  const wav = await readFile(file);
  const chunk = Buffer.concat([Buffer.from('id3 '), u32le(tag.length), tag]);
  const out = Buffer.concat([wav, chunk]);
  out.writeUInt32LE(out.length - 8, 4);
  const tmp = `${file}.tmp`;
  await writeFile(tmp, out);
  await rename(tmp, file);
}

const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** A plain-text file with a media-looking name (default `not-media.mp4`): what a damaged or fake upload looks like. */
export async function makeTextFile(name = 'not-media.mp4'): Promise<string> {
  counter += 1;
  const file = path.join(fixtureDir(), `${counter}-${name}`);
  await writeFile(file, 'This is not a media file, just some text.\n'.repeat(50));
  return file;
}

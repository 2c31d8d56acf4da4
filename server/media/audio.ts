/**
 * Derivatives of an audio track, from one ffmpeg run that decodes it once
 * into two outputs:
 *
 * - PREVIEW `preview.mp3`: MP3 at 128 kbit/s, mono or stereo as the source
 *   (more channels are mixed down to stereo), no tags;
 * - WAVEFORM `waveform.json`: min/max peaks for wavesurfer.js (see
 *   `WaveformJson`), reduced as 16 kHz mono PCM streams out of ffmpeg, so
 *   an hour-long file never sits in memory;
 * - THUMBNAIL `thumbnail.webp`: a 640x160 picture of those peaks (grey bars
 *   on transparency), drawn with sharp.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  assertProduced,
  type Derivative,
  type DerivativeOptions,
  derivativeTimeoutMs,
  removeOutputs,
} from './derivatives.js';
import type { ProbeResult } from './probe.js';
import { MEDIA_THREADS, MediaToolError, type MediaTools, run, untrustedInput } from './tools.js';

/** Output names in the output directory. */
export const AUDIO_FILES = { preview: 'preview.mp3', waveform: 'waveform.json', thumbnail: 'thumbnail.webp' } as const;

/** Rate of the mono PCM the peaks are computed from: enough for the envelope, 64 KB a second to scan. */
const WAVEFORM_SAMPLE_RATE = 16_000;
/** The peaks are halved whenever they reach this many pixels, so a waveform has 1000–2000 (for anything over 1/8 s). */
const WAVEFORM_MAX_LENGTH = 2000;
const THUMBNAIL = { width: 640, height: 160, bars: 128 };
/** Sample rates MP3 (MPEG-1/2/2.5 layer III) can carry. */
const MP3_SAMPLE_RATES = new Set([8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000]);

/**
 * `waveform.json`. wavesurfer.js v7 takes it as is:
 * `WaveSurfer.create({ url: previewMp3Url, peaks: [w.data], duration: w.duration, … })`
 * draws at once, without downloading or decoding the audio first.
 */
export interface WaveformJson {
  version: 1;
  /** Rate of the PCM the peaks come from. */
  sampleRate: number;
  /** PCM samples per min/max pair. */
  samplesPerPixel: number;
  /** Number of min/max pairs (`data.length / 2`). */
  length: number;
  /** Seconds of audio decoded. */
  duration: number;
  /** min, max, min, max, … per pixel, from −1 to 1 (full scale; not normalised to the loudest peak). */
  data: number[];
}

/**
 * The ffmpeg arguments of the run (pure; exported for tests and the bench):
 * the MP3 into `outDir`, the PCM for the peaks to stdout. `quick`: see
 * DerivativeOptions.
 */
export function audioArgs(
  info: ProbeResult,
  input: string,
  outDir: string,
  threads = MEDIA_THREADS,
  quick = false,
): string[] {
  const audio = info.audio;
  if (!audio) throw new MediaToolError('The file has no audio stream', { code: 'INVALID_MEDIA' });
  let rate = audio.sampleRate;
  if (!MP3_SAMPLE_RATES.has(rate)) rate = rate > 48_000 && rate % 11_025 !== 0 ? 48_000 : 44_100;
  return [
    ...['-v', 'error', '-hide_banner', '-nostdin', '-y', '-threads', String(threads), ...untrustedInput(input)],
    ...['-map', '0:a:0', '-c:a', 'libmp3lame', '-b:a', '128k', '-ac', audio.channels >= 2 ? '2' : '1'],
    // LAME's algorithm quality (-q): 7, its "fast, ok quality" level, takes half the CPU of its default.
    ...(quick ? ['-compression_level', '7'] : []),
    ...['-ar', String(rate), '-map_metadata', '-1', '-map_chapters', '-1'],
    ...['-f', 'mp3', `file:${path.join(outDir, AUDIO_FILES.preview)}`],
    ...['-map', '0:a:0', '-ac', '1', '-ar', String(WAVEFORM_SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', 's16le', 'pipe:1'],
  ];
}

/**
 * Makes an audio track's derivatives from a local file into `outDir`
 * (created if needed). `info` is the file's `probe`. Rejects with a
 * `MediaToolError` (no audio stream, no samples, damaged file, timeout, abort).
 */
export async function makeAudioDerivatives(
  tools: MediaTools,
  input: string,
  info: ProbeResult,
  outDir: string,
  options: DerivativeOptions = {},
): Promise<Derivative[]> {
  const args = audioArgs(info, input, outDir, MEDIA_THREADS, options.quick);
  await mkdir(outDir, { recursive: true });
  await removeOutputs(outDir, Object.values(AUDIO_FILES));
  const expected = info.durationSeconds === null ? null : info.durationSeconds * WAVEFORM_SAMPLE_RATE;
  const peaks = new PeakReducer(expected === null ? 1 : Math.max(1, Math.ceil(expected / 1500)));
  await run(tools.ffmpeg, args, {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? derivativeTimeoutMs(info.durationSeconds),
    onStdout: (chunk) => peaks.push(chunk),
  });
  const waveform = peaks.finish();
  if (waveform.length === 0) {
    throw new MediaToolError('The file has no audio samples', { code: 'INVALID_MEDIA' });
  }
  const file = (name: string) => path.join(outDir, name);
  await writeFile(file(AUDIO_FILES.waveform), JSON.stringify(waveform));
  await writeFile(file(AUDIO_FILES.thumbnail), await waveformPicture(waveform.data));
  const derivatives: Derivative[] = [
    { role: 'PREVIEW', file: file(AUDIO_FILES.preview), contentType: 'audio/mpeg' },
    { role: 'WAVEFORM', file: file(AUDIO_FILES.waveform), contentType: 'application/json' },
    {
      role: 'THUMBNAIL',
      file: file(AUDIO_FILES.thumbnail),
      contentType: 'image/webp',
      width: THUMBNAIL.width,
      height: THUMBNAIL.height,
    },
  ];
  await assertProduced(derivatives);
  return derivatives;
}

/**
 * Min/max per pixel of s16le mono PCM fed in chunks of any size. When the
 * pixels reach `WAVEFORM_MAX_LENGTH` they are merged pairwise and
 * `samplesPerPixel` doubles, so memory stays bounded whatever the duration
 * (exported for tests).
 */
export class PeakReducer {
  private samplesPerPixel: number;
  private readonly mins: number[] = [];
  private readonly maxs: number[] = [];
  private min = 0;
  private max = 0;
  private inPixel = 0;
  private samples = 0;
  /** An odd byte left from the previous chunk (a sample split across chunks). */
  private carry: Buffer | null = null;

  /** `samplesPerPixel`: the first guess (from the duration, aiming at ~1500 pixels); it doubles as needed. */
  constructor(samplesPerPixel: number) {
    this.samplesPerPixel = samplesPerPixel;
  }

  push(chunk: Buffer): void {
    let bytes = chunk;
    if (this.carry) {
      bytes = Buffer.concat([this.carry, chunk]);
      this.carry = null;
    }
    const whole = bytes.length - (bytes.length % 2);
    if (whole < bytes.length) this.carry = Buffer.from(bytes.subarray(whole));
    for (let offset = 0; offset < whole; offset += 2) {
      const v = bytes.readInt16LE(offset);
      if (this.inPixel === 0 || v < this.min) this.min = v;
      if (this.inPixel === 0 || v > this.max) this.max = v;
      this.inPixel++;
      if (this.inPixel === this.samplesPerPixel) this.endPixel();
    }
    this.samples += whole / 2;
  }

  finish(): WaveformJson {
    if (this.inPixel > 0) this.endPixel();
    const round = (v: number) => Math.round((v / 32768) * 1000) / 1000;
    const data: number[] = [];
    for (let i = 0; i < this.mins.length; i++) data.push(round(this.mins[i] ?? 0), round(this.maxs[i] ?? 0));
    return {
      version: 1,
      sampleRate: WAVEFORM_SAMPLE_RATE,
      samplesPerPixel: this.samplesPerPixel,
      length: this.mins.length,
      duration: Math.round((this.samples / WAVEFORM_SAMPLE_RATE) * 1000) / 1000,
      data,
    };
  }

  private endPixel(): void {
    this.mins.push(this.min);
    this.maxs.push(this.max);
    this.inPixel = 0;
    if (this.mins.length >= WAVEFORM_MAX_LENGTH) {
      // An even count (the limit is even): pixel i of the new scale is pixels 2i and 2i+1 of the old.
      for (let i = 0; i < this.mins.length / 2; i++) {
        this.mins[i] = Math.min(this.mins[2 * i] ?? 0, this.mins[2 * i + 1] ?? 0);
        this.maxs[i] = Math.max(this.maxs[2 * i] ?? 0, this.maxs[2 * i + 1] ?? 0);
      }
      this.mins.length /= 2;
      this.maxs.length /= 2;
      this.samplesPerPixel *= 2;
    }
  }
}

/** The peaks as mirrored bars, THUMBNAIL.width x height, WebP with a transparent background. */
async function waveformPicture(data: readonly number[]): Promise<Buffer> {
  const { width, height } = THUMBNAIL;
  const pixels = data.length / 2;
  const bars = Math.min(THUMBNAIL.bars, pixels);
  const step = width / bars;
  const middle = height / 2;
  const rects: string[] = [];
  for (let b = 0; b < bars; b++) {
    let peak = 0;
    for (let p = Math.floor((b * pixels) / bars); p < Math.floor(((b + 1) * pixels) / bars); p++) {
      peak = Math.max(peak, Math.abs(data[2 * p] ?? 0), Math.abs(data[2 * p + 1] ?? 0));
    }
    const h = Math.max(2, peak * (height - 8));
    rects.push(
      `<rect x="${(b * step + step * 0.15).toFixed(2)}" y="${(middle - h / 2).toFixed(2)}" width="${(step * 0.7).toFixed(2)}" height="${h.toFixed(2)}" rx="${Math.min(2, step * 0.35).toFixed(2)}"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g fill="#8a93a3">${rects.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

/**
 * What ffprobe says about an uploaded file, reduced to what the catalogue
 * stores and what the derivative commands need to be planned.
 */
import type { MediaTools } from './tools.js';
import { MediaToolError, run, untrustedInput } from './tools.js';

/** The picture of a file's first real video stream. */
export interface VideoInfo {
  /** Display size: stored size turned by `rotation` (a phone's 1920x1080 at 90° is 1080x1920). */
  width: number;
  height: number;
  /** Frames per second (average rate, else the base rate), 3 decimals; 0 when ffprobe gives neither. */
  fps: number;
  codec: string;
  pixelFormat: string;
  hasAlpha: boolean;
  /** Degrees clockwise a player turns the stored picture: 0, 90, 180 or 270. */
  rotation: number;
  /** Pixel aspect ratio (1 for square pixels; e.g. 4/3 for anamorphic HDV). */
  sampleAspectRatio: number;
}

/** The sound of a file's first audio stream. */
export interface AudioInfo {
  codec: string;
  sampleRate: number;
  channels: number;
  bitRate: number | null;
}

/** What `probe` reports about a file. */
export interface ProbeResult {
  /** ffprobe's demuxer name, e.g. `mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `mp3`. */
  formatName: string;
  durationSeconds: number | null;
  sizeBytes: number;
  /** The first video stream that is not cover art; null for audio files. */
  video: VideoInfo | null;
  audio: AudioInfo | null;
  /** Music tags found in the container or stream metadata. */
  tags: { bpm?: number; musicalKey?: string; genre?: string };
}

/** ffprobe of one file; 30 s is ample (it reads headers, not the whole file). */
const PROBE_TIMEOUT_MS = 30_000;

/** The ffprobe arguments `probe` runs (exported for the bench). */
export function probeArgs(file: string): string[] {
  return [
    '-v',
    'error',
    '-hide_banner',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    ...untrustedInput(file),
  ];
}

/**
 * Probes a local file. Rejects with a `MediaToolError` when ffprobe cannot
 * read it (damaged, not media, a refused format such as an HLS playlist).
 */
export async function probe(
  tools: MediaTools,
  file: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ProbeResult> {
  const stdout = await run(tools.ffprobe, probeArgs(file), {
    signal: options.signal,
    timeoutMs: options.timeoutMs ?? PROBE_TIMEOUT_MS,
  });
  let json: FfprobeOutput;
  try {
    json = JSON.parse(stdout.toString('utf8')) as FfprobeOutput;
  } catch (err) {
    throw new MediaToolError('ffprobe failed: unreadable output', { code: 'FAILED', cause: err });
  }
  return parseProbe(json);
}

/** The subset of `ffprobe -print_format json -show_format -show_streams` read here. */
export interface FfprobeOutput {
  format?: { format_name?: string; duration?: string; size?: string; tags?: Record<string, string> };
  streams?: FfprobeStream[];
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  sample_aspect_ratio?: string;
  sample_rate?: string;
  channels?: number;
  bit_rate?: string;
  disposition?: { attached_pic?: number };
  tags?: Record<string, string>;
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}

/** Turns ffprobe's JSON into a `ProbeResult` (pure; exported for tests). */
export function parseProbe(json: FfprobeOutput): ProbeResult {
  const streams = json.streams ?? [];
  const format = json.format ?? {};
  const v = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  const a = streams.find((s) => s.codec_type === 'audio');
  const duration = Number.parseFloat(format.duration ?? '');
  const size = Number.parseInt(format.size ?? '', 10);
  return {
    formatName: format.format_name ?? 'unknown',
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    sizeBytes: Number.isFinite(size) ? size : 0,
    video: v ? videoInfo(v) : null,
    audio: a
      ? {
          codec: a.codec_name ?? 'unknown',
          sampleRate: Number.parseInt(a.sample_rate ?? '0', 10) || 0,
          channels: a.channels ?? 0,
          bitRate: Number.parseInt(a.bit_rate ?? '', 10) || null,
        }
      : null,
    tags: musicTags([format.tags, ...streams.map((s) => s.tags)]),
  };
}

function videoInfo(s: FfprobeStream): VideoInfo {
  const rotation = rotationOf(s);
  const turned = rotation === 90 || rotation === 270;
  const width = s.width ?? 0;
  const height = s.height ?? 0;
  const pixelFormat = s.pix_fmt ?? 'unknown';
  const codec = s.codec_name ?? 'unknown';
  const sar = ratio(s.sample_aspect_ratio);
  return {
    width: turned ? height : width,
    height: turned ? width : height,
    fps: Math.round((ratio(s.avg_frame_rate) || ratio(s.r_frame_rate)) * 1000) / 1000,
    codec,
    pixelFormat,
    // VP8/VP9 carry alpha beside the picture (WebM BlockAdditional): ffprobe reports yuv420p plus this tag.
    hasAlpha:
      ALPHA_PIXEL_FORMAT.test(pixelFormat) ||
      ((codec === 'vp8' || codec === 'vp9') && tag(s.tags, 'alpha_mode') === '1'),
    rotation,
    // A turned picture's pixels are turned too: the display aspect is then height·sar / width.
    sampleAspectRatio: sar > 0 ? (turned ? 1 / sar : sar) : 1,
  };
}

/**
 * Pixel formats with an alpha channel: packed RGBA orders, gray+alpha, planar
 * YUVA and GBRA, and palettes (GIF and PNG-8 often have a transparent entry).
 */
const ALPHA_PIXEL_FORMAT = /^(?:rgba|bgra|argb|abgr|ya\d|yuva|gbrap|ayuv|vuya|pal8)/;

/** Clockwise degrees from the legacy `rotate` tag, else from the display matrix (counter-clockwise there). */
function rotationOf(s: FfprobeStream): number {
  const tagged = Number.parseFloat(tag(s.tags, 'rotate') ?? '');
  const matrix = s.side_data_list?.find((d) => d.side_data_type === 'Display Matrix')?.rotation;
  const degrees = Number.isFinite(tagged) ? tagged : matrix !== undefined ? -matrix : 0;
  return (((Math.round(degrees / 90) * 90) % 360) + 360) % 360;
}

/** "30000/1001" → 29.97…, "0/0" or missing → 0. */
function ratio(value: string | undefined): number {
  const [n, d] = (value ?? '').split(/[/:]/).map(Number);
  if (n === undefined || !Number.isFinite(n)) return 0;
  if (d === undefined) return n;
  return Number.isFinite(d) && d !== 0 ? n / d : 0;
}

function tag(tags: Record<string, string> | undefined, name: string): string | undefined {
  if (!tags) return undefined;
  const key = Object.keys(tags).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : tags[key];
}

/** BPM (`TBPM`, `bpm`), key (`TKEY`, `initialkey`, `key`) and genre, case-insensitively; first found wins. */
function musicTags(sources: (Record<string, string> | undefined)[]): ProbeResult['tags'] {
  const first = (...names: string[]) => {
    for (const source of sources) {
      for (const name of names) {
        const value = tag(source, name)?.trim();
        if (value) return value;
      }
    }
    return undefined;
  };
  const result: ProbeResult['tags'] = {};
  const bpm = Number.parseFloat(first('tbpm', 'bpm') ?? '');
  if (Number.isFinite(bpm) && bpm > 0 && bpm < 1000) result.bpm = bpm;
  const key = first('tkey', 'initialkey', 'key');
  if (key) result.musicalKey = key;
  const genre = first('genre');
  if (genre) result.genre = genre;
  return result;
}

/** The catalogue's orientation of a picture; square when the sides differ by at most 2%. */
export function orientationOf(width: number, height: number): 'LANDSCAPE' | 'PORTRAIT' | 'SQUARE' {
  if (Math.abs(width - height) <= 0.02 * Math.max(width, height)) return 'SQUARE';
  return width > height ? 'LANDSCAPE' : 'PORTRAIT';
}

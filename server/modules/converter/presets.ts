/**
 * The converter's presets, as pure functions: which presets a source can
 * take, what settings each accepts, and the exact ffmpeg arguments (and
 * output name, size and duration) a conversion runs with. The job runner,
 * the settings preview and the bench all plan through `planConversion`, so
 * what the member previews is what runs, and the bench's "bare ffmpeg" runs
 * the very same arguments.
 */
import path from 'node:path';
import type { SourceKindValue } from './conversion.entity.js';

export const PRESETS = ['MP4_WEB', 'VERTICAL', 'GIF', 'WEBP', 'MP3', 'WAV', 'COMPRESS', 'TRIM', 'RESIZE'] as const;
export type PresetValue = (typeof PRESETS)[number];

export const FILLS = ['CROP', 'BLUR'] as const;
export type FillValue = (typeof FILLS)[number];

/** What a member may set; each preset reads only its own fields (the rest are ignored and not stored). */
export interface ConversionSettings {
  /** Trim: the part of the input to convert, in seconds (every preset of a video or audio source). */
  startSeconds?: number | null;
  endSeconds?: number | null;
  /** VERTICAL: centre crop or the picture over a blurred copy of itself. */
  fill?: FillValue | null;
  /** GIF, WEBP: frames per second. */
  fps?: number | null;
  /** GIF, WEBP: output width; RESIZE: width and/or height. */
  width?: number | null;
  height?: number | null;
  /** COMPRESS: the size the file must land within 5 % under. */
  targetBytes?: number | null;
}

/** What the converter knows of a probed source. */
export interface SourceInfo {
  kind: SourceKindValue;
  name: string;
  contentType: string;
  bytes: number;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  hasAudio: boolean;
}

/** Paths a plan's passes write to, chosen by the runner. */
export interface PassFiles {
  output: string;
  /** Prefix of x264's two-pass statistics files. */
  passLog: string;
}

export interface ConversionPlan {
  preset: PresetValue;
  /** The settings this preset uses, with defaults filled in (stored on the row). */
  settings: ConversionSettings;
  /** Seconds counted against the plan's minutes (0 for images). */
  billedSeconds: number;
  /** Expected output duration: progress is ffmpeg's output time over this. */
  outSeconds: number;
  output: { name: string; ext: string; contentType: string; width: number | null; height: number | null };
  /** One line for the history and the preview ("Vertical 9:16, blurred background, 1080 × 1920"). */
  description: string;
  /** Options before `-i` (the trim start: an input seek, exact when re-encoding). */
  inputArgs: string[];
  /** The picture's filter graph without frame-rate changes (applied to a still frame by the preview); null for sound. */
  pictureFilter: string | null;
  /** COMPRESS: the size to land under; the runner re-runs the last pass once if the result misses. */
  targetBytes: number | null;
  /** The output arguments of each ffmpeg pass, in order; `bitrateScale` corrects a missed size target. */
  passes(files: PassFiles, bitrateScale?: number): string[][];
}

export type PlanError = { field: string | null; message: string; code: 'INVALID_SETTINGS' | 'NOT_FOR_SOURCE' };

export const PRESET_LABELS: Record<PresetValue, string> = {
  MP4_WEB: 'MP4 for the web (H.264/AAC)',
  VERTICAL: 'Vertical 9:16 (CapCut, TikTok, Reels)',
  GIF: 'Animated GIF',
  WEBP: 'Animated WebP',
  MP3: 'Extract audio (MP3)',
  WAV: 'Extract audio (WAV)',
  COMPRESS: 'Compress to a target size',
  TRIM: 'Trim',
  RESIZE: 'Resize',
};

/** Presets each kind of source can take. */
export const PRESETS_BY_KIND: Record<SourceKindValue, readonly PresetValue[]> = {
  VIDEO: PRESETS,
  AUDIO: ['MP3', 'WAV', 'TRIM'],
  IMAGE: ['RESIZE'],
};

/** Animated images past a minute are tens of megabytes: trim first. */
export const MAX_ANIMATION_SECONDS = 60;
const MAX_DIMENSION = 4096;
const VERTICAL_MAX_HEIGHT = 1920;
/** Below this the picture is mush; the member is told the smallest size that works. */
const MIN_VIDEO_KBPS = 100;
/** The muxer's share: aim this far under the target so the file lands inside it. */
const COMPRESS_AIM = 0.965;
const AAC = ['-c:a', 'aac', '-b:a', '160k', '-ac', '2'];
const H264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'];
const even = (n: number) => Math.max(2, 2 * Math.floor(n / 2));
const secs = (n: number) => String(Number(n.toFixed(3)));

const fail = (field: string | null, message: string, code: PlanError['code'] = 'INVALID_SETTINGS'): PlanError => ({
  field,
  message,
  code,
});

function wholeNumber(value: number | null | undefined, field: string, min: number, max: number, fallback?: number) {
  if (value == null) {
    if (fallback === undefined) return fail(field, `Choose the ${field}.`);
    return fallback;
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    return fail(field, `The ${field} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}

/** The part of the input to convert: the whole of it unless a start or end is set. */
function rangeOf(source: SourceInfo, s: ConversionSettings): { start: number; end: number } | PlanError {
  const duration = source.durationSeconds ?? 0;
  const start = s.startSeconds ?? 0;
  const end = s.endSeconds ?? duration;
  if (!Number.isFinite(start) || start < 0) return fail('startSeconds', 'The start must be 0 or later.');
  if (!Number.isFinite(end) || end > duration + 0.05) {
    return fail('endSeconds', `The end must be within the file (${secs(duration)} s).`);
  }
  if (end - start < 0.1) return fail('endSeconds', 'The end must be at least 0.1 s after the start.');
  return { start, end: Math.min(end, duration) };
}

function stemOf(name: string): string {
  const stem = path.parse(name).name.trim() || 'converted';
  return stem.slice(0, 120);
}

/** Plans one conversion, or says which setting is wrong and why. */
export function planConversion(
  source: SourceInfo,
  preset: PresetValue,
  input: ConversionSettings,
): ConversionPlan | PlanError {
  if (!PRESETS_BY_KIND[source.kind].includes(preset)) {
    const allowed = PRESETS_BY_KIND[source.kind].map((p) => PRESET_LABELS[p]).join(', ');
    return fail(
      'preset',
      `${PRESET_LABELS[preset]} does not apply to this ${source.kind.toLowerCase()} file. Choose: ${allowed}.`,
      'NOT_FOR_SOURCE',
    );
  }
  if (source.kind === 'IMAGE') return planImageResize(source, input);
  if ((preset === 'MP3' || preset === 'WAV') && !source.hasAudio) {
    return fail('preset', 'This video has no sound to extract.', 'NOT_FOR_SOURCE');
  }
  const range = rangeOf(source, input);
  if ('code' in range) return range;
  const duration = source.durationSeconds ?? 0;
  const trimmed = range.start > 0.0005 || range.end < duration - 0.0005;
  if (preset === 'TRIM' && !trimmed) return fail('startSeconds', 'Move the start or the end to trim the file.');
  const length = range.end - range.start;
  const settings: ConversionSettings = trimmed ? { startSeconds: range.start, endSeconds: range.end } : {};
  const inputArgs = range.start > 0 ? ['-ss', secs(range.start)] : [];
  const lengthArgs = trimmed ? ['-t', secs(length)] : [];
  const stem = stemOf(source.name);
  const base = { preset, billedSeconds: length, outSeconds: length, inputArgs, targetBytes: null };
  const cut = trimmed ? `, ${secs(range.start)}–${secs(range.end)} s` : '';

  if (source.kind === 'AUDIO' || preset === 'MP3' || preset === 'WAV') {
    const wav = preset === 'WAV';
    const codec = wav ? ['-c:a', 'pcm_s16le', '-f', 'wav'] : ['-c:a', 'libmp3lame', '-q:a', '2', '-f', 'mp3'];
    const ext = wav ? 'wav' : 'mp3';
    return {
      ...base,
      settings,
      output: {
        name: `${stem}${trimmed ? '-trim' : ''}.${ext}`,
        ext,
        contentType: wav ? 'audio/wav' : 'audio/mpeg',
        width: null,
        height: null,
      },
      description: `${wav ? 'WAV audio (16-bit PCM)' : 'MP3 audio (VBR ~190 kbps)'}${cut}`,
      pictureFilter: null,
      passes: ({ output }) => [['-map', '0:a:0', '-vn', ...lengthArgs, ...codec, output]],
    };
  }

  const w = source.width ?? 0;
  const h = source.height ?? 0;
  const audio = source.hasAudio ? ['-map', '0:a:0?', ...AAC] : ['-an'];
  const mp4 =
    (filter: string, extra: string[] = []) =>
    (output: string) => [
      '-map',
      '0:v:0',
      ...audio,
      ...lengthArgs,
      '-vf',
      filter,
      ...H264,
      ...extra,
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      output,
    ];
  const video = (
    name: string,
    width: number,
    height: number,
    filter: string,
    description: string,
    run: (o: string) => string[],
  ) => ({
    ...base,
    settings,
    output: { name, ext: name.slice(name.lastIndexOf('.') + 1), contentType: 'video/mp4', width, height },
    description: `${description}, ${width} × ${height}${cut}`,
    pictureFilter: filter,
    passes: ({ output }: PassFiles) => [run(output)],
  });
  const keepSize = `scale=${even(w)}:${even(h)},setsar=1`;

  switch (preset) {
    case 'MP4_WEB':
    case 'TRIM':
      return video(
        `${stem}-${preset === 'TRIM' ? 'trim' : 'web'}.mp4`,
        even(w),
        even(h),
        keepSize,
        'MP4, H.264/AAC',
        mp4(keepSize, ['-crf', '23']),
      );
    case 'VERTICAL': {
      const fill: FillValue = input.fill ?? 'CROP';
      if (!FILLS.includes(fill)) return fail('fill', 'Choose CROP or BLUR.');
      const oh = Math.min(VERTICAL_MAX_HEIGHT, even(Math.max(w, h)));
      const ow = even((oh * 9) / 16);
      const cover = `scale=${ow}:${oh}:force_original_aspect_ratio=increase,crop=${ow}:${oh}`;
      const filter =
        fill === 'CROP'
          ? `${cover},setsar=1`
          : `split[bg][fg];[bg]${cover},boxblur=20:2[back];[fg]scale=${ow}:${oh}:force_original_aspect_ratio=decrease[front];[back][front]overlay=(W-w)/2:(H-h)/2,setsar=1`;
      return {
        ...video(
          `${stem}-9x16.mp4`,
          ow,
          oh,
          filter,
          `Vertical 9:16, ${fill === 'CROP' ? 'centre crop' : 'blurred background'}`,
          mp4(filter, ['-crf', '23']),
        ),
        settings: { ...settings, fill },
      };
    }
    case 'GIF':
    case 'WEBP': {
      if (length > MAX_ANIMATION_SECONDS + 0.0005) {
        return fail('endSeconds', `Animations are limited to ${MAX_ANIMATION_SECONDS} seconds: trim the clip first.`);
      }
      const fps = wholeNumber(input.fps, 'fps', 1, 30, preset === 'GIF' ? 12 : 15);
      if (typeof fps !== 'number') return fps;
      const width = wholeNumber(input.width, 'width', 64, 1280, Math.min(480, even(w)));
      if (typeof width !== 'number') return width;
      const ow = even(width);
      const oh = even((ow * h) / w);
      const scale = `scale=${ow}:${oh}:flags=lanczos,setsar=1`;
      const gif = preset === 'GIF';
      const picture = gif
        ? `${scale},split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4`
        : scale;
      const codec = gif ? ['-f', 'gif'] : ['-c:v', 'libwebp_anim', '-lossless', '0', '-quality', '75', '-f', 'webp'];
      return {
        ...base,
        settings: { ...settings, fps, width: ow },
        output: {
          name: `${stem}.${gif ? 'gif' : 'webp'}`,
          ext: gif ? 'gif' : 'webp',
          contentType: gif ? 'image/gif' : 'image/webp',
          width: ow,
          height: oh,
        },
        description: `${gif ? 'Animated GIF' : 'Animated WebP'}, ${fps} fps, ${ow} × ${oh}${cut}`,
        pictureFilter: picture,
        passes: ({ output }) => [
          ['-map', '0:v:0', '-an', ...lengthArgs, '-vf', `fps=${fps},${picture}`, '-loop', '0', ...codec, output],
        ],
      };
    }
    case 'RESIZE': {
      const size = resizeTo(w, h, input, true);
      if ('code' in size) return size;
      const filter = fitFilter(size.width, size.height, input);
      return {
        ...video(
          `${stem}-${size.width}x${size.height}.mp4`,
          size.width,
          size.height,
          filter,
          'Resized MP4',
          mp4(filter, ['-crf', '23']),
        ),
        settings: { ...settings, width: input.width ?? null, height: input.height ?? null },
      };
    }
    case 'COMPRESS': {
      const target = input.targetBytes;
      if (target == null || !Number.isFinite(target))
        return fail('targetBytes', 'Choose the size the file should fit in.');
      const audioKbps = source.hasAudio ? 96 : 0;
      const minBytes = Math.ceil(((MIN_VIDEO_KBPS + audioKbps) * 1000 * length) / 8 / COMPRESS_AIM);
      if (target < minBytes) {
        return fail(
          'targetBytes',
          `That is too small for ${secs(length)} s of video: choose at least ${(minBytes / 1e6).toFixed(1)} MB.`,
        );
      }
      if (target >= source.bytes) {
        return fail('targetBytes', `The file is already ${(source.bytes / 1e6).toFixed(1)} MB: choose a smaller size.`);
      }
      const totalKbps = (target * 8 * COMPRESS_AIM) / length / 1000;
      const videoKbps = Math.floor(totalKbps - audioKbps);
      const sound = source.hasAudio ? ['-map', '0:a:0?', '-c:a', 'aac', '-b:a', `${audioKbps}k`, '-ac', '2'] : ['-an'];
      return {
        ...base,
        settings: { ...settings, targetBytes: Math.floor(target) },
        targetBytes: Math.floor(target),
        output: {
          name: `${stem}-${(target / 1e6).toFixed(1).replace(/\.0$/, '')}mb.mp4`,
          ext: 'mp4',
          contentType: 'video/mp4',
          width: even(w),
          height: even(h),
        },
        description: `Compressed MP4 under ${(target / 1e6).toFixed(1)} MB (two-pass, ${videoKbps} kbps video), ${even(w)} × ${even(h)}${cut}`,
        pictureFilter: keepSize,
        passes: ({ output, passLog }, scale = 1) => {
          const rate = ['-b:v', `${Math.max(MIN_VIDEO_KBPS, Math.floor(videoKbps * scale))}k`];
          const common = ['-map', '0:v:0', ...lengthArgs, '-vf', keepSize, ...H264, ...rate, '-passlogfile', passLog];
          return [
            [...common, '-pass', '1', '-an', '-f', 'null', '/dev/null'],
            [...common, '-pass', '2', ...sound, '-movflags', '+faststart', '-f', 'mp4', output],
          ];
        },
      };
    }
    default:
      return fail('preset', 'Unknown preset.');
  }
}

/** RESIZE: one side keeps the aspect ratio; both fit the picture inside and pad the rest. */
function resizeTo(
  w: number,
  h: number,
  s: ConversionSettings,
  evenSides: boolean,
): { width: number; height: number } | PlanError {
  if (s.width == null && s.height == null) return fail('width', 'Give a width, a height or both.');
  const width = s.width == null ? null : wholeNumber(s.width, 'width', 16, MAX_DIMENSION);
  if (width !== null && typeof width !== 'number') return width;
  const height = s.height == null ? null : wholeNumber(s.height, 'height', 16, MAX_DIMENSION);
  if (height !== null && typeof height !== 'number') return height;
  const round = evenSides ? even : (n: number) => Math.max(1, Math.round(n));
  const ow = round(width ?? ((height as number) * w) / h);
  const oh = round(height ?? ((width as number) * h) / w);
  if (ow > MAX_DIMENSION || oh > MAX_DIMENSION)
    return fail(width ? 'width' : 'height', `That makes a side longer than ${MAX_DIMENSION} px.`);
  return { width: ow, height: oh };
}

function fitFilter(ow: number, oh: number, s: ConversionSettings): string {
  if (s.width != null && s.height != null) {
    return `scale=${ow}:${oh}:force_original_aspect_ratio=decrease,pad=${ow}:${oh}:(ow-iw)/2:(oh-ih)/2,setsar=1`;
  }
  return `scale=${ow}:${oh},setsar=1`;
}

const IMAGE_OUTPUTS: Record<string, { ext: string; contentType: string; codec: string[] }> = {
  'image/jpeg': {
    ext: 'jpg',
    contentType: 'image/jpeg',
    codec: ['-c:v', 'mjpeg', '-q:v', '2', '-pix_fmt', 'yuvj444p', '-f', 'image2'],
  },
  'image/webp': { ext: 'webp', contentType: 'image/webp', codec: ['-c:v', 'libwebp', '-quality', '90', '-f', 'webp'] },
  'image/png': { ext: 'png', contentType: 'image/png', codec: ['-c:v', 'png', '-f', 'image2'] },
};

/** An image keeps its format when ffmpeg writes it (JPEG, PNG, WebP); others become PNG. */
function planImageResize(source: SourceInfo, input: ConversionSettings): ConversionPlan | PlanError {
  const size = resizeTo(source.width ?? 0, source.height ?? 0, input, false);
  if ('code' in size) return size;
  const out = IMAGE_OUTPUTS[source.contentType] ?? (IMAGE_OUTPUTS['image/png'] as (typeof IMAGE_OUTPUTS)[string]);
  const filter = fitFilter(size.width, size.height, input);
  return {
    preset: 'RESIZE',
    settings: { width: input.width ?? null, height: input.height ?? null },
    billedSeconds: 0,
    outSeconds: 0,
    inputArgs: [],
    targetBytes: null,
    output: {
      name: `${stemOf(source.name)}-${size.width}x${size.height}.${out.ext}`,
      ext: out.ext,
      contentType: out.contentType,
      width: size.width,
      height: size.height,
    },
    description: `Resized ${out.ext.toUpperCase()}, ${size.width} × ${size.height}`,
    pictureFilter: filter,
    passes: ({ output }) => [['-map', '0:v:0', '-vf', filter, '-frames:v', '1', ...out.codec, output]],
  };
}

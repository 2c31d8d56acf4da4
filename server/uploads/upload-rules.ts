/**
 * What may be uploaded: the metadata a tus upload must carry, the size limit
 * of each kind, and which content types (detected from the bytes, never taken
 * from the name or the client's word) each kind accepts. Pure functions, so
 * the tus plumbing in tus-server.ts only has to apply them.
 */
import type { FileTypeResult } from 'file-type';
import type { Config } from '../config.js';
import type { MediaKindValue } from '../modules/catalog/taxonomy.entity.js';

export const MEDIA_KINDS: readonly MediaKindValue[] = ['ASSET', 'IMAGE', 'AUDIO'];
export const MAX_FILENAME_LENGTH = 255;
/** file-type's own advice: enough bytes to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

/** An upload refused with an HTTP status and a plain-text message, in the shape @tus/server sends. */
export interface UploadRejection {
  status_code: number;
  body: string;
}

export const reject = (status_code: number, message: string): UploadRejection => ({ status_code, body: message });

export function isUploadRejection(err: unknown): err is UploadRejection {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as UploadRejection).status_code === 'number' &&
    typeof (err as UploadRejection).body === 'string'
  );
}

interface KindRule {
  /** "The file is not a video …" */
  noun: string;
  /** Which config.uploads.maxBytes entry limits it. */
  limit: keyof Config['uploads']['maxBytes'];
  /** Detected MIME types (without parameters) accepted for the kind. */
  accepted: ReadonlySet<string>;
  acceptedText: string;
}

/**
 * Assets are video clips (animations, transitions, overlays): the processing
 * job runs ffmpeg on them, so only containers it reads well are taken.
 * Images must decode with sharp; audio with ffmpeg.
 */
const RULES: Record<MediaKindValue, KindRule> = {
  ASSET: {
    noun: 'a video',
    limit: 'video',
    accepted: new Set([
      'video/mp4',
      'video/x-m4v',
      'video/quicktime',
      'video/webm',
      'video/matroska',
      'video/x-matroska',
    ]),
    acceptedText: 'MP4, MOV, WebM or MKV',
  },
  IMAGE: {
    noun: 'an image',
    limit: 'image',
    accepted: new Set(['image/png', 'image/jpeg', 'image/webp', 'image/tiff', 'image/gif', 'image/avif']),
    acceptedText: 'PNG, JPEG, WebP, TIFF, GIF or AVIF',
  },
  AUDIO: {
    noun: 'an audio file',
    limit: 'audio',
    accepted: new Set([
      'audio/wav',
      'audio/x-wav',
      'audio/vnd.wave',
      'audio/mpeg',
      'audio/flac',
      'audio/x-flac',
      'audio/ogg',
      'audio/aac',
      'audio/mp4',
      'audio/x-m4a',
      'audio/aiff',
    ]),
    acceptedText: 'WAV, MP3, FLAC, OGG, AAC, M4A or AIFF',
  },
};

/** What the server keeps in the tus upload's metadata (anything else the client sent is dropped). */
export interface UploadMetadata {
  filename: string;
  filetype: string;
  kind: MediaKindValue;
  /** Set by the server at creation: only this admin may continue, inspect or cancel the upload. */
  uploaderId: string;
}

/** The client's Upload-Metadata and Upload-Length, checked before a single byte is accepted. */
export function checkNewUpload(
  raw: Record<string, string | null> | undefined,
  size: number | undefined,
  limits: Config['uploads']['maxBytes'],
  uploaderId: string,
): UploadMetadata | UploadRejection {
  const meta = raw ?? {};
  const kind = meta.kind ?? '';
  if (!MEDIA_KINDS.includes(kind as MediaKindValue)) {
    return reject(
      400,
      kind
        ? `Unknown kind "${kind.slice(0, 40)}": use ASSET, IMAGE or AUDIO.`
        : 'Say what the file is: Upload-Metadata needs kind (ASSET, IMAGE or AUDIO).',
    );
  }
  const filename = meta.filename ?? '';
  if (!filename.trim()) return reject(400, 'Upload-Metadata needs the file name (filename).');
  if (filename.length > MAX_FILENAME_LENGTH) {
    return reject(400, `The file name is longer than ${MAX_FILENAME_LENGTH} characters. Rename the file.`);
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(filename)) return reject(400, 'The file name contains control characters.');
  // Browsers send an empty type for files they do not know (e.g. .mkv), so only its presence is required.
  if (!('filetype' in meta)) return reject(400, 'Upload-Metadata needs the file type (filetype).');
  const filetype = (meta.filetype ?? '').slice(0, 255);
  if (size === undefined) return reject(400, 'Upload-Length is required: uploads of unknown length are not accepted.');
  if (size === 0) return reject(400, 'The file is empty.');
  const rule = RULES[kind as MediaKindValue];
  const max = limits[rule.limit];
  if (size > max) {
    return reject(
      413,
      `The file is ${formatBytes(size)}, more than the ${formatBytes(max)} limit for ${rule.limit} uploads.`,
    );
  }
  return { filename, filetype, kind: kind as MediaKindValue, uploaderId };
}

/** The metadata as stored at creation; null for an upload this server did not create. */
export function storedMetadata(raw: Record<string, string | null> | undefined): UploadMetadata | null {
  const kind = raw?.kind as MediaKindValue | undefined;
  if (!raw?.uploaderId || !raw.filename || !kind || !MEDIA_KINDS.includes(kind)) return null;
  return { filename: raw.filename, filetype: raw.filetype ?? '', kind, uploaderId: raw.uploaderId };
}

/** Whether the type detected from the bytes is one the kind accepts. */
export function isAccepted(kind: MediaKindValue, detected: FileTypeResult | undefined): detected is FileTypeResult {
  return detected !== undefined && RULES[kind].accepted.has(baseMime(detected.mime));
}

/**
 * The 415 for a file of the wrong type. `head` (its first bytes) only words the
 * refusal: "it looks like plain text" helps more than "unknown".
 */
export function wrongType(kind: MediaKindValue, detected: FileTypeResult | undefined, head: Buffer): UploadRejection {
  const rule = RULES[kind];
  return reject(
    415,
    `The file is not ${rule.noun} (it looks like ${describe(detected, head)}). Upload ${rule.acceptedText}.`,
  );
}

/** `audio/ogg; codecs=opus` → `audio/ogg`. */
export function baseMime(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

function describe(detected: FileTypeResult | undefined, head: Buffer): string {
  if (detected) return `${detected.ext.toUpperCase()}, ${baseMime(detected.mime)}`;
  if (head.length > 0 && looksLikeText(head)) return 'plain text';
  return 'a format we do not recognise';
}

function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  // A multi-byte character cut at the end of the sample is still text.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, bytes.length - 3));
  return !text.includes('\uFFFD');
}

/** 2147483648 → "2 GB", 52428800 → "50 MB" (binary units, as operating systems show file sizes). */
export function formatBytes(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Number(gb.toFixed(1))} GB`;
  const mb = bytes / 1024 ** 2;
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

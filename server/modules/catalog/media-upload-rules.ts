/**
 * What may be uploaded to the catalogue: the metadata a tus upload must carry,
 * the size limit of each kind, and which content types (detected from the
 * bytes, never taken from the name or the client's word) each kind accepts.
 * Pure functions; the upload policy (media-uploads.ts) applies them.
 */
import type { FileTypeResult } from 'file-type';
import type { Config } from '../../config.js';
import {
  baseMime,
  checkFileMetadata,
  describeContent,
  formatBytes,
  isUploadRejection,
  reject,
  type StoredUploadMetadata,
  type UploadRejection,
} from '../../uploads/policy.js';
import type { MediaKindValue } from './taxonomy.entity.js';

export const MEDIA_KINDS: readonly MediaKindValue[] = ['ASSET', 'IMAGE', 'AUDIO'];

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
export interface UploadMetadata extends StoredUploadMetadata {
  kind: MediaKindValue;
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
  const file = checkFileMetadata(meta, size);
  if (isUploadRejection(file)) return file;
  const rule = RULES[kind as MediaKindValue];
  const max = limits[rule.limit];
  if (file.size > max) {
    return reject(
      413,
      `The file is ${formatBytes(file.size)}, more than the ${formatBytes(max)} limit for ${rule.limit} uploads.`,
    );
  }
  return { filename: file.filename, filetype: file.filetype, kind: kind as MediaKindValue, uploaderId };
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
    `The file is not ${rule.noun} (it looks like ${describeContent(detected, head)}). Upload ${rule.acceptedText}.`,
  );
}

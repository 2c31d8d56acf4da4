/**
 * What an upload endpoint accepts. The tus plumbing (tus-server.ts,
 * content-check.ts, staging) is the platform's; who may upload, what a file
 * must be and what a finished upload becomes belong to the module that mounts
 * an endpoint, and it says so with an `UploadPolicy`.
 */
import type { Upload } from '@tus/server';
import type { FileTypeResult } from 'file-type';
import type { AppDeps } from '../graphql/context.js';
import type { Viewer } from '../graphql/identity.js';
import type { Staging } from './staging.js';

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

/** What every upload keeps in its tus metadata: the policy adds its own fields. */
export interface StoredUploadMetadata {
  filename: string;
  filetype: string;
  /** Set by the server at creation: only this user may continue, inspect or cancel the upload. */
  uploaderId: string;
}

export interface UploadPolicy<M extends StoredUploadMetadata = StoredUploadMetadata> {
  /** Why this signed-in, enabled viewer may not upload here (→ 403), or null. */
  refuse(viewer: Viewer): string | null;
  /**
   * The client's Upload-Metadata and Upload-Length, checked before a single
   * byte is accepted. May read the database (a per-plan size limit).
   */
  checkNew(
    raw: Record<string, string | null> | undefined,
    size: number | undefined,
    uploaderId: string,
  ): M | UploadRejection | Promise<M | UploadRejection>;
  /** The metadata as stored at creation; null for an upload this policy did not create. */
  stored(raw: Record<string, string | null> | undefined): M | null;
  /** Whether the type detected from the bytes is one the upload may be. */
  accepts(meta: M, detected: FileTypeResult | undefined): detected is FileTypeResult;
  /** The 415 for a file of the wrong type; `head` (its first bytes) only words the refusal. */
  wrongType(meta: M, detected: FileTypeResult | undefined, head: Buffer): UploadRejection;
  /**
   * Turns the complete, staged upload into whatever it is for, and removes it
   * from staging. Idempotent per upload. Returns response headers for the
   * final PATCH (e.g. the id of what was made), which tus exposes to browsers.
   */
  finish(deps: AppDeps, staging: Staging, upload: Upload, meta: M): Promise<Record<string, string>>;
  /** Names of the headers `finish` sets, exposed to browsers through CORS. */
  finishHeaders: readonly string[];
}

/** `audio/ogg; codecs=opus` → `audio/ogg`. */
export function baseMime(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

/** "PNG, image/png", "plain text" or "a format we do not recognise": words for a refusal. */
export function describeContent(detected: FileTypeResult | undefined, head: Buffer): string {
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

/**
 * A size in a member-facing message, written exactly as the client's
 * lib/bytes.ts writes it (decimal units, one decimal below 100): the
 * converter's refusal names the same number its page states. The operator
 * limits above (set in MiB) keep formatBytes. test/unit/bytes.test.ts holds
 * the two writers together.
 */
export function formatFileSize(bytes: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  const rounded = (value: number) => (value < 100 ? Math.round(value * 10) / 10 : Math.round(value));
  if (!Number.isFinite(bytes) || bytes < 1000) return `${Math.max(0, Math.round(bytes) || 0)} B`;
  let value = bytes / 1000;
  let unit = 0;
  while (rounded(value) >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${rounded(value)} ${units[unit]}`;
}

export const MAX_FILENAME_LENGTH = 255;

/**
 * The checks every upload's metadata passes whatever it is for: a sane file
 * name, a (possibly empty) declared type, and a known, non-zero length.
 */
export function checkFileMetadata(
  meta: Record<string, string | null>,
  size: number | undefined,
): { filename: string; filetype: string; size: number } | UploadRejection {
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
  return { filename, filetype, size };
}

/**
 * The storage contract every driver (local directory, Google Cloud Storage) honours.
 * Callers never see which backend they talk to: the contract suite in
 * test/api/storage.contract.test.ts runs unchanged against both.
 */
import type { Readable, Writable } from 'node:stream';

/** `public`: previews, thumbnails, avatars, readable by plain URL. `private`: originals, only via signed URL. */
export type BucketKind = 'public' | 'private';

/** The product spec's "stored file metadata", shaped like GCS's object resource. */
export interface StoredFileMetadata {
  bucket: string;
  /** Object path inside the bucket, e.g. `assets/42/original.mp4`. */
  fullPath: string;
  /** Last segment of `fullPath`. */
  name: string;
  size: number;
  contentType: string;
  timeCreated: Date;
  updated: Date;
  /** Base64 MD5 of the bytes, as GCS reports it. */
  md5Hash: string;
  customMetadata: Record<string, string>;
}

export interface WriteOptions {
  contentType: string;
  customMetadata?: Record<string, string>;
  /**
   * The object is only ever linked by a versioned URL (`?v=<write time>`, as
   * media derivatives are) or a content-addressed path, so caches may keep
   * it for a year (CACHE_CONTROL.versioned). Public objects only.
   */
  versioned?: boolean;
}

/** Inclusive byte offsets, as in an HTTP Range header; `start` must lie inside the object. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface SignedUrlOptions {
  /** 1 s to 7 days, the limit of GCS V4 signatures. */
  expiresInSeconds: number;
  /** Makes the browser save the file under this name instead of displaying it. */
  downloadName?: string;
}

export interface StorageWriteStream extends Writable {
  /**
   * Settles with the stored object once it is committed ('finish' fires only then),
   * or rejects if the write failed or was destroyed, in which case nothing was stored
   * and any previous object at the path is untouched.
   */
  readonly done: Promise<StoredFileMetadata>;
}

export interface StorageDriver {
  readonly name: 'local' | 'gcs';
  bucketName(kind: BucketKind): string;
  /** Buffers suit small files; pass a stream for anything that could be large (uploads go up to 2 GiB). */
  write(kind: BucketKind, path: string, source: Readable | Buffer, opts: WriteOptions): Promise<StoredFileMetadata>;
  /**
   * Stores a file that lies on this machine (a tool's output), which stays
   * where it is. Faster than `write` with a stream on local storage: the copy
   * is the kernel's and the hash is read beside it.
   */
  writeFile(kind: BucketKind, path: string, file: string, opts: WriteOptions): Promise<StoredFileMetadata>;
  createWriteStream(kind: BucketKind, path: string, opts: WriteOptions): StorageWriteStream;
  /** A missing object surfaces as a StorageNotFoundError on the stream. */
  createReadStream(kind: BucketKind, path: string, range?: ByteRange): Readable;
  /**
   * The object's bytes as a file on this machine, for tools that read files
   * (ffmpeg): the local driver names its stored file itself, to be read and
   * never written or removed; other drivers download a copy to `copyTo`.
   * Saves copying a large upload before a conversion can start.
   */
  localFile(kind: BucketKind, path: string, copyTo: string, signal?: AbortSignal): Promise<string>;
  getMetadata(kind: BucketKind, path: string): Promise<StoredFileMetadata>;
  exists(kind: BucketKind, path: string): Promise<boolean>;
  /** A time-limited GET URL; the only way to read private objects over HTTP. */
  signedUrl(kind: BucketKind, path: string, opts: SignedUrlOptions): Promise<string>;
  /** A permanent URL of a public-bucket object. */
  publicUrl(path: string): string;
  /** Succeeds whether or not the object exists. */
  delete(kind: BucketKind, path: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
  constructor(
    readonly bucket: string,
    readonly path: string,
  ) {
    super(`No such object: ${bucket}/${path}`);
  }
}

export class InvalidStoragePathError extends Error {
  override name = 'InvalidStoragePathError';
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`Invalid storage path ${JSON.stringify(path)}: ${reason}`);
  }
}

/** GCS's own limit on object names. */
const MAX_PATH_BYTES = 1024;
const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Object paths are relative, `/`-separated names. Rejecting `.`/`..` segments,
 * empty segments, control characters and backslashes here keeps the local driver
 * inside its directory and makes a name mean the same thing on disk and in GCS.
 */
export function assertValidPath(path: string): void {
  if (path.length === 0) throw new InvalidStoragePathError(path, 'is empty');
  if (Buffer.byteLength(path) > MAX_PATH_BYTES) {
    throw new InvalidStoragePathError(path, `is longer than ${MAX_PATH_BYTES} bytes`);
  }
  for (let i = 0; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x5c) {
      throw new InvalidStoragePathError(path, 'contains a control character or a backslash');
    }
  }
  if (path.startsWith('/')) throw new InvalidStoragePathError(path, 'must be relative (no leading "/")');
  for (const segment of path.split('/')) {
    if (segment === '') throw new InvalidStoragePathError(path, 'has an empty segment ("//" or a trailing "/")');
    if (segment === '.' || segment === '..') {
      throw new InvalidStoragePathError(path, 'contains a "." or ".." segment');
    }
  }
}

export function assertValidExpiry(seconds: number): void {
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_SIGNED_URL_SECONDS) {
    throw new RangeError(`expiresInSeconds must be a whole number from 1 to ${MAX_SIGNED_URL_SECONDS}`);
  }
}

export function assertValidRange(range: ByteRange | undefined): void {
  if (range === undefined) return;
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0 || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) {
    throw new RangeError(`Invalid byte range ${JSON.stringify(range)}`);
  }
}

/**
 * RFC 6266 attachment header: an ASCII fallback for old clients plus the exact
 * UTF-8 name. Quotes, backslashes and control characters never reach the header,
 * so a hostile file name cannot inject header syntax.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Last path segment, the spec's `name` field. */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Percent-encodes each segment but keeps the slashes, so URLs stay readable and CDN-cacheable. */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * Cache policy: a public path may be overwritten (re-processing writes the
 * same names), so a plain URL must show a new version within the hour; a
 * versioned URL (`?v=<write time>`, see WriteOptions.versioned) names one
 * version for good, and is cached for a year without revalidation.
 */
export const CACHE_CONTROL: Record<BucketKind | 'versioned', string> = {
  public: 'public, max-age=3600',
  versioned: 'public, max-age=31536000, immutable',
  private: 'private, no-store',
};

/**
 * Text worth compressing on the way out (JSON such as waveform peaks, VTT
 * captions, SVG, XML, plain text); media formats are compressed already.
 */
export function isTextContent(contentType: string): boolean {
  return /^(text\/|image\/svg\+xml|application\/(json|xml|javascript|[\w.-]+\+(json|xml)))/i.test(contentType);
}

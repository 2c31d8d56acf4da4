/**
 * Google Cloud Storage driver.
 *
 * Credentials: Application Default Credentials in production. Signing URLs
 * then needs either a key file or, on Cloud Run/GCE, the IAM `signBlob`
 * permission (roles/iam.serviceAccountTokenCreator on the service account itself).
 * The public bucket must grant allUsers `roles/storage.objectViewer` for publicUrl() to work.
 *
 * Retries follow the spec ("operations 2 minutes, uploads 10 minutes") as time
 * budgets, hence two clients: the library keeps retry settings per client, not per call.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type File, type FileMetadata, IdempotencyStrategy, Storage, type StorageOptions } from '@google-cloud/storage';
import {
  assertValidExpiry,
  assertValidPath,
  assertValidRange,
  attachmentDisposition,
  type BucketKind,
  type ByteRange,
  baseName,
  CACHE_CONTROL,
  encodePath,
  type SignedUrlOptions,
  type StorageDriver,
  StorageNotFoundError,
  type StorageWriteStream,
  type StoredFileMetadata,
  type WriteOptions,
} from './types.js';

export interface ServiceAccountCredentials {
  client_email: string;
  private_key: string;
}

export interface GcsStorageOptions {
  buckets: Record<BucketKind, string>;
  projectId?: string;
  /** An emulator or private endpoint, e.g. http://127.0.0.1:4443; default is the public GCS endpoint. */
  apiEndpoint?: string;
  /** A service-account key; without it the library uses ADC. */
  credentials?: ServiceAccountCredentials;
  /**
   * Resumable uploads send the stream in chunks of this size (a multiple of 256 KiB)
   * and keep the current chunk in memory, so a dropped connection resumes instead of
   * failing a 2 GiB upload.
   */
  uploadChunkSize?: number;
}

const OPERATION_RETRY_SECONDS = 2 * 60;
const UPLOAD_RETRY_SECONDS = 10 * 60;
const DEFAULT_UPLOAD_CHUNK_SIZE = 8 * 1024 * 1024;
const PUBLIC_ENDPOINT = 'https://storage.googleapis.com';

/**
 * The budget, not the count, should end retrying, so maxRetries is set above what
 * the backoff (1 s doubling to maxRetryDelay) can fit into totalTimeout.
 * RetryAlways: our writes replace a whole object with the same bytes and our delete
 * ignores "not found", so repeating them is harmless; the library's default
 * (retry only with generation preconditions) would never retry an upload.
 */
function retryBudget(totalTimeoutSeconds: number): StorageOptions['retryOptions'] {
  return {
    autoRetry: true,
    totalTimeout: totalTimeoutSeconds,
    maxRetryDelay: 64,
    retryDelayMultiplier: 2,
    maxRetries: 20,
    idempotencyStrategy: IdempotencyStrategy.RetryAlways,
  };
}

/**
 * How every client of ours reaches GCS (this driver, the tus staging store):
 * ADC or the given key, and an optional emulator or private endpoint. The
 * library skips auth for any custom endpoint (right for emulators), but
 * Google's own private endpoints (*.googleapis.com) still need a token.
 */
export function gcsClientOptions(
  options: Pick<GcsStorageOptions, 'projectId' | 'apiEndpoint' | 'credentials'>,
): StorageOptions {
  const endpoint = options.apiEndpoint?.replace(/\/+$/, '');
  return {
    projectId: options.projectId,
    credentials: options.credentials,
    apiEndpoint: endpoint,
    useAuthWithCustomEndpoint: endpoint !== undefined && new URL(endpoint).hostname.endsWith('.googleapis.com'),
  };
}

export class GcsStorageDriver implements StorageDriver {
  readonly name = 'gcs';
  private readonly operations: Storage;
  private readonly uploads: Storage;
  private readonly publicOrigin: string;
  private readonly uploadChunkSize: number;

  constructor(private readonly options: GcsStorageOptions) {
    const client = gcsClientOptions(options);
    this.operations = new Storage({ ...client, retryOptions: retryBudget(OPERATION_RETRY_SECONDS) });
    this.uploads = new Storage({ ...client, retryOptions: retryBudget(UPLOAD_RETRY_SECONDS) });
    this.publicOrigin = client.apiEndpoint ?? PUBLIC_ENDPOINT;
    this.uploadChunkSize = options.uploadChunkSize ?? DEFAULT_UPLOAD_CHUNK_SIZE;
  }

  bucketName(kind: BucketKind): string {
    return this.options.buckets[kind];
  }

  async write(
    kind: BucketKind,
    path: string,
    source: Readable | Buffer,
    opts: WriteOptions,
  ): Promise<StoredFileMetadata> {
    if (!Buffer.isBuffer(source)) {
      const sink = this.createWriteStream(kind, path, opts);
      await pipeline(source, sink);
      return sink.done;
    }
    // One multipart request. save() wraps it in the retry budget; a bare multipart write stream never retries.
    const file = this.file(this.uploads, kind, path);
    await file.save(source, { resumable: false, metadata: objectMetadata(kind, opts) });
    return toMetadata(this.bucketName(kind), path, file.metadata);
  }

  writeFile(kind: BucketKind, path: string, file: string, opts: WriteOptions): Promise<StoredFileMetadata> {
    return this.write(kind, path, createReadStream(file), opts);
  }

  createWriteStream(kind: BucketKind, path: string, opts: WriteOptions): StorageWriteStream {
    const file = this.file(this.uploads, kind, path);
    return new GcsUpload(file, this.bucketName(kind), path, objectMetadata(kind, opts), this.uploadChunkSize);
  }

  createReadStream(kind: BucketKind, path: string, range?: ByteRange): Readable {
    const file = this.file(this.operations, kind, path);
    assertValidRange(range);
    // Whole-object reads are checked against the stored CRC32C by the library; ranges cannot be.
    const source = file.createReadStream(range ? { start: range.start, end: range.end } : {});
    const bucket = this.bucketName(kind);
    async function* chunks() {
      try {
        yield* source;
      } catch (err) {
        throw isNotFound(err) ? new StorageNotFoundError(bucket, path) : err;
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  async localFile(kind: BucketKind, path: string, copyTo: string, signal?: AbortSignal): Promise<string> {
    try {
      await pipeline(this.createReadStream(kind, path), createWriteStream(copyTo), { signal });
    } catch (err) {
      await rm(copyTo, { force: true });
      throw err;
    }
    return copyTo;
  }

  async getMetadata(kind: BucketKind, path: string): Promise<StoredFileMetadata> {
    const file = this.file(this.operations, kind, path);
    try {
      const [metadata] = await file.getMetadata();
      return toMetadata(this.bucketName(kind), path, metadata);
    } catch (err) {
      throw isNotFound(err) ? new StorageNotFoundError(this.bucketName(kind), path) : err;
    }
  }

  async exists(kind: BucketKind, path: string): Promise<boolean> {
    const [exists] = await this.file(this.operations, kind, path).exists();
    return exists;
  }

  async signedUrl(kind: BucketKind, path: string, opts: SignedUrlOptions): Promise<string> {
    const file = this.file(this.operations, kind, path);
    assertValidExpiry(opts.expiresInSeconds);
    const [url] = await file.getSignedUrl({
      version: 'v4',
      action: 'read',
      expires: Date.now() + opts.expiresInSeconds * 1000,
      // Not `promptSaveAs`: it pastes the name between quotes unescaped.
      responseDisposition: opts.downloadName === undefined ? undefined : attachmentDisposition(opts.downloadName),
    });
    return url;
  }

  publicUrl(path: string): string {
    assertValidPath(path);
    return `${this.publicOrigin}/${this.bucketName('public')}/${encodePath(path)}`;
  }

  async delete(kind: BucketKind, path: string): Promise<void> {
    await this.file(this.operations, kind, path).delete({ ignoreNotFound: true });
  }

  private file(client: Storage, kind: BucketKind, path: string): File {
    assertValidPath(path);
    return client.bucket(this.bucketName(kind)).file(path);
  }
}

function objectMetadata(kind: BucketKind, opts: WriteOptions): FileMetadata {
  const cacheControl = kind === 'public' && opts.versioned ? CACHE_CONTROL.versioned : CACHE_CONTROL[kind];
  return { contentType: opts.contentType, cacheControl, metadata: { ...opts.customMetadata } };
}

function isNotFound(err: unknown): boolean {
  return (err as { code?: unknown }).code === 404;
}

function toMetadata(bucket: string, path: string, metadata: FileMetadata): StoredFileMetadata {
  const customMetadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata.metadata ?? {})) {
    if (value !== null && value !== undefined) customMetadata[key] = String(value);
  }
  return {
    bucket,
    fullPath: path,
    name: baseName(path),
    size: Number(metadata.size),
    contentType: metadata.contentType ?? 'application/octet-stream',
    timeCreated: new Date(metadata.timeCreated ?? Number.NaN),
    updated: new Date(metadata.updated ?? Number.NaN),
    md5Hash: metadata.md5Hash ?? '',
    customMetadata,
  };
}

/**
 * A chunked resumable upload, opened at the first byte. GCS creates the object
 * only when the last chunk arrives, so a failed or destroyed stream leaves at most
 * an unfinished session, never a truncated object. An empty stream is stored with
 * one simple upload instead: for it the library would send `Content-Range: bytes 0--1/0`.
 */
class GcsUpload extends Writable implements StorageWriteStream {
  readonly done: Promise<StoredFileMetadata>;
  private settle!: { resolve: (m: StoredFileMetadata) => void; reject: (e: Error) => void };
  private upload: Writable | undefined;

  constructor(
    private readonly file: File,
    private readonly bucket: string,
    private readonly path: string,
    private readonly metadata: FileMetadata,
    private readonly chunkSize: number,
  ) {
    super();
    this.done = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    // Callers may rely on the stream's own 'error' instead; the rejection is still delivered to any awaiter.
    this.done.catch(() => {});
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (err?: Error | null) => void): void {
    const upload = this.upload ?? this.start();
    if (upload.write(chunk)) callback();
    else upload.once('drain', () => callback());
  }

  override _final(callback: (err?: Error | null) => void): void {
    // The library's 'finish' comes only after the server confirmed the object and its CRC32C matched.
    const committed = () => {
      this.settle.resolve(toMetadata(this.bucket, this.path, this.file.metadata));
      callback();
    };
    if (this.upload) {
      this.upload.once('finish', committed);
      this.upload.end();
    } else {
      this.file.save(Buffer.alloc(0), { resumable: false, metadata: this.metadata }).then(committed, callback);
    }
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    // Aborts the request in flight, so the session never completes.
    this.upload?.destroy(err ?? undefined);
    this.settle.reject(err ?? new Error('Upload aborted before it finished'));
    callback(err);
  }

  private start(): Writable {
    const upload = this.file.createWriteStream({ resumable: true, chunkSize: this.chunkSize, metadata: this.metadata });
    upload.on('error', (err) => this.destroy(err));
    this.upload = upload;
    return upload;
  }
}

/**
 * Where unfinished tus uploads live until they are complete and checked.
 *
 *   local  `config.uploads.stagingDir`: `<id>` (the bytes so far) and `<id>.json` (tus metadata),
 *          via @tus/file-store.
 *   gcs    the PRIVATE bucket under `uploads/`: `uploads/<id>` (bytes and metadata in one object;
 *          each PATCH is written as `uploads/<id>_patch` and composed onto it), via @tus/gcs-store.
 *
 * Both are private: nothing here is reachable by URL. Upload ids are UUIDs the
 * server generates, and only names of that shape are ever touched, so the
 * endpoint cannot be steered to write or delete anything else.
 */
import { mkdirSync } from 'node:fs';
import { open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type Bucket, Storage } from '@google-cloud/storage';
import { FileStore } from '@tus/file-store';
import { GCSStore } from '@tus/gcs-store';
import type { DataStore } from '@tus/server';
import { type FileTypeResult, fileTypeFromFile, fileTypeFromStream } from 'file-type';
import type { Config } from '../config.js';
import { isUuid } from '../db/ids.js';
import { gcsClientOptions } from '../storage/gcs.js';

export interface Staging {
  /** The tus data store holding the bytes (wrapped by content-check.ts before tus sees it). */
  readonly store: DataStore;
  /** The first `bytes` bytes received so far (fewer if fewer arrived). */
  readHead(id: string, bytes: number): Promise<Buffer>;
  /** The content type of a complete upload, reading only as much of it as file-type needs. */
  detect(id: string): Promise<FileTypeResult | undefined>;
  /** The bytes of a complete upload. */
  open(id: string): Readable;
  /** Deletes the bytes and the tus metadata; succeeds if they are already gone. */
  remove(id: string): Promise<void>;
  /** Removes uploads that have received nothing since `idleSince`; returns how many. */
  removeAbandoned(idleSince: Date): Promise<number>;
  /** Ids of the uploads currently staged (tests and diagnostics). */
  list(): Promise<string[]>;
}

export function createStaging(config: Config): Staging {
  return config.storage.driver === 'gcs'
    ? new GcsStaging(gcsBucket(config.storage.gcs, config.storage.gcs.privateBucket))
    : new LocalStaging(config.uploads.stagingDir);
}

class LocalStaging implements Staging {
  readonly store: FileStore;

  constructor(private readonly dir: string) {
    // FileStore creates the directory too, but asynchronously and throwing from a callback.
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.store = new FileStore({ directory: dir });
  }

  async readHead(id: string, bytes: number): Promise<Buffer> {
    const file = await open(this.path(id), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await file.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  detect(id: string): Promise<FileTypeResult | undefined> {
    return fileTypeFromFile(this.path(id));
  }

  open(id: string): Readable {
    return this.store.read(this.checked(id));
  }

  async remove(id: string): Promise<void> {
    await rm(this.path(id), { force: true });
    await rm(`${this.path(id)}.json`, { force: true });
  }

  async removeAbandoned(idleSince: Date): Promise<number> {
    let removed = 0;
    for (const id of await this.list()) {
      // The bytes file changes with every PATCH; the .json only at creation.
      const times = await Promise.all(
        [this.path(id), `${this.path(id)}.json`].map((p) =>
          stat(p).then(
            (s) => s.mtimeMs,
            () => 0,
          ),
        ),
      );
      if (Math.max(...times) < idleSince.getTime()) {
        await this.remove(id);
        removed++;
      }
    }
    return removed;
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.dir);
    // Either half alone (a crash between the two writes or deletes) still counts, so it gets cleaned up.
    return [...new Set(names.map((n) => n.replace(/\.json$/, '')).filter(isUuid))];
  }

  private checked(id: string): string {
    if (!isUuid(id)) throw new Error(`Not an upload id: ${JSON.stringify(id)}`);
    return id;
  }

  private path(id: string): string {
    return path.join(this.dir, this.checked(id));
  }
}

const GCS_PREFIX = 'uploads/';
const PATCH_SUFFIX = '_patch';

class GcsStaging implements Staging {
  readonly store: GCSStore;

  constructor(private readonly bucket: Bucket) {
    // GCSStore names objects by upload id alone; this view of the bucket puts them under uploads/.
    const staged: Bucket = Object.create(bucket);
    staged.file = (name, options) => bucket.file(GCS_PREFIX + name, options);
    this.store = new GCSStore({ bucket: staged });
  }

  async readHead(id: string, bytes: number): Promise<Buffer> {
    if (bytes <= 0) return Buffer.alloc(0);
    const [head] = await this.file(id).download({ start: 0, end: bytes - 1, validation: false });
    return head;
  }

  async detect(id: string): Promise<FileTypeResult | undefined> {
    const stream = this.file(id).createReadStream({ validation: false });
    try {
      return await fileTypeFromStream(stream);
    } finally {
      // Only the first bytes were needed: stop the download.
      stream.destroy();
    }
  }

  open(id: string): Readable {
    return this.file(id).createReadStream();
  }

  async remove(id: string): Promise<void> {
    await Promise.all([
      this.file(id).delete({ ignoreNotFound: true }),
      this.bucket.file(`${GCS_PREFIX}${this.checked(id)}${PATCH_SUFFIX}`).delete({ ignoreNotFound: true }),
    ]);
  }

  async removeAbandoned(idleSince: Date): Promise<number> {
    const [files] = await this.bucket.getFiles({ prefix: GCS_PREFIX });
    const idle = new Map<string, boolean>();
    for (const f of files) {
      const id = uploadIdOf(f.name);
      if (!id) continue;
      // `updated` moves with every composed PATCH; an upload is idle only if all its objects are.
      const stale = new Date(f.metadata.updated ?? 0).getTime() < idleSince.getTime();
      idle.set(id, (idle.get(id) ?? true) && stale);
    }
    const abandoned = [...idle].filter(([, stale]) => stale).map(([id]) => id);
    for (const id of abandoned) await this.remove(id);
    return abandoned.length;
  }

  async list(): Promise<string[]> {
    const [files] = await this.bucket.getFiles({ prefix: GCS_PREFIX });
    return [...new Set(files.map((f) => uploadIdOf(f.name)).filter((id): id is string => id !== null))];
  }

  private checked(id: string): string {
    if (!isUuid(id)) throw new Error(`Not an upload id: ${JSON.stringify(id)}`);
    return id;
  }

  private file(id: string) {
    return this.bucket.file(GCS_PREFIX + this.checked(id));
  }
}

function uploadIdOf(objectName: string): string | null {
  const rest = objectName.slice(GCS_PREFIX.length);
  const id = rest.endsWith(PATCH_SUFFIX) ? rest.slice(0, -PATCH_SUFFIX.length) : rest;
  return objectName.startsWith(GCS_PREFIX) && isUuid(id) ? id : null;
}

/** A client configured as the storage driver configures its own. */
function gcsBucket(gcs: Config['storage']['gcs'], name: string): Bucket {
  return new Storage(gcsClientOptions(gcs)).bucket(name);
}

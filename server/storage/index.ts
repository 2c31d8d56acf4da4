import type { Config } from '../config.js';
import { GcsStorageDriver, type ServiceAccountCredentials } from './gcs.js';
import { LocalStorageDriver } from './local.js';
import type { StorageDriver } from './types.js';

export { GcsStorageDriver, type ServiceAccountCredentials } from './gcs.js';
export { LocalStorageDriver } from './local.js';
export {
  type BucketKind,
  type ByteRange,
  InvalidStoragePathError,
  type SignedUrlOptions,
  type StorageDriver,
  StorageNotFoundError,
  type StorageWriteStream,
  type StoredFileMetadata,
  type WriteOptions,
} from './types.js';

export interface CreateStorageOptions {
  /**
   * Origin for the local driver's URLs: SITE_URL, or '' for root-relative URLs
   * (same origin as the page); a function when it is only known after listen(). Required for `local`.
   */
  baseUrl?: string | (() => string);
  /** GCS service-account key; production leaves it unset and relies on ADC. Tests inject one. */
  credentials?: ServiceAccountCredentials;
  /** See GcsStorageOptions.uploadChunkSize. */
  uploadChunkSize?: number;
  /** Local driver clock, so tests can expire signed URLs without sleeping. */
  now?: () => number;
}

export function createStorage(config: Config['storage'], opts: CreateStorageOptions = {}): StorageDriver {
  const buckets = { public: config.gcs.publicBucket, private: config.gcs.privateBucket };
  if (config.driver === 'gcs') {
    return new GcsStorageDriver({
      buckets,
      projectId: config.gcs.projectId,
      apiEndpoint: config.gcs.apiEndpoint,
      credentials: opts.credentials,
      uploadChunkSize: opts.uploadChunkSize,
    });
  }
  if (opts.baseUrl === undefined) {
    throw new Error('createStorage: the local driver needs opts.baseUrl to build file URLs');
  }
  return new LocalStorageDriver({
    rootDir: config.localDir,
    buckets,
    signingSecret: config.signingSecret,
    baseUrl: opts.baseUrl,
    now: opts.now,
  });
}

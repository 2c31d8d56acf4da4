/**
 * A media file made on the server (a generated video, a demo item) enters the
 * catalogue the way a finished upload does: the bytes go to the private
 * bucket at `media/<id>/original.<ext>`, then `createMediaFromUpload` makes
 * the DRAFT (processing PENDING, ORIGINAL row, audit entry, queued
 * `media.process` job). The caller's `sourceKey` takes the upload id's place
 * as the idempotency key: calling again with the same key (a retried job)
 * returns the first item and keeps no second copy of the bytes.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AppDeps } from '../../graphql/context.js';
import { createMediaFromUpload } from './media.service.js';
import { mediaPrefix } from './media-jobs.js';
import type { MediaKindValue } from './taxonomy.entity.js';

export interface MediaFile {
  kind: MediaKindValue;
  /** Unique per item made, e.g. `veo:<generationId>:0`; kept as the item's upload id. */
  sourceKey: string;
  /** Uploader of record (and actor of the audit entry). */
  uploaderId: string;
  /** Shown as the original's name; the title is derived from it. */
  filename: string;
  /** Extension of the stored original, without the dot (mp4, png…). */
  ext: string;
  contentType: string;
  body: Readable | Buffer;
  /** Stored on the original file (the spec's custom metadata), e.g. a generation prompt. */
  customMetadata?: Record<string, string>;
  /** Quick encoder settings for the derivatives (demo items: cheap, and nobody inspects their bitrate). */
  quick?: boolean;
}

export async function createMediaFromFile(deps: AppDeps, f: MediaFile): Promise<{ id: string; created: boolean }> {
  const mediaId = randomUUID();
  const path = `${mediaPrefix(mediaId)}/original.${f.ext}`;
  const original = await deps.storage.write('private', path, f.body, {
    contentType: f.contentType,
    customMetadata: { ...f.customMetadata, uploadId: f.sourceKey, filename: f.filename },
  });
  let result: { id: string; created: boolean };
  try {
    result = await createMediaFromUpload(deps, {
      mediaId,
      kind: f.kind,
      uploadId: f.sourceKey,
      uploaderId: f.uploaderId,
      filename: f.filename,
      original,
      quick: f.quick,
    });
  } catch (err) {
    await deps.storage.delete('private', path);
    throw err;
  }
  // Made before (a repeat of the same key): that item's original is the one kept.
  if (!result.created) await deps.storage.delete('private', path);
  return result;
}

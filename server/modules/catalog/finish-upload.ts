/**
 * A complete upload becomes a media item: its type is confirmed from the
 * whole staged file, the bytes are streamed into the private bucket at
 * `media/<mediaId>/original.<ext>`, the DRAFT row (processing PENDING) is
 * created, and the staged copy is deleted. Whatever fails, nothing half-made
 * stays behind: a refused file leaves neither bytes nor rows, and a failed
 * database step deletes the object it would have pointed to.
 */
import { randomUUID } from 'node:crypto';
import type { Upload } from '@tus/server';
import type { AppDeps } from '../../graphql/context.js';
import { baseMime, SNIFF_BYTES } from '../../uploads/policy.js';
import type { Staging } from '../../uploads/staging.js';
import { MediaEntity } from './media.entity.js';
import { createMediaFromUpload } from './media.service.js';
import { mediaPrefix } from './media-jobs.js';
import { isAccepted, type UploadMetadata, wrongType } from './media-upload-rules.js';

/** Returns the id of the media item made from the upload. */
export async function finishUpload(
  deps: AppDeps,
  staging: Staging,
  upload: Upload,
  meta: UploadMetadata,
): Promise<string> {
  // A second report of the same finish (a repeated final PATCH that waited for the lock) gets the same answer.
  const existing = await deps.db.manager.findOne(MediaEntity, { where: { uploadId: upload.id }, select: { id: true } });
  if (existing) {
    await staging.remove(upload.id);
    return existing.id;
  }

  const detected = await staging.detect(upload.id);
  if (!isAccepted(meta.kind, detected)) {
    const refusal = wrongType(meta.kind, detected, await staging.readHead(upload.id, SNIFF_BYTES));
    await staging.remove(upload.id);
    throw refusal;
  }

  const mediaId = randomUUID();
  const path = `${mediaPrefix(mediaId)}/original.${detected.ext}`;
  const original = await deps.storage.write('private', path, staging.open(upload.id), {
    contentType: baseMime(detected.mime),
    customMetadata: { uploadId: upload.id, filename: meta.filename },
  });
  let result: { id: string; created: boolean };
  try {
    result = await createMediaFromUpload(deps, {
      mediaId,
      kind: meta.kind,
      uploadId: upload.id,
      uploaderId: meta.uploaderId,
      filename: meta.filename,
      original,
    });
  } catch (err) {
    await deps.storage.delete('private', path);
    throw err;
  }
  // A concurrent report of the same upload created the row first: its object is the one kept.
  if (!result.created) await deps.storage.delete('private', path);
  await staging.remove(upload.id).catch((err: unknown) => {
    // The cleanup job removes it a day later; the media item is already safe.
    deps.log.warn({ err, uploadId: upload.id }, 'staged upload not removed after finishing');
  });
  return result.id;
}

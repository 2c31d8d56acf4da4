/**
 * The Uppy instance behind an admin upload screen: files go to
 * `/api/uploads` (the shared resumable uploader, lib/resumable-upload.ts),
 * tagged with the kind the screen uploads. The response that completes an
 * upload names the DRAFT media item it created (`Framestock-Media-Id`),
 * kept in the file's meta as `resultId`.
 */
import type { MediaKind } from '../../graphql/generated/graphql';
import {
  closeResumableUploader,
  createResumableUploader,
  type ResumableFile,
  type ResumableMeta,
  type ResumableUploader,
} from '../../lib/resumable-upload';
import type { UploadKind } from './kinds';

export const UPLOAD_ENDPOINT = '/api/uploads';
export const MEDIA_ID_HEADER = 'Framestock-Media-Id';

export interface UploadMeta extends ResumableMeta {
  kind: MediaKind;
}
export type UploadFile = ResumableFile<UploadMeta>;
export type Uploader = ResumableUploader<UploadMeta>;

/** Shown for a finished upload whose response did not name its media item. */
export const MISSING_MEDIA_ID =
  'The file was uploaded, but the server did not say which item it created. Find it in the list of drafts.';

export function createUploader(config: UploadKind): Uploader {
  return createResumableUploader<UploadMeta>({
    id: `upload-${config.kind.toLowerCase()}`,
    endpoint: UPLOAD_ENDPOINT,
    resultHeader: MEDIA_ID_HEADER,
    missingResult: MISSING_MEDIA_ID,
    extraMeta: { kind: config.kind },
    restrictions: { allowedFileTypes: [...config.accept] },
    strings: {
      youCanOnlyUploadFileTypes: `This is not one of the ${config.files} this page takes (${config.formats}).`,
    },
    forbidden: 'Only administrators can upload files.',
  });
}

export const closeUploader = closeResumableUploader<UploadMeta>;

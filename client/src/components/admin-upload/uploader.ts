/**
 * The Uppy instance behind an upload screen: files go to `/api/uploads` over
 * tus 1.0, in 8 MiB chunks, with the admin's bearer token on every request.
 *
 * - The token is read per request (`onBeforeRequest`), refreshed first when
 *   it counts as expired, so an upload that outlives its token carries on.
 *   A refused token (401) triggers one refresh and one retry.
 * - Resumable across reloads: tus keeps each upload's URL in localStorage
 *   under a fingerprint of the file (name, type, size, modification time);
 *   adding the same file again continues where it stopped. The entry is
 *   removed once the upload completes.
 * - The response that completes an upload names the DRAFT media item it
 *   created (`Framestock-Media-Id`); it is kept in the file's meta (`mediaId`).
 * - A refused file (413 too large, 415 not of the kind, …) shows the server's
 *   own plain-text message as its error; the other files carry on.
 */
import Uppy, { type Meta, type UppyFile } from '@uppy/core';
import Tus, { type TusBody } from '@uppy/tus';
import type { MediaKind } from '../../graphql/generated/graphql';
import { getAccessToken, refreshAccessToken } from '../../lib/session';
import type { UploadKind } from './kinds';

export const UPLOAD_ENDPOINT = '/api/uploads';
export const MEDIA_ID_HEADER = 'Framestock-Media-Id';
const CHUNK_SIZE = 8 * 1024 * 1024;
/** Waits between attempts after a network or server failure (a 4xx other than 401/409/423 is final). */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
/** At most this many files upload at once; the rest wait their turn. */
const PARALLEL_FILES = 3;

export interface UploadMeta extends Meta {
  /** The three Upload-Metadata entries the server reads. */
  filename: string;
  filetype: string;
  kind: MediaKind;
  /** The media item the finished upload created; set from the completing response. */
  mediaId?: string;
  /** The server refused the file itself (too large, wrong type, bad name): sending it again cannot help. */
  refused?: boolean;
}
export type UploadFile = UppyFile<UploadMeta, TusBody>;
export type Uploader = Uppy<UploadMeta, TusBody>;

/** Shown for a finished upload whose response did not name its media item. */
export const MISSING_MEDIA_ID =
  'The file was uploaded, but the server did not say which item it created. Find it in the list of drafts.';

export function createUploader(config: UploadKind): Uploader {
  const uppy: Uploader = new Uppy<UploadMeta, TusBody>({
    id: `upload-${config.kind.toLowerCase()}`,
    autoProceed: true,
    restrictions: { allowedFileTypes: [...config.accept] },
    locale: {
      strings: {
        youCanOnlyUploadFileTypes: `This is not one of the ${config.files} this page takes (${config.formats}).`,
        noDuplicates: '%{fileName} is in the list already.',
      },
      pluralize: (count) => (count === 1 ? 0 : 1),
    },
    onBeforeFileAdded: (file) => ({
      ...file,
      meta: {
        ...file.meta,
        filename: file.name,
        filetype: file.type || '',
        kind: config.kind,
      },
    }),
  });

  /** A refresh started because the server refused the token; the next request waits for it. */
  let tokenRefresh: Promise<boolean> | null = null;

  uppy.use(Tus, {
    endpoint: UPLOAD_ENDPOINT,
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    limit: PARALLEL_FILES,
    removeFingerprintOnSuccess: true,
    storeFingerprintForResuming: true,
    // Only what the server reads: Uppy's own meta (name, type, relativePath) and ours (mediaId, refused) stay here.
    allowedMetaFields: ['filename', 'filetype', 'kind'],
    async onBeforeRequest(req) {
      if (tokenRefresh) await tokenRefresh;
      const token = await getAccessToken();
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onAfterResponse(_req, res) {
      const status = res.getStatus();
      if (status >= 400) failedResponses.set(res, { status, body: res.getBody() });
    },
    onShouldRetry(error, retryAttempt, _options, next) {
      // The token expired early or was revoked: refresh once, then send again. A second
      // refusal in a row (the session is over) fails the file with the server's message.
      if (error.originalResponse?.getStatus() === 401 && retryAttempt === 0) {
        tokenRefresh ??= refreshAccessToken().finally(() => {
          tokenRefresh = null;
        });
        return true;
      }
      return next(error);
    },
  });

  // Registered before any screen listens, so every completion and failure is recorded in the store.
  uppy.on('upload-success', (file, response) => {
    if (!file) return;
    const mediaId = response.body?.xhr.getResponseHeader(MEDIA_ID_HEADER);
    if (mediaId) uppy.setFileMeta(file.id, { ...file.meta, mediaId });
    else uppy.setFileState(file.id, { error: MISSING_MEDIA_ID });
  });
  uppy.on('upload-error', (file, error) => {
    // Uppy's own handler stored its technical message; replace it with one for people.
    if (!file || !uppy.getFile(file.id)) return;
    const failure = describeFailure(error);
    uppy.setFileMeta(file.id, { ...uppy.getFile(file.id).meta, refused: !failure.retryable });
    uppy.setFileState(file.id, { error: failure.message });
  });

  return uppy;
}

/**
 * Stops an uploader when its screen goes away. Uploads are paused, not
 * cancelled: cancelling would delete the partial uploads on the server, while
 * a paused one resumes when the same file is added again.
 */
export function closeUploader(uppy: Uploader): void {
  const tus = uppy.getPlugin<Tus<UploadMeta, TusBody>>('Tus');
  if (tus) for (const fileId of Object.keys(tus.uploaders)) tus.resetUploaderReferences(fileId);
  uppy.destroy();
}

/**
 * Status and body of each refused request, read as the response arrives: Uppy
 * aborts a failed upload's request before reporting the error, which empties
 * the XMLHttpRequest the error points to.
 */
const failedResponses = new WeakMap<object, { status: number; body: string }>();

interface TusFailure {
  originalResponse?: object | null;
  isNetworkError?: boolean;
}

/** Statuses after which sending the same file again may work (the rest of 4xx refuse the file itself). */
const RETRYABLE_STATUSES = new Set([401, 404, 408, 409, 423, 429]);

/**
 * What went wrong with a file, in words — the server's own text when it sent
 * one (413, 415, 400, 403, 500 with its request id) — and whether a retry can help.
 */
function describeFailure(error: unknown): { message: string; retryable: boolean } {
  const failure = (error ?? {}) as TusFailure;
  if (failure.isNetworkError) {
    return { message: 'The connection to the server was lost. Retry when you are back online.', retryable: true };
  }
  const refusal = failure.originalResponse ? failedResponses.get(failure.originalResponse) : undefined;
  const status = refusal?.status ?? 0;
  const retryable = status < 400 || status >= 500 || RETRYABLE_STATUSES.has(status);
  const body = plainText(refusal?.body ?? '');
  return { message: failureText(status, body), retryable };
}

function failureText(status: number, body: string): string {
  if (status === 401) return 'Your session has ended. Sign in again, then retry this file.';
  if (status >= 400 && body) return body;
  if (status === 403) return 'Only administrators can upload files.';
  if (status === 413) return 'The file is larger than the server accepts for this kind.';
  if (status === 415) return 'The server does not accept this type of file here.';
  if (status >= 500) return 'The server could not store this file. Retry in a moment.';
  return 'The upload failed. Retry in a moment.';
}

/** The first few hundred characters of a plain-text body; nothing for an HTML or JSON page. */
function plainText(body: string): string {
  const text = body.trim();
  if (!text || text.startsWith('<') || text.startsWith('{')) return '';
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

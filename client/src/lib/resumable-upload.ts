/**
 * An Uppy instance uploading over tus 1.0 to one of the server's upload
 * endpoints (the catalogue's `/api/uploads`, the converter's
 * `/api/converter/uploads`), in 8 MiB chunks, with the member's bearer token
 * on every request.
 *
 * - The token is read per request (`onBeforeRequest`), refreshed first when
 *   it counts as expired, so an upload that outlives its token carries on.
 *   A refused token (401) triggers one refresh and one retry.
 * - Resumable across reloads: tus keeps each upload's URL in localStorage
 *   under a fingerprint of the file (name, type, size, modification time);
 *   adding the same file again continues where it stopped. The entry is
 *   removed once the upload completes.
 * - The response that completes an upload names what the server made of it
 *   in `resultHeader`; it is kept in the file's meta (`resultId`).
 * - A refused file (413 too large, 415 wrong type, …) shows the server's
 *   own plain-text message as its error; the other files carry on.
 */
import Uppy, { type Meta, type Restrictions, type UppyFile } from '@uppy/core';
import Tus, { type TusBody } from '@uppy/tus';
import { getAccessToken, refreshAccessToken } from './session';

const CHUNK_SIZE = 8 * 1024 * 1024;
/** Waits between attempts after a network or server failure (a 4xx other than 401/409/423 is final). */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

export interface ResumableMeta extends Meta {
  filename: string;
  filetype: string;
  /** What the finished upload became on the server; set from the completing response. */
  resultId?: string;
  /** The server refused the file itself (too large, wrong type, bad name): sending it again cannot help. */
  refused?: boolean;
}

export interface ResumableOptions<M extends ResumableMeta> {
  /** Uppy's id, unique per kind of upload screen. */
  id: string;
  endpoint: string;
  /** The response header of the completing PATCH that names what was made. */
  resultHeader: string;
  /** Shown when a finished upload's response lacks `resultHeader`. */
  missingResult: string;
  /** Upload-Metadata entries the server reads (besides filename and filetype). */
  extraMeta?: Partial<M>;
  restrictions?: Partial<Restrictions>;
  /** Locale strings, e.g. the refusal of a file type. */
  strings?: Record<string, string>;
  /** Files uploading at once; the rest wait their turn. */
  parallel?: number;
  /** Said for a 403 without a message from the server. */
  forbidden: string;
}

export type ResumableUploader<M extends ResumableMeta> = Uppy<M, TusBody>;
export type ResumableFile<M extends ResumableMeta> = UppyFile<M, TusBody>;

export function createResumableUploader<M extends ResumableMeta>(options: ResumableOptions<M>): ResumableUploader<M> {
  const uppy = new Uppy<M, TusBody>({
    id: options.id,
    autoProceed: true,
    restrictions: options.restrictions,
    locale: {
      strings: { noDuplicates: '%{fileName} is in the list already.', ...options.strings },
      pluralize: (count) => (count === 1 ? 0 : 1),
    },
    onBeforeFileAdded: (file) => ({
      ...file,
      meta: { ...file.meta, filename: file.name, filetype: file.type || '', ...options.extraMeta },
    }),
  });

  /** A refresh started because the server refused the token; the next request waits for it. */
  let tokenRefresh: Promise<boolean> | null = null;

  uppy.use(Tus, {
    endpoint: options.endpoint,
    chunkSize: CHUNK_SIZE,
    retryDelays: RETRY_DELAYS,
    limit: options.parallel ?? 3,
    removeFingerprintOnSuccess: true,
    storeFingerprintForResuming: true,
    // Only what the server reads: Uppy's own meta (name, type, relativePath) and ours stay here.
    allowedMetaFields: ['filename', 'filetype', ...Object.keys(options.extraMeta ?? {})],
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
    const resultId = response.body?.xhr.getResponseHeader(options.resultHeader);
    if (resultId) uppy.setFileMeta(file.id, { ...file.meta, resultId });
    else uppy.setFileState(file.id, { error: options.missingResult });
  });
  uppy.on('upload-error', (file, error) => {
    // Uppy's own handler stored its technical message; replace it with one for people.
    if (!file || !uppy.getFile(file.id)) return;
    const failure = describeFailure(error, options.forbidden);
    uppy.setFileMeta(file.id, { ...uppy.getFile(file.id).meta, refused: !failure.retryable });
    uppy.setFileState(file.id, { error: failure.message });
  });

  return uppy;
}

export type FilePhase = 'waiting' | 'uploading' | 'paused' | 'failed' | 'uploaded';

export function phaseOf<M extends ResumableMeta>(file: ResumableFile<M>): FilePhase {
  if (file.error) return 'failed';
  if (file.progress.uploadComplete) return 'uploaded';
  if (file.isPaused) return 'paused';
  if (file.progress.uploadStarted) return 'uploading';
  return 'waiting';
}

/** Failed in a way that sending it again may fix (not refused by the server, not uploaded already). */
export function canRetry<M extends ResumableMeta>(file: ResumableFile<M>): boolean {
  return Boolean(file.error) && !file.progress.uploadComplete && !file.meta.refused;
}

export function percentOf<M extends ResumableMeta>(file: ResumableFile<M>): number {
  const { bytesUploaded, bytesTotal, percentage } = file.progress;
  if (file.progress.uploadComplete) return 100;
  if (typeof bytesUploaded === 'number' && bytesTotal) return Math.floor((bytesUploaded / bytesTotal) * 100);
  return Math.floor(percentage ?? 0);
}

/**
 * Takes a finished file off the list without telling the server: removing
 * it plainly would make tus terminate (DELETE) an upload the server has
 * already turned into something and removed from staging.
 */
export function forgetFinished<M extends ResumableMeta>(uppy: ResumableUploader<M>, fileId: string): void {
  uppy.getPlugin<Tus<M, TusBody>>('Tus')?.resetUploaderReferences(fileId);
  uppy.removeFile(fileId);
}

/**
 * Takes the files the server refused (too large, wrong type…) off the list,
 * all but `keep`, and returns them for the screen to mention: Uppy's
 * `upload()` first sends every failed file again, and a refused one would
 * only be sent (up to a chunk) and refused again. Screens call it as a file
 * is added, before that upload starts. The server holds nothing of them, so
 * it is not told.
 */
export function takeRefused<M extends ResumableMeta>(uppy: ResumableUploader<M>, keep: string): ResumableFile<M>[] {
  const refused = uppy.getFiles().filter((file) => file.id !== keep && file.meta.refused);
  for (const file of refused) forgetFinished(uppy, file.id);
  return refused;
}

/**
 * Stops an uploader when its screen goes away. Uploads are paused, not
 * cancelled: cancelling would delete the partial uploads on the server, while
 * a paused one resumes when the same file is added again.
 */
export function closeResumableUploader<M extends ResumableMeta>(uppy: ResumableUploader<M>): void {
  const tus = uppy.getPlugin<Tus<M, TusBody>>('Tus');
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
function describeFailure(error: unknown, forbidden: string): { message: string; retryable: boolean } {
  const failure = (error ?? {}) as TusFailure;
  if (failure.isNetworkError) {
    return { message: 'The connection to the server was lost. Retry when you are back online.', retryable: true };
  }
  const refusal = failure.originalResponse ? failedResponses.get(failure.originalResponse) : undefined;
  const status = refusal?.status ?? 0;
  const retryable = status < 400 || status >= 500 || RETRYABLE_STATUSES.has(status);
  const body = plainText(refusal?.body ?? '');
  return { message: failureText(status, body, forbidden), retryable };
}

function failureText(status: number, body: string, forbidden: string): string {
  if (status === 401) return 'Your session has ended. Sign in again, then retry this file.';
  if (status >= 400 && body) return body;
  if (status === 403) return forbidden;
  if (status === 413) return 'The file is larger than the server accepts here.';
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

/**
 * Profile photo upload over plain HTTP (the server sniffs the type from the
 * bytes and resizes to 256 px): `POST /api/profile/photo` with the raw image
 * as the body and the Bearer token, 60 s per attempt (UPLOAD_TIMEOUT_MS).
 * Errors come back as `{ error: { code, message } }` (413 too large, 415 not an
 * image, 401 signed out). The client checks size and type first.
 */
import { describeError, type FormError, NETWORK_REQUEST_FAILED } from './errors';
import { NetworkRequestError, policyFetch, UPLOAD_TIMEOUT_MS } from './http';
import { getAccessToken } from './session';

export const PHOTO_ENDPOINT = '/api/profile/photo';
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The client-side check: an image of at most 5 MB. */
export function photoProblem(file: Pick<File, 'size' | 'type'>): FormError | null {
  if (!file.type.startsWith('image/')) {
    return { code: 'PHOTO_NOT_AN_IMAGE', field: 'photo', message: describeError({ code: 'PHOTO_NOT_AN_IMAGE' }) };
  }
  if (file.size > MAX_PHOTO_BYTES) {
    return { code: 'PHOTO_TOO_LARGE', field: 'photo', message: describeError({ code: 'PHOTO_TOO_LARGE' }) };
  }
  return null;
}

const STATUS_CODES: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  413: 'PHOTO_TOO_LARGE',
  415: 'PHOTO_NOT_AN_IMAGE',
};

async function errorOf(res: Response): Promise<FormError> {
  let body: { error?: { code?: string; message?: string } } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const code =
    STATUS_CODES[res.status] ??
    body.error?.code ??
    (res.status >= 500 ? 'INTERNAL_SERVER_ERROR' : `HTTP_${res.status}`);
  return { code, field: 'photo', message: describeError({ code, message: body.error?.message }) };
}

async function send(method: 'POST' | 'DELETE', file?: File): Promise<{ ok: true } | { ok: false; error: FormError }> {
  const token = await getAccessToken();
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  try {
    const res = await policyFetch(PHOTO_ENDPOINT, { method, headers, body: file, timeout: UPLOAD_TIMEOUT_MS });
    return res.ok ? { ok: true } : { ok: false, error: await errorOf(res) };
  } catch (error) {
    if (error instanceof NetworkRequestError) {
      return {
        ok: false,
        error: {
          code: NETWORK_REQUEST_FAILED,
          field: 'photo',
          message: describeError({ code: NETWORK_REQUEST_FAILED }),
        },
      };
    }
    throw error;
  }
}

export function uploadProfilePhoto(file: File) {
  const problem = photoProblem(file);
  return problem ? Promise.resolve({ ok: false as const, error: problem }) : send('POST', file);
}

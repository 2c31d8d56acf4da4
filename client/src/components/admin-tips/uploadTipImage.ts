/**
 * A tip picture (cover or step) to `POST /api/tips/images`: the raw image as
 * the body with the admin's bearer token. The server decodes it, makes a WebP
 * at most 1600 px wide and answers `{ path, url }`.
 */
import { describeError } from '../../lib/errors';
import { policyFetch, UPLOAD_TIMEOUT_MS } from '../../lib/http';
import { getAccessToken } from '../../lib/session';

export const MAX_TIP_IMAGE_BYTES = 10 * 1024 * 1024;

export async function uploadTipImage(file: File): Promise<{ path: string; url: string }> {
  if (file.size > MAX_TIP_IMAGE_BYTES) throw new Error('The picture is larger than 10 MB.');
  const token = await getAccessToken();
  const res = await policyFetch('/api/tips/images', {
    method: 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Content-Type': file.type || 'application/octet-stream',
    },
    body: file,
    timeout: UPLOAD_TIMEOUT_MS,
  });
  const body = (await res.json().catch(() => ({}))) as {
    path?: string;
    url?: string;
    error?: { code: string; message: string };
  };
  if (!res.ok || !body.path || !body.url) {
    throw new Error(body.error?.message ?? describeError({ code: body.error?.code ?? `HTTP_${res.status}` }));
  }
  return { path: body.path, url: body.url };
}

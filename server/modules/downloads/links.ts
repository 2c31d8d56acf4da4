/**
 * Links that are their own credential: a certificate or a bundle ZIP opens in
 * a new tab or a download manager, without our bearer token. HMAC-signed with
 * the storage signing secret (as storage and receipt links are), bound to a
 * purpose and a record id, expiring. Only ever handed to the record's owner.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';
import { isUuid } from '../../db/ids.js';

export type LinkPurpose = 'certificate' | 'bundle-zip';

function sign(config: Config, purpose: LinkPurpose, id: string, expires: number): string {
  return createHmac('sha256', config.storage.signingSecret)
    .update(`downloads:v1:${purpose}:${id}:${expires}`)
    .digest('base64url');
}

/** `<path>/<id>?expires=…&signature=…`, valid for `lifetimeSeconds`. */
export function signedLink(
  config: Config,
  purpose: LinkPurpose,
  path: string,
  id: string,
  lifetimeSeconds: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  return `${config.siteUrl ?? ''}${path}/${id}?expires=${expires}&signature=${sign(config, purpose, id, expires)}`;
}

/** 'ok', or the plain message to answer 403 with (tampered and expired links are told apart only after the signature holds). */
export function checkLink(
  config: Config,
  purpose: LinkPurpose,
  id: string,
  query: { expires?: unknown; signature?: unknown },
  now = Date.now(),
): 'ok' | string {
  const expires = Number(query.expires);
  const given = Buffer.from(String(query.signature ?? ''));
  const expected = Buffer.from(isUuid(id) && Number.isSafeInteger(expires) ? sign(config, purpose, id, expires) : '');
  if (expected.length === 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'This link is not valid. Open it again from your downloads page.';
  }
  if (expires * 1000 < now) return 'This link has expired. Open it again from your downloads page.';
  return 'ok';
}

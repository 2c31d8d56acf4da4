/**
 * Pictures of tips (covers and step images), over plain HTTP:
 *
 *   POST /api/tips/images   the raw image bytes as the body (admins, bearer token)
 *                           → { path, url } to put in a tip's coverPath / imagePath
 *
 * The image is decoded by sharp (JPEG, PNG, WebP, GIF or AVIF, at most 25 MP),
 * turned upright, scaled to at most 1600 px wide, and stored as WebP without
 * metadata in the public bucket at `tips/<sha-256>.webp`: a path never
 * changes its picture, and the same picture uploaded twice is one object.
 * Failures answer { error: { code, message } } with 400, 401, 403, 413 or 415.
 */
import { createHash } from 'node:crypto';
import { type RequestHandler, Router } from 'express';
import sharp from 'sharp';
import { Role } from '../../graphql/auth.js';
import type { AppDeps } from '../../graphql/context.js';
import { createContext } from '../../graphql/context.js';
import { readAtMost, refusedRole } from '../../http/raw-body.js';

export const TIP_IMAGES_PATH = '/api/tips/images';
export const MAX_TIP_IMAGE_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 25_000_000;
const MAX_WIDTH = 1600;
const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** Paths a tip may name: uploaded pictures, and the demo tips' own. */
const TIP_IMAGE_PATH = /^tips\/(?:[a-f0-9]{64}|demo\/[a-z0-9-]{1,80})\.webp$/;
export const isTipImagePath = (path: string) => TIP_IMAGE_PATH.test(path);

/** A picture as tips store it: upright, at most MAX_WIDTH wide, WebP, no metadata. */
export async function tipImageWebp(input: Buffer | string): Promise<Buffer> {
  return sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}

function upload(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const fail = (status: number, code: string, message: string) => {
      if (!req.complete) res.set('Connection', 'close');
      res.status(status).json({ error: { code, message } });
    };
    const ctx = createContext(deps, req, res);
    const refused = await refusedRole(ctx, Role.ADMIN);
    if (refused) return fail(refused.status, refused.code, refused.message);
    const tooLarge = `The picture is larger than ${MAX_TIP_IMAGE_BYTES / 1024 / 1024} MB.`;
    if (Number(req.headers['content-length']) > MAX_TIP_IMAGE_BYTES) return fail(413, 'PAYLOAD_TOO_LARGE', tooLarge);
    const body = await readAtMost(req, MAX_TIP_IMAGE_BYTES);
    if (body === 'too-large') return fail(413, 'PAYLOAD_TOO_LARGE', tooLarge);
    if (body.length === 0) return fail(400, 'EMPTY_BODY', 'Send the picture itself as the request body.');
    const format = await sharp(body, { limitInputPixels: MAX_PIXELS })
      .metadata()
      .then((m) => m.format)
      .catch(() => undefined);
    if (!format || !FORMATS.has(format)) {
      return fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG, WebP, GIF or AVIF picture.');
    }
    let webp: Buffer;
    try {
      webp = await tipImageWebp(body);
    } catch {
      return fail(400, 'INVALID_IMAGE', 'The picture could not be read: it is damaged, or larger than 25 megapixels.');
    }
    const path = `tips/${createHash('sha256').update(webp).digest('hex')}.webp`;
    await deps.storage.write('public', path, webp, { contentType: 'image/webp' });
    res.json({ path, url: deps.storage.publicUrl(path) });
  };
}

export function tipImageRoutes(deps: AppDeps): Router {
  return Router().post('/', upload(deps));
}

/**
 * The profile photo over plain HTTP, mounted at /api/profile:
 *   POST   /photo  the raw image bytes as the body → { photoUrl }
 *   DELETE /photo  → { photoUrl: null }
 * Failures answer { error: { code, message } } with 400, 401, 403, 413 or 415.
 *
 * Not GraphQL multipart: a multipart POST is a "simple" request a hostile
 * page can make cross-site. Here the caller must send `Authorization: Bearer`
 * (cookies are ignored), which no other site can attach. The rules live in the
 * profile.service.ts; this file only adapts HTTP.
 */
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { Role } from '../../graphql/auth.js';
import { type AppDeps, type Context, createContext } from '../../graphql/context.js';
import { readAtMost, refusedRole } from '../../http/raw-body.js';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES } from '../../media/avatar.js';
import { photoUrl, removeProfilePhoto, setProfilePhoto } from './profile.service.js';

type Outcome =
  | { status: 200; photoUrl: string | null }
  | { status: 400 | 401 | 403 | 413 | 415; code: string; message: string };

const MAX_MB = MAX_PHOTO_BYTES / (1024 * 1024);
const tooLarge: Outcome = {
  status: 413,
  code: 'PAYLOAD_TOO_LARGE',
  message: `The photo is larger than ${MAX_MB} MB. Choose a smaller image.`,
};

export function profileRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post(
    '/photo',
    handle(deps, async (ctx, req) => {
      // Before the body is read: strangers do not get to send megabytes.
      const denied = await refusedRole(ctx, Role.MEMBER);
      if (denied) return denied;
      if (Number(req.headers['content-length']) > MAX_PHOTO_BYTES) return tooLarge;
      const body = await readAtMost(req, MAX_PHOTO_BYTES);
      if (body === 'too-large') return tooLarge;
      if (body.length === 0) {
        return {
          status: 400,
          code: 'EMPTY_BODY',
          message: `Send the image itself as the request body (${ACCEPTED_PHOTO_TYPES}).`,
        };
      }
      const result = await setProfilePhoto(ctx, body);
      if (!result.ok) {
        const status = result.reason === 'INVALID_IMAGE' ? 400 : 415;
        return { status, code: result.reason, message: result.message };
      }
      return { status: 200, photoUrl: photoUrl(ctx, result.user) };
    }),
  );
  router.delete(
    '/photo',
    handle(deps, async (ctx) => {
      const denied = await refusedRole(ctx, Role.MEMBER);
      if (denied) return denied;
      const { user } = await removeProfilePhoto(ctx);
      return { status: 200, photoUrl: photoUrl(ctx, user) };
    }),
  );
  return router;
}

function handle(deps: AppDeps, step: (ctx: Context, req: Request) => Promise<Outcome>): RequestHandler {
  return async (req: Request, res: Response) => {
    // Answers differ per user and change with every upload.
    res.set('Cache-Control', 'no-store');
    let outcome: Outcome;
    try {
      outcome = await step(createContext(deps, req, res), req);
    } catch (err) {
      req.log.error({ err }, 'profile photo request failed');
      if (res.headersSent) return;
      res.status(500).json({
        error: {
          code: 'INTERNAL_SERVER_ERROR',
          message: 'The photo could not be saved. Quote the request id if you report it.',
          requestId: String(req.id),
        },
      });
      return;
    }
    if (outcome.status === 200) {
      res.json({ photoUrl: outcome.photoUrl });
      return;
    }
    // The rest of an oversized or refused body is not worth receiving: close the connection after answering.
    if (!req.complete) res.set('Connection', 'close');
    res.status(outcome.status).json({ error: { code: outcome.code, message: outcome.message } });
  };
}

/**
 * A resumable upload endpoint (tus 1.0), mounted by a module with the policy
 * that says who may upload what and what a finished upload becomes
 * (policy.ts). The catalogue's `/api/uploads` is one:
 *
 *   POST   <path>         Upload-Length, Upload-Metadata filename, filetype (+ the policy's fields) → 201 Location
 *   HEAD   <path>/<id>    → Upload-Offset: how much the server has (resume from there)
 *   PATCH  <path>/<id>    the next bytes; the one that completes the upload answers
 *                         with the headers the policy's `finish` returns
 *   DELETE <path>/<id>    cancels the upload and deletes what was received
 *
 * Every request but OPTIONS needs `Authorization: Bearer <access token>`,
 * checked against the database each time (a revoked session or a demoted
 * user is refused at once), then the policy's own refusal (e.g. admins only).
 * An upload can only be seen, continued or cancelled by the user who started
 * it (others get 404, which also lets tus clients sharing a browser start
 * afresh). Refusals are a status with a plain-text message: 400 bad metadata,
 * 401, 403, 404, 413 too large (before any byte is accepted), 415 wrong
 * content (as soon as the first bytes show it; see content-check.ts). A
 * request ended because another request of the same upload took its lock
 * gets 423, which tus clients retry.
 *
 * No body parser may run before this router: tus reads the raw request stream.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ERRORS, type Locker, Server, type ServerOptions, type Upload } from '@tus/server';
import type { Request, RequestHandler, Response } from 'express';
import { isUuid } from '../db/ids.js';
import { type AppDeps, readBearerToken } from '../graphql/context.js';
import type { Viewer } from '../graphql/identity.js';
import type { HttpRoute } from '../http/route.js';
import { ContentCheckingStore } from './content-check.js';
import { PgLocker } from './pg-locker.js';
import { isUploadRejection, reject, type StoredUploadMetadata, type UploadPolicy } from './policy.js';
import { createStaging, type Staging } from './staging.js';

type TusRequest = Parameters<NonNullable<ServerOptions['onUploadFinish']>>[0];

/** The user each request was authenticated as, for the tus hooks (which see a web Request). */
const uploaders = new WeakMap<IncomingMessage, Viewer>();

function nodeRequest(req: TusRequest): IncomingMessage & { id?: unknown; log?: AppDeps['log'] } {
  const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  if (!node) throw new Error('@tus/server must run on its Node adapter here');
  return node;
}

function uploaderOf(req: TusRequest): Viewer {
  const viewer = uploaders.get(nodeRequest(req));
  if (!viewer) throw new Error('tus request reached the upload server without authentication');
  return viewer;
}

/** The upload locks: shared by every instance through the database (pg-locker.ts). */
function createUploadLocker(deps: AppDeps): PgLocker {
  const { url } = deps.db.options as { url?: string };
  if (!url) throw new Error('the data source has no url for the upload locks to connect with');
  return new PgLocker({ url, log: deps.log.child({ component: 'upload-locks' }) });
}

/** The endpoint at `path`: a route for the module's manifest, closing its lock pool on shutdown. */
export function uploadEndpoint<M extends StoredUploadMetadata>(
  deps: AppDeps,
  path: string,
  policy: UploadPolicy<M>,
): HttpRoute {
  const locker = createUploadLocker(deps);
  const server = createUploadServer(deps, path, policy as unknown as UploadPolicy, locker);
  return { path, handler: uploadRoutes(deps, server, policy as unknown as UploadPolicy), close: () => locker.close() };
}

function createUploadServer(
  deps: AppDeps,
  path: string,
  policy: UploadPolicy,
  locker: Locker,
  staging: Staging = createStaging(deps.config),
): Server {
  const { config } = deps;
  const store = new ContentCheckingStore(staging, policy);
  const server: Server = new Server({
    path,
    datastore: store,
    locker,
    // A root-relative Location: no Host or X-Forwarded-* header can point the client elsewhere.
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: () => randomUUID(),
    // Only ids of the shape the server hands out name an upload.
    getFileIdFromRequest: (_req, lastPath) => (isUuid(lastPath) ? lastPath : undefined),
    exposedHeaders: [...policy.finishHeaders],
    // Same origin only (the SPA); native clients do not use CORS.
    allowedOrigins: config.siteUrl ? [new URL(config.siteUrl).origin] : [],
    // Limits are the policy's (per kind, per plan), checked in onUploadCreate with a message naming the limit.
    maxSize: 0,

    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      // Someone else's upload is "not found": its existence is none of the caller's business.
      const upload = await store.getUpload(id);
      if (policy.stored(upload.metadata)?.uploaderId !== uploaderOf(req).id) throw reject(404, 'No such upload.');
    },

    async onUploadCreate(req, upload) {
      const checked = await policy.checkNew(upload.metadata, upload.size, uploaderOf(req).id);
      if (isUploadRejection(checked)) throw checked;
      return { metadata: { ...checked } };
    },

    async onUploadFinish(_req, upload: Upload) {
      const meta = policy.stored(upload.metadata);
      if (!meta) throw reject(404, 'No such upload.');
      // Hold the upload's lock: a DELETE or a repeated final PATCH waits until what it makes exists.
      const lock = locker.newLock(upload.id);
      await lock.lock(new AbortController().signal, async () => {});
      try {
        return { headers: await policy.finish(deps, staging, upload, meta) };
      } finally {
        await lock.unlock();
      }
    },

    onResponseError(req, err) {
      return uploadErrorAnswer(err, () => {
        const node = nodeRequest(req);
        (node.log ?? deps.log).error({ err }, 'upload request failed');
        return String(node.id ?? '');
      });
    },
  });
  return server;
}

/**
 * What a failed upload request answers instead of tus's own: `undefined`
 * keeps it (a refusal with its status and message).
 * - A request that another request of the same upload ended (the client
 *   resuming, a second tab: it took the lock) gets 423, not tus's 400
 *   "Request aborted due to lock acquired". tus clients take a 400 as final
 *   and show its text; a 423 they retry, asking first where the upload stands.
 * - Anything else is ours to fix, not the client's: `report` logs it and
 *   names the request id, and its message stays out of the response.
 */
export function uploadErrorAnswer(
  err: unknown,
  report: () => string,
): { status_code: number; body: string } | undefined {
  if (err === ERRORS.ABORTED) {
    return {
      status_code: 423,
      body: 'Another request for this upload took over. Sending it again carries on from where it stands.',
    };
  }
  if (isUploadRejection(err)) return undefined;
  return {
    status_code: 500,
    body: `The upload failed on the server. Quote the request id ${report()} if you report it.`,
  };
}

/** Mounted at the endpoint's path, before any body parser. */
function uploadRoutes(deps: AppDeps, server: Server, policy: UploadPolicy): RequestHandler {
  return async (req, res, next) => {
    try {
      res.set('Cache-Control', 'no-store');
      // GET would serve staged bytes; nothing needs it (the original is read via signed URLs only).
      if (req.method === 'GET') {
        refuse(req, res, 405, 'Uploads cannot be downloaded.', { Allow: 'POST, HEAD, PATCH, DELETE, OPTIONS' });
        return;
      }
      if (req.method !== 'OPTIONS') {
        const who = await authenticate(deps, policy, req);
        if ('status' in who) {
          refuse(req, res, who.status, who.message, who.headers);
          return;
        }
        uploaders.set(req, who);
      }
      // Express strips the mount path; tus matches ids on the full URL.
      req.url = req.originalUrl;
      await server.handle(req, res);
    } catch (err) {
      next(err);
    }
  };
}

type Refusal = { status: 401 | 403; message: string; headers?: Record<string, string> };

async function authenticate(deps: AppDeps, policy: UploadPolicy, req: Request): Promise<Viewer | Refusal> {
  const token = readBearerToken(req);
  const bearer = { 'WWW-Authenticate': 'Bearer realm="framestock"' };
  if (!token) return { status: 401, message: 'Sign in to upload.', headers: bearer };
  const auth = deps.identity.verify(token);
  if (auth.tokenError) {
    return {
      status: 401,
      message:
        auth.tokenError === 'expired'
          ? 'Your session has expired. Sign in again.'
          : 'The access token is invalid. Sign in again.',
      headers: bearer,
    };
  }
  const viewer = await deps.identity.load(auth);
  if (!viewer) return { status: 401, message: 'Your session has ended. Sign in again.', headers: bearer };
  if (viewer.disabled) return { status: 403, message: 'This account has been disabled.' };
  const refused = policy.refuse(viewer);
  if (refused) return { status: 403, message: refused };
  return viewer;
}

function refuse(req: Request, res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  // An unread body (a PATCH of many megabytes) is not worth receiving: close after answering.
  if (!req.complete) res.set('Connection', 'close');
  res
    .status(status)
    .set({ 'Tus-Resumable': '1.0.0', 'Content-Type': 'text/plain; charset=utf-8', ...headers })
    .send(message);
}

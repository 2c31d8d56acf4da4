/**
 * The request context every resolver and service receives first. It carries
 * the app's shared dependencies, who is asking (from the bearer token), and the
 * per-request loaders.
 */
import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config.js';
import type { Jobs } from '../jobs/queue.js';
import type { Logger } from '../logger.js';
import { verifyAccessToken } from '../modules/accounts/tokens.js';
import { loadViewer, type Viewer } from '../modules/accounts/viewer.js';
import type { StorageDriver } from '../storage/types.js';
import { LoaderRegistry } from './loaders.js';

/** Long-lived dependencies, built once at boot. */
export interface AppDeps {
  config: Config;
  db: DataSource;
  storage: StorageDriver;
  log: Logger;
  /** The job queue, for enqueuing background work (e.g. emails) from a request. */
  jobs: Jobs;
}

export interface AuthState {
  /** Claims of a valid access token; undefined when none was sent or it failed verification. */
  userId?: string;
  sessionId?: string;
  /** Why a token that was sent was refused (the request continues anonymously). */
  tokenError?: 'expired' | 'invalid';
}

export interface Context {
  app: AppDeps;
  req: Request;
  res: Response;
  requestId: string;
  log: Logger;
  auth: AuthState;
  loaders: LoaderRegistry;
  /** The signed-in user, loaded once per request; null when anonymous. */
  viewer(): Promise<Viewer | null>;
}

export function readBearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? '';
}

export function authFromRequest(config: Config, req: Request): AuthState {
  const token = readBearerToken(req);
  if (token === undefined) return {};
  const result = verifyAccessToken(config, token);
  return result.ok ? { userId: result.claims.sub, sessionId: result.claims.sid } : { tokenError: result.reason };
}

export function createContext(app: AppDeps, req: Request, res: Response): Context {
  const requestId = String(req.id);
  const auth = authFromRequest(app.config, req);
  let viewer: Promise<Viewer | null> | undefined;
  return {
    app,
    req,
    res,
    requestId,
    log: req.log ?? app.log,
    auth,
    loaders: new LoaderRegistry(),
    viewer: () => {
      viewer ??= loadViewer(app.db, auth);
      return viewer;
    },
  };
}

/**
 * The request context every resolver and service receives first. It carries
 * the app's shared dependencies, who is asking (from the bearer token), and the
 * per-request loaders.
 */
import type { Request, Response } from 'express';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../config.js';
import type { PubSub } from '../db/pubsub.js';
import type { Jobs } from '../jobs/queue.js';
import type { Logger } from '../logger.js';
import type { ServiceRegistry } from '../services.js';
import type { StorageDriver } from '../storage/types.js';
import type { AuthState, Identity, Viewer } from './identity.js';
import { LoaderRegistry } from './loaders.js';

export type { AuthState, Viewer } from './identity.js';

/**
 * What one module must do to a person's data when their account is erased,
 * inside the erasure transaction (see server/module.ts for the order).
 */
export type PersonalDataEraser = (ctx: Context, m: EntityManager, userId: string) => Promise<void>;

/** Long-lived dependencies, built once at boot (server/boot.ts). */
export interface AppDeps {
  config: Config;
  db: DataSource;
  storage: StorageDriver;
  log: Logger;
  /** The job queue, for enqueuing background work (e.g. emails) from a request. */
  jobs: Jobs;
  /** Turns access tokens into viewers; supplied by the module that owns accounts. */
  identity: Identity;
  /** Every module's account-erasure step, in module order. */
  erasers: readonly PersonalDataEraser[];
  /** The modules' in-process services of a web instance (server/services.ts); empty in the worker. */
  services: ServiceRegistry;
  /** Read replicas (DATABASE_REPLICA_URLS); empty without. See graphql/replica-routing.ts. */
  replicas: readonly DataSource[];
  /** Messages between instances (LISTEN/NOTIFY); listens only once something subscribes. */
  pubsub: PubSub;
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

export function authFromRequest(identity: Identity, req: Request): AuthState {
  const token = readBearerToken(req);
  return token === undefined ? {} : identity.verify(token);
}

export function createContext(app: AppDeps, req: Request, res: Response): Context {
  const requestId = String(req.id);
  const auth = authFromRequest(app.identity, req);
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
      viewer ??= app.identity.load(auth);
      return viewer;
    },
  };
}

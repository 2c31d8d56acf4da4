/**
 * The HTTP surface: health checks, the modules' plain routes (under /api),
 * GraphQL (with Idempotency-Key handling), and the built client with each
 * page's head.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import helmet from 'helmet';
import onHeaders from 'on-headers';
import { pinoHttp } from 'pino-http';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/errors.js';
import { type AppDeps, createContext } from '../graphql/context.js';
import { DATABASE_UNAVAILABLE_MESSAGE, ErrorCode } from '../graphql/errors.js';
import { createApolloServer } from '../graphql/server.js';
import { attachSubscriptions } from '../graphql/subscriptions.js';
import type { ModuleSet } from '../module.js';
import { EARLY_RESTORE_SCRIPT_SOURCE } from './early-restore.js';
import { healthRoutes } from './health.js';
import { idempotency } from './idempotency.js';
import { loadPageRenderer } from './page-render.js';
import { requestScope } from './request-context.js';
import { BOOT_SCRIPT_SOURCE } from './seo/deferred-entry.js';
import { seoRoutes } from './seo/sitemap.js';
import { graphiqlPage, spaRoutes } from './spa.js';
import { storageRoutes } from './storage-routes.js';

const REQUEST_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Query parameters that carry credentials: email-link tokens, OAuth codes and state. */
const SECRET_PARAMS = ['token', 'code', 'state', 'refreshToken'];

/** The URL as logged: secrets in the query string (emailed links, OIDC callbacks) are replaced. */
/** Origins Stripe.js and embedded Stripe Checkout need (Stripe's CSP guidance), allowed only when Stripe is configured. */
const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com', 'https://checkout.stripe.com'],
};

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of SECRET_PARAMS) if (params.has(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** The origin public files are served from when it is not this site (GCS, a CDN); none for local storage. */
function publicStorageOrigin(deps: AppDeps): string[] {
  const sample = deps.storage.publicUrl('probe');
  return URL.canParse(sample) ? [new URL(sample).origin] : [];
}

export interface HttpApp {
  app: express.Express;
  stop(): Promise<void>;
}

export async function createHttpApp(
  deps: AppDeps,
  modules: ModuleSet,
  schema: GraphQLSchema,
  httpServer: Server,
  opts: { clientDir: string },
): Promise<HttpApp> {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(
    pinoHttp({
      logger: deps.log,
      // Honour a load balancer's request id so one id follows the request everywhere.
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One short line per request; headers (cookies, tokens) stay out of the log.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  );
  app.use((req, res, next) => {
    const scope = { requestId: String(req.id), sqlStatements: 0 };
    // Outside production, tests and the bench read how many SQL statements a request ran; production
    // answers carry no such internals.
    if (!config.isProd) onHeaders(res, () => res.setHeader('x-sql-statements', String(scope.sqlStatements)));
    requestScope.run(scope, next);
  });
  const stripe = Boolean(config.billing.stripe);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // GraphiQL's editor runs its language services in web workers from blob: URLs.
          'worker-src': ["'self'", 'blob:'],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'media-src': ["'self'", 'blob:', 'https:'],
          // Scripts fetch public files too (audio waveform peaks): allow the public bucket's origin.
          'connect-src': ["'self'", ...publicStorageOrigin(deps), ...(stripe ? STRIPE_CSP.connect : [])],
          'style-src': ["'self'", "'unsafe-inline'"],
          // Two inline scripts, allowed by their hashes: a rendered page's start of the app and the shell's
          // early session restore. Card payments: the checkout page loads Stripe.js, which embeds Stripe
          // Checkout in its frames.
          'script-src': [
            "'self'",
            BOOT_SCRIPT_SOURCE,
            EARLY_RESTORE_SCRIPT_SOURCE,
            ...(stripe ? STRIPE_CSP.script : []),
          ],
          ...(stripe ? { 'frame-src': STRIPE_CSP.frame } : {}),
          'upgrade-insecure-requests': config.isProd ? [] : null,
        },
      },
      strictTransportSecurity: config.isProd,
    }),
  );

  app.use(healthRoutes(deps.db));
  if (deps.storage.name === 'local') app.use('/api/storage', storageRoutes(deps.storage));

  // Answers made per request (GraphQL JSON, the page shell, sitemaps) are compressed on the way
  // out; built scripts come precompressed (spa.ts). Uploads and stored files are left alone: media
  // is compressed already and byte ranges must stay ranges of the stored bytes.
  const compress = compression();
  const routes = modules.routes(deps);
  for (const route of routes) {
    if (route.compress) app.use(route.path, compress, route.handler);
    else app.use(route.path, route.handler);
  }
  const apollo = createApolloServer(schema, deps, httpServer, modules.replicaReads);
  await apollo.start();
  const subscriptions = attachSubscriptions(httpServer, schema, deps);
  app.use('/graphql', compress);
  app.get('/graphql', graphiqlPage(opts.clientDir));
  app.use(
    '/graphql',
    // Answers are for one caller at one moment: never stored by a browser or a proxy. (Apollo's cache-control
    // plugin said so before it was turned off: it instruments every field to collect hints nothing here gives.)
    (_req: express.Request, res: express.Response, next: express.NextFunction) => {
      res.set('Cache-Control', 'no-store');
      next();
    },
    cookieParser(),
    express.json({ limit: '1mb' }),
    idempotency(deps.db, deps.identity),
    expressMiddleware(apollo, { context: async ({ req, res }) => createContext(deps, req, res) }),
  );

  app.use(compress, seoRoutes(deps, modules.sitemap));
  const renderer = await loadPageRenderer(path.join(opts.clientDir, '../ssr'), apollo, deps);
  app.use(spaRoutes(opts.clientDir, deps, modules.pages, renderer));
  app.use(errorHandler);
  return {
    app,
    async stop() {
      await subscriptions.dispose();
      await apollo.stop();
      for (const route of routes) await route.close?.();
    },
  };
}

/**
 * Malformed or oversized bodies are the client's mistake: say so, in GraphQL's
 * error shape. A database that does not answer is a 503 with Retry-After (a
 * short page for a browser, JSON for the API).
 */
const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'database unavailable');
    if (res.headersSent) return;
    res.status(503).set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    if (req.method === 'GET' && req.accepts(['json', 'html']) === 'html') {
      res
        .type('html')
        .send(
          `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS}"><title>Framestock</title><p>${DATABASE_UNAVAILABLE_MESSAGE}</p>`,
        );
    } else {
      res.json({
        errors: [
          {
            message: DATABASE_UNAVAILABLE_MESSAGE,
            extensions: { code: ErrorCode.SERVICE_UNAVAILABLE, requestId: req.id },
          },
        ],
      });
    }
    return;
  }
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  const message =
    err?.type === 'entity.too.large'
      ? 'Request body is larger than the 1 MB limit.'
      : err?.type === 'entity.parse.failed'
        ? 'Request body is not valid JSON.'
        : status < 500
          ? String(err.message)
          : 'Internal server error. Quote the request id if you report it.';
  if (status >= 500) req.log.error({ err }, 'request failed');
  if (res.headersSent) return;
  res.status(status).json({
    errors: [
      {
        message,
        extensions: {
          code: status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR',
          requestId: req.id,
        },
      },
    ],
  });
};

export const defaultClientDir = () => path.resolve('dist/client');

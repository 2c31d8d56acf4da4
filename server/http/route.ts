import type { RequestHandler } from 'express';

/**
 * A plain HTTP route a module contributes through its manifest (webhooks,
 * file endpoints, redirects). Routes are mounted before GraphQL, in module
 * order, and no body parser runs before them: a route reads its own body.
 */
export interface HttpRoute {
  /** Mount path, e.g. `/api/uploads`; the handler sees paths below it. */
  path: string;
  handler: RequestHandler;
  /** Compress answers made per request (JSON, XML); leave off for file bodies and byte ranges. */
  compress?: boolean;
  /** Runs on shutdown, after HTTP has drained (pools, listeners). */
  close?: () => Promise<void>;
}

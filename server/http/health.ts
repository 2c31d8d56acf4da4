import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** How long /readyz waits for the database: a load balancer's probe must get an answer, not a hung socket. */
export const READY_TIMEOUT_MS = 1500;

/** Resolves with the promise, or rejects once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** /healthz: the process answers. /readyz: it can reach the database, so a load balancer may send traffic. */
export function healthRoutes(db: DataSource): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    // A frozen database would leave the query pending until the pool's own deadline: answer first.
    const probe = db.query('SELECT 1');
    try {
      await within(probe, READY_TIMEOUT_MS);
      res.json({ status: 'ready' });
    } catch (err) {
      probe.catch(() => undefined);
      req.log.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
  return router;
}

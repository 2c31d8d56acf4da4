import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** /healthz: the process answers. /readyz: it can reach the database, so a load balancer may send traffic. */
export function healthRoutes(db: DataSource): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    try {
      await db.query('SELECT 1');
      res.json({ status: 'ready' });
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
  return router;
}

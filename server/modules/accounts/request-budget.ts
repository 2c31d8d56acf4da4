/**
 * A named budget of requests per window, for any module that must stop one
 * caller from using up a costly endpoint (e.g. rendering preview images).
 * Counted in PostgreSQL on the same `rate_limits` table as the sign-in
 * limits (rate-limits.ts), so it holds across instances; keys are prefixed
 * by the budget's name, so budgets never share counters.
 *
 *   const renders = requestBudget(deps, 'og-image-ip', 120, 60);
 *   const blocked = await renders.take(ipKey(req.ip));
 */
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps } from '../../graphql/context.js';
import type { Blocked } from './rate-limits.js';

export interface RequestBudget {
  /** Spends one request; Blocked (with when to retry) once the window's budget is used up. */
  take(key: string): Promise<Blocked | null>;
}

export function requestBudget(deps: AppDeps, name: string, points: number, windowSeconds: number): RequestBudget {
  const limiter = new RateLimiterPostgres({
    storeClient: deps.db,
    storeType: 'typeorm',
    tableName: 'rate_limits',
    // The migration created the table; the hourly maintenance job deletes expired rows.
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points,
    duration: windowSeconds,
  });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (err) {
        if (err instanceof RateLimiterRes)
          return { retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) };
        throw err;
      }
    },
  };
}

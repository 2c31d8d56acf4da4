/**
 * Abuse limits, counted in PostgreSQL (rate-limiter-flexible's
 * RateLimiterPostgres on the `rate_limits` table) so every instance sees the
 * same counters.
 *
 * A limited action **reserves** its points before it does the work the limit
 * protects (a password check, an email, a write): each counter is bumped by one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so N parallel requests see N
 * different counts and never more than the budget get through. A reservation
 * is all or nothing: when one counter is over its budget the others are given
 * back, so a refused attempt costs nothing. Where a rule says a success does
 * not count (sign-in), the caller refunds the reservation afterwards.
 *
 * Subjects are hashed or reduced before they become keys: the table never
 * holds an email address.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

/** A budget: at most `points` per `windowSeconds` for each subject. `name` prefixes its keys. */
export interface RateLimit {
  name: string;
  points: number;
  windowSeconds: number;
}

/** What one request spends: `points` (default 1) of `limit` for `subject`. */
export interface Charge {
  limit: RateLimit;
  subject: string;
  points?: number;
}

export interface Blocked {
  retryAfterSeconds: number;
}

const limiters = new WeakMap<DataSource, Map<string, RateLimiterPostgres>>();

function limiterFor(db: DataSource, limit: RateLimit): RateLimiterPostgres {
  let byLimit = limiters.get(db);
  if (!byLimit) {
    byLimit = new Map();
    limiters.set(db, byLimit);
  }
  const id = `${limit.name}/${limit.points}/${limit.windowSeconds}`;
  let limiter = byLimit.get(id);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: db,
      storeType: 'typeorm',
      tableName: 'rate_limits',
      // The migration created the table; the platform's hourly maintenance job deletes expired rows.
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: limit.name,
      points: limit.points,
      duration: limit.windowSeconds,
    });
    byLimit.set(id, limiter);
  }
  return limiter;
}

/** consume() that returns the counter instead of rejecting when it passes the budget. */
async function bump(limiter: RateLimiterPostgres, key: string, points: number): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, points);
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}

/**
 * Spends every charge at once, atomically per counter. Null when all fit their
 * budgets; otherwise nothing stays spent and the answer says how long to wait.
 */
export async function reserve(db: DataSource, charges: readonly Charge[]): Promise<Blocked | null> {
  const results = await Promise.all(charges.map((c) => bump(limiterFor(db, c.limit), c.subject, c.points ?? 1)));
  let waitMs = 0;
  results.forEach((r, i) => {
    if (r.consumedPoints > (charges[i]?.limit.points ?? 0)) waitMs = Math.max(waitMs, r.msBeforeNext);
  });
  if (waitMs === 0) return null;
  await refund(db, charges);
  return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Gives reserved points back (an attempt that turned out not to count). */
export async function refund(db: DataSource, charges: readonly Charge[]): Promise<void> {
  await Promise.all(charges.map((c) => limiterFor(db, c.limit).reward(c.subject, c.points ?? 1)));
}

/** Forgets a subject's count (e.g. an account's failed sign-ins after it proved its password). */
export async function clear(db: DataSource, limit: RateLimit, subject: string): Promise<void> {
  await limiterFor(db, limit).delete(subject);
}

/** A personal subject (an email address) as a key: case-insensitive like the users table, and hashed. */
export function hashedSubject(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url');
}

/**
 * The client's IP as a key. IPv4 (also when mapped into IPv6) as is; IPv6 by
 * its /64, since one subscriber usually holds a whole /64 and could otherwise
 * rotate through addresses at will.
 */
export function ipSubject(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = ip.includes('::') ? [...headParts, ...Array<string>(missing).fill('0'), ...tailParts] : headParts;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

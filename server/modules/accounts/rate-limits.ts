/**
 * Brute-force and abuse limits, counted in PostgreSQL (rate-limiter-flexible's
 * RateLimiterPostgres on the `rate_limits` table) so every instance sees the
 * same counters. Two budgets per window:
 *
 * - failed sign-ins (signIn, reauthenticate): per account and per IP; only
 *   failures count, and a success clears the account's count (never the IP's,
 *   or one good account would launder an attacker's guesses at others);
 * - emails sent on request (reset, sign-in link, verification, email change):
 *   per recipient address and per IP, whether or not the address has an account,
 *   so the limit reveals nothing either.
 *
 * Subjects are hashed into the keys: the table never holds an email address.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps, Context } from '../../graphql/context.js';

export interface Blocked {
  retryAfterSeconds: number;
}

interface Limiters {
  failuresPerAccount: RateLimiterPostgres;
  failuresPerIp: RateLimiterPostgres;
  emailsPerAddress: RateLimiterPostgres;
  emailsPerIp: RateLimiterPostgres;
}

const byApp = new WeakMap<AppDeps, Limiters>();

function limiters(app: AppDeps): Limiters {
  let found = byApp.get(app);
  if (!found) {
    const { windowSeconds, failedSignInsPerAccount, failedSignInsPerIp, emailsPerAddress, emailsPerIp } =
      app.config.auth.rateLimits;
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterPostgres({
        storeClient: app.db,
        storeType: 'typeorm',
        tableName: 'rate_limits',
        // The migration created the table; the hourly maintenance job deletes expired rows.
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix,
        points,
        duration: windowSeconds,
      });
    found = {
      failuresPerAccount: limiter('signin-account', failedSignInsPerAccount),
      failuresPerIp: limiter('signin-ip', failedSignInsPerIp),
      emailsPerAddress: limiter('email-address', emailsPerAddress),
      emailsPerIp: limiter('email-ip', emailsPerIp),
    };
    byApp.set(app, found);
  }
  return found;
}

/** An email address as a key: case-insensitive like the users table, and hashed. */
function addressKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

/**
 * The client's IP as a key. IPv4 (also when mapped into IPv6) as is; IPv6 by
 * its /64, since one subscriber usually holds a whole /64 and could otherwise
 * rotate through addresses at will.
 */
export function ipKey(ip: string | undefined): string {
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

function blockedFor(results: (RateLimiterRes | null)[], points: number[]): Blocked | null {
  let waitMs = 0;
  results.forEach((r, i) => {
    if (r && r.consumedPoints >= (points[i] ?? 0)) waitMs = Math.max(waitMs, r.msBeforeNext);
  });
  return waitMs > 0 ? { retryAfterSeconds: Math.ceil(waitMs / 1000) } : null;
}

/** Before a password is checked: has this account or this IP used up its failures? */
export async function signInBlocked(ctx: Context, email: string): Promise<Blocked | null> {
  const l = limiters(ctx.app);
  const results = await Promise.all([
    l.failuresPerAccount.get(addressKey(email)),
    l.failuresPerIp.get(ipKey(ctx.req.ip)),
  ]);
  return blockedFor(results, [l.failuresPerAccount.points, l.failuresPerIp.points]);
}

/** Counts a wrong password (or unknown account) against both budgets. */
export async function recordFailedSignIn(ctx: Context, email: string): Promise<void> {
  const l = limiters(ctx.app);
  await Promise.all([
    consumeQuietly(l.failuresPerAccount, addressKey(email)),
    consumeQuietly(l.failuresPerIp, ipKey(ctx.req.ip)),
  ]);
}

/** After a correct password: the account's earlier typos are forgiven. */
export async function clearFailedSignIns(ctx: Context, email: string): Promise<void> {
  await limiters(ctx.app).failuresPerAccount.delete(addressKey(email));
}

/** Spends one email from the recipient's and the IP's budgets; Blocked when either was already spent. */
export async function takeEmailBudget(ctx: Context, email: string): Promise<Blocked | null> {
  const l = limiters(ctx.app);
  const results = await Promise.all([
    consumeQuietly(l.emailsPerAddress, addressKey(email)),
    consumeQuietly(l.emailsPerIp, ipKey(ctx.req.ip)),
  ]);
  // consume() counts this request too: blocked once the count passes the budget.
  return blockedFor(results, [l.emailsPerAddress.points + 1, l.emailsPerIp.points + 1]);
}

/** consume() that returns the counter instead of rejecting when the budget is exceeded. */
async function consumeQuietly(limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) return err;
    throw err;
  }
}

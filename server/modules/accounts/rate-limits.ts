/**
 * The accounts module's abuse budgets, on the platform's limiter
 * (server/http/rate-limits.ts: reserved atomically before the work, in
 * PostgreSQL). Per window (AUTH_RATE_LIMIT_WINDOW_MINUTES):
 *
 * - failed sign-ins (signIn, reauthenticate): per account and per IP. An
 *   attempt reserves one of each before the password is checked; a correct
 *   password gives the IP's back and clears the account's count (never the
 *   IP's, or one good account would launder an attacker's guesses at others);
 * - emails sent on request (reset, sign-in link, verification, email change,
 *   sign-up): per recipient address and per IP, whether or not the address has
 *   an account, so the limit reveals nothing either;
 * - sign-ups: per IP (each one hashes a password and sends an email).
 */
import type { Config } from '../../config.js';
import type { Context } from '../../graphql/context.js';
import {
  type Blocked,
  type Charge,
  clear,
  hashedSubject,
  ipSubject,
  type RateLimit,
  refund,
  reserve,
} from '../../http/rate-limits.js';

function limits(config: Config) {
  const { windowSeconds, failedSignInsPerAccount, failedSignInsPerIp, emailsPerAddress, emailsPerIp, signUpsPerIp } =
    config.auth.rateLimits;
  const limit = (name: string, points: number): RateLimit => ({ name, points, windowSeconds });
  return {
    failuresPerAccount: limit('signin-account', failedSignInsPerAccount),
    failuresPerIp: limit('signin-ip', failedSignInsPerIp),
    emailsPerAddress: limit('email-address', emailsPerAddress),
    emailsPerIp: limit('email-ip', emailsPerIp),
    signUpsPerIp: limit('signup-ip', signUpsPerIp),
  };
}

/** A password check that may go ahead (`blocked` null), and what to do when the password was right. */
export interface PasswordAttempt {
  blocked: Blocked | null;
  /** The password was right: the attempt does not count, and the account's earlier typos are forgiven. */
  succeeded(): Promise<void>;
}

/**
 * Reserves one failed sign-in for the account and the IP before a password is
 * checked. Blocked when either budget is spent — so a guesser learns nothing
 * more, known account or not, however many attempts run in parallel.
 */
export async function reservePasswordAttempt(ctx: Context, email: string): Promise<PasswordAttempt> {
  const l = limits(ctx.app.config);
  const account: Charge = { limit: l.failuresPerAccount, subject: hashedSubject(email) };
  const ip: Charge = { limit: l.failuresPerIp, subject: ipSubject(ctx.req.ip) };
  const blocked = await reserve(ctx.app.db, [account, ip]);
  return {
    blocked,
    async succeeded() {
      await Promise.all([clear(ctx.app.db, account.limit, account.subject), refund(ctx.app.db, [ip])]);
    },
  };
}

/** The account's owner proved who they are another way (reset or sign-in link): whoever locked it out no longer keeps them out. */
export async function clearFailedSignIns(ctx: Context, email: string): Promise<void> {
  await clear(ctx.app.db, limits(ctx.app.config).failuresPerAccount, hashedSubject(email));
}

function emailCharges(ctx: Context, email: string): Charge[] {
  const l = limits(ctx.app.config);
  return [
    { limit: l.emailsPerAddress, subject: hashedSubject(email) },
    { limit: l.emailsPerIp, subject: ipSubject(ctx.req.ip) },
  ];
}

/** Spends one email from the recipient's and the IP's budgets; Blocked (and nothing spent) when either is used up. */
export function takeEmailBudget(ctx: Context, email: string): Promise<Blocked | null> {
  return reserve(ctx.app.db, emailCharges(ctx, email));
}

/** A sign-up: one from the IP's sign-up budget, and the email it sends. */
export function takeSignUpBudget(ctx: Context, email: string): Promise<Blocked | null> {
  const { signUpsPerIp } = limits(ctx.app.config);
  return reserve(ctx.app.db, [{ limit: signUpsPerIp, subject: ipSubject(ctx.req.ip) }, ...emailCharges(ctx, email)]);
}

import { QueryFailedError } from 'typeorm';

/** True when PostgreSQL refused a row because a unique constraint already holds that value. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof QueryFailedError && (err.driverError as { code?: string } | undefined)?.code === '23505';
}

/** Seconds a client is told to wait (Retry-After) when the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** node-postgres's own messages for a database that cannot be reached or stopped answering. */
const UNREACHABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Network errors of the socket to the database. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * PostgreSQL's own "not now" answers: connection exceptions (class 08), shutting
 * down or starting up (57P01–57P03), too many connections (53300), and a
 * statement cancelled by statement_timeout (57014) — a database too slow to
 * answer in time is, to a caller, one that is unavailable.
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300|57014)$/;

/**
 * True when an error means the database is unavailable — unreachable, frozen,
 * restarting or overloaded — rather than a bug or a bad request: the caller
 * gets SERVICE_UNAVAILABLE and Retry-After, and may simply try again. Looks
 * through TypeORM's and GraphQL's wrappers.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    if (!(e instanceof Error)) return false;
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (UNREACHABLE_MESSAGES.includes(e.message)) return true;
    e =
      (e as { driverError?: unknown }).driverError ??
      (e as { originalError?: unknown }).originalError ??
      (e as { cause?: unknown }).cause;
  }
  return false;
}

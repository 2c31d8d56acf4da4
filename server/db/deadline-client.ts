/**
 * The pg client of the app's pool: a statement that gets no answer within its
 * deadline (pg's `query_timeout`) fails — and so does its connection.
 *
 * pg alone fails the query but keeps the connection, with the unanswered
 * statement (and any BEGIN before it) still queued for the server. Back in the
 * pool, that connection would hand the next request a place in line behind a
 * frozen server, or, once the server wakes, inside a stale transaction.
 * Destroying the socket instead makes the client report an error, so TypeORM
 * releases it as broken and the pool discards it; the server, when it answers
 * again, sees the connection gone and rolls back whatever it had open.
 */
import pg from 'pg';

/** pg's message when `query_timeout` passes without an answer. */
const READ_TIMEOUT = 'Query read timeout';

export class DeadlineClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query() has a dozen overloads; this forwards every one
  override query(...args: any[]): any {
    const dropOnTimeout = (err: unknown) => {
      if (err instanceof Error && err.message === READ_TIMEOUT) this.connection.stream.destroy();
    };
    const callbackAt = args.findIndex((a) => typeof a === 'function');
    if (callbackAt > 0) {
      const callback = args[callbackAt] as (err: unknown, result?: unknown) => void;
      args[callbackAt] = (err: unknown, result?: unknown) => {
        dropOnTimeout(err);
        callback(err, result);
      };
    }
    const result: unknown = super.query(...(args as Parameters<pg.Client['query']>));
    // The caller handles the rejection; this branch only watches it.
    if (result instanceof Promise) result.catch(dropOnTimeout);
    return result;
  }
}

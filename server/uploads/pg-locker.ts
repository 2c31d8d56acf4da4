/**
 * Upload locks every app instance sees (DESIGN §1: no in-memory state across
 * requests). tus takes an upload's lock for each HEAD, PATCH and DELETE; with
 * instances behind a load balancer, two PATCHes of one upload can land on two
 * instances, and only a lock in PostgreSQL keeps them from writing at once.
 *
 * - A lock is a session-level advisory lock, held on its own connection from a
 *   small pool of this locker's (not the app's pool: a PATCH holds its lock
 *   while the bytes arrive, and must not starve GraphQL of connections). If the
 *   instance dies, PostgreSQL ends the session and the lock with it.
 * - Its key is the upload id's first 64 bits as two int4 keys: a key space
 *   apart from the single-key `pg_advisory_xact_lock(hashtext(…))` locks used
 *   elsewhere.
 * - tus asks the holder to let go when another request wants the lock (a
 *   client resuming after a half-open connection must not wait for that
 *   connection to time out). Here that request travels by NOTIFY on
 *   RELEASE_CHANNEL; every locker LISTENs, and the holder ends the request
 *   holding the lock. Until that listener is up again after a lost
 *   connection, a waiter just waits (at most `acquireTimeoutMs`).
 */
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';
import type { Logger } from '../logger.js';

export const RELEASE_CHANNEL = 'framestock_upload_release';

export interface PgLockerOptions {
  /** The database to lock in (the app's). */
  url: string;
  log: Logger;
  /** How long a request waits for a lock before tus answers 500 (tus's default: 30 s). */
  acquireTimeoutMs?: number;
  /** How often a waiting request tries again. */
  retryMs?: number;
  /** Connections for held and awaited locks: at most this many upload requests at once per instance. */
  maxConnections?: number;
}

/** Two int4 keys from the first 16 hex digits of a UUID. */
export function lockKeys(uploadId: string): [number, number] {
  const hex = uploadId.replace(/-/g, '');
  if (!/^[0-9a-f]{16}/i.test(hex)) throw new Error(`not an upload id: ${uploadId}`);
  const bytes = Buffer.from(hex.slice(0, 16), 'hex');
  return [bytes.readInt32BE(0), bytes.readInt32BE(4)];
}

export class PgLocker implements Locker {
  readonly acquireTimeoutMs: number;
  readonly retryMs: number;
  /** The release requests of the locks this process holds, by upload id. */
  private readonly held = new Map<string, RequestRelease>();
  private pool: pg.Pool | undefined;
  private listener: Promise<pg.Client> | undefined;
  private closed = false;

  constructor(private readonly opts: PgLockerOptions) {
    this.acquireTimeoutMs = opts.acquireTimeoutMs ?? 30_000;
    this.retryMs = opts.retryMs ?? 100;
  }

  newLock(id: string): Lock {
    return new PgLock(this, id);
  }

  /** A connection of the lock pool; made on first use, so servers that never see an upload open none. */
  connect(): Promise<pg.PoolClient> {
    if (this.closed) return Promise.reject(new Error('the upload locker is closed'));
    if (!this.pool) {
      this.pool = new pg.Pool({
        connectionString: this.opts.url,
        max: this.opts.maxConnections ?? 20,
        idleTimeoutMillis: 10_000,
        // Every connection busy (or the database unreachable): fail the request, do not wait forever.
        connectionTimeoutMillis: this.acquireTimeoutMs,
        application_name: 'framestock-upload-locks',
      });
      // An idle connection that drops (a database restart) is replaced on the next connect; unheard, it would crash us.
      this.pool.on('error', (err) => this.opts.log.warn({ err }, 'an idle upload-lock connection was lost'));
    }
    return this.pool.connect();
  }

  /** Listens for release requests from other instances (once; again after the connection was lost). */
  async listen(): Promise<void> {
    if (this.closed) return;
    if (!this.listener) {
      const client = new pg.Client({ connectionString: this.opts.url, application_name: 'framestock-upload-locks' });
      let listening = false;
      const started = (async () => {
        client.on('notification', (message) => {
          if (message.channel === RELEASE_CHANNEL && message.payload) void this.release(message.payload);
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${RELEASE_CHANNEL}`);
        } catch (err) {
          await client.end().catch(() => undefined);
          throw err;
        }
        listening = true;
        return client;
      })();
      const lost = (err?: Error) => {
        if (!listening || this.listener !== started || this.closed) return;
        this.opts.log.warn({ err }, 'upload lock listener lost its connection; will listen again on the next lock');
        this.listener = undefined;
        client.end().catch(() => undefined);
      };
      client.on('error', lost);
      client.on('end', () => lost());
      this.listener = started;
    }
    try {
      await this.listener;
    } catch (err) {
      // Locking still works without it; only release requests from other instances go unheard until the next try.
      this.opts.log.warn({ err }, 'upload lock listener could not start');
      this.listener = undefined;
    }
  }

  holding(id: string, requestRelease: RequestRelease): void {
    this.held.set(id, requestRelease);
  }

  letGo(id: string): void {
    this.held.delete(id);
  }

  /** Asks whoever holds the lock of `id` to end the request holding it: this process directly, others by NOTIFY. */
  async requestRelease(client: pg.PoolClient, id: string): Promise<void> {
    if (this.held.has(id)) await this.release(id);
    else await client.query('SELECT pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
  }

  private async release(id: string): Promise<void> {
    try {
      await this.held.get(id)?.();
    } catch (err) {
      this.opts.log.warn({ err, uploadId: id }, 'could not end the request holding an upload lock');
    }
  }

  connectionLost(id: string, err: Error): void {
    this.opts.log.error({ err, uploadId: id }, 'the connection holding an upload lock was lost');
  }

  async close(): Promise<void> {
    this.closed = true;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.then((c) => c.end()).catch(() => undefined);
    await this.pool?.end();
  }
}

class PgLock implements Lock {
  private client: pg.PoolClient | undefined;
  private readonly keys: [number, number];

  constructor(
    private readonly locker: PgLocker,
    private readonly id: string,
  ) {
    this.keys = lockKeys(id);
  }

  private readonly onConnectionError = (err: Error) => this.locker.connectionLost(this.id, err);

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    await this.locker.listen();
    const client = await this.locker.connect();
    // A connection lost while held (failover, a terminated backend) ends the lock with it; the
    // request finds out when it unlocks. Without a listener the error would crash the process.
    client.on('error', this.onConnectionError);
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let asked = 0;
    try {
      for (;;) {
        const [row] = (await client.query('SELECT pg_try_advisory_lock($1, $2) AS ok', this.keys)).rows;
        if (row?.ok) break;
        // Ask the holder to let go, then again now and then: the holder may have changed meanwhile.
        if (asked++ % 10 === 0) await this.locker.requestRelease(client, this.id);
        if (stopSignal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await new Promise((resolve) => setTimeout(resolve, this.locker.retryMs));
      }
    } catch (err) {
      client.off('error', this.onConnectionError);
      // A timeout leaves a sound connection; a failed query may not have.
      client.release(err instanceof Error ? err : undefined);
      throw err;
    }
    this.client = client;
    this.locker.holding(this.id, requestRelease);
  }

  async unlock(): Promise<void> {
    const client = this.client;
    if (!client) throw new Error('Releasing an unlocked lock!');
    this.client = undefined;
    this.locker.letGo(this.id);
    client.off('error', this.onConnectionError);
    try {
      await client.query('SELECT pg_advisory_unlock($1, $2)', this.keys);
      client.release();
    } catch (err) {
      // A connection that may still hold the lock must never serve another lock: close it.
      client.release(err instanceof Error ? err : true);
      throw err;
    }
  }
}

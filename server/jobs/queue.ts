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
 */
import PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../logger.js';

/** A queue's name, carrying the type of its payload so `send` and the handler agree. */
export interface JobName<T extends object> {
  readonly name: string;
  /** Never set: only the type matters. */
  readonly payload?: T;
}

export function jobName<T extends object = Record<string, never>>(name: string): JobName<T> {
  return { name };
}

export interface JobDefinition<T extends object = object> {
  job: JobName<T>;
  /** Cron expression (UTC) when the job runs on a schedule. */
  cron?: string;
  /** Retry and expiry policy of the queue (applied when the queue is first created). */
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** How often an idle worker looks for new jobs; pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
  handler(data: T): Promise<void>;
}

export interface SendOptions {
  /**
   * Write the job inside this transaction: it exists only if the transaction
   * commits (pg-boss's `db` option).
   */
  tx?: EntityManager;
  /** At most one queued job per key (with the queue's policy). */
  singletonKey?: string;
}

/** The job queue as modules see it: send by name; the runner owns the handlers. */
export class Jobs {
  private constructor(private readonly boss: PgBoss) {}

  /** Connects to the queue's tables (creating them on first use). Handlers come with `register`. */
  static async open(url: string, log: Logger): Promise<Jobs> {
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 4, application_name: 'framestock-jobs' });
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    await boss.start();
    return new Jobs(boss);
  }

  async send<T extends object>(job: JobName<T>, data: T, opts: SendOptions = {}): Promise<string | null> {
    return this.boss.send(job.name, data, {
      ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
      ...(opts.tx ? { db: inTransaction(opts.tx) } : {}),
    });
  }

  /**
   * Creates every queue and schedule; with `work`, this process also runs the
   * handlers (the web process when JOBS_IN_PROCESS, and `npm run worker`).
   */
  async register(definitions: readonly JobDefinition[], opts: { work: boolean; log: Logger }): Promise<void> {
    for (const def of definitions) {
      const name = def.job.name;
      await this.boss.createQueue(name, { ...def.queue, name });
      if (def.cron) await this.boss.schedule(name, def.cron);
      if (!opts.work) continue;
      const workOptions = def.pollingIntervalSeconds ? { pollingIntervalSeconds: def.pollingIntervalSeconds } : {};
      await this.boss.work(name, workOptions, async (batch) => {
        for (const item of batch) {
          opts.log.debug({ job: name, id: item.id }, 'job started');
          await def.handler(item.data as object);
        }
      });
    }
  }

  stop(opts: PgBoss.StopOptions): Promise<void> {
    return this.boss.stop(opts);
  }
}

/** pg-boss's `db` option: run its statement on the caller's transaction. */
function inTransaction(m: EntityManager): PgBoss.Db {
  return { executeSql: async (text, values) => ({ rows: await m.query(text, values) }) };
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

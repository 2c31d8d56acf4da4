/**
 * Jobs due at once start at once: a send wakes the queue's workers in every
 * process (a NOTIFY, on commit when sent inside a transaction), and a worker
 * that finished a job fetches the next without waiting for its poll. The
 * queues here poll rarely, so only the wake-up can start them in time.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PubSub } from '../../server/db/pubsub.js';
import { type JobDefinition, Jobs, jobName } from '../../server/jobs/queue.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const log = pino({ level: 'silent' });
const WAKE = jobName<{ n: number }>('test.wake');
const BACKLOG = jobName<{ n: number }>('test.backlog');

interface Process {
  jobs: Jobs;
  pubsub: PubSub;
  db: DataSource;
}

let database: TestDatabase;
const processes: Process[] = [];
const ran = new Map<string, number>();

async function openProcess(definitions: JobDefinition[], work: boolean): Promise<Process> {
  const db = new DataSource({ type: 'postgres', url: database.url });
  await db.initialize();
  const pubsub = new PubSub(database.url, log);
  const jobs = await Jobs.open(database.url, log, db);
  await jobs.register(definitions, { work, log, pubsub });
  const p = { jobs, pubsub, db };
  processes.push(p);
  return p;
}

const record = (queue: string) => async (data: { n: number }) => {
  ran.set(`${queue}:${data.n}`, Date.now());
};

const definitions: JobDefinition[] = [
  { job: WAKE, pollingIntervalSeconds: 60, handler: record('wake') } as JobDefinition,
  { job: BACKLOG, pollingIntervalSeconds: 4, handler: record('backlog') } as JobDefinition,
];

async function ranWithin(key: string, ms: number): Promise<number | undefined> {
  const until = Date.now() + ms;
  while (!ran.has(key) && Date.now() < until) await sleep(25);
  return ran.get(key);
}

let sender: Process;

beforeAll(async () => {
  database = await createTestDatabase();
  // The worker's first poll finds nothing; its next one is a minute away.
  await openProcess(definitions, true);
  sender = await openProcess(definitions, false);
  await sleep(500);
});

afterAll(async () => {
  for (const p of processes) {
    await p.jobs.stop({ graceful: false });
    await p.pubsub.close();
    await p.db.destroy();
  }
  await database?.drop();
});

describe('job wake-up', () => {
  it("starts a job sent by another process within moments, not at the worker's next poll", async () => {
    const sent = Date.now();
    await sender.jobs.send(WAKE, { n: 1 });
    const at = await ranWithin('wake:1', 5_000);
    expect(at).toBeDefined();
    expect((at as number) - sent).toBeLessThan(3_000);
  });

  it('wakes the workers when the sending transaction commits, and not before', async () => {
    let committedAt = 0;
    await sender.db.transaction(async (m) => {
      await sender.jobs.send(WAKE, { n: 2 }, { tx: m });
      await sleep(1_000);
      // Not visible, and not announced, while the transaction is open.
      expect(ran.has('wake:2')).toBe(false);
      committedAt = Date.now();
    });
    const at = await ranWithin('wake:2', 5_000);
    expect(at).toBeDefined();
    expect((at as number) - committedAt).toBeLessThan(3_000);
  });

  it('sends nothing and wakes no one when the transaction rolls back', async () => {
    await sender.db
      .transaction(async (m) => {
        await sender.jobs.send(WAKE, { n: 3 }, { tx: m });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await ranWithin('wake:3', 1_500)).toBeUndefined();
  });

  it('drains a backlog one job after another instead of one per poll', async () => {
    // Delayed jobs announce nothing: the worker finds the first at a poll, then fetches the rest at once.
    for (let n = 1; n <= 5; n++) await sender.jobs.send(BACKLOG, { n }, { startAfterSeconds: 1 });
    const first = await ranWithin('backlog:1', 10_000);
    const last = await ranWithin('backlog:5', 10_000);
    expect(first).toBeDefined();
    expect(last).toBeDefined();
    // One job per 4 s poll would take 16 s from the first to the last.
    expect((last as number) - (first as number)).toBeLessThan(3_000);
  });
});

/**
 * Runs the modules' `onStart` hooks (demo data, first-start accounts) in
 * module order, and owns every failure of them and of the background work
 * they hand to `ctx.background`: under load the database may answer a
 * first-start step with a timeout, and an unhandled rejection there used to
 * kill `npm start`. A database outage (isDatabaseUnavailable) is logged and
 * the module's hook runs again after a pause — the hooks are idempotent and
 * the demo seed resumes where it stopped — so the first start still ends
 * with the full demo. Any other error is logged and the server keeps serving.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from './db/errors.js';
import type { Logger } from './logger.js';
import type { FramestockModule, StartContext } from './module.js';

export interface StartHookOptions {
  deps: StartContext['deps'];
  embedded: boolean;
  /** Aborted at shutdown: no further retries start. */
  signal: AbortSignal;
  log: Logger;
  /** Pause before the first retry, doubled each time up to a minute. */
  retryMs?: number;
  /** Runs of one hook before its outage is logged as an error and left to the next start. */
  maxAttempts?: number;
}

const MAX_RETRY_MS = 60_000;

/**
 * Awaits each hook's own part in order (a later module may rely on an earlier
 * one's rows); `settled` is everything left in the background — retries
 * included — and never rejects: shutdown waits on it.
 */
export async function runStartHooks(
  modules: readonly FramestockModule[],
  opts: StartHookOptions,
): Promise<{ settled: Promise<void> }> {
  const pending: Promise<void>[] = [];
  for (const m of modules) {
    if (!m.onStart) continue;
    const { rest } = await runHook(m, m.onStart, opts, 1);
    pending.push(rest);
  }
  return { settled: Promise.all(pending).then(() => undefined) };
}

async function runHook(
  m: FramestockModule,
  onStart: NonNullable<FramestockModule['onStart']>,
  opts: StartHookOptions,
  attempt: number,
): Promise<{ rest: Promise<void> }> {
  const tasks: Promise<unknown>[] = [];
  try {
    await onStart({
      deps: opts.deps,
      embedded: opts.embedded,
      signal: opts.signal,
      background: (task) => {
        // Handled from the moment it is handed over, however long the hook runs after.
        task.catch(() => undefined);
        tasks.push(task);
      },
    });
  } catch (err) {
    return { rest: retryLater(m, onStart, opts, attempt, err) };
  }
  return {
    rest: Promise.all(tasks).then(
      () => undefined,
      (err: unknown) => retryLater(m, onStart, opts, attempt, err),
    ),
  };
}

async function retryLater(
  m: FramestockModule,
  onStart: NonNullable<FramestockModule['onStart']>,
  opts: StartHookOptions,
  attempt: number,
  err: unknown,
): Promise<void> {
  if (opts.signal.aborted) return;
  const maxAttempts = opts.maxAttempts ?? 8;
  if (!isDatabaseUnavailable(err) || attempt >= maxAttempts) {
    opts.log.error({ err, module: m.name, attempt }, 'start step failed; the next start tries again');
    return;
  }
  const retryInMs = Math.min((opts.retryMs ?? 5_000) * 2 ** (attempt - 1), MAX_RETRY_MS);
  opts.log.warn({ err, module: m.name, attempt, retryInMs }, 'start step hit a database outage; retrying');
  try {
    await sleep(retryInMs, undefined, { signal: opts.signal });
  } catch {
    return; // shutting down
  }
  const { rest } = await runHook(m, onStart, opts, attempt + 1);
  await rest;
}

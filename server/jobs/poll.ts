/**
 * Retries a cheap check in the background until it reports done: for
 * first-start work that waits on other background work (demo downloads and
 * favourites wait for the demo catalogue). Timers are unref'd, so they never
 * hold a process open; a failure is logged and ends the polling.
 */
import type { Logger } from '../logger.js';

export function pollInBackground(
  task: () => Promise<boolean>,
  opts: { everyMs: number; giveUpAfterMs: number; log: Logger; what: string },
): void {
  const started = Date.now();
  const attempt = async () => {
    try {
      if (await task()) return;
    } catch (err) {
      opts.log.warn({ err }, `${opts.what} stopped`);
      return;
    }
    if (Date.now() - started < opts.giveUpAfterMs) setTimeout(() => void attempt(), opts.everyMs).unref();
  };
  void attempt();
}

/**
 * Retries a cheap check in the background until it reports done: for
 * first-start work that waits on other background work (demo downloads and
 * favourites wait for the demo catalogue). Timers are unref'd, so they never
 * hold a process open; a database outage is logged and polled through, any
 * other failure is logged and ends the polling.
 */
import { isDatabaseUnavailable } from '../db/errors.js';
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
      // A database outage (a first start under load) is waited out like "not ready yet"; anything else ends it.
      if (!isDatabaseUnavailable(err)) {
        opts.log.warn({ err }, `${opts.what} stopped`);
        return;
      }
      opts.log.warn({ err }, `${opts.what}: database unavailable, checking again later`);
    }
    if (Date.now() - started < opts.giveUpAfterMs) setTimeout(() => void attempt(), opts.everyMs).unref();
  };
  void attempt();
}

/**
 * A job that sends one transactional email (an account link, a receipt, a
 * licence): the message is composed when the job runs, from the rows as they
 * are then (null sends nothing: the person or the record is gone), and sent
 * from the site's sender. Links in it start with SITE_URL (a job has no
 * request to take the origin from). The caller enqueues the job in the transaction of
 * what it reports, so a rolled-back change sends nothing.
 */
import type { Config } from '../config.js';
import type { JobDefinition, JobName } from '../jobs/queue.js';
import type { Logger } from '../logger.js';
import { createMailer, type MailMessage } from './mailer.js';

export function emailJob<T extends object>(
  deps: { config: Config; db: Parameters<typeof createMailer>[1]; log: Logger },
  job: JobName<T>,
  compose: (data: T, origin: string) => Promise<MailMessage | null>,
  sender: () => Promise<string | undefined>,
): JobDefinition<T> {
  const mailer = createMailer(deps.config, deps.db, deps.log);
  const origin = deps.config.siteUrl ?? `http://localhost:${deps.config.port}`;
  return {
    job,
    // A failed delivery (SMTP down) is retried with backoff: about 30 s, 1 min, 2 min, 4 min, 8 min.
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    // People wait for these; poll more often than background housekeeping does.
    pollingIntervalSeconds: 1,
    async handler(data) {
      const message = await compose(data, origin);
      if (message) await mailer.send({ ...message, from: await sender() });
      else deps.log.debug({ job: job.name }, 'email not sent: nobody to write to, or nothing to say');
    },
  };
}

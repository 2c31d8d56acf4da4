/**
 * Starts the `notifications.email` sweep as soon as notifications commit:
 * the pub/sub message that wakes live bells is sent at commit, so the job it
 * queues only ever sees committed rows. The queue keeps at most one waiting
 * job, so a burst of notifications is one sweep. (The minute schedule covers
 * a kick lost with an instance.)
 */
import type { AppDeps } from '../../graphql/context.js';
import type { Service } from '../../services.js';
import { NOTIFICATION_EMAILS } from './notification-emails.js';
import { NOTIFICATIONS_CHANNEL } from './notifications.service.js';

export class EmailKick implements Service {
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: AppDeps) {}

  async start(): Promise<void> {
    const kick = () => {
      this.deps.jobs
        .send(NOTIFICATION_EMAILS, {})
        .catch((err: unknown) => this.deps.log.warn({ err }, 'notification email sweep not queued'));
    };
    this.unsubscribe = await this.deps.pubsub.subscribe(NOTIFICATIONS_CHANNEL, { onMessage: kick, onResync: kick });
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
  }
}

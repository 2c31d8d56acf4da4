/**
 * Messages to one user (review outcomes, request updates, new items in what
 * they follow, broadcasts), written inside the transaction of what they
 * report, listed and counted for their owner, and pushed live over GraphQL
 * subscriptions to whichever instance holds the owner's socket; emailed by
 * each user's per-topic cadence (at once or in a daily digest) with a
 * one-click unsubscribe (notification-emails.ts, unsubscribe.route.ts).
 */
import { defineModule } from '../../module.js';
import { serviceKey } from '../../services.js';
import { EmailKick } from './email-kick.js';
import { NotificationEntity } from './notification.entity.js';
import { notificationEmailJobs } from './notification-emails.js';
import { NotificationsResolver } from './notifications.resolver.js';
import { unsubscribeRoute } from './unsubscribe.route.js';

const EMAIL_KICK = serviceKey<EmailKick>('notifications.email-kick');

export { broadcastReach, type FanOutBatch, FIRST_USER, fanOutBatch } from './fan-out.js';
export {
  announce,
  latestUnread,
  type NewNotification,
  notify,
  unreadCountOf,
} from './notifications.service.js';
export { Notification, toNotification } from './notifications.types.js';

export default defineModule({
  name: 'notifications',
  entities: [NotificationEntity],
  resolvers: [NotificationsResolver],
  jobs: (deps) => notificationEmailJobs(deps),
  routes: (deps) => [unsubscribeRoute(deps)],
  services: (deps) => [{ key: EMAIL_KICK, service: new EmailKick(deps) }],
});

/**
 * Messages to one user (review outcomes, request updates, new items in what
 * they follow, broadcasts), written inside the transaction of what they
 * report, listed and counted for their owner, and pushed live over GraphQL
 * subscriptions to whichever instance holds the owner's socket.
 */
import { defineModule } from '../../module.js';
import { NotificationEntity } from './notification.entity.js';
import { NotificationsResolver } from './notifications.resolver.js';

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
});

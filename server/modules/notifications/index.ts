/** Messages to one user (review outcomes, …), written inside the transaction of what they report. */
import { defineModule } from '../../module.js';
import { NotificationEntity } from './notification.entity.js';

export { type NewNotification, notify } from './notifications.service.js';

export default defineModule({
  name: 'notifications',
  entities: [NotificationEntity],
});

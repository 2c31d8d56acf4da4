/** Client analytics events (page views, sign-ins, downloads…), batched by `trackEvents`. */
import { defineModule } from '../../module.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { anonymiseAnalyticsEvents } from './analytics.service.js';
import { AnalyticsEventEntity } from './analytics-event.entity.js';

export { recordServerEvent } from './analytics.service.js';
export { AnalyticsEventType } from './analytics.types.js';

export default defineModule({
  name: 'analytics',
  entities: [AnalyticsEventEntity],
  resolvers: [AnalyticsResolver],
  // Events stay for the aggregate numbers, but no longer point at the person.
  erase: anonymiseAnalyticsEvents,
});

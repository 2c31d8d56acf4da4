/**
 * Analytics events: page views, sign-ins and sign-ups reported by clients
 * (`trackEvents`), and what the server witnessed itself — purchases, downloads
 * — recorded by other modules through `recordServerEvents`.
 */
import { defineModule } from '../../module.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { anonymiseAnalyticsEvents } from './analytics.service.js';
import { AnalyticsEventEntity } from './analytics-event.entity.js';

export { recordServerEvents, type ServerEvent } from './analytics.service.js';
export { AnalyticsEventType } from './analytics.types.js';

export default defineModule({
  name: 'analytics',
  entities: [AnalyticsEventEntity],
  resolvers: [AnalyticsResolver],
  // Events stay for the aggregate numbers, but no longer point at the person.
  erase: anonymiseAnalyticsEvents,
});

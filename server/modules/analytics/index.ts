/**
 * Analytics events: page views, sign-ins and sign-ups reported by clients
 * (`trackEvents`), and what the server witnessed itself — purchases, downloads
 * — recorded by other modules through `recordServerEvents`. Reports read
 * daily rollups (rollup.ts, kept by a job every minute): `analyticsSeries`
 * (days, weeks or months: `defaultBucket` picks by range), `topPageKeys`,
 * `trafficTotals`. Page paths and referrers are stored without query strings
 * (paths.ts).
 */
import { defineModule } from '../../module.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { anonymiseAnalyticsEvents } from './analytics.service.js';
import { AnalyticsDailyEntity, AnalyticsRollupStateEntity } from './analytics-daily.entity.js';
import { AnalyticsEventEntity } from './analytics-event.entity.js';
import { rollupJobs } from './rollup.js';

export { recordServerEvents, type ServerEvent } from './analytics.service.js';
export { AnalyticsEventType } from './analytics.types.js';
export {
  AUTO_BUCKET_MAX_DAYS,
  analyticsSeries,
  type Bucket,
  defaultBucket,
  type KeyCount,
  type SeriesPoint,
  topPageKeys,
  trafficTotals,
} from './reports.js';
export { rollUp } from './rollup.js';

export default defineModule({
  name: 'analytics',
  entities: [AnalyticsEventEntity, AnalyticsDailyEntity, AnalyticsRollupStateEntity],
  jobs: rollupJobs,
  resolvers: [AnalyticsResolver],
  // Events stay for the aggregate numbers, but no longer point at the person.
  erase: anonymiseAnalyticsEvents,
});

/** Every TypeORM entity, listed explicitly (no globbing: works compiled and under Vitest). */

import { IdempotencyRecordEntity } from '../http/idempotency.entity.js';
import { RefreshTokenEntity, SessionEntity } from '../modules/accounts/session.entity.js';
import { UserEntity } from '../modules/accounts/user.entity.js';
import { AnalyticsEventEntity } from '../modules/analytics/analytics-event.entity.js';
import { AuditLogEntity } from '../modules/audit/audit-log.entity.js';

export const entities = [
  UserEntity,
  SessionEntity,
  RefreshTokenEntity,
  AuditLogEntity,
  AnalyticsEventEntity,
  IdempotencyRecordEntity,
];

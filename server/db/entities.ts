/** Every TypeORM entity, listed explicitly (no globbing: works compiled and under Vitest). */

import { IdempotencyRecordEntity } from '../http/idempotency.entity.js';
import { EmailOutboxEntity } from '../mail/outbox.entity.js';
import { ActionTokenEntity } from '../modules/accounts/action-token.entity.js';
import { SignInAttemptEntity } from '../modules/accounts/oidc/sign-in-attempt.entity.js';
import { UserIdentityEntity } from '../modules/accounts/oidc/user-identity.entity.js';
import { RateLimitEntity } from '../modules/accounts/rate-limit.entity.js';
import { RefreshTokenEntity, SessionEntity } from '../modules/accounts/session.entity.js';
import { UserEntity } from '../modules/accounts/user.entity.js';
import { AnalyticsEventEntity } from '../modules/analytics/analytics-event.entity.js';
import { AuditLogEntity } from '../modules/audit/audit-log.entity.js';
import { BundleEntity, BundleItemEntity } from '../modules/catalog/bundle.entity.js';
import {
  AssetEntity,
  AudioEntity,
  ImageEntity,
  MediaDownloadDayEntity,
  MediaEntity,
  MediaPlatformEntity,
  MediaTagEntity,
} from '../modules/catalog/media.entity.js';
import { StoredFileEntity } from '../modules/catalog/stored-file.entity.js';
import { CategoryEntity, PlatformEntity, TagEntity } from '../modules/catalog/taxonomy.entity.js';
import { NotificationEntity } from '../modules/notifications/notification.entity.js';

export const entities = [
  UserEntity,
  SessionEntity,
  RefreshTokenEntity,
  ActionTokenEntity,
  RateLimitEntity,
  UserIdentityEntity,
  SignInAttemptEntity,
  AuditLogEntity,
  AnalyticsEventEntity,
  IdempotencyRecordEntity,
  EmailOutboxEntity,
  CategoryEntity,
  TagEntity,
  PlatformEntity,
  MediaEntity,
  AssetEntity,
  ImageEntity,
  AudioEntity,
  MediaTagEntity,
  MediaPlatformEntity,
  MediaDownloadDayEntity,
  StoredFileEntity,
  BundleEntity,
  BundleItemEntity,
  NotificationEntity,
];

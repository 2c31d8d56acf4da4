/**
 * What account deletion does to data outside the users table. Each module
 * that keeps rows about a person lists its eraser here; deleteAccount runs
 * them all in its transaction, before the user row goes (sessions, refresh
 * and link tokens, and provider identities follow it by ON DELETE CASCADE).
 *
 * The rule: remove personal data, keep what accounting needs without the
 * person. The billing module adds its eraser when payments exist: keep each
 * payment's amount, date and tax fields, null its user and billing details.
 *
 * Files cannot join a database transaction: an eraser that removes stored
 * objects enqueues their deletion as a job in the transaction (through
 * ctx.app.jobs), so they go exactly when the deletion commits.
 */
import type { EntityManager } from 'typeorm';
import type { Context } from '../../graphql/context.js';
import { forgetIdempotencyRecords } from '../../http/idempotency.js';
import { anonymiseAnalyticsEvents } from '../analytics/analytics.service.js';
import { erasePhoto } from './profile.service.js';

export type PersonalDataEraser = (ctx: Context, m: EntityManager, userId: string) => Promise<void>;

export const personalDataErasers: PersonalDataEraser[] = [
  anonymiseAnalyticsEvents,
  forgetIdempotencyRecords,
  erasePhoto,
];

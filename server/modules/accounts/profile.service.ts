/**
 * The profile (spec: the users/{uid} document merged over sign-in data):
 * display name, bio, marketing consent, notification preferences and photo.
 * Every change concerns the viewer's own row; no input names a user.
 *
 * Photo objects are content-addressed (avatars/<user>/<sha-256>.webp), so a
 * URL always shows the same image and may be cached. The users row is the
 * source of truth. An object that the row stops naming leaves storage through
 * the `accounts.delete-photo` job, enqueued in the transaction that stopped
 * naming it: a rolled-back change never loses a photo still in use, and a
 * committed one never leaves the old photo behind (the job retries). Writes
 * and deletions of a user's photo objects happen while holding that user's
 * row lock, so uploading the same image again cannot race its deletion.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { signedIn } from '../../graphql/auth.js';
import type { AppDeps, Context } from '../../graphql/context.js';
import { appError, ErrorCode } from '../../graphql/errors.js';
import { type PayloadErrorOf, userError } from '../../graphql/payload.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { AVATAR_CONTENT_TYPE, renderAvatar } from '../../media/avatar.js';
import { audit } from '../audit/index.js';
import { toUser } from './accounts.service.js';
import type { User } from './accounts.types.js';
import {
  type RemoveProfilePhotoPayload,
  UpdateProfileErrorCode,
  type UpdateProfileInput,
  type UpdateProfilePayload,
} from './profile.types.js';
import { checkBio, checkDisplayName, notificationPreferencesOf } from './profile-rules.js';
import { UserEntity } from './user.entity.js';

const DELETE_PHOTO = jobName<DeletePhotoJob>('accounts.delete-photo');

interface DeletePhotoJob {
  userId: string;
  path: string;
}

/** Where the photo is served (public bucket, so a plain URL); null without one. */
export function photoUrl(ctx: Context, user: User): string | null {
  return user.photoPath ? ctx.app.storage.publicUrl(user.photoPath) : null;
}

/** The viewer's row, locked until the transaction ends, so concurrent edits of the same profile queue up. */
async function lockedViewerRow(ctx: Context, m: EntityManager): Promise<UserEntity> {
  const viewer = await signedIn(ctx);
  const user = await m.findOne(UserEntity, { where: { id: viewer.id }, lock: { mode: 'pessimistic_write' } });
  if (!user) throw appError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
  return user;
}

export async function updateProfile(ctx: Context, input: UpdateProfileInput): Promise<UpdateProfilePayload> {
  const errors: PayloadErrorOf<UpdateProfileErrorCode>[] = [];
  const changes: Partial<Pick<UserEntity, 'displayName' | 'bio' | 'marketingOptIn'>> = {};
  if (input.displayName != null) {
    const name = checkDisplayName(input.displayName);
    if (name.ok) changes.displayName = name.value;
    else errors.push(userError(UpdateProfileErrorCode.INVALID_DISPLAY_NAME, name.message, 'displayName'));
  }
  if (input.bio != null) {
    const bio = checkBio(input.bio);
    if (bio.ok) changes.bio = bio.value;
    else {
      const code = bio.tooLong ? UpdateProfileErrorCode.BIO_TOO_LONG : UpdateProfileErrorCode.INVALID_BIO;
      errors.push(userError(code, bio.message, 'bio'));
    }
  }
  if (errors.length > 0) return { user: null, errors };
  if (input.marketingOptIn != null) changes.marketingOptIn = input.marketingOptIn;

  const user = await ctx.app.db.transaction(async (m) => {
    const row = await lockedViewerRow(ctx, m);
    const wanted = input.notificationPreferences;
    const current = notificationPreferencesOf(row.notificationPreferences);
    for (const key of ['productUpdates', 'requestUpdates', 'downloadReceipts'] as const) {
      const value = wanted?.[key];
      if (value != null) current[key] = value;
    }
    // The older switches move their topics (requests, broadcasts); a cadence given for the topic wins.
    if (wanted?.requestUpdates != null) current.email.requests = wanted.requestUpdates ? 'immediate' : 'off';
    if (wanted?.productUpdates != null) current.email.broadcasts = wanted.productUpdates ? 'immediate' : 'off';
    for (const setting of wanted?.email ?? []) current.email[setting.topic] = setting.cadence;
    const notificationPreferences = notificationPreferencesOf(current);
    const consentChanged = changes.marketingOptIn !== undefined && changes.marketingOptIn !== row.marketingOptIn;
    Object.assign(row, changes, { notificationPreferences });
    await m.update(UserEntity, { id: row.id }, { ...changes, notificationPreferences });
    // Consent to marketing must be provable later: when it was given or withdrawn, and from where.
    if (consentChanged) {
      await audit(
        ctx,
        {
          action: row.marketingOptIn ? 'profile.marketing_opted_in' : 'profile.marketing_opted_out',
          targetType: 'user',
          targetId: row.id,
        },
        m,
      );
    }
    return row;
  });
  return { user: toUser(user), errors: [] };
}

export type SetProfilePhotoResult =
  | { ok: true; user: User }
  | { ok: false; reason: 'UNSUPPORTED_MEDIA_TYPE' | 'INVALID_IMAGE'; message: string };

/**
 * Makes `image` (the uploaded bytes, already size-checked) the viewer's photo:
 * a 256×256 WebP without metadata in the public bucket. Nothing is stored
 * unless the row ends up naming it.
 */
export async function setProfilePhoto(ctx: Context, image: Buffer): Promise<SetProfilePhotoResult> {
  // Decoding is the slow part: done before the row is locked.
  const avatar = await renderAvatar(image);
  if (!avatar.ok) return avatar;
  const viewer = await signedIn(ctx);
  const digest = createHash('sha256').update(avatar.webp).digest('hex').slice(0, 32);
  const path = `avatars/${viewer.id}/${digest}.webp`;
  const user = await ctx.app.db.transaction(async (m) => {
    const row = await lockedViewerRow(ctx, m);
    if (row.photoPath === path) return row;
    await ctx.app.storage.write('public', path, avatar.webp, { contentType: AVATAR_CONTENT_TYPE });
    try {
      await pointAt(ctx, m, row, path);
    } catch (err) {
      // Still under the row lock: no concurrent upload of the same image can be using the object yet.
      await ctx.app.storage.delete('public', path).catch((cleanup: unknown) => {
        ctx.log.error({ err: cleanup, path }, 'could not delete a profile photo the database never recorded');
      });
      throw err;
    }
    return row;
  });
  return { ok: true, user: toUser(user) };
}

export async function removeProfilePhoto(ctx: Context): Promise<RemoveProfilePhotoPayload> {
  const user = await ctx.app.db.transaction(async (m) => {
    const row = await lockedViewerRow(ctx, m);
    await pointAt(ctx, m, row, null);
    return row;
  });
  return { user: toUser(user) };
}

/** Points the locked row at a photo object (or none) and schedules the previous object's deletion. */
async function pointAt(ctx: Context, m: EntityManager, row: UserEntity, path: string | null): Promise<void> {
  const previous = row.photoPath;
  if (previous === path) return;
  await m.update(UserEntity, { id: row.id }, { photoPath: path });
  if (previous) await queuePhotoDeletion(ctx, m, { userId: row.id, path: previous });
  row.photoPath = path;
}

/** Account erasure: the photo object goes once the deletion commits. */
export async function erasePhoto(ctx: Context, m: EntityManager, userId: string): Promise<void> {
  const user = await m.findOneBy(UserEntity, { id: userId });
  if (user?.photoPath) await queuePhotoDeletion(ctx, m, { userId, path: user.photoPath });
}

/** Enqueues the deletion inside the caller's transaction: it happens only if that transaction commits. */
async function queuePhotoDeletion(ctx: Context, m: EntityManager, job: DeletePhotoJob): Promise<void> {
  await ctx.app.jobs.send(DELETE_PHOTO, job, { tx: m });
}

export function profilePhotoJobs({ db, log, storage }: AppDeps): JobDefinition<DeletePhotoJob>[] {
  return [
    {
      job: DELETE_PHOTO,
      // Storage outages are retried: about 30 s, 1 min, 2 min, 4 min, 8 min.
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
      pollingIntervalSeconds: 1,
      async handler({ userId, path }) {
        await db.transaction(async (m) => {
          // The row lock orders this against the user's uploads (see the top of this file).
          const rows: { photo_path: string | null }[] = await m.query(
            'SELECT photo_path FROM users WHERE id = $1 FOR UPDATE',
            [userId],
          );
          // Content-addressed: the same image uploaded again since maps to this very path, so it stays.
          if (rows[0]?.photo_path === path) {
            log.debug({ path }, 'profile photo kept: in use again');
            return;
          }
          await storage.delete('public', path);
        });
      },
    },
  ];
}

/**
 * Handing out a download: the rule (billing's entitlement, nothing else), the
 * fair-use allowance, the record with its licence, the popularity counters and
 * the `file_download` event — all in one transaction — then a short-lived
 * signed URL of the original (or the bundle's ZIP link).
 *
 * Concurrency: the transaction takes a per-member advisory lock before it
 * counts the period's downloads, so parallel requests of one member are
 * serialised from the count to the insert: 50 requests at allowance − 1 give
 * exactly one more download. Different members never wait for each other.
 */

import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { shortDay } from '../../dates.js';
import { isUuid } from '../../db/ids.js';
import type { AppDeps, Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import type { StorageDriver } from '../../storage/index.js';
import { UserEntity } from '../accounts/index.js';
import { AnalyticsEventType, recordServerEvents } from '../analytics/index.js';
import { type Entitlement, entitlementOf } from '../billing/index.js';
import { BundleEntity, BundleItemEntity, MediaEntity, recordDownload, StoredFileEntity } from '../catalog/index.js';
import { DownloadEntity, LicenceEntity, MAX_PROJECT_NAME_LENGTH } from './download.entity.js';
import { DownloadItemErrorCode, type DownloadItemInput, type DownloadItemPayload } from './downloads.types.js';
import { toDownload } from './history.service.js';
import { signedLink } from './links.js';
import { type MeterNumbers, meterOf } from './meter.js';
import { BUNDLE_ZIP_PATH, SIGNED_URL_SECONDS } from './paths.js';
import { DOWNLOAD_RECEIPT, wantsDownloadReceipts } from './receipt-email.js';

export type Target =
  | { kind: 'media'; media: MediaEntity; file: StoredFileEntity | null }
  | { kind: 'bundle'; bundle: BundleEntity; items: MediaEntity[] };

const fail = (
  code: DownloadItemErrorCode,
  message: string,
  field: string | null = null,
  meter: MeterNumbers | null = null,
) => ({ url: null, download: null, meter, errors: [userError(code, message, field)] }) as DownloadItemPayload;

export async function grantDownload(ctx: Context, input: DownloadItemInput): Promise<DownloadItemPayload> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new Error('downloadItem runs behind @auth');
  const { db, config, storage } = ctx.app;
  const hasMedia = input.mediaId != null;
  if (hasMedia === (input.bundleId != null)) {
    return fail(DownloadItemErrorCode.INVALID_INPUT, 'Give either mediaId or bundleId.', null);
  }
  const projectName = input.projectName?.trim() || null;
  if (projectName && projectName.length > MAX_PROJECT_NAME_LENGTH) {
    return fail(
      DownloadItemErrorCode.INVALID_INPUT,
      `The project name can be at most ${MAX_PROJECT_NAME_LENGTH} characters.`,
      'projectName',
    );
  }

  const target = await loadTarget(db.manager, input);
  if (!target) {
    return fail(DownloadItemErrorCode.NOT_FOUND, 'This item is not available.', hasMedia ? 'mediaId' : 'bundleId');
  }
  const e = await entitlementOf(db.manager, viewer.id, { graceDays: config.billing.pastDueGraceDays });
  const refusal = refuse(e, target);
  if (refusal) return refusal;

  const outcome = await handOut(ctx.app, viewer.id, e, target, projectName, { receipt: true });
  if ('refused' in outcome && outcome.refused) {
    const { allowance, resetsAt } = outcome.refused;
    return fail(
      DownloadItemErrorCode.FAIR_USE_LIMIT,
      `You have used all ${allowance} downloads of your ${e.plan.name} plan for this period. ` +
        `They reset on ${shortDay(resetsAt)}. Until then you can re-download anything you downloaded this period, ` +
        'or move to a plan with more downloads.',
      null,
      outcome.refused,
    );
  }
  const name = describeFile(storage, target).name;
  const url =
    target.kind === 'media'
      ? await storage.signedUrl('private', (target.file as StoredFileEntity).fullPath, {
          expiresInSeconds: SIGNED_URL_SECONDS,
          downloadName: name,
        })
      : signedLink(config, 'bundle-zip', BUNDLE_ZIP_PATH, outcome.download.id, SIGNED_URL_SECONDS);
  return {
    url,
    download: toDownload(config, outcome.download, outcome.licence),
    meter: outcome.meter,
    errors: [],
  };
}

/**
 * The record of one hand-out, in one transaction: re-uses the period's row
 * (and licence) of the item, or — within the allowance — creates the row, its
 * licence, the popularity counts and the `file_download` event, and with
 * `receipt` the member's receipt email (if they want receipts; the demo
 * seed's downloads send none).
 */
export async function handOut(
  deps: Pick<AppDeps, 'db' | 'storage' | 'jobs'>,
  userId: string,
  e: Entitlement,
  target: Target,
  projectName: string | null,
  { receipt = false }: { receipt?: boolean } = {},
) {
  return deps.db.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('downloads:' || $1, 0))`, [userId]);
    const item = target.kind === 'media' ? { mediaId: target.media.id } : { bundleId: target.bundle.id };
    const existing = await m.findOneBy(DownloadEntity, { userId: userId, periodStart: e.period.start, ...item });
    if (existing) {
      existing.lastDownloadedAt = new Date();
      existing.handOuts += 1;
      await m.update(DownloadEntity, existing.id, {
        lastDownloadedAt: existing.lastDownloadedAt,
        handOuts: existing.handOuts,
      });
      if (projectName) await m.update(LicenceEntity, existing.licenceId, { projectName });
      const licence = await m.findOneByOrFail(LicenceEntity, { id: existing.licenceId });
      return { download: existing, licence, meter: await meterOf(m, e) };
    }
    // Bought items are the buyer's for good: they never use the allowance.
    const counts = !(target.kind === 'media' && e.ownsItem(target.media.id));
    const before = await meterOf(m, e);
    if (counts && before.remaining <= 0) return { refused: before } as const;

    const user = await m.findOneByOrFail(UserEntity, { id: userId });
    const title = target.kind === 'media' ? target.media.title : target.bundle.title;
    const itemKind = target.kind === 'media' ? target.media.kind : 'BUNDLE';
    const licence = await m.save(
      m.create(LicenceEntity, {
        userId: userId,
        licenseeName: user.displayName,
        mediaId: target.kind === 'media' ? target.media.id : null,
        bundleId: target.kind === 'bundle' ? target.bundle.id : null,
        itemTitle: title,
        itemKind,
        licenceType: e.plan.licence,
        planName: e.plan.name,
        projectName,
      }),
    );
    const now = new Date();
    const download = await m.save(
      m.create(DownloadEntity, {
        userId: userId,
        ...item,
        fileId: target.kind === 'media' ? target.file?.id : null,
        itemKind,
        itemTitle: title,
        categoryId: target.kind === 'media' ? target.media.categoryId : null,
        planId: e.plan.id,
        planName: e.plan.name,
        periodStart: e.period.start,
        countsTowardAllowance: counts,
        licenceId: licence.id,
        lastDownloadedAt: now,
      }),
    );
    const mediaIds =
      target.kind === 'media' ? [target.media.id] : target.items.filter((i) => e.covers(i)).map((i) => i.id);
    for (const id of mediaIds) await recordDownload(m, id, now);
    if (receipt && wantsDownloadReceipts(user))
      await deps.jobs.send(DOWNLOAD_RECEIPT, { downloadId: download.id }, { tx: m });
    const file = describeFile(deps.storage, target);
    await recordServerEvents(m, [
      {
        type: AnalyticsEventType.FILE_DOWNLOAD,
        userId: userId,
        occurredAt: now,
        properties: {
          file_url: file.objectUrl,
          file_name: file.name,
          file_category: itemKind.toLowerCase(),
          item_id: target.kind === 'media' ? target.media.id : target.bundle.id,
          plan: e.plan.slug,
        },
      },
    ]);
    return { download, licence, meter: await meterOf(m, e) };
  });
}

/** The expected refusals before anything is written: the plan does not cover it, or there is no file yet. */
function refuse(e: Entitlement, target: Target): DownloadItemPayload | null {
  const upgrade = 'This item is included in the paid plans. Choose a plan to download it.';
  if (target.kind === 'media') {
    if (!e.covers(target.media)) return fail(DownloadItemErrorCode.SUBSCRIPTION_REQUIRED, upgrade);
    if (!target.file) {
      return fail(DownloadItemErrorCode.FILE_UNAVAILABLE, 'This item’s file is not ready yet. Try again in a minute.');
    }
    return null;
  }
  const mayBundle = target.bundle.access === 'FREE' || e.includesPremium;
  if (!mayBundle || !target.items.some((i) => e.covers(i))) {
    return fail(
      DownloadItemErrorCode.SUBSCRIPTION_REQUIRED,
      'This bundle is included in the paid plans. Choose a plan to download it.',
    );
  }
  return null;
}

export async function loadTarget(m: EntityManager, input: DownloadItemInput): Promise<Target | null> {
  if (input.mediaId != null) {
    if (!isUuid(input.mediaId)) return null;
    const media = await m.findOneBy(MediaEntity, { id: input.mediaId, status: 'PUBLISHED' });
    if (!media) return null;
    const file = await m.findOneBy(StoredFileEntity, { mediaId: media.id, role: 'ORIGINAL' });
    return { kind: 'media', media, file };
  }
  if (!isUuid(input.bundleId)) return null;
  const bundle = await m.findOneBy(BundleEntity, { id: input.bundleId, published: true });
  if (!bundle) return null;
  return { kind: 'bundle', bundle, items: await bundleItems(m, bundle.id) };
}

/** A bundle's published items that have an original, in bundle order. */
export async function bundleItems(m: EntityManager, bundleId: string): Promise<MediaEntity[]> {
  return m
    .getRepository(MediaEntity)
    .createQueryBuilder('m')
    .innerJoin(BundleItemEntity, 'bi', 'bi.media_id = m.id')
    .innerJoin(StoredFileEntity, 'f', "f.media_id = m.id AND f.role = 'ORIGINAL'")
    .where('bi.bundle_id = :bundleId', { bundleId })
    .andWhere("m.status = 'PUBLISHED'")
    .orderBy('bi.position')
    .getMany();
}

/** The name the member's file is saved under, and its URL without the signature (for analytics). */
function describeFile(storage: StorageDriver, target: Target): { name: string; objectUrl: string } {
  if (target.kind === 'bundle') {
    return { name: `${target.bundle.slug}.zip`, objectUrl: `${BUNDLE_ZIP_PATH}/${target.bundle.id}` };
  }
  const file = target.file as StoredFileEntity;
  return {
    name: `${target.media.slug}${path.extname(file.name)}`,
    objectUrl: `${storage.bucketName('private')}/${file.fullPath}`,
  };
}

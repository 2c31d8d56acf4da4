/**
 * Licences after issue: public verification (no personal data), the member's
 * project name, an admin's revocation, and what account erasure leaves.
 * A licence outlives the subscription it came with: nothing here looks at
 * billing.
 */
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import type { Licence } from '../billing/index.js';
import { DownloadEntity, LicenceEntity, MAX_PROJECT_NAME_LENGTH, MAX_REVOKE_REASON_LENGTH } from './download.entity.js';
import {
  type DownloadItemKind,
  LicenceErrorCode,
  type LicencePayload,
  LicenceStatus,
  type LicenceVerification,
  type RevokeLicenceInput,
  type SetLicenceProjectInput,
} from './downloads.types.js';

export function toVerification(l: LicenceEntity): LicenceVerification {
  return {
    id: l.id,
    status: l.revokedAt ? LicenceStatus.REVOKED : LicenceStatus.VALID,
    itemTitle: l.itemTitle,
    itemKind: l.itemKind as DownloadItemKind,
    type: l.licenceType as Licence,
    issuedAt: l.issuedAt,
    revokedAt: l.revokedAt,
    revokeReason: l.revokeReason,
  };
}

export async function verifyLicence(m: EntityManager, id: string): Promise<LicenceVerification | null> {
  if (!isUuid(id)) return null;
  const l = await m.findOneBy(LicenceEntity, { id });
  return l ? toVerification(l) : null;
}

const notFound = (field = 'licenceId'): LicencePayload => ({
  licence: null,
  projectName: null,
  errors: [userError(LicenceErrorCode.NOT_FOUND, 'No such licence.', field)],
});

/** Sets or clears the project name of one of the viewer's own licences (someone else's answers NOT_FOUND). */
export async function setLicenceProject(ctx: Context, input: SetLicenceProjectInput): Promise<LicencePayload> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new Error('setLicenceProject runs behind @auth');
  const projectName = input.projectName?.trim() || null;
  if (projectName && projectName.length > MAX_PROJECT_NAME_LENGTH) {
    return {
      licence: null,
      projectName: null,
      errors: [
        userError(
          LicenceErrorCode.INVALID_INPUT,
          `The project name can be at most ${MAX_PROJECT_NAME_LENGTH} characters.`,
          'projectName',
        ),
      ],
    };
  }
  if (!isUuid(input.licenceId)) return notFound();
  const l = await ctx.app.db.manager.findOneBy(LicenceEntity, { id: input.licenceId, userId: viewer.id });
  if (!l) return notFound();
  await ctx.app.db.manager.update(LicenceEntity, l.id, { projectName });
  return { licence: toVerification(l), projectName, errors: [] };
}

/** Admins: revoke with a reason (audited). Verification shows it revoked from then on. */
export async function revokeLicence(ctx: Context, input: RevokeLicenceInput): Promise<LicencePayload> {
  const reason = input.reason.trim();
  if (!reason || reason.length > MAX_REVOKE_REASON_LENGTH) {
    return {
      licence: null,
      projectName: null,
      errors: [
        userError(
          LicenceErrorCode.INVALID_INPUT,
          `Give a reason of 1 to ${MAX_REVOKE_REASON_LENGTH} characters.`,
          'reason',
        ),
      ],
    };
  }
  if (!isUuid(input.licenceId)) return notFound();
  return ctx.app.db.transaction(async (m) => {
    const l = await m.findOne(LicenceEntity, { where: { id: input.licenceId }, lock: { mode: 'pessimistic_write' } });
    if (!l) return notFound();
    if (l.revokedAt) {
      return {
        licence: toVerification(l),
        projectName: l.projectName,
        errors: [userError(LicenceErrorCode.ALREADY_REVOKED, 'This licence was revoked already.', 'licenceId')],
      };
    }
    l.revokedAt = new Date();
    l.revokeReason = reason;
    await m.update(LicenceEntity, l.id, { revokedAt: l.revokedAt, revokeReason: reason });
    await audit(
      ctx,
      { action: 'downloads.licence.revoke', targetType: 'licence', targetId: l.id, data: { reason } },
      m,
    );
    return { licence: toVerification(l), projectName: l.projectName, errors: [] };
  });
}

/**
 * Account erasure: downloads stay for the figures without the person; licences
 * keep their item, type and date (and stay verifiable) but lose the name, the
 * project and the link to the person.
 */
export async function eraseDownloads(_ctx: Context, m: EntityManager, userId: string): Promise<void> {
  await m.update(DownloadEntity, { userId }, { userId: null });
  await m.update(LicenceEntity, { userId }, { userId: null, licenseeName: '', projectName: null });
}

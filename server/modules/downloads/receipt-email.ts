/**
 * The download receipt: one email per new download record (the first
 * hand-out of an item in an allowance period), naming the item, the plan,
 * the licence and where anyone can check it. Members who switched
 * "Download receipts" off in their profile get none. The grant enqueues the
 * job in its own transaction, so a refused or rolled-back download sends
 * nothing; the message is composed at send time.
 */

import type { DataSource } from 'typeorm';
import { longDay } from '../../dates.js';
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { emailJob } from '../../mail/email-job.js';
import { renderEmail } from '../../mail/layout.js';
import type { MailMessage } from '../../mail/mailer.js';
import { notificationPreferencesOf, UserEntity } from '../accounts/index.js';
import { mailSenderOf } from '../settings/index.js';
import { verificationUrl } from './certificate.js';
import { DownloadEntity, LicenceEntity } from './download.entity.js';

export const DOWNLOAD_RECEIPT = jobName<{ downloadId: string }>('downloads.receipt');

/** Where a member sees their downloads and licences; the email links there. */
const DOWNLOADS_PATH = '/profile/downloads';

/** Does this member want a receipt for each download? */
export const wantsDownloadReceipts = (user: UserEntity) =>
  notificationPreferencesOf(user.notificationPreferences).downloadReceipts;

export function downloadReceiptJobs(deps: AppDeps): JobDefinition<{ downloadId: string }>[] {
  const compose = ({ downloadId }: { downloadId: string }, origin: string) =>
    composeDownloadReceipt(deps.db, downloadId, origin);
  return [emailJob(deps, DOWNLOAD_RECEIPT, compose, () => mailSenderOf(deps))];
}

/** Null when the download, its licence or its member is gone (erased), or the member switched receipts off since. */
export async function composeDownloadReceipt(
  db: DataSource,
  downloadId: string,
  origin: string,
): Promise<MailMessage | null> {
  const download = await db.manager.findOneBy(DownloadEntity, { id: downloadId });
  const licence = download ? await db.manager.findOneBy(LicenceEntity, { id: download.licenceId }) : null;
  const user = download?.userId ? await db.manager.findOneBy(UserEntity, { id: download.userId }) : null;
  if (!download || !licence || !user || !wantsDownloadReceipts(user)) return null;
  const type = licence.licenceType === 'COMMERCIAL' ? 'commercial' : 'personal';
  const project = licence.projectName ? `, for the project “${licence.projectName}”` : '';
  return {
    to: user.email,
    template: 'download-receipt',
    ...renderEmail({
      title: `Your licence for “${download.itemTitle}”`,
      paragraphs: [
        `You downloaded “${download.itemTitle}” on ${longDay(download.createdAt)} with your ${download.planName} plan.`,
        `It comes with a ${type} licence${project}. Licence number: ${licence.id}.`,
        `Anyone you work with can check it at ${verificationUrl(origin, licence.id)}. The certificate (PDF) and every licence you hold are on your downloads page.`,
      ],
      action: { label: 'See your downloads', url: `${origin}${DOWNLOADS_PATH}` },
    }),
  };
}

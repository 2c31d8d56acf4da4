/**
 * Downloads: the Download button's grant (billing's entitlement decides, the
 * fair-use allowance is counted here), one record per member, item and
 * allowance period with its licence, the popularity counters and the
 * `file_download` event; signed URLs of originals and streamed bundle ZIPs;
 * licence certificates (PDF) and public verification; the member's history;
 * the download receipt email.
 *
 * What other modules use (import from here only):
 * - `downloadMeter(db, userId, { graceDays })` → used / allowance / remaining /
 *   periodStart / resetsAt / planName / licence (the members' dashboard).
 * - `recentDownloads(db, userId, limit)` → the latest downloads, newest first.
 * - `downloadsOf(ctx, userId, args)` → one member's downloads with their
 *   licences, as `myDownloads` pages them (the admin console's account view).
 * - `downloadedOriginal(m, userId, downloadId)` → the original file of one of
 *   the member's own item downloads (the file converter's input), or null.
 * - `downloadTotals(m)` → downloads today, in 7 and 30 days and the 30 before,
 *   as the analytics page counts them (the admin dashboard's tiles).
 * - `downloadExportPage(db, after, limit)` and `DOWNLOAD_EXPORT_COLUMNS`: the
 *   admin console's downloads.csv, by keyset pages.
 */
import { defineModule } from '../../module.js';
import { bundleZipRoutes } from './bundle-zip.js';
import { certificateRoutes } from './certificate.js';
import { seedDemoDownloadsWhenReady } from './demo.js';
import { DownloadEntity, LicenceEntity } from './download.entity.js';
import { DownloadsResolver } from './downloads.resolver.js';
import { eraseDownloads } from './licences.service.js';
import { BUNDLE_ZIP_PATH, CERTIFICATE_PATH } from './paths.js';
import { downloadReceiptJobs } from './receipt-email.js';

export { downloadTotals } from './analytics.service.js';
export { DownloadConnection, DownloadMeter, MyDownloadsArgs } from './downloads.types.js';
export { DOWNLOAD_EXPORT_COLUMNS, downloadExportPage } from './exports.js';
export { downloadedCategoryIds, downloadsOf, type RecentDownload, recentDownloads } from './history.service.js';
export { downloadMeter, type MeterNumbers } from './meter.js';
export { type DownloadedOriginal, downloadedOriginal } from './originals.js';

export default defineModule({
  name: 'downloads',
  entities: [LicenceEntity, DownloadEntity],
  resolvers: [DownloadsResolver],
  jobs: (deps) => downloadReceiptJobs(deps),
  // After billing and analytics: the rows stay for the figures, without the person.
  erase: eraseDownloads,
  routes: (deps) => [
    { path: BUNDLE_ZIP_PATH, handler: bundleZipRoutes(deps) },
    { path: CERTIFICATE_PATH, handler: certificateRoutes(deps) },
  ],
  async onStart({ deps, embedded }) {
    // Not awaited: waits in the background for the demo catalogue (see demo.ts).
    if (embedded && deps.config.seedDemo) seedDemoDownloadsWhenReady(deps);
  },
});

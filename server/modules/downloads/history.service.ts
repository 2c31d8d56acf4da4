/**
 * A member's download history: the paged list (newest first, by kind and
 * date), the licence of each row, the media as the catalogue shows it now,
 * the recent downloads for the dashboard, and the licences as CSV.
 */
import { type DataSource, In } from 'typeorm';
import type { Config } from '../../config.js';
import { isUuid } from '../../db/ids.js';
import { type ConnectionShape, pageSize, paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { byKeys, defineLoader } from '../../graphql/loaders.js';
import type { Licence } from '../billing/index.js';
import { type Media, publishedMediaByIds } from '../catalog/index.js';
import { DownloadEntity, LicenceEntity } from './download.entity.js';
import { type Download, type DownloadItemKind, type DownloadLicence, type MyDownloadsArgs } from './downloads.types.js';
import { signedLink } from './links.js';
import { CERTIFICATE_LINK_SECONDS, CERTIFICATE_PATH } from './paths.js';

export function toLicence(config: Config, l: LicenceEntity): DownloadLicence {
  return {
    id: l.id,
    type: l.licenceType as Licence,
    issuedAt: l.issuedAt,
    projectName: l.projectName,
    revoked: l.revokedAt !== null,
    certificateUrl: signedLink(config, 'certificate', CERTIFICATE_PATH, l.id, CERTIFICATE_LINK_SECONDS),
  };
}

export function toDownload(config: Config, d: DownloadEntity, licence?: LicenceEntity): Download {
  return {
    id: d.id,
    kind: d.itemKind as DownloadItemKind,
    title: d.itemTitle,
    mediaId: d.mediaId,
    bundleId: d.bundleId,
    media: null,
    downloadedAt: d.createdAt,
    lastDownloadedAt: d.lastDownloadedAt,
    planName: d.planName,
    licenceId: d.licenceId,
    // Filled here when known; the field resolver batches the rest.
    licence: licence ? toLicence(config, licence) : (undefined as never),
  };
}

/** The viewer's downloads, newest first; `first` ≤ 100. */
export async function downloadsOf(
  ctx: Context,
  userId: string,
  args: MyDownloadsArgs,
): Promise<ConnectionShape<Download>> {
  const first = await pageSize(ctx, args.first);
  if (args.from && args.to && args.from >= args.to) throw badInput('from must be before to.', 'from');
  const qb = ctx.app.db.getRepository(DownloadEntity).createQueryBuilder('d').where('d.user_id = :userId', { userId });
  if (args.kind) qb.andWhere('d.item_kind = :kind', { kind: args.kind });
  if (args.from) qb.andWhere('d.created_at >= :from', { from: args.from });
  if (args.to) qb.andWhere('d.created_at < :to', { to: args.to });
  const page = await paginate(qb, {
    first,
    after: args.after,
    keys: [
      { column: 'd.created_at', direction: 'DESC', value: (d: DownloadEntity) => d.createdAt.toISOString() },
      { column: 'd.id', direction: 'DESC', value: (d: DownloadEntity) => d.id },
    ],
  });
  return {
    ...page,
    edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toDownload(ctx.app.config, edge.node) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}

export const licenceById = defineLoader<string, LicenceEntity>('downloads.licenceById', async (ctx, ids) =>
  byKeys(ids, await ctx.app.db.manager.findBy(LicenceEntity, { id: In(ids.filter(isUuid)) }), (l) => l.id),
);

/** The published media of a page of downloads in one statement (the catalogue's own card query). */
export const publishedMedia = defineLoader<string, Media>('downloads.publishedMedia', async (ctx, ids) =>
  byKeys(ids, await publishedMediaByIds(ctx, ids), (m) => m.id),
);

export interface RecentDownload {
  id: string;
  mediaId: string | null;
  bundleId: string | null;
  kind: string;
  title: string;
  downloadedAt: Date;
  licenceId: string;
}

/** A member's latest downloads, newest first (the members' dashboard). */
export async function recentDownloads(db: DataSource, userId: string, limit = 5): Promise<RecentDownload[]> {
  const rows = await db.manager.find(DownloadEntity, {
    where: { userId },
    order: { createdAt: 'DESC', id: 'DESC' },
    take: Math.min(Math.max(limit, 1), 100),
  });
  return rows.map((d) => ({
    id: d.id,
    mediaId: d.mediaId,
    bundleId: d.bundleId,
    kind: d.itemKind,
    title: d.itemTitle,
    downloadedAt: d.createdAt,
    licenceId: d.licenceId,
  }));
}

/**
 * The categories of what the member downloaded lately (their last 100
 * downloads), most recent first: the dashboard's "new for you" looks there
 * as well as in what they follow. One statement on IX_downloads_user_created.
 */
export async function downloadedCategoryIds(db: DataSource, userId: string, limit = 5): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `SELECT m.category_id AS id
       FROM (SELECT media_id, created_at FROM downloads
              WHERE user_id = $1 AND media_id IS NOT NULL
              ORDER BY created_at DESC LIMIT 100) d
       JOIN media m ON m.id = d.media_id
      WHERE m.category_id IS NOT NULL
      GROUP BY m.category_id
      ORDER BY max(d.created_at) DESC
      LIMIT $2`,
    [userId, Math.min(Math.max(limit, 1), 20)],
  );
  return rows.map((r) => r.id);
}

/** Licences of a CSV export: a member has at most this many rows per export (about three years of a 500/month plan). */
export const MAX_CSV_LICENCES = 20_000;

const csvCell = (v: string) => {
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every licence of the member as CSV (newest first), for their records. */
export async function licencesCsv(db: DataSource, siteUrl: string, userId: string): Promise<string> {
  const rows = await db.manager.find(LicenceEntity, {
    where: { userId },
    order: { issuedAt: 'DESC', id: 'DESC' },
    take: MAX_CSV_LICENCES,
  });
  const header = ['licence_id', 'item', 'kind', 'licence', 'plan', 'issued_at', 'project', 'status', 'verify_url'];
  const lines = rows.map((l) =>
    [
      l.id,
      l.itemTitle,
      l.itemKind,
      l.licenceType,
      l.planName,
      l.issuedAt.toISOString(),
      l.projectName ?? '',
      l.revokedAt ? 'REVOKED' : 'VALID',
      `${siteUrl}/licenses/${l.id}`,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/**
 * For the file converter: the original file behind one of the member's own
 * downloads. The download already passed the entitlement check when it was
 * granted, so converting it gives nothing new away; a revoked licence, a
 * bundle (many files) or someone else's download answers null.
 */
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import type { BucketKind } from '../../storage/types.js';

export interface DownloadedOriginal {
  /** The item's title when it was downloaded: the converter source's name. */
  title: string;
  bucketKind: BucketKind;
  fullPath: string;
  contentType: string;
  size: number;
}

export async function downloadedOriginal(
  m: EntityManager,
  userId: string,
  downloadId: string,
): Promise<DownloadedOriginal | null> {
  if (!isUuid(downloadId)) return null;
  const [row] = (await m.query(
    `SELECT d.item_title AS title, f.bucket_kind AS "bucketKind", f.full_path AS "fullPath",
            f.content_type AS "contentType", f.size::float8 AS size
       FROM downloads d
       JOIN licences l ON l.id = d.licence_id AND l.revoked_at IS NULL
       JOIN stored_files f ON f.media_id = d.media_id AND f.role = 'ORIGINAL'
      WHERE d.id = $1 AND d.user_id = $2`,
    [downloadId, userId],
  )) as DownloadedOriginal[];
  return row ?? null;
}

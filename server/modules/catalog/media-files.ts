/** URLs and GraphQL shapes of media files. */
import type { Context } from '../../graphql/context.js';
import type { StorageDriver } from '../../storage/types.js';
import { filesByMedia } from './media.service.js';
import type { FileRole, ImageWidth, StoredFile, Storyboard } from './media.types.js';
import type { FileRoleValue, StoredFileEntity } from './stored-file.entity.js';

/** Originals are handed out only as short-lived signed links. */
export const ORIGINAL_LINK_SECONDS = 15 * 60;

export function toStoredFile(f: StoredFileEntity): StoredFile {
  return {
    id: f.id,
    role: f.role as FileRole,
    bucket: f.bucket,
    fullPath: f.fullPath,
    name: f.name,
    size: f.size,
    contentType: f.contentType,
    timeCreated: f.timeCreated,
    updated: f.updated,
    md5Hash: f.md5Hash,
    customMetadata: Object.entries(f.customMetadata ?? {}).map(([key, value]) => ({ key, value: String(value) })),
    bucketKind: f.bucketKind,
  };
}

/**
 * Derivative paths are stable (re-processing overwrites them), so the URL
 * carries the write time: a CDN or browser never serves an old version. Also
 * the page heads' (seo/pages.ts): a preloaded poster must be this same URL.
 */
export function versionedUrl(storage: StorageDriver, path: string, updated: Date): string {
  return `${storage.publicUrl(path)}?v=${new Date(updated).getTime()}`;
}

/**
 * The URLs of frozen file rows. The rows of a kept card (search/card-cache.ts,
 * which freezes them) serve every page that shows it, and building the URL
 * (encoding the path) was ~5 % of a search page's CPU at ten connections.
 * Rows that are not frozen may still change: never kept. A card cache is one
 * app's, so its rows only ever meet that app's storage.
 */
const publicUrls = new WeakMap<StoredFileEntity, string>();

function publicUrlOf(ctx: Context, f: StoredFileEntity): string {
  if (!Object.isFrozen(f)) return versionedUrl(ctx.app.storage, f.fullPath, f.updated);
  let url = publicUrls.get(f);
  if (url === undefined) {
    url = versionedUrl(ctx.app.storage, f.fullPath, f.updated);
    publicUrls.set(f, url);
  }
  return url;
}

/**
 * `use` of an item's file in a role. At once for the cards of a page, whose
 * files the page primed (catalog/browse.service.ts); else once loaded.
 */
function withFile<T>(
  ctx: Context,
  mediaId: string,
  role: FileRoleValue,
  use: (f: StoredFileEntity | undefined) => T,
): T | Promise<T> {
  return filesByMedia(ctx).with(mediaId, (files) => use(files?.find((f) => f.role === role)));
}

/** The public URL of a derivative; null while it does not exist. Never for the original. */
export function publicFileUrl(
  ctx: Context,
  mediaId: string,
  role: Exclude<FileRoleValue, 'ORIGINAL'>,
): string | null | Promise<string | null> {
  return withFile(ctx, mediaId, role, (f) => (f && f.bucketKind === 'public' ? publicUrlOf(ctx, f) : null));
}

export function fileUrl(ctx: Context, f: StoredFile): Promise<string> {
  if (f.bucketKind === 'public') return Promise.resolve(versionedUrl(ctx.app.storage, f.fullPath, f.updated));
  return ctx.app.storage.signedUrl('private', f.fullPath, {
    expiresInSeconds: ORIGINAL_LINK_SECONDS,
    downloadName: f.name,
  });
}

/** The roles of the thumbnail's widths (server/media/stills.ts); THUMBNAIL itself is the 640 px one. */
const THUMBNAIL_ROLES: ReadonlySet<FileRoleValue> = new Set(['THUMBNAIL_320', 'THUMBNAIL', 'THUMBNAIL_960']);

/**
 * The thumbnail's widths, narrowest first. A file counts once its size is
 * recorded (processing writes it; older THUMBNAIL rows get it from the backfill).
 */
export function thumbnailsOf(ctx: Context, mediaId: string): ImageWidth[] | Promise<ImageWidth[]> {
  return filesByMedia(ctx).with(mediaId, (files) =>
    (files ?? [])
      .filter((f) => THUMBNAIL_ROLES.has(f.role) && f.bucketKind === 'public')
      .map((f) => ({
        url: publicUrlOf(ctx, f),
        width: Number.parseInt(f.customMetadata?.width ?? '', 10),
        height: Number.parseInt(f.customMetadata?.height ?? '', 10),
      }))
      .filter((w) => w.width > 0 && w.height > 0)
      .sort((a, b) => a.width - b.width),
  );
}

export function storyboardOf(ctx: Context, mediaId: string): Storyboard | null | Promise<Storyboard | null> {
  return withFile(ctx, mediaId, 'STORYBOARD', (f) => {
    if (!f) return null;
    const meta = f.customMetadata ?? {};
    const int = (k: string) => Number.parseInt(meta[k] ?? '0', 10) || 0;
    return {
      url: publicUrlOf(ctx, f),
      columns: int('columns'),
      rows: int('rows'),
      tileWidth: int('tileWidth'),
      tileHeight: int('tileHeight'),
      count: int('count'),
      intervalSeconds: Number(meta.intervalSeconds ?? 0) || 0,
    };
  });
}

/**
 * Media: reads (published-only outside the admin area), the admin list, edits,
 * deletion and creation from a finished upload. The review workflow and the
 * bulk mutations live in media-workflow.ts.
 */
import type { EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/ids.js';
import {
  type ConnectionArgs,
  type ConnectionShape,
  pageSize,
  paginate,
  type SortKey,
} from '../../graphql/connection.js';
import type { AppDeps, Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { byKeys, defineLoader } from '../../graphql/loaders.js';
import { userError } from '../../graphql/payload.js';
import type { StoredFileMetadata } from '../../storage/types.js';
import { AuditLogEntity, audit, auditOutsideRequest } from '../audit/index.js';
import {
  AssetEntity,
  AudioEntity,
  MAX_TITLE_LENGTH,
  MEDIA_ENTITY_OF_KIND,
  MediaEntity,
  MediaPlatformEntity,
  MediaTagEntity,
} from './media.entity.js';
import {
  type AdminMediaFilter,
  Asset,
  Audio,
  DeleteMediaErrorCode,
  type DeleteMediaPayload,
  Image,
  Media,
  type MediaIdInput,
  MediaMutationErrorCode,
  type MediaPayloadShape,
  MediaSort,
  MediaStatus,
  type ProcessingState,
  type UpdateMediaInput,
} from './media.types.js';
import { queueMediaFileDeletion, queueProcessing } from './media-jobs.js';
import { StoredFileEntity } from './stored-file.entity.js';
import { CategoryEntity, MAX_SLUG_LENGTH, type MediaKindValue, PlatformEntity, TagEntity } from './taxonomy.entity.js';
import { slugify } from './taxonomy.service.js';
import type { MediaKind } from './taxonomy.types.js';

// ---------------------------------------------------------------- mapping

/** The GraphQL object of a row: an Asset, Image or Audio instance, so `Media.resolveType` knows it. */
export function toMedia(e: MediaEntity): Media {
  const base = {
    id: e.id,
    kind: e.kind as MediaKind,
    title: e.title,
    slug: e.slug,
    description: e.description,
    access: e.access as Media['access'],
    priceCents: e.priceCents,
    status: e.status as MediaStatus,
    viewCount: e.viewCount,
    downloadCount: e.downloadCount,
    favoriteCount: e.favoriteCount,
    publishedAt: e.publishedAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    categoryId: e.categoryId,
    uploaderId: e.uploaderId,
    processingState: e.processing as ProcessingState,
    processingError: e.processingError,
    processedAt: e.processedAt,
    rejectionReason: e.rejectionReason as Media['rejectionReason'],
    rejectionNote: e.rejectionNote,
    originalFilename: e.originalFilename,
    submittedAt: e.submittedAt,
  };
  const measured = {
    width: e.width,
    height: e.height,
    orientation: e.orientation as Asset['orientation'],
  };
  if (e.kind === 'ASSET') {
    const a = e as AssetEntity;
    return Object.assign(new Asset(), base, measured, {
      assetType: a.assetType as Asset['assetType'],
      durationSeconds: a.durationSeconds,
      fps: a.fps,
      hasAlpha: a.hasAlpha,
    });
  }
  if (e.kind === 'IMAGE') return Object.assign(new Image(), base, measured);
  const a = e as AudioEntity;
  return Object.assign(new Audio(), base, {
    durationSeconds: a.durationSeconds,
    bpm: a.bpm,
    musicalKey: a.musicalKey,
    genre: a.genre,
    mood: a.mood,
    isLoop: a.isLoop,
    isSoundEffect: a.isSoundEffect,
  });
}

// ---------------------------------------------------------------- loaders

/** Any status: callers decide what the viewer may see. */
export const mediaById = defineLoader<string, MediaEntity>('mediaById', async (ctx, ids) =>
  byKeys(ids, await ctx.app.db.manager.findBy(MediaEntity, { id: In(ids.filter(isUuid)) }), (m) => m.id),
);

export const filesByMedia = defineLoader<string, StoredFileEntity[]>('filesByMedia', async (ctx, ids) => {
  const rows = await ctx.app.db.manager.find(StoredFileEntity, {
    where: { mediaId: In([...ids]) },
    order: { role: 'ASC' },
  });
  return groupBy(ids, rows, (r) => r.mediaId);
});

export const tagsByMedia = defineLoader<string, TagEntity[]>('tagsByMedia', async (ctx, ids) => {
  const rows: (TagEntity & { mediaId: string })[] = await ctx.app.db.query(
    `SELECT mt.media_id AS "mediaId", t.id, t.name, t.slug
       FROM media_tags mt JOIN tags t ON t.id = mt.tag_id
      WHERE mt.media_id = ANY($1) ORDER BY t.name, t.id`,
    [ids],
  );
  return groupBy(ids, rows, (r) => r.mediaId);
});

export const platformsByMedia = defineLoader<string, PlatformEntity[]>('platformsByMedia', async (ctx, ids) => {
  const rows: (PlatformEntity & { mediaId: string })[] = await ctx.app.db.query(
    `SELECT mp.media_id AS "mediaId", p.id, p.name, p.slug, p.icon, p.position
       FROM media_platforms mp JOIN platforms p ON p.id = mp.platform_id
      WHERE mp.media_id = ANY($1) ORDER BY p.position, p.name, p.id`,
    [ids],
  );
  return groupBy(ids, rows, (r) => r.mediaId);
});

/** The newest 100 audit entries of each media item. */
export const historyByMedia = defineLoader<string, AuditLogEntity[]>('historyByMedia', async (ctx, ids) => {
  const rows = await ctx.app.db
    .getRepository(AuditLogEntity)
    .createQueryBuilder('a')
    .where("a.target_type = 'media'")
    .andWhere('a.target_id IN (:...ids)', { ids })
    .andWhere(
      `(SELECT count(*) FROM audit_log b WHERE b.target_type = 'media' AND b.target_id = a.target_id AND b.id > a.id) < 100`,
    )
    .orderBy('a.id', 'DESC')
    .getMany();
  return groupBy(ids, rows, (r) => r.targetId);
});

function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const map = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) map.get(keyOf(row))?.push(row);
  return keys.map((k) => map.get(k) ?? []);
}

// ---------------------------------------------------------------- reads

/**
 * Published media by id, or by slug (of `kind` when one is given: slugs are
 * unique across kinds, so the kind only narrows); null for anything else
 * (drafts are invisible here).
 */
export async function findPublishedMedia(
  ctx: Context,
  by: { id?: string | null; slug?: string | null; kind?: MediaKind | null },
): Promise<Media | null> {
  let row: MediaEntity | null;
  if (by.id != null) row = isUuid(by.id) ? await mediaById(ctx).load(by.id) : null;
  else if (by.slug != null) {
    row = await ctx.app.db.manager.findOneBy(MediaEntity, {
      slug: by.slug,
      status: 'PUBLISHED',
      ...(by.kind != null ? { kind: by.kind } : {}),
    });
  } else throw badInput('Give either id or slug.', 'id');
  return row?.status === 'PUBLISHED' ? toMedia(row) : null;
}

export async function findAnyMedia(ctx: Context, id: string): Promise<Media | null> {
  const row = isUuid(id) ? await mediaById(ctx).load(id) : null;
  return row ? toMedia(row) : null;
}

const SORT_KEYS: Record<MediaSort, SortKey[]> = {
  [MediaSort.NEWEST]: [
    { column: 'm.created_at', direction: 'DESC', value: (m: MediaEntity) => m.createdAt.toISOString() },
    { column: 'm.id', direction: 'DESC', value: (m: MediaEntity) => m.id },
  ],
  [MediaSort.OLDEST]: [
    { column: 'm.created_at', direction: 'ASC', value: (m: MediaEntity) => m.createdAt.toISOString() },
    { column: 'm.id', direction: 'ASC', value: (m: MediaEntity) => m.id },
  ],
  [MediaSort.RECENTLY_UPDATED]: [
    { column: 'm.updated_at', direction: 'DESC', value: (m: MediaEntity) => m.updatedAt.toISOString() },
    { column: 'm.id', direction: 'DESC', value: (m: MediaEntity) => m.id },
  ],
  [MediaSort.TITLE]: [
    { column: 'm.title', direction: 'ASC', value: (m: MediaEntity) => m.title },
    { column: 'm.id', direction: 'ASC', value: (m: MediaEntity) => m.id },
  ],
  [MediaSort.LONGEST_WAITING]: [
    {
      column: 'COALESCE(m.submitted_at, m.created_at)',
      direction: 'ASC',
      value: (m: MediaEntity) => (m.submittedAt ?? m.createdAt).toISOString(),
    },
    { column: 'm.id', direction: 'ASC', value: (m: MediaEntity) => m.id },
  ],
};

function filterId(value: string | null | undefined, field: string): string | undefined {
  if (value == null) return undefined;
  if (!isUuid(value)) throw badInput(`${field} is not a valid id.`, `filter.${field}`);
  return value;
}

/** The admin list: every status, filtered and sorted, one page of ids plus batched relations. */
export async function listAdminMedia(
  ctx: Context,
  filter: AdminMediaFilter | null | undefined,
  sort: MediaSort,
  args: ConnectionArgs,
): Promise<ConnectionShape<Media>> {
  const qb = ctx.app.db.getRepository(MediaEntity).createQueryBuilder('m');
  const f = filter ?? {};
  if (f.kind) qb.andWhere('m.kind = :kind', { kind: f.kind });
  if (f.statuses?.length) qb.andWhere('m.status IN (:...statuses)', { statuses: f.statuses });
  if (f.processing?.length) qb.andWhere('m.processing IN (:...processing)', { processing: f.processing });
  if (f.access) qb.andWhere('m.access = :access', { access: f.access });
  const categoryId = filterId(f.categoryId, 'categoryId');
  if (categoryId) {
    qb.andWhere(
      `m.category_id IN (WITH RECURSIVE sub(id) AS (
           SELECT id FROM categories WHERE id = :categoryId
         UNION SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub)`,
      { categoryId },
    );
  }
  const platformId = filterId(f.platformId, 'platformId');
  if (platformId) {
    qb.andWhere('EXISTS (SELECT 1 FROM media_platforms mp WHERE mp.media_id = m.id AND mp.platform_id = :platformId)', {
      platformId,
    });
  }
  const tagId = filterId(f.tagId, 'tagId');
  if (tagId) {
    qb.andWhere('EXISTS (SELECT 1 FROM media_tags mt WHERE mt.media_id = m.id AND mt.tag_id = :tagId)', { tagId });
  }
  if (f.search?.trim()) {
    const pattern = `%${f.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb.andWhere('(m.title ILIKE :pattern OR m.slug ILIKE :pattern OR m.original_filename ILIKE :pattern)', {
      pattern,
    });
  }
  const page = await paginate(qb, { first: await pageSize(ctx, args.first), after: args.after, keys: SORT_KEYS[sort] });
  const byId = mediaById(ctx);
  for (const edge of page.edges) byId.prime(edge.node.id, edge.node);
  return {
    ...page,
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toMedia(e.node) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}

// ---------------------------------------------------------------- slugs

/** `base`, or `base-2`, `base-3`… — the first slug no item of any kind has (for titles from file names). */
async function freeSlug(m: EntityManager, kind: MediaKindValue, title: string): Promise<string> {
  const base =
    slugify(title)
      .slice(0, MAX_SLUG_LENGTH - 8)
      .replace(/-+$/, '') || kind.toLowerCase();
  const rows: { slug: string }[] = await m.query(
    `SELECT slug FROM media WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
    [base],
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A title from an uploaded file name: extension dropped, separators as spaces, words capitalised. */
export function titleFromFilename(filename: string): string {
  const stem = filename.replace(/\.[^.]{1,8}$/, '');
  const words = stem
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const title = words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Untitled';
  return title.slice(0, MAX_TITLE_LENGTH);
}

// ---------------------------------------------------------------- creation from an upload

export interface UploadedOriginal {
  /** Chosen by the upload handler, which stored the original under `media/<id>/…` before calling. */
  mediaId: string;
  kind: MediaKindValue;
  uploadId: string;
  uploaderId: string;
  filename: string;
  original: StoredFileMetadata;
  /** Process with the fastest encoder settings (the demo seeder's items). */
  quick?: boolean;
}

/**
 * A finished upload becomes a DRAFT with processing PENDING, its ORIGINAL
 * file row, an audit entry and a queued processing job — all in one
 * transaction. The same upload reported twice yields the first media's id.
 */
export async function createMediaFromUpload(
  deps: AppDeps,
  u: UploadedOriginal,
): Promise<{ id: string; created: boolean }> {
  try {
    return await deps.db.transaction(async (m) => {
      const existing = await m.findOneBy(MediaEntity, { uploadId: u.uploadId });
      if (existing) return { id: existing.id, created: false };
      const title = titleFromFilename(u.filename);
      // Serialise slug choice so two uploads of "clip.mp4" (of any kinds) get clip and clip-2.
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['media-slug']);
      const slug = await freeSlug(m, u.kind, title);
      await m.save(
        m.create(MEDIA_ENTITY_OF_KIND[u.kind], {
          id: u.mediaId,
          title,
          slug,
          uploadId: u.uploadId,
          uploaderId: u.uploaderId,
          originalFilename: u.filename.slice(0, 255),
        }),
      );
      await m.save(m.create(StoredFileEntity, fileRow(u.mediaId, 'ORIGINAL', 'private', u.original)));
      await auditOutsideRequest(m, {
        actorId: u.uploaderId,
        action: 'media.uploaded',
        targetType: 'media',
        targetId: u.mediaId,
        data: { kind: u.kind, filename: u.filename, size: u.original.size, contentType: u.original.contentType },
      });
      await queueProcessing(deps.jobs, m, u.mediaId, { quick: u.quick });
      return { id: u.mediaId, created: true };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // A concurrent report of the same upload won the race.
    const row = await deps.db.manager.findOneBy(MediaEntity, { uploadId: u.uploadId });
    if (!row) throw err;
    return { id: row.id, created: false };
  }
}

export function fileRow(
  mediaId: string,
  role: StoredFileEntity['role'],
  bucketKind: StoredFileEntity['bucketKind'],
  meta: StoredFileMetadata,
): Partial<StoredFileEntity> {
  return {
    mediaId,
    role,
    bucketKind,
    bucket: meta.bucket,
    fullPath: meta.fullPath,
    name: meta.name,
    size: meta.size,
    contentType: meta.contentType,
    timeCreated: meta.timeCreated,
    updated: meta.updated,
    md5Hash: meta.md5Hash,
    customMetadata: meta.customMetadata,
  };
}

// ---------------------------------------------------------------- edits

type MediaError = MediaPayloadShape['errors'][number];
const notFound = (): MediaError => userError(MediaMutationErrorCode.NOT_FOUND, 'The media item does not exist.', 'id');

const AUDIO_FIELDS = ['bpm', 'musicalKey', 'genre', 'mood', 'isLoop', 'isSoundEffect'] as const;
const ASSET_FIELDS = ['assetType'] as const;
const EDITABLE = [
  'title',
  'slug',
  'description',
  'categoryId',
  'access',
  'priceCents',
  ...ASSET_FIELDS,
  ...AUDIO_FIELDS,
] as const;

/** Unknown category/tag/platform ids, or a category of another kind, as payload errors. */
export async function checkReferences(
  m: EntityManager,
  kinds: Set<MediaKindValue>,
  refs: { categoryId?: string | null; tagIds?: string[] | null; platformIds?: string[] | null },
): Promise<MediaError | null> {
  const unknown = (field: string, what: string) =>
    userError(MediaMutationErrorCode.UNKNOWN_REFERENCE, `${what} does not exist.`, field);
  if (refs.categoryId != null) {
    const category = isUuid(refs.categoryId) ? await m.findOneBy(CategoryEntity, { id: refs.categoryId }) : null;
    if (!category) return unknown('categoryId', 'The category');
    const other = [...kinds].find((k) => k !== category.kind);
    if (other) {
      return userError(
        MediaMutationErrorCode.CATEGORY_KIND_MISMATCH,
        `“${category.name}” is a category for ${category.kind} media, not ${other}.`,
        'categoryId',
      );
    }
  }
  for (const [field, ids, entity, what] of [
    ['tagIds', refs.tagIds, TagEntity, 'A tag'],
    ['platformIds', refs.platformIds, PlatformEntity, 'A platform'],
  ] as const) {
    if (!ids?.length) continue;
    const wanted = [...new Set(ids)];
    if (!wanted.every(isUuid)) return unknown(field, what);
    const found = await m.countBy(entity, { id: In(wanted) });
    if (found !== wanted.length) return unknown(field, what);
  }
  return null;
}

/** Replaces the tag and platform links of the given media. */
export async function replaceLinks(
  m: EntityManager,
  mediaIds: string[],
  links: { tagIds?: string[] | null; platformIds?: string[] | null },
): Promise<void> {
  if (links.tagIds != null) {
    await m.delete(MediaTagEntity, { mediaId: In(mediaIds) });
    const rows = mediaIds.flatMap((mediaId) => [...new Set(links.tagIds)].map((tagId) => ({ mediaId, tagId })));
    if (rows.length) await m.insert(MediaTagEntity, rows);
  }
  if (links.platformIds != null) {
    await m.delete(MediaPlatformEntity, { mediaId: In(mediaIds) });
    const rows = mediaIds.flatMap((mediaId) =>
      [...new Set(links.platformIds)].map((platformId) => ({ mediaId, platformId })),
    );
    if (rows.length) await m.insert(MediaPlatformEntity, rows);
  }
}

type Outcome = { error: MediaError } | { value: MediaEntity };

export async function updateMedia(ctx: Context, input: UpdateMediaInput): Promise<MediaPayloadShape> {
  if (!isUuid(input.id)) return { media: null, errors: [notFound()] };
  try {
    const result = await ctx.app.db.transaction(async (m): Promise<Outcome> => {
      const current = await m.findOne(MediaEntity, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!current) return { error: notFound() };
      const foreign = [
        ...(current.kind === 'AUDIO' ? [] : AUDIO_FIELDS),
        ...(current.kind === 'ASSET' ? [] : ASSET_FIELDS),
      ].find((k) => input[k] != null);
      if (foreign) {
        return {
          error: userError(
            MediaMutationErrorCode.WRONG_KIND,
            `${foreign} applies to ${ASSET_FIELDS.includes(foreign as never) ? 'assets' : 'audio'} only; this is ${current.kind.toLowerCase()} media.`,
            foreign,
          ),
        };
      }
      const refError = await checkReferences(m, new Set([current.kind]), input);
      if (refError) return { error: refError };
      if (input.slug != null && input.slug !== current.slug) {
        const taken = await m.existsBy(MediaEntity, { slug: input.slug });
        if (taken) return { error: duplicateSlug() };
      }
      const before: Record<string, unknown> = { ...current };
      const patch: Record<string, unknown> = {};
      for (const key of EDITABLE) {
        const value = input[key as keyof UpdateMediaInput];
        if (value === undefined) continue;
        // Only the clearable fields take an explicit null; for the others null means "unchanged".
        if (value === null && !['categoryId', ...AUDIO_FIELDS].includes(key)) continue;
        patch[key] = typeof value === 'string' && key !== 'slug' ? value.trim() : value;
      }
      const changed = Object.keys(patch).filter((k) => patch[k] !== before[k]);
      if (changed.length > 0) {
        await m.update(
          MEDIA_ENTITY_OF_KIND[current.kind],
          { id: current.id },
          Object.fromEntries(changed.map((k) => [k, patch[k]])),
        );
      }
      const linkChanges = await changedLinks(m, current.id, input);
      // Only the lists that differ are rewritten.
      await replaceLinks(m, [current.id], {
        tagIds: linkChanges.includes('tagIds') ? input.tagIds : undefined,
        platformIds: linkChanges.includes('platformIds') ? input.platformIds : undefined,
      });
      const changedFields = [...changed, ...linkChanges];
      if (changedFields.length > 0) {
        await audit(
          ctx,
          {
            action: 'media.updated',
            targetType: 'media',
            targetId: current.id,
            data: {
              changedFields,
              changes: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: patch[k] }])),
            },
          },
          m,
        );
      }
      return { value: (await m.findOneBy(MediaEntity, { id: current.id })) as MediaEntity };
    });
    if ('error' in result) return { media: null, errors: [result.error] };
    return { media: toMedia(result.value), errors: [] };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { media: null, errors: [duplicateSlug()] };
  }
}

const duplicateSlug = (): MediaError =>
  userError(MediaMutationErrorCode.DUPLICATE_SLUG, 'Another media item has this slug already.', 'slug');

/** Which of tagIds / platformIds the input actually changes (for the audit entry). */
async function changedLinks(
  m: EntityManager,
  mediaId: string,
  input: { tagIds?: string[] | null; platformIds?: string[] | null },
): Promise<string[]> {
  const out: string[] = [];
  const same = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
  if (input.tagIds != null) {
    const rows = await m.findBy(MediaTagEntity, { mediaId });
    if (
      !same(
        rows.map((r) => r.tagId),
        [...new Set(input.tagIds)],
      )
    )
      out.push('tagIds');
  }
  if (input.platformIds != null) {
    const rows = await m.findBy(MediaPlatformEntity, { mediaId });
    if (
      !same(
        rows.map((r) => r.platformId),
        [...new Set(input.platformIds)],
      )
    )
      out.push('platformIds');
  }
  return out;
}

// ---------------------------------------------------------------- deletion

/**
 * Deletes rows (links and file rows cascade) and queues the deletion of every
 * stored object in the same transaction: the objects go only if the rows did.
 */
export async function deleteMediaRows(ctx: Context, m: EntityManager, rows: MediaEntity[]): Promise<void> {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const files = await m.findBy(StoredFileEntity, { mediaId: In(ids) });
  await m.delete(MediaEntity, { id: In(ids) });
  for (const row of rows) {
    await audit(
      ctx,
      {
        action: 'media.deleted',
        targetType: 'media',
        targetId: row.id,
        data: { kind: row.kind, title: row.title, slug: row.slug, status: row.status },
      },
      m,
    );
  }
  // Objects other rows still point at stay (the demo's bench rows share a few samples' files).
  const shared: { bucket_kind: string; full_path: string }[] = files.length
    ? await m.query('SELECT DISTINCT bucket_kind, full_path FROM stored_files WHERE full_path = ANY($1)', [
        files.map((f) => f.fullPath),
      ])
    : [];
  const inUse = new Set(shared.map((r) => `${r.bucket_kind}:${r.full_path}`));
  // Derivatives of a media item that never finished processing may exist without rows: delete the whole prefix.
  await queueMediaFileDeletion(ctx.app.jobs, m, {
    mediaIds: ids,
    paths: files
      .filter((f) => !inUse.has(`${f.bucketKind}:${f.fullPath}`))
      .map((f) => ({ bucketKind: f.bucketKind, path: f.fullPath })),
  });
}

export async function deleteMedia(ctx: Context, input: MediaIdInput): Promise<DeleteMediaPayload> {
  const missing = {
    deletedId: null,
    errors: [userError(DeleteMediaErrorCode.NOT_FOUND, 'The media item does not exist.', 'id')],
  };
  if (!isUuid(input.id)) return missing;
  const deleted = await ctx.app.db.transaction(async (m) => {
    const row = await m.findOne(MediaEntity, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
    if (!row) return null;
    await deleteMediaRows(ctx, m, [row]);
    return row.id;
  });
  return deleted ? { deletedId: deleted, errors: [] } : missing;
}

// ---------------------------------------------------------------- processing

export async function reprocessMedia(ctx: Context, input: MediaIdInput): Promise<MediaPayloadShape> {
  if (!isUuid(input.id)) return { media: null, errors: [notFound()] };
  const result = await ctx.app.db.transaction(async (m): Promise<Outcome> => {
    const row = await m.findOne(MediaEntity, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
    if (!row) return { error: notFound() };
    if (row.processing === 'PENDING' || row.processing === 'PROCESSING') {
      return {
        error: userError(
          MediaMutationErrorCode.PROCESSING_BUSY,
          'Processing is already queued or running; wait for it to finish.',
          'id',
        ),
      };
    }
    await m.update(MediaEntity, { id: row.id }, { processing: 'PENDING', processingError: null });
    await queueProcessing(ctx.app.jobs, m, row.id);
    await audit(ctx, { action: 'media.reprocess', targetType: 'media', targetId: row.id }, m);
    return { value: (await m.findOneBy(MediaEntity, { id: row.id })) as MediaEntity };
  });
  if ('error' in result) return { media: null, errors: [result.error] };
  return { media: toMedia(result.value), errors: [] };
}

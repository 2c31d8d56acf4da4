/**
 * Bundles: public reads (published bundles, published items only), the admin
 * list, and the admin mutations. Every change is audited in its transaction.
 *
 * Items, their count and the cover of a whole page of bundles come from ONE
 * batched statement (`itemsByBundle`); the cover is always one of the items
 * (the service refuses any other, and deleting media cascades), so it needs
 * no statement of its own.
 */
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/ids.js';
import {
  type ConnectionArgs,
  type ConnectionShape,
  pageSize,
  paginate,
  type SortKey,
} from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { defineLoader } from '../../graphql/loaders.js';
import { type PayloadErrorOf, userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { BundleEntity, BundleItemEntity, MAX_BUNDLE_ITEMS } from './bundle.entity.js';
import {
  Bundle,
  CreateBundleErrorCode,
  type CreateBundleInput,
  type CreateBundlePayload,
  DeleteBundleErrorCode,
  type DeleteBundleInput,
  type DeleteBundlePayload,
  MAX_BUNDLE_SEARCH_LENGTH,
  UpdateBundleErrorCode,
  type UpdateBundleInput,
  type UpdateBundlePayload,
} from './bundle.types.js';
import { MAX_TITLE_LENGTH, MediaEntity, type MediaStatusValue } from './media.entity.js';
import { mediaById } from './media.service.js';
import type { Access } from './media.types.js';
import { slugify } from './taxonomy.service.js';

// ---------------------------------------------------------------- mapping

export function toBundle(e: BundleEntity, adminView: boolean): Bundle {
  return Object.assign(new Bundle(), {
    id: e.id,
    title: e.title,
    slug: e.slug,
    description: e.description,
    access: e.access as Access,
    priceCents: e.priceCents,
    published: e.published,
    featured: e.featured,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    coverMediaId: e.coverMediaId,
    adminView,
  });
}

// ---------------------------------------------------------------- loaders

/**
 * Every item of each bundle, in order, whatever its status (callers filter
 * for the viewer): one statement for a whole page of bundles. The rows are
 * primed into `mediaById` for anything else that asks for the same media.
 */
export const itemsByBundle = defineLoader<string, MediaEntity[]>('itemsByBundle', async (ctx, bundleIds) => {
  const ids = bundleIds.filter(isUuid);
  const byBundle = new Map<string, MediaEntity[]>(bundleIds.map((id) => [id, []]));
  if (ids.length > 0) {
    const { entities, raw } = await ctx.app.db
      .getRepository(MediaEntity)
      .createQueryBuilder('m')
      .innerJoin(BundleItemEntity, 'bi', 'bi.mediaId = m.id')
      .addSelect('bi.bundleId', 'item_bundle_id')
      .where('bi.bundleId IN (:...ids)', { ids })
      .orderBy('bi.bundleId')
      .addOrderBy('bi.position')
      .getRawAndEntities<{ m_id: string; item_bundle_id: string }>();
    // One entity per media, one raw row per (bundle, media): a media in two bundles of the page comes once.
    const media = new Map(entities.map((e) => [e.id, e]));
    const primed = mediaById(ctx);
    for (const row of raw) {
      const entity = media.get(row.m_id);
      if (!entity) continue;
      byBundle.get(row.item_bundle_id)?.push(entity);
      primed.prime(entity.id, entity);
    }
  }
  return bundleIds.map((id) => byBundle.get(id) ?? []);
});

/** The items a viewer of this bundle may see: all of them in the admin area, else only PUBLISHED media. */
export async function visibleItems(ctx: Context, bundle: Bundle): Promise<MediaEntity[]> {
  const rows = (await itemsByBundle(ctx).load(bundle.id)) ?? [];
  return bundle.adminView ? rows : rows.filter((m) => m.status === 'PUBLISHED');
}

/**
 * `Bundle.items(first)`: the visible items in the bundle's order, the first `first` of them when
 * given (1–MAX_BUNDLE_ITEMS). Cut from the same batched rows as the count and the cover, so a
 * bounded list costs no statement of its own.
 */
export async function listedItems(ctx: Context, bundle: Bundle, first?: number | null): Promise<MediaEntity[]> {
  if (first != null && (!Number.isInteger(first) || first < 1 || first > MAX_BUNDLE_ITEMS)) {
    throw badInput(`first must be between 1 and ${MAX_BUNDLE_ITEMS}.`, 'first');
  }
  const items = await visibleItems(ctx, bundle);
  return first == null ? items : items.slice(0, first);
}

/** The chosen cover when the viewer may see it, else the first visible item; null for an empty bundle. */
export async function coverOf(ctx: Context, bundle: Bundle): Promise<MediaEntity | null> {
  const items = await visibleItems(ctx, bundle);
  return items.find((m) => m.id === bundle.coverMediaId) ?? items[0] ?? null;
}

// ---------------------------------------------------------------- reads

const NEWEST_FIRST: SortKey[] = [
  { column: 'b.created_at', direction: 'DESC', value: (b: BundleEntity) => b.createdAt.toISOString() },
  { column: 'b.id', direction: 'DESC', value: (b: BundleEntity) => b.id },
];

function mapPage(page: ConnectionShape<BundleEntity>, adminView: boolean): ConnectionShape<Bundle> {
  return {
    ...page,
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toBundle(e.node, adminView) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}

/** Published bundles, newest first; `featured` narrows to (or excludes) featured ones. */
export async function listPublishedBundles(
  ctx: Context,
  args: ConnectionArgs,
  featured: boolean | null | undefined,
): Promise<ConnectionShape<Bundle>> {
  const qb = ctx.app.db.getRepository(BundleEntity).createQueryBuilder('b').where('b.published = true');
  if (featured != null) qb.andWhere('b.featured = :featured', { featured });
  const page = await paginate(qb, { first: await pageSize(ctx, args.first), after: args.after, keys: NEWEST_FIRST });
  return mapPage(page, false);
}

/** Every bundle, newest first, optionally matching words in the title or slug. */
export async function listAdminBundles(
  ctx: Context,
  args: ConnectionArgs,
  search: string | null | undefined,
): Promise<ConnectionShape<Bundle>> {
  const qb = ctx.app.db.getRepository(BundleEntity).createQueryBuilder('b');
  const words = search?.trim() ?? '';
  if (words.length > MAX_BUNDLE_SEARCH_LENGTH) {
    throw badInput(`search must be at most ${MAX_BUNDLE_SEARCH_LENGTH} characters.`, 'search');
  }
  if (words) {
    const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb.where('(b.title ILIKE :pattern OR b.slug ILIKE :pattern)', { pattern });
  }
  const page = await paginate(qb, { first: await pageSize(ctx, args.first), after: args.after, keys: NEWEST_FIRST });
  return mapPage(page, true);
}

/** A published bundle by id or slug; null for anything else (unpublished bundles are invisible here). */
export async function findPublishedBundle(
  ctx: Context,
  by: { id?: string | null; slug?: string | null },
): Promise<Bundle | null> {
  let row: BundleEntity | null;
  if (by.id != null) row = isUuid(by.id) ? await ctx.app.db.manager.findOneBy(BundleEntity, { id: by.id }) : null;
  else if (by.slug != null) row = await ctx.app.db.manager.findOneBy(BundleEntity, { slug: by.slug });
  else throw badInput('Give either id or slug.', 'id');
  return row?.published ? toBundle(row, false) : null;
}

export async function findAnyBundle(ctx: Context, id: string): Promise<Bundle | null> {
  const row = isUuid(id) ? await ctx.app.db.manager.findOneBy(BundleEntity, { id }) : null;
  return row ? toBundle(row, true) : null;
}

// ---------------------------------------------------------------- mutation rules

type Code = CreateBundleErrorCode | UpdateBundleErrorCode;
type Outcome<C extends string, T> = { error: PayloadErrorOf<C> } | { value: T };

const UNDERIVABLE_SLUG = 'The title has no letters or digits to make a slug from: give a slug.';
const duplicateSlug = <C extends Code>(code: C) => userError(code, 'Another bundle has this slug already.', 'slug');

/**
 * The status of each listed media item, locked against deletion until the
 * transaction ends; or the first id that is not a media item.
 */
async function lockItems(
  m: EntityManager,
  mediaIds: readonly string[],
): Promise<{ statuses: MediaStatusValue[] } | { unknown: { index: number; id: string } }> {
  const valid = mediaIds.filter(isUuid);
  const rows: { id: string; status: MediaStatusValue }[] = valid.length
    ? await m.query('SELECT id, status FROM media WHERE id = ANY($1::uuid[]) FOR SHARE', [valid])
    : [];
  const status = new Map(rows.map((r) => [r.id, r.status]));
  const index = mediaIds.findIndex((id) => !status.has(id));
  if (index >= 0) return { unknown: { index, id: mediaIds[index] as string } };
  return { statuses: mediaIds.map((id) => status.get(id) as MediaStatusValue) };
}

const unknownMedia = <C extends Code>(code: C, at: { index: number; id: string }) =>
  userError(code, `Item ${at.index + 1} (“${at.id.slice(0, 64)}”) is not a media item.`, 'mediaIds');

const coverNotInBundle = <C extends Code>(code: C) =>
  userError(code, 'The cover must be one of the bundle’s items: add it first, or choose another.', 'coverMediaId');

const STATUS_WORDS: Record<MediaStatusValue, string> = {
  DRAFT: 'draft',
  PENDING_REVIEW: 'pending review',
  PUBLISHED: 'published',
  REJECTED: 'rejected',
  ARCHIVED: 'archived',
};

/** Why a bundle with these items cannot be published (members would see an empty bundle); null when it can. */
export function unpublishableReason(statuses: readonly MediaStatusValue[]): string | null {
  if (statuses.includes('PUBLISHED')) return null;
  if (statuses.length === 0)
    return 'A bundle needs at least one published media item to be published; it has no items.';
  const counts = new Map<MediaStatusValue, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  const breakdown = [...counts].map(([s, n]) => `${n} ${STATUS_WORDS[s]}`).join(', ');
  const items = statuses.length === 1 ? 'its only item is not' : `none of its ${statuses.length} items is`;
  return `A bundle needs at least one published media item to be published; ${items} published (${breakdown}).`;
}

async function writeItems(m: EntityManager, bundleId: string, mediaIds: readonly string[]): Promise<void> {
  await m.delete(BundleItemEntity, { bundleId });
  if (mediaIds.length > 0) {
    await m.insert(
      BundleItemEntity,
      mediaIds.map((mediaId, position) => ({ bundleId, mediaId, position })),
    );
  }
}

const cleanTitle = (title: string) => title.trim().slice(0, MAX_TITLE_LENGTH);

// ---------------------------------------------------------------- mutations

export async function createBundle(ctx: Context, input: CreateBundleInput): Promise<CreateBundlePayload> {
  const slug = input.slug ?? slugify(input.title);
  if (!slug) return { bundle: null, errors: [userError(CreateBundleErrorCode.INVALID_SLUG, UNDERIVABLE_SLUG, 'slug')] };
  const coverMediaId = input.coverMediaId ?? null;
  if (coverMediaId !== null && !input.mediaIds.includes(coverMediaId)) {
    return { bundle: null, errors: [coverNotInBundle(CreateBundleErrorCode.COVER_NOT_IN_BUNDLE)] };
  }
  try {
    const result = await ctx.app.db.transaction(async (m): Promise<Outcome<CreateBundleErrorCode, BundleEntity>> => {
      const items = await lockItems(m, input.mediaIds);
      if ('unknown' in items) return { error: unknownMedia(CreateBundleErrorCode.UNKNOWN_MEDIA, items.unknown) };
      const published = input.published ?? false;
      const reason = published ? unpublishableReason(items.statuses) : null;
      if (reason) return { error: userError(CreateBundleErrorCode.NOT_PUBLISHABLE, reason, 'published') };
      if (await m.existsBy(BundleEntity, { slug }))
        return { error: duplicateSlug(CreateBundleErrorCode.DUPLICATE_SLUG) };
      const saved = await m.save(
        m.create(BundleEntity, {
          title: cleanTitle(input.title),
          slug,
          description: input.description?.trim() ?? '',
          access: input.access,
          priceCents: input.priceCents,
          coverMediaId,
          published,
          featured: input.featured ?? false,
        }),
      );
      await writeItems(m, saved.id, input.mediaIds);
      await audit(
        ctx,
        {
          action: 'bundle.created',
          targetType: 'bundle',
          targetId: saved.id,
          data: {
            title: saved.title,
            slug: saved.slug,
            access: saved.access,
            priceCents: saved.priceCents,
            mediaIds: input.mediaIds,
            coverMediaId,
            published: saved.published,
            featured: saved.featured,
          },
        },
        m,
      );
      return { value: saved };
    });
    if ('error' in result) return { bundle: null, errors: [result.error] };
    return { bundle: toBundle(result.value, true), errors: [] };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { bundle: null, errors: [duplicateSlug(CreateBundleErrorCode.DUPLICATE_SLUG)] };
  }
}

/** Columns updateBundle may change, in the order its audit entry lists them. */
const EDITABLE = [
  'title',
  'slug',
  'description',
  'access',
  'priceCents',
  'coverMediaId',
  'published',
  'featured',
] as const;
type Editable = (typeof EDITABLE)[number];

export async function updateBundle(ctx: Context, input: UpdateBundleInput): Promise<UpdateBundlePayload> {
  const notFound = () => userError(UpdateBundleErrorCode.NOT_FOUND, 'The bundle does not exist.', 'id');
  if (!isUuid(input.id)) return { bundle: null, errors: [notFound()] };
  try {
    const result = await ctx.app.db.transaction(async (m): Promise<Outcome<UpdateBundleErrorCode, BundleEntity>> => {
      const current = await m.findOne(BundleEntity, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!current) return { error: notFound() };
      const before = (
        await m.find(BundleItemEntity, { where: { bundleId: current.id }, order: { position: 'ASC' } })
      ).map((i) => i.mediaId);
      const after = input.mediaIds ?? before;
      const itemsChanged = input.mediaIds != null && after.join() !== before.join();

      const items = await lockItems(m, after);
      if ('unknown' in items) return { error: unknownMedia(UpdateBundleErrorCode.UNKNOWN_MEDIA, items.unknown) };

      const patch: Partial<Pick<BundleEntity, Editable>> = {};
      if (input.title != null) patch.title = cleanTitle(input.title);
      if (input.slug != null) patch.slug = input.slug;
      if (input.description != null) patch.description = input.description.trim();
      if (input.access != null) patch.access = input.access;
      if (input.priceCents != null) patch.priceCents = input.priceCents;
      if (input.featured != null) patch.featured = input.featured;
      if (input.published != null) patch.published = input.published;
      if (input.coverMediaId !== undefined) {
        if (input.coverMediaId !== null && !after.includes(input.coverMediaId)) {
          return { error: coverNotInBundle(UpdateBundleErrorCode.COVER_NOT_IN_BUNDLE) };
        }
        patch.coverMediaId = input.coverMediaId;
      } else if (current.coverMediaId !== null && !after.includes(current.coverMediaId)) {
        // The chosen cover left the bundle: fall back to the first item rather than refuse the new list.
        patch.coverMediaId = null;
      }

      // Checked when publishing, and when a published bundle's items change: members must never get an empty bundle.
      const published = patch.published ?? current.published;
      if (published && (input.published === true || itemsChanged)) {
        const reason = unpublishableReason(items.statuses);
        if (reason) {
          return {
            error: userError(UpdateBundleErrorCode.NOT_PUBLISHABLE, reason, itemsChanged ? 'mediaIds' : 'published'),
          };
        }
      }
      if (patch.slug !== undefined && patch.slug !== current.slug) {
        const taken = await m.existsBy(BundleEntity, { slug: patch.slug });
        if (taken) return { error: duplicateSlug(UpdateBundleErrorCode.DUPLICATE_SLUG) };
      }

      const changed = EDITABLE.filter((k) => k in patch && patch[k] !== current[k]);
      if (changed.length === 0 && !itemsChanged) return { value: current };
      await m.update(
        BundleEntity,
        { id: current.id },
        {
          ...Object.fromEntries(changed.map((k) => [k, patch[k]])),
          // Also when only the items changed: the bundle as a whole did.
          updatedAt: new Date(),
        },
      );
      if (itemsChanged) await writeItems(m, current.id, after);
      await audit(
        ctx,
        {
          action: 'bundle.updated',
          targetType: 'bundle',
          targetId: current.id,
          data: {
            changedFields: [...changed, ...(itemsChanged ? ['mediaIds'] : [])],
            changes: {
              ...Object.fromEntries(changed.map((k) => [k, { from: current[k], to: patch[k] }])),
              ...(itemsChanged ? { mediaIds: { from: before, to: after } } : {}),
            },
          },
        },
        m,
      );
      return { value: (await m.findOneBy(BundleEntity, { id: current.id })) as BundleEntity };
    });
    if ('error' in result) return { bundle: null, errors: [result.error] };
    return { bundle: toBundle(result.value, true), errors: [] };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { bundle: null, errors: [duplicateSlug(UpdateBundleErrorCode.DUPLICATE_SLUG)] };
  }
}

export async function deleteBundle(ctx: Context, input: DeleteBundleInput): Promise<DeleteBundlePayload> {
  const missing = {
    deletedId: null,
    errors: [userError(DeleteBundleErrorCode.NOT_FOUND, 'The bundle does not exist.', 'id')],
  };
  if (!isUuid(input.id)) return missing;
  const deleted = await ctx.app.db.transaction(async (m) => {
    const row = await m.findOne(BundleEntity, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
    if (!row) return null;
    const items = await m.find(BundleItemEntity, { where: { bundleId: row.id }, order: { position: 'ASC' } });
    // Items cascade with the bundle; the media stay.
    await m.delete(BundleEntity, { id: row.id });
    await audit(
      ctx,
      {
        action: 'bundle.deleted',
        targetType: 'bundle',
        targetId: row.id,
        data: { title: row.title, slug: row.slug, published: row.published, mediaIds: items.map((i) => i.mediaId) },
      },
      m,
    );
    return row.id;
  });
  return deleted ? { deletedId: deleted, errors: [] } : missing;
}

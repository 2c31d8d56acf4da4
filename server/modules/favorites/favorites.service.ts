/**
 * Favourites and collections of the viewer: every read and write is scoped
 * to the viewer's own rows (another member's collection answers NOT_FOUND).
 * Writes are idempotent (setting what is already set changes nothing) and
 * bounded (MAX_* in favorite.entity.ts).
 */
import { type DataSource, type EntityManager, In } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { type ConnectionShape, pageSize, paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { byKeys, defineLoader } from '../../graphql/loaders.js';
import { userError } from '../../graphql/payload.js';
import { adjustFavoriteCount, type Media, MediaEntity, publishedMediaByIds } from '../catalog/index.js';
import {
  CollectionEntity,
  CollectionItemEntity,
  FavoriteEntity,
  MAX_COLLECTION_ITEMS,
  MAX_COLLECTION_NAME_LENGTH,
  MAX_COLLECTIONS,
  MAX_FAVORITES,
} from './favorite.entity.js';
import {
  type Collection,
  type CollectionsPayload,
  type CreateCollectionInput,
  type DeleteCollectionInput,
  type Favorite,
  FavoriteErrorCode,
  type MyFavoritesArgs,
  type RenameCollectionInput,
  type ReorderCollectionsInput,
  type SetCollectionItemInput,
  type SetFavoriteInput,
  type SetFavoritePayload,
} from './favorites.types.js';

async function viewerId(ctx: Context): Promise<string> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new Error('favourites run behind @auth');
  return viewer.id;
}

const isPublished = (m: EntityManager, id: string) =>
  isUuid(id) ? m.existsBy(MediaEntity, { id, status: 'PUBLISHED' }) : Promise.resolve(false);

export async function setFavorite(ctx: Context, input: SetFavoriteInput): Promise<SetFavoritePayload> {
  const userId = await viewerId(ctx);
  const fail = (code: FavoriteErrorCode, message: string) => ({
    mediaId: input.mediaId,
    favorite: !input.favorite,
    errors: [userError(code, message, 'mediaId')],
  });
  if (!isUuid(input.mediaId)) return fail(FavoriteErrorCode.NOT_FOUND, 'This item is not available.');
  return ctx.app.db.transaction(async (m) => {
    if (!input.favorite) {
      const [, removed] = (await m.query('DELETE FROM favorites WHERE user_id = $1 AND media_id = $2', [
        userId,
        input.mediaId,
      ])) as [unknown, number];
      if (removed > 0) await adjustFavoriteCount(m, [input.mediaId], -1);
      return { mediaId: input.mediaId, favorite: false, errors: [] };
    }
    if (!(await isPublished(m, input.mediaId))) return fail(FavoriteErrorCode.NOT_FOUND, 'This item is not available.');
    // Serialises one member's hearts so the limit holds under parallel clicks.
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('favorites:' || $1, 0))`, [userId]);
    if ((await m.countBy(FavoriteEntity, { userId })) >= MAX_FAVORITES) {
      return fail(
        FavoriteErrorCode.LIMIT_REACHED,
        `You can keep up to ${MAX_FAVORITES} favourites. Remove some first.`,
      );
    }
    const inserted = (await m.query(
      'INSERT INTO favorites (user_id, media_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING media_id',
      [userId, input.mediaId],
    )) as unknown[];
    if (inserted.length > 0) await adjustFavoriteCount(m, [input.mediaId], 1);
    return { mediaId: input.mediaId, favorite: true, errors: [] };
  });
}

/** Ids of every favourite of the viewer (at most MAX_FAVORITES): the hearts on cards read this one list. */
export async function myFavoriteIds(ctx: Context): Promise<string[]> {
  const rows = await ctx.app.db.manager.find(FavoriteEntity, {
    where: { userId: await viewerId(ctx) },
    select: { mediaId: true },
    order: { createdAt: 'DESC' },
    take: MAX_FAVORITES,
  });
  return rows.map((r) => r.mediaId);
}

/** A member’s favourites of published items, newest first. */
export async function favoritesOf(
  ctx: Context,
  userId: string,
  args: MyFavoritesArgs,
): Promise<ConnectionShape<Favorite>> {
  const first = await pageSize(ctx, args.first);
  const qb = ctx.app.db
    .getRepository(FavoriteEntity)
    .createQueryBuilder('f')
    .innerJoin(MediaEntity, 'm', "m.id = f.media_id AND m.status = 'PUBLISHED'")
    .where('f.user_id = :userId', { userId });
  if (args.kind) qb.andWhere('m.kind = :kind', { kind: args.kind });
  const page = await paginate(qb, {
    first,
    after: args.after,
    keys: [
      { column: 'f.created_at', direction: 'DESC', value: (f: FavoriteEntity) => f.createdAt.toISOString() },
      { column: 'f.media_id', direction: 'DESC', value: (f: FavoriteEntity) => f.mediaId },
    ],
  });
  const media = await publishedMediaByIds(
    ctx,
    page.edges.map((e) => e.node.mediaId),
  );
  const byId = new Map(media.map((m) => [m.id, m]));
  return {
    ...page,
    edges: page.edges.flatMap(({ cursor, node }) => {
      const item = byId.get(node.mediaId);
      return item ? [{ cursor, node: { id: node.mediaId, media: item, createdAt: node.createdAt } }] : [];
    }),
    get totalCount() {
      return page.totalCount;
    },
  };
}

export interface RecentFavorite {
  mediaId: string;
  favoritedAt: Date;
}

/** A member's latest favourites, newest first (the members' dashboard). */
export async function recentFavorites(db: DataSource, userId: string, limit = 5): Promise<RecentFavorite[]> {
  const rows = await db.manager.find(FavoriteEntity, {
    where: { userId },
    order: { createdAt: 'DESC' },
    take: Math.min(Math.max(limit, 1), 100),
  });
  return rows.map((r) => ({ mediaId: r.mediaId, favoritedAt: r.createdAt }));
}

// ---------------------------------------------------------------- collections

const toCollection = (c: CollectionEntity): Collection => ({
  id: c.id,
  name: c.name,
  position: c.position,
  createdAt: c.createdAt,
});

async function listCollections(m: EntityManager, userId: string): Promise<Collection[]> {
  const rows = await m.find(CollectionEntity, { where: { userId }, order: { position: 'ASC', createdAt: 'ASC' } });
  return rows.map(toCollection);
}

/** A member’s collections, in their order. */
export function collectionsOf(db: DataSource, userId: string): Promise<Collection[]> {
  return listCollections(db.manager, userId);
}

function validName(raw: string): string | null {
  const name = raw.trim();
  return name.length >= 1 && name.length <= MAX_COLLECTION_NAME_LENGTH ? name : null;
}

/**
 * Runs a collection change in a transaction under the member's lock (limits
 * and positions hold under parallel requests), answering with every
 * collection of the member afterwards.
 */
async function change(
  ctx: Context,
  work: (m: EntityManager, userId: string) => Promise<Collection | null | CollectionsPayload['errors'][number]>,
): Promise<CollectionsPayload> {
  const userId = await viewerId(ctx);
  return ctx.app.db.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('favorites:' || $1, 0))`, [userId]);
    const result = await work(m, userId);
    const collections = await listCollections(m, userId);
    if (result && 'code' in result) return { collection: null, collections, errors: [result] };
    return { collection: result, collections, errors: [] };
  });
}

const badName = () =>
  userError(
    FavoriteErrorCode.INVALID_INPUT,
    `A collection name is 1 to ${MAX_COLLECTION_NAME_LENGTH} characters.`,
    'name',
  );
const noCollection = () => userError(FavoriteErrorCode.NOT_FOUND, 'No such collection.', 'collectionId');

async function ownCollection(m: EntityManager, userId: string, id: string): Promise<CollectionEntity | null> {
  return isUuid(id) ? m.findOneBy(CollectionEntity, { id, userId }) : null;
}

export function createCollection(ctx: Context, input: CreateCollectionInput) {
  return change(ctx, async (m, userId) => {
    const name = validName(input.name);
    if (!name) return badName();
    const count = await m.countBy(CollectionEntity, { userId });
    if (count >= MAX_COLLECTIONS) {
      return userError(FavoriteErrorCode.LIMIT_REACHED, `You can keep up to ${MAX_COLLECTIONS} collections.`, null);
    }
    if (input.mediaId != null && !(await isPublished(m, input.mediaId))) {
      return userError(FavoriteErrorCode.NOT_FOUND, 'This item is not available.', 'mediaId');
    }
    const c = await m.save(m.create(CollectionEntity, { userId, name, position: count }));
    if (input.mediaId != null) await m.insert(CollectionItemEntity, { collectionId: c.id, mediaId: input.mediaId });
    return toCollection(c);
  });
}

export function renameCollection(ctx: Context, input: RenameCollectionInput) {
  return change(ctx, async (m, userId) => {
    const name = validName(input.name);
    if (!name) return badName();
    const c = await ownCollection(m, userId, input.collectionId);
    if (!c) return noCollection();
    await m.update(CollectionEntity, c.id, { name });
    return toCollection({ ...c, name });
  });
}

export function deleteCollection(ctx: Context, input: DeleteCollectionInput) {
  return change(ctx, async (m, userId) => {
    const c = await ownCollection(m, userId, input.collectionId);
    if (!c) return noCollection();
    await m.delete(CollectionEntity, c.id);
    // Close the gap, so positions stay 0..n-1.
    await m.query('UPDATE collections SET position = position - 1 WHERE user_id = $1 AND position > $2', [
      userId,
      c.position,
    ]);
    return null;
  });
}

export function reorderCollections(ctx: Context, input: ReorderCollectionsInput) {
  return change(ctx, async (m, userId) => {
    const current = await m.find(CollectionEntity, { where: { userId }, select: { id: true } });
    const ids = input.collectionIds;
    const same =
      ids.length === current.length && new Set(ids).size === ids.length && current.every((c) => ids.includes(c.id));
    if (!same) {
      return userError(FavoriteErrorCode.INVALID_INPUT, 'List each of your collections exactly once.', 'collectionIds');
    }
    if (ids.length > 0) {
      await m.query(
        `UPDATE collections c SET position = o.position - 1
           FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, position)
          WHERE c.id = o.id AND c.user_id = $2`,
        [ids, userId],
      );
    }
    return null;
  });
}

export function setCollectionItem(ctx: Context, input: SetCollectionItemInput) {
  return change(ctx, async (m, userId) => {
    const c = await ownCollection(m, userId, input.collectionId);
    if (!c) return noCollection();
    if (!isUuid(input.mediaId)) return userError(FavoriteErrorCode.NOT_FOUND, 'This item is not available.', 'mediaId');
    if (!input.inCollection) {
      await m.delete(CollectionItemEntity, { collectionId: c.id, mediaId: input.mediaId });
      return toCollection(c);
    }
    if (!(await isPublished(m, input.mediaId))) {
      return userError(FavoriteErrorCode.NOT_FOUND, 'This item is not available.', 'mediaId');
    }
    if ((await m.countBy(CollectionItemEntity, { collectionId: c.id })) >= MAX_COLLECTION_ITEMS) {
      return userError(
        FavoriteErrorCode.LIMIT_REACHED,
        `A collection holds up to ${MAX_COLLECTION_ITEMS} items.`,
        'mediaId',
      );
    }
    await m
      .createQueryBuilder()
      .insert()
      .into(CollectionItemEntity)
      .values({ collectionId: c.id, mediaId: input.mediaId })
      .orIgnore()
      .execute();
    return toCollection(c);
  });
}

/** Item ids of each collection, newest first: one statement for all the viewer's collections. */
export const itemIdsByCollection = defineLoader<string, string[]>('favorites.itemIds', async (ctx, ids) => {
  const rows = await ctx.app.db.manager.find(CollectionItemEntity, {
    where: { collectionId: In([...ids]) },
    order: { addedAt: 'DESC' },
  });
  const grouped = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const r of rows) grouped.get(r.collectionId)?.push(r.mediaId);
  return ids.map((id) => grouped.get(id) ?? []);
});

/** Published media of many collections in one statement (the catalogue's card query). */
export const publishedMedia = defineLoader<string, Media>('favorites.publishedMedia', async (ctx, ids) =>
  byKeys(ids, await publishedMediaByIds(ctx, ids), (m) => m.id),
);

/** Account erasure: favourites and collections are the person's own, so they go. */
export async function eraseFavorites(_ctx: Context, m: EntityManager, userId: string): Promise<void> {
  const gone = (await m.query('DELETE FROM favorites WHERE user_id = $1 RETURNING media_id', [userId])) as [
    { media_id: string }[],
    number,
  ];
  await adjustFavoriteCount(
    m,
    (gone[0] ?? []).map((r) => r.media_id),
    -1,
  );
  await m.delete(CollectionEntity, { userId });
}

import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, signedIn } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { Media } from '../catalog/index.js';
import { MAX_COLLECTIONS, MAX_FAVORITES } from './favorite.entity.js';
import {
  collectionsOf,
  createCollection,
  deleteCollection,
  favoritesOf,
  itemIdsByCollection,
  myFavoriteIds,
  publishedMedia,
  renameCollection,
  reorderCollections,
  setCollectionItem,
  setFavorite,
} from './favorites.service.js';
import {
  Collection,
  CollectionsPayload,
  CreateCollectionInput,
  DeleteCollectionInput,
  FavoriteConnection,
  MyFavoritesArgs,
  RenameCollectionInput,
  ReorderCollectionsInput,
  SetCollectionItemInput,
  SetFavoriteInput,
  SetFavoritePayload,
} from './favorites.types.js';

@Resolver(() => Collection)
export class FavoritesResolver {
  @Query(() => [ID], {
    description: `Ids of every item the viewer favourited, newest first (at most ${MAX_FAVORITES}): the hearts on cards.`,
  })
  @Auth()
  myFavoriteIds(@Ctx() ctx: Context) {
    return myFavoriteIds(ctx);
  }

  @Query(() => FavoriteConnection, { description: 'The viewer’s favourites, newest first (published items only).' })
  @Auth()
  async myFavorites(@Ctx() ctx: Context, @Args() args: MyFavoritesArgs) {
    return favoritesOf(ctx, (await signedIn(ctx)).id, args);
  }

  @Query(() => [Collection], { description: `The viewer’s collections, in their order (at most ${MAX_COLLECTIONS}).` })
  @Auth()
  async myCollections(@Ctx() ctx: Context) {
    return collectionsOf(ctx.app.db, (await signedIn(ctx)).id);
  }

  @Mutation(() => SetFavoritePayload, { description: 'Favourite or unfavourite an item (idempotent).' })
  @Auth()
  setFavorite(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The item and whether it is a favourite.' }) input: SetFavoriteInput,
  ) {
    return setFavorite(ctx, input);
  }

  @Mutation(() => CollectionsPayload, { description: 'Create a collection, optionally with a first item.' })
  @Auth()
  createCollection(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The name and an optional first item.' }) input: CreateCollectionInput,
  ) {
    return createCollection(ctx, input);
  }

  @Mutation(() => CollectionsPayload, { description: 'Rename one of the viewer’s collections.' })
  @Auth()
  renameCollection(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The collection and its new name.' }) input: RenameCollectionInput,
  ) {
    return renameCollection(ctx, input);
  }

  @Mutation(() => CollectionsPayload, { description: 'Delete one of the viewer’s collections.' })
  @Auth()
  deleteCollection(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The collection to delete.' }) input: DeleteCollectionInput,
  ) {
    return deleteCollection(ctx, input);
  }

  @Mutation(() => CollectionsPayload, { description: 'Put the viewer’s collections in a new order.' })
  @Auth()
  reorderCollections(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Every collection id, in the new order.' }) input: ReorderCollectionsInput,
  ) {
    return reorderCollections(ctx, input);
  }

  @Mutation(() => CollectionsPayload, { description: 'Add an item to a collection or take it out (idempotent).' })
  @Auth()
  setCollectionItem(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The collection, the item and whether it belongs.' }) input: SetCollectionItemInput,
  ) {
    return setCollectionItem(ctx, input);
  }

  @FieldResolver(() => [ID], { description: 'Ids of its items, newest first (at most 500).' })
  async mediaIds(@Ctx() ctx: Context, @Root() c: Collection): Promise<string[]> {
    return (await itemIdsByCollection(ctx).load(c.id)) ?? [];
  }

  @FieldResolver(() => Int, { description: 'How many items it holds.' })
  async itemCount(@Ctx() ctx: Context, @Root() c: Collection): Promise<number> {
    return ((await itemIdsByCollection(ctx).load(c.id)) ?? []).length;
  }

  @FieldResolver(() => [Media], {
    description: 'Its published items, newest first (at most 500; one statement for all collections of a request).',
  })
  async items(@Ctx() ctx: Context, @Root() c: Collection): Promise<Media[]> {
    const ids = (await itemIdsByCollection(ctx).load(c.id)) ?? [];
    const media = await publishedMedia(ctx).loadMany(ids);
    return media.filter((m): m is Media => m !== null && !(m instanceof Error));
  }
}

import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { Media, MediaKind } from '../catalog/index.js';
import { MAX_COLLECTION_ITEMS, MAX_COLLECTION_NAME_LENGTH, MAX_COLLECTIONS, MAX_FAVORITES } from './favorite.entity.js';

@ObjectType({ description: 'An item the viewer favourited.' })
export class Favorite {
  @Field(() => ID, { description: 'The media item’s id (a member favourites an item once).' })
  id: string;

  @Field(() => Media, { description: 'The item as the catalogue shows it.' })
  media: Media;

  @Field({ description: 'When it was favourited.' })
  createdAt: Date;
}
export const FavoriteConnection = Connection(Favorite, 'Favorite');

@ArgsType()
export class MyFavoritesArgs extends ConnectionArgs {
  @Field(() => MediaKind, { nullable: true, description: 'Only favourites of this kind.' })
  kind?: MediaKind | null;
}

@ObjectType({ description: 'A named list of items a member keeps.' })
export class Collection {
  @Field(() => ID, { description: 'Stable identifier.' })
  id: string;

  @Field({ description: `Its name (at most ${MAX_COLLECTION_NAME_LENGTH} characters).` })
  name: string;

  @Field(() => Int, { description: 'Its place among the member’s collections (0 first).' })
  position: number;

  @Field({ description: 'When it was created.' })
  createdAt: Date;
}

@InputType({ description: 'Favourite or unfavourite an item (idempotent).' })
export class SetFavoriteInput {
  @Field(() => ID, { description: 'A published media item.' })
  mediaId: string;

  @Field({ description: 'True to favourite, false to remove it.' })
  favorite: boolean;
}

export enum FavoriteErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  LIMIT_REACHED = 'LIMIT_REACHED',
  INVALID_INPUT = 'INVALID_INPUT',
}
export const FavoriteError = payloadError('Favorite', FavoriteErrorCode, {
  NOT_FOUND: 'No such published item, or no such collection of the viewer’s.',
  LIMIT_REACHED: `At most ${MAX_FAVORITES} favourites, ${MAX_COLLECTIONS} collections and ${MAX_COLLECTION_ITEMS} items per collection.`,
  INVALID_INPUT: `A collection name must be 1 to ${MAX_COLLECTION_NAME_LENGTH} characters; a reorder must list every collection once.`,
});

@ObjectType({ description: 'Result of setFavorite.' })
export class SetFavoritePayload {
  @Field(() => ID, { description: 'The item.' })
  mediaId: string;

  @Field({ description: 'Whether it is a favourite now.' })
  favorite: boolean;

  @Field(() => [FavoriteError], { description: 'Expected failures.' })
  errors: InstanceType<typeof FavoriteError>[];
}

@InputType({ description: 'Create a collection, optionally with a first item.' })
export class CreateCollectionInput {
  @Field({ description: `Name, 1 to ${MAX_COLLECTION_NAME_LENGTH} characters.` })
  name: string;

  @Field(() => ID, { nullable: true, description: 'A published item to put in it at once.' })
  mediaId?: string | null;
}

@InputType({ description: 'Rename a collection.' })
export class RenameCollectionInput {
  @Field(() => ID, { description: 'One of the viewer’s collections.' })
  collectionId: string;

  @Field({ description: `New name, 1 to ${MAX_COLLECTION_NAME_LENGTH} characters.` })
  name: string;
}

@InputType({ description: 'Delete a collection (its items stay in the catalogue and in favourites).' })
export class DeleteCollectionInput {
  @Field(() => ID, { description: 'One of the viewer’s collections.' })
  collectionId: string;
}

@InputType({ description: 'Put the viewer’s collections in a new order.' })
export class ReorderCollectionsInput {
  @Field(() => [ID], {
    description: `Every collection id of the viewer, once, in the new order (at most ${MAX_COLLECTIONS}).`,
  })
  collectionIds: string[];
}

@InputType({ description: 'Add an item to a collection or take it out (idempotent).' })
export class SetCollectionItemInput {
  @Field(() => ID, { description: 'One of the viewer’s collections.' })
  collectionId: string;

  @Field(() => ID, { description: 'A published media item (any item, when removing).' })
  mediaId: string;

  @Field({ description: 'True to add, false to remove.' })
  inCollection: boolean;
}

@ObjectType({ description: 'Result of a collection change: the viewer’s collections afterwards, in order.' })
export class CollectionsPayload {
  @Field(() => Collection, { nullable: true, description: 'The collection changed (null when deleted or on error).' })
  collection: Collection | null;

  @Field(() => [Collection], { description: 'All the viewer’s collections, in order.' })
  collections: Collection[];

  @Field(() => [FavoriteError], { description: 'Expected failures.' })
  errors: InstanceType<typeof FavoriteError>[];
}

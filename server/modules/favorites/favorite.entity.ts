/**
 * Favourites (a heart per member and item) and collections (named, ordered
 * lists a member keeps; an item may sit in several). Rows go with the member
 * on erasure and with the item when it is deleted.
 */
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { UserEntity } from '../accounts/index.js';
import { MediaEntity } from '../catalog/index.js';

/** Hearts per member: far above real use, and the ids list the client keeps stays small. */
export const MAX_FAVORITES = 5000;
export const MAX_COLLECTIONS = 100;
export const MAX_COLLECTION_ITEMS = 500;
export const MAX_COLLECTION_NAME_LENGTH = 60;

@Entity('favorites')
// The member's favourites page, newest first.
@Index('IX_favorites_user_created', ['userId', 'createdAt'])
export class FavoriteEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @ManyToOne(() => MediaEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: MediaEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}

@Entity('collections')
@Index('IX_collections_user_position', ['userId', 'position'])
export class CollectionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: MAX_COLLECTION_NAME_LENGTH })
  name: string;

  /** The member's order of their collections (0 first). */
  @Column({ type: 'integer' })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;
}

@Entity('collection_items')
@Index('IX_collection_items_media', ['mediaId'])
export class CollectionItemEntity {
  @PrimaryColumn({ name: 'collection_id', type: 'uuid' })
  collectionId: string;

  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @ManyToOne(() => CollectionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'collection_id' })
  collection?: CollectionEntity;

  @ManyToOne(() => MediaEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: MediaEntity;

  @CreateDateColumn({ name: 'added_at', type: 'timestamptz', precision: 3 })
  addedAt: Date;
}

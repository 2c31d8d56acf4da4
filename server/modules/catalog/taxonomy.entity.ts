/**
 * The catalogue's taxonomy: categories (per media kind, nestable), tags and
 * the editing platforms media are made for. Media reference these later.
 */
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export type MediaKindValue = 'ASSET' | 'IMAGE' | 'AUDIO';

export const MAX_NAME_LENGTH = 80;
export const MAX_SLUG_LENGTH = 128;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_ICON_LENGTH = 2000;

@Entity('categories')
@Check('CHK_categories_kind', `"kind" IN ('ASSET', 'IMAGE', 'AUDIO')`)
@Check('CHK_categories_not_own_parent', `"parent_id" IS NULL OR "parent_id" <> "id"`)
@Index('UQ_categories_kind_slug', ['kind', 'slug'], { unique: true })
export class CategoryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16 })
  kind: MediaKindValue;

  @Column({ type: 'varchar', length: MAX_NAME_LENGTH })
  name: string;

  /** Unique within the kind; the URL segment of the category. */
  @Column({ type: 'varchar', length: MAX_SLUG_LENGTH })
  slug: string;

  @Column({ type: 'varchar', length: MAX_DESCRIPTION_LENGTH, default: '' })
  description: string;

  /** Null for a top-level category. Always of the same kind; never the category itself or a descendant. */
  @Index()
  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId: string | null;

  @ManyToOne(() => CategoryEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'parent_id' })
  parent?: CategoryEntity | null;

  /** Order among siblings (ascending; ties by name). */
  @Column({ type: 'integer', default: 0 })
  position: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

@Entity('tags')
export class TagEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: MAX_NAME_LENGTH })
  name: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: MAX_SLUG_LENGTH })
  slug: string;
}

@Entity('platforms')
export class PlatformEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: MAX_NAME_LENGTH })
  name: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: MAX_SLUG_LENGTH })
  slug: string;

  /** An icon key known to the client, or SVG path data. */
  @Column({ type: 'varchar', length: MAX_ICON_LENGTH, default: '' })
  icon: string;

  /** Display order (ascending; ties by name). */
  @Column({ type: 'integer', default: 0 })
  position: number;
}

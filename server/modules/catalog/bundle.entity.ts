/** Bundles: curated, ordered sets of media sold or offered together. */
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  type AccessValue,
  MAX_MEDIA_DESCRIPTION_LENGTH,
  MAX_PRICE_CENTS,
  MAX_TITLE_LENGTH,
  MediaEntity,
} from './media.entity.js';
import { MAX_SLUG_LENGTH } from './taxonomy.entity.js';

export const MAX_BUNDLE_ITEMS = 200;

@Entity('bundles')
@Check('CHK_bundles_access', `"access" IN ('FREE', 'PREMIUM')`)
@Check('CHK_bundles_price', `"price_cents" >= 0 AND "price_cents" <= ${MAX_PRICE_CENTS}`)
export class BundleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: MAX_TITLE_LENGTH })
  title: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: MAX_SLUG_LENGTH })
  slug: string;

  @Column({ type: 'varchar', length: MAX_MEDIA_DESCRIPTION_LENGTH, default: '' })
  description: string;

  /** The media whose thumbnail is the bundle's cover; null = the first published item's. */
  @Column({ name: 'cover_media_id', type: 'uuid', nullable: true })
  coverMediaId: string | null;

  @ManyToOne(() => MediaEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'cover_media_id' })
  coverMedia?: MediaEntity | null;

  @Column({ type: 'varchar', length: 16, default: 'PREMIUM' })
  access: AccessValue;

  @Column({ name: 'price_cents', type: 'integer', default: 0 })
  priceCents: number;

  /** Only published bundles are shown outside the admin area (and only their published media). */
  @Column({ type: 'boolean', default: false })
  published: boolean;

  /** Shown on the home page. */
  @Column({ type: 'boolean', default: false })
  featured: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}

@Entity('bundle_items')
@Index('UQ_bundle_items_position', ['bundleId', 'position'], { unique: true })
export class BundleItemEntity {
  @PrimaryColumn({ name: 'bundle_id', type: 'uuid' })
  bundleId: string;

  @Index()
  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  /** 0-based order within the bundle. */
  @Column({ type: 'integer' })
  position: number;

  @ManyToOne(() => BundleEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bundle_id' })
  bundle?: BundleEntity;

  @ManyToOne(() => MediaEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: MediaEntity;
}

/**
 * Media: assets (video), images and audio in ONE table with single-table
 * inheritance — `kind` is the discriminator, kind-only columns are nullable.
 * One table keeps browse, search and bulk operations to one statement over
 * every kind; the GraphQL schema shows it as `interface Media`.
 */
import {
  Check,
  ChildEntity,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  TableInheritance,
  UpdateDateColumn,
} from 'typeorm';
import { UserEntity } from '../accounts/user.entity.js';
import { CategoryEntity, MAX_SLUG_LENGTH, type MediaKindValue, PlatformEntity, TagEntity } from './taxonomy.entity.js';

export const MAX_TITLE_LENGTH = 140;
export const MAX_MEDIA_DESCRIPTION_LENGTH = 5000;
export const MAX_LABEL_LENGTH = 40;
/** US cents; 10 000 USD is far above any single asset's price. */
export const MAX_PRICE_CENTS = 1_000_000;

export const MEDIA_STATUSES = ['DRAFT', 'PENDING_REVIEW', 'PUBLISHED', 'REJECTED', 'ARCHIVED'] as const;
export type MediaStatusValue = (typeof MEDIA_STATUSES)[number];
export const PROCESSING_STATES = ['PENDING', 'PROCESSING', 'READY', 'FAILED'] as const;
export type ProcessingStateValue = (typeof PROCESSING_STATES)[number];
export const ACCESS_LEVELS = ['FREE', 'PREMIUM'] as const;
export type AccessValue = (typeof ACCESS_LEVELS)[number];
export const ASSET_TYPES = ['ANIMATION', 'TRANSITION', 'EFFECT', 'OVERLAY', 'TEMPLATE', 'LUT'] as const;
export type AssetTypeValue = (typeof ASSET_TYPES)[number];
export const ORIENTATIONS = ['LANDSCAPE', 'PORTRAIT', 'SQUARE'] as const;
export type OrientationValue = (typeof ORIENTATIONS)[number];
export const REJECTION_REASONS = ['QUALITY', 'TECHNICAL', 'DUPLICATE', 'RIGHTS', 'METADATA'] as const;
export type RejectionReasonValue = (typeof REJECTION_REASONS)[number];

const inList = (column: string, values: readonly string[]) =>
  `"${column}" IN (${values.map((v) => `'${v}'`).join(', ')})`;

@Entity('media')
@TableInheritance({ column: { type: 'varchar', name: 'kind', length: 16 } })
@Check('CHK_media_kind', `"kind" IN ('ASSET', 'IMAGE', 'AUDIO')`)
@Check('CHK_media_status', inList('status', MEDIA_STATUSES))
@Check('CHK_media_processing', inList('processing', PROCESSING_STATES))
@Check('CHK_media_access', inList('access', ACCESS_LEVELS))
@Check('CHK_media_price', `"price_cents" >= 0 AND "price_cents" <= ${MAX_PRICE_CENTS}`)
@Check('CHK_media_rejection', `"status" <> 'REJECTED' OR "rejection_reason" IS NOT NULL`)
@Index('UQ_media_kind_slug', ['kind', 'slug'], { unique: true })
@Index('IX_media_kind_status_created', ['kind', 'status', 'createdAt', 'id'])
// The public browse orders (browse.service.ts): keyset scans over published rows only.
@Index('IX_media_published_newest', ['publishedAt', 'id'], { where: `"status" = 'PUBLISHED'` })
@Index('IX_media_published_popular', ['downloadCount', 'id'], { where: `"status" = 'PUBLISHED'` })
@Index('IX_media_published_title', ['title', 'id'], { where: `"status" = 'PUBLISHED'` })
export class MediaEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The discriminator (set by TypeORM from the child entity). */
  @Column({ type: 'varchar', length: 16 })
  kind: MediaKindValue;

  @Column({ type: 'varchar', length: MAX_TITLE_LENGTH })
  title: string;

  /** Unique per kind; the public URL segment. */
  @Column({ type: 'varchar', length: MAX_SLUG_LENGTH })
  slug: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** Always a category of the same kind (checked by the service). */
  @Index()
  @Column({ name: 'category_id', type: 'uuid', nullable: true })
  categoryId: string | null;

  @ManyToOne(() => CategoryEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'category_id' })
  category?: CategoryEntity | null;

  @Column({ type: 'varchar', length: 16, default: 'PREMIUM' })
  access: AccessValue;

  /** Price in US cents; 0 means included with a subscription (the spec's default price 0). */
  @Column({ name: 'price_cents', type: 'integer', default: 0 })
  priceCents: number;

  @Column({ type: 'varchar', length: 16, default: 'DRAFT' })
  status: MediaStatusValue;

  @Column({ name: 'rejection_reason', type: 'varchar', length: 16, nullable: true })
  rejectionReason: RejectionReasonValue | null;

  @Column({ name: 'rejection_note', type: 'varchar', length: 2000, nullable: true })
  rejectionNote: string | null;

  @Column({ name: 'submitted_at', type: 'timestamptz', precision: 3, nullable: true })
  submittedAt: Date | null;

  @Index()
  @Column({ name: 'published_at', type: 'timestamptz', precision: 3, nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'varchar', length: 16, default: 'PENDING' })
  processing: ProcessingStateValue;

  /** Why the last processing attempt failed, fit to show an admin; null otherwise. */
  @Column({ name: 'processing_error', type: 'varchar', length: 1000, nullable: true })
  processingError: string | null;

  @Column({ name: 'processed_at', type: 'timestamptz', nullable: true })
  processedAt: Date | null;

  /** The tus upload that created it: a finished upload reported twice still makes one media. */
  @Index({ unique: true, where: '"upload_id" IS NOT NULL' })
  @Column({ name: 'upload_id', type: 'varchar', length: 128, nullable: true })
  uploadId: string | null;

  /** The file name as uploaded (for the admin; the download name comes from the slug). */
  @Column({ name: 'original_filename', type: 'varchar', length: 255, default: '' })
  originalFilename: string;

  @Column({ name: 'view_count', type: 'integer', default: 0 })
  viewCount: number;

  @Column({ name: 'download_count', type: 'integer', default: 0 })
  downloadCount: number;

  @Column({ name: 'favorite_count', type: 'integer', default: 0 })
  favoriteCount: number;

  @Index()
  @Column({ name: 'uploader_id', type: 'uuid', nullable: true })
  uploaderId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'uploader_id' })
  uploader?: UserEntity | null;

  // Measured from the file by processing (null until then, or when not applicable).
  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ type: 'varchar', length: 16, nullable: true })
  orientation: OrientationValue | null;

  @Column({ name: 'duration_seconds', type: 'double precision', nullable: true })
  durationSeconds: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}

/** Video assets: animations, transitions, effects, overlays, templates, LUT demos. */
@ChildEntity('ASSET')
export class AssetEntity extends MediaEntity {
  @Column({ name: 'asset_type', type: 'varchar', length: 16, nullable: true })
  assetType: AssetTypeValue | null;

  @Column({ type: 'double precision', nullable: true })
  fps: number | null;

  @Column({ name: 'has_alpha', type: 'boolean', nullable: true })
  hasAlpha: boolean | null;
}

@ChildEntity('IMAGE')
export class ImageEntity extends MediaEntity {}

@ChildEntity('AUDIO')
export class AudioEntity extends MediaEntity {
  @Column({ type: 'integer', nullable: true })
  bpm: number | null;

  @Column({ name: 'musical_key', type: 'varchar', length: 16, nullable: true })
  musicalKey: string | null;

  @Column({ type: 'varchar', length: MAX_LABEL_LENGTH, nullable: true })
  genre: string | null;

  @Column({ type: 'varchar', length: MAX_LABEL_LENGTH, nullable: true })
  mood: string | null;

  @Column({ name: 'is_loop', type: 'boolean', nullable: true })
  isLoop: boolean | null;

  @Column({ name: 'is_sound_effect', type: 'boolean', nullable: true })
  isSoundEffect: boolean | null;
}

export type AnyMediaEntity = AssetEntity | ImageEntity | AudioEntity;

export const MEDIA_ENTITY_OF_KIND = { ASSET: AssetEntity, IMAGE: ImageEntity, AUDIO: AudioEntity } as const;

@Entity('media_tags')
export class MediaTagEntity {
  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @Index()
  @PrimaryColumn({ name: 'tag_id', type: 'uuid' })
  tagId: string;

  @ManyToOne(() => MediaEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: MediaEntity;

  @ManyToOne(() => TagEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id' })
  tag?: TagEntity;
}

@Entity('media_platforms')
export class MediaPlatformEntity {
  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @Index()
  @PrimaryColumn({ name: 'platform_id', type: 'uuid' })
  platformId: string;

  @ManyToOne(() => MediaEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: MediaEntity;

  @ManyToOne(() => PlatformEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'platform_id' })
  platform?: PlatformEntity;
}

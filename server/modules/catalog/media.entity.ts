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
import { UserEntity } from '../accounts/index.js';
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

// ---------------------------------------------------------------- browse facet columns
//
// The browse facets (browse.service.ts) count media by classes derived from
// measured values (resolution, length bucket, frame rate class, BPM bucket)
// and by platform. Those are STORED on the row, computed when the row is
// written, not derived per row in every browse request: the facet statement
// then groups plain columns the planner has statistics for.
//
// They are kept by triggers (migration BrowseFacetColumns), not declared as
// GENERATED columns: TypeORM remembers a generated column's expression in
// `typeorm_metadata` under the database's NAME, so in a database cloned from
// the migrated template (every test database) or restored under another name
// it no longer recognises the column and wants to rebuild it. The trigger
// function is the one definition of the classes; the bucket bounds below must
// agree with it (browse.test.ts checks each bucket against the range filter).
// Never write these columns from the application.

export interface Bucket {
  value: string;
  label: string;
  /** Inclusive. */
  min: number;
  /** Exclusive; null for the open-ended last bucket. */
  max: number | null;
}

/** Length buckets (seconds) of the `duration_bucket` column: min inclusive, max exclusive, like the range filter. */
export const DURATION_BUCKETS: Bucket[] = [
  { value: '0-10', label: 'Under 10 s', min: 0, max: 10 },
  { value: '10-30', label: '10–30 s', min: 10, max: 30 },
  { value: '30-60', label: '30 s – 1 min', min: 30, max: 60 },
  { value: '60-180', label: '1–3 min', min: 60, max: 180 },
  { value: '180-', label: '3 min and longer', min: 180, max: null },
];

/** BPM buckets of the `bpm_bucket` column. */
export const BPM_BUCKETS: Bucket[] = [
  { value: '0-80', label: 'Under 80 BPM', min: 0, max: 80 },
  { value: '80-100', label: '80–99 BPM', min: 80, max: 100 },
  { value: '100-120', label: '100–119 BPM', min: 100, max: 120 },
  { value: '120-140', label: '120–139 BPM', min: 120, max: 140 },
  { value: '140-', label: '140 BPM and faster', min: 140, max: null },
];

/** A trigger-kept facet class: read by SQL only, never loaded with the entity nor written by it. */
const facetClassColumn = (name: string) =>
  ({ name, type: 'varchar', length: 16, nullable: true, select: false, insert: false, update: false }) as const;

@Entity('media')
@TableInheritance({ column: { type: 'varchar', name: 'kind', length: 16 } })
@Check('CHK_media_kind', `"kind" IN ('ASSET', 'IMAGE', 'AUDIO')`)
@Check('CHK_media_status', inList('status', MEDIA_STATUSES))
@Check('CHK_media_processing', inList('processing', PROCESSING_STATES))
@Check('CHK_media_access', inList('access', ACCESS_LEVELS))
@Check('CHK_media_price', `"price_cents" >= 0 AND "price_cents" <= ${MAX_PRICE_CENTS}`)
@Check('CHK_media_rejection', `"status" <> 'REJECTED' OR "rejection_reason" IS NOT NULL`)
// One slug names one item of any kind: /public/assets/:slug serves every kind (seo/paths.ts).
@Index('UQ_media_slug', ['slug'], { unique: true })
@Index('IX_media_kind_status_created', ['kind', 'status', 'createdAt', 'id'])
// The public browse orders (browse.service.ts): keyset scans over published rows only.
@Index('IX_media_published_newest', ['publishedAt', 'id'], { where: `"status" = 'PUBLISHED'` })
// POPULAR sorts by downloads in the last 30 days (popularity.ts).
@Index('IX_media_published_recent_downloads', ['recentDownloadCount', 'id'], { where: `"status" = 'PUBLISHED'` })
@Index('IX_media_published_title', ['title', 'id'], { where: `"status" = 'PUBLISHED'` })
export class MediaEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The discriminator (set by TypeORM from the child entity). */
  @Column({ type: 'varchar', length: 16 })
  kind: MediaKindValue;

  @Column({ type: 'varchar', length: MAX_TITLE_LENGTH })
  title: string;

  /** Unique across all kinds; the public URL segment. */
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

  /** All-time downloads. */
  @Column({ name: 'download_count', type: 'integer', default: 0 })
  downloadCount: number;

  /**
   * Downloads in the last 30 days (UTC days, today included): what POPULAR
   * sorts by. Incremented with `download_count` by each download and
   * recomputed from `media_download_days` as the window slides
   * (popularity.ts); never written otherwise.
   */
  @Column({ name: 'recent_download_count', type: 'integer', default: 0 })
  recentDownloadCount: number;

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

  /** `Resolution` class by the shorter side of the frame (SD, HD, FULL_HD, UHD_4K); kept by a trigger. */
  @Column(facetClassColumn('resolution'))
  resolution?: string | null;

  /** DURATION_BUCKETS key of `duration_seconds`; kept by a trigger. */
  @Column(facetClassColumn('duration_bucket'))
  durationBucket?: string | null;

  /**
   * The ids of this item's `media_platforms` rows, sorted: a copy the browse
   * facets group by in the same pass as every other dimension (and the
   * platform filter tests with `&&`) instead of joining the link table per
   * request. Kept in step by statement-level triggers on `media_platforms`,
   * so every writer keeps it right: services, the demo seed, tests writing
   * SQL, a cascade from a deleted platform.
   */
  @Column({
    name: 'platform_ids',
    type: 'uuid',
    array: true,
    default: () => "'{}'",
    select: false,
    insert: false,
    update: false,
  })
  platformIds?: string[];

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

  /** `FrameRate` class of `fps`, rounded (23.976 is FPS_24); kept by a trigger. */
  @Column(facetClassColumn('frame_rate'))
  frameRate?: string | null;
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

  /** BPM_BUCKETS key of `bpm`; kept by a trigger. */
  @Column(facetClassColumn('bpm_bucket'))
  bpmBucket?: string | null;
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

/**
 * Downloads of one media item on one UTC day (popularity.ts): the history the
 * 30-day count is recomputed from, kept DOWNLOAD_DAY_RETENTION_DAYS for
 * future download charts. Only days with downloads have a row.
 */
@Entity('media_download_days')
@Check('CHK_media_download_days_downloads', '"downloads" > 0')
@Index('IX_media_download_days_day', ['day'])
export class MediaDownloadDayEntity {
  @PrimaryColumn({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer' })
  downloads: number;

  @ManyToOne(() => MediaEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: MediaEntity;
}

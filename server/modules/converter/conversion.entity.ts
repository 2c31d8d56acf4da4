import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export const SOURCE_KINDS = ['VIDEO', 'AUDIO', 'IMAGE'] as const;
export type SourceKindValue = (typeof SOURCE_KINDS)[number];

export const CONVERSION_STATUSES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELED'] as const;
export type ConversionStatusValue = (typeof CONVERSION_STATUSES)[number];

/** The frames sprite of a video or image source: tiles row by row, tile i shows the input at i × intervalSeconds. */
export interface FramesGrid {
  columns: number;
  rows: number;
  count: number;
  tileWidth: number;
  tileHeight: number;
  intervalSeconds: number;
}

/**
 * A file a member uploaded to the converter, probed and kept in the private
 * bucket for 24 hours (`expires_at`) so it can be converted several ways.
 * The erasure step and the cleanup job delete it with its objects.
 */
@Entity('converter_sources')
@Index('IX_converter_sources_user_created', ['userId', 'createdAt'])
@Index('IX_converter_sources_expires', ['expiresAt'])
@Check('CHK_converter_sources_kind', `"kind" IN ('VIDEO', 'AUDIO', 'IMAGE')`)
export class ConverterSourceEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The tus upload it came from: a repeated final PATCH finds the same source. */
  @Index('UQ_converter_sources_upload', { unique: true })
  @Column({ name: 'upload_id', type: 'uuid' })
  uploadId: string;

  /** The member's own file name (shown, and the stem of every result's name). */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 8 })
  kind: SourceKindValue;

  /** Private-bucket object of the input. */
  @Column({ type: 'varchar', length: 512 })
  path: string;

  @Column({ name: 'content_type', type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  bytes: number;

  @Column({ name: 'duration_seconds', type: 'double precision', nullable: true })
  durationSeconds: number | null;

  @Column({ type: 'integer', nullable: true })
  width: number | null;

  @Column({ type: 'integer', nullable: true })
  height: number | null;

  @Column({ name: 'has_audio', type: 'boolean' })
  hasAudio: boolean;

  /** Private-bucket JPEG sprite of evenly spaced frames (scrubber and settings preview); null for audio. */
  @Column({ name: 'frames_path', type: 'varchar', length: 512, nullable: true })
  framesPath: string | null;

  @Column({ type: 'jsonb', nullable: true })
  frames: FramesGrid | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}

/**
 * One conversion of a source with a preset. Rows outlive their files: the
 * minutes a member used this month are summed from them, and the history
 * shows an expired result as expired (`output_path` cleared by the cleanup
 * job). At most one RUNNING row per member (`UQ_conversions_one_running`):
 * the database, not a worker's memory, keeps a member to one conversion at
 * a time, whatever the number of workers.
 */
@Entity('conversions')
@Index('IX_conversions_user_created', ['userId', 'createdAt'])
@Index('IX_conversions_queue', ['createdAt', 'id'], { where: `"status" = 'QUEUED'` })
@Index('UQ_conversions_one_running', ['userId'], { unique: true, where: `"status" = 'RUNNING'` })
@Index('IX_conversions_expires', ['expiresAt'], { where: `"output_path" IS NOT NULL` })
@Check('CHK_conversions_status', `"status" IN ('QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED', 'CANCELED')`)
@Check('CHK_conversions_progress', `"progress" >= 0 AND "progress" <= 1`)
export class ConversionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** Null once the source has expired (the result, if any, lives on until its own expiry). */
  @Column({ name: 'source_id', type: 'uuid', nullable: true })
  sourceId: string | null;

  @Column({ name: 'source_name', type: 'varchar', length: 255 })
  sourceName: string;

  @Column({ type: 'varchar', length: 16 })
  preset: string;

  /** The plan in words, as the member saw it ("Vertical 9:16, centre crop, 1080 × 1920"). */
  @Column({ type: 'varchar', length: 300 })
  description: string;

  /** The member's settings as validated (presets.ts `ConversionSettings`). */
  @Column({ type: 'jsonb' })
  settings: Record<string, unknown>;

  @Column({ type: 'varchar', length: 10, default: 'QUEUED' })
  status: ConversionStatusValue;

  /** Seconds of input converted: what counts against the plan's minutes (not for FAILED or CANCELED). */
  @Column({ name: 'billed_seconds', type: 'double precision' })
  billedSeconds: number;

  @Column({ type: 'real', default: 0 })
  progress: number;

  /** Written every second while RUNNING: a row whose heartbeat stops was orphaned by a crashed worker. */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', nullable: true })
  heartbeatAt: Date | null;

  /** How many times a worker started it (a crashed worker's conversion is started again, once). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ name: 'output_path', type: 'varchar', length: 512, nullable: true })
  outputPath: string | null;

  @Column({ name: 'output_name', type: 'varchar', length: 300, nullable: true })
  outputName: string | null;

  @Column({ name: 'output_content_type', type: 'varchar', length: 100, nullable: true })
  outputContentType: string | null;

  @Column({
    name: 'output_bytes',
    type: 'bigint',
    nullable: true,
    transformer: { to: (v: number | null) => v, from: (v: string | null) => (v == null ? null : Number(v)) },
  })
  outputBytes: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  /** When the result is deleted (24 h after it finished); null until then. */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;
}

/**
 * The files of a media item: the private original and the public derivatives
 * processing makes from it, with the spec's stored-file metadata. One row per
 * (media, role): re-processing overwrites the same objects and rows.
 */
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type ValueTransformer,
} from 'typeorm';
import type { BucketKind } from '../../storage/types.js';
import { MediaEntity } from './media.entity.js';

export const FILE_ROLES = [
  'ORIGINAL',
  'THUMBNAIL',
  'THUMBNAIL_320',
  'THUMBNAIL_960',
  'PREVIEW',
  'HOVER_LOOP',
  'STORYBOARD',
  'WAVEFORM',
] as const;
export type FileRoleValue = (typeof FILE_ROLES)[number];

/** bigint arrives from pg as a string; sizes stay far below 2^53. */
const bigintAsNumber: ValueTransformer = {
  to: (v: number | null) => v,
  from: (v: string | null) => (v === null ? null : Number(v)),
};

@Entity('stored_files')
@Index('UQ_stored_files_media_role', ['mediaId', 'role'], { unique: true })
@Check('CHK_stored_files_role', `"role" IN (${FILE_ROLES.map((r) => `'${r}'`).join(', ')})`)
@Check('CHK_stored_files_bucket_kind', `"bucket_kind" IN ('public', 'private')`)
export class StoredFileEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'media_id', type: 'uuid' })
  mediaId: string;

  @ManyToOne(() => MediaEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_id' })
  media?: MediaEntity;

  @Column({ type: 'varchar', length: 16 })
  role: FileRoleValue;

  /** Originals are private (signed URLs only); derivatives public. */
  @Column({ name: 'bucket_kind', type: 'varchar', length: 8 })
  bucketKind: BucketKind;

  @Column({ type: 'varchar', length: 255 })
  bucket: string;

  @Column({ name: 'full_path', type: 'varchar', length: 1024 })
  fullPath: string;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  size: number;

  @Column({ name: 'content_type', type: 'varchar', length: 255 })
  contentType: string;

  @Column({ name: 'time_created', type: 'timestamptz' })
  timeCreated: Date;

  @Column({ type: 'timestamptz' })
  updated: Date;

  @Column({ name: 'md5_hash', type: 'varchar', length: 64 })
  md5Hash: string;

  @Column({ name: 'custom_metadata', type: 'jsonb', default: () => "'{}'" })
  customMetadata: Record<string, string>;
}

import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const TIP_DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type TipDifficultyValue = (typeof TIP_DIFFICULTIES)[number];
export const TIP_DEVICES = ['MOBILE', 'DESKTOP', 'BOTH'] as const;
export type TipDeviceValue = (typeof TIP_DEVICES)[number];
export type TipAccessValue = 'FREE' | 'MEMBERS';
export type TipStatusValue = 'DRAFT' | 'PUBLISHED';

export const MAX_TIP_TITLE_LENGTH = 140;
export const MAX_TIP_SLUG_LENGTH = 100;
export const MAX_TIP_SUMMARY_LENGTH = 300;
export const MAX_TIP_BODY_LENGTH = 20_000;
export const MAX_TIP_STEPS = 20;
export const MAX_STEP_TITLE_LENGTH = 140;
export const MAX_STEP_BODY_LENGTH = 4_000;
export const MAX_IMAGE_ALT_LENGTH = 200;
export const MAX_TIP_TAGS = 10;
export const MAX_TIP_TAG_LENGTH = 32;
export const MAX_TIP_MEDIA = 12;
export const MAX_CAPCUT_VERSION_LENGTH = 60;

/** One numbered step: its Markdown and an optional picture in the public bucket. */
export interface TipStepData {
  title: string;
  body: string;
  imagePath: string | null;
  imageAlt: string;
}

/**
 * A CapCut tip (an article). Body and step texts are Markdown, rendered and
 * sanitised on the way out (tip-markdown.ts). `access` MEMBERS shows
 * anonymous readers the opening only.
 */
@Entity('tips')
@Index(['status', 'publishedAt', 'id'])
export class TipEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: MAX_TIP_SLUG_LENGTH })
  slug: string;

  @Column({ type: 'varchar', length: MAX_TIP_TITLE_LENGTH })
  title: string;

  @Column({ type: 'varchar', length: MAX_TIP_SUMMARY_LENGTH })
  summary: string;

  @Column({ type: 'text', default: '' })
  body: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  steps: TipStepData[];

  @Column({ name: 'cover_path', type: 'varchar', length: 300, nullable: true })
  coverPath: string | null;

  @Column({ name: 'cover_alt', type: 'varchar', length: MAX_IMAGE_ALT_LENGTH, default: '' })
  coverAlt: string;

  @Column({ type: 'varchar', length: 16, default: 'BEGINNER' })
  difficulty: TipDifficultyValue;

  @Column({ type: 'varchar', length: 16, default: 'BOTH' })
  device: TipDeviceValue;

  @Column({ name: 'capcut_version', type: 'varchar', length: MAX_CAPCUT_VERSION_LENGTH, default: '' })
  capcutVersion: string;

  @Column({ type: 'varchar', length: MAX_TIP_TAG_LENGTH, array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'varchar', length: 16, default: 'FREE' })
  access: TipAccessValue;

  @Column({ type: 'varchar', length: 16, default: 'DRAFT' })
  status: TipStatusValue;

  /** Catalogue items the tip uses, in order (only published ones are shown). */
  @Column({ name: 'media_ids', type: 'uuid', array: true, default: () => "'{}'" })
  mediaIds: string[];

  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  /** Set for the tips the demo seed wrote, so a second seed finds them. */
  @Index({ unique: true, where: 'demo_key IS NOT NULL' })
  @Column({ name: 'demo_key', type: 'varchar', length: 64, nullable: true })
  demoKey: string | null;

  @Column({ name: 'published_at', type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

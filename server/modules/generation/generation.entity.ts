import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const GENERATION_STATUSES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export type GenerationStatusValue = (typeof GENERATION_STATUSES)[number];

/** Why a generation failed, in words an admin can act on (generation-errors.ts). */
export const GENERATION_FAILURES = [
  'QUOTA',
  'SAFETY_BLOCK',
  'INVALID_ARGUMENT',
  'PERMISSION_DENIED',
  'API_ERROR',
  'NO_VIDEO',
  'TIMED_OUT',
] as const;
export type GenerationFailureValue = (typeof GENERATION_FAILURES)[number];

export const MAX_PROMPT_LENGTH = 2000;
export const MAX_NEGATIVE_PROMPT_LENGTH = 500;

/**
 * One request to Veo: what was asked, the long-running operation that
 * answers it, and what came of it (draft media items, or the failure).
 */
@Entity('generation_jobs')
@Index(['createdAt', 'id'])
export class GenerationJobEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'requested_by_id', type: 'uuid', nullable: true })
  requestedById: string | null;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ name: 'negative_prompt', type: 'text', nullable: true })
  negativePrompt: string | null;

  @Column({ name: 'aspect_ratio', type: 'varchar', length: 8 })
  aspectRatio: string;

  @Column({ name: 'duration_seconds', type: 'int' })
  durationSeconds: number;

  @Column({ type: 'varchar', length: 8 })
  resolution: string;

  @Column({ name: 'number_of_videos', type: 'int' })
  numberOfVideos: number;

  @Column({ type: 'int', nullable: true })
  seed: number | null;

  /** The optional starting image, in the private bucket. */
  @Column({ name: 'image_path', type: 'varchar', length: 300, nullable: true })
  imagePath: string | null;

  @Column({ type: 'varchar', length: 100 })
  model: string;

  @Column({ type: 'varchar', length: 16, default: 'QUEUED' })
  status: GenerationStatusValue;

  /** The Gemini API's long-running operation, e.g. `models/veo-3.0-generate-001/operations/abc`. */
  @Column({ name: 'operation_name', type: 'varchar', length: 300, nullable: true })
  operationName: string | null;

  /**
   * Which step the next job may take: each start or poll job carries the
   * value it was sent with, and a job whose value is stale (a duplicate)
   * does nothing. Also counts the status checks for the backoff.
   */
  @Column({ type: 'int', default: 0 })
  step: number;

  /** Consecutive transient failures (network, 5xx) of the current step. */
  @Column({ type: 'int', default: 0 })
  retries: number;

  @Column({ name: 'failure_code', type: 'varchar', length: 32, nullable: true })
  failureCode: GenerationFailureValue | null;

  @Column({ name: 'failure_message', type: 'text', nullable: true })
  failureMessage: string | null;

  /** What the API reported about the operation (its metadata), as given. */
  @Column({ name: 'reported_usage', type: 'jsonb', nullable: true })
  reportedUsage: Record<string, unknown> | null;

  /** The draft media items made from the videos, in the API's order. */
  @Column({ name: 'media_ids', type: 'uuid', array: true, default: () => "'{}'" })
  mediaIds: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}

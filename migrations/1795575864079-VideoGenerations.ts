import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Video generation with Veo (server/modules/generation): one row per request,
 * with its operation, its step (which stale jobs check against) and outcome.
 */
export class VideoGenerations1795575864079 implements MigrationInterface {
  name = 'VideoGenerations1795575864079';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "generation_jobs" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "requested_by_id" uuid,
                "prompt" text NOT NULL,
                "negative_prompt" text,
                "aspect_ratio" character varying(8) NOT NULL,
                "duration_seconds" integer NOT NULL,
                "resolution" character varying(8) NOT NULL,
                "number_of_videos" integer NOT NULL,
                "seed" integer,
                "image_path" character varying(300),
                "model" character varying(100) NOT NULL,
                "status" character varying(16) NOT NULL DEFAULT 'QUEUED',
                "operation_name" character varying(300),
                "step" integer NOT NULL DEFAULT '0',
                "retries" integer NOT NULL DEFAULT '0',
                "failure_code" character varying(32),
                "failure_message" text,
                "reported_usage" jsonb,
                "media_ids" uuid array NOT NULL DEFAULT '{}',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "finished_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_6b6b705e0fed45c8440c1d7d637" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_a36e4437e20f020b560acdb4da" ON "generation_jobs" ("created_at", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_a36e4437e20f020b560acdb4da"
        `);
    await queryRunner.query(`
            DROP TABLE "generation_jobs"
        `);
  }
}

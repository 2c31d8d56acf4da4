import { MigrationInterface, QueryRunner } from 'typeorm';

export class Converter1795589399929 implements MigrationInterface {
  name = 'Converter1795589399929';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "converter_sources" (
                "id" uuid NOT NULL,
                "user_id" uuid NOT NULL,
                "upload_id" uuid NOT NULL,
                "name" character varying(255) NOT NULL,
                "kind" character varying(8) NOT NULL,
                "path" character varying(512) NOT NULL,
                "content_type" character varying(100) NOT NULL,
                "bytes" bigint NOT NULL,
                "duration_seconds" double precision,
                "width" integer,
                "height" integer,
                "has_audio" boolean NOT NULL,
                "frames_path" character varying(512),
                "frames" jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "CHK_converter_sources_kind" CHECK ("kind" IN ('VIDEO', 'AUDIO', 'IMAGE')),
                CONSTRAINT "PK_a0441537a9ff469515588d2e5f7" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_converter_sources_upload" ON "converter_sources" ("upload_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_converter_sources_expires" ON "converter_sources" ("expires_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_converter_sources_user_created" ON "converter_sources" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "conversions" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "source_id" uuid,
                "source_name" character varying(255) NOT NULL,
                "preset" character varying(16) NOT NULL,
                "description" character varying(300) NOT NULL,
                "settings" jsonb NOT NULL,
                "status" character varying(10) NOT NULL DEFAULT 'QUEUED',
                "billed_seconds" double precision NOT NULL,
                "progress" real NOT NULL DEFAULT '0',
                "heartbeat_at" TIMESTAMP WITH TIME ZONE,
                "attempts" integer NOT NULL DEFAULT '0',
                "error" character varying(500),
                "output_path" character varying(512),
                "output_name" character varying(300),
                "output_content_type" character varying(100),
                "output_bytes" bigint,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "started_at" TIMESTAMP WITH TIME ZONE,
                "finished_at" TIMESTAMP WITH TIME ZONE,
                "expires_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "CHK_conversions_progress" CHECK (
                    "progress" >= 0
                    AND "progress" <= 1
                ),
                CONSTRAINT "CHK_conversions_status" CHECK (
                    "status" IN (
                        'QUEUED',
                        'RUNNING',
                        'SUCCEEDED',
                        'FAILED',
                        'CANCELED'
                    )
                ),
                CONSTRAINT "PK_4af8c6388f42a1849ee9b22fa16" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_conversions_expires" ON "conversions" ("expires_at")
            WHERE "output_path" IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_conversions_one_running" ON "conversions" ("user_id")
            WHERE "status" = 'RUNNING'
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_conversions_queue" ON "conversions" ("created_at", "id")
            WHERE "status" = 'QUEUED'
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_conversions_user_created" ON "conversions" ("user_id", "created_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IX_conversions_user_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_conversions_queue"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_conversions_one_running"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_conversions_expires"
        `);
    await queryRunner.query(`
            DROP TABLE "conversions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_converter_sources_user_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_converter_sources_expires"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_converter_sources_upload"
        `);
    await queryRunner.query(`
            DROP TABLE "converter_sources"
        `);
  }
}

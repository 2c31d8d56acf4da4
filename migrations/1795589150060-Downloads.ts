import { MigrationInterface, QueryRunner } from 'typeorm';

export class Downloads1795589150060 implements MigrationInterface {
  name = 'Downloads1795589150060';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "licences" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid,
                "licensee_name" character varying(80) NOT NULL,
                "media_id" uuid,
                "bundle_id" uuid,
                "item_title" character varying(140) NOT NULL,
                "item_kind" character varying(8) NOT NULL,
                "licence_type" character varying(16) NOT NULL,
                "plan_name" character varying(80) NOT NULL,
                "project_name" character varying(120),
                "issued_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "revoked_at" TIMESTAMP(3) WITH TIME ZONE,
                "revoke_reason" character varying(500),
                CONSTRAINT "CHK_licences_type" CHECK ("licence_type" IN ('PERSONAL', 'COMMERCIAL')),
                CONSTRAINT "PK_78f76903a7e2d2b2ac378fca8d3" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_licences_user_issued" ON "licences" ("user_id", "issued_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "downloads" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid,
                "media_id" uuid,
                "bundle_id" uuid,
                "file_id" uuid,
                "item_kind" character varying(8) NOT NULL,
                "item_title" character varying(140) NOT NULL,
                "category_id" uuid,
                "plan_id" uuid NOT NULL,
                "plan_name" character varying(80) NOT NULL,
                "period_start" TIMESTAMP(3) WITH TIME ZONE NOT NULL,
                "counts_toward_allowance" boolean NOT NULL,
                "licence_id" uuid NOT NULL,
                "hand_outs" integer NOT NULL DEFAULT '1',
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_downloaded_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL,
                CONSTRAINT "CHK_downloads_kind" CHECK (
                    "item_kind" IN ('ASSET', 'IMAGE', 'AUDIO', 'BUNDLE')
                ),
                CONSTRAINT "CHK_downloads_item" CHECK (("media_id" IS NULL) <> ("bundle_id" IS NULL)),
                CONSTRAINT "PK_60f7fa2aa9b7138737ab957a436" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_downloads_created" ON "downloads" ("created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_downloads_user_created" ON "downloads" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_downloads_user_bundle_period" ON "downloads" ("user_id", "bundle_id", "period_start")
            WHERE "bundle_id" IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_downloads_user_media_period" ON "downloads" ("user_id", "media_id", "period_start")
            WHERE "media_id" IS NOT NULL
        `);
    await queryRunner.query(`
            ALTER TABLE "downloads"
            ADD CONSTRAINT "FK_e8f371e1717d55865bf8322cfa1" FOREIGN KEY ("licence_id") REFERENCES "licences"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "downloads" DROP CONSTRAINT "FK_e8f371e1717d55865bf8322cfa1"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_downloads_user_media_period"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_downloads_user_bundle_period"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_downloads_user_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_downloads_created"
        `);
    await queryRunner.query(`
            DROP TABLE "downloads"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_licences_user_issued"
        `);
    await queryRunner.query(`
            DROP TABLE "licences"
        `);
  }
}

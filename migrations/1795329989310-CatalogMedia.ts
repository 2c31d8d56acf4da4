import { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogMedia1795329989310 implements MigrationInterface {
  name = 'CatalogMedia1795329989310';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "media" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "kind" character varying(16) NOT NULL,
                "title" character varying(140) NOT NULL,
                "slug" character varying(128) NOT NULL,
                "description" text NOT NULL DEFAULT '',
                "category_id" uuid,
                "access" character varying(16) NOT NULL DEFAULT 'PREMIUM',
                "price_cents" integer NOT NULL DEFAULT '0',
                "status" character varying(16) NOT NULL DEFAULT 'DRAFT',
                "rejection_reason" character varying(16),
                "rejection_note" character varying(2000),
                "submitted_at" TIMESTAMP(3) WITH TIME ZONE,
                "published_at" TIMESTAMP(3) WITH TIME ZONE,
                "processing" character varying(16) NOT NULL DEFAULT 'PENDING',
                "processing_error" character varying(1000),
                "processed_at" TIMESTAMP WITH TIME ZONE,
                "upload_id" character varying(128),
                "original_filename" character varying(255) NOT NULL DEFAULT '',
                "view_count" integer NOT NULL DEFAULT '0',
                "download_count" integer NOT NULL DEFAULT '0',
                "favorite_count" integer NOT NULL DEFAULT '0',
                "uploader_id" uuid,
                "width" integer,
                "height" integer,
                "orientation" character varying(16),
                "duration_seconds" double precision,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "asset_type" character varying(16),
                "fps" double precision,
                "has_alpha" boolean,
                "bpm" integer,
                "musical_key" character varying(16),
                "genre" character varying(40),
                "mood" character varying(40),
                "is_loop" boolean,
                "is_sound_effect" boolean,
                CONSTRAINT "CHK_media_rejection" CHECK (
                    "status" <> 'REJECTED'
                    OR "rejection_reason" IS NOT NULL
                ),
                CONSTRAINT "CHK_media_price" CHECK (
                    "price_cents" >= 0
                    AND "price_cents" <= 1000000
                ),
                CONSTRAINT "CHK_media_access" CHECK ("access" IN ('FREE', 'PREMIUM')),
                CONSTRAINT "CHK_media_processing" CHECK (
                    "processing" IN ('PENDING', 'PROCESSING', 'READY', 'FAILED')
                ),
                CONSTRAINT "CHK_media_status" CHECK (
                    "status" IN (
                        'DRAFT',
                        'PENDING_REVIEW',
                        'PUBLISHED',
                        'REJECTED',
                        'ARCHIVED'
                    )
                ),
                CONSTRAINT "CHK_media_kind" CHECK ("kind" IN ('ASSET', 'IMAGE', 'AUDIO')),
                CONSTRAINT "PK_f4e0fcac36e050de337b670d8bd" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_326851e1eda929d9a682fc6265" ON "media" ("category_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_13e6b2d3d511db5e91248cdc9e" ON "media" ("published_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_971b458349948c1ec4e8142ac0" ON "media" ("upload_id")
            WHERE "upload_id" IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_8bd1ad5f79df58cfd7ad9c42fb" ON "media" ("uploader_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_media_kind_status_created" ON "media" ("kind", "status", "created_at", "id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_media_kind_slug" ON "media" ("kind", "slug")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_135f40fd0cb512037883993044" ON "media" ("kind")
        `);
    await queryRunner.query(`
            CREATE TABLE "media_tags" (
                "media_id" uuid NOT NULL,
                "tag_id" uuid NOT NULL,
                CONSTRAINT "PK_94399b78446fdb1ba265b6cfa69" PRIMARY KEY ("media_id", "tag_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_438b67ec9b74348a1ae2011422" ON "media_tags" ("tag_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "media_platforms" (
                "media_id" uuid NOT NULL,
                "platform_id" uuid NOT NULL,
                CONSTRAINT "PK_48323bc06b6b2c01b66115f4d21" PRIMARY KEY ("media_id", "platform_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_904eebd3343f0a638aba9ea01a" ON "media_platforms" ("platform_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "bundles" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "title" character varying(140) NOT NULL,
                "slug" character varying(128) NOT NULL,
                "description" character varying(5000) NOT NULL DEFAULT '',
                "cover_media_id" uuid,
                "access" character varying(16) NOT NULL DEFAULT 'PREMIUM',
                "price_cents" integer NOT NULL DEFAULT '0',
                "published" boolean NOT NULL DEFAULT false,
                "featured" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_bundles_price" CHECK (
                    "price_cents" >= 0
                    AND "price_cents" <= 1000000
                ),
                CONSTRAINT "CHK_bundles_access" CHECK ("access" IN ('FREE', 'PREMIUM')),
                CONSTRAINT "PK_a9118b2e4597aede4d5d4c43433" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_7da4ed9b523bde1ca02ff41225" ON "bundles" ("slug")
        `);
    await queryRunner.query(`
            CREATE TABLE "bundle_items" (
                "bundle_id" uuid NOT NULL,
                "media_id" uuid NOT NULL,
                "position" integer NOT NULL,
                CONSTRAINT "PK_0903e3ebc6666823558a18cdaa3" PRIMARY KEY ("bundle_id", "media_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_34d24eab60b93a65cff055a11b" ON "bundle_items" ("media_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_bundle_items_position" ON "bundle_items" ("bundle_id", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "stored_files" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "media_id" uuid NOT NULL,
                "role" character varying(16) NOT NULL,
                "bucket_kind" character varying(8) NOT NULL,
                "bucket" character varying(255) NOT NULL,
                "full_path" character varying(1024) NOT NULL,
                "name" character varying(255) NOT NULL,
                "size" bigint NOT NULL,
                "content_type" character varying(255) NOT NULL,
                "time_created" TIMESTAMP WITH TIME ZONE NOT NULL,
                "updated" TIMESTAMP WITH TIME ZONE NOT NULL,
                "md5_hash" character varying(64) NOT NULL,
                "custom_metadata" jsonb NOT NULL DEFAULT '{}',
                CONSTRAINT "CHK_stored_files_bucket_kind" CHECK ("bucket_kind" IN ('public', 'private')),
                CONSTRAINT "CHK_stored_files_role" CHECK (
                    "role" IN (
                        'ORIGINAL',
                        'THUMBNAIL',
                        'PREVIEW',
                        'HOVER_LOOP',
                        'STORYBOARD',
                        'WAVEFORM'
                    )
                ),
                CONSTRAINT "PK_5d5be862bf53851c1794b4adf4e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_stored_files_media_role" ON "stored_files" ("media_id", "role")
        `);
    await queryRunner.query(`
            CREATE TABLE "notifications" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "type" character varying(64) NOT NULL,
                "title" character varying(200) NOT NULL,
                "body" character varying(2000) NOT NULL DEFAULT '',
                "link" character varying(512),
                "data" jsonb NOT NULL DEFAULT '{}',
                "read_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_notifications_user_created" ON "notifications" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD CONSTRAINT "FK_326851e1eda929d9a682fc62657" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD CONSTRAINT "FK_8bd1ad5f79df58cfd7ad9c42fb5" FOREIGN KEY ("uploader_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "media_tags"
            ADD CONSTRAINT "FK_97c2aa8b3e35568336b5becd912" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "media_tags"
            ADD CONSTRAINT "FK_438b67ec9b74348a1ae20114226" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "media_platforms"
            ADD CONSTRAINT "FK_c69057953a6a713a65e32e52cf1" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "media_platforms"
            ADD CONSTRAINT "FK_904eebd3343f0a638aba9ea01a2" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "bundles"
            ADD CONSTRAINT "FK_773be366bfc3a93fbd63ecc81f6" FOREIGN KEY ("cover_media_id") REFERENCES "media"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "bundle_items"
            ADD CONSTRAINT "FK_204a2f0fd03ca0efbf9db586b7f" FOREIGN KEY ("bundle_id") REFERENCES "bundles"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "bundle_items"
            ADD CONSTRAINT "FK_34d24eab60b93a65cff055a11b1" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "stored_files"
            ADD CONSTRAINT "FK_693a5e3fa5a45e088df3068712d" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications"
            ADD CONSTRAINT "FK_9a8a82462cab47c73d25f49261f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "notifications" DROP CONSTRAINT "FK_9a8a82462cab47c73d25f49261f"
        `);
    await queryRunner.query(`
            ALTER TABLE "stored_files" DROP CONSTRAINT "FK_693a5e3fa5a45e088df3068712d"
        `);
    await queryRunner.query(`
            ALTER TABLE "bundle_items" DROP CONSTRAINT "FK_34d24eab60b93a65cff055a11b1"
        `);
    await queryRunner.query(`
            ALTER TABLE "bundle_items" DROP CONSTRAINT "FK_204a2f0fd03ca0efbf9db586b7f"
        `);
    await queryRunner.query(`
            ALTER TABLE "bundles" DROP CONSTRAINT "FK_773be366bfc3a93fbd63ecc81f6"
        `);
    await queryRunner.query(`
            ALTER TABLE "media_platforms" DROP CONSTRAINT "FK_904eebd3343f0a638aba9ea01a2"
        `);
    await queryRunner.query(`
            ALTER TABLE "media_platforms" DROP CONSTRAINT "FK_c69057953a6a713a65e32e52cf1"
        `);
    await queryRunner.query(`
            ALTER TABLE "media_tags" DROP CONSTRAINT "FK_438b67ec9b74348a1ae20114226"
        `);
    await queryRunner.query(`
            ALTER TABLE "media_tags" DROP CONSTRAINT "FK_97c2aa8b3e35568336b5becd912"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP CONSTRAINT "FK_8bd1ad5f79df58cfd7ad9c42fb5"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP CONSTRAINT "FK_326851e1eda929d9a682fc62657"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_notifications_user_created"
        `);
    await queryRunner.query(`
            DROP TABLE "notifications"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_stored_files_media_role"
        `);
    await queryRunner.query(`
            DROP TABLE "stored_files"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_bundle_items_position"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_34d24eab60b93a65cff055a11b"
        `);
    await queryRunner.query(`
            DROP TABLE "bundle_items"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_7da4ed9b523bde1ca02ff41225"
        `);
    await queryRunner.query(`
            DROP TABLE "bundles"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_904eebd3343f0a638aba9ea01a"
        `);
    await queryRunner.query(`
            DROP TABLE "media_platforms"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_438b67ec9b74348a1ae2011422"
        `);
    await queryRunner.query(`
            DROP TABLE "media_tags"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_135f40fd0cb512037883993044"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_media_kind_slug"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_media_kind_status_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_8bd1ad5f79df58cfd7ad9c42fb"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_971b458349948c1ec4e8142ac0"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_13e6b2d3d511db5e91248cdc9e"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_326851e1eda929d9a682fc6265"
        `);
    await queryRunner.query(`
            DROP TABLE "media"
        `);
  }
}

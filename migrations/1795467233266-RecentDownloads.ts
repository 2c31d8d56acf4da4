import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * POPULAR = downloads in the last 30 days (popularity.ts): daily download
 * counts per item, the 30-day count on the row, and the POPULAR keyset index
 * moved to it. Existing rows start at 0 recent downloads: there is no history
 * to compute them from (the all-time count says nothing about last month).
 */
export class RecentDownloads1795467233266 implements MigrationInterface {
  name = 'RecentDownloads1795467233266';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IX_media_published_popular"
        `);
    await queryRunner.query(`
            CREATE TABLE "media_download_days" (
                "media_id" uuid NOT NULL,
                "day" date NOT NULL,
                "downloads" integer NOT NULL,
                CONSTRAINT "CHK_media_download_days_downloads" CHECK ("downloads" > 0),
                CONSTRAINT "PK_e2113a50ca447dc4c0602f062e7" PRIMARY KEY ("media_id", "day")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_media_download_days_day" ON "media_download_days" ("day")
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "recent_download_count" integer NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_media_published_recent_downloads" ON "media" ("recent_download_count", "id")
            WHERE "status" = 'PUBLISHED'
        `);
    await queryRunner.query(`
            ALTER TABLE "media_download_days"
            ADD CONSTRAINT "FK_3c60acd8344ba9299b42619ab32" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "media_download_days" DROP CONSTRAINT "FK_3c60acd8344ba9299b42619ab32"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_media_published_recent_downloads"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "recent_download_count"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_media_download_days_day"
        `);
    await queryRunner.query(`
            DROP TABLE "media_download_days"
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_media_published_popular" ON "media" USING btree ("download_count", "id")
            WHERE ((status)::text = 'PUBLISHED'::text)
        `);
  }
}

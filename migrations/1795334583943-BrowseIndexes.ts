import { MigrationInterface, QueryRunner } from 'typeorm';

export class BrowseIndexes1795334583943 implements MigrationInterface {
  name = 'BrowseIndexes1795334583943';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE INDEX "IX_media_published_title" ON "media" ("title", "id")
            WHERE "status" = 'PUBLISHED'
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_media_published_popular" ON "media" ("download_count", "id")
            WHERE "status" = 'PUBLISHED'
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_media_published_newest" ON "media" ("published_at", "id")
            WHERE "status" = 'PUBLISHED'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IX_media_published_newest"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_media_published_popular"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_media_published_title"
        `);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every published item has a public page at /public/assets/:slug, whatever
 * its kind, so a slug must name one item of any kind (it was unique per
 * kind). Where two kinds share a slug, the ASSET keeps it (its public page
 * already existed), then IMAGE, then AUDIO; the others get their id's first
 * eight hex digits appended, which keeps them unique and their old members
 * URLs by id still work.
 */
export class MediaSlugUnique1795574811034 implements MigrationInterface {
  name = 'MediaSlugUnique1795574811034';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const rank = (c: string) => `CASE ${c} WHEN 'ASSET' THEN 0 WHEN 'IMAGE' THEN 1 ELSE 2 END`;
    await queryRunner.query(`
            UPDATE "media" m SET "slug" = left(m."slug", 119) || '-' || left(m."id"::text, 8)
             WHERE EXISTS (
                   SELECT 1 FROM "media" o
                    WHERE o."slug" = m."slug" AND ${rank('o."kind"')} < ${rank('m."kind"')}
             )
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_media_kind_slug"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_media_slug" ON "media" ("slug")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."UQ_media_slug"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_media_kind_slug" ON "media" ("kind", "slug")
        `);
  }
}

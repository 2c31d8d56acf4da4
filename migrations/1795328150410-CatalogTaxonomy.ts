import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 4, catalogue taxonomy: categories (per kind, nestable), tags, platforms (seeded in display order). */

/** [name, slug, icon key] in display order; `position` is the index. */
const PLATFORMS: [string, string, string][] = [
  ['CapCut', 'capcut', 'capcut'],
  ['Premiere Pro', 'premiere-pro', 'premiere-pro'],
  ['After Effects', 'after-effects', 'after-effects'],
  ['DaVinci Resolve', 'davinci-resolve', 'davinci-resolve'],
  ['Final Cut Pro', 'final-cut-pro', 'final-cut-pro'],
  ['Filmora', 'filmora', 'filmora'],
  ['iMovie', 'imovie', 'imovie'],
  ['VN', 'vn', 'vn'],
];

export class CatalogTaxonomy1795328150410 implements MigrationInterface {
  name = 'CatalogTaxonomy1795328150410';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "categories" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "kind" character varying(16) NOT NULL,
                "name" character varying(80) NOT NULL,
                "slug" character varying(128) NOT NULL,
                "description" character varying(2000) NOT NULL DEFAULT '',
                "parent_id" uuid,
                "position" integer NOT NULL DEFAULT '0',
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_categories_not_own_parent" CHECK (
                    "parent_id" IS NULL
                    OR "parent_id" <> "id"
                ),
                CONSTRAINT "CHK_categories_kind" CHECK ("kind" IN ('ASSET', 'IMAGE', 'AUDIO')),
                CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_88cea2dc9c31951d06437879b4" ON "categories" ("parent_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_categories_kind_slug" ON "categories" ("kind", "slug")
        `);
    await queryRunner.query(`
            CREATE TABLE "tags" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(80) NOT NULL,
                "slug" character varying(128) NOT NULL,
                CONSTRAINT "PK_e7dc17249a1148a1970748eda99" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_b3aa10c29ea4e61a830362bd25" ON "tags" ("slug")
        `);
    await queryRunner.query(`
            CREATE TABLE "platforms" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "name" character varying(80) NOT NULL,
                "slug" character varying(128) NOT NULL,
                "icon" character varying(2000) NOT NULL DEFAULT '',
                "position" integer NOT NULL DEFAULT '0',
                CONSTRAINT "PK_3b879853678f7368d46e52b81c6" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_5bf1e9dbac57a0ee34037a6328" ON "platforms" ("slug")
        `);
    await queryRunner.query(`
            ALTER TABLE "categories"
            ADD CONSTRAINT "FK_88cea2dc9c31951d06437879b40" FOREIGN KEY ("parent_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
        `);
    for (const [position, [name, slug, icon]] of PLATFORMS.entries()) {
      await queryRunner.query(`INSERT INTO "platforms" ("name", "slug", "icon", "position") VALUES ($1, $2, $3, $4)`, [
        name,
        slug,
        icon,
        position,
      ]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "categories" DROP CONSTRAINT "FK_88cea2dc9c31951d06437879b40"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_5bf1e9dbac57a0ee34037a6328"
        `);
    await queryRunner.query(`
            DROP TABLE "platforms"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_b3aa10c29ea4e61a830362bd25"
        `);
    await queryRunner.query(`
            DROP TABLE "tags"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."UQ_categories_kind_slug"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_88cea2dc9c31951d06437879b4"
        `);
    await queryRunner.query(`
            DROP TABLE "categories"
        `);
  }
}

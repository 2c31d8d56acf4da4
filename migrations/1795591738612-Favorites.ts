import { MigrationInterface, QueryRunner } from 'typeorm';

export class Favorites1795591738612 implements MigrationInterface {
  name = 'Favorites1795591738612';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "favorites" (
                "user_id" uuid NOT NULL,
                "media_id" uuid NOT NULL,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_9978c48ac3c8050f3cdb350a828" PRIMARY KEY ("user_id", "media_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_favorites_user_created" ON "favorites" ("user_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "collections" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "name" character varying(60) NOT NULL,
                "position" integer NOT NULL,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_21c00b1ebbd41ba1354242c5c4e" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_collections_user_position" ON "collections" ("user_id", "position")
        `);
    await queryRunner.query(`
            CREATE TABLE "collection_items" (
                "collection_id" uuid NOT NULL,
                "media_id" uuid NOT NULL,
                "added_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_4283e17d3d47fc5c4426717710b" PRIMARY KEY ("collection_id", "media_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_collection_items_media" ON "collection_items" ("media_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "favorites"
            ADD CONSTRAINT "FK_35a6b05ee3b624d0de01ee50593" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "favorites"
            ADD CONSTRAINT "FK_fcbae26eb06007bbc9026ff17e8" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "collections"
            ADD CONSTRAINT "FK_728c4a63e823bcd4c687fe46747" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "collection_items"
            ADD CONSTRAINT "FK_21bf61f8ce7e69b7bcaee625676" FOREIGN KEY ("collection_id") REFERENCES "collections"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "collection_items"
            ADD CONSTRAINT "FK_eecaa337b055dcbcf2b5801eac6" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "collection_items" DROP CONSTRAINT "FK_eecaa337b055dcbcf2b5801eac6"
        `);
    await queryRunner.query(`
            ALTER TABLE "collection_items" DROP CONSTRAINT "FK_21bf61f8ce7e69b7bcaee625676"
        `);
    await queryRunner.query(`
            ALTER TABLE "collections" DROP CONSTRAINT "FK_728c4a63e823bcd4c687fe46747"
        `);
    await queryRunner.query(`
            ALTER TABLE "favorites" DROP CONSTRAINT "FK_fcbae26eb06007bbc9026ff17e8"
        `);
    await queryRunner.query(`
            ALTER TABLE "favorites" DROP CONSTRAINT "FK_35a6b05ee3b624d0de01ee50593"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_collection_items_media"
        `);
    await queryRunner.query(`
            DROP TABLE "collection_items"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_collections_user_position"
        `);
    await queryRunner.query(`
            DROP TABLE "collections"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_favorites_user_created"
        `);
    await queryRunner.query(`
            DROP TABLE "favorites"
        `);
  }
}

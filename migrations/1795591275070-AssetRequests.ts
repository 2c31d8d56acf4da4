import { MigrationInterface, QueryRunner } from 'typeorm';

export class AssetRequests1795591275070 implements MigrationInterface {
  name = 'AssetRequests1795591275070';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "asset_requests" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "requester_id" uuid,
                "title" character varying(120) NOT NULL,
                "description" character varying(2000) NOT NULL DEFAULT '',
                "kind" character varying(16) NOT NULL,
                "platforms" character varying array NOT NULL DEFAULT '{}',
                "category_id" uuid,
                "reference_url" character varying(500),
                "status" character varying(16) NOT NULL DEFAULT 'OPEN',
                "decline_reason" character varying(500),
                "merged_into_id" uuid,
                "vote_count" integer NOT NULL DEFAULT '0',
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_2ed9ededfd35b721ae64ac49171" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_asset_requests_requester_status" ON "asset_requests" ("requester_id", "status")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_asset_requests_votes" ON "asset_requests" ("vote_count", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "asset_request_votes" (
                "request_id" uuid NOT NULL,
                "user_id" uuid NOT NULL,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_dbde34d45e8fbb62c0d5b9d23b2" PRIMARY KEY ("request_id", "user_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_asset_request_votes_user" ON "asset_request_votes" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "asset_request_items" (
                "request_id" uuid NOT NULL,
                "media_id" uuid NOT NULL,
                "position" smallint NOT NULL DEFAULT '0',
                CONSTRAINT "PK_63ee0fb5ab9568da26e3a42264c" PRIMARY KEY ("request_id", "media_id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_requests"
            ADD CONSTRAINT "FK_762335e1dea7beb7dfb6797591d" FOREIGN KEY ("requester_id") REFERENCES "users"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_requests"
            ADD CONSTRAINT "FK_e356f8876b47c77b033c82f01ad" FOREIGN KEY ("merged_into_id") REFERENCES "asset_requests"("id") ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_request_votes"
            ADD CONSTRAINT "FK_dfc21ee09f0c554f1f44d0a1a97" FOREIGN KEY ("request_id") REFERENCES "asset_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_request_votes"
            ADD CONSTRAINT "FK_c778f41549a74a0a9a111e42d62" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_request_items"
            ADD CONSTRAINT "FK_d335fd9c858edbd96f311ceb7d4" FOREIGN KEY ("request_id") REFERENCES "asset_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_request_items"
            ADD CONSTRAINT "FK_242b6ee81fb1f279c653f50e264" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "asset_request_items" DROP CONSTRAINT "FK_242b6ee81fb1f279c653f50e264"
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_request_items" DROP CONSTRAINT "FK_d335fd9c858edbd96f311ceb7d4"
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_request_votes" DROP CONSTRAINT "FK_c778f41549a74a0a9a111e42d62"
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_request_votes" DROP CONSTRAINT "FK_dfc21ee09f0c554f1f44d0a1a97"
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_requests" DROP CONSTRAINT "FK_e356f8876b47c77b033c82f01ad"
        `);
    await queryRunner.query(`
            ALTER TABLE "asset_requests" DROP CONSTRAINT "FK_762335e1dea7beb7dfb6797591d"
        `);
    await queryRunner.query(`
            DROP TABLE "asset_request_items"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_asset_request_votes_user"
        `);
    await queryRunner.query(`
            DROP TABLE "asset_request_votes"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_asset_requests_votes"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_asset_requests_requester_status"
        `);
    await queryRunner.query(`
            DROP TABLE "asset_requests"
        `);
  }
}

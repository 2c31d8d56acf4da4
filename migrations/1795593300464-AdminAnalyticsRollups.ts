import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin analytics: daily rollups of the events and their watermark, daily visitor ids, sign-ups by date. */

export class AdminAnalyticsRollups1795593300464 implements MigrationInterface {
  name = 'AdminAnalyticsRollups1795593300464';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "analytics_daily" (
                "day" date NOT NULL,
                "type" character varying(32) NOT NULL,
                "dimension" character varying(16) NOT NULL,
                "key" character varying(512) NOT NULL,
                "events" integer NOT NULL,
                "visitors" integer NOT NULL,
                "value_cents" bigint NOT NULL DEFAULT '0',
                CONSTRAINT "PK_40dbc7d68c88c567ece815bcc11" PRIMARY KEY ("day", "type", "dimension", "key")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "analytics_rollup_state" (
                "id" smallint NOT NULL,
                "last_event_id" bigint NOT NULL,
                CONSTRAINT "PK_b2fd6c2ca2570c1f1d9f667ba77" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "analytics_events"
            ADD "visitor" character varying(22)
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_users_created" ON "users" ("created_at")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IX_users_created"
        `);
    await queryRunner.query(`
            ALTER TABLE "analytics_events" DROP COLUMN "visitor"
        `);
    await queryRunner.query(`
            DROP TABLE "analytics_rollup_state"
        `);
    await queryRunner.query(`
            DROP TABLE "analytics_daily"
        `);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class Broadcasts1795600000000 implements MigrationInterface {
  name = 'Broadcasts1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "broadcasts" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "title" character varying(200) NOT NULL,
                "body" character varying(2000) NOT NULL DEFAULT '',
                "link" character varying(512),
                "audience" character varying(16) NOT NULL,
                "plan_id" uuid,
                "status" character varying(16) NOT NULL DEFAULT 'SCHEDULED',
                "send_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "recipients" integer NOT NULL DEFAULT '0',
                "cursor_user_id" uuid,
                "created_by" uuid,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "sent_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_broadcasts" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_broadcasts_created" ON "broadcasts" ("created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications"
            ADD "broadcast_id" uuid
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_notifications_broadcast_user" ON "notifications" ("broadcast_id", "user_id")
            WHERE "broadcast_id" IS NOT NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."UQ_notifications_broadcast_user"
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications" DROP COLUMN "broadcast_id"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_broadcasts_created"
        `);
    await queryRunner.query(`
            DROP TABLE "broadcasts"
        `);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationFeed1795589031966 implements MigrationInterface {
  name = 'NotificationFeed1795589031966';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "notifications"
            ADD "seq" BIGSERIAL NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_notifications_user_unread" ON "notifications" ("user_id")
            WHERE "read_at" IS NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_notifications_user_seq" ON "notifications" ("user_id", "seq")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IX_notifications_user_seq"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_notifications_user_unread"
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications" DROP COLUMN "seq"
        `);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class NotificationEmails1795602000000 implements MigrationInterface {
  name = 'NotificationEmails1795602000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "notifications" ADD "email_state" character varying(8)
        `);
    // What existed before email is history: nobody gets a burst of old news on upgrade.
    await queryRunner.query(`
            UPDATE "notifications" SET "email_state" = 'off'
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_notifications_email_pending" ON "notifications" ("seq")
            WHERE "email_state" IS NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_notifications_email_daily" ON "notifications" ("user_id")
            WHERE "email_state" = 'daily'
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IX_notifications_email_daily"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_notifications_email_pending"
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications" DROP COLUMN "email_state"
        `);
  }
}

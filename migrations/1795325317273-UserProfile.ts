import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 3, profile: bio, photo (object path in the public bucket), marketing consent, notification preferences. */

export class UserProfile1795325317273 implements MigrationInterface {
  name = 'UserProfile1795325317273';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "bio" character varying(500) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "photo_path" character varying(1024)
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "marketing_opt_in" boolean NOT NULL DEFAULT false
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "notification_preferences" jsonb NOT NULL DEFAULT '{"productUpdates":false,"requestUpdates":true,"downloadReceipts":true}'::jsonb
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "notification_preferences"
        `);
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "marketing_opt_in"
        `);
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "photo_path"
        `);
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "bio"
        `);
  }
}

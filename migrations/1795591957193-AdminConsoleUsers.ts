import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin console: why an account was disabled, and an account's own audit entries by index. */

export class AdminConsoleUsers1795591957193 implements MigrationInterface {
  name = 'AdminConsoleUsers1795591957193';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "users"
            ADD "disabled_reason" character varying(500) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_audit_log_actor" ON "audit_log" ("actor_id", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IX_audit_log_actor"
        `);
    await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "disabled_reason"
        `);
  }
}

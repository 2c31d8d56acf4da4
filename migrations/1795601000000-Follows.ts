import { MigrationInterface, QueryRunner } from 'typeorm';

export class Follows1795601000000 implements MigrationInterface {
  name = 'Follows1795601000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "follows" (
                "user_id" uuid NOT NULL,
                "target_type" character varying(16) NOT NULL,
                "target_id" uuid NOT NULL,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "notified_until" TIMESTAMP(3) WITH TIME ZONE,
                CONSTRAINT "CHK_follows_target_type" CHECK ("target_type" IN ('CATEGORY', 'PLATFORM')),
                CONSTRAINT "PK_follows" PRIMARY KEY ("user_id", "target_type", "target_id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_follows_target" ON "follows" ("target_type", "target_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "follows"
            ADD CONSTRAINT "FK_941d172275662c2b9d8b9f4270c" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "follows" DROP CONSTRAINT "FK_941d172275662c2b9d8b9f4270c"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_follows_target"
        `);
    await queryRunner.query(`
            DROP TABLE "follows"
        `);
  }
}

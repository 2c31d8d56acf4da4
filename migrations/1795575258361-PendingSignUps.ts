import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-ups waiting for their emailed link (sign-up.ts): the account is created
 * only when the link comes back, so sign-up never says whether an address has one.
 */
export class PendingSignUps1795575258361 implements MigrationInterface {
  name = 'PendingSignUps1795575258361';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "pending_sign_ups" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "email" citext NOT NULL,
                "password_hash" text NOT NULL,
                "display_name" character varying(80),
                "continue_path" character varying(512),
                "token_hash" bytea,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_c584be359be056beafdb63a70c0" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_0b2016da9f9175c0000251c05c" ON "pending_sign_ups" ("email")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_0151058b5d997071d19203d4c6" ON "pending_sign_ups" ("token_hash")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_0151058b5d997071d19203d4c6"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_0b2016da9f9175c0000251c05c"
        `);
    await queryRunner.query(`
            DROP TABLE "pending_sign_ups"
        `);
  }
}

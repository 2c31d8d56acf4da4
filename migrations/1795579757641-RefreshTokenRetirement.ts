import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a refresh token was retired (sessions.ts): exactly one retry is answered
 * per exchange, and any other reuse of a retired token is theft. Tokens
 * rotated before this migration count as exchanged.
 */
export class RefreshTokenRetirement1795579757641 implements MigrationInterface {
  name = 'RefreshTokenRetirement1795579757641';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens"
            ADD "retired_as" character varying(16)
        `);
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens"
            ADD CONSTRAINT "CHK_refresh_tokens_retired_as" CHECK (
                    "retired_as" IN ('EXCHANGED', 'RETRIED', 'SUPERSEDED')
                )
        `);
    await queryRunner.query(`
            UPDATE "refresh_tokens" SET "retired_as" = 'EXCHANGED' WHERE "rotated_at" IS NOT NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens" DROP CONSTRAINT "CHK_refresh_tokens_retired_as"
        `);
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens" DROP COLUMN "retired_as"
        `);
  }
}

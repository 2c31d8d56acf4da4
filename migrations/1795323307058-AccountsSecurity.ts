import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 3: single-use email-link tokens, the rate-limit counters, and the development email outbox. */

export class AccountsSecurity1795323307058 implements MigrationInterface {
  name = 'AccountsSecurity1795323307058';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "email_outbox" (
                "id" BIGSERIAL NOT NULL,
                "to_address" character varying(254) NOT NULL,
                "subject" character varying(200) NOT NULL,
                "text" text NOT NULL,
                "html" text NOT NULL,
                "template" character varying(32) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_b6fbfc201f705fbf1ac87bd7197" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "action_tokens" (
                "token_hash" bytea NOT NULL,
                "purpose" character varying(16) NOT NULL,
                "user_id" uuid NOT NULL,
                "email" citext NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "used_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "CHK_action_tokens_purpose" CHECK (
                    "purpose" IN (
                        'EMAIL_LINK',
                        'VERIFY_EMAIL',
                        'RESET_PASSWORD',
                        'CHANGE_EMAIL'
                    )
                ),
                CONSTRAINT "PK_63c57b92920a1b20a070137d9f1" PRIMARY KEY ("token_hash")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_e9a3f1f8966f1cae54c487c0eb" ON "action_tokens" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "rate_limits" (
                "key" character varying(255) NOT NULL,
                "points" integer NOT NULL DEFAULT '0',
                "expire" bigint,
                CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key")
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "action_tokens"
            ADD CONSTRAINT "FK_e9a3f1f8966f1cae54c487c0eb4" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "action_tokens" DROP CONSTRAINT "FK_e9a3f1f8966f1cae54c487c0eb4"
        `);
    await queryRunner.query(`
            DROP TABLE "rate_limits"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_e9a3f1f8966f1cae54c487c0eb"
        `);
    await queryRunner.query(`
            DROP TABLE "action_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "email_outbox"
        `);
  }
}

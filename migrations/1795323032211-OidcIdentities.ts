import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Social sign-in: identities linked to users (unique per provider and subject), and pending sign-in attempts. */

export class OidcIdentities1795323032211 implements MigrationInterface {
  name = 'OidcIdentities1795323032211';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "oidc_sign_in_attempts" (
                "id_hash" bytea NOT NULL,
                "provider" character varying(32) NOT NULL,
                "state" character varying(128) NOT NULL,
                "nonce" character varying(128),
                "code_verifier" character varying(128) NOT NULL,
                "redirect_uri" character varying(2048) NOT NULL,
                "return_to" character varying(2048) NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_42cf079c033e2920f0d8c26e290" PRIMARY KEY ("id_hash")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_6e0a8881b545794358a516df61" ON "oidc_sign_in_attempts" ("expires_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "user_identities" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "provider" character varying(32) NOT NULL,
                "subject" character varying(255) NOT NULL,
                "user_id" uuid NOT NULL,
                "email" character varying(254),
                "email_verified" boolean NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "UQ_user_identities_provider_subject" UNIQUE ("provider", "subject"),
                CONSTRAINT "PK_e23bff04e9c3e7b785e442b262c" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_bf5fe01eb8cad7114b4c371cdc" ON "user_identities" ("user_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "user_identities"
            ADD CONSTRAINT "FK_bf5fe01eb8cad7114b4c371cdc7" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "user_identities" DROP CONSTRAINT "FK_bf5fe01eb8cad7114b4c371cdc7"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_bf5fe01eb8cad7114b4c371cdc"
        `);
    await queryRunner.query(`
            DROP TABLE "user_identities"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_6e0a8881b545794358a516df61"
        `);
    await queryRunner.query(`
            DROP TABLE "oidc_sign_in_attempts"
        `);
  }
}

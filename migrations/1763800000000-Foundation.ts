import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts (users, sessions, refresh tokens), audit log, analytics events, idempotency records. */

export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS citext`);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "email" citext NOT NULL,
                "password_hash" text,
                "display_name" character varying(80) NOT NULL,
                "role" character varying(16) NOT NULL DEFAULT 'MEMBER',
                "email_verified_at" TIMESTAMP WITH TIME ZONE,
                "disabled_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_users_role" CHECK ("role" IN ('MEMBER', 'ADMIN')),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_97672ac88f789774dd47f7c8be" ON "users" ("email")
        `);
    await queryRunner.query(`
            CREATE TABLE "sessions" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "user_id" uuid NOT NULL,
                "user_agent" character varying(512),
                "ip" inet,
                "authenticated_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "revoked_at" TIMESTAMP WITH TIME ZONE,
                "revoke_reason" character varying(32),
                CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_085d540d9f418cfbdc7bd55bb1" ON "sessions" ("user_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "refresh_tokens" (
                "token_hash" bytea NOT NULL,
                "session_id" uuid NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "rotated_at" TIMESTAMP WITH TIME ZONE,
                CONSTRAINT "PK_a7838d2ba25be1342091b6695f1" PRIMARY KEY ("token_hash")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_3bf308fa93da3966f9e76fcfba" ON "refresh_tokens" ("session_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "analytics_events" (
                "id" BIGSERIAL NOT NULL,
                "type" character varying(32) NOT NULL,
                "properties" jsonb NOT NULL DEFAULT '{}',
                "user_id" uuid,
                "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_5d643d67a09b55653e98616f421" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_c49704abb1730ae4121d5ac9f5" ON "analytics_events" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_153978d72e31a98af3f3e6222a" ON "analytics_events" ("type", "occurred_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "audit_log" (
                "id" BIGSERIAL NOT NULL,
                "actor_id" uuid,
                "action" character varying(64) NOT NULL,
                "target_type" character varying(32) NOT NULL,
                "target_id" character varying(64) NOT NULL,
                "data" jsonb NOT NULL DEFAULT '{}',
                "ip" inet,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_2ad7930a7c2af80585c8c1b770" ON "audit_log" ("created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_f0e9a94f10a209afbf22d4e77a" ON "audit_log" ("target_type", "target_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "idempotency_records" (
                "scope" character varying(64) NOT NULL,
                "key" character varying(255) NOT NULL,
                "request_hash" character(64) NOT NULL,
                "state" character varying(8) NOT NULL,
                "response_status" integer,
                "response_body" text,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_9c03b6adebf385ca991d085063a" PRIMARY KEY ("scope", "key")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_b3482fdd761179f433dab212e7" ON "idempotency_records" ("expires_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "sessions"
            ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens"
            ADD CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "refresh_tokens" DROP CONSTRAINT "FK_3bf308fa93da3966f9e76fcfba4"
        `);
    await queryRunner.query(`
            ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_b3482fdd761179f433dab212e7"
        `);
    await queryRunner.query(`
            DROP TABLE "idempotency_records"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_f0e9a94f10a209afbf22d4e77a"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_2ad7930a7c2af80585c8c1b770"
        `);
    await queryRunner.query(`
            DROP TABLE "audit_log"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_153978d72e31a98af3f3e6222a"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_c49704abb1730ae4121d5ac9f5"
        `);
    await queryRunner.query(`
            DROP TABLE "analytics_events"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_3bf308fa93da3966f9e76fcfba"
        `);
    await queryRunner.query(`
            DROP TABLE "refresh_tokens"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_085d540d9f418cfbdc7bd55bb1"
        `);
    await queryRunner.query(`
            DROP TABLE "sessions"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_97672ac88f789774dd47f7c8be"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
  }
}

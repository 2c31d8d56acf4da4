import { MigrationInterface, QueryRunner } from 'typeorm';

/** CapCut tips (server/modules/tips): articles with Markdown bodies, numbered steps and linked catalogue items. */
export class CapcutTips1795578469886 implements MigrationInterface {
  name = 'CapcutTips1795578469886';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "tips" (
                "id" uuid NOT NULL DEFAULT gen_random_uuid(),
                "slug" character varying(100) NOT NULL,
                "title" character varying(140) NOT NULL,
                "summary" character varying(300) NOT NULL,
                "body" text NOT NULL DEFAULT '',
                "steps" jsonb NOT NULL DEFAULT '[]',
                "cover_path" character varying(300),
                "cover_alt" character varying(200) NOT NULL DEFAULT '',
                "difficulty" character varying(16) NOT NULL DEFAULT 'BEGINNER',
                "device" character varying(16) NOT NULL DEFAULT 'BOTH',
                "capcut_version" character varying(60) NOT NULL DEFAULT '',
                "tags" character varying(32) array NOT NULL DEFAULT '{}',
                "access" character varying(16) NOT NULL DEFAULT 'FREE',
                "status" character varying(16) NOT NULL DEFAULT 'DRAFT',
                "media_ids" uuid array NOT NULL DEFAULT '{}',
                "author_id" uuid,
                "demo_key" character varying(64),
                "published_at" TIMESTAMP WITH TIME ZONE,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_b63a628fdfd7517d8e58fe39199" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_848579d787642d861378363ac7" ON "tips" ("slug")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_b73456c64f11182e341c1a62a2" ON "tips" ("demo_key")
            WHERE demo_key IS NOT NULL
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_d73352162dd60b693a867b2dc9" ON "tips" ("status", "published_at", "id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "public"."IDX_d73352162dd60b693a867b2dc9"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_b73456c64f11182e341c1a62a2"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_848579d787642d861378363ac7"
        `);
    await queryRunner.query(`
            DROP TABLE "tips"
        `);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** The one row of site settings (server/modules/settings); absent until the first save (defaults apply). */

export class SiteSettings1795590814295 implements MigrationInterface {
  name = 'SiteSettings1795590814295';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "site_settings" (
                "id" smallint NOT NULL,
                "values" jsonb NOT NULL,
                "version" integer NOT NULL,
                "updated_by" uuid,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_site_settings_single_row" CHECK ("id" = 1),
                CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id")
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "site_settings"
        `);
  }
}

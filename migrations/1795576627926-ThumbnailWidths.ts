import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The thumbnail's other widths (server/media/stills.ts): two more stored-file
 * roles, THUMBNAIL_320 and THUMBNAIL_960. Existing items get their files from
 * the catalog.backfill-thumbnail-widths job, not from this migration.
 */
export class ThumbnailWidths1795576627926 implements MigrationInterface {
  name = 'ThumbnailWidths1795576627926';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "stored_files" DROP CONSTRAINT "CHK_stored_files_role"
        `);
    await queryRunner.query(`
            ALTER TABLE "stored_files"
            ADD CONSTRAINT "CHK_stored_files_role" CHECK (
                    "role" IN (
                        'ORIGINAL',
                        'THUMBNAIL',
                        'THUMBNAIL_320',
                        'THUMBNAIL_960',
                        'PREVIEW',
                        'HOVER_LOOP',
                        'STORYBOARD',
                        'WAVEFORM'
                    )
                )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DELETE FROM "stored_files" WHERE "role" IN ('THUMBNAIL_320', 'THUMBNAIL_960')
        `);
    await queryRunner.query(`
            ALTER TABLE "stored_files" DROP CONSTRAINT "CHK_stored_files_role"
        `);
    await queryRunner.query(`
            ALTER TABLE "stored_files"
            ADD CONSTRAINT "CHK_stored_files_role" CHECK (
                    "role" IN (
                        'ORIGINAL',
                        'THUMBNAIL',
                        'PREVIEW',
                        'HOVER_LOOP',
                        'STORYBOARD',
                        'WAVEFORM'
                    )
                )
        `);
  }
}

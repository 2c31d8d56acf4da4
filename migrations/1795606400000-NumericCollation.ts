import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A collation that orders the digits in text by their value: "70-bpm" before
 * "140-bpm", "4k" before "10-seconds" (ICU's numeric ordering, `kn`). The
 * admin's tag list is keyset-paged in it (taxonomy.service.ts); compared as
 * plain text, "140 bpm" came before "70 bpm". Deterministic, like the default:
 * strings that differ never compare equal, so a slug still names one row of a
 * page's cursor.
 */
export class NumericCollation1795606400000 implements MigrationInterface {
  name = 'NumericCollation1795606400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE COLLATION "numeric" (provider = icu, locale = 'und-u-kn-true')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP COLLATION "numeric"`);
  }
}

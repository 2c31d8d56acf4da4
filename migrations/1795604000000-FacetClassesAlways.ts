import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The facet classes (resolution, duration, frame rate and BPM buckets) are
 * columns derived from the row, so their trigger fires for every writer, also
 * a session with `session_replication_role = replica`: the bench-scale seed
 * runs that way to skip the per-row foreign-key checks of a million rows it
 * builds consistent by construction, and must still get its classes (a
 * logical-replication subscriber would only recompute the same values).
 */
export class FacetClassesAlways1795604000000 implements MigrationInterface {
  name = 'FacetClassesAlways1795604000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "media" ENABLE ALWAYS TRIGGER "media_facet_classes"');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "media" ENABLE TRIGGER "media_facet_classes"');
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';
import { platformIdsSync } from './1795576359503-PlatformIdsSyncSkipsUnchanged.js';

/**
 * `SET framestock.platform_ids_sync = 'off'` turns the `media_platform_ids_sync`
 * trigger off for a session, as `framestock.search_feed` does the search feed:
 * for a writer that sets `media.platform_ids` itself along with the links (the
 * bench-scale seed), which otherwise paid for locking and re-reading every row
 * it had just inserted (about 5% of a million-row build).
 */
export class PlatformIdsSyncSwitch1795603000000 implements MigrationInterface {
  name = 'PlatformIdsSyncSwitch1795603000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(platformIdsSync(true, true));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(platformIdsSync(true));
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `media.platform_ids` (kept by the `media_platform_ids_sync` trigger, see
 * BrowseFacetColumns) is now written only where it changes. A writer that
 * sets the column right in the first place — the bench-scale seed inserting
 * a million items with their platforms — no longer pays for rewriting every
 * row, and rows whose links did not change leave no UPDATE (nor a change-feed
 * row for the search index) behind.
 */
export const platformIdsSync = (guard: boolean, switchable = false) => `
  CREATE OR REPLACE FUNCTION "media_platform_ids_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    changed uuid[];
  BEGIN${switchable ? "\n    IF current_setting('framestock.platform_ids_sync', true) = 'off' THEN RETURN NULL; END IF;" : ''}
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT media_id) INTO changed FROM new_links;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT media_id) INTO changed FROM old_links;
    ELSE
      SELECT array_agg(media_id) INTO changed
        FROM (SELECT media_id FROM new_links UNION SELECT media_id FROM old_links) u;
    END IF;
    -- Lock the items first (in id order), then read their links in a
    -- statement of its own: under READ COMMITTED it takes a fresh
    -- snapshot, so when two transactions change one item's links at
    -- once, the second sees the first's committed rows instead of
    -- writing back a list without them.
    PERFORM 1 FROM media WHERE id = ANY (changed) ORDER BY id FOR UPDATE;
    UPDATE media m
       SET platform_ids = x.ids
      FROM (SELECT c.id,
                   COALESCE((SELECT array_agg(l.platform_id ORDER BY l.platform_id)
                               FROM media_platforms l WHERE l.media_id = c.id), '{}') AS ids
              FROM unnest(changed) AS c(id)) x
     WHERE m.id = x.id${guard ? ' AND m.platform_ids IS DISTINCT FROM x.ids' : ''};
    RETURN NULL;
  END $$`;

export class PlatformIdsSyncSkipsUnchanged1795576359503 implements MigrationInterface {
  name = 'PlatformIdsSyncSkipsUnchanged1795576359503';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(platformIdsSync(true));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(platformIdsSync(false));
  }
}

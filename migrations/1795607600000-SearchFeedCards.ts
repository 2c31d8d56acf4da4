import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The change feed (SearchFeed) also names a published item when anything its
 * card shows changed, not only what the index holds: the search module keeps
 * the cards of recent pages in memory (card-cache.ts) and drops one when the
 * feed names its item. So:
 *  - an update of a published row is a change unless only its counters moved
 *    (views, downloads, favourites, and the `updated_at` their writes stamp):
 *    every other column is compared, so a column added later is covered
 *    without touching this trigger. The cache keeps counters for seconds only;
 *  - the files of a published item (thumbnails, preview, storyboard,
 *    waveform) changing is a change of the item.
 */
const COUNTERS = `- 'view_count' - 'download_count' - 'favorite_count' - 'updated_at'`;

export class SearchFeedCards1795607600000 implements MigrationInterface {
  name = 'SearchFeedCards1795607600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(mediaFeed(`(to_jsonb(n) ${COUNTERS}) IS DISTINCT FROM (to_jsonb(o) ${COUNTERS})`));
    await queryRunner.query(`
            CREATE FUNCTION "search_feed_stored_files"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
              n int;
            BEGIN
              IF current_setting('framestock.search_feed', true) = 'off' THEN RETURN NULL; END IF;
              IF TG_OP = 'INSERT' THEN
                INSERT INTO search_changes (media_id)
                SELECT DISTINCT f.media_id FROM new_files f JOIN media m ON m.id = f.media_id AND m.status = 'PUBLISHED';
              ELSIF TG_OP = 'DELETE' THEN
                INSERT INTO search_changes (media_id)
                SELECT DISTINCT f.media_id FROM old_files f JOIN media m ON m.id = f.media_id AND m.status = 'PUBLISHED';
              ELSE
                INSERT INTO search_changes (media_id)
                SELECT DISTINCT u.media_id
                  FROM (SELECT media_id FROM new_files UNION SELECT media_id FROM old_files) u
                  JOIN media m ON m.id = u.media_id AND m.status = 'PUBLISHED';
              END IF;
              GET DIAGNOSTICS n = ROW_COUNT;
              IF n > 0 THEN PERFORM pg_notify('search_changes', ''); END IF;
              RETURN NULL;
            END $$
        `);
    const tables = { insert: 'NEW TABLE AS new_files', update: 'OLD TABLE AS old_files NEW TABLE AS new_files' };
    for (const [op, transition] of Object.entries({ ...tables, delete: 'OLD TABLE AS old_files' })) {
      await queryRunner.query(`
                CREATE TRIGGER "search_feed_stored_files_${op}" AFTER ${op.toUpperCase()} ON "stored_files"
                REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION "search_feed_stored_files"()
            `);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete']) {
      await queryRunner.query(`DROP TRIGGER "search_feed_stored_files_${op}" ON "stored_files"`);
    }
    await queryRunner.query(`DROP FUNCTION "search_feed_stored_files"()`);
    await queryRunner.query(
      mediaFeed(`(n.status, n.kind, n.title, n.description, n.category_id, n.access, n.asset_type,
                        n.orientation, n.resolution, n.frame_rate, n.duration_bucket, n.bpm_bucket, n.genre,
                        n.mood, n.is_loop, n.is_sound_effect, n.duration_seconds, n.bpm, n.published_at,
                        n.recent_download_count, n.platform_ids)
                       IS DISTINCT FROM
                       (o.status, o.kind, o.title, o.description, o.category_id, o.access, o.asset_type,
                        o.orientation, o.resolution, o.frame_rate, o.duration_bucket, o.bpm_bucket, o.genre,
                        o.mood, o.is_loop, o.is_sound_effect, o.duration_seconds, o.bpm, o.published_at,
                        o.recent_download_count, o.platform_ids)`),
    );
  }
}

/** SearchFeed's media trigger function, with `changed` deciding whether an update of a published row is a change. */
function mediaFeed(changed: string): string {
  return `
            CREATE OR REPLACE FUNCTION "search_feed_media"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
              written int;
            BEGIN
              IF current_setting('framestock.search_feed', true) = 'off' THEN RETURN NULL; END IF;
              IF TG_OP = 'INSERT' THEN
                INSERT INTO search_changes (media_id) SELECT id FROM new_rows WHERE status = 'PUBLISHED';
              ELSIF TG_OP = 'DELETE' THEN
                INSERT INTO search_changes (media_id) SELECT id FROM old_rows WHERE status = 'PUBLISHED';
              ELSE
                INSERT INTO search_changes (media_id)
                SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
                 WHERE (n.status = 'PUBLISHED' OR o.status = 'PUBLISHED')
                   AND ${changed};
              END IF;
              GET DIAGNOSTICS written = ROW_COUNT;
              IF written > 0 THEN PERFORM pg_notify('search_changes', ''); END IF;
              RETURN NULL;
            END $$
        `;
}

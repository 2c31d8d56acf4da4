import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search (server/modules/search):
 *  - `unaccent`, for PostgreSQL full-text matching with accents folded (what
 *    search answers from while an instance's index is still building);
 *  - the change feed the in-process index follows (index-service.ts):
 *    `search_changes` gets one row per changed published item (or taxonomy
 *    change) from statement-level triggers, in the writing transaction,
 *    stamped with its transaction id; a NOTIFY wakes the instances. A bulk
 *    loader may `SET framestock.search_feed = off` and instead record one
 *    row with neither media_id nor taxonomy: "rebuild everything";
 *  - search analytics: `search_queries` and `search_clicks`.
 */
export class SearchFeed1795576359502 implements MigrationInterface {
  name = 'SearchFeed1795576359502';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE EXTENSION IF NOT EXISTS "unaccent"
        `);
    // A wrapper PostgreSQL may index and inline: unaccent() itself is only STABLE
    // (its dictionary could change), the dictionary named here does not.
    await queryRunner.query(`
            CREATE FUNCTION "search_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
            AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$
        `);
    await queryRunner.query(`
            CREATE TABLE "search_changes" (
                "id" BIGSERIAL PRIMARY KEY,
                "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
                "media_id" uuid,
                "taxonomy" boolean NOT NULL DEFAULT false,
                "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_search_changes_xid" ON "search_changes" ("xid")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_search_changes_changed_at" ON "search_changes" ("changed_at")
        `);
    // Media: a published item inserted, deleted, or changed in anything the index holds
    // (unpublishing included: the old row was published).
    await queryRunner.query(`
            CREATE FUNCTION "search_feed_media"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
              n int;
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
                   AND (n.status, n.kind, n.title, n.description, n.category_id, n.access, n.asset_type,
                        n.orientation, n.resolution, n.frame_rate, n.duration_bucket, n.bpm_bucket, n.genre,
                        n.mood, n.is_loop, n.is_sound_effect, n.duration_seconds, n.bpm, n.published_at,
                        n.recent_download_count, n.platform_ids)
                       IS DISTINCT FROM
                       (o.status, o.kind, o.title, o.description, o.category_id, o.access, o.asset_type,
                        o.orientation, o.resolution, o.frame_rate, o.duration_bucket, o.bpm_bucket, o.genre,
                        o.mood, o.is_loop, o.is_sound_effect, o.duration_seconds, o.bpm, o.published_at,
                        o.recent_download_count, o.platform_ids);
              END IF;
              GET DIAGNOSTICS n = ROW_COUNT;
              IF n > 0 THEN PERFORM pg_notify('search_changes', ''); END IF;
              RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "search_feed_media_insert" AFTER INSERT ON "media"
            REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_feed_media"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "search_feed_media_update" AFTER UPDATE ON "media"
            REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_feed_media"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "search_feed_media_delete" AFTER DELETE ON "media"
            REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_feed_media"()
        `);
    // Tags of published items. (Platforms need no trigger: their links are copied to
    // media.platform_ids, whose change the media trigger sees.)
    await queryRunner.query(`
            CREATE FUNCTION "search_feed_media_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
              n int;
            BEGIN
              IF current_setting('framestock.search_feed', true) = 'off' THEN RETURN NULL; END IF;
              IF TG_OP = 'INSERT' THEN
                INSERT INTO search_changes (media_id)
                SELECT DISTINCT l.media_id FROM new_links l JOIN media m ON m.id = l.media_id AND m.status = 'PUBLISHED';
              ELSIF TG_OP = 'DELETE' THEN
                INSERT INTO search_changes (media_id)
                SELECT DISTINCT l.media_id FROM old_links l JOIN media m ON m.id = l.media_id AND m.status = 'PUBLISHED';
              ELSE
                INSERT INTO search_changes (media_id)
                SELECT DISTINCT u.media_id
                  FROM (SELECT media_id FROM new_links UNION SELECT media_id FROM old_links) u
                  JOIN media m ON m.id = u.media_id AND m.status = 'PUBLISHED';
              END IF;
              GET DIAGNOSTICS n = ROW_COUNT;
              IF n > 0 THEN PERFORM pg_notify('search_changes', ''); END IF;
              RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "search_feed_media_tags_insert" AFTER INSERT ON "media_tags"
            REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION "search_feed_media_tags"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "search_feed_media_tags_update" AFTER UPDATE ON "media_tags"
            REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION "search_feed_media_tags"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "search_feed_media_tags_delete" AFTER DELETE ON "media_tags"
            REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION "search_feed_media_tags"()
        `);
    // Categories, platforms, tags: names and the tree (one row per statement).
    await queryRunner.query(`
            CREATE FUNCTION "search_feed_taxonomy"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF current_setting('framestock.search_feed', true) = 'off' THEN RETURN NULL; END IF;
              INSERT INTO search_changes (taxonomy) VALUES (true);
              PERFORM pg_notify('search_changes', '');
              RETURN NULL;
            END $$
        `);
    for (const table of ['categories', 'platforms', 'tags']) {
      await queryRunner.query(`
                CREATE TRIGGER "search_feed_${table}" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
                FOR EACH STATEMENT EXECUTE FUNCTION "search_feed_taxonomy"()
            `);
    }
    await queryRunner.query(`
            CREATE TABLE "search_queries" (
                "id" uuid NOT NULL,
                "query" character varying(200) NOT NULL,
                "corrected_query" character varying(200),
                "filters" jsonb NOT NULL DEFAULT '{}',
                "sort" character varying(16) NOT NULL,
                "result_count" integer NOT NULL,
                "latency_ms" real NOT NULL,
                "user_id" uuid,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_search_queries_results" CHECK ("result_count" >= 0),
                CONSTRAINT "PK_2945172d2d9a9f6b2339dd036e7" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_65121ce59bf1c4494a6dba198f" ON "search_queries" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_search_queries_created" ON "search_queries" ("created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "search_clicks" (
                "id" BIGSERIAL NOT NULL,
                "search_id" uuid NOT NULL,
                "media_id" uuid NOT NULL,
                "position" integer NOT NULL,
                "user_id" uuid,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_search_clicks_position" CHECK ("position" >= 1),
                CONSTRAINT "PK_93b47d43bd22156a7208dcc8a3b" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_74cb3389f6eb0cbfe1c89bffcf" ON "search_clicks" ("user_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_search_clicks_created" ON "search_clicks" ("created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IX_search_clicks_search" ON "search_clicks" ("search_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['categories', 'platforms', 'tags']) {
      await queryRunner.query(`
                DROP TRIGGER "search_feed_${table}" ON "${table}"
            `);
    }
    await queryRunner.query(`
            DROP FUNCTION "search_feed_taxonomy"()
        `);
    for (const op of ['insert', 'update', 'delete']) {
      await queryRunner.query(`
                DROP TRIGGER "search_feed_media_tags_${op}" ON "media_tags"
            `);
      await queryRunner.query(`
                DROP TRIGGER "search_feed_media_${op}" ON "media"
            `);
    }
    await queryRunner.query(`
            DROP FUNCTION "search_feed_media_tags"()
        `);
    await queryRunner.query(`
            DROP FUNCTION "search_feed_media"()
        `);
    await queryRunner.query(`
            DROP TABLE "search_changes"
        `);
    await queryRunner.query(`
            DROP FUNCTION "search_fold"(text)
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_search_clicks_search"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_search_clicks_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_74cb3389f6eb0cbfe1c89bffcf"
        `);
    await queryRunner.query(`
            DROP TABLE "search_clicks"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IX_search_queries_created"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_65121ce59bf1c4494a6dba198f"
        `);
    await queryRunner.query(`
            DROP TABLE "search_queries"
        `);
  }
}

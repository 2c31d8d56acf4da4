import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Facet columns on `media` for the browse facet statement (browse.service.ts):
 *  - resolution, duration_bucket, frame_rate, bpm_bucket: classes of the
 *    measured values, set by a BEFORE trigger whenever a row is written (not
 *    GENERATED columns: see media.entity.ts, "browse facet columns");
 *  - platform_ids: a sorted copy of the item's `media_platforms` rows, set by
 *    statement-level triggers on that table (one UPDATE per statement, so a
 *    bulk insert of links costs one pass, not one update per link).
 */
export class BrowseFacetColumns1795466262093 implements MigrationInterface {
  name = 'BrowseFacetColumns1795466262093';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "resolution" character varying(16)
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "duration_bucket" character varying(16)
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "platform_ids" uuid array NOT NULL DEFAULT '{}'
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "frame_rate" character varying(16)
        `);
    await queryRunner.query(`
            ALTER TABLE "media"
            ADD "bpm_bucket" character varying(16)
        `);

    // The one definition of the classes. Buckets: min inclusive, max exclusive
    // (DURATION_BUCKETS and BPM_BUCKETS in media.entity.ts name the same keys).
    await queryRunner.query(`
            CREATE FUNCTION "media_facet_classes"() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              -- Resolution by the shorter side of the frame.
              NEW.resolution := CASE
                WHEN NEW.width IS NULL OR NEW.height IS NULL THEN NULL
                WHEN LEAST(NEW.width, NEW.height) >= 2160 THEN 'UHD_4K'
                WHEN LEAST(NEW.width, NEW.height) >= 1080 THEN 'FULL_HD'
                WHEN LEAST(NEW.width, NEW.height) >= 720 THEN 'HD'
                ELSE 'SD' END;
              NEW.duration_bucket := CASE
                WHEN NEW.duration_seconds IS NULL THEN NULL
                WHEN NEW.duration_seconds < 10 THEN '0-10'
                WHEN NEW.duration_seconds < 30 THEN '10-30'
                WHEN NEW.duration_seconds < 60 THEN '30-60'
                WHEN NEW.duration_seconds < 180 THEN '60-180'
                ELSE '180-' END;
              -- Rounded, so 23.976, 29.97 and 59.94 join 24, 30 and 60.
              NEW.frame_rate := CASE
                WHEN NEW.fps IS NULL THEN NULL
                WHEN round(NEW.fps) = 24 THEN 'FPS_24'
                WHEN round(NEW.fps) = 25 THEN 'FPS_25'
                WHEN round(NEW.fps) = 30 THEN 'FPS_30'
                WHEN round(NEW.fps) = 50 THEN 'FPS_50'
                WHEN round(NEW.fps) = 60 THEN 'FPS_60'
                ELSE 'OTHER' END;
              NEW.bpm_bucket := CASE
                WHEN NEW.bpm IS NULL THEN NULL
                WHEN NEW.bpm < 80 THEN '0-80'
                WHEN NEW.bpm < 100 THEN '80-100'
                WHEN NEW.bpm < 120 THEN '100-120'
                WHEN NEW.bpm < 140 THEN '120-140'
                ELSE '140-' END;
              RETURN NEW;
            END $$
        `);
    // The class columns are listed too, so a direct write to one is recomputed rather than kept.
    await queryRunner.query(`
            CREATE TRIGGER "media_facet_classes"
            BEFORE INSERT OR UPDATE OF "width", "height", "duration_seconds", "fps", "bpm",
              "resolution", "duration_bucket", "frame_rate", "bpm_bucket"
            ON "media" FOR EACH ROW EXECUTE FUNCTION "media_facet_classes"()
        `);

    await queryRunner.query(`
            CREATE FUNCTION "media_platform_ids_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
            DECLARE
              changed uuid[];
            BEGIN
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
                 SET platform_ids = COALESCE(
                       (SELECT array_agg(l.platform_id ORDER BY l.platform_id)
                          FROM media_platforms l WHERE l.media_id = m.id), '{}')
               WHERE m.id = ANY (changed);
              RETURN NULL;
            END $$
        `);
    await queryRunner.query(`
            CREATE TRIGGER "media_platforms_insert" AFTER INSERT ON "media_platforms"
            REFERENCING NEW TABLE AS new_links
            FOR EACH STATEMENT EXECUTE FUNCTION "media_platform_ids_sync"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "media_platforms_update" AFTER UPDATE ON "media_platforms"
            REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
            FOR EACH STATEMENT EXECUTE FUNCTION "media_platform_ids_sync"()
        `);
    await queryRunner.query(`
            CREATE TRIGGER "media_platforms_delete" AFTER DELETE ON "media_platforms"
            REFERENCING OLD TABLE AS old_links
            FOR EACH STATEMENT EXECUTE FUNCTION "media_platform_ids_sync"()
        `);

    // Existing rows: setting width to itself fires media_facet_classes; one pass for both.
    await queryRunner.query(`
            UPDATE "media" m
               SET "width" = m."width",
                   "platform_ids" = COALESCE(
                     (SELECT array_agg(l."platform_id" ORDER BY l."platform_id")
                        FROM "media_platforms" l WHERE l."media_id" = m."id"), '{}')
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TRIGGER "media_platforms_delete" ON "media_platforms"
        `);
    await queryRunner.query(`
            DROP TRIGGER "media_platforms_update" ON "media_platforms"
        `);
    await queryRunner.query(`
            DROP TRIGGER "media_platforms_insert" ON "media_platforms"
        `);
    await queryRunner.query(`
            DROP FUNCTION "media_platform_ids_sync"()
        `);
    await queryRunner.query(`
            DROP TRIGGER "media_facet_classes" ON "media"
        `);
    await queryRunner.query(`
            DROP FUNCTION "media_facet_classes"()
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "bpm_bucket"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "frame_rate"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "platform_ids"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "duration_bucket"
        `);
    await queryRunner.query(`
            ALTER TABLE "media" DROP COLUMN "resolution"
        `);
  }
}

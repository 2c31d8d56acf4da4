import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Analytics page paths without query strings (the bug bash saw `/login?redirect=…`
 * counted apart from `/login`; a reset link's `?token=` could be stored too).
 *
 * - `analytics_page_path(text)`: the rules of server/modules/analytics/paths.ts
 *   (normalisePagePath) in SQL — full URL → path, query and fragment dropped,
 *   ASCII lower-cased, `//` → `/`, leading `/`, no trailing `/`, 512 characters.
 *   The rollup applies it to every path it groups; a test holds it to the
 *   TypeScript function's answers.
 * - Stored events lose their query strings, fragments and user info — in
 *   `path` and `referrer` — so no token stays in the table.
 * - Days whose rollups hold a path that is not normalised get their `path`
 *   rows recomputed from the (now clean) events: sums and daily distinct
 *   visitors stay exact, which merging the rollup rows could not promise
 *   (a visitor on `/login` and `/login?redirect=/x` the same day is one).
 */
export class NormaliseAnalyticsPaths1795605200000 implements MigrationInterface {
  name = 'NormaliseAnalyticsPaths1795605200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE OR REPLACE FUNCTION analytics_page_path(raw text) RETURNS text
            LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
              SELECT CASE WHEN c = '' THEN ''
                          ELSE left(CASE WHEN length(s) > 1 AND right(s, 1) = '/' THEN left(s, -1) ELSE s END, 512) END
                FROM (SELECT c, CASE WHEN l LIKE '/%' THEN l ELSE '/' || l END AS s
                        FROM (SELECT c, regexp_replace(translate(c, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
                                                       '/{2,}', '/', 'g') AS l
                                FROM (SELECT regexp_replace(
                                               regexp_replace(btrim(raw, E' \\t\\r\\n'), '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', ''),
                                               '[?#].*$', '') AS c) a) b) d
            $fn$
        `);
    // One rollup at a time: a running instance's job waits for this transaction (rollup.ts takes the same lock).
    await queryRunner.query(`SELECT pg_advisory_xact_lock(hashtext('analytics.rollup'))`);
    await queryRunner.query(`
            UPDATE analytics_events
               SET properties = CASE WHEN jsonb_typeof(properties->'path') = 'string'
                                     THEN jsonb_set(properties, '{path}', to_jsonb(analytics_page_path(properties->>'path')))
                                     ELSE properties - 'path' END
             WHERE properties ? 'path'
               AND (jsonb_typeof(properties->'path') <> 'string'
                    OR properties->>'path' <> analytics_page_path(properties->>'path'))
        `);
    await queryRunner.query(`
            UPDATE analytics_events
               SET properties = jsonb_set(properties, '{referrer}', to_jsonb(
                     regexp_replace(regexp_replace(properties->>'referrer', '[?#].*$', ''),
                                    '^([a-zA-Z][a-zA-Z0-9+.-]*://)[^/@]*@', '\\1')))
             WHERE jsonb_typeof(properties->'referrer') = 'string' AND properties->>'referrer' ~ '[?#@]'
        `);
    const days: { day: string }[] = await queryRunner.query(`
            SELECT DISTINCT day::text AS day FROM analytics_daily
             WHERE dimension = 'path' AND key <> coalesce(analytics_page_path(key), '')
        `);
    if (days.length === 0) return;
    const list = days.map((d) => d.day);
    await queryRunner.query(`DELETE FROM analytics_daily WHERE dimension = 'path' AND day = ANY($1::date[])`, [list]);
    await queryRunner.query(
      `
            INSERT INTO analytics_daily (day, type, dimension, key, events, visitors, value_cents)
            SELECT (occurred_at AT TIME ZONE 'UTC')::date, 'page_view', 'path',
                   left(coalesce(analytics_page_path(properties->>'path'), ''), 512), count(*), count(DISTINCT visitor), 0
              FROM analytics_events
             WHERE type = 'page_view' AND (occurred_at AT TIME ZONE 'UTC')::date = ANY($1::date[])
             GROUP BY 1, 4
        `,
      [list],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The query strings removed are gone for good (they were the privacy problem); only the function goes.
    await queryRunner.query('DROP FUNCTION IF EXISTS analytics_page_path(text)');
  }
}

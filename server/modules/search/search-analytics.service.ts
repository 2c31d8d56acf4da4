/**
 * Clicks on results, and the admins' search statistics: top queries,
 * queries that found nothing, click-through rate, over a period.
 */
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { userError } from '../../graphql/payload.js';
import {
  MAX_ANALYTICS_QUERIES,
  RecordSearchClickErrorCode,
  type RecordSearchClickInput,
  type RecordSearchClickPayload,
  type SearchAnalytics,
  type SearchQueryStat,
} from './search.types.js';
import { SEARCH_LOG } from './search-log.js';

/**
 * Records a click on a published item from a search's results, once per
 * search and item (a second click on the same result changes nothing), in
 * one statement.
 */
export async function recordSearchClick(
  ctx: Context,
  input: RecordSearchClickInput,
): Promise<RecordSearchClickPayload> {
  const rows: { inserted: boolean }[] = await ctx.app.db.query(
    `WITH item AS (SELECT id FROM media WHERE id = $2 AND status = 'PUBLISHED'),
          added AS (
            INSERT INTO search_clicks (search_id, media_id, position, user_id)
            SELECT $1, item.id, $3, $4 FROM item
             WHERE NOT EXISTS (SELECT 1 FROM search_clicks WHERE search_id = $1 AND media_id = $2)
            RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM item) AS inserted`,
    [input.searchId, input.mediaId, input.position, ctx.auth.userId ?? null],
  );
  if (!rows[0]?.inserted) {
    return {
      recorded: false,
      errors: [userError(RecordSearchClickErrorCode.UNKNOWN_MEDIA, 'No published item has that id.', 'mediaId')],
    };
  }
  return { recorded: true, errors: [] };
}

const MAX_RANGE_DAYS = 366;

interface StatRow {
  query: string;
  searches: number;
  clicked: number;
  clicks: number;
  average_results: number;
}

const toStat = (r: StatRow): SearchQueryStat => ({
  query: r.query,
  searches: r.searches,
  clicks: r.clicks,
  clickThroughRate: r.searches ? r.clicked / r.searches : 0,
  averageResults: Number(r.average_results),
});

export async function searchAnalytics(ctx: Context, from: Date, to: Date, first: number): Promise<SearchAnalytics> {
  if (!(from < to)) throw badInput('from must be before to.', 'from');
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000) {
    throw badInput(`The period may be at most ${MAX_RANGE_DAYS} days.`, 'to');
  }
  if (!Number.isInteger(first) || first < 1 || first > MAX_ANALYTICS_QUERIES) {
    throw badInput(`first must be between 1 and ${MAX_ANALYTICS_QUERIES}.`, 'first');
  }
  // This instance's waiting rows first; other instances' arrive within a second.
  await ctx.app.services.get(SEARCH_LOG)?.flush();
  // Searches with words only: a filter-only browse is not a search anyone typed.
  const per = `
    searches AS (
      SELECT q.id, q.query, q.result_count,
             (SELECT count(*) FROM search_clicks c WHERE c.search_id = q.id)::int AS clicks
        FROM search_queries q
       WHERE q.created_at >= $1 AND q.created_at < $2 AND q.query <> ''),
    per_query AS (
      SELECT query, count(*)::int AS searches, count(*) FILTER (WHERE clicks > 0)::int AS clicked,
             sum(clicks)::int AS clicks, avg(result_count)::float8 AS average_results,
             bool_and(result_count = 0) AS always_empty
        FROM searches GROUP BY query)`;
  const [totals] = (await ctx.app.db.query(
    `WITH ${per}
     SELECT (SELECT count(*)::int FROM searches) AS searches,
            (SELECT count(*)::int FROM searches WHERE result_count = 0) AS zero,
            (SELECT count(*)::int FROM searches WHERE clicks > 0) AS clicked,
            (SELECT COALESCE(sum(clicks), 0)::int FROM searches) AS clicks,
            (SELECT COALESCE(avg(c.position), 0)::float8 FROM search_clicks c JOIN searches s ON s.id = c.search_id)
              AS average_position`,
    [from, to],
  )) as { searches: number; zero: number; clicked: number; clicks: number; average_position: number }[];
  const top: StatRow[] = await ctx.app.db.query(
    `WITH ${per} SELECT * FROM per_query ORDER BY searches DESC, query LIMIT $3`,
    [from, to, first],
  );
  const empty: StatRow[] = await ctx.app.db.query(
    `WITH ${per} SELECT * FROM per_query WHERE always_empty ORDER BY searches DESC, query LIMIT $3`,
    [from, to, first],
  );
  const t = totals ?? { searches: 0, zero: 0, clicked: 0, clicks: 0, average_position: 0 };
  return {
    searches: t.searches,
    zeroResultSearches: t.zero,
    clicks: t.clicks,
    clickThroughRate: t.searches ? t.clicked / t.searches : 0,
    averageClickPosition: t.average_position,
    topQueries: top.map(toStat),
    zeroResultQueries: empty.map(toStat),
  };
}

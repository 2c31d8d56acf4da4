/**
 * The search log: one row per search, written in batches (at most every
 * second, or every 200 searches) so logging adds no statement and no wait to
 * a search. A crash loses at most the last second's rows — analytics, not
 * records. Clicks are written as they come (a mutation, one statement).
 */
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { Context } from '../../graphql/context.js';
import type { Logger } from '../../logger.js';
import { type Service, serviceKey } from '../../services.js';
import { SearchClickEntity, SearchQueryEntity } from './search-log.entity.js';

const FLUSH_MS = 1000;
const FLUSH_ROWS = 200;

export type SearchLogRow = Pick<
  SearchQueryEntity,
  'id' | 'query' | 'correctedQuery' | 'filters' | 'sort' | 'resultCount' | 'latencyMs' | 'userId'
>;

export class SearchLog implements Service {
  private rows: SearchLogRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: { manager: EntityManager },
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  record(row: SearchLogRow): void {
    this.rows.push(row);
    if (this.rows.length >= FLUSH_ROWS) void this.flush();
  }

  /** Account erasure: rows still waiting here lose the user too. */
  forget(userId: string): void {
    for (const row of this.rows) if (row.userId === userId) row.userId = null;
  }

  /** Writes what is waiting (the admin statistics call it first, to include the latest searches). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const rows = this.rows;
      if (rows.length === 0) return;
      this.rows = [];
      try {
        // One multi-row INSERT. (TypeORM's insert typing cannot express a jsonb object: hence the cast.)
        await this.db.manager.insert(SearchQueryEntity, rows as QueryDeepPartialEntity<SearchQueryEntity>[]);
      } catch (err) {
        this.log.error({ err, rows: rows.length }, 'search log: writing searches failed');
      }
    });
    return this.flushing;
  }
}

export const SEARCH_LOG = serviceKey<SearchLog>('search.log');

/** Account erasure (the module's step): searches and clicks stay for the numbers, without the person. */
export async function anonymiseSearches(ctx: Context, m: EntityManager, userId: string): Promise<void> {
  ctx.app.services.get(SEARCH_LOG)?.forget(userId);
  await m.update(SearchQueryEntity, { userId }, { userId: null });
  await m.update(SearchClickEntity, { userId }, { userId: null });
}

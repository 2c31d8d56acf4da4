/**
 * Keeps this instance's catalogue index (engine/) in step with PostgreSQL.
 *
 * The change feed. Triggers (migration SearchFeed) append a row to
 * `search_changes` for every change to a published item (or to the taxonomy)
 * in the writing transaction, stamped with its transaction id, and NOTIFY
 * `search_changes`. An instance reads the rows of transactions at or above
 * its horizon (`xid >= horizon`) and then moves the horizon to its
 * snapshot's xmin: every transaction below xmin has ended, so its rows were
 * visible to that read or an earlier one, and nothing is ever missed —
 * whatever order transactions commit in. Rows read twice are skipped by id.
 * Applying a change re-reads the item's current row: idempotent.
 *
 * When it runs:
 *  - before every browse or search request (`freshen`), so a request sees
 *    every change committed before it began: read-your-writes, and two
 *    instances answer alike;
 *  - on NOTIFY, and every second besides (a lost connection loses nothing).
 *
 * Full rebuild, on any doubt: at start; when the backlog is too long to
 * apply item by item; when a bulk load says everything changed (one row
 * naming nothing: see the SearchFeed migration); when more than 30 % of the index's numbers are dead
 * (changed items leave their old number behind);
 * when the feed was not read for FEED_RETENTION / 2 (rows may have been
 * pruned); when the published count disagrees with the index's; after an
 * error. A rebuild reads everything in one REPEATABLE READ snapshot while the
 * old index keeps serving, then swaps. Until the first build is done, the
 * callers fall back to PostgreSQL (search.service.ts).
 */
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger.js';
import type { Service } from '../../services.js';
import { CardCache } from './card-cache.js';
import { CatalogueIndex } from './engine/catalogue-index.js';
import { itemsById, publishedPage, taxonomy } from './index-source.js';

/** Rows older than this are pruned (search-jobs.ts). */
export const FEED_RETENTION_MINUTES = 60;
const PAGE = 5000;
/** More new change rows than this at once: rebuild instead. */
const MAX_BACKLOG = 20_000;
const GARBAGE_LIMIT = 0.3;
/** More changed items than this at once: the index forgets its kept query counts rather than adjust each. */
const KEPT_BATCH_LIMIT = 200;
const POLL_MS = 1000;
const CHECK_MS = 5 * 60_000;

export interface IndexStatus {
  ready: boolean;
  documents: number;
  bytes: number;
  /** How long the last full build took. */
  buildMs: number | null;
  builds: number;
}

export class SearchIndexService implements Service {
  /** The cards of recent pages, dropped as the feed names their items. */
  readonly cards = new CardCache();
  private index: CatalogueIndex | null = null;
  /** xid8 (as a decimal string): every change below it has been applied. */
  private horizon = '0';
  /** Change rows at or above the horizon already applied: id → xid. */
  private applied = new Map<string, bigint>();
  private lastRead = 0;
  private chain: Promise<void> = Promise.resolve();
  private next: Promise<void> | null = null;
  private building: Promise<void> | null = null;
  private listener: pg.Client | null = null;
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private buildMs: number | null = null;
  private builds = 0;

  constructor(
    private readonly db: DataSource,
    private readonly log: Logger,
    private readonly opts: { startWaitMs: number },
  ) {}

  /** Builds the index; resolves when it is ready or after `startWaitMs`, whichever is first. */
  async start(): Promise<void> {
    const first = this.rebuild('start');
    await Promise.race([first, new Promise((r) => setTimeout(r, this.opts.startWaitMs).unref())]);
    void this.listen();
    this.timers.push(setInterval(() => void this.freshen().catch(() => undefined), POLL_MS).unref());
    this.timers.push(setInterval(() => void this.check(), CHECK_MS).unref());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.building?.catch(() => undefined);
    await this.chain.catch(() => undefined);
  }

  /** The index, or null until the first build completes. */
  get current(): CatalogueIndex | null {
    return this.index;
  }

  status(): IndexStatus {
    return {
      ready: this.index !== null,
      documents: this.index?.size ?? 0,
      bytes: this.index?.bytes() ?? 0,
      buildMs: this.buildMs,
      builds: this.builds,
    };
  }

  /**
   * Applies every change committed before this call. Calls that arrive while
   * a read is running share the next one (which starts after they arrived).
   */
  freshen(): Promise<void> {
    if (!this.index || this.stopped) return Promise.resolve();
    if (!this.next) {
      this.next = this.chain.then(() => {
        this.next = null;
        this.chain = this.readFeed();
        return this.chain;
      });
    }
    return this.next;
  }

  private async readFeed(): Promise<void> {
    const index = this.index;
    if (!index || this.stopped) return;
    if (Date.now() - this.lastRead > (FEED_RETENTION_MINUTES / 2) * 60_000) {
      void this.rebuild('feed not read for too long');
      return;
    }
    try {
      const rows: {
        id: string | null;
        xid: string | null;
        media_id: string | null;
        taxonomy: boolean | null;
        xmin: string;
      }[] = await this.db.query(
        `SELECT c.id::text AS id, c.xid::text AS xid, c.media_id, c.taxonomy, s.xmin
             FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin) s
             LEFT JOIN LATERAL (SELECT id, xid, media_id, taxonomy FROM search_changes
                                 WHERE xid >= $1::xid8 ORDER BY id LIMIT $2) c ON true`,
        [this.horizon, MAX_BACKLOG + 1],
      );
      const xmin = rows[0]?.xmin ?? this.horizon;
      const fresh = rows.filter((r) => r.id !== null && !this.applied.has(r.id));
      if (rows.length > MAX_BACKLOG) {
        void this.rebuild(`backlog of ${rows.length}+ changes`);
        return;
      }
      // A bulk load announces itself with one row naming nothing: everything changed.
      if (fresh.some((r) => !r.media_id && !r.taxonomy)) {
        void this.rebuild('bulk change');
        return;
      }
      const ids = [...new Set(fresh.flatMap((r) => (r.media_id ? [r.media_id] : [])))];
      this.cards.drop(ids);
      if (ids.length > KEPT_BATCH_LIMIT) index.forgetKeptCounts();
      if (fresh.some((r) => r.taxonomy)) {
        this.cards.clear(); // names of categories and platforms are on the cards
        index.loadTaxonomy(await taxonomy(this.db));
      }
      for (let i = 0; i < ids.length; i += PAGE) {
        const { published, gone } = await itemsById(this.db, ids.slice(i, i + PAGE));
        for (const id of gone) index.remove(id);
        for (const doc of published) index.upsert(doc);
      }
      for (const r of fresh) this.applied.set(r.id as string, BigInt(r.xid as string));
      const horizon = BigInt(xmin);
      for (const [id, xid] of this.applied) if (xid < horizon) this.applied.delete(id);
      this.horizon = xmin;
      this.lastRead = Date.now();
      if (index.garbage > GARBAGE_LIMIT && index.size > 10_000) void this.rebuild('too many dead entries');
    } catch (err) {
      if (this.stopped) return;
      this.log.error({ err }, 'search index: reading the change feed failed; rebuilding');
      void this.rebuild('feed error');
    }
  }

  /** Builds a new index from one snapshot while the current one serves, then swaps it in. */
  rebuild(reason: string): Promise<void> {
    if (this.building) return this.building;
    // Whatever the doubt is about may be on the cards too; they are dropped again at the swap.
    this.cards.clear();
    this.building = this.build(reason).finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private async build(reason: string): Promise<void> {
    const started = Date.now();
    const runner = this.db.createQueryRunner();
    try {
      await runner.connect();
      // The first statement of a REPEATABLE READ transaction fixes its snapshot: everything below reads it.
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const [{ xmin }] = (await runner.query('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin')) as [
        { xmin: string },
      ];
      const index = new CatalogueIndex();
      index.loadTaxonomy(await taxonomy(runner.manager));
      // The next page is read while this one is indexed: PostgreSQL and this process work at once.
      let next = publishedPage(runner.manager, null, PAGE);
      for (;;) {
        const page = await next;
        if (this.stopped) return; // nothing in flight: the next page is only asked for below
        const last = page[page.length - 1];
        if (page.length === PAGE && last) next = publishedPage(runner.manager, last.id, PAGE);
        for (const doc of page) index.upsert(doc);
        if (page.length < PAGE) break;
        // Let requests through between pages (the old index serves them).
        await new Promise((r) => setImmediate(r));
      }
      await runner.query('COMMIT');
      index.finishBuild();
      // Swapped in turn with feed reads, so none straddles the swap.
      this.chain = this.chain.then(() => {
        this.index = index;
        this.cards.clear();
        this.horizon = xmin;
        this.applied = new Map();
        this.lastRead = Date.now();
      });
      await this.chain;
      this.buildMs = Date.now() - started;
      this.builds++;
      this.log.info(
        { reason, documents: index.size, ms: this.buildMs, mb: Math.round(index.bytes() / 1e6) },
        'search index built',
      );
    } catch (err) {
      if (!this.stopped) this.log.error({ err, reason }, 'search index: build failed; serving from PostgreSQL');
      await runner.query('ROLLBACK').catch(() => undefined);
    } finally {
      await runner.release();
    }
  }

  /** Doubt check: the published count in PostgreSQL must be the index's once the feed is applied. */
  private async check(): Promise<void> {
    if (!this.index || this.building) return;
    await this.freshen();
    const rows: { n: number; pending: boolean }[] = await this.db.query(
      `SELECT (SELECT count(*)::int FROM media WHERE status = 'PUBLISHED') AS n,
              EXISTS (SELECT 1 FROM search_changes WHERE xid >= $1::xid8) AS pending`,
      [this.horizon],
    );
    const row = rows[0];
    if (row && !row.pending && row.n !== this.index.size) {
      void this.rebuild(`count mismatch: ${row.n} published, ${this.index.size} indexed`);
    }
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const url = (this.db.options as { url?: string }).url;
    if (!url) return;
    const client = new pg.Client({ connectionString: url, application_name: 'framestock-search-feed' });
    client.on('notification', () => void this.freshen().catch(() => undefined));
    client.on('error', (err) => {
      if (this.stopped) return;
      this.log.warn({ err }, 'search index: feed listener lost; reconnecting');
      this.listener = null;
      void client.end().catch(() => undefined);
      setTimeout(() => void this.listen(), 1000).unref();
    });
    try {
      await client.connect();
      await client.query('LISTEN search_changes');
      if (this.stopped) {
        await client.end();
        return;
      }
      this.listener = client;
    } catch (err) {
      if (this.stopped) return;
      this.log.warn({ err }, 'search index: cannot listen for changes; polling only');
      void client.end().catch(() => undefined);
      setTimeout(() => void this.listen(), 5000).unref();
    }
  }
}

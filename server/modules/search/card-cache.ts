/**
 * The cards of recently served pages, in memory: a browse or search page asks
 * PostgreSQL only for the cards it has not served lately. At ten connections
 * the three card statements (row, files, platforms) were most of a request's
 * cost; the index already answers which ids, the total and the facets.
 *
 * Kept exact by the change feed: index-service.ts drops an item's card when
 * the feed names it (the SearchFeedCards migration makes the feed name an
 * item whenever anything its card shows changes: row, files, platforms) and
 * drops them all on a taxonomy change or a rebuild. A card read while its
 * item was being dropped may predate the change, so it is used for that
 * request but not kept (the version check below). The counters the feed
 * ignores (views, downloads, favourites, `updatedAt`) may trail by TTL_MS.
 *
 * The cached rows are shared by concurrent requests, so they are frozen.
 */
import { LRUCache } from 'lru-cache';
import type { Context } from '../../graphql/context.js';
import { type CardRows, type Media, mediaOfCardRows, publishedCardRows } from '../catalog/index.js';

/**
 * Cards kept: the first pages of about a hundred lists. A card (row, category,
 * files, platforms) holds about 10 kB of heap: 5,000 measured 50 MB, so this
 * is about 20 MB at most.
 */
const MAX_CARDS = 2000;
/** How long a card's counters may trail the database. */
export const TTL_MS = 10_000;
/** Dropped ids remembered for reads in flight; past this many, a clear. */
const MAX_DROPPED = 50_000;

export class CardCache {
  private readonly cards = new LRUCache<string, CardRows>({ max: MAX_CARDS, ttl: TTL_MS });
  /** Bumped by every drop and clear. */
  private version = 0;
  private clearedAt = 0;
  /** Item id → the version that dropped it. */
  private readonly dropped = new Map<string, number>();
  /** Database reads of cards in flight. */
  private reading = 0;

  /** The published items among `ids` as cards, in the order given: kept ones from memory, the rest from the database. */
  async load(ctx: Context, ids: readonly string[]): Promise<Media[]> {
    const since = this.version;
    const found = new Map<string, CardRows>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = this.cards.get(id);
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      this.reading++;
      try {
        for (const card of await publishedCardRows(ctx, missing)) {
          found.set(card.row.id, card);
          if (this.unchangedSince(card.row.id, since)) this.cards.set(card.row.id, frozen(card));
        }
      } finally {
        // Only reads in flight consult the dropped ids; a read started later begins past them all.
        if (--this.reading === 0) this.dropped.clear();
      }
    }
    return mediaOfCardRows(
      ctx,
      ids.flatMap((id) => found.get(id) ?? []),
    );
  }

  /** These items changed: their cards are read again. */
  drop(ids: readonly string[]): void {
    if (ids.length === 0) return;
    this.version++;
    for (const id of ids) {
      this.cards.delete(id);
      this.dropped.set(id, this.version);
    }
    if (this.dropped.size > MAX_DROPPED) this.clear();
  }

  /** Anything may have changed (taxonomy names, a rebuild): every card is read again. */
  clear(): void {
    this.version++;
    this.clearedAt = this.version;
    this.dropped.clear();
    this.cards.clear();
  }

  get size(): number {
    return this.cards.size;
  }

  private unchangedSince(id: string, version: number): boolean {
    return this.clearedAt <= version && (this.dropped.get(id) ?? 0) <= version;
  }
}

function frozen(card: CardRows): CardRows {
  Object.freeze(card.row);
  if (card.row.category) Object.freeze(card.row.category);
  for (const file of card.files) Object.freeze(file);
  for (const platform of card.platforms) Object.freeze(platform);
  Object.freeze(card.files);
  Object.freeze(card.platforms);
  return Object.freeze(card);
}

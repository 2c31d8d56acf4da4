/**
 * The public catalogue list (`media`, `Category.media`) and more-like-this
 * (`relatedMedia`), answered from this instance's catalogue index: the page's
 * ids, the total and every facet come from memory, and so do the cards of
 * pages served lately (card-cache.ts).
 *
 * A browse page costs at most 4 statements: reading the change feed (so the
 * answer includes every change committed before the request; shared by the
 * requests that arrive while one runs), and for the cards not in memory their
 * rows, files and platforms. While the index is still being built
 * (the first seconds after a start on a large catalogue) the same queries
 * are answered by the catalogue's SQL (browse.service.ts in catalog).
 */
import { isUuid } from '../../db/ids.js';
import {
  type ConnectionArgs,
  type ConnectionShape,
  decodeCursor,
  encodeCursor,
  pageSize,
} from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { serviceKey } from '../../services.js';
import {
  assembleFacets,
  type BrowseResult,
  browseMedia,
  DEFAULT_RELATED,
  filterConditions,
  MAX_RELATED,
  MAX_TAG_FACETS,
  type Media,
  type MediaBrowseSort,
  type MediaFilter,
  publishedMediaByIds,
  relatedMedia,
} from '../catalog/index.js';
import type { CatalogueIndex, SearchHit, SearchRequest } from './engine/catalogue-index.js';
import type { SearchIndexService } from './index-service.js';

export const SEARCH_INDEX = serviceKey<SearchIndexService>('search.index');

/** The index with every change committed before this call applied; null while it is first built. */
export async function freshIndex(ctx: Context): Promise<CatalogueIndex | null> {
  const service = ctx.app.services.get(SEARCH_INDEX);
  if (!service?.current) return null;
  await service.freshen();
  return service.current;
}

/**
 * The published items among the index's hits, as cards in the hits' order:
 * from this instance's card cache, the ones it lacks from PostgreSQL.
 */
export function cardsOf(ctx: Context, ids: readonly string[]): Promise<Media[]> {
  const service = ctx.app.services.get(SEARCH_INDEX);
  return service ? service.cards.load(ctx, ids) : publishedMediaByIds(ctx, ids);
}

export const BAD_CURSOR = 'after is not a cursor from this list (or from another sort order).';

/** The index's answer for a request, or a typed error for a cursor of another list. */
export function ask(index: CatalogueIndex, req: SearchRequest) {
  const outcome = index.search(req);
  if (!outcome) throw badInput(BAD_CURSOR, 'after');
  return outcome;
}

/** Edges in the index's order, for the items the database still shows (published, present). */
export function edgesOf<E>(
  hits: readonly SearchHit[],
  nodes: readonly Media[],
  make: (hit: SearchHit, node: Media) => E,
) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return hits.flatMap((hit) => {
    const node = byId.get(hit.id);
    return node ? [make(hit, node)] : [];
  });
}

export function pageInfoOf(hits: readonly SearchHit[], hasNextPage: boolean, after: string | null | undefined) {
  const cursors = hits.map((h) => encodeCursor(h.cursor));
  return {
    hasNextPage,
    hasPreviousPage: Boolean(after),
    startCursor: cursors[0] ?? null,
    endCursor: cursors[cursors.length - 1] ?? null,
  };
}

/** One page of published media, as catalog's browseMedia answers it. */
export async function browse(
  ctx: Context,
  filter: MediaFilter | null | undefined,
  sort: MediaBrowseSort,
  args: ConnectionArgs,
  opts: { withFacets: boolean },
): Promise<BrowseResult> {
  const index = await freshIndex(ctx);
  if (!index) return browseMedia(ctx, filter, sort, args, opts);
  filterConditions(filter); // the same typed errors as the SQL path
  const first = await pageSize(ctx, args.first);
  const outcome = ask(index, {
    query: null,
    filter,
    sort,
    first,
    after: args.after ? decodeCursor(args.after, 2) : null,
    withFacets: opts.withFacets,
    correct: false,
    completeLastWord: false,
    maxTagFacets: MAX_TAG_FACETS,
  });
  const nodes = await cardsOf(
    ctx,
    outcome.hits.map((h) => h.id),
  );
  const connection: ConnectionShape<Media> = {
    edges: edgesOf(outcome.hits, nodes, (hit, node) => ({ cursor: encodeCursor(hit.cursor), node })),
    pageInfo: pageInfoOf(outcome.hits, outcome.hasNextPage, args.after),
    totalCount: outcome.total,
  };
  const rows = outcome.facetRows;
  return {
    ...connection,
    get facets() {
      return Promise.resolve(assembleFacets(rows ?? []));
    },
  };
}

/** More like this (the index), or the catalogue's SQL relatives while the index builds. */
export async function related(ctx: Context, id: string, first: number | null | undefined): Promise<Media[]> {
  if (!isUuid(id)) throw badInput('id is not a valid id.', 'id');
  const limit = first ?? DEFAULT_RELATED;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RELATED) {
    throw badInput(`first must be between 1 and ${MAX_RELATED}.`, 'first');
  }
  // No feed read: relatives may trail a change by a moment.
  const index = ctx.app.services.get(SEARCH_INDEX)?.current;
  if (!index) return relatedMedia(ctx, id, limit);
  return cardsOf(ctx, index.related(id, limit));
}

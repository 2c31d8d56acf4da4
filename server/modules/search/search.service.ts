/**
 * Search (`search`) and autocomplete (`searchSuggestions`) over the catalogue
 * index; see engine/ for matching, ranking and facets. A search costs the
 * statements of a browse page (browse.service.ts): feed, rows, files,
 * platforms; its log row is written later in a batch (search-log.ts).
 *
 * While this instance's index is first being built, search answers from
 * PostgreSQL full text instead (title and description, newest first, no typo
 * correction), and autocomplete answers nothing.
 */
import { randomUUID } from 'node:crypto';
import { type ConnectionArgs, decodeCursor, encodeCursor, pageSize } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import {
  assembleFacets,
  browseMedia,
  filterConditions,
  MAX_TAG_FACETS,
  type Media,
  MediaBrowseSort,
  type MediaFilter,
} from '../catalog/index.js';
import { ask, cardsOf, edgesOf, freshIndex, pageInfoOf, SEARCH_INDEX } from './browse.service.js';
import type { SearchOutcome } from './engine/catalogue-index.js';
import { type ParsedQuery, parseQuery } from './engine/query.js';
import { fold } from './engine/text.js';
import { type HighlightTerm, highlight, highlightTerm } from './engine/text-match.js';
import {
  DEFAULT_SUGGESTIONS,
  type EmptySearchHelp,
  MAX_SUGGESTIONS,
  type MediaSearchConnection,
  type MediaSearchEdge,
  MIN_SUGGEST_LENGTH,
  POPULAR_ON_EMPTY,
  SearchSort,
  type SearchSuggestion,
  SearchSuggestionType,
} from './search.types.js';
import { SEARCH_LOG } from './search-log.js';

export interface SearchArgs extends ConnectionArgs {
  query?: string | null;
  filter?: MediaFilter | null;
  sort: SearchSort;
  /** Search the words as typed: no typo correction. */
  exact: boolean;
}

export async function search(
  ctx: Context,
  args: SearchArgs,
  opts: { withFacets: boolean },
): Promise<MediaSearchConnection> {
  const started = performance.now();
  const parsed = parseQuery(args.query ?? '');
  filterConditions(args.filter); // typed errors for bad filters, before any work
  const first = await pageSize(ctx, args.first);
  const index = await freshIndex(ctx);
  const result = index
    ? await fromIndex(ctx, index, parsed, args, first, opts)
    : await fromDatabase(ctx, parsed, args, first, opts);
  ctx.app.services.get(SEARCH_LOG)?.record({
    id: result.searchId,
    query: parsed.normalized,
    correctedQuery: result.correctedQuery,
    filters: { ...(args.filter ?? {}) },
    sort: args.sort,
    resultCount: await result.totalCount,
    latencyMs: Math.round((performance.now() - started) * 10) / 10,
    userId: ctx.auth.userId ?? null,
  });
  return result;
}

async function fromIndex(
  ctx: Context,
  index: NonNullable<Awaited<ReturnType<typeof freshIndex>>>,
  parsed: ParsedQuery,
  args: SearchArgs,
  first: number,
  opts: { withFacets: boolean },
): Promise<MediaSearchConnection> {
  const outcome: SearchOutcome = ask(index, {
    query: parsed.terms.length ? parsed : null,
    filter: args.filter,
    sort: args.sort,
    first,
    after: args.after ? decodeCursor(args.after, 2) : null,
    withFacets: opts.withFacets,
    correct: !args.exact,
    completeLastWord: true,
    maxTagFacets: MAX_TAG_FACETS,
  });
  // Nothing found: popular items of the kinds asked for, loaded with the (empty) page.
  const popular =
    outcome.total === 0
      ? (index.search({
          query: null,
          filter: args.filter?.kinds?.length ? { kinds: args.filter.kinds } : null,
          sort: 'POPULAR',
          first: POPULAR_ON_EMPTY,
          after: null,
          withFacets: false,
          correct: false,
          completeLastWord: false,
          maxTagFacets: 0,
        })?.hits ?? [])
      : [];
  const nodes = await cardsOf(
    ctx,
    [...outcome.hits, ...popular].map((h) => h.id),
  );
  const terms = outcome.terms.map(highlightTerm);
  const rows = outcome.facetRows;
  const emptyHelp: EmptySearchHelp | null =
    outcome.total === 0
      ? {
          relaxations: outcome.relaxations
            .map((r) => ({ dimension: r.dim, totalCount: r.total }))
            .sort((a, b) => b.totalCount - a.totalCount),
          popular: edgesOf(popular, nodes, (_hit, node) => node),
        }
      : null;
  return {
    edges: edgesOf(outcome.hits, nodes, (hit, node) => edge(encodeCursor(hit.cursor), node, terms)),
    pageInfo: pageInfoOf(outcome.hits, outcome.hasNextPage, args.after),
    totalCount: outcome.total,
    get facets() {
      return Promise.resolve(assembleFacets(rows ?? []));
    },
    searchId: randomUUID(),
    query: parsed.normalized,
    correctedQuery: outcome.correctedQuery,
    emptyHelp,
  };
}

/** While the index builds: PostgreSQL full text over title and description, newest first. */
async function fromDatabase(
  ctx: Context,
  parsed: ParsedQuery,
  args: SearchArgs,
  first: number,
  opts: { withFacets: boolean },
): Promise<MediaSearchConnection> {
  const sort = args.sort === SearchSort.RELEVANCE ? MediaBrowseSort.NEWEST : (args.sort as unknown as MediaBrowseSort);
  const words = parsed.terms.map((t) => t.word).join(' ');
  const page = await browseMedia(
    ctx,
    args.filter,
    sort,
    { first, after: args.after },
    { withFacets: opts.withFacets, text: words || undefined },
  );
  const terms: HighlightTerm[] = parsed.terms.map((t) => ({ stems: new Set([t.stem]), prefix: null }));
  return {
    edges: page.edges.map((e) => edge(e.cursor, e.node, terms)),
    pageInfo: page.pageInfo,
    totalCount: page.totalCount,
    get facets() {
      return page.facets;
    },
    searchId: randomUUID(),
    query: parsed.normalized,
    correctedQuery: null,
    emptyHelp: null,
  };
}

function edge(cursor: string, node: Media, terms: readonly HighlightTerm[]): MediaSearchEdge {
  return { cursor, node, titleHighlight: highlight(node.title, terms) };
}

/**
 * Autocomplete for what is being typed (from MIN_SUGGEST_LENGTH letters):
 * categories, platforms and tags, then titles. From memory only, with no
 * statement: suggestions may trail a change by the moment the feed takes.
 */
export function suggest(ctx: Context, query: string, first: number | null | undefined): SearchSuggestion[] {
  const limit = first ?? DEFAULT_SUGGESTIONS;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS) {
    throw badInput(`first must be between 1 and ${MAX_SUGGESTIONS}.`, 'first');
  }
  const parsed = parseQuery(query, { typing: true });
  if (fold(query).replace(/[^\p{L}\p{N}]/gu, '').length < MIN_SUGGEST_LENGTH) return [];
  const index = ctx.app.services.get(SEARCH_INDEX)?.current;
  if (!index || parsed.terms.length === 0) return [];
  const found = index.suggest(parsed, limit);
  const terms: HighlightTerm[] = found.terms.map((t) => ({
    stems: new Set([t.stem]),
    prefix: t.prefix ? t.word : null,
  }));
  return found.items.map((s) => ({
    type: SearchSuggestionType[s.type],
    text: s.text,
    id: s.id,
    kind: s.kind as SearchSuggestion['kind'],
    highlight: highlight(s.text, terms),
  }));
}

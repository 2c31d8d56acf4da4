/**
 * The results of a catalogue list screen, from `media` (browsing) or
 * `search` (when there are search words, or on the search page), in one
 * shape: items, total, facets, paging — plus, when searching, the title
 * highlights, the correction and the zero-result help.
 *
 * Read without Apollo Client (lib/useFetchQuery.ts): these lists are where
 * visitors land from search engines and shared links, on a phone as often as
 * not, and Apollo's first query costs such a phone about a second of blocked
 * main thread (client/js-budget.mjs has the measurement). Answers are keyed
 * by variables: while the user types, an answer for words no longer in the
 * URL is never shown (the newest request wins).
 */
import { useCallback, useMemo } from 'react';
import {
  BrowseMediaDocument,
  type BrowseMediaQuery,
  type MediaCardFieldsFragment,
  type MediaFilter,
  SearchMediaDocument,
  type SearchMediaQuery,
} from '../../graphql/generated/graphql';
import { useFetchQuery } from '../../lib/useFetchQuery';
import type { TitleSegments } from './MediaCard';
import type { BrowseParams } from './useBrowseParams';

export const PAGE_SIZE = 24;

export type Facets = BrowseMediaQuery['media']['facets'];
export type EmptyHelp = NonNullable<SearchMediaQuery['search']['emptyHelp']>;

export interface CatalogueResults {
  /** The latest answer has arrived (else: loading, or an error with nothing to show). */
  ready: boolean;
  items: MediaCardFieldsFragment[];
  total: number | undefined;
  /** The facets of the latest answer, or of the previous one while a new filter loads. */
  facets: Facets | undefined;
  hasNextPage: boolean;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  fetchMore: () => Promise<unknown>;
  /** Search only. */
  search?: {
    searchId: string;
    highlights: ReadonlyMap<string, TitleSegments>;
    correctedQuery: string | null;
    emptyHelp: EmptyHelp | null;
  };
}

export function useCatalogueResults(
  browse: BrowseParams,
  filter: MediaFilter,
  opts: { searching: boolean; skip: boolean },
): CatalogueResults {
  const variables = { filter, sort: browse.sort, first: PAGE_SIZE };
  const searchVariables = { ...variables, query: browse.query, exact: browse.exact };
  // fetchMore shows its own progress on the button; the grid stays as it is meanwhile.
  const browsing = useFetchQuery(BrowseMediaDocument, {
    variables: { ...variables, sort: browse.sort === 'RELEVANCE' ? 'NEWEST' : browse.sort },
    skip: opts.skip || opts.searching,
  });
  const searching = useFetchQuery(SearchMediaDocument, {
    variables: searchVariables,
    skip: opts.skip || !opts.searching,
  });

  const searchData = searching.data?.search;
  const browseData = browsing.data?.media;
  const connection = opts.searching ? searchData : browseData;
  const shownFacets = opts.searching
    ? (searching.data ?? searching.previousData)?.search.facets
    : (browsing.data ?? browsing.previousData)?.media.facets;
  const items = useMemo(
    () => (opts.searching ? searchData?.edges : browseData?.edges)?.map((e) => e.node) ?? [],
    [opts.searching, searchData, browseData],
  );
  const highlights = useMemo(
    () => new Map(searchData?.edges.map((e) => [e.node.id, e.titleHighlight]) ?? []),
    [searchData],
  );

  const endCursor = connection?.pageInfo.endCursor;
  const fetchMore = useCallback(async () => {
    if (opts.searching) {
      await searching.fetchMore({ after: endCursor }, (prev, more) => ({
        search: { ...more.search, edges: [...prev.search.edges, ...more.search.edges] },
      }));
    } else {
      await browsing.fetchMore({ after: endCursor }, (prev, more) => ({
        media: { ...more.media, edges: [...prev.media.edges, ...more.media.edges] },
      }));
    }
  }, [opts.searching, searching, browsing, endCursor]);

  const active = opts.searching ? searching : browsing;
  return {
    ready: Boolean(connection),
    items,
    total: connection?.totalCount,
    facets: shownFacets,
    hasNextPage: Boolean(connection?.pageInfo.hasNextPage),
    loading: active.loading,
    error: active.error,
    refetch: active.refetch,
    fetchMore,
    search:
      opts.searching && searchData
        ? {
            searchId: searchData.searchId,
            highlights,
            correctedQuery: searchData.correctedQuery ?? null,
            emptyHelp: searchData.emptyHelp ?? null,
          }
        : undefined,
  };
}

/** The GraphQL face of search: results with highlights and corrections, suggestions, clicks, analytics. */
import { IsUUID, Max, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo, SQL_COST } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { Media, MediaFacets, MediaKind } from '../catalog/index.js';
import { MAX_QUERY_LENGTH } from './engine/query.js';

export const MAX_SUGGESTIONS = 10;
export const DEFAULT_SUGGESTIONS = 8;
/** Autocomplete starts at this many typed letters. */
export const MIN_SUGGEST_LENGTH = 2;
/** Popular items offered when a search finds nothing. */
export const POPULAR_ON_EMPTY = 8;
export const MAX_ANALYTICS_QUERIES = 100;

export enum SearchSort {
  RELEVANCE = 'RELEVANCE',
  NEWEST = 'NEWEST',
  POPULAR = 'POPULAR',
  TITLE = 'TITLE',
}
registerEnumType(SearchSort, {
  name: 'SearchSort',
  description: 'Order of search results.',
  valuesConfig: {
    RELEVANCE: {
      description:
        'Best match first: text relevance (title and tags weigh most) blended with 30-day downloads and freshness. Without query words, as NEWEST.',
    },
    NEWEST: { description: 'Most recently published first.' },
    POPULAR: { description: 'Most downloaded in the last 30 days first.' },
    TITLE: { description: 'By title, A–Z.' },
  },
});

@ObjectType({ description: 'A piece of a title: plain, or a word the query matched (to show highlighted).' })
export class HighlightSegment {
  @Field({ description: 'The text, as it is in the title.' })
  text: string;

  @Field({ description: 'True when a query word matched it.' })
  match: boolean;
}

@ObjectType({ description: 'One search result with its cursor and highlighted title.' })
export class MediaSearchEdge {
  @Field({ description: 'Opaque position of this item; pass as `after` to continue from it.' })
  cursor: string;

  @Field(() => Media, { description: 'The media item.' })
  node: Media;

  @Field(() => [HighlightSegment], {
    description: 'The title in pieces, the words the query matched marked: render `match` pieces highlighted.',
  })
  titleHighlight: HighlightSegment[];
}

@ObjectType({ description: 'Dropping one filter of a search that found nothing, and what that would find.' })
export class FilterRelaxation {
  @Field({
    description:
      'The MediaFilter dimension to drop, named like the facets: kinds, assetTypes, categories, platforms, tags, access, orientations, resolutions, durations, frameRates, bpm, genres, moods, loop, soundEffect.',
  })
  dimension: string;

  @Field(() => Int, { description: 'How many results the search has without that filter.' })
  totalCount: number;
}

@ObjectType({ description: 'Ways on when a search found nothing: never a dead end.' })
export class EmptySearchHelp {
  @Field(() => [FilterRelaxation], { description: 'Filters to drop, the one that finds the most first.' })
  relaxations: FilterRelaxation[];

  @Field(() => [Media], {
    description: `Popular items (of the kinds asked for, when given), at most ${POPULAR_ON_EMPTY}.`,
  })
  popular: Media[];
}

@ObjectType({ description: 'A page of search results, with the size, facets and corrections of the whole result.' })
export class MediaSearchConnection {
  @Field(() => [MediaSearchEdge], { description: 'The items of this page, in order.' })
  edges: MediaSearchEdge[];

  @Field(() => PageInfo, { description: 'Cursors and whether more pages exist.', complexity: 1 })
  pageInfo: PageInfo;

  // Priced as the PostgreSQL fallback runs them (while the index builds): the limit holds for the worst case.
  @Field(() => Int, { description: 'Number of media in the whole result (all pages).', complexity: SQL_COST.count })
  totalCount: number | Promise<number>;

  @Field(() => MediaFacets, {
    description: 'Counts per filter value over the whole result, each dimension with the other filters applied.',
    complexity: SQL_COST.aggregate,
  })
  facets: MediaFacets | Promise<MediaFacets>;

  @Field(() => ID, { description: 'This search in the analytics log: send it back with recordSearchClick.' })
  searchId: string;

  @Field({
    description: `The query as searched: folded to lower case without accents, spaces collapsed, cut to ${MAX_QUERY_LENGTH} characters.`,
  })
  query: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Set when words matched nothing and the results are for a corrected query instead ("Showing results for …"). Search again with `exact: true` for the query as typed.',
  })
  correctedQuery: string | null;

  @Field(() => EmptySearchHelp, { nullable: true, description: 'Only when nothing was found: ways on.' })
  emptyHelp: EmptySearchHelp | null | Promise<EmptySearchHelp | null>;
}

export enum SearchSuggestionType {
  TITLE = 'TITLE',
  CATEGORY = 'CATEGORY',
  PLATFORM = 'PLATFORM',
  TAG = 'TAG',
}
registerEnumType(SearchSuggestionType, {
  name: 'SearchSuggestionType',
  description: 'What an autocomplete suggestion names.',
  valuesConfig: {
    TITLE: { description: 'A title of matching items: search for it.' },
    CATEGORY: { description: 'A category: browse it (filter categoryId = id).' },
    PLATFORM: { description: 'A platform: filter platformIds = [id].' },
    TAG: { description: 'A tag: filter tagIds = [id].' },
  },
});

@ObjectType({ description: 'One autocomplete suggestion.' })
export class SearchSuggestion {
  @Field(() => SearchSuggestionType, { description: 'What it names.' })
  type: SearchSuggestionType;

  @Field({ description: 'The text to show (and for TITLE, to search for).' })
  text: string;

  @Field(() => ID, { description: 'The category, platform or tag id; for TITLE, the most popular item with it.' })
  id: string;

  @Field(() => MediaKind, { nullable: true, description: 'Kind of the category, or of the TITLE item.' })
  kind: MediaKind | null;

  @Field(() => [HighlightSegment], { description: 'The text in pieces, the typed words marked.' })
  highlight: HighlightSegment[];
}

@InputType({ description: 'A click on a search result.' })
export class RecordSearchClickInput {
  @Field(() => ID, { description: 'MediaSearchConnection.searchId of the results clicked.' })
  @IsUUID()
  searchId: string;

  @Field(() => ID, { description: 'The item clicked.' })
  @IsUUID()
  mediaId: string;

  @Field(() => Int, { description: 'Its position in the results as shown, from 1 (the first result).' })
  @Min(1)
  @Max(100_000)
  position: number;
}

export enum RecordSearchClickErrorCode {
  UNKNOWN_MEDIA = 'UNKNOWN_MEDIA',
}
export const RecordSearchClickError = payloadError('RecordSearchClick', RecordSearchClickErrorCode, {
  UNKNOWN_MEDIA: 'No published item has that id.',
});

@ObjectType({ description: 'Result of recordSearchClick.' })
export class RecordSearchClickPayload {
  @Field({ description: 'True when the click was recorded.' })
  recorded: boolean;

  @Field(() => [RecordSearchClickError], { description: 'Why it was not; empty on success.' })
  errors: InstanceType<typeof RecordSearchClickError>[];
}

@ObjectType({ description: 'How one normalised query did over a period.' })
export class SearchQueryStat {
  @Field({ description: 'The query (normalised: lower case, no accents).' })
  query: string;

  @Field(() => Int, { description: 'Times searched.' })
  searches: number;

  @Field(() => Int, { description: 'Clicks on its results.' })
  clicks: number;

  @Field(() => Float, { description: 'Searches with at least one click / searches, 0–1.' })
  clickThroughRate: number;

  @Field(() => Float, { description: 'Average result count.' })
  averageResults: number;
}

@ObjectType({ description: 'Search analytics over a period.' })
export class SearchAnalytics {
  @Field(() => Int, { description: 'Searches with query words (browsing with filters only is not counted).' })
  searches: number;

  @Field(() => Int, { description: 'Searches that found nothing.' })
  zeroResultSearches: number;

  @Field(() => Int, { description: 'Clicks on results.' })
  clicks: number;

  @Field(() => Float, { description: 'Searches with at least one click / searches, 0–1.' })
  clickThroughRate: number;

  @Field(() => Float, { description: 'Average position clicked (1 = first); 0 without clicks.' })
  averageClickPosition: number;

  @Field(() => [SearchQueryStat], { description: 'The most searched queries, most first.' })
  topQueries: SearchQueryStat[];

  @Field(() => [SearchQueryStat], { description: 'The most searched queries that found nothing, most first.' })
  zeroResultQueries: SearchQueryStat[];
}

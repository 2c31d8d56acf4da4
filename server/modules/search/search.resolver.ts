/** `search`, `searchSuggestions`, `recordSearchClick` and the admins' `searchAnalytics`. */
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { MediaFilter } from '../catalog/index.js';
import { MAX_QUERY_LENGTH } from './engine/query.js';
import { search, suggest } from './search.service.js';
import {
  DEFAULT_SUGGESTIONS,
  MAX_ANALYTICS_QUERIES,
  MAX_SUGGESTIONS,
  MediaSearchConnection,
  MIN_SUGGEST_LENGTH,
  RecordSearchClickInput,
  RecordSearchClickPayload,
  SearchAnalytics,
  SearchSort,
  SearchSuggestion,
} from './search.types.js';
import { recordSearchClick, searchAnalytics } from './search-analytics.service.js';
import { selects } from './selection.js';

const QUERY_RULE = `Any text: words are ANDed, "quoted words" are a phrase, a word ending in * is a prefix; punctuation is ignored. Cut to ${MAX_QUERY_LENGTH} characters. Empty (or only stop words like "the") lists everything, as browsing does.`;

@Resolver()
export class SearchResolver {
  @Query(() => MediaSearchConnection, {
    description:
      'Full-text search of the published catalogue (titles, tags, categories, platforms, descriptions; English stems, accents ignored, typos corrected), with the facets of the whole result, highlighted titles and — when nothing is found — ways on. The last word also matches as the start of a word when it matches nothing whole.',
  })
  search(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Args() args: ConnectionArgs,
    @Arg('query', () => String, { nullable: true, description: QUERY_RULE }) query?: string | null,
    @Arg('filter', () => MediaFilter, { nullable: true, description: 'Conditions; all must hold.' })
    filter?: MediaFilter | null,
    @Arg('sort', () => SearchSort, { defaultValue: SearchSort.RELEVANCE, description: 'Order; default RELEVANCE.' })
    sort: SearchSort = SearchSort.RELEVANCE,
    @Arg('exact', () => Boolean, {
      defaultValue: false,
      description: 'Search the words as typed: no typo correction ("search instead for …").',
    })
    exact = false,
  ): Promise<MediaSearchConnection> {
    return search(ctx, { ...args, query, filter, sort, exact }, { withFacets: selects(info, 'facets') });
  }

  @Query(() => [SearchSuggestion], {
    description: `Autocomplete for a search box, from ${MIN_SUGGEST_LENGTH} letters: categories, platforms and tags whose names hold the words typed (the last as a prefix), then titles of matching items, most downloaded first.`,
  })
  searchSuggestions(
    @Ctx() ctx: Context,
    @Arg('query', { description: `What has been typed so far (cut to ${MAX_QUERY_LENGTH} characters).` })
    query: string,
    @Arg('first', () => Int, {
      nullable: true,
      description: `How many, 1–${MAX_SUGGESTIONS}; default ${DEFAULT_SUGGESTIONS}.`,
    })
    first?: number | null,
  ): SearchSuggestion[] {
    return suggest(ctx, query, first);
  }

  @Mutation(() => RecordSearchClickPayload, {
    description: 'Record that a search result was opened, with its position (search analytics). Open to everyone.',
  })
  recordSearchClick(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The search, the item and its position.' }) input: RecordSearchClickInput,
  ): Promise<RecordSearchClickPayload> {
    return recordSearchClick(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Query(() => SearchAnalytics, {
    description: 'Search statistics over a period: volume, zero-result searches, click-through, top queries.',
  })
  searchAnalytics(
    @Ctx() ctx: Context,
    @Arg('from', () => Date, { description: 'Start of the period (inclusive).' }) from: Date,
    @Arg('to', () => Date, { description: 'End of the period (exclusive); at most 366 days after `from`.' }) to: Date,
    @Arg('first', () => Int, {
      defaultValue: 20,
      description: `How many queries each list holds, 1–${MAX_ANALYTICS_QUERIES}; default 20.`,
    })
    first: number,
  ): Promise<SearchAnalytics> {
    return searchAnalytics(ctx, from, to, first);
  }
}

/**
 * The public catalogue queries: `media`, `Category.media` and `relatedMedia`
 * (published media only), answered from the search index (browse.service.ts).
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Extensions, FieldResolver, ID, Info, Int, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { listCost, SQL_PER_PARENT } from '../../graphql/limits.js';
import {
  Category,
  DEFAULT_RELATED,
  MAX_RELATED,
  Media,
  MediaBrowseConnection,
  MediaBrowseSort,
  MediaFilter,
} from '../catalog/index.js';
import * as browse from './browse.service.js';
import { selects } from './selection.js';

const SORT_DESCRIPTION = 'Order; default NEWEST.';

@Resolver()
export class BrowseResolver {
  @Query(() => MediaBrowseConnection, {
    description:
      'The public catalogue: PUBLISHED media only, filtered, sorted, paged by cursor, with the total and facet counts of the whole result. Items published while a client pages never duplicate or skip items of the NEWEST and TITLE orders.',
  })
  media(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Args() args: ConnectionArgs,
    @Arg('filter', () => MediaFilter, { nullable: true, description: 'Conditions; all must hold.' })
    filter?: MediaFilter | null,
    @Arg('sort', () => MediaBrowseSort, { defaultValue: MediaBrowseSort.NEWEST, description: SORT_DESCRIPTION })
    sort: MediaBrowseSort = MediaBrowseSort.NEWEST,
  ): Promise<MediaBrowseConnection> {
    return browse.browse(ctx, filter, sort, args, { withFacets: selects(info, 'facets') });
  }

  @Query(() => [Media], {
    description: `More like this: published media of the same kind most like a published item (same or sibling category, shared tags, platforms and title words; for audio also genre, mood and tempo), best match first; empty when the item is not published. \`first\`: 1–${MAX_RELATED}, default ${DEFAULT_RELATED}.`,
    complexity: listCost((args) => Math.min(Number(args.first ?? DEFAULT_RELATED), MAX_RELATED)),
  })
  relatedMedia(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The item to find relatives of.' }) id: string,
    @Arg('first', () => Int, {
      nullable: true,
      description: `How many, 1–${MAX_RELATED}; default ${DEFAULT_RELATED}.`,
    })
    first?: number | null,
  ): Promise<Media[]> {
    return browse.related(ctx, id, first);
  }
}

@Resolver(() => Category)
export class CategoryMediaResolver {
  @FieldResolver(() => MediaBrowseConnection, {
    description:
      'Published media in this category or any of its subcategories, like `media(filter: { categoryId })`. For one category at a time (`category(id | slug) { media }`): it runs its own statements, so it is refused under a list of categories or items.',
  })
  @Extensions({ [SQL_PER_PARENT]: true })
  media(
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
    @Root() category: Category,
    @Args() args: ConnectionArgs,
    @Arg('filter', () => MediaFilter, {
      nullable: true,
      description: 'Further conditions; `categoryId` must be left out (the category sets it).',
    })
    filter?: MediaFilter | null,
    @Arg('sort', () => MediaBrowseSort, { defaultValue: MediaBrowseSort.NEWEST, description: SORT_DESCRIPTION })
    sort: MediaBrowseSort = MediaBrowseSort.NEWEST,
  ): Promise<MediaBrowseConnection> {
    if (filter?.categoryId != null) {
      throw badInput('filter.categoryId cannot be given here: the category sets it.', 'filter.categoryId');
    }
    return browse.browse(ctx, { ...filter, categoryId: category.id }, sort, args, {
      withFacets: selects(info, 'facets'),
    });
  }
}

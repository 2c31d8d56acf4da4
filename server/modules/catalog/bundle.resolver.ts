import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { listCost } from '../../graphql/limits.js';
import { MAX_BUNDLE_ITEMS } from './bundle.entity.js';
import * as bundles from './bundle.service.js';
import {
  Bundle,
  BundleConnection,
  CreateBundleInput,
  CreateBundlePayload,
  DeleteBundleInput,
  DeleteBundlePayload,
  MAX_BUNDLE_SEARCH_LENGTH,
  UpdateBundleInput,
  UpdateBundlePayload,
} from './bundle.types.js';
import { toMedia } from './media.service.js';
import { Media } from './media.types.js';
import { publicFileUrl } from './media-files.js';

/**
 * Cost of `items` for the complexity limit. Lists run up to MAX_BUNDLE_ITEMS,
 * but most bundles are far smaller and the whole page's items come from one
 * statement: counting a quarter of the maximum keeps a page of 20 bundles
 * with their items affordable while a page of 100 with deep items is refused.
 */
const ESTIMATED_ITEMS = MAX_BUNDLE_ITEMS / 4;

@Resolver(() => Bundle)
export class BundleFieldResolver {
  @FieldResolver(() => [Media], {
    description:
      'The media in the bundle, in order. Outside the admin area only PUBLISHED media; admins see every item. `first` keeps the first few (with `itemCount` for the rest).',
    complexity: listCost((args) =>
      args.first == null ? ESTIMATED_ITEMS : Math.min(Number(args.first), ESTIMATED_ITEMS),
    ),
  })
  async items(
    @Ctx() ctx: Context,
    @Root() bundle: Bundle,
    @Arg('first', () => Int, {
      nullable: true,
      description: `Only the first this many items, 1–${MAX_BUNDLE_ITEMS}; omit for all of them.`,
    })
    first?: number | null,
  ): Promise<Media[]> {
    return (await bundles.listedItems(ctx, bundle, first)).map(toMedia);
  }

  @FieldResolver(() => Int, {
    description: 'How many items `items` lists (published ones only outside the admin area).',
  })
  async itemCount(@Ctx() ctx: Context, @Root() bundle: Bundle): Promise<number> {
    return (await bundles.visibleItems(ctx, bundle)).length;
  }

  @FieldResolver(() => Media, {
    nullable: true,
    description:
      'The item whose thumbnail represents the bundle: the chosen one, else the first item (outside the admin area: the first published one). Null when there is none.',
  })
  async cover(@Ctx() ctx: Context, @Root() bundle: Bundle): Promise<Media | null> {
    const row = await bundles.coverOf(ctx, bundle);
    return row ? toMedia(row) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'URL of the cover’s thumbnail (WebP); null when there is no cover or it is not processed yet.',
  })
  async coverUrl(@Ctx() ctx: Context, @Root() bundle: Bundle): Promise<string | null> {
    const row = await bundles.coverOf(ctx, bundle);
    return row ? publicFileUrl(ctx, row.id, 'THUMBNAIL') : null;
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => ID, {
    nullable: true,
    description: 'The item chosen as cover; null when the cover is simply the first item (for the edit form).',
  })
  coverMediaId(@Root() bundle: Bundle): string | null {
    return bundle.coverMediaId;
  }
}

@Resolver()
export class BundleResolver {
  @Query(() => BundleConnection, {
    description: 'Published bundles, newest first.',
  })
  bundles(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('featured', () => Boolean, {
      nullable: true,
      description: 'true: only featured bundles; false: only the others; omit for all.',
    })
    featured?: boolean | null,
  ) {
    return bundles.listPublishedBundles(ctx, args, featured);
  }

  @Query(() => Bundle, {
    nullable: true,
    description: 'One published bundle, by id or by slug; null when there is none (or it is not published).',
  })
  bundle(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { nullable: true, description: 'The id; takes precedence over slug.' }) id?: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'The slug.' }) slug?: string | null,
  ): Promise<Bundle | null> {
    return bundles.findPublishedBundle(ctx, { id, slug });
  }

  @Auth(Role.ADMIN)
  @Query(() => BundleConnection, {
    description: 'Every bundle, published or not, newest first (the admin table).',
  })
  adminBundles(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('search', () => String, {
      nullable: true,
      description: `Only bundles whose title or slug contains this text (case-insensitive; at most ${MAX_BUNDLE_SEARCH_LENGTH} characters).`,
    })
    search?: string | null,
  ) {
    return bundles.listAdminBundles(ctx, args, search);
  }

  @Auth(Role.ADMIN)
  @Query(() => Bundle, { nullable: true, description: 'Any bundle by id, published or not; null when none.' })
  adminBundle(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The id.' }) id: string,
  ): Promise<Bundle | null> {
    return bundles.findAnyBundle(ctx, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => CreateBundlePayload, { description: 'Creates a bundle from existing media.' })
  createBundle(@Ctx() ctx: Context, @Arg('input', { description: 'The new bundle.' }) input: CreateBundleInput) {
    return bundles.createBundle(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateBundlePayload, {
    description: 'Edits a bundle: its details, its ordered items, its cover, publishing and featuring.',
  })
  updateBundle(@Ctx() ctx: Context, @Arg('input', { description: 'What to change.' }) input: UpdateBundleInput) {
    return bundles.updateBundle(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeleteBundlePayload, { description: 'Deletes a bundle; its media stay in the catalogue.' })
  deleteBundle(@Ctx() ctx: Context, @Arg('input', { description: 'Which bundle.' }) input: DeleteBundleInput) {
    return bundles.deleteBundle(ctx, input);
  }
}

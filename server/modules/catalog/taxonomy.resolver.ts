import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import * as taxonomy from './taxonomy.service.js';
import {
  Category,
  CreateCategoryInput,
  CreateCategoryPayload,
  CreatePlatformInput,
  CreatePlatformPayload,
  CreateTagInput,
  CreateTagPayload,
  DeleteCategoryInput,
  DeleteCategoryPayload,
  DeletePlatformInput,
  DeletePlatformPayload,
  DeleteTagInput,
  DeleteTagPayload,
  MediaKind,
  Platform,
  TagConnection,
  UpdateCategoryInput,
  UpdateCategoryPayload,
  UpdatePlatformInput,
  UpdatePlatformPayload,
  UpdateTagInput,
  UpdateTagPayload,
} from './taxonomy.types.js';

@Resolver(() => Category)
export class CategoryResolver {
  @FieldResolver(() => Category, { nullable: true, description: 'The enclosing category; null at the top level.' })
  async parent(@Ctx() ctx: Context, @Root() category: Category): Promise<Category | null> {
    if (!category.parentId) return null;
    const row = await taxonomy.categoryById(ctx).load(category.parentId);
    return row ? taxonomy.toCategory(row) : null;
  }

  @FieldResolver(() => [Category], { description: 'Subcategories, in order (position, then name).' })
  async children(@Ctx() ctx: Context, @Root() category: Category): Promise<Category[]> {
    const rows = (await taxonomy.categoryChildren(ctx).load(category.id)) ?? [];
    return rows.map(taxonomy.toCategory);
  }
}

@Resolver()
export class TaxonomyResolver {
  @Query(() => [Platform], { description: 'Every platform, in display order.' })
  platforms(@Ctx() ctx: Context): Promise<Platform[]> {
    return taxonomy.listPlatforms(ctx);
  }

  @Query(() => [Category], {
    description:
      'The top-level categories of a kind, in order; walk `children` for the tree (the whole tree costs one statement).',
  })
  categories(
    @Ctx() ctx: Context,
    @Arg('kind', () => MediaKind, { description: 'Whose tree.' }) kind: MediaKind,
  ): Promise<Category[]> {
    return taxonomy.categoryTree(ctx, kind);
  }

  @Query(() => Category, {
    nullable: true,
    description: 'One category, by id or by slug and kind; null when there is none.',
  })
  category(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { nullable: true, description: 'The category id; takes precedence over slug and kind.' })
    id?: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'The slug (with `kind`).' }) slug?: string | null,
    @Arg('kind', () => MediaKind, { nullable: true, description: 'The kind (with `slug`).' }) kind?: MediaKind | null,
  ): Promise<Category | null> {
    return taxonomy.findCategory(ctx, { id, slug, kind });
  }

  @Query(() => TagConnection, { description: 'Tags in slug order, numbers by value ("70-bpm" before "140-bpm").' })
  tags(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Only tags whose name or slug contains this text (case-insensitive; at most 80 characters).',
    })
    search?: string | null,
  ) {
    return taxonomy.listTags(ctx, search, args);
  }

  @Mutation(() => CreateCategoryPayload, { description: 'Create a category.' })
  @Auth(Role.ADMIN)
  createCategory(@Ctx() ctx: Context, @Arg('input', { description: 'The new category.' }) input: CreateCategoryInput) {
    return taxonomy.createCategory(ctx, input);
  }

  @Mutation(() => UpdateCategoryPayload, { description: 'Rename, re-slug, describe, reorder or move a category.' })
  @Auth(Role.ADMIN)
  updateCategory(@Ctx() ctx: Context, @Arg('input', { description: 'The changes.' }) input: UpdateCategoryInput) {
    return taxonomy.updateCategory(ctx, input);
  }

  @Mutation(() => DeleteCategoryPayload, { description: 'Delete a category that has no subcategories.' })
  @Auth(Role.ADMIN)
  deleteCategory(@Ctx() ctx: Context, @Arg('input', { description: 'Which category.' }) input: DeleteCategoryInput) {
    return taxonomy.deleteCategory(ctx, input);
  }

  @Mutation(() => CreateTagPayload, { description: 'Create a tag.' })
  @Auth(Role.ADMIN)
  createTag(@Ctx() ctx: Context, @Arg('input', { description: 'The new tag.' }) input: CreateTagInput) {
    return taxonomy.createTag(ctx, input);
  }

  @Mutation(() => UpdateTagPayload, { description: 'Rename or re-slug a tag.' })
  @Auth(Role.ADMIN)
  updateTag(@Ctx() ctx: Context, @Arg('input', { description: 'The changes.' }) input: UpdateTagInput) {
    return taxonomy.updateTag(ctx, input);
  }

  @Mutation(() => DeleteTagPayload, { description: 'Delete a tag.' })
  @Auth(Role.ADMIN)
  deleteTag(@Ctx() ctx: Context, @Arg('input', { description: 'Which tag.' }) input: DeleteTagInput) {
    return taxonomy.deleteTag(ctx, input);
  }

  @Mutation(() => CreatePlatformPayload, { description: 'Create a platform.' })
  @Auth(Role.ADMIN)
  createPlatform(@Ctx() ctx: Context, @Arg('input', { description: 'The new platform.' }) input: CreatePlatformInput) {
    return taxonomy.createPlatform(ctx, input);
  }

  @Mutation(() => UpdatePlatformPayload, { description: 'Rename, re-slug, re-icon or reorder a platform.' })
  @Auth(Role.ADMIN)
  updatePlatform(@Ctx() ctx: Context, @Arg('input', { description: 'The changes.' }) input: UpdatePlatformInput) {
    return taxonomy.updatePlatform(ctx, input);
  }

  @Mutation(() => DeletePlatformPayload, { description: 'Delete a platform.' })
  @Auth(Role.ADMIN)
  deletePlatform(@Ctx() ctx: Context, @Arg('input', { description: 'Which platform.' }) input: DeletePlatformInput) {
    return taxonomy.deletePlatform(ctx, input);
  }
}

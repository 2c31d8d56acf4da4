/**
 * Categories, tags and platforms: public reads and the admin mutations that
 * change them. Every change is audited in the same transaction.
 */

import { type EntityManager, In } from 'typeorm';
import { isUniqueViolation } from '../../db/errors.js';
import { isUuid } from '../../db/ids.js';
import { type ConnectionArgs, type ConnectionShape, pageSize, paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { byKeys, defineLoader } from '../../graphql/loaders.js';
import { type PayloadErrorOf, userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { CategoryEntity, MAX_NAME_LENGTH, MAX_SLUG_LENGTH, PlatformEntity, TagEntity } from './taxonomy.entity.js';
import {
  type Category,
  CreateCategoryErrorCode,
  type CreateCategoryInput,
  type CreateCategoryPayload,
  CreatePlatformErrorCode,
  type CreatePlatformInput,
  type CreatePlatformPayload,
  CreateTagErrorCode,
  type CreateTagInput,
  type CreateTagPayload,
  DeleteCategoryErrorCode,
  type DeleteCategoryInput,
  type DeleteCategoryPayload,
  DeletePlatformErrorCode,
  type DeletePlatformInput,
  type DeletePlatformPayload,
  DeleteTagErrorCode,
  type DeleteTagInput,
  type DeleteTagPayload,
  type MediaKind,
  type Platform,
  type Tag,
  UpdateCategoryErrorCode,
  type UpdateCategoryInput,
  type UpdateCategoryPayload,
  UpdatePlatformErrorCode,
  type UpdatePlatformInput,
  type UpdatePlatformPayload,
  UpdateTagErrorCode,
  type UpdateTagInput,
  type UpdateTagPayload,
} from './taxonomy.types.js';

// ---------------------------------------------------------------- helpers

/** A slug from a name: ASCII lowercase, accents dropped, runs of anything else as one hyphen. Empty when nothing is left. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

const cleanName = (name: string) => name.trim().slice(0, MAX_NAME_LENGTH);

const UNDERIVABLE_SLUG = 'The name has no letters or digits to make a slug from: give a slug.';

function changes<T extends object>(
  before: T,
  after: T,
  keys: (keyof T)[],
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of keys) {
    if (before[key] !== after[key]) out[String(key)] = { from: before[key], to: after[key] };
  }
  return out;
}

export function toCategory(c: CategoryEntity): Category {
  return {
    id: c.id,
    kind: c.kind as MediaKind,
    name: c.name,
    slug: c.slug,
    description: c.description,
    position: c.position,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    parentId: c.parentId,
  };
}

const toTag = (t: TagEntity): Tag => ({ id: t.id, name: t.name, slug: t.slug });
const toPlatform = (p: PlatformEntity): Platform => ({
  id: p.id,
  name: p.name,
  slug: p.slug,
  icon: p.icon,
  position: p.position,
});

const SIBLING_ORDER = { position: 'ASC', name: 'ASC', id: 'ASC' } as const;

// ---------------------------------------------------------------- loaders

export const categoryById = defineLoader<string, CategoryEntity>('categoryById', async (ctx, ids) =>
  byKeys(ids, await ctx.app.db.manager.findBy(CategoryEntity, { id: In(ids.filter(isUuid)) }), (c) => c.id),
);

/** Subcategories of each parent id, in sibling order ([] when none). */
export const categoryChildren = defineLoader<string, CategoryEntity[]>('categoryChildren', async (ctx, ids) => {
  const rows = await ctx.app.db.manager.find(CategoryEntity, {
    where: { parentId: In(ids.filter(isUuid)) },
    order: SIBLING_ORDER,
  });
  const byParent = new Map<string, CategoryEntity[]>(ids.map((id) => [id, []]));
  for (const row of rows) byParent.get(row.parentId as string)?.push(row);
  return ids.map((id) => byParent.get(id) ?? []);
});

// ---------------------------------------------------------------- reads

export async function listPlatforms(ctx: Context): Promise<Platform[]> {
  const rows = await ctx.app.db.manager.find(PlatformEntity, { order: SIBLING_ORDER });
  return rows.map(toPlatform);
}

/**
 * The whole tree of a kind in one statement: every category is primed into
 * the loaders, so `children` and `parent` at any depth cost nothing more.
 */
export async function categoryTree(ctx: Context, kind: MediaKind): Promise<Category[]> {
  const rows = await ctx.app.db.manager.find(CategoryEntity, { where: { kind }, order: SIBLING_ORDER });
  const byId = categoryById(ctx);
  const children = categoryChildren(ctx);
  const kids = new Map<string, CategoryEntity[]>(rows.map((r) => [r.id, []]));
  for (const row of rows) {
    byId.prime(row.id, row);
    if (row.parentId) kids.get(row.parentId)?.push(row);
  }
  for (const [id, list] of kids) children.prime(id, list);
  return rows.filter((r) => r.parentId === null).map(toCategory);
}

export async function findCategory(
  ctx: Context,
  by: { id?: string | null; slug?: string | null; kind?: MediaKind | null },
): Promise<Category | null> {
  if (by.id != null) {
    const row = isUuid(by.id) ? await categoryById(ctx).load(by.id) : null;
    return row ? toCategory(row) : null;
  }
  if (by.slug != null && by.kind != null) {
    const row = await ctx.app.db.manager.findOneBy(CategoryEntity, { kind: by.kind, slug: by.slug });
    return row ? toCategory(row) : null;
  }
  throw badInput('Give either id, or slug and kind.', 'id');
}

export async function listTags(
  ctx: Context,
  search: string | null | undefined,
  args: ConnectionArgs,
): Promise<ConnectionShape<Tag>> {
  const qb = ctx.app.db.getRepository(TagEntity).createQueryBuilder('t');
  if (search?.trim()) {
    if (search.length > MAX_NAME_LENGTH) throw badInput(`search is at most ${MAX_NAME_LENGTH} characters.`, 'search');
    const pattern = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb.andWhere('(t.name ILIKE :pattern OR t.slug ILIKE :pattern)', { pattern });
  }
  const page = await paginate(qb, {
    first: await pageSize(ctx, args.first),
    after: args.after,
    // Slugs are unique, so they alone order the list stably: alphabetically, numbers by value
    // ("70-bpm" before "140-bpm"; the collation is the NumericCollation migration's).
    keys: [{ column: 't.slug COLLATE "numeric"', direction: 'ASC', value: (t: TagEntity) => t.slug }],
  });
  return {
    ...page,
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toTag(e.node) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}

// ---------------------------------------------------------------- categories

/** What a category transaction decides: a payload error (nothing written) or the result. */
type Outcome<C extends string, T> = { error: PayloadErrorOf<C> } | { value: T };

/**
 * Serialises structural changes to one kind's tree (create, move, delete), so
 * two concurrent moves cannot together form a cycle that each alone would not.
 */
async function lockTree(m: EntityManager, kind: string): Promise<void> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`categories:${kind}`]);
}

/** True when `candidate` is `id` itself or one of its descendants. */
async function isSelfOrDescendant(m: EntityManager, id: string, candidate: string): Promise<boolean> {
  const rows: unknown[] = await m.query(
    `WITH RECURSIVE subtree(id) AS (
         SELECT id FROM categories WHERE id = $1
       UNION
         SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id
     )
     SELECT 1 FROM subtree WHERE id = $2 LIMIT 1`,
    [id, candidate],
  );
  return rows.length > 0;
}

async function categorySlugTaken(m: EntityManager, kind: string, slug: string, except?: string): Promise<boolean> {
  const found = await m.findOneBy(CategoryEntity, { kind: kind as CategoryEntity['kind'], slug });
  return found !== null && found.id !== except;
}

/**
 * Is another row named so (case aside)? Names are what admins pick from and
 * members see: two tags called "blue" cannot be told apart. Categories are
 * compared with their siblings (same kind and parent). Run under the table's
 * lock (a category tree's, or this one for tags and platforms), so two saves
 * of one name cannot both pass.
 */
async function nameTaken(
  m: EntityManager,
  table: 'tags' | 'platforms',
  name: string,
  except: string | null = null,
): Promise<boolean> {
  await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${table}:names`]);
  const rows: unknown[] = await m.query(
    `SELECT 1 FROM ${table} WHERE lower(name) = lower($1) AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1`,
    [name, except],
  );
  return rows.length > 0;
}

async function categoryNameTaken(
  m: EntityManager,
  c: { kind: string; parentId: string | null; name: string },
  except: string | null = null,
): Promise<boolean> {
  const rows: unknown[] = await m.query(
    `SELECT 1 FROM categories WHERE kind = $1 AND parent_id IS NOT DISTINCT FROM $2::uuid AND lower(name) = lower($3)
        AND ($4::uuid IS NULL OR id <> $4::uuid) LIMIT 1`,
    [c.kind, c.parentId, c.name, except],
  );
  return rows.length > 0;
}

const duplicateName = <C extends string>(code: C, what: string) =>
  userError(code, `Another ${what} has this name already.`, 'name');

const duplicateCategorySlug = <C extends string>(code: C) =>
  userError(code, 'Another category of this kind has this slug already.', 'slug');

export async function createCategory(ctx: Context, input: CreateCategoryInput): Promise<CreateCategoryPayload> {
  const slug = input.slug ?? slugify(input.name);
  if (!slug)
    return { category: null, errors: [userError(CreateCategoryErrorCode.INVALID_SLUG, UNDERIVABLE_SLUG, 'slug')] };
  try {
    const result = await ctx.app.db.transaction(
      async (m): Promise<Outcome<CreateCategoryErrorCode, CategoryEntity>> => {
        await lockTree(m, input.kind);
        const parentId = input.parentId ?? null;
        if (parentId !== null) {
          const parent = isUuid(parentId) ? await m.findOneBy(CategoryEntity, { id: parentId }) : null;
          if (!parent) {
            return {
              error: userError(CreateCategoryErrorCode.NOT_FOUND, 'The parent category does not exist.', 'parentId'),
            };
          }
          if (parent.kind !== input.kind) {
            return {
              error: userError(
                CreateCategoryErrorCode.PARENT_KIND_MISMATCH,
                `The parent category holds ${parent.kind} media, not ${input.kind}.`,
                'parentId',
              ),
            };
          }
        }
        if (await categorySlugTaken(m, input.kind, slug)) {
          return { error: duplicateCategorySlug(CreateCategoryErrorCode.DUPLICATE_SLUG) };
        }
        if (await categoryNameTaken(m, { kind: input.kind, parentId, name: cleanName(input.name) })) {
          return { error: duplicateName(CreateCategoryErrorCode.DUPLICATE_NAME, 'category beside it') };
        }
        // Without a position it goes after its siblings, as a new platform does.
        let position = input.position;
        if (position == null) {
          const [row] = await m.query(
            'SELECT COALESCE(MAX(position) + 1, 0)::int AS next FROM categories WHERE kind = $1 AND parent_id IS NOT DISTINCT FROM $2::uuid',
            [input.kind, parentId],
          );
          position = (row as { next: number }).next;
        }
        const saved = await m.save(
          m.create(CategoryEntity, {
            kind: input.kind,
            name: cleanName(input.name),
            slug,
            description: input.description?.trim() ?? '',
            parentId,
            position,
          }),
        );
        await audit(
          ctx,
          {
            action: 'category.created',
            targetType: 'category',
            targetId: saved.id,
            data: { kind: saved.kind, name: saved.name, slug: saved.slug, parentId },
          },
          m,
        );
        return { value: saved };
      },
    );
    if ('error' in result) return { category: null, errors: [result.error] };
    return { category: toCategory(result.value), errors: [] };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { category: null, errors: [duplicateCategorySlug(CreateCategoryErrorCode.DUPLICATE_SLUG)] };
  }
}

export async function updateCategory(ctx: Context, input: UpdateCategoryInput): Promise<UpdateCategoryPayload> {
  const notFound = () => userError(UpdateCategoryErrorCode.NOT_FOUND, 'The category does not exist.', 'id');
  if (!isUuid(input.id)) return { category: null, errors: [notFound()] };
  try {
    const result = await ctx.app.db.transaction(
      async (m): Promise<Outcome<UpdateCategoryErrorCode, CategoryEntity>> => {
        const found = await m.findOneBy(CategoryEntity, { id: input.id });
        if (!found) return { error: notFound() };
        await lockTree(m, found.kind);
        // Read again under the lock: a concurrent move may have finished meanwhile.
        const current = await m.findOneBy(CategoryEntity, { id: input.id });
        if (!current) return { error: notFound() };
        const before = { ...current };

        if (input.parentId !== undefined && input.parentId !== current.parentId) {
          const parentId = input.parentId;
          if (parentId !== null) {
            const parent = isUuid(parentId) ? await m.findOneBy(CategoryEntity, { id: parentId }) : null;
            if (!parent) {
              return {
                error: userError(
                  UpdateCategoryErrorCode.NOT_FOUND,
                  'The new parent category does not exist.',
                  'parentId',
                ),
              };
            }
            if (parent.kind !== current.kind) {
              return {
                error: userError(
                  UpdateCategoryErrorCode.PARENT_KIND_MISMATCH,
                  `The new parent holds ${parent.kind} media, not ${current.kind}.`,
                  'parentId',
                ),
              };
            }
            if (await isSelfOrDescendant(m, current.id, parentId)) {
              return {
                error: userError(
                  UpdateCategoryErrorCode.CATEGORY_CYCLE,
                  'A category cannot be moved under itself or one of its own subcategories.',
                  'parentId',
                ),
              };
            }
          }
          current.parentId = parentId;
          current.parent = undefined;
        }
        if (input.slug != null && input.slug !== current.slug) {
          if (await categorySlugTaken(m, current.kind, input.slug, current.id)) {
            return { error: duplicateCategorySlug(UpdateCategoryErrorCode.DUPLICATE_SLUG) };
          }
          current.slug = input.slug;
        }
        if (input.name != null) current.name = cleanName(input.name);
        // Renamed, or moved beside another of the same name.
        if (
          (current.name !== before.name || current.parentId !== before.parentId) &&
          (await categoryNameTaken(m, current, current.id))
        ) {
          return { error: duplicateName(UpdateCategoryErrorCode.DUPLICATE_NAME, 'category beside it') };
        }
        if (input.description != null) current.description = input.description.trim();
        if (input.position != null) current.position = input.position;

        const changed = changes(before, current, ['name', 'slug', 'description', 'parentId', 'position']);
        const saved = Object.keys(changed).length > 0 ? await m.save(current) : current;
        await audit(ctx, { action: 'category.updated', targetType: 'category', targetId: saved.id, data: changed }, m);
        return { value: saved };
      },
    );
    if ('error' in result) return { category: null, errors: [result.error] };
    return { category: toCategory(result.value), errors: [] };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { category: null, errors: [duplicateCategorySlug(UpdateCategoryErrorCode.DUPLICATE_SLUG)] };
  }
}

export async function deleteCategory(ctx: Context, input: DeleteCategoryInput): Promise<DeleteCategoryPayload> {
  const notFound = () => userError(DeleteCategoryErrorCode.NOT_FOUND, 'The category does not exist.', 'id');
  if (!isUuid(input.id)) return { deletedId: null, errors: [notFound()] };
  const result = await ctx.app.db.transaction(async (m): Promise<Outcome<DeleteCategoryErrorCode, string>> => {
    const found = await m.findOneBy(CategoryEntity, { id: input.id });
    if (!found) return { error: notFound() };
    await lockTree(m, found.kind);
    const current = await m.findOneBy(CategoryEntity, { id: input.id });
    if (!current) return { error: notFound() };
    if (await m.existsBy(CategoryEntity, { parentId: current.id })) {
      return {
        error: userError(
          DeleteCategoryErrorCode.CATEGORY_NOT_EMPTY,
          'The category still has subcategories: move or delete them first.',
          'id',
        ),
      };
    }
    // The foreign key would refuse too; asking first gives the admin a reason instead of a 500.
    const [{ count }] = await m.query('SELECT count(*)::int AS count FROM media WHERE category_id = $1', [current.id]);
    if (count > 0) {
      return {
        error: userError(
          DeleteCategoryErrorCode.CATEGORY_HAS_MEDIA,
          `The category still holds ${count} media item${count === 1 ? '' : 's'}: move them to another category first.`,
          'id',
        ),
      };
    }
    await m.delete(CategoryEntity, { id: current.id });
    await audit(
      ctx,
      {
        action: 'category.deleted',
        targetType: 'category',
        targetId: current.id,
        data: { kind: current.kind, name: current.name, slug: current.slug, parentId: current.parentId },
      },
      m,
    );
    return { value: current.id };
  });
  if ('error' in result) return { deletedId: null, errors: [result.error] };
  return { deletedId: result.value, errors: [] };
}

// ---------------------------------------------------------------- tags

const duplicateTagSlug = <C extends string>(code: C) => userError(code, 'Another tag has this slug already.', 'slug');

export async function createTag(ctx: Context, input: CreateTagInput): Promise<CreateTagPayload> {
  const slug = input.slug ?? slugify(input.name);
  if (!slug) return { tag: null, errors: [userError(CreateTagErrorCode.INVALID_SLUG, UNDERIVABLE_SLUG, 'slug')] };
  try {
    const tag = await ctx.app.db.transaction(async (m) => {
      if (await nameTaken(m, 'tags', cleanName(input.name))) return null;
      const saved = await m.save(m.create(TagEntity, { name: cleanName(input.name), slug }));
      await audit(
        ctx,
        { action: 'tag.created', targetType: 'tag', targetId: saved.id, data: { name: saved.name, slug } },
        m,
      );
      return saved;
    });
    if (!tag) return { tag: null, errors: [duplicateName(CreateTagErrorCode.DUPLICATE_NAME, 'tag')] };
    return { tag: toTag(tag), errors: [] };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { tag: null, errors: [duplicateTagSlug(CreateTagErrorCode.DUPLICATE_SLUG)] };
  }
}

export async function updateTag(ctx: Context, input: UpdateTagInput): Promise<UpdateTagPayload> {
  const notFound = { tag: null, errors: [userError(UpdateTagErrorCode.NOT_FOUND, 'The tag does not exist.', 'id')] };
  if (!isUuid(input.id)) return notFound;
  try {
    const tag = await ctx.app.db.transaction(async (m) => {
      const current = await m.findOne(TagEntity, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!current) return null;
      const before = { ...current };
      if (input.name != null) current.name = cleanName(input.name);
      if (current.name !== before.name && (await nameTaken(m, 'tags', current.name, current.id))) return 'duplicate';
      if (input.slug != null) current.slug = input.slug;
      const changed = changes(before, current, ['name', 'slug']);
      if (Object.keys(changed).length > 0) await m.save(current);
      await audit(ctx, { action: 'tag.updated', targetType: 'tag', targetId: current.id, data: changed }, m);
      return current;
    });
    if (tag === 'duplicate') return { tag: null, errors: [duplicateName(UpdateTagErrorCode.DUPLICATE_NAME, 'tag')] };
    return tag ? { tag: toTag(tag), errors: [] } : notFound;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { tag: null, errors: [duplicateTagSlug(UpdateTagErrorCode.DUPLICATE_SLUG)] };
  }
}

export async function deleteTag(ctx: Context, input: DeleteTagInput): Promise<DeleteTagPayload> {
  const notFound = {
    deletedId: null,
    errors: [userError(DeleteTagErrorCode.NOT_FOUND, 'The tag does not exist.', 'id')],
  };
  if (!isUuid(input.id)) return notFound;
  const deleted = await ctx.app.db.transaction(async (m) => {
    const row = await m.findOne(TagEntity, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
    if (!row) return null;
    await m.delete(TagEntity, { id: row.id });
    await audit(
      ctx,
      { action: 'tag.deleted', targetType: 'tag', targetId: row.id, data: { name: row.name, slug: row.slug } },
      m,
    );
    return row.id;
  });
  return deleted ? { deletedId: deleted, errors: [] } : notFound;
}

// ---------------------------------------------------------------- platforms

const duplicatePlatformSlug = <C extends string>(code: C) =>
  userError(code, 'Another platform has this slug already.', 'slug');

export async function createPlatform(ctx: Context, input: CreatePlatformInput): Promise<CreatePlatformPayload> {
  const slug = input.slug ?? slugify(input.name);
  if (!slug) {
    return { platform: null, errors: [userError(CreatePlatformErrorCode.INVALID_SLUG, UNDERIVABLE_SLUG, 'slug')] };
  }
  try {
    const platform = await ctx.app.db.transaction(async (m) => {
      if (await nameTaken(m, 'platforms', cleanName(input.name))) return null;
      let position = input.position;
      if (position == null) {
        const [row] = await m.query('SELECT COALESCE(MAX(position) + 1, 0)::int AS next FROM platforms');
        position = (row as { next: number }).next;
      }
      const saved = await m.save(
        m.create(PlatformEntity, { name: cleanName(input.name), slug, icon: input.icon?.trim() ?? '', position }),
      );
      await audit(
        ctx,
        {
          action: 'platform.created',
          targetType: 'platform',
          targetId: saved.id,
          data: { name: saved.name, slug, icon: saved.icon, position },
        },
        m,
      );
      return saved;
    });
    if (!platform) {
      return { platform: null, errors: [duplicateName(CreatePlatformErrorCode.DUPLICATE_NAME, 'platform')] };
    }
    return { platform: toPlatform(platform), errors: [] };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { platform: null, errors: [duplicatePlatformSlug(CreatePlatformErrorCode.DUPLICATE_SLUG)] };
  }
}

export async function updatePlatform(ctx: Context, input: UpdatePlatformInput): Promise<UpdatePlatformPayload> {
  const notFound = {
    platform: null,
    errors: [userError(UpdatePlatformErrorCode.NOT_FOUND, 'The platform does not exist.', 'id')],
  };
  if (!isUuid(input.id)) return notFound;
  try {
    const platform = await ctx.app.db.transaction(async (m) => {
      const current = await m.findOne(PlatformEntity, {
        where: { id: input.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) return null;
      const before = { ...current };
      if (input.name != null) current.name = cleanName(input.name);
      if (current.name !== before.name && (await nameTaken(m, 'platforms', current.name, current.id))) {
        return 'duplicate';
      }
      if (input.slug != null) current.slug = input.slug;
      if (input.icon != null) current.icon = input.icon.trim();
      if (input.position != null) current.position = input.position;
      const changed = changes(before, current, ['name', 'slug', 'icon', 'position']);
      if (Object.keys(changed).length > 0) await m.save(current);
      await audit(ctx, { action: 'platform.updated', targetType: 'platform', targetId: current.id, data: changed }, m);
      return current;
    });
    if (platform === 'duplicate') {
      return { platform: null, errors: [duplicateName(UpdatePlatformErrorCode.DUPLICATE_NAME, 'platform')] };
    }
    return platform ? { platform: toPlatform(platform), errors: [] } : notFound;
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return { platform: null, errors: [duplicatePlatformSlug(UpdatePlatformErrorCode.DUPLICATE_SLUG)] };
  }
}

export async function deletePlatform(ctx: Context, input: DeletePlatformInput): Promise<DeletePlatformPayload> {
  const notFound = {
    deletedId: null,
    errors: [userError(DeletePlatformErrorCode.NOT_FOUND, 'The platform does not exist.', 'id')],
  };
  if (!isUuid(input.id)) return notFound;
  const deleted = await ctx.app.db.transaction(async (m) => {
    const row = await m.findOne(PlatformEntity, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } });
    if (!row) return null;
    await m.delete(PlatformEntity, { id: row.id });
    await audit(
      ctx,
      {
        action: 'platform.deleted',
        targetType: 'platform',
        targetId: row.id,
        data: { name: row.name, slug: row.slug },
      },
      m,
    );
    return row.id;
  });
  return deleted ? { deletedId: deleted, errors: [] } : notFound;
}

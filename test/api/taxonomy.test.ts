import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface PayloadError {
  field: string | null;
  message: string;
  code: string;
}
interface CategoryNode {
  id: string;
  kind: string;
  name: string;
  slug: string;
  description: string;
  position: number;
  parent: { id: string } | null;
  children: CategoryNode[];
}

const ERRORS = 'errors { field message code }';
const CATEGORY_FIELDS = 'id kind name slug description position parent { id }';
const CREATE_CATEGORY = `mutation($i: CreateCategoryInput!) { createCategory(input: $i) { category { ${CATEGORY_FIELDS} } ${ERRORS} } }`;
const UPDATE_CATEGORY = `mutation($i: UpdateCategoryInput!) { updateCategory(input: $i) { category { ${CATEGORY_FIELDS} } ${ERRORS} } }`;
const DELETE_CATEGORY = `mutation($i: DeleteCategoryInput!) { deleteCategory(input: $i) { deletedId ${ERRORS} } }`;
const TREE = `query($kind: MediaKind!) { categories(kind: $kind) { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} children { ${CATEGORY_FIELDS} children { id slug } } } } }`;
const TAG_FIELDS = 'id name slug';
const CREATE_TAG = `mutation($i: CreateTagInput!) { createTag(input: $i) { tag { ${TAG_FIELDS} } ${ERRORS} } }`;
const UPDATE_TAG = `mutation($i: UpdateTagInput!) { updateTag(input: $i) { tag { ${TAG_FIELDS} } ${ERRORS} } }`;
const DELETE_TAG = `mutation($i: DeleteTagInput!) { deleteTag(input: $i) { deletedId ${ERRORS} } }`;
const TAGS = `query($search: String, $first: Int, $after: String) { tags(search: $search, first: $first, after: $after) { totalCount edges { node { ${TAG_FIELDS} } } pageInfo { hasNextPage endCursor } } }`;
const PLATFORM_FIELDS = 'id name slug icon position';
const PLATFORMS = `{ platforms { ${PLATFORM_FIELDS} } }`;
const CREATE_PLATFORM = `mutation($i: CreatePlatformInput!) { createPlatform(input: $i) { platform { ${PLATFORM_FIELDS} } ${ERRORS} } }`;
const UPDATE_PLATFORM = `mutation($i: UpdatePlatformInput!) { updatePlatform(input: $i) { platform { ${PLATFORM_FIELDS} } ${ERRORS} } }`;
const DELETE_PLATFORM = `mutation($i: DeletePlatformInput!) { deletePlatform(input: $i) { deletedId ${ERRORS} } }`;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestServer;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.signedIn(Role.ADMIN)).token;
  member = (await t.signedIn(Role.MEMBER)).token;
});
afterAll(() => t?.stop());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  t.server.deps.db.query(query, params) as Promise<T[]>;

async function mutate<T>(query: string, input: Record<string, unknown>): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, { i: input }, { token: admin });
  expect(res.errors).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}

type CategoryPayload = { category: CategoryNode | null; errors: PayloadError[] };
const createCategory = (input: Record<string, unknown>) => mutate<CategoryPayload>(CREATE_CATEGORY, input);
const updateCategory = (input: Record<string, unknown>) => mutate<CategoryPayload>(UPDATE_CATEGORY, input);
const deleteCategory = (id: string) =>
  mutate<{ deletedId: string | null; errors: PayloadError[] }>(DELETE_CATEGORY, { id });

async function made(input: Record<string, unknown>): Promise<CategoryNode> {
  const payload = await createCategory(input);
  expect(payload.errors).toEqual([]);
  return payload.category as CategoryNode;
}

const auditActions = async (targetId: string) =>
  (await sql<{ action: string }>('SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id', [targetId])).map(
    (r) => r.action,
  );

describe('platforms', () => {
  it('are seeded in display order and public', async () => {
    const res = await t.gql<{ platforms: { name: string; slug: string; position: number }[] }>(PLATFORMS);
    expect(res.errors).toBeUndefined();
    expect(res.data?.platforms.map((p) => p.name)).toEqual([
      'CapCut',
      'Premiere Pro',
      'After Effects',
      'DaVinci Resolve',
      'Final Cut Pro',
      'Filmora',
      'iMovie',
      'VN',
    ]);
    expect(res.data?.platforms.map((p) => p.slug)).toContain('davinci-resolve');
  });

  it('are created (after the last, slug from the name), updated, reordered and deleted, each audited', async () => {
    type P = {
      platform: { id: string; name: string; slug: string; icon: string; position: number } | null;
      errors: PayloadError[];
    };
    const created = await mutate<P>(CREATE_PLATFORM, { name: '  Blender 3D ', icon: 'blender' });
    expect(created).toEqual({
      platform: { id: expect.any(String), name: 'Blender 3D', slug: 'blender-3d', icon: 'blender', position: 8 },
      errors: [],
    });
    const id = created.platform?.id as string;

    const dup = await mutate<P>(CREATE_PLATFORM, { name: 'Blender-3D' });
    expect(dup).toEqual({
      platform: null,
      errors: [{ field: 'slug', code: 'DUPLICATE_SLUG', message: expect.any(String) }],
    });
    const dupUpdate = await mutate<P>(UPDATE_PLATFORM, { id, slug: 'capcut' });
    expect(dupUpdate.errors).toMatchObject([{ field: 'slug', code: 'DUPLICATE_SLUG' }]);

    const updated = await mutate<P>(UPDATE_PLATFORM, { id, name: 'Blender', slug: 'blender', position: 0 });
    expect(updated).toEqual({
      platform: { id, name: 'Blender', slug: 'blender', icon: 'blender', position: 0 },
      errors: [],
    });
    // ties on position fall back to the name
    const list = await t.gql<{ platforms: { name: string }[] }>(PLATFORMS);
    expect(list.data?.platforms.slice(0, 2).map((p) => p.name)).toEqual(['Blender', 'CapCut']);

    const deleted = await mutate<{ deletedId: string | null; errors: PayloadError[] }>(DELETE_PLATFORM, { id });
    expect(deleted).toEqual({ deletedId: id, errors: [] });
    const again = await mutate<{ deletedId: string | null; errors: PayloadError[] }>(DELETE_PLATFORM, { id });
    expect(again).toEqual({
      deletedId: null,
      errors: [{ field: 'id', code: 'NOT_FOUND', message: expect.any(String) }],
    });
    const missing = await mutate<P>(UPDATE_PLATFORM, { id: MISSING_ID, name: 'x' });
    expect(missing.errors).toMatchObject([{ field: 'id', code: 'NOT_FOUND' }]);
    expect(await auditActions(id)).toEqual(['platform.created', 'platform.updated', 'platform.deleted']);
  });
});

describe('tags', () => {
  type T = { tag: { id: string; name: string; slug: string } | null; errors: PayloadError[] };

  it('are created, renamed, re-slugged and deleted, each audited', async () => {
    const created = await mutate<T>(CREATE_TAG, { name: 'Glitch Effects' });
    expect(created).toEqual({
      tag: { id: expect.any(String), name: 'Glitch Effects', slug: 'glitch-effects' },
      errors: [],
    });
    const id = created.tag?.id as string;
    const renamed = await mutate<T>(UPDATE_TAG, { id, name: 'Glitch' });
    expect(renamed.tag).toEqual({ id, name: 'Glitch', slug: 'glitch-effects' });
    const reslugged = await mutate<T>(UPDATE_TAG, { id, slug: 'glitch' });
    expect(reslugged.tag?.slug).toBe('glitch');
    expect(await mutate(DELETE_TAG, { id })).toEqual({ deletedId: id, errors: [] });
    expect(await mutate(DELETE_TAG, { id })).toEqual({
      deletedId: null,
      errors: [{ field: 'id', code: 'NOT_FOUND', message: expect.any(String) }],
    });
    expect((await mutate<T>(UPDATE_TAG, { id, name: 'x' })).errors).toMatchObject([{ code: 'NOT_FOUND' }]);
    expect(await auditActions(id)).toEqual(['tag.created', 'tag.updated', 'tag.updated', 'tag.deleted']);
  });

  it('refuse a name another tag has (case aside), on create and rename, and write nothing', async () => {
    const blue = await mutate<T>(CREATE_TAG, { name: 'Blue' });
    expect(blue.errors).toEqual([]);
    const twin = await mutate<T>(CREATE_TAG, { name: 'blue', slug: 'blue-two' });
    expect(twin).toEqual({
      tag: null,
      errors: [{ field: 'name', code: 'DUPLICATE_NAME', message: expect.any(String) }],
    });
    const green = await mutate<T>(CREATE_TAG, { name: 'Green' });
    const renamed = await mutate<T>(UPDATE_TAG, { id: green.tag?.id, name: ' BLUE ' });
    expect(renamed.errors).toMatchObject([{ field: 'name', code: 'DUPLICATE_NAME' }]);
    expect(await sql("SELECT name FROM tags WHERE lower(name) IN ('blue', 'green') ORDER BY name")).toEqual([
      { name: 'Blue' },
      { name: 'Green' },
    ]);
    // Its own name in other letters is a rename, not a duplicate.
    expect((await mutate<T>(UPDATE_TAG, { id: blue.tag?.id, name: 'BLUE' })).tag?.name).toBe('BLUE');
    const platform = await mutate<{ errors: PayloadError[] }>(CREATE_PLATFORM, { name: 'capcut', slug: 'capcut-2' });
    expect(platform.errors).toMatchObject([{ field: 'name', code: 'DUPLICATE_NAME' }]);
  });

  it('refuse a duplicate slug, on create and update, and write nothing', async () => {
    const a = await mutate<T>(CREATE_TAG, { name: 'Neon', slug: 'neon' });
    const dup = await mutate<T>(CREATE_TAG, { name: 'NEON!' });
    expect(dup).toEqual({
      tag: null,
      errors: [{ field: 'slug', code: 'DUPLICATE_SLUG', message: expect.any(String) }],
    });
    const b = await mutate<T>(CREATE_TAG, { name: 'Retro' });
    const dupUpdate = await mutate<T>(UPDATE_TAG, { id: b.tag?.id, slug: 'neon' });
    expect(dupUpdate.errors).toMatchObject([{ field: 'slug', code: 'DUPLICATE_SLUG' }]);
    expect(await sql("SELECT slug FROM tags WHERE slug IN ('neon', 'retro') ORDER BY slug")).toEqual([
      { slug: 'neon' },
      { slug: 'retro' },
    ]);
    expect(await auditActions(a.tag?.id as string)).toEqual(['tag.created']);
  });

  it('need a slug when the name has nothing to derive one from, and validate given ones and names', async () => {
    const underivable = await mutate<T>(CREATE_TAG, { name: '日本語' });
    expect(underivable.errors).toMatchObject([{ field: 'slug', code: 'INVALID_SLUG' }]);
    expect((await mutate<T>(CREATE_TAG, { name: '日本語', slug: 'japanese' })).errors).toEqual([]);
    for (const input of [
      { name: 'Bad', slug: 'Bad Slug' },
      { name: 'Bad', slug: 'double--hyphen' },
      { name: 'x'.repeat(81) },
      { name: '   ' },
      { name: '' },
    ]) {
      const res = await t.gql(CREATE_TAG, { i: input }, { token: admin });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    expect(await sql("SELECT 1 FROM tags WHERE name = 'Bad' OR slug = 'bad'")).toEqual([]);
  });

  it('page in slug order and filter by search', async () => {
    for (const name of ['Alpha Fade', 'Alpha Wipe', 'Beta Zoom', 'alpha-spin']) await mutate(CREATE_TAG, { name });
    type Page = {
      tags: {
        totalCount: number;
        edges: { node: { slug: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const first = await t.gql<Page>(TAGS, { search: 'ALPHA', first: 2 });
    expect(first.data?.tags.totalCount).toBe(3);
    expect(first.data?.tags.edges.map((e) => e.node.slug)).toEqual(['alpha-fade', 'alpha-spin']);
    expect(first.data?.tags.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql<Page>(TAGS, { search: 'alpha', first: 2, after: first.data?.tags.pageInfo.endCursor });
    expect(second.data?.tags.edges.map((e) => e.node.slug)).toEqual(['alpha-wipe']);
    expect(second.data?.tags.pageInfo.hasNextPage).toBe(false);
    const wildcard = await t.gql<Page>(TAGS, { search: '%' });
    expect(wildcard.data?.tags.totalCount).toBe(0);
    const tooMany = await t.gql(TAGS, { first: 101 });
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('order numbers by value, on every page', async () => {
    for (const name of ['140 bpm', '70 bpm', '90 bpm', '120 bpm', '8 bpm']) await mutate(CREATE_TAG, { name });
    type Page = { tags: { edges: { node: { slug: string } }[]; pageInfo: { endCursor: string } } };
    const slugs: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 3; i++) {
      const page = await t.gql<Page>(TAGS, { search: 'bpm', first: 2, after });
      slugs.push(...(page.data?.tags.edges.map((e) => e.node.slug) ?? []));
      after = page.data?.tags.pageInfo.endCursor;
    }
    expect(slugs).toEqual(['8-bpm', '70-bpm', '90-bpm', '120-bpm', '140-bpm']);
  });
});

describe('categories', () => {
  it('are created (slug from the name), looked up by id or slug and kind, updated and deleted, each audited', async () => {
    const root = await made({ kind: 'ASSET', name: 'Épique Transitions', description: ' Big ones ', position: 2 });
    expect(root).toMatchObject({
      kind: 'ASSET',
      name: 'Épique Transitions',
      slug: 'epique-transitions',
      description: 'Big ones',
      position: 2,
      parent: null,
    });
    const child = await made({ kind: 'ASSET', name: 'Zoom', parentId: root.id });
    expect(child.parent).toEqual({ id: root.id });

    const byId = await t.gql<{ category: CategoryNode }>(
      'query($id: ID) { category(id: $id) { slug children { slug } } }',
      {
        id: root.id,
      },
    );
    expect(byId.data?.category).toEqual({ slug: 'epique-transitions', children: [{ slug: 'zoom' }] });
    const bySlug = await t.gql<{ category: { id: string } | null }>(
      'query($s: String, $k: MediaKind) { category(slug: $s, kind: $k) { id } }',
      { s: 'zoom', k: 'ASSET' },
    );
    expect(bySlug.data?.category).toEqual({ id: child.id });
    const otherKind = await t.gql('query { category(slug: "zoom", kind: IMAGE) { id } }');
    expect(otherKind.data).toEqual({ category: null });
    expect((await t.gql('query { category(id: "not-a-uuid") { id } }')).data).toEqual({ category: null });
    expect((await t.gql('query { category(slug: "zoom") { id } }')).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );

    // Renaming keeps the slug; omitting parentId keeps the parent; null moves to the top level.
    const renamed = await updateCategory({ id: child.id, name: 'Zooms', position: 5 });
    expect(renamed.category).toMatchObject({ name: 'Zooms', slug: 'zoom', position: 5, parent: { id: root.id } });
    const moved = await updateCategory({ id: child.id, parentId: null, slug: 'zooms' });
    expect(moved.category).toMatchObject({ slug: 'zooms', parent: null });

    expect(await deleteCategory(child.id)).toEqual({ deletedId: child.id, errors: [] });
    expect(await sql('SELECT 1 FROM categories WHERE id = $1', [child.id])).toEqual([]);
    expect(await auditActions(child.id)).toEqual([
      'category.created',
      'category.updated',
      'category.updated',
      'category.deleted',
    ]);
    const [log] = await sql<{ data: unknown }>(
      "SELECT data FROM audit_log WHERE target_id = $1 AND action = 'category.updated' ORDER BY id DESC LIMIT 1",
      [child.id],
    );
    expect(log?.data).toEqual({ slug: { from: 'zoom', to: 'zooms' }, parentId: { from: root.id, to: null } });
  });

  it('refuse a name a sibling has, on create, rename and move; under another parent it is fine', async () => {
    const a = await made({ kind: 'AUDIO', name: 'Ambient roots' });
    const b = await made({ kind: 'AUDIO', name: 'Drone roots' });
    await made({ kind: 'AUDIO', name: 'Pads', parentId: a.id });
    const twin = await createCategory({ kind: 'AUDIO', name: 'pads', slug: 'pads-2', parentId: a.id });
    expect(twin).toEqual({
      category: null,
      errors: [{ field: 'name', code: 'DUPLICATE_NAME', message: expect.any(String) }],
    });
    const elsewhere = await made({ kind: 'AUDIO', name: 'Pads', slug: 'drone-pads', parentId: b.id });
    const moved = await updateCategory({ id: elsewhere.id, parentId: a.id });
    expect(moved.errors).toMatchObject([{ field: 'name', code: 'DUPLICATE_NAME' }]);
    const sibling = await made({ kind: 'AUDIO', name: 'Textures', parentId: a.id });
    expect((await updateCategory({ id: sibling.id, name: 'PADS' })).errors).toMatchObject([{ code: 'DUPLICATE_NAME' }]);
    expect(await sql('SELECT name FROM categories WHERE parent_id = $1 ORDER BY name', [a.id])).toEqual([
      { name: 'Pads' },
      { name: 'Textures' },
    ]);
  });

  it('allow a slug once per kind: the same slug in another kind is fine', async () => {
    await made({ kind: 'ASSET', name: 'Cinematic' });
    const image = await createCategory({ kind: 'IMAGE', name: 'Cinematic' });
    expect(image.errors).toEqual([]);
    expect(image.category).toMatchObject({ kind: 'IMAGE', slug: 'cinematic' });
    const dup = await createCategory({ kind: 'ASSET', name: 'Something', slug: 'cinematic' });
    expect(dup).toEqual({
      category: null,
      errors: [{ field: 'slug', code: 'DUPLICATE_SLUG', message: expect.any(String) }],
    });
    const other = await made({ kind: 'ASSET', name: 'Moody' });
    const dupUpdate = await updateCategory({ id: other.id, slug: 'cinematic' });
    expect(dupUpdate.errors).toMatchObject([{ field: 'slug', code: 'DUPLICATE_SLUG' }]);
    expect(await sql("SELECT kind FROM categories WHERE slug = 'cinematic' ORDER BY kind")).toEqual([
      { kind: 'ASSET' },
      { kind: 'IMAGE' },
    ]);
    expect(await auditActions(other.id)).toEqual(['category.created']);
  });

  it('refuse a parent that does not exist or holds another kind', async () => {
    const missing = await createCategory({ kind: 'AUDIO', name: 'Orphan', parentId: MISSING_ID });
    expect(missing.errors).toMatchObject([{ field: 'parentId', code: 'NOT_FOUND' }]);
    const music = await made({ kind: 'AUDIO', name: 'Music' });
    const photos = await made({ kind: 'IMAGE', name: 'Photos' });
    const mismatch = await createCategory({ kind: 'IMAGE', name: 'Portraits', parentId: music.id });
    expect(mismatch.errors).toMatchObject([{ field: 'parentId', code: 'PARENT_KIND_MISMATCH' }]);
    const moveMismatch = await updateCategory({ id: photos.id, parentId: music.id });
    expect(moveMismatch.errors).toMatchObject([{ field: 'parentId', code: 'PARENT_KIND_MISMATCH' }]);
    const moveMissing = await updateCategory({ id: photos.id, parentId: MISSING_ID });
    expect(moveMissing.errors).toMatchObject([{ field: 'parentId', code: 'NOT_FOUND' }]);
    expect((await updateCategory({ id: MISSING_ID, name: 'x' })).errors).toMatchObject([
      { field: 'id', code: 'NOT_FOUND' },
    ]);
    expect((await deleteCategory(MISSING_ID)).errors).toMatchObject([{ field: 'id', code: 'NOT_FOUND' }]);
    expect(await sql("SELECT 1 FROM categories WHERE name IN ('Orphan', 'Portraits')")).toEqual([]);
    expect(await sql('SELECT parent_id FROM categories WHERE id = $1', [photos.id])).toEqual([{ parent_id: null }]);
  });

  it('refuse a cycle: under itself, under its child, under a grandchild', async () => {
    const a = await made({ kind: 'AUDIO', name: 'Level A' });
    const b = await made({ kind: 'AUDIO', name: 'Level B', parentId: a.id });
    const c = await made({ kind: 'AUDIO', name: 'Level C', parentId: b.id });
    for (const parentId of [a.id, b.id, c.id]) {
      const res = await updateCategory({ id: a.id, parentId });
      expect(res).toEqual({
        category: null,
        errors: [{ field: 'parentId', code: 'CATEGORY_CYCLE', message: expect.any(String) }],
      });
    }
    expect((await updateCategory({ id: b.id, parentId: c.id })).errors).toMatchObject([{ code: 'CATEGORY_CYCLE' }]);
    const parents = await sql<{ id: string; parent_id: string | null }>(
      'SELECT id, parent_id FROM categories WHERE id = ANY($1)',
      [[a.id, b.id, c.id]],
    );
    expect(Object.fromEntries(parents.map((r) => [r.id, r.parent_id]))).toEqual({
      [a.id]: null,
      [b.id]: a.id,
      [c.id]: b.id,
    });
    // Moving C up to A (not a descendant of C) is fine.
    expect((await updateCategory({ id: c.id, parentId: a.id })).category?.parent).toEqual({ id: a.id });
  });

  it('refuse to delete a category with subcategories, and change nothing', async () => {
    const parent = await made({ kind: 'IMAGE', name: 'Nature' });
    const child = await made({ kind: 'IMAGE', name: 'Forests', parentId: parent.id });
    const before = await sql('SELECT * FROM categories ORDER BY id');
    const refused = await deleteCategory(parent.id);
    expect(refused).toEqual({
      deletedId: null,
      errors: [{ field: 'id', code: 'CATEGORY_NOT_EMPTY', message: expect.any(String) }],
    });
    expect(await sql('SELECT * FROM categories ORDER BY id')).toEqual(before);
    expect(await auditActions(parent.id)).toEqual(['category.created']);
    expect(await deleteCategory(child.id)).toMatchObject({ deletedId: child.id, errors: [] });
    expect(await deleteCategory(parent.id)).toMatchObject({ deletedId: parent.id, errors: [] });
  });
});

describe('authorization', () => {
  const attempts: [string, Record<string, unknown>][] = [
    [CREATE_CATEGORY, { kind: 'ASSET', name: 'Nope' }],
    [UPDATE_CATEGORY, { id: MISSING_ID, name: 'Nope' }],
    [DELETE_CATEGORY, { id: MISSING_ID }],
    [CREATE_TAG, { name: 'Nope' }],
    [UPDATE_TAG, { id: MISSING_ID, name: 'Nope' }],
    [DELETE_TAG, { id: MISSING_ID }],
    [CREATE_PLATFORM, { name: 'Nope' }],
    [UPDATE_PLATFORM, { id: MISSING_ID, name: 'Nope' }],
    [DELETE_PLATFORM, { id: MISSING_ID }],
  ];

  it('refuses every taxonomy mutation to anonymous callers and members, writing nothing', async () => {
    const before = await sql<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    for (const [query, input] of attempts) {
      const anonymous = await t.gql(query, { i: input });
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const asMember = await t.gql(query, { i: input }, { token: member });
      expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(
      await sql(
        "SELECT 1 FROM categories WHERE name = 'Nope' UNION ALL SELECT 1 FROM tags WHERE name = 'Nope' UNION ALL SELECT 1 FROM platforms WHERE name = 'Nope'",
      ),
    ).toEqual([]);
    expect(await sql<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).toEqual(before);
  });
});

describe('categories tree', () => {
  /** Builds `roots` top-level ASSET categories under a fresh prefix, each with `perLevel` children and grandchildren. */
  async function buildTree(prefix: string, roots: number, perLevel: number): Promise<number> {
    let count = 0;
    for (let r = 0; r < roots; r++) {
      const root = await made({ kind: 'ASSET', name: `${prefix} ${r}`, position: 1000 + r });
      count++;
      for (let c = 0; c < perLevel; c++) {
        const child = await made({ kind: 'ASSET', name: `${prefix} ${r} ${c}`, parentId: root.id, position: c });
        count++;
        for (let g = 0; g < perLevel; g++) {
          await made({ kind: 'ASSET', name: `${prefix} ${r} ${c} ${g}`, parentId: child.id, position: g });
          count++;
        }
      }
    }
    return count;
  }

  const countNodes = (nodes: CategoryNode[]): number =>
    nodes.reduce((n, node) => n + 1 + countNodes(node.children ?? []), 0);

  it('returns the whole tree in one SQL statement, whatever its size', async () => {
    const base = countNodes(
      (await t.gql<{ categories: CategoryNode[] }>(TREE, { kind: 'ASSET' })).data?.categories ?? [],
    );
    let expected = base;
    for (const [prefix, roots, perLevel] of [
      ['small', 1, 1],
      ['large', 4, 4],
    ] as const) {
      expected += await buildTree(prefix, roots, perLevel);
      for (const token of [undefined, member]) {
        const res = await t.gql<{ categories: CategoryNode[] }>(TREE, { kind: 'ASSET' }, { token });
        expect(res.errors).toBeUndefined();
        expect(countNodes(res.data?.categories ?? [])).toBe(expected);
        // anonymous: the tree only; a member: the tree (the viewer is never loaded for a public field)
        expect(res.headers.get('x-sql-statements'), `${prefix} ${token ? 'member' : 'anonymous'}`).toBe('1');
      }
    }
    const tree = (await t.gql<{ categories: CategoryNode[] }>(TREE, { kind: 'ASSET' })).data?.categories ?? [];
    const large = tree.filter((n) => n.name.startsWith('large '));
    expect(large.map((n) => n.slug)).toEqual(['large-0', 'large-1', 'large-2', 'large-3']);
    expect(large[1]?.children.map((n) => n.slug)).toEqual(['large-1-0', 'large-1-1', 'large-1-2', 'large-1-3']);
    expect(large[1]?.children[2]?.children.map((n) => n.parent?.id)).toEqual(Array(4).fill(large[1]?.children[2]?.id));
  });
});

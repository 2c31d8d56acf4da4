/**
 * Bundles: the admin CRUD with its payload errors and audit trail, item
 * order, what is visible outside the admin area (published bundles, published
 * items), authorization, and the statement count of a page.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { type Kind, mediaFactory, type Status } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface PayloadError {
  field: string | null;
  message: string;
  code: string;
}
interface BundleNode {
  id: string;
  title: string;
  slug: string;
  description: string;
  access: string;
  priceCents: number;
  published: boolean;
  featured: boolean;
  itemCount: number;
  items: { id: string; status: string }[];
  cover: { id: string } | null;
  coverUrl: string | null;
  updatedAt: string;
}
type BundlePayload = { bundle: BundleNode | null; errors: PayloadError[] };

const ERRORS = 'errors { field message code }';
const PUBLIC_FIELDS =
  'id title slug description access priceCents published featured itemCount items { id status } cover { id } coverUrl updatedAt';
const ADMIN_FIELDS = `${PUBLIC_FIELDS} coverMediaId`;
const CREATE = `mutation($i: CreateBundleInput!) { createBundle(input: $i) { bundle { ${ADMIN_FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation($i: UpdateBundleInput!) { updateBundle(input: $i) { bundle { ${ADMIN_FIELDS} } ${ERRORS} } }`;
const DELETE = `mutation($i: DeleteBundleInput!) { deleteBundle(input: $i) { deletedId ${ERRORS} } }`;
const ADMIN_BUNDLE = `query($id: ID!) { adminBundle(id: $id) { ${ADMIN_FIELDS} } }`;
const PUBLIC_BUNDLE = `query($id: ID, $slug: String) { bundle(id: $id, slug: $slug) { ${PUBLIC_FIELDS} } }`;
const PUBLIC_LIST = `query($first: Int, $after: String, $featured: Boolean) {
  bundles(first: $first, after: $after, featured: $featured) {
    totalCount edges { node { id title itemCount coverUrl cover { id title thumbnailUrl } items { id title thumbnailUrl } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const ADMIN_LIST = `query($first: Int, $after: String, $search: String) {
  adminBundles(first: $first, after: $after, search: $search) {
    totalCount edges { node { id title published itemCount coverUrl cover { id } items { id status thumbnailUrl } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
/** The home page's featured bundles (client/src/graphql/catalog-pages.graphql): a bounded list of titles, slugs, kinds. */
const HOME_LIST = `query($first: Int, $items: Int) {
  bundles(first: $first, featured: true) {
    edges { node { id title itemCount coverUrl items(first: $items) { id kind slug title } } }
  }
}`;
type HomeList = {
  bundles: {
    edges: { node: { id: string; itemCount: number; items: { id: string; kind: string; slug: string }[] } }[];
  };
};
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

/** A processed media item in the given status, with a public thumbnail (from the shared factory). */
async function insertMedia(opts: { status?: Status; kind?: Kind } = {}): Promise<string> {
  const item = await mediaFactory(t).create({
    kind: opts.kind ?? 'ASSET',
    status: opts.status ?? 'PUBLISHED',
    thumbnail: true,
  });
  return item.id;
}

const insertMany = async (n: number, status: Status = 'PUBLISHED') => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await insertMedia({ status }));
  return ids;
};

async function mutate<T>(query: string, input: Record<string, unknown>, token = admin): Promise<T> {
  const res = await t.gql<Record<string, T>>(query, { i: input }, { token });
  expect(res.errors).toBeUndefined();
  return Object.values(res.data ?? {})[0] as T;
}
const create = (input: Record<string, unknown>) => mutate<BundlePayload>(CREATE, input);
const update = (input: Record<string, unknown>) => mutate<BundlePayload>(UPDATE, input);

let counter = 0;
/** A bundle made through the API; fails the test when the payload reports errors. */
async function made(input: Partial<Record<string, unknown>> & { mediaIds: string[] }): Promise<BundleNode> {
  const payload = await create({ title: `Bundle ${++counter}`, access: 'PREMIUM', priceCents: 0, ...input });
  expect(payload.errors).toEqual([]);
  return payload.bundle as BundleNode;
}

const auditActions = async (targetId: string) =>
  (await sql<{ action: string }>('SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id', [targetId])).map(
    (r) => r.action,
  );

describe('admin CRUD', () => {
  it('creates a bundle in the given order, reads it back, edits, reorders and deletes it, each audited', async () => {
    const [a, b, c] = await insertMany(3);
    const created = await create({
      title: '  Neon Transitions Pack ',
      description: ' Twelve glowing cuts. ',
      access: 'FREE',
      priceCents: 1299,
      mediaIds: [c, a, b],
      featured: true,
    });
    expect(created.errors).toEqual([]);
    const bundle = created.bundle as BundleNode & { coverMediaId: string | null };
    expect(bundle).toMatchObject({
      title: 'Neon Transitions Pack',
      slug: 'neon-transitions-pack',
      description: 'Twelve glowing cuts.',
      access: 'FREE',
      priceCents: 1299,
      published: false,
      featured: true,
      itemCount: 3,
      items: [{ id: c }, { id: a }, { id: b }],
      // no cover chosen: the first item's
      cover: { id: c },
      coverMediaId: null,
    });
    expect(bundle.coverUrl).toContain(`media/${c}/thumbnail.webp`);

    const read = await t.gql<{ adminBundle: BundleNode }>(ADMIN_BUNDLE, { id: bundle.id }, { token: admin });
    expect(read.data?.adminBundle.items.map((i) => i.id)).toEqual([c, a, b]);

    const edited = await update({
      id: bundle.id,
      title: 'Neon Pack',
      slug: 'neon-pack',
      priceCents: 0,
      access: 'PREMIUM',
      mediaIds: [b, c],
      coverMediaId: c,
      published: true,
    });
    expect(edited.errors).toEqual([]);
    expect(edited.bundle).toMatchObject({
      title: 'Neon Pack',
      slug: 'neon-pack',
      priceCents: 0,
      access: 'PREMIUM',
      published: true,
      itemCount: 2,
      items: [{ id: b }, { id: c }],
      cover: { id: c },
      coverMediaId: c,
    });
    expect(new Date(edited.bundle?.updatedAt as string).getTime()).toBeGreaterThan(
      new Date(bundle.updatedAt).getTime() - 1,
    );

    // Reordering alone changes the bundle, and keeps the chosen cover.
    const reordered = await update({ id: bundle.id, mediaIds: [c, b] });
    expect(reordered.bundle?.items.map((i) => i.id)).toEqual([c, b]);
    expect(reordered.bundle?.cover).toEqual({ id: c });
    // Dropping the chosen cover from the items falls back to the first item.
    const dropped = await update({ id: bundle.id, mediaIds: [b, a] });
    expect(dropped.bundle).toMatchObject({ cover: { id: b }, coverMediaId: null });
    // An update that changes nothing is not audited.
    expect((await update({ id: bundle.id, title: 'Neon Pack' })).errors).toEqual([]);

    const [entry] = await sql<{ data: { changedFields: string[]; changes: Record<string, unknown> } }>(
      "SELECT data FROM audit_log WHERE target_id = $1 AND action = 'bundle.updated' ORDER BY id LIMIT 1",
      [bundle.id],
    );
    expect(entry?.data.changedFields).toEqual([
      'title',
      'slug',
      'access',
      'priceCents',
      'coverMediaId',
      'published',
      'mediaIds',
    ]);
    expect(entry?.data.changes.mediaIds).toEqual({ from: [c, a, b], to: [b, c] });

    expect(await mutate(DELETE, { id: bundle.id })).toEqual({ deletedId: bundle.id, errors: [] });
    expect(await mutate(DELETE, { id: bundle.id })).toEqual({
      deletedId: null,
      errors: [{ field: 'id', code: 'NOT_FOUND', message: expect.any(String) }],
    });
    // The media stay; the items went with the bundle.
    expect(await sql('SELECT 1 FROM media WHERE id = ANY($1)', [[a, b, c]])).toHaveLength(3);
    expect(await sql('SELECT 1 FROM bundle_items WHERE bundle_id = $1', [bundle.id])).toEqual([]);
    expect(await auditActions(bundle.id)).toEqual([
      'bundle.created',
      'bundle.updated',
      'bundle.updated',
      'bundle.updated',
      'bundle.deleted',
    ]);
  });

  it('lists every bundle for admins, newest first, with search and pages', async () => {
    const [m] = await insertMany(1);
    const names = ['Search Alpha', 'Search Beta', 'Search Gamma'];
    const ids: string[] = [];
    for (const title of names) ids.push((await made({ title, mediaIds: [m as string] })).id);
    await update({ id: ids[1], published: true });
    type List = {
      adminBundles: {
        totalCount: number;
        edges: { node: { id: string; title: string; published: boolean } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const first = await t.gql<List>(ADMIN_LIST, { search: 'search', first: 2 }, { token: admin });
    expect(first.errors).toBeUndefined();
    expect(first.data?.adminBundles.totalCount).toBe(3);
    expect(first.data?.adminBundles.edges.map((e) => e.node.title)).toEqual(['Search Gamma', 'Search Beta']);
    const rest = await t.gql<List>(
      ADMIN_LIST,
      { search: 'search', first: 2, after: first.data?.adminBundles.pageInfo.endCursor },
      { token: admin },
    );
    expect(rest.data?.adminBundles.edges.map((e) => e.node.title)).toEqual(['Search Alpha']);
    expect(rest.data?.adminBundles.pageInfo.hasNextPage).toBe(false);
    const bySlug = await t.gql<List>(ADMIN_LIST, { search: 'search-gamma' }, { token: admin });
    expect(bySlug.data?.adminBundles.edges.map((e) => e.node.id)).toEqual([ids[2]]);
    const literal = await t.gql<List>(ADMIN_LIST, { search: '100%' }, { token: admin });
    expect(literal.data?.adminBundles.edges).toEqual([]);
  });

  it('answers a deleted media item by dropping it from bundles and from the cover', async () => {
    const [a, b] = await insertMany(2);
    const bundle = await made({ mediaIds: [a as string, b as string], coverMediaId: b });
    await sql('DELETE FROM media WHERE id = $1', [b]);
    const read = await t.gql<{ adminBundle: BundleNode & { coverMediaId: string | null } }>(
      ADMIN_BUNDLE,
      { id: bundle.id },
      { token: admin },
    );
    expect(read.data?.adminBundle).toMatchObject({ items: [{ id: a }], cover: { id: a }, coverMediaId: null });
  });
});

describe('payload errors', () => {
  it('DUPLICATE_SLUG on create (given or derived) and update, writing nothing', async () => {
    const [m] = await insertMany(1);
    const first = await made({ title: 'Cinematic Titles', mediaIds: [m as string] });
    const derived = await create({ title: 'Cinematic titles!', access: 'FREE', priceCents: 0, mediaIds: [] });
    expect(derived).toEqual({
      bundle: null,
      errors: [{ field: 'slug', code: 'DUPLICATE_SLUG', message: expect.any(String) }],
    });
    const other = await made({ title: 'Other', slug: 'other-bundle', mediaIds: [] });
    const dupUpdate = await update({ id: other.id, slug: 'cinematic-titles' });
    expect(dupUpdate.errors).toMatchObject([{ field: 'slug', code: 'DUPLICATE_SLUG' }]);
    expect(await sql("SELECT id FROM bundles WHERE slug = 'cinematic-titles'")).toEqual([{ id: first.id }]);
    expect(await auditActions(other.id)).toEqual(['bundle.created']);
  });

  it('INVALID_SLUG when no slug can be derived from the title', async () => {
    const res = await create({ title: '日本語', access: 'FREE', priceCents: 0, mediaIds: [] });
    expect(res.errors).toMatchObject([{ field: 'slug', code: 'INVALID_SLUG' }]);
    expect(
      (await create({ title: '日本語', slug: 'japanese', access: 'FREE', priceCents: 0, mediaIds: [] })).errors,
    ).toEqual([]);
  });

  it('NOT_FOUND for a missing or malformed bundle id', async () => {
    for (const id of [MISSING_ID, 'not-a-uuid']) {
      expect((await update({ id, title: 'x' })).errors).toMatchObject([{ field: 'id', code: 'NOT_FOUND' }]);
      expect(await mutate(DELETE, { id })).toMatchObject({ deletedId: null, errors: [{ code: 'NOT_FOUND' }] });
    }
  });

  it('UNKNOWN_MEDIA names the first id that is not a media item, on create and update', async () => {
    const [m] = await insertMany(1);
    for (const bad of [MISSING_ID, 'nope']) {
      const res = await create({ title: 'Unknown', access: 'FREE', priceCents: 0, mediaIds: [m, bad] });
      expect(res.bundle).toBeNull();
      expect(res.errors).toEqual([
        { field: 'mediaIds', code: 'UNKNOWN_MEDIA', message: expect.stringContaining('Item 2') },
      ]);
    }
    expect(await sql("SELECT 1 FROM bundles WHERE title = 'Unknown'")).toEqual([]);
    const bundle = await made({ mediaIds: [m as string] });
    const res = await update({ id: bundle.id, mediaIds: [MISSING_ID] });
    expect(res.errors).toMatchObject([{ field: 'mediaIds', code: 'UNKNOWN_MEDIA' }]);
    expect(await sql('SELECT media_id FROM bundle_items WHERE bundle_id = $1', [bundle.id])).toEqual([{ media_id: m }]);
  });

  it('COVER_NOT_IN_BUNDLE on create and update', async () => {
    const [a, b] = await insertMany(2);
    const res = await create({ title: 'Cover', access: 'FREE', priceCents: 0, mediaIds: [a], coverMediaId: b });
    expect(res.errors).toMatchObject([{ field: 'coverMediaId', code: 'COVER_NOT_IN_BUNDLE' }]);
    const bundle = await made({ mediaIds: [a as string] });
    expect((await update({ id: bundle.id, coverMediaId: b })).errors).toMatchObject([
      { field: 'coverMediaId', code: 'COVER_NOT_IN_BUNDLE' },
    ]);
    // The same cover with the item added in the same update is fine.
    expect((await update({ id: bundle.id, mediaIds: [a, b], coverMediaId: b })).bundle?.cover).toEqual({ id: b });
  });

  it('NOT_PUBLISHABLE, saying why, when a published bundle would show no media', async () => {
    const drafts = [await insertMedia({ status: 'DRAFT' }), await insertMedia({ status: 'PENDING_REVIEW' })];
    const [live] = await insertMany(1);
    const onCreate = await create({
      title: 'Drafts',
      access: 'FREE',
      priceCents: 0,
      mediaIds: drafts,
      published: true,
    });
    expect(onCreate.errors).toEqual([
      {
        field: 'published',
        code: 'NOT_PUBLISHABLE',
        message: expect.stringMatching(/none of its 2 items is published \(1 draft, 1 pending review\)/),
      },
    ]);
    const empty = await made({ mediaIds: [] });
    const publishEmpty = await update({ id: empty.id, published: true });
    expect(publishEmpty.errors).toMatchObject([
      { field: 'published', code: 'NOT_PUBLISHABLE', message: expect.stringContaining('no items') },
    ]);
    // Publishing works once a published item is in; then the items cannot drop to drafts only.
    const ok = await update({ id: empty.id, mediaIds: [...drafts, live], published: true });
    expect(ok.errors).toEqual([]);
    const toDrafts = await update({ id: empty.id, mediaIds: drafts });
    expect(toDrafts.errors).toMatchObject([{ field: 'mediaIds', code: 'NOT_PUBLISHABLE' }]);
    // Unpublishing and swapping in the same update is fine.
    expect((await update({ id: empty.id, mediaIds: drafts, published: false })).errors).toEqual([]);
  });

  it('refuses invalid input before any SQL (BAD_USER_INPUT)', async () => {
    const [m] = await insertMany(1);
    const base = { title: 'Valid', access: 'FREE', priceCents: 0, mediaIds: [m] };
    const tooMany = Array.from({ length: 201 }, () => randomUUID());
    for (const input of [
      { ...base, title: '   ' },
      { ...base, title: 'x'.repeat(141) },
      { ...base, slug: 'Not A Slug' },
      { ...base, priceCents: -1 },
      { ...base, priceCents: 1_000_001 },
      { ...base, description: 'x'.repeat(5001) },
      { ...base, mediaIds: [m, m] },
      { ...base, mediaIds: tooMany },
    ]) {
      const res = await t.gql(CREATE, { i: input }, { token: admin });
      expect(res.errors?.[0]?.extensions?.code, JSON.stringify(input).slice(0, 80)).toBe('BAD_USER_INPUT');
    }
    expect(await sql("SELECT 1 FROM bundles WHERE title = 'Valid'")).toEqual([]);
  });
});

describe('outside the admin area', () => {
  it('shows only published bundles, and in them only published media', async () => {
    const draft = await insertMedia({ status: 'DRAFT' });
    const [live1, live2] = await insertMany(2);
    const hidden = await made({ title: 'Hidden Bundle', mediaIds: [live1 as string] });
    const shown = await made({
      title: 'Shown Bundle',
      mediaIds: [draft, live1 as string, live2 as string],
      coverMediaId: draft,
      published: true,
    });

    for (const token of [undefined, member, admin]) {
      const who = token === admin ? 'admin' : token ? 'member' : 'anonymous';
      for (const vars of [{ id: hidden.id }, { slug: hidden.slug }]) {
        const res = await t.gql<{ bundle: BundleNode | null }>(PUBLIC_BUNDLE, vars, { token });
        expect(res.errors, who).toBeUndefined();
        expect(res.data?.bundle, `${who} ${JSON.stringify(vars)}`).toBeNull();
      }
      const res = await t.gql<{ bundle: BundleNode }>(PUBLIC_BUNDLE, { slug: shown.slug }, { token });
      // The public query is the public view, whoever asks: the draft and the draft cover stay hidden.
      expect(res.data?.bundle, who).toMatchObject({
        id: shown.id,
        itemCount: 2,
        items: [
          { id: live1, status: 'PUBLISHED' },
          { id: live2, status: 'PUBLISHED' },
        ],
        cover: { id: live1 },
      });
      expect(res.data?.bundle.coverUrl).toContain(`media/${live1}/thumbnail.webp`);

      const list = await t.gql<{ bundles: { edges: { node: { id: string } }[] } }>(
        PUBLIC_LIST,
        { first: 100 },
        { token },
      );
      const listed = list.data?.bundles.edges.map((e) => e.node.id) ?? [];
      expect(listed, who).toContain(shown.id);
      expect(listed, who).not.toContain(hidden.id);
    }

    // Admins see every item (and the chosen draft cover) through the admin queries.
    const asAdmin = await t.gql<{ adminBundle: BundleNode }>(ADMIN_BUNDLE, { id: shown.id }, { token: admin });
    expect(asAdmin.data?.adminBundle).toMatchObject({
      itemCount: 3,
      items: [{ id: draft, status: 'DRAFT' }, { id: live1 }, { id: live2 }],
      cover: { id: draft },
    });
    expect((await t.gql(ADMIN_BUNDLE, { id: hidden.id }, { token: admin })).data?.adminBundle).toMatchObject({
      id: hidden.id,
    });

    // Unpublishing hides it again.
    await update({ id: shown.id, published: false });
    expect((await t.gql(PUBLIC_BUNDLE, { id: shown.id })).data?.bundle).toBeNull();
  });

  it('filters the public list by featured', async () => {
    const [m] = await insertMany(1);
    const featured = await made({ title: 'Featured One', mediaIds: [m as string], published: true, featured: true });
    const plain = await made({ title: 'Plain One', mediaIds: [m as string], published: true });
    const ids = async (featuredArg: boolean | undefined) =>
      (
        await t.gql<{ bundles: { edges: { node: { id: string } }[] } }>(PUBLIC_LIST, {
          first: 100,
          featured: featuredArg,
        })
      ).data?.bundles.edges.map((e) => e.node.id) ?? [];
    expect(await ids(true)).toContain(featured.id);
    expect(await ids(true)).not.toContain(plain.id);
    expect(await ids(false)).toContain(plain.id);
    expect(await ids(false)).not.toContain(featured.id);
    const all = await ids(undefined);
    // newest first
    expect(all.indexOf(plain.id)).toBeLessThan(all.indexOf(featured.id));
  });

  it('lists the first few published items, in the bundle’s order, with `items(first)`', async () => {
    const draft = await insertMedia({ status: 'DRAFT' });
    const image = await insertMedia({ kind: 'IMAGE' });
    const [a, b, c] = await insertMany(3);
    const audio = await insertMedia({ kind: 'AUDIO' });
    const order = [c, draft, image, a, audio, b] as string[];
    const bundle = await made({ title: 'Bounded Bundle', mediaIds: order, published: true, featured: true });
    const published = order.filter((id) => id !== draft);
    const nodeOf = (res: { data?: HomeList | null }) =>
      res.data?.bundles.edges.find((e) => e.node.id === bundle.id)?.node;

    for (const token of [undefined, member, admin]) {
      const who = token === admin ? 'admin' : token ? 'member' : 'anonymous';
      // Bounded: the first three published items, the draft skipped before counting; the count stays whole.
      // The newest bundle comes first: a short page holds it (a page of 100 with 200 items each costs too much).
      const res = await t.gql<HomeList>(HOME_LIST, { first: 5, items: 3 }, { token });
      expect(res.errors, who).toBeUndefined();
      const node = nodeOf(res);
      expect(node?.itemCount, who).toBe(5);
      expect(
        node?.items.map((i) => i.id),
        who,
      ).toEqual(published.slice(0, 3));
      const kinds = await sql<{ id: string; kind: string; slug: string; title: string }>(
        'SELECT id, kind, slug, title FROM media WHERE id = ANY($1)',
        [published],
      );
      for (const item of node?.items ?? []) {
        expect(item, who).toMatchObject(kinds.find((k) => k.id === item.id) as object);
      }
      // A bound above the count, or none, lists them all.
      for (const vars of [{ first: 5, items: 200 }, { first: 5 }]) {
        const all = await t.gql<HomeList>(HOME_LIST, vars, { token });
        expect(all.errors, `${who} ${JSON.stringify(vars)}`).toBeUndefined();
        expect(nodeOf(all)?.items.map((i) => i.id)).toEqual(published);
      }
    }
    // The admin view bounds every item, drafts included.
    const asAdmin = await t.gql<{ adminBundle: { items: { id: string }[] } }>(
      'query($id: ID!) { adminBundle(id: $id) { items(first: 2) { id } } }',
      { id: bundle.id },
      { token: admin },
    );
    expect(asAdmin.data?.adminBundle.items.map((i) => i.id)).toEqual([c, draft]);

    for (const items of [0, -1, 201]) {
      const res = await t.gql(HOME_LIST, { first: 1, items });
      expect(res.errors?.[0]?.extensions?.code, `items: ${items}`).toBe('BAD_USER_INPUT');
    }
  });

  it('answers null for a malformed id, and refuses a call with neither id nor slug', async () => {
    expect((await t.gql(PUBLIC_BUNDLE, { id: 'nope' })).data?.bundle).toBeNull();
    const res = await t.gql(PUBLIC_BUNDLE, {});
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('authorization', () => {
  it('refuses the admin queries, mutations and fields to members (FORBIDDEN) and anonymous callers', async () => {
    const [m] = await insertMany(1);
    const bundle = await made({ mediaIds: [m as string], published: true });
    const calls: [string, Record<string, unknown>][] = [
      [CREATE, { i: { title: 'Nope', access: 'FREE', priceCents: 0, mediaIds: [] } }],
      [UPDATE, { i: { id: bundle.id, title: 'Nope' } }],
      [DELETE, { i: { id: bundle.id } }],
      [ADMIN_BUNDLE, { id: bundle.id }],
      [ADMIN_LIST, {}],
      ['query($id: ID) { bundle(id: $id) { id coverMediaId } }', { id: bundle.id }],
    ];
    for (const [query, variables] of calls) {
      const asMember = await t.gql(query, variables, { token: member });
      expect(asMember.errors?.[0]?.extensions?.code, query.slice(0, 40)).toBe('FORBIDDEN');
      const anonymous = await t.gql(query, variables);
      expect(anonymous.errors?.[0]?.extensions?.code, query.slice(0, 40)).toBe('UNAUTHENTICATED');
    }
    expect(await sql("SELECT 1 FROM bundles WHERE title = 'Nope'")).toEqual([]);
    expect(await auditActions(bundle.id)).toEqual(['bundle.created']);
  });
});

describe('statement count', () => {
  it('costs the same for a page of 2 or 6 bundles with their items and covers', async () => {
    await sql('DELETE FROM bundles');
    const items = await insertMany(4);
    const draft = await insertMedia({ status: 'DRAFT' });
    for (let i = 0; i < 6; i++) {
      await made({ title: `Counted ${i}`, mediaIds: [draft, ...items.slice(i % 3)], published: true });
    }
    for (const size of [2, 6]) {
      const anonymous = await t.gql<{ bundles: { edges: { node: BundleNode }[] } }>(PUBLIC_LIST, { first: size });
      expect(anonymous.errors).toBeUndefined();
      expect(anonymous.data?.bundles.edges).toHaveLength(size);
      expect(anonymous.data?.bundles.edges.every((e) => e.node.items.length === e.node.itemCount)).toBe(true);
      // page + count + items (one statement for the page) + files (thumbnails of items and covers)
      expect(anonymous.headers.get('x-sql-statements'), `public, ${size}`).toBe('4');

      const asMember = await t.gql(PUBLIC_LIST, { first: size }, { token: member });
      // + the viewer (page sizes above the default need to know who asks)
      expect(asMember.headers.get('x-sql-statements'), `member, ${size}`).toBe('5');

      const asAdmin = await t.gql<{ adminBundles: { edges: { node: BundleNode }[] } }>(
        ADMIN_LIST,
        { first: size, search: 'counted' },
        { token: admin },
      );
      expect(asAdmin.errors).toBeUndefined();
      expect(asAdmin.data?.adminBundles.edges).toHaveLength(size);
      // viewer + page + count + items + files
      expect(asAdmin.headers.get('x-sql-statements'), `admin, ${size}`).toBe('5');
    }
  });

  it('costs the home page nothing more for the featured bundles’ bounded item lists', async () => {
    await sql('DELETE FROM bundles');
    const items = await insertMany(4);
    const draft = await insertMedia({ status: 'DRAFT' });
    for (let i = 0; i < 6; i++) {
      await made({ title: `Home ${i}`, mediaIds: [draft, ...items.slice(i % 3)], published: true, featured: true });
    }
    const counts = new Set<string | null>();
    for (const size of [2, 6]) {
      for (const withItems of [false, true]) {
        // Without the lists, and with them (the variable then unset would list every item: set it).
        const query = withItems
          ? HOME_LIST
          : HOME_LIST.replace(', $items: Int', '').replace(' items(first: $items) { id kind slug title }', '');
        const res = await t.gql<HomeList>(query, withItems ? { first: size, items: 2 } : { first: size });
        expect(res.errors, `${size}, items: ${withItems}`).toBeUndefined();
        expect(res.data?.bundles.edges).toHaveLength(size);
        if (withItems) expect(res.data?.bundles.edges.every((e) => e.node.items.length === 2)).toBe(true);
        counts.add(res.headers.get('x-sql-statements'));
      }
    }
    // page + count + the items of the whole page (itemCount and cover read the same rows) + the covers' files,
    // for 2 or 6 bundles, with the lists or without.
    expect([...counts]).toEqual(['4']);
  });
});

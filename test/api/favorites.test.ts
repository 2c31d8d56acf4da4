/**
 * Favourites and collections on real PostgreSQL: idempotent hearts that move
 * the item's count, only published items, the viewer's own rows only,
 * collections created, renamed, reordered, filled and deleted with bad input
 * refused, statement counts that do not grow with the number of collections,
 * and erasure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFactory, type SeededMedia } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let items: SeededMedia[];

const ERR = 'errors { code field message }';
const COLS = `collection { id name position } collections { id name position itemCount mediaIds } ${ERR}`;

async function ok<T>(p: Promise<{ data?: T; errors?: unknown }>): Promise<T> {
  const r = await p;
  if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

const heart = (token: string, mediaId: string, favorite: boolean) =>
  ok<{ setFavorite: { favorite: boolean; errors: { code: string }[] } }>(
    t.gql(
      `mutation($i: SetFavoriteInput!) { setFavorite(input: $i) { mediaId favorite ${ERR} } }`,
      { i: { mediaId, favorite } },
      { token },
    ),
  ).then((d) => d.setFavorite);

type Cols = {
  collection: { id: string; name: string } | null;
  collections: { id: string; name: string; position: number; itemCount: number; mediaIds: string[] }[];
  errors: { code: string; field: string | null }[];
};
const mutate = (token: string, name: string, input: Record<string, unknown>) =>
  ok<Record<string, Cols>>(
    t.gql(
      `mutation($i: ${name[0]?.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $i) { ${COLS} } }`,
      { i: input },
      { token },
    ),
  ).then((d) => d[name] as Cols);

const count = async (id: string) =>
  (
    (await t.server.deps.db.query('SELECT favorite_count FROM media WHERE id = $1', [id])) as {
      favorite_count: number;
    }[]
  )[0]?.favorite_count;

beforeAll(async () => {
  t = await startTestServer();
  const media = mediaFactory(t);
  items = await media.createMany(4, (i) => ({ kind: i % 2 ? 'AUDIO' : 'ASSET', access: 'FREE', status: 'PUBLISHED' }));
  items.push(await media.create({ kind: 'IMAGE', status: 'DRAFT' }));
});
afterAll(async () => {
  await t?.stop();
});

describe('favourites', () => {
  it('are idempotent, move the item’s count, list newest first, and refuse unpublished items', async () => {
    const { token } = await t.signedIn();
    const [a, b, , , draft] = items as [SeededMedia, SeededMedia, SeededMedia, SeededMedia, SeededMedia];
    expect(await heart(token, a.id, true)).toMatchObject({ favorite: true, errors: [] });
    expect(await heart(token, a.id, true)).toMatchObject({ favorite: true, errors: [] });
    expect(await count(a.id)).toBe(1);
    await heart(token, b.id, true);
    expect((await heart(token, draft.id, true)).errors[0]?.code).toBe('NOT_FOUND');
    expect((await heart(token, 'nope', true)).errors[0]?.code).toBe('NOT_FOUND');
    const ids = await ok<{ myFavoriteIds: string[] }>(t.gql('{ myFavoriteIds }', {}, { token }));
    expect(ids.myFavoriteIds).toEqual([b.id, a.id]);
    const list = await ok<{
      myFavorites: { totalCount: number; edges: { node: { media: { id: string; kind: string } } }[] };
    }>(
      t.gql(
        '{ myFavorites(first: 10, kind: AUDIO) { totalCount edges { node { media { id kind } } } } }',
        {},
        { token },
      ),
    );
    expect(list.myFavorites.edges.map((e) => e.node.media.id)).toEqual([b.id]);
    expect(await heart(token, a.id, false)).toMatchObject({ favorite: false });
    expect(await heart(token, a.id, false)).toMatchObject({ favorite: false });
    expect(await count(a.id)).toBe(0);
    expect((await t.gql('{ myFavoriteIds }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('collections', () => {
  it('are created, filled, renamed, reordered and deleted; bad input changes nothing', async () => {
    const { token } = await t.signedIn();
    const [a, b] = items as [SeededMedia, SeededMedia];
    const first = await mutate(token, 'createCollection', { name: ' Wedding ', mediaId: a.id });
    expect(first.collection?.name).toBe('Wedding');
    const second = await mutate(token, 'createCollection', { name: 'Travel' });
    expect(second.collections.map((c) => c.name)).toEqual(['Wedding', 'Travel']);
    expect((await mutate(token, 'createCollection', { name: '   ' })).errors[0]).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'name',
    });
    expect((await mutate(token, 'createCollection', { name: 'x'.repeat(61) })).errors[0]?.code).toBe('INVALID_INPUT');

    const travel = second.collection?.id as string;
    const filled = await mutate(token, 'setCollectionItem', {
      collectionId: travel,
      mediaId: b.id,
      inCollection: true,
    });
    await mutate(token, 'setCollectionItem', { collectionId: travel, mediaId: b.id, inCollection: true });
    expect(filled.collections.find((c) => c.id === travel)?.mediaIds).toEqual([b.id]);
    expect(
      (await mutate(token, 'setCollectionItem', { collectionId: travel, mediaId: items[4]?.id, inCollection: true }))
        .errors[0]?.code,
    ).toBe('NOT_FOUND');

    const renamed = await mutate(token, 'renameCollection', { collectionId: travel, name: 'Travel 2026' });
    expect(renamed.collection?.name).toBe('Travel 2026');
    const wedding = first.collection?.id as string;
    const reordered = await mutate(token, 'reorderCollections', { collectionIds: [travel, wedding] });
    expect(reordered.collections.map((c) => [c.name, c.position])).toEqual([
      ['Travel 2026', 0],
      ['Wedding', 1],
    ]);
    expect((await mutate(token, 'reorderCollections', { collectionIds: [travel] })).errors[0]?.field).toBe(
      'collectionIds',
    );
    expect((await mutate(token, 'reorderCollections', { collectionIds: [travel, travel] })).errors[0]?.code).toBe(
      'INVALID_INPUT',
    );

    const other = await t.signedIn();
    expect(
      (await mutate(other.token, 'renameCollection', { collectionId: travel, name: 'Mine' })).errors[0]?.code,
    ).toBe('NOT_FOUND');
    expect((await mutate(other.token, 'deleteCollection', { collectionId: travel })).errors[0]?.code).toBe('NOT_FOUND');
    expect(
      (await mutate(other.token, 'setCollectionItem', { collectionId: travel, mediaId: a.id, inCollection: false }))
        .errors[0]?.code,
    ).toBe('NOT_FOUND');

    const deleted = await mutate(token, 'deleteCollection', { collectionId: travel });
    expect(deleted.collections.map((c) => [c.name, c.position])).toEqual([['Wedding', 0]]);
  });

  it('costs the same statements for 1 and 5 collections with their items', async () => {
    const counts: number[] = [];
    for (const n of [1, 5]) {
      const { token } = await t.signedIn();
      for (let i = 0; i < n; i++) {
        const c = await mutate(token, 'createCollection', { name: `C${i}`, mediaId: items[i % 4]?.id });
        await mutate(token, 'setCollectionItem', {
          collectionId: c.collection?.id,
          mediaId: items[(i + 1) % 4]?.id,
          inCollection: true,
        });
      }
      const r = await t.gql<{ myCollections: { items: { id: string }[] }[] }>(
        '{ myCollections { id name itemCount items { id title thumbnailUrl } } }',
        {},
        { token },
      );
      expect(r.data?.myCollections).toHaveLength(n);
      expect(r.data?.myCollections[0]?.items).toHaveLength(2);
      counts.push(Number(r.headers.get('x-sql-statements')));
    }
    expect(counts[0]).toBe(counts[1]);
  });
});

describe('erasure', () => {
  it('deletes the member’s favourites and collections, and their hearts from the counts', async () => {
    const { token, userId } = await t.signedIn();
    const c = items[2] as SeededMedia;
    await heart(token, c.id, true);
    await mutate(token, 'createCollection', { name: 'Gone', mediaId: c.id });
    expect(await count(c.id)).toBe(1);
    const del = await ok<{ deleteAccount: { deleted: boolean } }>(
      t.gql('mutation { deleteAccount { deleted } }', {}, { token }),
    );
    expect(del.deleteAccount.deleted).toBe(true);
    expect(await count(c.id)).toBe(0);
    const left = (await t.server.deps.db.query(
      'SELECT (SELECT count(*) FROM favorites WHERE user_id = $1)::int + (SELECT count(*) FROM collections WHERE user_id = $1)::int AS n',
      [userId],
    )) as { n: number }[];
    expect(left[0]?.n).toBe(0);
  });
});

/**
 * The GraphiQL collection (client/src/graphiql-collection.ts) is real: every
 * operation validates against the schema and runs as shown for an admin, at
 * admin page sizes. Admin lists take 1000 a page, but a field that runs SQL
 * per row is refused under such a list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_COLLECTION } from '../../client/src/graphiql-collection.js';
import { Role } from '../../server/graphql/auth.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let admin: { token: string };
beforeAll(async () => {
  t = await startTestServer({ env: { JOBS_IN_PROCESS: 'false' } });
  admin = await t.signedIn(Role.ADMIN);
});
afterAll(() => t?.stop());

describe('GraphiQL collection', () => {
  it.each(GRAPHIQL_COLLECTION.map((op) => [op.title, op] as const))('“%s” runs as shown', async (_title, op) => {
    const res = await t.gql(op.query, JSON.parse(op.variables), { token: admin.token });
    expect(res.errors).toBeUndefined();
    expect(res.data).toBeTruthy();
  });

  it('bulk operations act on the ids given', async () => {
    const media = mediaFactory(t);
    const category = await media.category('ASSET', 'Collection');
    const tag = await media.tag('collection');
    const items = await media.createMany(3, () => ({
      kind: 'ASSET',
      status: 'PENDING_REVIEW',
      processing: 'READY',
      categoryId: category.id,
    }));
    const ids = items.map((i) => i.id);
    const byTitle = (title: string) => GRAPHIQL_COLLECTION.find((o) => o.title === title)?.query ?? '';
    const published = await t.gql<{ bulkPublishMedia: { changedCount: number } }>(
      byTitle('Bulk publish by ids'),
      { ids },
      { token: admin.token },
    );
    expect(published.data?.bulkPublishMedia.changedCount).toBe(3);
    const tagged = await t.gql<{ bulkTagMedia: { changedCount: number } }>(
      byTitle('Bulk tag by ids'),
      { ids, tagIds: [tag.id] },
      { token: admin.token },
    );
    expect(tagged.data?.bulkTagMedia.changedCount).toBe(3);
    const list = await t.gql<{ adminMedia: { edges: { node: { id: string; downloadCount: number } }[] } }>(
      byTitle('Published media with download counts'),
      {},
      { token: admin.token },
    );
    expect(list.data?.adminMedia.edges.map((e) => e.node.id).sort()).toEqual([...ids].sort());
  });

  it('lets a 1000-row admin page through, refuses fields that run SQL per row under it', async () => {
    const ok = await t.gql(
      '{ adminUsers(first: 1000) { edges { node { id email subscription { planName } } } } }',
      {},
      { token: admin.token },
    );
    expect(ok.errors).toBeUndefined();
    for (const nested of [
      'billing { status }',
      'activeSessions(first: 10) { totalCount }',
      'auditTrail(first: 10) { totalCount }',
    ]) {
      const res = await t.gql(
        `{ adminUsers(first: 1000) { edges { node { id ${nested} } } } }`,
        {},
        { token: admin.token },
      );
      expect(res.status, nested).toBe(400);
      expect(res.errors?.[0]?.extensions?.code, nested).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});

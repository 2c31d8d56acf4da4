/**
 * DATABASE_REPLICA_URLS: browse, search and detail queries read from the
 * replica; mutations, the viewer's own data and admin queries from the
 * primary. The "replica" is a second database copied from the first, then
 * made to differ, so each answer tells which one it came from.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { copyTestDatabase, createTestDatabase, type TestDatabase } from '../support/database.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let primary: TestDatabase;
let replica: TestDatabase;
let t: TestServer;
const id: Record<string, string> = {};

async function onDatabase(db: TestDatabase, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  primary = await createTestDatabase();
  // Items first, in the primary; then the replica as a copy of it (a template needs no open connections).
  const seeder = await startTestServer({ database: primary });
  const factory = mediaFactory(seeder);
  const category = await factory.category('ASSET', 'Loops');
  id.shared = (
    await factory.create({ kind: 'ASSET', title: 'Shared Comet Loop', status: 'PUBLISHED', categoryId: category.id })
  ).id;
  await seeder.stop();
  replica = await copyTestDatabase(primary);
  // The replica "lags": its copy of the item still has the old title.
  await onDatabase(primary, "UPDATE media SET title = 'Shared Comet Loop (primary)' WHERE id = $1", [id.shared]);
  await onDatabase(replica, "UPDATE media SET title = 'Shared Comet Loop (replica)' WHERE id = $1", [id.shared]);
  t = await startTestServer({ database: primary, env: { DATABASE_REPLICA_URLS: replica.url } });
});

afterAll(async () => {
  await t?.stop();
  await replica?.drop();
  await primary?.drop();
});

describe('read replicas', () => {
  it('answer browse, search and detail queries', async () => {
    const browse = await t.gql<{ media: { edges: { node: { title: string } }[] } }>(
      '{ media { edges { node { title } } } }',
    );
    expect(browse.data?.media.edges.map((e) => e.node.title)).toEqual(['Shared Comet Loop (replica)']);
    const search = await t.gql<{ search: { edges: { node: { title: string } }[] } }>(
      '{ search(query: "comet") { edges { node { title } } } }',
    );
    expect(search.data?.search.edges.map((e) => e.node.title)).toEqual(['Shared Comet Loop (replica)']);
    const detail = await t.gql<{ mediaItem: { title: string } }>('query($id: ID) { mediaItem(id: $id) { title } }', {
      id: id.shared,
    });
    expect(detail.data?.mediaItem.title).toBe('Shared Comet Loop (replica)');
  });

  it('leave writes, the viewer and admin reads on the primary', async () => {
    // Users made now exist only in the primary: signing in (a mutation) and `me` work only there.
    const admin = await t.signedIn(Role.ADMIN);
    const me = await t.gql<{ me: { id: string } }>('{ me { id } }', {}, { token: admin.token });
    expect(me.data?.me.id).toBe(admin.userId);
    const adminItem = await t.gql<{ adminMediaItem: { title: string } }>(
      'query($id: ID!) { adminMediaItem(id: $id) { title } }',
      { id: id.shared },
      { token: admin.token },
    );
    expect(adminItem.data?.adminMediaItem.title).toBe('Shared Comet Loop (primary)');
    // A query mixing a catalogue read with anything else stays on the primary too.
    const mixed = await t.gql<{ mediaItem: { title: string } }>(
      'query($id: ID) { mediaItem(id: $id) { title } me { id } }',
      { id: id.shared },
      { token: admin.token },
    );
    expect(mixed.data?.mediaItem.title).toBe('Shared Comet Loop (primary)');
  });
});

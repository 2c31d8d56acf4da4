/**
 * Ownership, derived from the schema like the authorization matrix: one
 * member's things (a collection holding an item, a favourite, a download with
 * its licence and project name, a notification, a follow, their sessions) are
 * handed by id to every query and mutation another member may call, once
 * with every Boolean true and once with every Boolean false (adding and
 * removing). Services check ownership: none of the first member's rows may
 * change, and no answer may carry their e-mail address or the private names
 * they gave. A field added to the schema is covered at once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { appSchema } from '../support/app-schema.js';
import { mediaFactory } from '../support/media-factory.js';
import { OWN_SESSION_OPERATIONS, operationFor, requiredRole, rootFields, sample } from '../support/schema-samples.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** What the owner named privately: no other member's answer may contain it. */
const SECRET = `owner-secret-${randomUUID().slice(0, 8)}`;

const schema = await appSchema();
const fields = rootFields(schema).filter(
  ({ field }) => !OWN_SESSION_OPERATIONS.has(field.name) && requiredRole(schema, field) !== Role.ADMIN,
);

let t: TestServer;
let owner: { token: string; userId: string; email: string };
let other: { token: string };
const owned: Record<string, string> = {};

/** Every row of the owner's in the tables a member's actions write. */
const snapshot = async () =>
  t.server.deps.db.query(
    `SELECT (SELECT to_jsonb(u) FROM users u WHERE id = $1) AS user,
            (SELECT jsonb_agg(c ORDER BY c.id) FROM collections c WHERE user_id = $1) AS collections,
            (SELECT jsonb_agg(i ORDER BY i.media_id) FROM collection_items i
               JOIN collections c ON c.id = i.collection_id WHERE c.user_id = $1) AS items,
            (SELECT jsonb_agg(f ORDER BY f.media_id) FROM favorites f WHERE user_id = $1) AS favorites,
            (SELECT jsonb_agg(d ORDER BY d.id) FROM downloads d WHERE user_id = $1) AS downloads,
            (SELECT jsonb_agg(l ORDER BY l.id) FROM licences l WHERE user_id = $1) AS licences,
            -- email_state is the notification e-mail job's bookkeeping, which may run meanwhile.
            (SELECT jsonb_agg(to_jsonb(n) - 'email_state' ORDER BY n.id) FROM notifications n WHERE user_id = $1)
              AS notifications,
            (SELECT jsonb_agg(f ORDER BY f.target_id) FROM follows f WHERE user_id = $1) AS follows,
            (SELECT jsonb_agg(s ORDER BY s.id) FROM sessions s WHERE user_id = $1) AS sessions`,
    [owner.userId],
  );

beforeAll(async () => {
  t = await startTestServer();
  await ensureDemoPlans(t.server.deps.db);
  const factory = mediaFactory(t);
  const platform = await factory.platform('Owner Editor');
  const item = await factory.create({ kind: 'ASSET', access: 'FREE', status: 'PUBLISHED', platformIds: [platform.id] });
  owned.media = item.id;
  owned.platform = platform.id;

  owner = await t.signedIn(Role.MEMBER);
  other = await t.signedIn(Role.MEMBER);
  const as = async <T>(query: string, variables: Record<string, unknown>, token = owner.token) => {
    const res = await t.gql<T>(query, variables, { token });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data as T;
  };
  const collection = await as<{ createCollection: { collection: { id: string } } }>(
    'mutation($i: CreateCollectionInput!) { createCollection(input: $i) { collection { id } } }',
    { i: { name: SECRET, mediaId: item.id } },
  );
  owned.collection = collection.createCollection.collection.id;
  await as('mutation($i: SetFavoriteInput!) { setFavorite(input: $i) { favorite } }', {
    i: { mediaId: item.id, favorite: true },
  });
  await as('mutation($i: SetFollowInput!) { setFollow(input: $i) { following } }', {
    i: { targetType: 'PLATFORM', targetId: platform.id, following: true },
  });
  const granted = await as<{ downloadItem: { download: { id: string; licence: { id: string } } } }>(
    'mutation($i: DownloadItemInput!) { downloadItem(input: $i) { download { id licence { id } } } }',
    { i: { mediaId: item.id, projectName: SECRET } },
  );
  owned.download = granted.downloadItem.download.id;
  owned.licence = granted.downloadItem.download.licence.id;
  const admin = await t.signedIn(Role.ADMIN);
  await as(
    'mutation($i: BulkUpdateUsersInput!) { bulkUpdateUsers(input: $i) { changedCount } }',
    { i: { action: 'NOTIFY', ids: [owner.userId], notification: { title: SECRET } } },
    admin.token,
  );
  const rows: { notification: string; session: string }[] = await t.server.deps.db.query(
    `SELECT (SELECT id::text FROM notifications WHERE user_id = $1 LIMIT 1) AS notification,
            (SELECT id::text FROM sessions WHERE user_id = $1 LIMIT 1) AS session`,
    [owner.userId],
  );
  owned.notification = rows[0]?.notification ?? '';
  owned.session = rows[0]?.session ?? '';
});
afterAll(() => t?.stop());

/** The owner's id for an ID argument or input field of this name, in this operation. */
function idFor(operation: string) {
  return (name: string): string => {
    if (/^(media|item)Ids?$/.test(name)) return owned.media as string;
    if (name === 'targetId') return owned.platform as string;
    const prefix = /^(.*?)Ids?$/.exec(name)?.[1]?.toLowerCase();
    const key =
      prefix && prefix in owned
        ? prefix
        : ['collection', 'licence', 'download', 'notification', 'session'].find((k) =>
            operation.toLowerCase().includes(k),
          );
    return owned[key ?? ''] ?? randomUUID();
  };
}

describe('another member', () => {
  it('finds the owner’s things and the fields to call', () => {
    expect(Object.values(owned).every(Boolean)).toBe(true);
    expect(fields.map((f) => f.field.name)).toEqual(
      expect.arrayContaining(['renameCollection', 'setCollectionItem', 'setLicenceProject', 'markNotificationsRead']),
    );
  });

  it.each(fields.map((f) => [`${f.kind} ${f.field.name}`, f] as const))(
    '%s changes and shows nothing of the owner’s',
    async (_name, { kind, field }) => {
      const before = await snapshot();
      const { query, args } = operationFor(kind, field, { allArgs: true, leafFields: true });
      for (const flag of [true, false]) {
        const opts = { idFor: idFor(field.name), optionalFields: true, scalars: { Boolean: flag } };
        const variables = Object.fromEntries(args.map((a) => [a.name, sample(a.type, opts, a.name)]));
        const res = await t.gql(query, variables, { token: other.token });
        const text = JSON.stringify(res);
        expect(text, `${field.name} answered with the owner's private name`).not.toContain(SECRET);
        expect(text, `${field.name} answered with the owner's e-mail`).not.toContain(owner.email);
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});

/**
 * Notifications: the owner's list, unread count and mark-read over HTTP, and
 * live delivery over graphql-ws — through a second server instance on the
 * same database, fanned out by PostgreSQL LISTEN/NOTIFY.
 */
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notify } from '../../server/modules/notifications/index.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({ database: a.db });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

const LIST = `query($first: Int, $after: String, $unread: Boolean) {
  notifications(first: $first, after: $after, unreadOnly: $unread) {
    totalCount edges { node { id type title link readAt cursor } } pageInfo { hasNextPage endCursor }
  }
  unreadNotificationCount
}`;
const MARK = `mutation($i: MarkNotificationsReadInput!) {
  markNotificationsRead(input: $i) { unreadCount errors { code field } }
}`;

interface Page {
  notifications: {
    totalCount: number;
    edges: {
      node: { id: string; type: string; title: string; link: string | null; readAt: string | null; cursor: string };
    }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
  unreadNotificationCount: number;
}

async function send(server: TestServer, userId: string, titles: string[]) {
  await server.server.deps.db.transaction((m) =>
    notify(
      m,
      titles.map((title) => ({ userId, type: 'test.note', title, link: `/members/x/${title}` })),
    ),
  );
}

function subscribe(server: TestServer, token: string | (() => string), after?: string) {
  const received: { id: string; title: string; cursor: string }[] = [];
  const errors: unknown[] = [];
  const client = createClient({
    url: `${server.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: () => ({ authorization: `Bearer ${typeof token === 'string' ? token : token()}` }),
    retryAttempts: 5,
    retryWait: async () => new Promise((r) => setTimeout(r, 100)),
  });
  let resolveStarted: () => void = () => undefined;
  const started = new Promise<void>((r) => {
    resolveStarted = r;
  });
  client.on('connected', () => resolveStarted());
  const dispose = client.subscribe<{ notificationAdded: { id: string; title: string; cursor: string } }>(
    {
      query: 'subscription($after: String) { notificationAdded(after: $after) { id title cursor } }',
      variables: { after: after ?? null },
    },
    {
      next: (v) => {
        if (v.data) received.push(v.data.notificationAdded);
        if (v.errors) errors.push(...v.errors);
      },
      error: (e) => errors.push(e),
      complete: () => undefined,
    },
  );
  return { received, errors, client, dispose, started };
}

async function until(check: () => boolean, ms = 2000): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

describe('the notification list', () => {
  it('pages the owner’s notifications newest first, counts unread, and marks one or all read', async () => {
    const member = await a.signedIn();
    const other = await a.signedIn();
    await send(a, member.userId, ['one', 'two', 'three']);
    await send(a, other.userId, ['not yours']);

    const first = await a.gql<Page>(LIST, { first: 2 }, { token: member.token });
    expect(first.errors).toBeUndefined();
    const page = first.data?.notifications;
    expect(page?.edges.map((e) => e.node.title)).toEqual(['three', 'two']);
    expect(page?.totalCount).toBe(3);
    expect(first.data?.unreadNotificationCount).toBe(3);
    const next = await a.gql<Page>(LIST, { first: 2, after: page?.pageInfo.endCursor }, { token: member.token });
    expect(next.data?.notifications.edges.map((e) => e.node.title)).toEqual(['one']);
    expect(next.data?.notifications.pageInfo.hasNextPage).toBe(false);

    // Someone else's id changes nothing.
    const theirs = (await a.gql<Page>(LIST, {}, { token: other.token })).data?.notifications.edges[0]?.node.id;
    const foreign = await a.gql<{ markNotificationsRead: { unreadCount: number } }>(
      MARK,
      { i: { ids: [theirs] } },
      { token: member.token },
    );
    expect(foreign.data?.markNotificationsRead.unreadCount).toBe(3);
    expect((await a.gql<Page>(LIST, {}, { token: other.token })).data?.unreadNotificationCount).toBe(1);

    const one = page?.edges[0]?.node.id;
    const marked = await a.gql<{ markNotificationsRead: { unreadCount: number } }>(
      MARK,
      { i: { ids: [one] } },
      { token: member.token },
    );
    expect(marked.data?.markNotificationsRead.unreadCount).toBe(2);
    const unread = await a.gql<Page>(LIST, { unread: true }, { token: member.token });
    expect(unread.data?.notifications.edges.map((e) => e.node.title)).toEqual(['two', 'one']);

    const none = await a.gql<{ markNotificationsRead: { errors: { code: string }[] } }>(
      MARK,
      { i: {} },
      { token: member.token },
    );
    expect(none.data?.markNotificationsRead.errors[0]?.code).toBe('NOTHING_SELECTED');

    const all = await a.gql<{ markNotificationsRead: { unreadCount: number } }>(
      MARK,
      { i: { all: true } },
      { token: member.token },
    );
    expect(all.data?.markNotificationsRead.unreadCount).toBe(0);
    expect((await a.gql<Page>(LIST, {}, { token: other.token })).data?.unreadNotificationCount).toBe(1);
  });

  it('answers anonymous callers UNAUTHENTICATED and a bad cursor with a typed error', async () => {
    const anon = await a.gql(LIST, {});
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const member = await a.signedIn();
    const bad = await a.gql(LIST, { after: 'nonsense' }, { token: member.token });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('reads the unread count and a page in a fixed number of statements, whatever the page size', async () => {
    const member = await a.signedIn();
    await send(
      a,
      member.userId,
      Array.from({ length: 30 }, (_, i) => `n${i}`),
    );
    for (const first of [5, 25]) {
      const res = await a.gql<Page>(LIST, { first }, { token: member.token });
      expect(res.data?.notifications.edges).toHaveLength(first);
      // viewer, page, count, unread count
      expect(res.headers.get('x-sql-statements'), `first ${first}`).toBe('4');
    }
  });
});

describe('live notifications', () => {
  it('reaches a subscriber on instance B within 2 s of being written through instance A', async () => {
    const member = await b.signedIn();
    const live = subscribe(b, member.token);
    await live.started;
    // The server subscribes once the operation arrives; give it a moment to LISTEN.
    await new Promise((r) => setTimeout(r, 300));
    await send(a, member.userId, ['across instances']);
    const ms = await until(() => live.received.length === 1);
    expect(ms).toBeLessThan(2000);
    expect(live.received[0]?.title).toBe('across instances');
    expect(live.errors).toEqual([]);
    live.dispose();
    await live.client.dispose();
  });

  it('sends only the subscriber’s own notifications, and those missed since `after` on reconnect', async () => {
    const member = await a.signedIn();
    const other = await a.signedIn();
    const live = subscribe(a, member.token);
    await live.started;
    await new Promise((r) => setTimeout(r, 300));
    await send(a, other.userId, ['someone else']);
    await send(a, member.userId, ['first']);
    await until(() => live.received.length === 1);
    const last = live.received[0]?.cursor as string;
    live.dispose();
    await live.client.dispose();

    // Offline: two arrive; the reconnecting client names the last one it saw.
    await send(a, member.userId, ['missed 1', 'missed 2']);
    const again = subscribe(b, member.token, last);
    await until(() => again.received.length === 2);
    expect(again.received.map((n) => n.title)).toEqual(['missed 1', 'missed 2']);
    await send(a, member.userId, ['after reconnect']);
    await until(() => again.received.length === 3);
    expect(again.received.map((n) => n.title)).not.toContain('someone else');
    again.dispose();
    await again.client.dispose();
  });

  it('refuses an anonymous subscriber and a forged token', async () => {
    const anon = subscribe(a, '');
    await until(() => anon.errors.length > 0);
    await anon.client.dispose();
    const forged = createClient({
      url: `${a.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: 'Bearer not-a-token' },
      retryAttempts: 0,
    });
    const closed = await new Promise<unknown>((resolve) => {
      forged.subscribe(
        { query: 'subscription { notificationAdded { id } }' },
        {
          next: () => undefined,
          error: resolve,
          complete: () => resolve(null),
        },
      );
    });
    expect((closed as { code?: number }).code).toBe(4403);
    await forged.dispose();
  });

  it('serves only subscriptions over the socket', async () => {
    const member = await a.signedIn();
    const client = createClient({
      url: `${a.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${member.token}` },
    });
    const result = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: '{ unreadNotificationCount }' },
        { next: resolve, error: resolve, complete: () => undefined },
      );
    });
    expect(JSON.stringify(result)).toMatch(/Only subscriptions/);
    await client.dispose();
  });
});

/**
 * The asset request board on real PostgreSQL: asking within the limits,
 * exact votes under concurrency, the admin lifecycle with notifications to
 * requester and voters, merging duplicates, and who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { type MediaFactory, mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let media: MediaFactory;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestServer();
  media = mediaFactory(t);
  admin = await t.signedIn(Role.ADMIN);
  await media.platform('CapCut');
});
afterAll(() => t?.stop());

const FIELDS =
  'id title status voteCount viewerHasVoted isMine requesterName declineReason mergedIntoId items { id slug }';
const CREATE = `mutation($i: CreateAssetRequestInput!) {
  createAssetRequest(input: $i) { request { ${FIELDS} platforms } errors { code field message } }
}`;
const VOTE = `mutation($i: SetAssetRequestVoteInput!) {
  setAssetRequestVote(input: $i) { request { ${FIELDS} } errors { code } }
}`;
const STATUS = `mutation($i: UpdateAssetRequestStatusInput!) {
  updateAssetRequestStatus(input: $i) { request { ${FIELDS} } errors { code field } }
}`;
const MERGE = `mutation($i: MergeAssetRequestsInput!) {
  mergeAssetRequests(input: $i) { request { ${FIELDS} } errors { code } }
}`;
const NOTES = '{ notifications(first: 20) { edges { node { type title link body } } } unreadNotificationCount }';

interface Req {
  id: string;
  title: string;
  status: string;
  voteCount: number;
  viewerHasVoted: boolean;
  isMine: boolean;
  requesterName: string | null;
  declineReason: string | null;
  mergedIntoId: string | null;
  items: { id: string; slug: string }[];
  platforms?: string[];
}
type Errors = { code: string; field: string | null }[];
interface Notes {
  notifications: { edges: { node: { type: string; title: string; link: string | null; body: string } }[] };
  unreadNotificationCount: number;
}

async function ask(token: string, input: Record<string, unknown>) {
  const res = await t.gql<{ createAssetRequest: { request: Req | null; errors: Errors } }>(
    CREATE,
    { i: input },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.createAssetRequest as { request: Req | null; errors: Errors };
}
async function vote(token: string, requestId: string, voted = true) {
  const res = await t.gql<{ setAssetRequestVote: { request: Req | null; errors: Errors } }>(
    VOTE,
    { i: { requestId, voted } },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.setAssetRequestVote as { request: Req | null; errors: Errors };
}
async function move(input: Record<string, unknown>, token = admin.token) {
  return t.gql<{ updateAssetRequestStatus: { request: Req | null; errors: Errors } }>(STATUS, { i: input }, { token });
}
/** Members signed in a few at a time: sign-in's per-address budget is held while a check runs. */
async function signInMany(n: number) {
  const members: { token: string; userId: string }[] = [];
  while (members.length < n) members.push(...(await Promise.all(Array.from({ length: 5 }, () => t.signedIn()))));
  return members.slice(0, n);
}
const notes = async (token: string) => (await t.gql<Notes>(NOTES, {}, { token })).data as Notes;

describe('asking', () => {
  it('creates a request with the requester’s vote, and refuses bad input with typed errors', async () => {
    const member = await t.signedIn();
    const made = await ask(member.token, {
      title: '  Neon   glow text  ',
      kind: 'ASSET',
      platforms: ['capcut'],
      referenceUrl: 'https://example.com/neon',
    });
    expect(made.errors).toEqual([]);
    expect(made.request).toMatchObject({
      title: 'Neon glow text',
      status: 'OPEN',
      voteCount: 1,
      viewerHasVoted: true,
      isMine: true,
      platforms: ['capcut'],
    });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'ab', kind: 'ASSET' }, 'INVALID_TITLE', 'title'],
      [{ title: 'x'.repeat(121), kind: 'ASSET' }, 'INVALID_TITLE', 'title'],
      [{ title: 'Fine title', description: 'y'.repeat(2001), kind: 'ASSET' }, 'DESCRIPTION_TOO_LONG', 'description'],
      [{ title: 'Fine title', kind: 'ASSET', platforms: ['no-such'] }, 'UNKNOWN_PLATFORM', 'platforms'],
      [{ title: 'Fine title', kind: 'ASSET', categoryId: 'nope' }, 'UNKNOWN_CATEGORY', 'categoryId'],
      [
        { title: 'Fine title', kind: 'ASSET', referenceUrl: 'javascript:alert(1)' },
        'INVALID_REFERENCE_URL',
        'referenceUrl',
      ],
    ];
    const before = await t.server.deps.db.query('SELECT count(*)::int AS n FROM asset_requests');
    for (const [input, code, field] of cases) {
      const res = await ask(member.token, input);
      expect(res.request, code).toBeNull();
      expect(res.errors[0], code).toMatchObject({ code, field });
    }
    expect(await t.server.deps.db.query('SELECT count(*)::int AS n FROM asset_requests')).toEqual(before);
  });

  it('holds a member to 5 open requests, even when they ask in parallel', async () => {
    const member = await t.signedIn();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => ask(member.token, { title: `Parallel ask ${i}`, kind: 'IMAGE' })),
    );
    expect(results.filter((r) => r.request).length).toBe(5);
    expect(results.filter((r) => r.errors[0]?.code === 'TOO_MANY_OPEN_REQUESTS').length).toBe(3);
  });

  it('finds similar open requests while typing', async () => {
    const member = await t.signedIn();
    await ask(member.token, { title: 'Retro VHS overlay pack', kind: 'ASSET' });
    const res = await t.gql<{ similarAssetRequests: { title: string }[] }>(
      '{ similarAssetRequests(title: "vhs overlays") { title } }',
      {},
      { token: member.token },
    );
    expect(res.data?.similarAssetRequests.map((r) => r.title)).toContain('Retro VHS overlay pack');
  });
});

describe('voting', () => {
  it('counts 50 parallel votes from 50 members exactly, and toggling takes one back', async () => {
    const requester = await t.signedIn();
    const request = (await ask(requester.token, { title: 'Concurrency test request', kind: 'AUDIO' })).request as Req;
    const members = await signInMany(50);
    const results = await Promise.all(members.map((m) => vote(m.token, request.id)));
    expect(results.every((r) => r.errors.length === 0)).toBe(true);
    // Voting twice is still one vote.
    await Promise.all(members.slice(0, 10).map((m) => vote(m.token, request.id)));
    const [{ n, votes }] = await t.server.deps.db.query(
      'SELECT vote_count AS n, (SELECT count(*)::int FROM asset_request_votes WHERE request_id = $1) AS votes FROM asset_requests WHERE id = $1',
      [request.id],
    );
    expect(n).toBe(51);
    expect(votes).toBe(51);
    const back = await vote(members[0]?.token as string, request.id, false);
    expect(back.request).toMatchObject({ voteCount: 50, viewerHasVoted: false });
    // Fifty sign-ins hash fifty passwords: on two busy cores that alone can pass the default 30 s.
  }, 120_000);

  it('refuses votes on unknown and closed requests', async () => {
    const member = await t.signedIn();
    expect((await vote(member.token, '00000000-0000-4000-8000-000000000000')).errors[0]?.code).toBe('NOT_FOUND');
    expect((await vote(member.token, 'garbage')).errors[0]?.code).toBe('NOT_FOUND');
    const request = (await ask(member.token, { title: 'Soon declined request', kind: 'ASSET' })).request as Req;
    await move({ id: request.id, status: 'DECLINED', reason: 'Out of scope' });
    const other = await t.signedIn();
    expect((await vote(other.token, request.id)).errors[0]?.code).toBe('CLOSED');
  });
});

describe('the admin lifecycle', () => {
  it('plans, starts and fulfils with an item, telling requester and voters each time; the fulfilled note links to the item', async () => {
    const requester = await t.signedIn();
    const voter = await t.signedIn();
    const bystander = await t.signedIn();
    const request = (await ask(requester.token, { title: 'Paper tear transitions', kind: 'ASSET' })).request as Req;
    await vote(voter.token, request.id);

    for (const status of ['PLANNED', 'IN_PROGRESS']) {
      const res = await move({ id: request.id, status });
      expect(res.data?.updateAssetRequestStatus.errors).toEqual([]);
      expect(res.data?.updateAssetRequestStatus.request?.status).toBe(status);
    }
    // Fulfilling needs published items.
    const draft = await media.create({ kind: 'ASSET', title: 'Draft tear', status: 'DRAFT' });
    expect((await move({ id: request.id, status: 'FULFILLED' })).data?.updateAssetRequestStatus.errors[0]?.code).toBe(
      'ITEMS_REQUIRED',
    );
    expect(
      (await move({ id: request.id, status: 'FULFILLED', mediaIds: [draft.id] })).data?.updateAssetRequestStatus
        .errors[0]?.code,
    ).toBe('UNKNOWN_ITEM');
    const item = await media.create({ kind: 'ASSET', title: 'Paper Tear Pack', status: 'PUBLISHED' });
    const done = await move({ id: request.id, status: 'FULFILLED', mediaIds: [item.id] });
    expect(done.data?.updateAssetRequestStatus.request).toMatchObject({
      status: 'FULFILLED',
      items: [{ id: item.id }],
    });

    for (const who of [requester, voter]) {
      const got = await notes(who.token);
      expect(got.notifications.edges.map((e) => e.node.type)).toEqual([
        'request.fulfilled',
        'request.status',
        'request.status',
      ]);
      expect(got.notifications.edges[0]?.node.link).toBe(`/members/assets/${item.slug}`);
      expect(got.unreadNotificationCount).toBe(3);
    }
    expect((await notes(bystander.token)).unreadNotificationCount).toBe(0);

    // Audited, and terminal.
    const audited = await t.server.deps.db.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1 AND action = 'request.status'",
      [request.id],
    );
    expect(audited[0].n).toBe(3);
    expect((await move({ id: request.id, status: 'OPEN' })).data?.updateAssetRequestStatus.errors[0]?.code).toBe(
      'INVALID_TRANSITION',
    );
  });

  it('declines only with a reason, which the requester reads', async () => {
    const requester = await t.signedIn();
    const request = (await ask(requester.token, { title: 'Something we will not make', kind: 'IMAGE' })).request as Req;
    expect((await move({ id: request.id, status: 'DECLINED' })).data?.updateAssetRequestStatus.errors[0]).toMatchObject(
      {
        code: 'REASON_REQUIRED',
        field: 'reason',
      },
    );
    const res = await move({ id: request.id, status: 'DECLINED', reason: 'Licensing is not possible.' });
    expect(res.data?.updateAssetRequestStatus.request).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Licensing is not possible.',
    });
    expect((await notes(requester.token)).notifications.edges[0]?.node.body).toBe('Licensing is not possible.');
  });

  it('merges a duplicate: votes move without double counting, its voters are told once', async () => {
    const a = await t.signedIn();
    const b = await t.signedIn();
    const both = await t.signedIn();
    const survivor = (await ask(a.token, { title: 'Light leak overlays 4K', kind: 'ASSET' })).request as Req;
    const duplicate = (await ask(b.token, { title: 'Light leaks in 4K please', kind: 'ASSET' })).request as Req;
    await vote(both.token, survivor.id);
    await vote(both.token, duplicate.id);

    expect(
      (
        await t.gql<{ mergeAssetRequests: { errors: Errors } }>(
          MERGE,
          { i: { duplicateId: survivor.id, intoId: survivor.id } },
          { token: admin.token },
        )
      ).data?.mergeAssetRequests.errors[0]?.code,
    ).toBe('SAME_REQUEST');
    const res = await t.gql<{ mergeAssetRequests: { request: Req; errors: Errors } }>(
      MERGE,
      { i: { duplicateId: duplicate.id, intoId: survivor.id } },
      { token: admin.token },
    );
    expect(res.data?.mergeAssetRequests.errors).toEqual([]);
    // a, both (already there) + b: three members, three votes.
    expect(res.data?.mergeAssetRequests.request.voteCount).toBe(3);
    const merged = await t.gql<{ assetRequest: Req }>(
      `query($id: ID!) { assetRequest(id: $id) { ${FIELDS} } }`,
      { id: duplicate.id },
      { token: b.token },
    );
    expect(merged.data?.assetRequest).toMatchObject({ status: 'MERGED', mergedIntoId: survivor.id, voteCount: 0 });
    for (const who of [b, both]) {
      const got = await notes(who.token);
      expect(got.notifications.edges.filter((e) => e.node.title.includes('joined'))).toHaveLength(1);
    }
    expect((await notes(a.token)).unreadNotificationCount).toBe(0);
  });
});

describe('the site settings switch', () => {
  const switchTo = async (requestBoard: boolean) => {
    const { data } = await t.gql<{ adminSettings: { version: number } }>('{ adminSettings { version } }', {}, admin);
    const res = await t.gql<{ updateSettings: { errors: unknown[] } }>(
      'mutation($i: UpdateSettingsInput!) { updateSettings(input: $i) { errors { code } } }',
      { i: { expectedVersion: data?.adminSettings.version, features: { requestBoard } } },
      admin,
    );
    expect(res.data?.updateSettings.errors).toEqual([]);
  };
  const rows = async () =>
    (await t.server.deps.db.query(
      `SELECT (SELECT count(*) FROM asset_requests)::int AS requests,
              (SELECT count(*) FROM asset_request_votes)::int AS votes,
              (SELECT coalesce(sum(vote_count), 0) FROM asset_requests)::int AS counted`,
    )) as unknown[];

  it('refuses asking and voting with FEATURE_DISABLED while off, changes nothing, and works again once on', async () => {
    const member = await t.signedIn();
    const other = await t.signedIn();
    const open = (await ask(other.token, { title: 'Glitch transitions pack', kind: 'ASSET' })).request as Req;
    await switchTo(false);
    try {
      const before = await rows();
      const asked = await ask(member.token, { title: 'Asked while the board is off', kind: 'ASSET' });
      expect(asked).toEqual({ request: null, errors: [expect.objectContaining({ code: 'FEATURE_DISABLED' })] });
      const voted = await vote(member.token, open.id);
      expect(voted).toEqual({ request: null, errors: [{ code: 'FEATURE_DISABLED' }] });
      expect(await rows()).toEqual(before);
      // The board itself stays readable.
      const board = await t.gql('{ assetRequests(first: 5) { totalCount } }', {}, { token: member.token });
      expect(board.errors).toBeUndefined();
    } finally {
      await switchTo(true);
    }
    expect((await vote(member.token, open.id)).errors).toEqual([]);
  });
});

describe('authorization', () => {
  it('keeps status changes and merges to admins, and the board to signed-in members', async () => {
    const member = await t.signedIn();
    const request = (await ask(member.token, { title: 'Member tries admin moves', kind: 'ASSET' })).request as Req;
    const self = await move({ id: request.id, status: 'PLANNED' }, member.token);
    expect(self.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const merge = await t.gql(MERGE, { i: { duplicateId: request.id, intoId: request.id } }, { token: member.token });
    expect(merge.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anon = await t.gql('{ assetRequests { totalCount } }');
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [row] = await t.server.deps.db.query('SELECT status FROM asset_requests WHERE id = $1', [request.id]);
    expect(row.status).toBe('OPEN');
  });
});

describe('the board', () => {
  it('sorts and filters, and reads a page in the same number of statements at 5 and 25 items', async () => {
    const member = await t.signedIn();
    const list = (args: string) =>
      t.gql<{ assetRequests: { edges: { node: Req }[] } }>(
        `{ assetRequests(${args}) { edges { node { ${FIELDS} categoryName } } } }`,
        {},
        { token: member.token },
      );
    const byVotes = (await list('first: 50, sort: VOTES')).data?.assetRequests.edges.map((e) => e.node.voteCount) ?? [];
    expect(byVotes).toEqual([...byVotes].sort((x, y) => y - x));
    const declined = (await list('status: DECLINED')).data?.assetRequests.edges ?? [];
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((e) => e.node.status === 'DECLINED')).toBe(true);
    const audio = (await list('kind: AUDIO')).data?.assetRequests.edges ?? [];
    expect(audio.map((e) => e.node.title)).toContain('Concurrency test request');
    const capcut = (await list('platform: "capcut"')).data?.assetRequests.edges ?? [];
    expect(capcut.map((e) => e.node.title)).toEqual(['Neon glow text']);
    for (const asker of await signInMany(6)) {
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => ask(asker.token, { title: `Board filler ${i}`, kind: 'IMAGE' })),
      );
    }
    for (const first of [5, 25]) {
      const res = await list(`first: ${first}, sort: NEWEST, status: OPEN`);
      expect(res.data?.assetRequests.edges).toHaveLength(first);
      // viewer, page, votes, requesters, item links (no linked items, so no item statement)
      expect(res.headers.get('x-sql-statements'), `first ${first}`).toBe('5');
    }
    const fulfilled = await list('first: 25, status: FULFILLED');
    expect(fulfilled.headers.get('x-sql-statements')).toBe('6');
  });
});

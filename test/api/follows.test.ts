/**
 * Follows: members follow categories and platforms; the hourly job sends one
 * "new items" notification per member for what was published since (never
 * twice), and `newForYou` lists those items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newForYou, notifyNewItems } from '../../server/modules/follows/index.js';
import { mediaFactory } from '../support/media-factory.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let t: TestServer;
let media: ReturnType<typeof mediaFactory>;
beforeAll(async () => {
  t = await startTestServer();
  media = mediaFactory(t);
});
afterAll(() => t?.stop());

const SET = `mutation($i: SetFollowInput!) { setFollow(input: $i) { following errors { code field } } }`;
const MINE = '{ myFollows { targetType targetId name } }';

async function notes(userId: string): Promise<{ type: string; title: string; data: { count: number } }[]> {
  return t.server.deps.db.query(
    `SELECT type, title, data FROM notifications WHERE user_id = $1 AND type = 'follows.new_items' ORDER BY seq`,
    [userId],
  );
}

describe('follows', () => {
  it('follows and unfollows categories and platforms, refusing unknown ones and anonymous callers', async () => {
    const member = await t.signedIn();
    const category = await media.category('ASSET', 'Transitions');
    const platform = await media.platform('CapCut');
    for (const [targetType, targetId] of [
      ['CATEGORY', category.id],
      ['PLATFORM', platform.id],
    ]) {
      const res = await t.gql(SET, { i: { targetType, targetId, following: true } }, { token: member.token });
      expect(res.data).toEqual({ setFollow: { following: true, errors: [] } });
    }
    // Following twice is still one follow.
    await t.gql(
      SET,
      { i: { targetType: 'CATEGORY', targetId: category.id, following: true } },
      { token: member.token },
    );
    const mine = await t.gql<{ myFollows: { name: string }[] }>(MINE, {}, { token: member.token });
    expect(mine.data?.myFollows.map((f) => f.name)).toEqual(['Transitions', 'CapCut']);

    await t.gql(
      SET,
      { i: { targetType: 'PLATFORM', targetId: platform.id, following: false } },
      { token: member.token },
    );
    expect((await t.gql<{ myFollows: unknown[] }>(MINE, {}, { token: member.token })).data?.myFollows).toHaveLength(1);

    for (const targetId of [platform.id, 'nope']) {
      const bad = await t.gql(
        SET,
        { i: { targetType: 'CATEGORY', targetId, following: true } },
        { token: member.token },
      );
      expect(bad.data).toEqual({ setFollow: { following: false, errors: [{ code: 'NOT_FOUND', field: 'targetId' }] } });
    }
    const anon = await t.gql(SET, { i: { targetType: 'CATEGORY', targetId: category.id, following: true } });
    expect(anon.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells each follower once, in one notification, what was published since, and lists it as new for them', async () => {
    const follower = await t.signedIn();
    const other = await t.signedIn();
    const category = await media.category('ASSET', 'Overlays');
    const platform = await media.platform('Final Cut Pro');
    await t.gql(
      SET,
      { i: { targetType: 'CATEGORY', targetId: category.id, following: true } },
      { token: follower.token },
    );
    await t.gql(
      SET,
      { i: { targetType: 'PLATFORM', targetId: platform.id, following: true } },
      { token: follower.token },
    );
    // Published before the follow began: not news.
    await t.server.deps.db.query(`UPDATE follows SET created_at = now() WHERE user_id = $1`, [follower.userId]);
    await new Promise((r) => setTimeout(r, 20));
    const both = await media.create({
      kind: 'ASSET',
      title: 'Light leak overlay',
      status: 'PUBLISHED',
      categoryId: category.id,
      platformIds: [platform.id],
    });
    const byPlatform = await media.create({
      kind: 'IMAGE',
      title: 'Film grain still',
      status: 'PUBLISHED',
      platformIds: [platform.id],
    });
    await media.create({ kind: 'ASSET', title: 'Draft overlay', status: 'DRAFT', categoryId: category.id });
    await media.create({ kind: 'ASSET', title: 'Unrelated', status: 'PUBLISHED' });

    expect(await notifyNewItems(t.server.deps.db)).toBeGreaterThanOrEqual(1);
    const got = await notes(follower.userId);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ title: '2 new items in what you follow', data: { count: 2 } });
    expect(await notes(other.userId)).toHaveLength(0);
    expect((await newForYou(t.server.deps.db.manager, follower.userId)).sort()).toEqual(
      [both.id, byPlatform.id].sort(),
    );

    // The next run (or a retry) finds nothing new: the watermark moved with the notification.
    await notifyNewItems(t.server.deps.db);
    expect(await notes(follower.userId)).toHaveLength(1);
  });
});

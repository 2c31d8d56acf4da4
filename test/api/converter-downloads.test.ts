/**
 * A member's own download as converter input (addDownloadToConverter): the
 * item's original becomes a source like an upload would, with the same
 * probing; someone else's download, a file that is not media, and the
 * admin's switch refuse with typed errors and leave no row and no object.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { ensureDemoPlans } from '../../server/modules/billing/index.js';
import { mediaFactory } from '../support/media-factory.js';
import { makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// ffmpeg probes and draws the frames sprite: slow when the machine's cores are shared.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

let t: TestServer;
let member: { token: string; userId: string };
let clipItem: string;
let textItem: string;

beforeAll(async () => {
  t = await startTestServer();
  await ensureDemoPlans(t.server.deps.db);
  member = await t.signedIn();
  const media = mediaFactory(t);
  clipItem = (await media.create({ kind: 'ASSET', title: 'Neon Clip', access: 'FREE', status: 'PUBLISHED' })).id;
  // The factory's originals are a few bytes of text: give this one a real 2 s clip.
  const clip = readFileSync(await makeVideo({ seconds: 2, width: 320, height: 240, fps: 24, audio: true }));
  const [file] = await t.server.deps.db.query(
    "SELECT full_path FROM stored_files WHERE media_id = $1 AND role = 'ORIGINAL'",
    [clipItem],
  );
  await t.server.deps.storage.write('private', file.full_path, clip, { contentType: 'video/mp4' });
  await t.server.deps.db.query("UPDATE stored_files SET size = $2 WHERE media_id = $1 AND role = 'ORIGINAL'", [
    clipItem,
    clip.length,
  ]);
  textItem = (await media.create({ kind: 'ASSET', title: 'Not Media', access: 'FREE', status: 'PUBLISHED' })).id;
});
afterAll(() => t?.stop());

async function downloadOf(token: string, mediaId: string): Promise<string> {
  const res = await t.gql<{ downloadItem: { download: { id: string } | null; errors: unknown[] } }>(
    'mutation($i: DownloadItemInput!) { downloadItem(input: $i) { download { id } errors { code } } }',
    { i: { mediaId } },
    { token },
  );
  expect(res.data?.downloadItem.errors).toEqual([]);
  return res.data?.downloadItem.download?.id as string;
}

interface Added {
  source: { id: string; name: string; kind: string; durationSeconds: number; presets: string[] } | null;
  errors: { code: string; field: string | null }[];
}
async function add(token: string, downloadId: string): Promise<Added> {
  const res = await t.gql<{ addDownloadToConverter: Added }>(
    `mutation($i: AddDownloadToConverterInput!) { addDownloadToConverter(input: $i) {
      source { id name kind durationSeconds presets } errors { code field } } }`,
    { i: { downloadId } },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.addDownloadToConverter as Added;
}

const sourcesOf = async (userId: string) =>
  (await t.server.deps.db.query('SELECT id, path, frames_path FROM converter_sources WHERE user_id = $1', [
    userId,
  ])) as { id: string; path: string; frames_path: string | null }[];

describe('addDownloadToConverter', () => {
  it('makes a source of the downloaded item’s original, probed like an upload', async () => {
    const added = await add(member.token, await downloadOf(member.token, clipItem));
    expect(added.errors).toEqual([]);
    expect(added.source).toMatchObject({ name: 'Neon Clip.mp4', kind: 'VIDEO' });
    expect(added.source?.durationSeconds).toBeCloseTo(2, 0);
    expect(added.source?.presets).toContain('MP3');
    const [row] = await sourcesOf(member.userId);
    expect(row?.id).toBe(added.source?.id);
    expect(await t.server.deps.storage.exists('private', row?.path as string)).toBe(true);
    expect(await t.server.deps.storage.exists('private', row?.frames_path as string)).toBe(true);
  });

  it('refuses someone else’s download, an unknown id, a file that is not media, and a switched-off converter', async () => {
    const other = await t.signedIn();
    const others = await downloadOf(other.token, clipItem);
    const stranger = await t.signedIn();
    expect((await add(stranger.token, others)).errors).toEqual([{ code: 'NOT_FOUND', field: 'downloadId' }]);
    expect((await add(stranger.token, 'not-an-id')).errors).toEqual([{ code: 'NOT_FOUND', field: 'downloadId' }]);

    const notMedia = await add(stranger.token, await downloadOf(stranger.token, textItem));
    expect(notMedia).toEqual({ source: null, errors: [{ code: 'NOT_CONVERTIBLE', field: null }] });
    expect(await sourcesOf(stranger.userId)).toEqual([]);

    const admin = await t.signedIn(Role.ADMIN);
    const setConverter = async (fileConverter: boolean) => {
      const v = await t.gql<{ adminSettings: { version: number } }>('{ adminSettings { version } }', {}, admin);
      const res = await t.gql<{ updateSettings: { errors: unknown[] } }>(
        'mutation($i: UpdateSettingsInput!) { updateSettings(input: $i) { errors { code } } }',
        { i: { expectedVersion: v.data?.adminSettings.version, features: { fileConverter } } },
        admin,
      );
      expect(res.data?.updateSettings.errors).toEqual([]);
    };
    await setConverter(false);
    try {
      const mine = await downloadOf(stranger.token, clipItem);
      expect((await add(stranger.token, mine)).errors).toEqual([{ code: 'DISABLED', field: null }]);
      expect(await sourcesOf(stranger.userId)).toEqual([]);
    } finally {
      await setConverter(true);
    }
  });
});

import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.js';

const USER_FIELDS =
  'id displayName bio marketingOptIn notificationPreferences { productUpdates requestUpdates downloadReceipts } photoUrl';
const ME = `{ me { ${USER_FIELDS} } }`;
const UPDATE = `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { ${USER_FIELDS} } errors { field message code } } }`;
const REMOVE = `mutation { removeProfilePhoto { user { ${USER_FIELDS} } } }`;

interface Profile {
  id: string;
  displayName: string;
  bio: string;
  marketingOptIn: boolean;
  notificationPreferences: { productUpdates: boolean; requestUpdates: boolean; downloadReceipts: boolean };
  photoUrl: string | null;
}
interface UpdatePayload {
  user: Profile | null;
  errors: { field: string | null; message: string; code: string }[];
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

const me = async (token: string) => (await t.gql<{ me: Profile }>(ME, {}, { token })).data?.me as Profile;
async function update(token: string, input: Record<string, unknown>): Promise<UpdatePayload> {
  const res = await t.gql<{ updateProfile: UpdatePayload }>(UPDATE, { i: input }, { token });
  expect(res.errors).toBeUndefined();
  return res.data?.updateProfile as UpdatePayload;
}

describe('updateProfile', () => {
  it('starts from the defaults, changes only the fields given, and reads back through me', async () => {
    const { token, userId } = await t.signedIn();
    const before = await me(token);
    expect(before).toMatchObject({
      bio: '',
      marketingOptIn: false,
      notificationPreferences: { productUpdates: false, requestUpdates: true, downloadReceipts: true },
      photoUrl: null,
    });

    const first = await update(token, {
      displayName: '  Ada  Lovelace ',
      bio: 'Writes notes on engines.\r\nAnd poetry.',
      marketingOptIn: true,
      notificationPreferences: { productUpdates: true },
    });
    expect(first.errors).toEqual([]);
    expect(first.user).toEqual({
      id: userId,
      displayName: 'Ada  Lovelace',
      bio: 'Writes notes on engines.\nAnd poetry.',
      marketingOptIn: true,
      notificationPreferences: { productUpdates: true, requestUpdates: true, downloadReceipts: true },
      photoUrl: null,
    });

    // Omitted fields and switches keep their values; an empty bio clears it.
    const second = await update(token, { bio: '', notificationPreferences: { downloadReceipts: false } });
    expect(second.user).toMatchObject({
      displayName: 'Ada  Lovelace',
      bio: '',
      marketingOptIn: true,
      notificationPreferences: { productUpdates: true, requestUpdates: true, downloadReceipts: false },
    });
    expect(await me(token)).toEqual(second.user);

    // Consent to marketing is provable: when it was given and withdrawn.
    await update(token, { marketingOptIn: false });
    const consent = await t.server.deps.db.query(
      "SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE 'profile.marketing%' ORDER BY id",
      [userId],
    );
    expect(consent.map((r: { action: string }) => r.action)).toEqual([
      'profile.marketing_opted_in',
      'profile.marketing_opted_out',
    ]);
  });

  it('is part of the user that sign-in returns, with the defaults of a new account', async () => {
    const { email, password } = await t.signedIn();
    const res = await t.gql<{ signIn: { user: Profile } }>(
      `mutation($i: SignInInput!) { signIn(input: $i) { user { ${USER_FIELDS} } } }`,
      { i: { email, password } },
    );
    expect(res.data?.signIn.user).toMatchObject({
      bio: '',
      marketingOptIn: false,
      notificationPreferences: { productUpdates: false, requestUpdates: true, downloadReceipts: true },
      photoUrl: null,
    });
  });

  it('counts the bio in characters, not UTF-16 units: 500 emoji fit', async () => {
    const { token } = await t.signedIn();
    const bio = '🎬'.repeat(500);
    expect((await update(token, { bio })).user?.bio).toBe(bio);
  });

  it('names each problem beside its field and changes nothing', async () => {
    const { token } = await t.signedIn();
    await update(token, { displayName: 'Before', bio: 'Before' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ displayName: '   ' }, 'displayName', 'INVALID_DISPLAY_NAME'],
      [{ displayName: 'x'.repeat(81) }, 'displayName', 'INVALID_DISPLAY_NAME'],
      [{ displayName: 'Two\nlines' }, 'displayName', 'INVALID_DISPLAY_NAME'],
      [{ bio: 'b'.repeat(501) }, 'bio', 'BIO_TOO_LONG'],
      // NUL itself never gets here: GraphQL refuses it for every field (server/graphql/text-input.ts).
      [{ bio: 'bell \u0007 character' }, 'bio', 'INVALID_BIO'],
    ];
    for (const [input, field, code] of cases) {
      const result = await update(token, { ...input, marketingOptIn: true });
      expect(result).toEqual({ user: null, errors: [{ field, code, message: expect.any(String) }] });
    }
    const both = await update(token, { displayName: '', bio: 'b'.repeat(600) });
    expect(both.errors.map((e) => e.code)).toEqual(['INVALID_DISPLAY_NAME', 'BIO_TOO_LONG']);
    expect(both.errors[1]?.message).toMatch(/500 characters \(this has 600\)/);
    expect(await me(token)).toMatchObject({ displayName: 'Before', bio: 'Before', marketingOptIn: false });
  });

  it('edits only the viewer: another user’s profile is untouched', async () => {
    const alice = await t.signedIn();
    const bob = await t.signedIn();
    const bobBefore = await me(bob.token);
    await update(alice.token, { displayName: 'Alice', bio: 'Hi', notificationPreferences: { requestUpdates: false } });
    expect(await me(bob.token)).toEqual(bobBefore);
  });

  it('needs a signed-in user', async () => {
    const res = await t.gql(UPDATE, { i: { displayName: 'Nobody' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

// ---------------------------------------------------------------- photos

/** A picture with distinct halves (left red, right blue), so orientation and cropping can be checked. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    {
      input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } },
      left: half,
      top: 0,
    },
  ]);
}
const png = async () => halves(400, 300).png().toBuffer();

async function postPhoto(
  body: Uint8Array | ReadableStream<Uint8Array>,
  opts: { token?: string; contentType?: string } = {},
) {
  const res = await fetch(`${t.url}/api/profile/photo`, {
    method: 'POST',
    headers: {
      'content-type': opts.contentType ?? 'image/png',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, body: (await res.json()) as { photoUrl?: string | null; error?: { code: string } } };
}

const photoPathOf = async (userId: string): Promise<string | null> =>
  (await t.server.deps.db.query('SELECT photo_path FROM users WHERE id = $1', [userId]))[0]?.photo_path ?? null;
const stored = (objectPath: string) => t.server.deps.storage.exists('public', objectPath);
const readStored = async (objectPath: string) =>
  Buffer.concat(await t.server.deps.storage.createReadStream('public', objectPath).toArray());
/** Every object under the user's avatar folder, plus anything left in the driver's upload area. */
function filesOf(userId: string): string[] {
  const root = t.server.deps.config.storage.localDir;
  const folder = path.join(root, t.server.deps.storage.bucketName('public'), 'avatars', userId);
  const tmp = path.join(root, '.tmp');
  return [folder, tmp].flatMap((dir) => (existsSync(dir) ? readdirSync(dir) : []));
}
const localFile = (objectPath: string) =>
  path.join(t.server.deps.config.storage.localDir, t.server.deps.storage.bucketName('public'), objectPath);
/**
 * Deletions are jobs (committed with the change that caused them): wait for the worker
 * to finish, bytes included — the local driver hides the object (sidecar) before it unlinks the data.
 */
const gone = (objectPath: string) =>
  expect
    .poll(async () => (await stored(objectPath)) || existsSync(localFile(objectPath)), {
      timeout: 15_000,
      interval: 200,
    })
    .toBe(false);

describe('POST /api/profile/photo', () => {
  it('stores a PNG as a 256×256 WebP at a content-addressed public path, served over HTTP', async () => {
    const { token, userId } = await t.signedIn();
    const res = await postPhoto(await png(), { token });
    expect(res.status).toBe(200);
    const objectPath = (await photoPathOf(userId)) as string;
    expect(objectPath).toMatch(new RegExp(`^avatars/${userId}/[0-9a-f]{32}\\.webp$`));
    expect(res.body).toEqual({ photoUrl: t.server.deps.storage.publicUrl(objectPath) });
    expect((await me(token)).photoUrl).toBe(res.body.photoUrl);

    const meta = await sharp(await readStored(objectPath)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await t.server.deps.storage.getMetadata('public', objectPath)).contentType).toBe('image/webp');

    // Root-relative without SITE_URL: the browser resolves it against the page.
    const served = await fetch(new URL(res.body.photoUrl as string, t.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);
  });

  it('strips EXIF (GPS included) from a JPEG, after turning it upright', async () => {
    const { token, userId } = await t.signedIn();
    // Stored sideways (orientation 6 = rotate 90° clockwise to view): red ends up on top.
    const jpeg = await halves(400, 200)
      .jpeg()
      .withExif({ IFD0: { Make: 'Spy Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.toString('latin1')).toContain('Spy Camera');

    expect((await postPhoto(jpeg, { token, contentType: 'image/jpeg' })).status).toBe(200);
    const output = await readStored((await photoPathOf(userId)) as string);
    const meta = await sharp(output).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(output.includes('Spy Camera')).toBe(false);
    const { data } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 256 + x) * 3, (y * 256 + x) * 3 + 3)];
    expect(pixel(128, 10)[0]).toBeGreaterThan(200); // red at the top
    expect(pixel(128, 245)[2]).toBeGreaterThan(200); // blue at the bottom
  });

  it('accepts GIF, WebP and AVIF, whatever the Content-Type says', async () => {
    const { token, userId } = await t.signedIn();
    for (const format of ['gif', 'webp', 'avif'] as const) {
      const image = await halves(300, 300).toFormat(format).toBuffer();
      const res = await postPhoto(image, { token, contentType: 'application/octet-stream' });
      expect([format, res.status]).toEqual([format, 200]);
      const meta = await sharp(await readStored((await photoPathOf(userId)) as string)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    }
  });

  it('refuses more than 5 MB with 413 and stores nothing, declared or streamed', async () => {
    const { token, userId } = await t.signedIn();
    const big = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);

    const declared = await postPhoto(big, { token });
    expect(declared.status).toBe(413);
    expect(declared.body.error?.code).toBe('PAYLOAD_TOO_LARGE');

    // Chunked, no Content-Length: refused while streaming, long before the sender is done.
    let sent = 0;
    const chunk = big.subarray(0, 256 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 200 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await postPhoto(endless, { token });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(100 * 1024 * 1024);

    expect(await photoPathOf(userId)).toBeNull();
    expect(filesOf(userId)).toEqual([]);
  });

  it('refuses what is not an accepted image with 415 (or 400 when damaged), storing nothing', async () => {
    const { token, userId } = await t.signedIn();
    const text = await postPhoto(new TextEncoder().encode('just some notes, saved as avatar.png'), { token });
    expect(text.status).toBe(415);
    expect(text.body.error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/JPEG, PNG, WebP, GIF or AVIF/),
    });

    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await postPhoto(svg, { token, contentType: 'image/svg+xml' })).status).toBe(415);
    const tiff = await halves(50, 50).tiff().toBuffer();
    expect((await postPhoto(tiff, { token, contentType: 'image/png' })).body.error?.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );

    const truncated = (await png()).subarray(0, 60);
    const damaged = await postPhoto(truncated, { token });
    expect(damaged).toMatchObject({ status: 400, body: { error: { code: 'INVALID_IMAGE' } } });

    // A few kilobytes that would decode to 36 million pixels: refused before sharp allocates them.
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const tooManyPixels = await postPhoto(bomb, { token });
    expect(tooManyPixels).toMatchObject({ status: 400, body: { error: { code: 'INVALID_IMAGE' } } });
    expect(tooManyPixels.body.error).toMatchObject({ message: expect.stringMatching(/25 megapixels/) });

    const empty = await postPhoto(new Uint8Array(0), { token });
    expect(empty).toMatchObject({ status: 400, body: { error: { code: 'EMPTY_BODY' } } });

    expect(await photoPathOf(userId)).toBeNull();
    expect(filesOf(userId)).toEqual([]);
  });

  it('needs a valid bearer token (401) of an enabled account (403)', async () => {
    const image = await png();
    const anonymous = await postPhoto(image);
    expect(anonymous).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });
    const forged = await postPhoto(image, { token: 'not-a-token' });
    expect(forged).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } });

    const { token, userId } = await t.signedIn();
    await t.server.deps.db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [userId]);
    const disabled = await postPhoto(image, { token });
    expect(disabled).toMatchObject({ status: 403, body: { error: { code: 'USER_DISABLED' } } });
    expect(filesOf(userId)).toEqual([]);
  });

  it('deletes the previous photo on replace, but not one that is in use again', async () => {
    const { token, userId } = await t.signedIn();
    const first = await png();
    const second = await halves(300, 300).jpeg().toBuffer();
    await postPhoto(first, { token });
    const firstPath = (await photoPathOf(userId)) as string;
    await postPhoto(second, { token, contentType: 'image/jpeg' });
    const secondPath = (await photoPathOf(userId)) as string;
    expect(secondPath).not.toBe(firstPath);
    await gone(firstPath);
    expect(await stored(secondPath)).toBe(true);

    // The same image again lands on the same path (content-addressed), whatever the deletion job does.
    await postPhoto(second, { token, contentType: 'image/jpeg' });
    expect(await photoPathOf(userId)).toBe(secondPath);
    await postPhoto(first, { token });
    await postPhoto(second, { token, contentType: 'image/jpeg' });
    await gone(firstPath);
    expect(await photoPathOf(userId)).toBe(secondPath);
    expect(await stored(secondPath)).toBe(true);
    expect(filesOf(userId)).toEqual([path.basename(secondPath)]);
  });

  it('stores nothing when the database refuses the change', async () => {
    const { token, userId } = await t.signedIn();
    const db = t.server.deps.db;
    await db.query(`
      CREATE FUNCTION refuse_photo() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'photo refused for the test'; END $$`);
    await db.query(`
      CREATE TRIGGER refuse_photo BEFORE UPDATE OF photo_path ON users
      FOR EACH ROW WHEN (NEW.id = '${userId}') EXECUTE FUNCTION refuse_photo()`);
    try {
      const res = await postPhoto(await png(), { token });
      expect(res.status).toBe(500);
      expect(res.body.error).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', requestId: expect.any(String) });
      expect(await photoPathOf(userId)).toBeNull();
      expect(filesOf(userId)).toEqual([]);
    } finally {
      await db.query('DROP TRIGGER refuse_photo ON users');
      await db.query('DROP FUNCTION refuse_photo');
    }
  });
});

describe('removing the photo', () => {
  it('DELETE /api/profile/photo clears it and deletes the object', async () => {
    const { token, userId } = await t.signedIn();
    await postPhoto(await png(), { token });
    const objectPath = (await photoPathOf(userId)) as string;
    const res = await fetch(`${t.url}/api/profile/photo`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ photoUrl: null });
    expect((await me(token)).photoUrl).toBeNull();
    await gone(objectPath);

    const again = await fetch(`${t.url}/api/profile/photo`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(200);
    const anonymous = await fetch(`${t.url}/api/profile/photo`, { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
  });

  it('the removeProfilePhoto mutation does the same', async () => {
    const { token, userId } = await t.signedIn();
    await postPhoto(await png(), { token });
    const objectPath = (await photoPathOf(userId)) as string;
    const res = await t.gql<{ removeProfilePhoto: { user: Profile } }>(REMOVE, {}, { token });
    expect(res.data?.removeProfilePhoto.user).toMatchObject({ id: userId, photoUrl: null });
    await gone(objectPath);
  });

  it('deleting the account deletes the photo too', async () => {
    const { token, userId } = await t.signedIn();
    await postPhoto(await png(), { token });
    const objectPath = (await photoPathOf(userId)) as string;
    const res = await t.gql<{ deleteAccount: { deleted: boolean } }>(
      'mutation { deleteAccount { deleted errors { code } } }',
      {},
      { token },
    );
    expect(res.data?.deleteAccount.deleted).toBe(true);
    await gone(objectPath);
    expect(filesOf(userId)).toEqual([]);
  });
});

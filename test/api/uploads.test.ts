/**
 * Resumable uploads (tus 1.0) at /api/uploads over real HTTP: finished
 * uploads become DRAFT media with their original in the private bucket,
 * interrupted ones resume from the server's offset, and every refusal leaves
 * nothing behind (no rows, no staged bytes, no stored objects).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import type { StorageDriver } from '../../server/storage/types.js';
import { createStaging } from '../../server/uploads/staging.js';
import { removeAbandonedUploads } from '../../server/uploads/staging-cleanup.js';
import { FakeGcs } from '../support/fake-gcs.js';
import { makeAudio, makeImage, makeTextFile, makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const HOUR = 60 * 60 * 1000;
const MiB = 1024 * 1024;

/** No job workers: the processing job would otherwise start on each new item before its row is checked. */
const NO_WORKERS = { JOBS_IN_PROCESS: 'false' };

let t: TestServer;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestServer({ env: NO_WORKERS });
  admin = await t.signedIn(Role.ADMIN);
});
afterAll(() => t?.stop());

// ---------------------------------------------------------------- protocol helpers

const encodeMetadata = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => (v === '' ? k : `${k} ${Buffer.from(v).toString('base64')}`))
    .join(',');

function headers(token: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
  return { 'Tus-Resumable': '1.0.0', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...extra };
}

function createUpload(token: string | undefined, size: number, meta: Record<string, string>): Promise<Response> {
  return fetch(`${t.url}/api/uploads`, {
    method: 'POST',
    headers: headers(token, { 'Upload-Length': String(size), 'Upload-Metadata': encodeMetadata(meta) }),
  });
}

/** Creates an upload and returns its absolute URL (the server answers with a root-relative Location). */
async function started(token: string, size: number, meta: Record<string, string>): Promise<string> {
  const res = await createUpload(token, size, meta);
  expect(res.status, await res.clone().text()).toBe(201);
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
  return new URL(location, t.url).href;
}

function patch(token: string | undefined, url: string, offset: number, body: Buffer): Promise<Response> {
  return fetch(url, {
    method: 'PATCH',
    headers: headers(token, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
    body: Uint8Array.from(body),
  });
}

const head = (token: string | undefined, url: string) => fetch(url, { method: 'HEAD', headers: headers(token) });

/** The whole file through tus-js-client, in `chunkSize` PATCHes; resolves with the new media id. */
function uploadWithClient(token: string, bytes: Buffer, meta: Record<string, string>, chunkSize: number) {
  return new Promise<{ mediaId: string; patches: number }>((resolve, reject) => {
    let patches = 0;
    const upload = new tus.Upload(bytes, {
      endpoint: `${t.url}/api/uploads`,
      headers: { Authorization: `Bearer ${token}` },
      metadata: meta,
      chunkSize,
      retryDelays: [],
      onAfterResponse(req) {
        if (req.getMethod() === 'PATCH') patches++;
      },
      onError: reject,
      onSuccess({ lastResponse }) {
        resolve({ mediaId: lastResponse.getHeader('Framestock-Media-Id') ?? '', patches });
      },
    });
    upload.start();
  });
}

// ---------------------------------------------------------------- state helpers

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('base64');

async function readObject(storage: StorageDriver, fullPath: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.createReadStream('private', fullPath)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const stagingDir = () => t.server.deps.config.uploads.stagingDir;

/** Everything an upload could leave behind: rows, staged files, stored objects. */
async function footprint() {
  const [{ media, files }] = await t.server.deps.db.query(
    'SELECT (SELECT count(*)::int FROM media) AS media, (SELECT count(*)::int FROM stored_files) AS files',
  );
  return {
    media,
    files,
    staged: await filesUnder(stagingDir()),
    stored: await filesUnder(t.server.deps.config.storage.localDir),
  };
}

async function expectFinishedMedia(
  mediaId: string,
  bytes: Buffer,
  expected: { kind: string; filename: string; contentType: string; ext: string },
) {
  expect(mediaId).toMatch(/^[0-9a-f-]{36}$/);
  const [row] = await t.server.deps.db.query(
    'SELECT kind, status, processing, uploader_id AS "uploaderId", original_filename AS "originalFilename", upload_id AS "uploadId" FROM media WHERE id = $1',
    [mediaId],
  );
  expect(row).toMatchObject({
    kind: expected.kind,
    status: 'DRAFT',
    processing: 'PENDING',
    uploaderId: admin.userId,
    originalFilename: expected.filename,
  });
  const files = await t.server.deps.db.query(
    `SELECT role, bucket_kind AS "bucketKind", full_path AS "fullPath", size::int AS size,
            content_type AS "contentType", md5_hash AS "md5Hash", custom_metadata AS "customMetadata"
       FROM stored_files WHERE media_id = $1`,
    [mediaId],
  );
  expect(files).toEqual([
    {
      role: 'ORIGINAL',
      bucketKind: 'private',
      fullPath: `media/${mediaId}/original.${expected.ext}`,
      size: bytes.length,
      contentType: expected.contentType,
      md5Hash: md5(bytes),
      customMetadata: { uploadId: row.uploadId, filename: expected.filename },
    },
  ]);
  expect(md5(await readObject(t.server.deps.storage, files[0].fullPath))).toBe(md5(bytes));
  const jobs = await t.server.deps.db.query(
    "SELECT data FROM pgboss.job WHERE name = 'media.process' AND data->>'mediaId' = $1",
    [mediaId],
  );
  expect(jobs).toEqual([{ data: { mediaId } }]);
  expect(await filesUnder(stagingDir())).toEqual([]);
}

// ---------------------------------------------------------------- tests

describe('finished uploads', () => {
  it('turns a PNG sent in several chunks (the type judged across PATCHes) into a DRAFT image', async () => {
    const bytes = await readFile(await makeImage({ width: 600, height: 400, format: 'png' }));
    // Chunks smaller than the sniffing window: the type is decided from bytes of two PATCHes.
    const { mediaId, patches } = await uploadWithClient(
      admin.token,
      bytes,
      { filename: 'Sonnenuntergang über Hügeln.png', filetype: 'image/png', kind: 'IMAGE' },
      3000,
    );
    expect(patches).toBeGreaterThan(2);
    await expectFinishedMedia(mediaId, bytes, {
      kind: 'IMAGE',
      filename: 'Sonnenuntergang über Hügeln.png',
      contentType: 'image/png',
      ext: 'png',
    });
  });

  it('turns a WAV into a DRAFT audio item', async () => {
    const bytes = await readFile(await makeAudio({ seconds: 1, format: 'wav' }));
    const { mediaId, patches } = await uploadWithClient(
      admin.token,
      bytes,
      { filename: 'tone.wav', filetype: 'audio/wav', kind: 'AUDIO' },
      64 * 1024,
    );
    expect(patches).toBeGreaterThan(2);
    await expectFinishedMedia(mediaId, bytes, {
      kind: 'AUDIO',
      filename: 'tone.wav',
      contentType: 'audio/wav',
      ext: 'wav',
    });
  });

  it('turns an MP4 into a DRAFT asset, whatever type the client claimed', async () => {
    const bytes = await readFile(await makeVideo({ seconds: 2, width: 320, height: 240, fps: 25, audio: true }));
    const { mediaId, patches } = await uploadWithClient(
      admin.token,
      bytes,
      { filename: 'clip', filetype: '', kind: 'ASSET' },
      32 * 1024,
    );
    expect(patches).toBeGreaterThan(2);
    await expectFinishedMedia(mediaId, bytes, {
      kind: 'ASSET',
      filename: 'clip',
      contentType: 'video/mp4',
      ext: 'mp4',
    });
  });

  it('gives same-named uploads of different kinds different slugs, even when they finish together', async () => {
    const [png, wav] = await Promise.all([
      readFile(await makeImage({ width: 64, height: 64, format: 'png' })),
      readFile(await makeAudio({ seconds: 1, format: 'wav' })),
    ]);
    const ids = await Promise.all([
      uploadWithClient(admin.token, png, { filename: 'Golden hour.png', filetype: 'image/png', kind: 'IMAGE' }, MiB),
      uploadWithClient(admin.token, wav, { filename: 'golden-hour.wav', filetype: 'audio/wav', kind: 'AUDIO' }, MiB),
    ]);
    const rows: { slug: string }[] = await t.server.deps.db.query('SELECT slug FROM media WHERE id = ANY($1)', [
      ids.map((u) => u.mediaId),
    ]);
    // One public URL per item (/public/assets/:slug): the second to finish gets the next free slug.
    expect(rows.map((r) => r.slug).sort()).toEqual(['golden-hour', 'golden-hour-2']);
  });

  it('resumes an interrupted upload from the offset the server reports', async () => {
    const bytes = await readFile(await makeVideo({ seconds: 2, width: 320, height: 240, fps: 25 }));
    const url = await started(admin.token, bytes.length, {
      filename: 'resumed.mp4',
      filetype: 'video/mp4',
      kind: 'ASSET',
    });

    // A PATCH for the whole file whose connection dies after 20,000 bytes.
    const sent = 20_000;
    const staged = path.join(stagingDir(), url.split('/').pop() as string);
    const req = request(url, {
      method: 'PATCH',
      headers: headers(admin.token, {
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
      }),
    });
    req.on('error', () => {});
    req.write(bytes.subarray(0, sent));
    for (let i = 0; i < 200 && (await readFile(staged)).length < sent; i++) await sleep(10);
    req.destroy();

    // HEAD waits for the broken PATCH to let go of the upload, then says what arrived.
    let offset = -1;
    for (let i = 0; i < 100 && offset !== sent; i++, await sleep(20)) {
      const res = await head(admin.token, url);
      expect(res.status).toBe(200);
      expect(res.headers.get('upload-length')).toBe(String(bytes.length));
      offset = Number(res.headers.get('upload-offset'));
    }
    expect(offset).toBe(sent);

    // A client that guesses the wrong offset is told so, and nothing changes.
    expect((await patch(admin.token, url, 0, bytes.subarray(0, 10))).status).toBe(409);

    const rest = await patch(admin.token, url, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    const mediaId = rest.headers.get('framestock-media-id') ?? '';
    expect(rest.headers.get('access-control-expose-headers')).toMatch(/Framestock-Media-Id/i);
    await expectFinishedMedia(mediaId, bytes, {
      kind: 'ASSET',
      filename: 'resumed.mp4',
      contentType: 'video/mp4',
      ext: 'mp4',
    });
  });
});

describe('refusals leave nothing behind', () => {
  const png = { filename: 'picture.png', filetype: 'image/png', kind: 'IMAGE' };

  async function expectRefused(res: Response, status: number, message: RegExp) {
    expect(res.status).toBe(status);
    expect(await res.text()).toMatch(message);
  }

  it('answers OPTIONS without a token, and refuses to serve staged bytes', async () => {
    const options = await fetch(`${t.url}/api/uploads`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('tus-version')).toBe('1.0.0');
    expect(options.headers.get('tus-extension')).toBe('creation,creation-with-upload,termination');
    const url = await started(admin.token, 10, png);
    const get = await fetch(url, { headers: headers(admin.token) });
    expect(get.status).toBe(405);
    expect((await fetch(url, { method: 'DELETE', headers: headers(admin.token) })).status).toBe(204);
  });

  it('refuses requests without a token (401) or from a member (403)', async () => {
    const before = await footprint();
    await expectRefused(await createUpload(undefined, 100, png), 401, /Sign in/);
    await expectRefused(await createUpload('not-a-token', 100, png), 401, /invalid/);
    const member = await t.signedIn(Role.MEMBER);
    await expectRefused(await createUpload(member.token, 100, png), 403, /Only administrators/);

    // An admin's upload, continued without a token or by a member: refused too.
    const url = await started(admin.token, 5000, png);
    await expectRefused(await patch(undefined, url, 0, Buffer.alloc(100)), 401, /Sign in/);
    await expectRefused(await patch(member.token, url, 0, Buffer.alloc(100)), 403, /Only administrators/);
    expect((await head(admin.token, url)).headers.get('upload-offset')).toBe('0');
    expect((await fetch(url, { method: 'DELETE', headers: headers(admin.token) })).status).toBe(204);
    expect(await footprint()).toEqual(before);
  });

  it('checks the role on every request: an admin demoted mid-upload is refused at once', async () => {
    const before = await footprint();
    const other = await t.signedIn(Role.ADMIN);
    const url = await started(other.token, 5000, png);
    await t.server.deps.db.query(`UPDATE users SET role = 'MEMBER' WHERE id = $1`, [other.userId]);
    expect((await head(other.token, url)).status).toBe(403);
    await t.server.deps.db.query(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [other.userId]);
    expect((await fetch(url, { method: 'DELETE', headers: headers(other.token) })).status).toBe(204);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a file too large for its kind before any byte (413, naming the limit)', async () => {
    const before = await footprint();
    await expectRefused(await createUpload(admin.token, 50 * MiB + 1, png), 413, /50 MB limit for image uploads/);
    await expectRefused(
      await createUpload(admin.token, 500 * MiB + 1, { filename: 'a.wav', filetype: 'audio/wav', kind: 'AUDIO' }),
      413,
      /500 MB limit for audio uploads/,
    );
    await expectRefused(
      await createUpload(admin.token, 2 * 1024 * MiB + 1, { filename: 'a.mp4', filetype: 'video/mp4', kind: 'ASSET' }),
      413,
      /2 GB limit for video uploads/,
    );
    expect(await footprint()).toEqual(before);
  });

  it('refuses unknown kinds, missing metadata, deferred lengths and empty files (400)', async () => {
    const before = await footprint();
    await expectRefused(await createUpload(admin.token, 100, { ...png, kind: 'VIDEO' }), 400, /Unknown kind "VIDEO"/);
    await expectRefused(
      await createUpload(admin.token, 100, { filename: 'a.png', filetype: 'image/png' }),
      400,
      /kind/,
    );
    await expectRefused(
      await createUpload(admin.token, 100, { kind: 'IMAGE', filetype: 'image/png' }),
      400,
      /file name/,
    );
    await expectRefused(
      await createUpload(admin.token, 100, { ...png, filename: `${'x'.repeat(252)}.png` }),
      400,
      /longer than 255/,
    );
    await expectRefused(await createUpload(admin.token, 0, png), 400, /empty/);
    const deferred = await fetch(`${t.url}/api/uploads`, {
      method: 'POST',
      headers: headers(admin.token, { 'Upload-Defer-Length': '1', 'Upload-Metadata': encodeMetadata(png) }),
    });
    expect(deferred.status).toBeGreaterThanOrEqual(400);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a text file named .mp4 (415) as soon as its first bytes arrive', async () => {
    const before = await footprint();
    // Declared as 1 MB; the first 8 KB already show it is text, so the upload ends there.
    const text = Buffer.from('Dear diary, today I renamed a text file to .mp4.\n'.repeat(30_000)).subarray(0, MiB);
    const url = await started(admin.token, text.length, { filename: 'clip.mp4', filetype: 'video/mp4', kind: 'ASSET' });
    await expectRefused(
      await patch(admin.token, url, 0, text.subarray(0, 8192)),
      415,
      /^The file is not a video \(it looks like plain text\)\. Upload MP4, MOV, WebM or MKV\.$/,
    );
    expect((await head(admin.token, url)).status).toBe(404);
    expect(await footprint()).toEqual(before);

    // A small one (the whole file in one go, smaller than the sniffing window) likewise.
    const small = await readFile(await makeTextFile('notes.mp4'));
    const url2 = await started(admin.token, small.length, {
      filename: 'notes.mp4',
      filetype: 'video/mp4',
      kind: 'ASSET',
    });
    await expectRefused(await patch(admin.token, url2, 0, small), 415, /not a video \(it looks like plain text\)/);
    expect(await footprint()).toEqual(before);
  });

  it('refuses wrong bytes sent with the creating POST too (creation-with-upload)', async () => {
    const before = await footprint();
    const text = Buffer.from('plain words\n'.repeat(1000));
    const res = await fetch(`${t.url}/api/uploads`, {
      method: 'POST',
      headers: headers(admin.token, {
        'Upload-Length': String(text.length),
        'Upload-Metadata': encodeMetadata({ filename: 'a.jpg', filetype: 'image/jpeg', kind: 'IMAGE' }),
        'Content-Type': 'application/offset+octet-stream',
      }),
      body: Uint8Array.from(text),
    });
    await expectRefused(res, 415, /^The file is not an image \(it looks like plain text\)/);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a PNG uploaded as AUDIO (415), even when it arrives in pieces', async () => {
    const before = await footprint();
    const bytes = await readFile(await makeImage({ width: 400, height: 300, format: 'png' }));
    const url = await started(admin.token, bytes.length, {
      filename: 'song.wav',
      filetype: 'audio/wav',
      kind: 'AUDIO',
    });
    // The first 1000 bytes are too few to judge; they are kept until the next PATCH completes the window.
    expect((await patch(admin.token, url, 0, bytes.subarray(0, 1000))).status).toBe(204);
    await expectRefused(
      await patch(admin.token, url, 1000, bytes.subarray(1000)),
      415,
      /^The file is not an audio file \(it looks like PNG, image\/png\)/,
    );
    expect(await footprint()).toEqual(before);
  });

  it('lets no other admin see, continue or cancel an upload (404)', async () => {
    const before = await footprint();
    const other = await t.signedIn(Role.ADMIN);
    const bytes = await readFile(await makeImage({ width: 600, height: 400, format: 'png' }));
    const url = await started(admin.token, bytes.length, png);
    expect((await patch(admin.token, url, 0, bytes.subarray(0, 5000))).status).toBe(204);

    await expectRefused(await head(other.token, url), 404, /^$/);
    await expectRefused(await patch(other.token, url, 5000, bytes.subarray(5000)), 404, /No such upload/);
    await expectRefused(await fetch(url, { method: 'DELETE', headers: headers(other.token) }), 404, /No such upload/);

    // Untouched for its owner, who cancels it: then nothing is left.
    expect((await head(admin.token, url)).headers.get('upload-offset')).toBe('5000');
    expect((await fetch(url, { method: 'DELETE', headers: headers(admin.token) })).status).toBe(204);
    expect((await head(admin.token, url)).status).toBe(404);
    expect(await footprint()).toEqual(before);
  });

  it('ignores ids it did not hand out', async () => {
    for (const id of ['..%2F..%2Fsecrets.json', 'abc', `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.json`]) {
      expect((await head(admin.token, `${t.url}/api/uploads/${id}`)).status).toBe(404);
    }
  });
});

describe('abandoned uploads', () => {
  it('are removed once they have been idle for 24 hours', async () => {
    const before = await footprint();
    const bytes = await readFile(await makeImage({ width: 600, height: 400, format: 'png' }));
    const url = await started(admin.token, bytes.length, {
      filename: 'left.png',
      filetype: 'image/png',
      kind: 'IMAGE',
    });
    expect((await patch(admin.token, url, 0, bytes.subarray(0, 5000))).status).toBe(204);

    const staging = createStaging(t.server.deps.config);
    expect(await removeAbandonedUploads(staging, Date.now() + 23 * HOUR)).toBe(0);
    expect((await head(admin.token, url)).headers.get('upload-offset')).toBe('5000');

    expect(await removeAbandonedUploads(staging, Date.now() + 24 * HOUR + 60_000)).toBe(1);
    expect((await head(admin.token, url)).status).toBe(404);
    expect(await footprint()).toEqual(before);
  });
});

describe('staging in Google Cloud Storage (production)', () => {
  const PRIVATE = 'framestock-private';
  let gcs: FakeGcs;
  let g: TestServer;
  let gAdmin: { token: string; userId: string };

  beforeAll(async () => {
    gcs = new FakeGcs({ buckets: ['framestock-public', PRIVATE], publicBuckets: ['framestock-public'] });
    const endpoint = await gcs.start();
    g = await startTestServer({
      env: {
        ...NO_WORKERS,
        STORAGE_DRIVER: 'gcs',
        GCS_API_ENDPOINT: endpoint,
        GCS_PUBLIC_BUCKET: 'framestock-public',
        GCS_PRIVATE_BUCKET: PRIVATE,
      },
    });
    gAdmin = await g.signedIn(Role.ADMIN);
  });
  afterAll(async () => {
    await g?.stop();
    await gcs?.stop();
  });

  const staged = () => gcs.objectNames(PRIVATE).filter((name) => name.startsWith('uploads/'));

  it('stages under uploads/ in the private bucket, resumes, and stores the original beside the other media', async () => {
    const bytes = await readFile(await makeVideo({ seconds: 2, width: 320, height: 240, fps: 25 }));
    const res = await fetch(`${g.url}/api/uploads`, {
      method: 'POST',
      headers: headers(gAdmin.token, {
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': encodeMetadata({ filename: 'cloud.mp4', filetype: 'video/mp4', kind: 'ASSET' }),
      }),
    });
    expect(res.status).toBe(201);
    const url = new URL(res.headers.get('location') ?? '', g.url).href;
    const id = url.split('/').pop();
    expect(staged()).toEqual([`uploads/${id}`]);

    // Three PATCHes: the later ones are composed onto the staged object.
    const cuts = [0, 3000, 40_000, bytes.length];
    let last: Response | undefined;
    for (let i = 0; i < 3; i++) {
      last = await patch(gAdmin.token, url, cuts[i] as number, bytes.subarray(cuts[i], cuts[i + 1]));
      expect(last.status, await last.clone().text()).toBe(204);
      if (i === 1) expect((await head(gAdmin.token, url)).headers.get('upload-offset')).toBe('40000');
    }
    const mediaId = last?.headers.get('framestock-media-id') ?? '';
    expect(mediaId).toMatch(/^[0-9a-f-]{36}$/);
    const object = gcs.object(PRIVATE, `media/${mediaId}/original.mp4`);
    expect(object?.contentType).toBe('video/mp4');
    expect(object && md5(object.data)).toBe(md5(bytes));
    expect(object?.metadata).toEqual({ uploadId: id, filename: 'cloud.mp4' });
    const [row] = await g.server.deps.db.query('SELECT status, processing FROM media WHERE id = $1', [mediaId]);
    expect(row).toEqual({ status: 'DRAFT', processing: 'PENDING' });
    expect(staged()).toEqual([]);
  });

  it('deletes a refused upload and an abandoned one from the bucket', async () => {
    const before = gcs.objectNames(PRIVATE);
    const text = Buffer.from('just words, no pictures\n'.repeat(500));
    const create = (size: number, kind: string) =>
      fetch(`${g.url}/api/uploads`, {
        method: 'POST',
        headers: headers(gAdmin.token, {
          'Upload-Length': String(size),
          'Upload-Metadata': encodeMetadata({ filename: 'x.png', filetype: 'image/png', kind }),
        }),
      }).then((r) => new URL(r.headers.get('location') ?? '', g.url).href);

    const refused = await create(text.length, 'IMAGE');
    const res = await patch(gAdmin.token, refused, 0, text);
    expect(res.status).toBe(415);
    expect(await res.text()).toMatch(/not an image \(it looks like plain text\)/);

    const abandoned = await create(text.length, 'IMAGE');
    expect((await patch(gAdmin.token, abandoned, 0, text.subarray(0, 100))).status).toBe(204);
    const staging = createStaging(g.server.deps.config);
    expect(await removeAbandonedUploads(staging, Date.now() + 23 * HOUR)).toBe(0);
    expect(await removeAbandonedUploads(staging, Date.now() + 25 * HOUR)).toBe(1);
    expect(gcs.objectNames(PRIVATE)).toEqual(before);
  });
});

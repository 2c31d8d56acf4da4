/**
 * One contract, two drivers: the local directory (served by its HTTP route) and
 * GCS (against the loopback fake). Signed URLs are fetched over real HTTP.
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.js';
import { storageRoutes } from '../../server/http/storage-routes.js';
import {
  createStorage,
  InvalidStoragePathError,
  type StorageDriver,
  StorageNotFoundError,
} from '../../server/storage/index.js';
import { FakeGcs } from '../support/fake-gcs.js';

const PUBLIC = 'framestock-public';
const PRIVATE = 'framestock-private';
const SERVICE_ACCOUNT = 'storage-test@framestock-test.iam.gserviceaccount.com';
/** The smallest chunk GCS accepts, so a few hundred KiB already take several chunked requests. */
const GCS_CHUNK = 256 * 1024;

interface Harness {
  driver: StorageDriver;
  /** Moves the clock that decides whether a signed URL has expired. */
  advanceClock(seconds: number): void;
  /** Resolves once bytes of an unfinished upload have reached the backend. */
  uploadInProgress(): Promise<void>;
  /** Leftovers of uploads that did not finish, where the backend could trip over them. */
  strayUploadFiles(): Promise<string[]>;
  close(): Promise<void>;
}

function storageConfig(overrides: Partial<Config['storage']>): Config['storage'] {
  return {
    driver: 'local',
    signingSecret: 'test-signing-secret-0123456789abcdef0123456789abcdef',
    localDir: '',
    gcs: { publicBucket: PUBLIC, privateBucket: PRIVATE },
    ...overrides,
  };
}

/**
 * A clock that moves only when told: "59 s into a 60 s link" must not depend
 * on how long a busy machine takes between signing and fetching.
 */
function offsetClock() {
  const start = Date.now();
  let offsetMs = 0;
  return {
    now: () => start + offsetMs,
    advance: (seconds: number) => {
      offsetMs += seconds * 1000;
    },
  };
}

async function waitFor(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await sleep(5)) {
    if (await condition()) return;
  }
  throw new Error(`Timed out waiting for ${what}`);
}

interface LocalSetup extends Harness {
  rootDir: string;
  origin: string;
}

async function startLocal(): Promise<LocalSetup> {
  const rootDir = await mkdtemp(path.join(tmpdir(), 'framestock-storage-'));
  const localDir = path.join(rootDir, 'storage');
  const clock = offsetClock();
  let origin = '';
  const driver = createStorage(storageConfig({ driver: 'local', localDir }), { baseUrl: () => origin, now: clock.now });
  const app = express();
  app.use('/api/storage', storageRoutes(driver));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tmpFiles = () => readdir(path.join(localDir, '.tmp')).catch(() => [] as string[]);
  return {
    driver,
    rootDir,
    origin,
    advanceClock: clock.advance,
    uploadInProgress: () =>
      waitFor(async () => {
        for (const f of await tmpFiles()) {
          if ((await stat(path.join(localDir, '.tmp', f)).catch(() => undefined))?.size) return true;
        }
        return false;
      }, 'a partly written temp file'),
    strayUploadFiles: tmpFiles,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(rootDir, { recursive: true, force: true });
    },
  };
}

const serviceAccountKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

async function startGcs(): Promise<Harness & { fake: FakeGcs }> {
  const clock = offsetClock();
  const fake = new FakeGcs({
    buckets: [PUBLIC, PRIVATE],
    publicBuckets: [PUBLIC],
    serviceAccounts: { [SERVICE_ACCOUNT]: serviceAccountKeys.publicKey },
    now: clock.now,
  });
  const apiEndpoint = await fake.start();
  const driver = createStorage(
    storageConfig({
      driver: 'gcs',
      gcs: { projectId: 'framestock-test', publicBucket: PUBLIC, privateBucket: PRIVATE, apiEndpoint },
    }),
    {
      credentials: {
        client_email: SERVICE_ACCOUNT,
        private_key: serviceAccountKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
      uploadChunkSize: GCS_CHUNK,
    },
  );
  return {
    driver,
    fake,
    advanceClock: clock.advance,
    uploadInProgress: () => waitFor(() => fake.unfinishedUploads().some((u) => u.received > 0), 'a partial upload'),
    // Unfinished resumable sessions are invisible server-side state that GCS expires after a week.
    strayUploadFiles: async () => [],
    close: () => fake.stop(),
  };
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');
/** Compares large buffers by length and digest: toEqual walks them byte by byte, which takes seconds. */
const fingerprint = (data: Buffer | undefined) => data && { length: data.length, md5: md5(data) };

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A stream delivering `data` in pieces, as an HTTP upload would. */
function chunked(data: Buffer, size = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
    })(),
  );
}

async function fetchBytes(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

function tamperSignature(url: string): string {
  const u = new URL(url);
  const [name, value] = [...u.searchParams].find(([k]) => /signature/i.test(k)) ?? ['', ''];
  expect(value.length).toBeGreaterThan(20);
  u.searchParams.set(name, `${value.slice(0, 10)}${value[10] === 'a' ? 'b' : 'a'}${value.slice(11)}`);
  return u.href;
}

function storageContract(label: string, start: () => Promise<Harness>) {
  describe(`storage contract: ${label}`, () => {
    let h: Harness;
    let driver: StorageDriver;
    beforeEach(async () => {
      h = await start();
      driver = h.driver;
    });
    afterEach(() => h.close());

    it('writes a buffer and reports GCS-shaped metadata', async () => {
      const before = Date.now();
      const bytes = Buffer.from('hello, framestock');
      const meta = await driver.write('private', 'assets/1/hello.txt', bytes, {
        contentType: 'text/plain',
        customMetadata: { assetId: '1', originalName: 'héllo wörld.txt' },
      });
      expect(meta).toEqual({
        bucket: PRIVATE,
        fullPath: 'assets/1/hello.txt',
        name: 'hello.txt',
        size: bytes.length,
        contentType: 'text/plain',
        timeCreated: expect.any(Date),
        updated: expect.any(Date),
        md5Hash: md5(bytes),
        customMetadata: { assetId: '1', originalName: 'héllo wörld.txt' },
      });
      expect(meta.timeCreated.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(meta.timeCreated.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(meta.updated.getTime()).toBeGreaterThanOrEqual(meta.timeCreated.getTime());
      expect(await driver.getMetadata('private', 'assets/1/hello.txt')).toEqual(meta);
      expect(await collect(driver.createReadStream('private', 'assets/1/hello.txt'))).toEqual(bytes);
      expect(driver.bucketName('public')).toBe(PUBLIC);
    });

    it('writes a stream in chunks and reads it back whole and by byte range', async () => {
      const bytes = randomBytes(3 * GCS_CHUNK + 12_345);
      const meta = await driver.write('private', 'originals/clip.mp4', chunked(bytes), { contentType: 'video/mp4' });
      expect(meta).toMatchObject({
        size: bytes.length,
        md5Hash: md5(bytes),
        contentType: 'video/mp4',
        customMetadata: {},
      });
      expect(fingerprint(await collect(driver.createReadStream('private', 'originals/clip.mp4')))).toEqual(
        fingerprint(bytes),
      );
      expect(
        await collect(driver.createReadStream('private', 'originals/clip.mp4', { start: 1000, end: 1999 })),
      ).toEqual(bytes.subarray(1000, 2000));
      const tail = bytes.length - 10;
      expect(await collect(driver.createReadStream('private', 'originals/clip.mp4', { start: tail }))).toEqual(
        bytes.subarray(tail),
      );
    });

    it('commits a write stream on finish and resolves done with the metadata', async () => {
      const bytes = randomBytes(GCS_CHUNK + 1);
      const sink = driver.createWriteStream('public', 'previews/7/preview.webm', {
        contentType: 'video/webm',
        customMetadata: { width: '1280' },
      });
      await pipeline(chunked(bytes), sink);
      const meta = await sink.done;
      expect(meta).toMatchObject({ bucket: PUBLIC, fullPath: 'previews/7/preview.webm', name: 'preview.webm' });
      expect(meta).toMatchObject({ size: bytes.length, md5Hash: md5(bytes), customMetadata: { width: '1280' } });
      expect(await driver.exists('public', 'previews/7/preview.webm')).toBe(true);
      expect(fingerprint(await collect(driver.createReadStream('public', 'previews/7/preview.webm')))).toEqual(
        fingerprint(bytes),
      );
    });

    it('stores empty files from a buffer and from a stream', async () => {
      const fromBuffer = await driver.write('public', 'empty/a', Buffer.alloc(0), { contentType: 'text/plain' });
      const fromStream = await driver.write('public', 'empty/b', Readable.from([]), { contentType: 'text/plain' });
      for (const meta of [fromBuffer, fromStream]) {
        expect(meta).toMatchObject({ size: 0, md5Hash: md5(Buffer.alloc(0)) });
        expect(await collect(driver.createReadStream('public', meta.fullPath))).toEqual(Buffer.alloc(0));
      }
    });

    it('replaces bytes and metadata on overwrite', async () => {
      await driver.write('public', 'avatars/u1', Buffer.from('old'), {
        contentType: 'image/png',
        customMetadata: { a: '1' },
      });
      const meta = await driver.write('public', 'avatars/u1', Buffer.from('newer'), {
        contentType: 'image/webp',
        customMetadata: { b: '2' },
      });
      expect(meta).toMatchObject({ size: 5, contentType: 'image/webp', customMetadata: { b: '2' } });
      expect(await driver.getMetadata('public', 'avatars/u1')).toEqual(meta);
      expect((await collect(driver.createReadStream('public', 'avatars/u1'))).toString()).toBe('newer');
    });

    it('keeps bytes and metadata of one writer together when writers race on a path', async () => {
      const versions = Array.from({ length: 8 }, (_, i) => Buffer.from(`version ${i} `.repeat(1000 + i)));
      await Promise.all(
        versions.map((bytes, i) =>
          driver.write('public', 'avatars/race', bytes, {
            contentType: 'text/plain',
            customMetadata: { version: `${i}` },
          }),
        ),
      );
      const meta = await driver.getMetadata('public', 'avatars/race');
      const stored = await collect(driver.createReadStream('public', 'avatars/race'));
      expect(stored).toEqual(versions[Number(meta.customMetadata.version)]);
      expect(meta).toMatchObject({ size: stored.length, md5Hash: md5(stored) });
    });

    it('serves a signed URL over HTTP, with ranges, until it expires', async () => {
      const bytes = randomBytes(5000);
      await driver.write('private', 'originals/a b+c (1).mp4', bytes, { contentType: 'video/mp4' });
      const url = await driver.signedUrl('private', 'originals/a b+c (1).mp4', { expiresInSeconds: 60 });

      const whole = await fetchBytes(url);
      expect(whole.res.status).toBe(200);
      expect(whole.res.headers.get('content-type')).toBe('video/mp4');
      expect(whole.body).toEqual(bytes);

      const part = await fetchBytes(url, { headers: { Range: 'bytes=10-19' } });
      expect(part.res.status).toBe(206);
      expect(part.res.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
      expect(part.body).toEqual(bytes.subarray(10, 20));

      h.advanceClock(59);
      expect((await fetch(url)).status).toBe(200);
      h.advanceClock(2);
      const expired = await fetchBytes(url);
      expect([400, 403]).toContain(expired.res.status);
      expect(expired.body.includes(bytes.subarray(0, 64))).toBe(false);
    });

    it('names the download when the signed URL asks for it', async () => {
      await driver.write('private', 'originals/9', Buffer.from('zip bytes'), { contentType: 'application/zip' });
      const url = await driver.signedUrl('private', 'originals/9', {
        expiresInSeconds: 300,
        downloadName: 'Pack "final" – v2.zip',
      });
      const { res, body } = await fetchBytes(url);
      expect(res.status).toBe(200);
      expect(body.toString()).toBe('zip bytes');
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(/^attachment; /);
      expect(disposition).toContain(`filename*=UTF-8''Pack%20%22final%22%20%E2%80%93%20v2.zip`);
    });

    it('refuses tampered or unsigned URLs to private objects', async () => {
      await driver.write('private', 'originals/mine', Buffer.from('mine'), { contentType: 'text/plain' });
      await driver.write('private', 'originals/theirs', Buffer.from('theirs'), { contentType: 'text/plain' });
      const url = await driver.signedUrl('private', 'originals/mine', { expiresInSeconds: 60 });
      expect((await fetchBytes(url)).body.toString()).toBe('mine');

      const otherObject = url.replace('/originals/mine?', '/originals/theirs?');
      const unsigned = new URL(url);
      unsigned.search = '';
      for (const bad of [tamperSignature(url), otherObject, unsigned.href]) {
        const { res, body } = await fetchBytes(bad);
        expect([400, 403], bad).toContain(res.status);
        expect(body.toString()).not.toMatch(/^(mine|theirs)$/);
      }
    });

    it('serves public objects by their public URL, with a moderate cache lifetime', async () => {
      const bytes = randomBytes(300);
      await driver.write('public', 'thumbnails/3/small.jpg', bytes, { contentType: 'image/jpeg' });
      const { res, body } = await fetchBytes(driver.publicUrl('thumbnails/3/small.jpg'));
      expect(res.status).toBe(200);
      expect(body).toEqual(bytes);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    });

    it('deletes idempotently', async () => {
      await driver.write('public', 'gone/soon.txt', Buffer.from('x'), { contentType: 'text/plain' });
      await driver.delete('public', 'gone/soon.txt');
      await driver.delete('public', 'gone/soon.txt');
      await driver.delete('private', 'never/existed');
      expect(await driver.exists('public', 'gone/soon.txt')).toBe(false);
      await expect(driver.getMetadata('public', 'gone/soon.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
      expect((await fetch(driver.publicUrl('gone/soon.txt'))).status).toBe(404);
    });

    it("hands tools a file on this machine with the object's bytes, and none for a missing object", async () => {
      const bytes = randomBytes(GCS_CHUNK + 7);
      await driver.write('private', 'converter/u/input.mp4', bytes, { contentType: 'video/mp4' });
      const dir = await mkdtemp(path.join(tmpdir(), 'framestock-local-file-'));
      try {
        const file = await driver.localFile('private', 'converter/u/input.mp4', path.join(dir, 'input.mp4'));
        expect(md5(await readFile(file))).toBe(md5(bytes));
        await expect(driver.localFile('private', 'no/such.mp4', path.join(dir, 'missing.mp4'))).rejects.toBeInstanceOf(
          StorageNotFoundError,
        );
        // Nothing half-copied is left behind for a missing object.
        expect(await readdir(dir)).not.toContain('missing.mp4');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it("stores a tool's output file by name, leaves the file where it was, and stores nothing when the file is missing", async () => {
      const bytes = randomBytes(GCS_CHUNK * 2 + 11);
      const dir = await mkdtemp(path.join(tmpdir(), 'framestock-write-file-'));
      try {
        const output = path.join(dir, 'output.wav');
        await writeFile(output, bytes);
        const meta = await driver.writeFile('private', 'converter/u/results/c.wav', output, {
          contentType: 'audio/wav',
          customMetadata: { role: 'RESULT' },
        });
        expect(meta).toMatchObject({ size: bytes.length, contentType: 'audio/wav', md5Hash: md5(bytes) });
        expect(meta.customMetadata).toMatchObject({ role: 'RESULT' });
        expect(md5(await collect(driver.createReadStream('private', 'converter/u/results/c.wav')))).toBe(md5(bytes));
        expect(md5(await readFile(output))).toBe(md5(bytes));

        await expect(
          driver.writeFile('private', 'converter/u/results/gone.wav', path.join(dir, 'gone.wav'), {
            contentType: 'audio/wav',
          }),
        ).rejects.toMatchObject({ code: 'ENOENT' });
        expect(await driver.exists('private', 'converter/u/results/gone.wav')).toBe(false);
        expect(await h.strayUploadFiles()).toEqual([]);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('reports missing objects with StorageNotFoundError', async () => {
      const missing = driver.getMetadata('private', 'no/such.file');
      await expect(missing).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(missing).rejects.toMatchObject({ bucket: PRIVATE, path: 'no/such.file' });
      await expect(collect(driver.createReadStream('private', 'no/such.file'))).rejects.toBeInstanceOf(
        StorageNotFoundError,
      );
      await expect(
        collect(driver.createReadStream('private', 'no/such.file', { start: 0, end: 9 })),
      ).rejects.toBeInstanceOf(StorageNotFoundError);
      expect(await driver.exists('private', 'no/such.file')).toBe(false);
    });

    it('rejects unsafe paths before touching the backend', async () => {
      const opts = { contentType: 'text/plain' };
      const unsafe = ['', '/etc/passwd', '../escape', 'a/../../b', 'a/./b', 'a//b', 'dir/', 'nul\0byte', 'back\\slash'];
      for (const p of unsafe) {
        await expect(driver.write('public', p, Buffer.from('x'), opts), p).rejects.toBeInstanceOf(
          InvalidStoragePathError,
        );
        await expect(driver.getMetadata('public', p), p).rejects.toBeInstanceOf(InvalidStoragePathError);
        await expect(driver.exists('public', p), p).rejects.toBeInstanceOf(InvalidStoragePathError);
        await expect(driver.delete('public', p), p).rejects.toBeInstanceOf(InvalidStoragePathError);
        await expect(driver.signedUrl('private', p, { expiresInSeconds: 60 }), p).rejects.toBeInstanceOf(
          InvalidStoragePathError,
        );
        expect(() => driver.createReadStream('public', p), p).toThrow(InvalidStoragePathError);
        expect(() => driver.createWriteStream('public', p, opts), p).toThrow(InvalidStoragePathError);
        expect(() => driver.publicUrl(p), p).toThrow(InvalidStoragePathError);
      }
      await expect(driver.getMetadata('public', '../etc/passwd')).rejects.toThrow('contains a "." or ".." segment');
      await expect(driver.getMetadata('public', '/etc/passwd')).rejects.toThrow('must be relative');
    });

    it('leaves no object behind when a write stream fails midway, and keeps the previous version', async () => {
      const previous = Buffer.from('version 1');
      await driver.write('private', 'originals/keep', previous, { contentType: 'text/plain' });
      const partial = randomBytes(GCS_CHUNK + 64 * 1024);
      const breakingUpload = () =>
        Readable.from(
          (async function* () {
            yield* chunked(partial);
            await h.uploadInProgress();
            throw new Error('client disconnected');
          })(),
        );

      for (const target of ['originals/keep', 'originals/new']) {
        const sink = driver.createWriteStream('private', target, { contentType: 'text/plain' });
        await expect(pipeline(breakingUpload(), sink)).rejects.toThrow('client disconnected');
        await expect(sink.done).rejects.toThrow();
      }
      expect(await driver.exists('private', 'originals/new')).toBe(false);
      expect(await collect(driver.createReadStream('private', 'originals/keep'))).toEqual(previous);
      expect((await driver.getMetadata('private', 'originals/keep')).md5Hash).toBe(md5(previous));
      expect(await h.strayUploadFiles()).toEqual([]);
    });
  });
}

storageContract('local directory', startLocal);
storageContract('Google Cloud Storage (fake)', startGcs);

describe('GCS driver against a flaky backend', () => {
  let h: Awaited<ReturnType<typeof startGcs>>;
  beforeEach(async () => {
    h = await startGcs();
  });
  afterEach(() => h.close());

  it('retries a failed chunk of a resumable upload and resumes where the server stopped', async () => {
    const bytes = randomBytes(2 * GCS_CHUNK + 100);
    h.fake.failNextUpload('PUT');
    const meta = await h.driver.write('private', 'originals/flaky', chunked(bytes), { contentType: 'video/mp4' });
    expect(meta).toMatchObject({ size: bytes.length, md5Hash: md5(bytes) });
    expect(fingerprint(h.fake.object(PRIVATE, 'originals/flaky')?.data)).toEqual(fingerprint(bytes));
  });
});

describe('fake GCS', () => {
  it('accepts simple media uploads, which the client library never sends', async () => {
    const h = await startGcs();
    try {
      const res = await fetch(`${h.fake.url}/upload/storage/v1/b/${PUBLIC}/o?uploadType=media&name=raw%2Fnote.txt`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'note',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ name: 'raw/note.txt', size: '4', md5Hash: md5(Buffer.from('note')) });
      expect(await h.driver.getMetadata('public', 'raw/note.txt')).toMatchObject({
        contentType: 'text/plain',
        size: 4,
      });
    } finally {
      await h.close();
    }
  });
});

describe('local storage HTTP route', () => {
  let h: LocalSetup;
  let driver: StorageDriver;
  const bytes = Buffer.from('0123456789abcdefghij');
  beforeEach(async () => {
    h = await startLocal();
    driver = h.driver;
    await driver.write('public', 'previews/p.txt', bytes, { contentType: 'text/plain' });
    await driver.write('private', 'originals/o.txt', bytes, { contentType: 'text/plain' });
  });
  afterEach(() => h.close());

  /** fetch() would resolve `..` and `%2e%2e` before sending; this sends the path exactly as written. */
  function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request(`${h.origin}/`, { path: rawPath }, (res) => {
        collect(res).then((body) => resolve({ status: res.statusCode ?? 0, body: body.toString() }), reject);
      });
      req.on('error', reject).end();
    });
  }

  it('answers ranges with 206 and correct headers', async () => {
    const url = driver.publicUrl('previews/p.txt');
    const cases: [string, number, string | null, string][] = [
      ['bytes=2-5', 206, 'bytes 2-5/20', '2345'],
      ['bytes=15-', 206, 'bytes 15-19/20', 'fghij'],
      ['bytes=-3', 206, 'bytes 17-19/20', 'hij'],
      ['bytes=18-99', 206, 'bytes 18-19/20', 'ij'],
      ['bytes=0-1,4-5', 200, null, bytes.toString()],
    ];
    for (const [range, status, contentRange, body] of cases) {
      const res = await fetch(url, { headers: { Range: range } });
      expect(res.status, range).toBe(status);
      expect(res.headers.get('content-range'), range).toBe(contentRange);
      expect(res.headers.get('content-length'), range).toBe(String(body.length));
      expect(await res.text(), range).toBe(body);
    }
    const unsatisfiable = await fetch(url, { headers: { Range: 'bytes=20-' } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */20');
  });

  it('sends validators, honours If-None-Match and HEAD, and hardens the response', async () => {
    const url = driver.publicUrl('previews/p.txt');
    const res = await fetch(url);
    // Text may go compressed (issue 20), so its validator is weak: one ETag covers both encodings.
    const etag = `W/"${createHash('md5').update(bytes).digest('hex')}"`;
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('20');
    expect(await head.text()).toBe('');
  });

  it('never caches private responses', async () => {
    const res = await fetch(await driver.signedUrl('private', 'originals/o.txt', { expiresInSeconds: 60 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('explains 403s briefly and in plain text', async () => {
    const url = await driver.signedUrl('private', 'originals/o.txt', { expiresInSeconds: 60, downloadName: 'o.txt' });
    const relabelled = new URL(url);
    relabelled.searchParams.set('filename', 'o.txt.exe');
    for (const [bad, message] of [
      [tamperSignature(url), 'Invalid signature'],
      [relabelled.href, 'Invalid signature'],
      [driver.publicUrl('x').replace(PUBLIC, PRIVATE), 'Invalid signature'],
    ] as const) {
      const res = await fetch(bad);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await res.text()).toBe(message);
    }
    h.advanceClock(61);
    const expired = await fetch(url);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toBe('Link expired');
  });

  it('answers 404 for missing objects and unknown buckets', async () => {
    expect((await fetch(driver.publicUrl('previews/none.txt'))).status).toBe(404);
    expect((await fetch(await driver.signedUrl('private', 'originals/none', { expiresInSeconds: 60 }))).status).toBe(
      404,
    );
    expect((await rawGet('/api/storage/other-bucket/previews/p.txt')).status).toBe(404);
    expect((await rawGet('/api/storage/.meta/framestock-public/previews/p.txt')).status).toBe(404);
  });

  it('cannot be walked out of its directory', async () => {
    const secret = 'TOP SECRET';
    await writeFile(path.join(h.rootDir, 'secret.txt'), secret);
    await mkdir(path.join(h.rootDir, 'storage', PUBLIC, 'a'), { recursive: true });
    const attempts = [
      `/api/storage/${PUBLIC}/../../secret.txt`,
      `/api/storage/${PUBLIC}/%2e%2e/%2e%2e/secret.txt`,
      `/api/storage/${PUBLIC}/%2E%2E%2F%2E%2E%2Fsecret.txt`,
      `/api/storage/${PUBLIC}/a/..%2f..%2f..%2fsecret.txt`,
      `/api/storage/${PUBLIC}/..%5c..%5csecret.txt`,
      `/api/storage/${PUBLIC}//${h.rootDir}/secret.txt`,
      `/api/storage/${PUBLIC}/%2F${encodeURIComponent(h.rootDir)}%2Fsecret.txt`,
      `/api/storage/${PUBLIC}/previews/p.txt%00.png`,
      `/api/storage/${PUBLIC}/%E0%A4%A`,
      `/api/storage/..%2F..%2Fsecret.txt/x`,
    ];
    for (const attempt of attempts) {
      const { status, body } = await rawGet(attempt);
      expect([400, 404], attempt).toContain(status);
      expect(body, attempt).not.toContain(secret);
    }
    expect((await rawGet(`/api/storage/${PUBLIC}/%2e%2e/secret.txt`)).status).toBe(400);
  });

  it('is only for the local driver', async () => {
    const gcs = await startGcs();
    try {
      expect(() => storageRoutes(gcs.driver)).toThrow(/local storage driver/);
    } finally {
      await gcs.close();
    }
  });
});

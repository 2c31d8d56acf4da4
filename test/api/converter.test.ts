/**
 * The file converter over real HTTP, real PostgreSQL and real ffmpeg: tus
 * uploads become probed sources, every preset's result is checked with
 * ffprobe (codec, size, duration, size target), downloads are signed
 * attachments, cancel stops ffmpeg, one conversion runs per member, the
 * cleanup deletes results after 24 hours (a later clock), limits and bad
 * inputs refuse with a clear message and leave nothing behind, and erasure
 * removes everything. Clips are tiny: the machine is shared.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { probe } from '../../server/media/probe.js';
import { run } from '../../server/media/tools.js';
import { cleanupConverter } from '../../server/modules/converter/cleanup.js';
import { conversionRunJob } from '../../server/modules/converter/runner.js';
import { fixtureDir, fixtureTools, makeAudio, makeImage, makeTextFile, makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Every test here waits for ffmpeg, which takes many times longer when the machine's cores are shared.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const HOUR = 3_600_000;
let t: TestServer;
let member: { token: string; userId: string; email: string; password: string };
let clip: string; // 2 s, 320x240, 24 fps, with sound

beforeAll(async () => {
  t = await startTestServer({ env: { CONVERTER_MAX_INPUT_MINUTES: '1' } });
  member = await t.signedIn();
  clip = await makeVideo({ seconds: 2, width: 320, height: 240, fps: 24, audio: true });
}, 60_000);
afterAll(() => t?.stop());

const encode = (meta: Record<string, string>) =>
  Object.entries(meta)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

const tusHeaders = (token: string, extra: Record<string, string> = {}) => ({
  'Tus-Resumable': '1.0.0',
  Authorization: `Bearer ${token}`,
  ...extra,
});

/** Uploads a file in one PATCH; resolves with the final response (status, body, source id). */
async function upload(file: string | Buffer, token = member.token, name?: string) {
  const bytes = typeof file === 'string' ? await readFile(file) : file;
  const created = await fetch(`${t.url}/api/converter/uploads`, {
    method: 'POST',
    headers: tusHeaders(token, {
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': encode({
        filename: name ?? (typeof file === 'string' ? path.basename(file) : 'file.bin'),
        filetype: '',
      }),
    }),
  });
  if (created.status !== 201) return { status: created.status, body: await created.text(), sourceId: null };
  const url = new URL(created.headers.get('location') ?? '', t.url).href;
  const res = await fetch(url, {
    method: 'PATCH',
    headers: tusHeaders(token, { 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' }),
    body: Uint8Array.from(bytes),
  });
  return { status: res.status, body: await res.text(), sourceId: res.headers.get('framestock-converter-source-id') };
}

async function uploaded(file: string, token = member.token): Promise<string> {
  const res = await upload(file, token);
  expect(res.status, res.body).toBe(204);
  expect(res.sourceId).toMatch(/^[0-9a-f-]{36}$/);
  return res.sourceId as string;
}

const CONVERSION = `id status progress queuePosition elapsedSeconds etaSeconds error description expired
  output { name bytes contentType } downloadUrl`;

interface ConversionView {
  id: string;
  status: string;
  progress: number;
  queuePosition: number | null;
  elapsedSeconds: number | null;
  etaSeconds: number | null;
  error: string | null;
  description: string;
  expired: boolean;
  output: { name: string; bytes: number; contentType: string } | null;
  downloadUrl: string | null;
}

async function start(input: Record<string, unknown>, token = member.token) {
  const res = await t.gql<{
    startConversion: {
      conversion: ConversionView | null;
      errors: { code: string; field: string | null; message: string }[];
    };
  }>(
    `mutation($i: ConversionInput!) { startConversion(input: $i) { conversion { ${CONVERSION} } errors { code field message } } }`,
    { i: input },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.startConversion as {
    conversion: ConversionView | null;
    errors: { code: string; field: string | null; message: string }[];
  };
}

async function conversion(id: string, token = member.token): Promise<ConversionView | null> {
  const res = await t.gql<{ conversion: ConversionView | null }>(
    `query($id: ID!) { conversion(id: $id) { ${CONVERSION} } }`,
    { id },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.conversion ?? null;
}

async function finished(id: string, token = member.token, timeoutMs = 90_000): Promise<ConversionView> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const c = await conversion(id, token);
    if (c && ['SUCCEEDED', 'FAILED', 'CANCELED'].includes(c.status)) return c;
    if (Date.now() > until) throw new Error(`conversion ${id} still ${c?.status}`);
    await sleep(250);
  }
}

/** Converts and downloads; returns the local file and the conversion. */
async function convert(input: Record<string, unknown>) {
  const started = await start(input);
  expect(started.errors).toEqual([]);
  const done = await finished(started.conversion?.id as string);
  expect(done.status, done.error ?? '').toBe('SUCCEEDED');
  const res = await fetch(new URL(done.downloadUrl as string, t.url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  const file = path.join(fixtureDir(), `out-${done.id}-${done.output?.name}`);
  await writeFile(file, Buffer.from(await res.arrayBuffer()));
  return { file, done };
}

// biome-ignore lint/suspicious/noExplicitAny: rows of ad-hoc test queries
const sql = (query: string, params?: unknown[]): Promise<any[]> => t.server.deps.db.query(query, params);

const round1 = (n: number | null | undefined) => Math.round((n ?? 0) * 10) / 10;

describe('upload and presets', () => {
  let source: string;
  beforeAll(async () => {
    source = await uploaded(clip);
  });

  it('probes the upload into a source with frames for the scrubber', async () => {
    const res = await t.gql<{ converterSource: Record<string, unknown> & { frames: { url: string; count: number } } }>(
      `query($id: ID!) { converterSource(id: $id) { kind durationSeconds width height hasAudio presets
         frames { url columns rows count tileWidth tileHeight intervalSeconds } } }`,
      { id: source },
      { token: member.token },
    );
    const s = res.data?.converterSource;
    expect(s).toMatchObject({ kind: 'VIDEO', width: 320, height: 240, hasAudio: true });
    expect(round1(s?.durationSeconds as number)).toBe(2);
    expect(s?.presets).toContain('VERTICAL');
    expect(s?.frames.count).toBe(8);
    const sprite = await fetch(new URL(s?.frames.url as string, t.url));
    expect(sprite.headers.get('content-type')).toBe('image/jpeg');
  });

  it('MP4 for the web: H.264 + AAC, same size and length', async () => {
    const { file } = await convert({ sourceId: source, preset: 'MP4_WEB' });
    const p = await probe(fixtureTools, file);
    expect(p.video).toMatchObject({ codec: 'h264', width: 320, height: 240 });
    expect(p.audio?.codec).toBe('aac');
    expect(round1(p.durationSeconds)).toBe(2);
  });

  it('vertical 9:16 by centre crop and by blurred fill', async () => {
    for (const fill of ['CROP', 'BLUR']) {
      const { file, done } = await convert({ sourceId: source, preset: 'VERTICAL', fill });
      const p = await probe(fixtureTools, file);
      expect(p.video).toMatchObject({ codec: 'h264', width: 180, height: 320 });
      expect(round1(p.durationSeconds)).toBe(2);
      expect(done.output?.name).toMatch(/-9x16\.mp4$/);
    }
  });

  it('animated GIF and WebP at the chosen fps and width', async () => {
    const gif = await convert({ sourceId: source, preset: 'GIF', fps: 10, width: 160 });
    const g = await probe(fixtureTools, gif.file);
    expect(g.video).toMatchObject({ codec: 'gif', width: 160, height: 120 });
    expect(round1(g.durationSeconds)).toBe(2);

    const webp = await convert({ sourceId: source, preset: 'WEBP', fps: 10, width: 160 });
    const w = parseAnimatedWebp(await readFile(webp.file));
    expect(w).toMatchObject({ width: 160, height: 120, animated: true });
    expect(w.frames).toBe(20);
    expect(Math.round(w.durationMs / 100) / 10).toBe(2);
  });

  it('extracts the sound to MP3 and WAV', async () => {
    const mp3 = await probe(fixtureTools, (await convert({ sourceId: source, preset: 'MP3' })).file);
    expect(mp3.audio?.codec).toBe('mp3');
    expect(mp3.video).toBeNull();
    expect(round1(mp3.durationSeconds)).toBeCloseTo(2, 0);
    const wav = await probe(fixtureTools, (await convert({ sourceId: source, preset: 'WAV' })).file);
    expect(wav.audio?.codec).toBe('pcm_s16le');
    expect(round1(wav.durationSeconds)).toBe(2);
  });

  it('trims to the chosen start and end, and resizes keeping the aspect ratio', async () => {
    const trim = await probe(
      fixtureTools,
      (await convert({ sourceId: source, preset: 'TRIM', startSeconds: 0.5, endSeconds: 1.5 })).file,
    );
    expect(round1(trim.durationSeconds)).toBe(1);
    expect(trim.video?.codec).toBe('h264');
    const resized = await probe(fixtureTools, (await convert({ sourceId: source, preset: 'RESIZE', width: 160 })).file);
    expect(resized.video).toMatchObject({ width: 160, height: 120 });
    const padded = await probe(
      fixtureTools,
      (await convert({ sourceId: source, preset: 'RESIZE', width: 200, height: 200 })).file,
    );
    expect(padded.video).toMatchObject({ width: 200, height: 200 });
  });

  it('compresses to within 5 % under the target size (two-pass)', async () => {
    // Noise needs every bit it is given, like real footage (a test pattern would come out far smaller).
    const noisy = path.join(fixtureDir(), 'noisy.mp4');
    await run(
      fixtureTools.ffmpeg,
      [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=4,noise=alls=60:allf=t'],
        ...[
          '-f',
          'lavfi',
          '-i',
          'sine=frequency=440:duration=4',
          '-c:v',
          'libx264',
          '-preset',
          'ultrafast',
          '-crf',
          '10',
        ],
        ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', noisy],
      ],
      { timeoutMs: 60_000 },
    );
    const id = await uploaded(noisy);
    const target = 200_000;
    const { file, done } = await convert({ sourceId: id, preset: 'COMPRESS', targetBytes: target });
    const bytes = (await readFile(file)).length;
    expect(bytes).toBe(done.output?.bytes);
    expect(bytes).toBeLessThanOrEqual(target);
    expect(bytes).toBeGreaterThanOrEqual(target * 0.95);
    const p = await probe(fixtureTools, file);
    expect(p.video).toMatchObject({ codec: 'h264', width: 320, height: 240 });
    expect(round1(p.durationSeconds)).toBe(4);
  });

  it('resizes an image in its own format, and trims audio to MP3', async () => {
    const image = await uploaded(await makeImage({ width: 200, height: 100, format: 'png' }));
    const img = await probe(fixtureTools, (await convert({ sourceId: image, preset: 'RESIZE', width: 100 })).file);
    expect(img.video).toMatchObject({ codec: 'png', width: 100, height: 50 });

    const audio = await uploaded(await makeAudio({ seconds: 3, format: 'wav' }));
    const wrong = await start({ sourceId: audio, preset: 'VERTICAL' });
    expect(wrong.errors).toMatchObject([{ code: 'NOT_FOR_SOURCE', field: 'preset' }]);
    const cut = await probe(fixtureTools, (await convert({ sourceId: audio, preset: 'TRIM', startSeconds: 1 })).file);
    expect(cut.audio?.codec).toBe('mp3');
    expect(round1(cut.durationSeconds)).toBeCloseTo(2, 0);
  });

  it('previews the first frame of a preset without running it', async () => {
    const res = await t.gql<{
      previewConversion: { preview: Record<string, unknown> | null; errors: { code: string }[] };
    }>(
      `mutation($i: ConversionInput!) { previewConversion(input: $i) {
         preview { imageUrl description outputName width height billedSeconds } errors { code } } }`,
      { i: { sourceId: source, preset: 'VERTICAL', fill: 'BLUR', startSeconds: 1 } },
      { token: member.token },
    );
    const preview = res.data?.previewConversion.preview;
    expect(preview).toMatchObject({ width: 180, height: 320, billedSeconds: 1 });
    expect(preview?.imageUrl).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from(String(preview?.imageUrl).split(',')[1] as string, 'base64');
    const file = path.join(fixtureDir(), 'preview.jpg');
    await writeFile(file, jpeg);
    // 180 x 320 scaled into the 480 px box keeps its 9:16 shape.
    expect((await probe(fixtureTools, file)).video).toMatchObject({ width: 270, height: 480 });
  });

  it('refuses settings out of range with the field at fault, and changes nothing', async () => {
    const before = await sql('SELECT count(*)::int AS n FROM conversions');
    const cases: [Record<string, unknown>, string][] = [
      [{ preset: 'GIF', fps: 90 }, 'fps'],
      [{ preset: 'TRIM', startSeconds: 1.5, endSeconds: 1 }, 'endSeconds'],
      [{ preset: 'TRIM', endSeconds: 99 }, 'endSeconds'],
      [{ preset: 'TRIM' }, 'startSeconds'],
      [{ preset: 'RESIZE' }, 'width'],
      [{ preset: 'RESIZE', width: 9000 }, 'width'],
      [{ preset: 'COMPRESS', targetBytes: 1000 }, 'targetBytes'],
      [{ preset: 'COMPRESS', targetBytes: 10_000_000_000 }, 'targetBytes'],
    ];
    for (const [settings, field] of cases) {
      const res = await start({ sourceId: source, ...settings });
      expect(res.errors, JSON.stringify(settings)).toMatchObject([{ code: 'INVALID_SETTINGS', field }]);
      expect(res.conversion).toBeNull();
    }
    expect(await sql('SELECT count(*)::int AS n FROM conversions')).toEqual(before);
  });
});

describe('queue, progress and cancel', () => {
  let longer: string;
  beforeAll(async () => {
    longer = await uploaded(await makeVideo({ seconds: 20, width: 640, height: 360, fps: 30, audio: true }));
  }, 60_000);

  it('runs one conversion per member at a time, shows progress and cancels', async () => {
    const first = (await start({ sourceId: longer, preset: 'VERTICAL', fill: 'BLUR' })).conversion as ConversionView;
    const second = (await start({ sourceId: longer, preset: 'MP4_WEB' })).conversion as ConversionView;
    expect(second.status).toBe('QUEUED');

    // The first runs with a real, growing progress; the second waits behind it.
    let seen: ConversionView | null = null;
    for (let i = 0; i < 300; i++) {
      const [a, b] = [await conversion(first.id), await conversion(second.id)];
      expect(a?.status === 'RUNNING' && b?.status === 'RUNNING').toBe(false);
      if (a?.status === 'RUNNING' && a.progress > 0.05) {
        seen = a;
        expect(b?.status).toBe('QUEUED');
        expect(b?.queuePosition).toBeGreaterThanOrEqual(1);
        break;
      }
      await sleep(100);
    }
    expect(seen?.progress).toBeLessThan(1);
    expect(seen?.elapsedSeconds).toBeGreaterThan(0);
    expect(seen?.etaSeconds).not.toBeNull();

    const cancel = `mutation($i: CancelConversionInput!) { cancelConversion(input: $i) { conversion { status } errors { code } } }`;
    const other = await t.signedIn();
    const foreign = await t.gql<{ cancelConversion: { errors: { code: string }[] } }>(
      cancel,
      { i: { id: first.id } },
      { token: other.token },
    );
    expect(foreign.data?.cancelConversion.errors).toMatchObject([{ code: 'NOT_FOUND' }]);
    const cancelled = await t.gql<{ cancelConversion: { conversion: { status: string } } }>(
      cancel,
      { i: { id: first.id } },
      { token: member.token },
    );
    expect(cancelled.data?.cancelConversion.conversion.status).toBe('CANCELED');

    // The waiting one starts once the cancelled ffmpeg is gone, and finishes; the cancelled one stays cancelled.
    const next = await finished(second.id);
    expect(next.status).toBe('SUCCEEDED');
    const after = await conversion(first.id);
    expect(after).toMatchObject({ status: 'CANCELED', output: null, downloadUrl: null });
    const [row] = await sql('SELECT output_path FROM conversions WHERE id = $1', [first.id]);
    expect(row.output_path).toBeNull();
    const again = await t.gql<{ cancelConversion: { errors: { code: string }[] } }>(
      cancel,
      { i: { id: first.id } },
      { token: member.token },
    );
    expect(again.data?.cancelConversion.errors).toMatchObject([{ code: 'ALREADY_FINISHED' }]);
  }, 180_000);
});

describe('a shutdown in the middle of a conversion', () => {
  // A server that runs no jobs itself, so this test decides which run of `converter.run` takes the conversion;
  // the helpers above talk to `t` and `member`, which point at it until the block ends.
  let withWorkers: TestServer;
  let withWorkersMember: typeof member;
  beforeAll(async () => {
    [withWorkers, withWorkersMember] = [t, member];
    t = await startTestServer({ env: { JOBS_IN_PROCESS: 'false', CONVERTER_MAX_INPUT_MINUTES: '1' } });
    member = await t.signedIn();
  });
  afterAll(async () => {
    await t.stop();
    [t, member] = [withWorkers, withWorkersMember];
  });

  it('kills ffmpeg, puts the conversion back in the queue, and the next run finishes it', async () => {
    const source = await uploaded(await makeVideo({ seconds: 20, width: 640, height: 360, fps: 30, audio: true }));
    const id = (await start({ sourceId: source, preset: 'VERTICAL', fill: 'BLUR' })).conversion?.id as string;
    const job = conversionRunJob(t.server.deps);
    const runner = new AbortController();
    const running = job.handler({}, { signal: runner.signal, lastAttempt: true });
    for (let i = 0; i < 600; i++) {
      const c = await conversion(id);
      if (c?.status === 'RUNNING' && c.progress > 0.05) break;
      await sleep(100);
    }
    expect((await conversion(id))?.status).toBe('RUNNING');

    // What the job runner does when the process stops: abort the run's signal.
    const abortedAt = Date.now();
    runner.abort(new Error('the job runner is stopping'));
    await running;
    expect(Date.now() - abortedAt).toBeLessThan(5000); // ffmpeg was killed, not waited for
    expect(await conversion(id)).toMatchObject({ status: 'QUEUED', progress: 0, error: null, output: null });
    const [row] = await sql('SELECT attempts, started_at FROM conversions WHERE id = $1', [id]);
    expect(row).toMatchObject({ attempts: 1, started_at: null });

    await job.handler({}, { signal: new AbortController().signal, lastAttempt: true });
    expect(await conversion(id)).toMatchObject({ status: 'SUCCEEDED', progress: 1 });
  });
});

describe('history, expiry and ownership', () => {
  it('lists conversions newest first at a constant statement count, and hides them from others', async () => {
    const q = `query($n: Int) { conversions(first: $n) { totalCount edges { node { ${CONVERSION} } } } }`;
    const counts = new Set<string | null>();
    for (const n of [2, 10]) {
      const res = await t.gql<{ conversions: { edges: unknown[] } }>(q, { n }, { token: member.token });
      expect(res.errors).toBeUndefined();
      expect(res.data?.conversions.edges.length).toBeGreaterThanOrEqual(2);
      counts.add(res.headers.get('x-sql-statements'));
    }
    expect(counts.size).toBe(1);
    const other = await t.signedIn();
    const theirs = await t.gql<{ conversions: { totalCount: number } }>(q, { n: 10 }, { token: other.token });
    expect(theirs.data?.conversions.totalCount).toBe(0);
    const [mine] = await sql('SELECT id, source_id FROM conversions WHERE user_id = $1 LIMIT 1', [member.userId]);
    expect(await conversion(mine.id, other.token)).toBeNull();
    const source = await t.gql(
      `query($id: ID!) { converterSource(id: $id) { id } }`,
      { id: mine.source_id },
      { token: other.token },
    );
    expect(source.data).toEqual({ converterSource: null });
    expect((await start({ sourceId: mine.source_id, preset: 'MP4_WEB' }, other.token)).errors).toMatchObject([
      { code: 'NOT_FOUND' },
    ]);
  });

  it('deletes results and uploads 24 hours on, and keeps the rows as expired history', async () => {
    const id = await uploaded(clip);
    const { done } = await convert({ sourceId: id, preset: 'MP3' });
    const [row] = await sql('SELECT output_path FROM conversions WHERE id = $1', [done.id]);
    const [src] = await sql('SELECT path, frames_path FROM converter_sources WHERE id = $1', [id]);
    const storage = t.server.deps.storage;
    expect(await storage.exists('private', row.output_path)).toBe(true);

    // An hour later nothing is due; a day later everything is.
    await cleanupConverter(t.server.deps, new Date(Date.now() + HOUR));
    expect(await storage.exists('private', row.output_path)).toBe(true);
    await cleanupConverter(t.server.deps, new Date(Date.now() + 25 * HOUR));
    expect(await storage.exists('private', row.output_path)).toBe(false);
    expect(await storage.exists('private', src.path)).toBe(false);
    expect(await storage.exists('private', src.frames_path)).toBe(false);
    expect(await conversion(done.id)).toMatchObject({
      status: 'SUCCEEDED',
      expired: true,
      output: null,
      downloadUrl: null,
    });
    expect(await sql('SELECT 1 FROM converter_sources WHERE id = $1', [id])).toHaveLength(0);
  });
});

describe('limits and bad inputs', () => {
  /** Nothing of a refused upload may remain: no row, no staged bytes, no stored object. */
  async function nothingLeftBehind(userId: string) {
    expect(await sql('SELECT 1 FROM converter_sources WHERE user_id = $1', [userId])).toHaveLength(0);
    const staging = t.server.deps.config.uploads.stagingDir;
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(staging).catch(() => [])).toEqual([]);
    const stored = path.join(t.server.deps.config.storage.localDir);
    const files = await readdir(stored, { recursive: true }).catch(() => []);
    expect(files.filter((f) => f.includes(`converter/${userId}`))).toEqual([]);
  }

  it('refuses a file over the plan’s size before any byte, naming the limit', async () => {
    const someone = await t.signedIn();
    const res = await fetch(`${t.url}/api/converter/uploads`, {
      method: 'POST',
      headers: tusHeaders(someone.token, {
        'Upload-Length': String(300 * 1000 ** 2),
        'Upload-Metadata': encode({ filename: 'big.mp4', filetype: 'video/mp4' }),
      }),
    });
    expect(res.status).toBe(413);
    // In the units the converter page states the limit in ("Files up to 200 MB"), not 190.7 MiB.
    expect(await res.text()).toBe('The file is 300 MB; the converter takes files up to 200 MB on your Free plan.');
  });

  it('refuses non-media, damaged and over-long files with a clear message and keeps nothing', async () => {
    const someone = await t.signedIn();
    const text = await upload(await makeTextFile('notes.mp4'), someone.token);
    expect(text.status).toBe(415);
    expect(text.body).toMatch(/converter takes a video .* this file looks like plain text/);

    // A real MP4's header with its media data overwritten: recognised as MP4, unreadable to ffmpeg.
    const good = await readFile(clip);
    const damaged = Buffer.concat([good.subarray(0, 64), Buffer.alloc(good.length - 64, 0x5a)]);
    const broken = await upload(damaged, someone.token, 'broken.mp4');
    expect([415, 422]).toContain(broken.status);
    expect(broken.body).toMatch(/damaged|looks like/);

    const long = await upload(await makeVideo({ seconds: 65, width: 64, height: 64, fps: 2 }), someone.token);
    expect(long.status).toBe(422);
    expect(long.body).toMatch(/2 minutes long; the converter takes files up to 1 minutes/);
    await nothingLeftBehind(someone.userId);
  }, 60_000);

  it('counts minutes per plan and refuses a conversion that would pass them', async () => {
    const someone = await t.signedIn();
    const id = await uploaded(clip, someone.token);
    await sql(`UPDATE plans SET converter_minutes_per_month = 0 WHERE is_free`);
    try {
      const res = await start({ sourceId: id, preset: 'MP3' }, someone.token);
      expect(res.errors).toMatchObject([{ code: 'MINUTES_EXHAUSTED' }]);
      expect(res.errors[0]?.message).toMatch(/needs 2 seconds and your Free plan has 0 seconds left/);
    } finally {
      await sql(`UPDATE plans SET converter_minutes_per_month = 10 WHERE is_free`);
    }
    // Failed and refused conversions count nothing; a finished one counts its seconds.
    const done = await finished(
      (await start({ sourceId: id, preset: 'MP3', endSeconds: 1.5 }, someone.token)).conversion?.id as string,
      someone.token,
    );
    expect(done.status).toBe('SUCCEEDED');
    const limits = await t.gql<{ converterLimits: Record<string, unknown> }>(
      '{ converterLimits { enabled planName minutesPerMonth minutesUsed retentionHours maxInputMinutes } }',
      {},
      { token: someone.token },
    );
    expect(limits.data?.converterLimits).toMatchObject({
      enabled: true,
      planName: 'Free',
      minutesPerMonth: 10,
      retentionHours: 24,
      maxInputMinutes: 1,
    });
    expect(limits.data?.converterLimits.minutesUsed).toBeCloseTo(1.5 / 60, 5);
  });
});

describe('erasure', () => {
  it('deletes the member’s uploads, conversions and files with the account', async () => {
    const person = await t.signedIn();
    const id = await uploaded(clip, person.token);
    const { conversion: c } = await start({ sourceId: id, preset: 'WAV' }, person.token);
    const done = await finished(c?.id as string, person.token);
    expect(done.status).toBe('SUCCEEDED');
    const [row] = await sql('SELECT output_path FROM conversions WHERE id = $1', [done.id]);
    const [src] = await sql('SELECT path FROM converter_sources WHERE id = $1', [id]);
    const res = await t.gql<{ deleteAccount: { deleted: boolean } }>(
      'mutation { deleteAccount { deleted } }',
      {},
      { token: person.token },
    );
    expect(res.data?.deleteAccount.deleted).toBe(true);
    expect(await sql('SELECT 1 FROM conversions WHERE user_id = $1', [person.userId])).toHaveLength(0);
    expect(await sql('SELECT 1 FROM converter_sources WHERE user_id = $1', [person.userId])).toHaveLength(0);
    const storage = t.server.deps.storage;
    for (let i = 0; i < 100 && (await storage.exists('private', row.output_path)); i++) await sleep(100);
    expect(await storage.exists('private', row.output_path)).toBe(false);
    expect(await storage.exists('private', src.path)).toBe(false);
  });
});

/** Canvas size, frame count and total duration of an animated WebP, from its RIFF chunks. */
function parseAnimatedWebp(b: Buffer) {
  expect(b.toString('ascii', 0, 4)).toBe('RIFF');
  expect(b.toString('ascii', 8, 12)).toBe('WEBP');
  let width = 0;
  let height = 0;
  let animated = false;
  let frames = 0;
  let durationMs = 0;
  for (let at = 12; at + 8 <= b.length; ) {
    const type = b.toString('ascii', at, at + 4);
    const size = b.readUInt32LE(at + 4);
    const body = at + 8;
    if (type === 'VP8X') {
      animated = ((b[body] as number) & 0x02) !== 0;
      width = b.readUIntLE(body + 4, 3) + 1;
      height = b.readUIntLE(body + 7, 3) + 1;
    } else if (type === 'ANMF') {
      frames += 1;
      durationMs += b.readUIntLE(body + 12, 3);
    }
    at = body + size + (size % 2);
  }
  return { width, height, animated, frames, durationMs };
}

/**
 * Video generation with Veo, end to end against a loopback fake of the Gemini
 * API (test/support/fake-gemini.ts) through the real @google/genai SDK: the
 * request, the pg-boss jobs polling the long-running operation, the download,
 * and the DRAFT asset made by the normal processing pipeline — plus failures
 * in plain words, a restart in the middle of polling, and the off switch.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../server/graphql/auth.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { type FakeGemini, startFakeGemini } from '../support/fake-gemini.js';
import { makeVideo } from '../support/media-fixtures.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let fake: FakeGemini;
let db: TestDatabase;
let t: TestServer;
let admin: string;

const env = () => ({
  GOOGLE_API_KEY: fake.apiKey,
  GEMINI_API_BASE_URL: fake.url,
  VEO_MODEL: 'veo-3.0-generate-001',
  VEO_POLL_SECONDS: '1',
});

beforeAll(async () => {
  fake = await startFakeGemini(
    await readFile(await makeVideo({ seconds: 2, width: 320, height: 180, fps: 25, audio: true })),
  );
  db = await createTestDatabase();
  t = await startTestServer({ database: db, env: env() });
  admin = (await t.signedIn(Role.ADMIN)).token;
}, 120_000);
afterAll(async () => {
  await t?.stop();
  await db?.drop();
  await fake?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const GENERATION = `id prompt negativePrompt aspectRatio durationSeconds resolution numberOfVideos seed hasStartingImage
  model status failure { code message } videoSeconds reportedUsage mediaIds finishedAt`;

interface Generation {
  id: string;
  status: string;
  failure: { code: string; message: string } | null;
  mediaIds: string[];
  [key: string]: unknown;
}

const BASE = {
  prompt: 'A paper boat drifting down a rain-soaked street at dusk, neon reflections',
  aspectRatio: 'PORTRAIT_9_16',
  durationSeconds: 6,
  resolution: 'HD_720P',
  numberOfVideos: 1,
};

async function generate(input: Record<string, unknown>, server = t, token = admin) {
  const res = await server.gql<{
    generateVideo: { generation: Generation | null; errors: { code: string; field: string | null; message: string }[] };
  }>(
    `mutation($i: GenerateVideoInput!) { generateVideo(input: $i) { generation { ${GENERATION} } errors { code field message } } }`,
    { i: { ...BASE, ...input } },
    { token },
  );
  expect(res.errors).toBeUndefined();
  return res.data?.generateVideo as NonNullable<typeof res.data>['generateVideo'];
}

async function generation(id: string, server = t): Promise<Generation> {
  const res = await server.gql<{ videoGeneration: Generation }>(
    `query($id: ID!) { videoGeneration(id: $id) { ${GENERATION} } }`,
    { id },
    { token: admin },
  );
  return res.data?.videoGeneration as Generation;
}

async function settled(id: string, server = t): Promise<Generation> {
  for (let i = 0; i < 240; i++) {
    const g = await generation(id, server);
    if (g.status === 'SUCCEEDED' || g.status === 'FAILED') return g;
    await sleep(250);
  }
  throw new Error(`generation ${id} did not finish within 60 s`);
}

const MEDIA = `query($id: ID!) { adminMediaItem(id: $id) {
  id kind title status processing { state error } previewUrl
  files { role customMetadata { key value } } } }`;

async function processedMedia(id: string) {
  for (let i = 0; i < 400; i++) {
    const res = await t.gql<{ adminMediaItem: Record<string, unknown> & { processing: { state: string } } }>(
      MEDIA,
      { id },
      { token: admin },
    );
    const item = res.data?.adminMediaItem;
    if (item && ['READY', 'FAILED'].includes(item.processing.state)) return item;
    await sleep(250);
  }
  throw new Error(`media ${id} not processed`);
}

describe('a generation that succeeds', () => {
  it('runs the operation to the end and leaves a processed DRAFT asset with the prompt in its metadata', async () => {
    fake.next = { outcome: { kind: 'videos' }, pollsUntilDone: 2 };
    const { generation: queued, errors } = await generate({ negativePrompt: 'people, text', seed: 42 });
    expect(errors).toEqual([]);
    expect(queued).toMatchObject({ status: 'QUEUED', videoSeconds: 6, seed: 42, model: 'veo-3.0-generate-001' });

    const done = await settled(queued?.id as string);
    expect(done.status).toBe('SUCCEEDED');
    expect(done.mediaIds).toHaveLength(1);
    expect(done.finishedAt).not.toBeNull();
    expect(JSON.parse(done.reportedUsage as string)).toHaveProperty('@type');

    // What the SDK sent over the wire (the Gemini API's predictLongRunning shape).
    const sent = fake.requests.at(-1);
    expect(sent?.model).toBe('veo-3.0-generate-001');
    expect(sent?.body).toEqual({
      instances: [{ prompt: BASE.prompt }],
      parameters: {
        sampleCount: 1,
        durationSeconds: 6,
        aspectRatio: '9:16',
        resolution: '720p',
        negativePrompt: 'people, text',
      },
    });

    const item = await processedMedia(done.mediaIds[0] as string);
    expect(item).toMatchObject({ kind: 'ASSET', status: 'DRAFT', processing: { state: 'READY' } });
    expect(item.title).toBe('A paper boat drifting down a rain soaked street');
    expect(item.previewUrl).toBeTruthy();
    const original = (item.files as { role: string; customMetadata: { key: string; value: string }[] }[]).find(
      (f) => f.role === 'ORIGINAL',
    );
    const meta = Object.fromEntries(original?.customMetadata.map((e) => [e.key, e.value]) ?? []);
    expect(meta).toMatchObject({
      generator: 'veo',
      prompt: BASE.prompt,
      negativePrompt: 'people, text',
      model: 'veo-3.0-generate-001',
      generationId: done.id,
    });

    const auditRows = await t.server.deps.db.query('SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id', [
      done.id,
    ]);
    expect(auditRows.map((r: { action: string }) => r.action)).toEqual([
      'generation.requested',
      'generation.succeeded',
    ]);
  });

  it('sends a starting image as JPEG and makes one draft per video', async () => {
    fake.next = { outcome: { kind: 'videos', count: 2 }, pollsUntilDone: 1 };
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const { generation: queued } = await generate({
      numberOfVideos: 2,
      aspectRatio: 'LANDSCAPE_16_9',
      startingImage: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(queued?.hasStartingImage).toBe(true);
    const done = await settled(queued?.id as string);
    expect(done.mediaIds).toHaveLength(2);
    const instances = fake.requests.at(-1)?.body.instances as {
      image?: { bytesBase64Encoded: string; mimeType: string };
    }[];
    const image = instances[0]?.image;
    expect(image?.mimeType).toBe('image/jpeg');
    expect((await sharp(Buffer.from(image?.bytesBase64Encoded ?? '', 'base64')).metadata()).format).toBe('jpeg');
  });

  it('retries transient 503s while polling', async () => {
    fake.next = { outcome: { kind: 'videos' }, pollsUntilDone: 1, failingPolls: 2 };
    const { generation: queued } = await generate({});
    expect((await settled(queued?.id as string)).status).toBe('SUCCEEDED');
  });
});

describe('failures, in plain words', () => {
  it('a safety block', async () => {
    fake.next = {
      outcome: { kind: 'safety', reasons: ['The prompt could not be submitted: it may violate our policies.'] },
    };
    const { generation: queued } = await generate({});
    const done = await settled(queued?.id as string);
    expect(done).toMatchObject({ status: 'FAILED', mediaIds: [] });
    expect(done.failure?.code).toBe('SAFETY_BLOCK');
    expect(done.failure?.message).toMatch(/safety filters blocked the video: The prompt could not be submitted/);
  });

  it('a quota refusal (429) and a refused argument (400) fail at once', async () => {
    fake.next = {
      outcome: { kind: 'refused', httpStatus: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded for veo.' },
    };
    const quota = await settled((await generate({})).generation?.id as string);
    expect(quota.failure?.code).toBe('QUOTA');
    expect(quota.failure?.message).toMatch(/quota .* is used up.*Quota exceeded for veo/);

    fake.next = {
      outcome: {
        kind: 'refused',
        httpStatus: 400,
        status: 'INVALID_ARGUMENT',
        message: 'resolution 1080p is not supported for aspect ratio 9:16.',
      },
    };
    const invalid = await settled((await generate({ resolution: 'FULL_HD_1080P' })).generation?.id as string);
    expect(invalid.failure?.code).toBe('INVALID_ARGUMENT');
    expect(invalid.failure?.message).toMatch(/refused the settings.*1080p is not supported/);
  });

  it('an operation that ends in an error', async () => {
    fake.next = { outcome: { kind: 'operation-error', code: 8, message: 'Resource has been exhausted.' } };
    const done = await settled((await generate({})).generation?.id as string);
    expect(done.failure?.code).toBe('QUOTA');
  });
});

describe('bad input changes nothing', () => {
  it('refuses a blank prompt, odd settings and a broken image with typed errors', async () => {
    const before = fake.requests.length;
    const [{ n: rowsBefore }] = await t.server.deps.db.query('SELECT count(*)::int AS n FROM generation_jobs');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ prompt: '   ' }, 'INVALID_PROMPT', 'prompt'],
      [{ prompt: 'x'.repeat(2001) }, 'INVALID_PROMPT', 'prompt'],
      [{ negativePrompt: 'n'.repeat(501) }, 'INVALID_NEGATIVE_PROMPT', 'negativePrompt'],
      [{ durationSeconds: 7 }, 'INVALID_DURATION', 'durationSeconds'],
      [{ numberOfVideos: 3 }, 'INVALID_NUMBER_OF_VIDEOS', 'numberOfVideos'],
      [{ seed: -1 }, 'INVALID_SEED', 'seed'],
      [{ startingImage: Buffer.from('not an image').toString('base64') }, 'INVALID_IMAGE', 'startingImage'],
      [{ startingImage: '%%% not base64 %%%' }, 'INVALID_IMAGE', 'startingImage'],
    ];
    for (const [input, code, field] of cases) {
      const { generation: g, errors } = await generate(input);
      expect(g, code).toBeNull();
      expect(errors[0]).toMatchObject({ code, field });
    }
    const [{ n: rowsAfter }] = await t.server.deps.db.query('SELECT count(*)::int AS n FROM generation_jobs');
    expect(rowsAfter).toBe(rowsBefore);
    expect(fake.requests.length).toBe(before);
    expect(await t.server.deps.storage.exists('private', 'generations')).toBe(false);
  });

  it('is for admins only', async () => {
    const member = (await t.signedIn()).token;
    const res = await t.gql(
      'mutation($i: GenerateVideoInput!) { generateVideo(input: $i) { errors { code } } }',
      {
        i: BASE,
      },
      { token: member },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await t.gql('{ videoGenerations { totalCount } }');
    expect(list.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the history', () => {
  it('lists generations newest first, paged, in the same few statements at 2 and 20 per page', async () => {
    // Earlier tests leave several generations; make sure of three (a second page) and know the newest.
    const count = async () =>
      (
        await t.gql<{ videoGenerations: { totalCount: number } }>(
          '{ videoGenerations { totalCount } }',
          {},
          { token: admin },
        )
      ).data?.videoGenerations.totalCount ?? 0;
    let newest: Generation | null = null;
    while (!newest || (await count()) < 3) {
      newest = (await generate({ prompt: 'Macro shot of coffee pouring in slow motion' })).generation;
      await settled(newest?.id as string);
    }
    const query = `query($first: Int, $after: String) { videoGenerations(first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id status createdAt mediaIds failure { code } } } } }`;
    type Page = {
      videoGenerations: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { id: string; createdAt: string } }[];
      };
    };
    for (const first of [2, 20]) {
      const res = await t.gql<Page>(query, { first }, { token: admin });
      expect(res.errors).toBeUndefined();
      const page = res.data?.videoGenerations as Page['videoGenerations'];
      expect(page.edges[0]?.node.id).toBe(newest?.id);
      expect(page.edges.length).toBe(Math.min(first, page.totalCount));
      const times = page.edges.map((e) => e.node.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      // Viewer + page + count: the failure and media ids live on the row itself.
      expect(res.headers.get('x-sql-statements'), `first: ${first}`).toBe('3');
    }
    const first = await t.gql<Page>(query, { first: 2 }, { token: admin });
    const next = await t.gql<Page>(
      query,
      { first: 2, after: first.data?.videoGenerations.pageInfo.endCursor },
      { token: admin },
    );
    const seen = new Set(first.data?.videoGenerations.edges.map((e) => e.node.id));
    expect(next.data?.videoGenerations.edges.length).toBeGreaterThan(0);
    for (const e of next.data?.videoGenerations.edges ?? []) expect(seen.has(e.node.id)).toBe(false);
  });
});

describe('a restart in the middle of polling', () => {
  it('carries on from PostgreSQL in the next process, without starting the operation again', async () => {
    fake.next = { outcome: { kind: 'videos' }, pollsUntilDone: 4 };
    const requestsBefore = fake.requests.length;
    const { generation: queued } = await generate({ prompt: 'Slow dolly shot through a misty pine forest' });
    const id = queued?.id as string;
    // Stop once the operation has been looked at and found running.
    for (let i = 0; i < 200 && (await generation(id)).status !== 'RUNNING'; i++) await sleep(100);
    const [{ operation_name: operationName }] = await t.server.deps.db.query(
      'SELECT operation_name FROM generation_jobs WHERE id = $1',
      [id],
    );
    for (let i = 0; i < 200 && (fake.polls.get(operationName) ?? 0) < 1; i++) await sleep(100);
    await t.stop();
    const pollsAtStop = fake.polls.get(operationName) ?? 0;
    expect(pollsAtStop).toBeLessThan(5);

    t = await startTestServer({ database: db, env: env() });
    const done = await settled(id);
    expect(done.status).toBe('SUCCEEDED');
    expect(fake.polls.get(operationName)).toBeGreaterThan(pollsAtStop);
    expect(fake.requests.length).toBe(requestsBefore + 1);
  });
});

describe('without GOOGLE_API_KEY', () => {
  it('says it is off and refuses to queue anything', async () => {
    const off = await startTestServer({ database: db });
    try {
      const token = (await off.signedIn(Role.ADMIN)).token;
      const res = await off.gql<{ videoGenerationSettings: { enabled: boolean } }>(
        '{ videoGenerationSettings { enabled model durations maxVideos } }',
        {},
        { token },
      );
      expect(res.data?.videoGenerationSettings).toMatchObject({
        enabled: false,
        durations: [4, 5, 6, 8],
        maxVideos: 2,
      });
      const { generation: g, errors } = await generate({}, off, token);
      expect(g).toBeNull();
      expect(errors[0]?.code).toBe('NOT_CONFIGURED');
    } finally {
      await off.stop();
    }
  });
});

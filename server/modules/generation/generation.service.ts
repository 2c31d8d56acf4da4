/**
 * Video generation requests: checking one, recording it (with its starting
 * image in the private bucket), queueing its start job, and reading the
 * history. The work with the API is in generation-jobs.ts.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { type ConnectionArgs, type ConnectionShape, pageSize, paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { GenerationJobEntity, MAX_NEGATIVE_PROMPT_LENGTH, MAX_PROMPT_LENGTH } from './generation.entity.js';
import {
  ASPECT_RATIO_VALUE,
  GenerateVideoErrorCode as E,
  type GenerateVideoInput,
  type GenerateVideoPayload,
  RESOLUTION_VALUE,
  type VideoGeneration,
  type VideoGenerationFailureCode,
  type VideoGenerationSettings,
  type VideoGenerationStatus,
} from './generation.types.js';
import { failureAdvice } from './generation-errors.js';
import { START_GENERATION } from './generation-jobs.js';

export const DURATIONS = [4, 5, 6, 8];
export const MAX_VIDEOS = 2;
/** Each generation costs money: a slip of the finger should not queue twenty. */
export const MAX_ACTIVE = 5;
/** Before base64; the client scales larger pictures down before sending (GraphQL bodies stop at 1 MB). */
export const MAX_IMAGE_BYTES = 700 * 1024;
const MAX_IMAGE_PIXELS = 25_000_000;
const MAX_SEED = 4_294_967_295;

export const imagePathOf = (generationId: string) => `generations/${generationId}/start.jpg`;

export function settings(ctx: Context): VideoGenerationSettings {
  const { apiKey, model } = ctx.app.config.generation;
  return {
    enabled: Boolean(apiKey),
    model,
    durations: DURATIONS,
    maxVideos: MAX_VIDEOS,
    maxActive: MAX_ACTIVE,
    maxImageBytes: MAX_IMAGE_BYTES,
  };
}

/** The enum value whose API spelling the row holds. */
function keyOf<K extends string>(values: Record<K, string>, stored: string): K {
  return (Object.keys(values) as K[]).find((k) => values[k] === stored) as K;
}

export function toGeneration(row: GenerationJobEntity): VideoGeneration {
  return {
    id: row.id,
    prompt: row.prompt,
    negativePrompt: row.negativePrompt,
    aspectRatio: keyOf(ASPECT_RATIO_VALUE, row.aspectRatio),
    durationSeconds: row.durationSeconds,
    resolution: keyOf(RESOLUTION_VALUE, row.resolution),
    numberOfVideos: row.numberOfVideos,
    seed: row.seed,
    hasStartingImage: row.imagePath !== null,
    model: row.model,
    status: row.status as VideoGenerationStatus,
    failure: row.failureCode
      ? {
          code: row.failureCode as VideoGenerationFailureCode,
          message: row.failureMessage ?? failureAdvice(row.failureCode),
        }
      : null,
    videoSeconds: row.durationSeconds * row.numberOfVideos,
    reportedUsage: row.reportedUsage ? JSON.stringify(row.reportedUsage) : null,
    mediaIds: row.mediaIds,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
  };
}

type Checked = Omit<GenerationJobEntity, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'imagePath'>;

/** The input as a row to insert, or the first thing wrong with it. */
function check(ctx: Context, input: GenerateVideoInput, requestedById: string): Checked | GenerateVideoPayload {
  const fail = (code: E, message: string, field: string): GenerateVideoPayload => ({
    generation: null,
    errors: [userError(code, message, field)],
  });
  const prompt = input.prompt.trim();
  if (!prompt || prompt.length > MAX_PROMPT_LENGTH) {
    return fail(E.INVALID_PROMPT, `Describe the video in 1–${MAX_PROMPT_LENGTH} characters.`, 'prompt');
  }
  const negativePrompt = input.negativePrompt?.trim() || null;
  if (negativePrompt && negativePrompt.length > MAX_NEGATIVE_PROMPT_LENGTH) {
    return fail(
      E.INVALID_NEGATIVE_PROMPT,
      `Keep the negative prompt within ${MAX_NEGATIVE_PROMPT_LENGTH} characters.`,
      'negativePrompt',
    );
  }
  if (!DURATIONS.includes(input.durationSeconds)) {
    return fail(E.INVALID_DURATION, `Choose a length of ${DURATIONS.join(', ')} seconds.`, 'durationSeconds');
  }
  if (!Number.isInteger(input.numberOfVideos) || input.numberOfVideos < 1 || input.numberOfVideos > MAX_VIDEOS) {
    return fail(E.INVALID_NUMBER_OF_VIDEOS, `Ask for 1 to ${MAX_VIDEOS} videos.`, 'numberOfVideos');
  }
  const seed = input.seed ?? null;
  if (seed !== null && (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)) {
    return fail(E.INVALID_SEED, `A seed is a whole number from 0 to ${MAX_SEED}.`, 'seed');
  }
  return {
    requestedById,
    prompt,
    negativePrompt,
    aspectRatio: ASPECT_RATIO_VALUE[input.aspectRatio],
    durationSeconds: input.durationSeconds,
    resolution: RESOLUTION_VALUE[input.resolution],
    numberOfVideos: input.numberOfVideos,
    seed,
    model: ctx.app.config.generation.model,
    operationName: null,
    step: 0,
    retries: 0,
    failureCode: null,
    failureMessage: null,
    reportedUsage: null,
    mediaIds: [],
    finishedAt: null,
  };
}

/** The starting image as a JPEG the API takes, or why not. */
async function startingImage(data: string): Promise<Buffer | string> {
  const base64 = data.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
  // Four base64 characters carry three bytes: refuse an oversized string before decoding it.
  if (base64.length > Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 4) {
    return `The starting image is larger than ${Math.round(MAX_IMAGE_BYTES / 1024)} KB.`;
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return 'The starting image is not base64 data.';
  const bytes = Buffer.from(base64, 'base64');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !['jpeg', 'png', 'webp'].includes(format)) return 'Use a JPEG, PNG or WebP image.';
    // Turned upright, no metadata kept (no GPS from a phone photo), one format for the API.
    return await image.rotate().jpeg({ quality: 92 }).toBuffer();
  } catch {
    return 'The starting image could not be read: use a JPEG, PNG or WebP image.';
  }
}

export async function requestGeneration(ctx: Context, input: GenerateVideoInput): Promise<GenerateVideoPayload> {
  if (!ctx.app.config.generation.apiKey) {
    return {
      generation: null,
      errors: [userError(E.NOT_CONFIGURED, 'Video generation is off: set GOOGLE_API_KEY on the server to enable it.')],
    };
  }
  const viewer = await ctx.viewer();
  const checked = check(ctx, input, viewer?.id ?? '');
  if ('errors' in checked) return checked;

  const id = randomUUID();
  let imagePath: string | null = null;
  if (input.startingImage) {
    const jpeg = await startingImage(input.startingImage);
    if (typeof jpeg === 'string') {
      return { generation: null, errors: [userError(E.INVALID_IMAGE, jpeg, 'startingImage')] };
    }
    imagePath = imagePathOf(id);
    await ctx.app.storage.write('private', imagePath, jpeg, { contentType: 'image/jpeg' });
  }

  try {
    const row = await ctx.app.db.transaction(async (m) => {
      // One at a time per check, so two quick submissions cannot both slip under the limit.
      await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['generation-jobs:active']);
      if ((await activeCount(m)) >= MAX_ACTIVE) return null;
      const saved = await m.save(m.create(GenerationJobEntity, { id, ...checked, imagePath, status: 'QUEUED' }));
      await audit(
        ctx,
        {
          action: 'generation.requested',
          targetType: 'generation',
          targetId: id,
          data: { model: saved.model, numberOfVideos: saved.numberOfVideos, durationSeconds: saved.durationSeconds },
        },
        m,
      );
      await ctx.app.jobs.send(START_GENERATION, { generationId: id, step: 0 }, { tx: m });
      return saved;
    });
    if (!row) {
      if (imagePath) await ctx.app.storage.delete('private', imagePath);
      return {
        generation: null,
        errors: [
          userError(
            E.TOO_MANY_ACTIVE,
            `${MAX_ACTIVE} generations are already queued or running. Wait for one to finish, then try again.`,
          ),
        ],
      };
    }
    return { generation: toGeneration(row), errors: [] };
  } catch (err) {
    if (imagePath) await ctx.app.storage.delete('private', imagePath);
    throw err;
  }
}

async function activeCount(m: EntityManager): Promise<number> {
  return m.count(GenerationJobEntity, { where: [{ status: 'QUEUED' }, { status: 'RUNNING' }] });
}

const NEWEST_FIRST = [
  { column: 'g.created_at', direction: 'DESC' as const, value: (r: GenerationJobEntity) => r.createdAt.toISOString() },
  { column: 'g.id', direction: 'DESC' as const, value: (r: GenerationJobEntity) => r.id },
];

export async function listGenerations(ctx: Context, args: ConnectionArgs): Promise<ConnectionShape<VideoGeneration>> {
  const qb = ctx.app.db.getRepository(GenerationJobEntity).createQueryBuilder('g');
  const page = await paginate(qb, { first: await pageSize(ctx, args.first), after: args.after, keys: NEWEST_FIRST });
  return {
    ...page,
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toGeneration(e.node) })),
    get totalCount() {
      return page.totalCount;
    },
  };
}

export async function findGeneration(ctx: Context, id: string): Promise<VideoGeneration | null> {
  if (!isUuid(id)) return null;
  const row = await ctx.app.db.manager.findOneBy(GenerationJobEntity, { id });
  return row ? toGeneration(row) : null;
}

/** Account erasure: the generations stay (they made catalogue items), without naming who asked. */
export async function forgetRequester(_ctx: Context, m: EntityManager, userId: string): Promise<void> {
  await m.update(GenerationJobEntity, { requestedById: userId }, { requestedById: null });
}

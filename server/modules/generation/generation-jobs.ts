/**
 * The background side of a generation, as pg-boss jobs (so it survives a
 * restart: the next job waits in PostgreSQL, and any process runs it):
 *
 *   generation.start  → generateVideos; keeps the operation's name; RUNNING
 *   generation.poll   → looks at the operation; again later (backoff) while it runs;
 *                       when done, each video → a DRAFT asset through the catalogue's
 *                       normal pipeline (previews, watermark, metadata), prompt in
 *                       the original's custom metadata; SUCCEEDED
 *
 * Every job carries the row's `step`; the row moves to the next step in the
 * same statement that checks the current one, so a duplicate or stale job
 * does nothing. Network trouble and 5xx answers are retried with backoff
 * (MAX_RETRIES); what the API states plainly (quota, safety, bad settings)
 * fails the generation at once with that reason.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { auditOutsideRequest } from '../audit/index.js';
import { createMediaFromFile } from '../catalog/index.js';
import { GenerationJobEntity } from './generation.entity.js';
import type { GenerationFailure } from './generation-errors.js';
import { type GeneratedVideoRef, TransientVeoError, VeoClient, VeoFailure } from './veo-client.js';

export interface GenerationStep {
  generationId: string;
  /** The row's `step` when the job was sent. */
  step: number;
}

export const START_GENERATION = jobName<GenerationStep>('generation.start');
export const POLL_GENERATION = jobName<GenerationStep>('generation.poll');

const MAX_RETRIES = 5;
/** Veo answers within minutes; an operation still running after this is given up. */
const GIVE_UP_AFTER_MS = 30 * 60_000;
const MAX_POLL_DELAY_SECONDS = 60;

/** pg-boss retries only what we did not handle (the database gone mid-step); the API's trouble is ours to retry. */
const QUEUE = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 };

export function generationJobs(deps: AppDeps): JobDefinition<GenerationStep>[] {
  let client: VeoClient | undefined;
  const veo = () => {
    const { apiKey } = deps.config.generation;
    if (!apiKey) return null;
    client ??= new VeoClient({ ...deps.config.generation, apiKey });
    return client;
  };
  const runner = new GenerationRunner(deps, veo);
  return [
    { job: START_GENERATION, queue: QUEUE, pollingIntervalSeconds: 1, handler: (s) => runner.start(s) },
    { job: POLL_GENERATION, queue: QUEUE, pollingIntervalSeconds: 1, handler: (s) => runner.poll(s) },
  ];
}

class GenerationRunner {
  constructor(
    private readonly deps: AppDeps,
    private readonly veo: () => VeoClient | null,
  ) {}

  async start({ generationId, step }: GenerationStep): Promise<void> {
    const row = await this.current(generationId, step, 'QUEUED');
    if (!row) return;
    const client = this.veo();
    if (!client) return this.fail(row, notConfigured());
    try {
      const operationName = await client.start({
        model: row.model,
        prompt: row.prompt,
        negativePrompt: row.negativePrompt,
        aspectRatio: row.aspectRatio,
        durationSeconds: row.durationSeconds,
        resolution: row.resolution,
        numberOfVideos: row.numberOfVideos,
        image: row.imagePath ? { bytes: await this.readImage(row.imagePath), mimeType: 'image/jpeg' } : null,
      });
      const moved = await this.advance(row, { status: 'RUNNING', operationName });
      if (moved) await this.deps.jobs.send(POLL_GENERATION, moved, { startAfterSeconds: this.pollDelay(0) });
    } catch (err) {
      await this.handle(row, err, START_GENERATION);
    }
  }

  async poll({ generationId, step }: GenerationStep): Promise<void> {
    const row = await this.current(generationId, step, 'RUNNING');
    if (!row?.operationName) return;
    const client = this.veo();
    if (!client) return this.fail(row, notConfigured());
    if (Date.now() - row.createdAt.getTime() > GIVE_UP_AFTER_MS) {
      return this.fail(row, {
        code: 'TIMED_OUT',
        message: `The operation was still running after ${GIVE_UP_AFTER_MS / 60_000} minutes; it was given up.`,
      });
    }
    try {
      const outcome = await client.poll(row.operationName);
      if (outcome.state === 'running') {
        const moved = await this.advance(row, { reportedUsage: outcome.metadata ?? row.reportedUsage });
        // `step` counts the checks made: the delay grows with it.
        if (moved) await this.deps.jobs.send(POLL_GENERATION, moved, { startAfterSeconds: this.pollDelay(moved.step) });
      } else if (outcome.state === 'failed') {
        await this.fail(row, outcome.failure, outcome.metadata);
      } else {
        const mediaIds = await this.intoCatalogue(client, row, outcome.videos);
        await this.finish(row, { status: 'SUCCEEDED', mediaIds, reportedUsage: outcome.metadata ?? row.reportedUsage });
      }
    } catch (err) {
      await this.handle(row, err, POLL_GENERATION);
    }
  }

  /** The row, when it is still at this step and status (else the job is a stale duplicate). */
  private async current(id: string, step: number, status: GenerationJobEntity['status']) {
    const row = await this.deps.db.manager.findOneBy(GenerationJobEntity, { id });
    return row && row.step === step && row.status === status ? row : null;
  }

  /** Moves the row to its next step; null when another job got there first. */
  private async advance(
    row: GenerationJobEntity,
    changes: Partial<GenerationJobEntity>,
  ): Promise<GenerationStep | null> {
    const result = await this.deps.db
      .createQueryBuilder()
      .update(GenerationJobEntity)
      .set({ ...changes, step: row.step + 1, retries: 0 } as never)
      .where('id = :id AND step = :step', { id: row.id, step: row.step })
      .execute();
    return result.affected ? { generationId: row.id, step: row.step + 1 } : null;
  }

  private async handle(row: GenerationJobEntity, err: unknown, job: typeof START_GENERATION): Promise<void> {
    if (err instanceof VeoFailure) return this.fail(row, err.failure);
    if (!(err instanceof TransientVeoError)) throw err; // ours (database, storage): pg-boss retries the job
    if (row.retries >= MAX_RETRIES) {
      return this.fail(row, {
        code: 'API_ERROR',
        message: `The Gemini API kept failing (${MAX_RETRIES + 1} attempts); the last error was: ${err.message.slice(0, 300)}`,
      });
    }
    this.deps.log.warn({ generationId: row.id, err: err.message }, 'Gemini API call failed; retrying');
    const result = await this.deps.db
      .createQueryBuilder()
      .update(GenerationJobEntity)
      .set({ retries: row.retries + 1 })
      .where('id = :id AND step = :step', { id: row.id, step: row.step })
      .execute();
    if (result.affected) {
      await this.deps.jobs.send(
        job,
        { generationId: row.id, step: row.step },
        { startAfterSeconds: Math.min(this.deps.config.generation.pollSeconds * 2 ** row.retries, 120) },
      );
    }
  }

  private fail(row: GenerationJobEntity, failure: GenerationFailure, metadata?: Record<string, unknown> | null) {
    return this.finish(row, {
      status: 'FAILED',
      failureCode: failure.code,
      failureMessage: failure.message,
      reportedUsage: metadata ?? row.reportedUsage,
    });
  }

  private async finish(row: GenerationJobEntity, changes: Partial<GenerationJobEntity>): Promise<void> {
    await this.deps.db.transaction(async (m) => {
      const result = await m
        .createQueryBuilder()
        .update(GenerationJobEntity)
        .set({ ...changes, step: row.step + 1, finishedAt: new Date() } as never)
        .where('id = :id AND step = :step', { id: row.id, step: row.step })
        .execute();
      if (!result.affected) return;
      await auditOutsideRequest(m, {
        actorId: null,
        action: changes.status === 'SUCCEEDED' ? 'generation.succeeded' : 'generation.failed',
        targetType: 'generation',
        targetId: row.id,
        data:
          changes.status === 'SUCCEEDED'
            ? { mediaIds: changes.mediaIds }
            : { failureCode: changes.failureCode, failureMessage: changes.failureMessage },
      });
    });
    if (changes.status === 'FAILED') {
      this.deps.log.info({ generationId: row.id, failureCode: changes.failureCode }, 'video generation failed');
    }
  }

  /**
   * Each video becomes a DRAFT asset. The item's key is the generation and the
   * video's place, so a retried job finds the items it made before instead of
   * making them twice.
   */
  private async intoCatalogue(client: VeoClient, row: GenerationJobEntity, videos: GeneratedVideoRef[]) {
    const uploaderId = row.requestedById ?? (await this.firstAdmin());
    const work = await mkdtemp(path.join(tmpdir(), 'framestock-veo-'));
    try {
      const ids: string[] = [];
      for (const [i, video] of videos.entries()) {
        const file = path.join(work, `video-${i}.mp4`);
        await client.download(video, file);
        const { id } = await createMediaFromFile(this.deps, {
          kind: 'ASSET',
          sourceKey: `veo:${row.id}:${i}`,
          uploaderId,
          filename: `${filenameFromPrompt(row.prompt)}${videos.length > 1 ? `-${i + 1}` : ''}.mp4`,
          ext: 'mp4',
          contentType: 'video/mp4',
          body: createReadStream(file),
          customMetadata: {
            generator: 'veo',
            model: row.model,
            prompt: row.prompt,
            ...(row.negativePrompt ? { negativePrompt: row.negativePrompt } : {}),
            aspectRatio: row.aspectRatio,
            resolution: row.resolution,
            durationSeconds: String(row.durationSeconds),
            ...(row.seed !== null ? { seed: String(row.seed) } : {}),
            generationId: row.id,
          },
        });
        ids.push(id);
      }
      return ids;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  private async readImage(imagePath: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of this.deps.storage.createReadStream('private', imagePath)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The uploader of record when the requester's account was erased meanwhile. */
  private async firstAdmin(): Promise<string> {
    const [admin] = (await this.deps.db.query(
      "SELECT id FROM users WHERE role = 'ADMIN' ORDER BY created_at, id LIMIT 1",
    )) as { id: string }[];
    if (!admin) throw new Error('No administrator is left to own the generated videos.');
    return admin.id;
  }

  private pollDelay(checks: number): number {
    return Math.min(Math.round(this.deps.config.generation.pollSeconds * 1.5 ** checks), MAX_POLL_DELAY_SECONDS);
  }
}

function notConfigured(): GenerationFailure {
  return {
    code: 'PERMISSION_DENIED',
    message: 'GOOGLE_API_KEY was removed from the server while this generation waited; set it again and retry.',
  };
}

/** The first words of the prompt, as a file name the catalogue turns into the draft's title. */
export function filenameFromPrompt(prompt: string): string {
  const words = prompt
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .trim()
    .split(/\s+/)
    .slice(0, 8)
    .join(' ');
  return (words || 'Generated video').slice(0, 80);
}

/**
 * Veo through the Gemini API, with Google's SDK (`@google/genai`):
 * `models.generateVideos` starts a long-running operation, whose name we keep
 * in PostgreSQL; `operations.getVideosOperation` looks at it again (also from
 * another process after a restart); `files.download` fetches each video.
 *
 * What comes back is reduced to the few outcomes the jobs act on, and every
 * API failure to a GenerationFailure (generation-errors.ts) or a transient
 * error worth retrying.
 */
import { ApiError, GenerateVideosOperation, type GenerateVideosParameters, GoogleGenAI } from '@google/genai';
import type { Config } from '../../config.js';
import { apiFailure, type GenerationFailure } from './generation-errors.js';

/** Per request; downloads of a video are well under this. */
const REQUEST_TIMEOUT_MS = 120_000;

export interface VeoRequest {
  model: string;
  prompt: string;
  negativePrompt: string | null;
  aspectRatio: string;
  durationSeconds: number;
  resolution: string;
  numberOfVideos: number;
  /** The starting image (image-to-video), when one was given. */
  image: { bytes: Buffer; mimeType: string } | null;
}

export type PollOutcome =
  | { state: 'running'; metadata: Record<string, unknown> | null }
  | { state: 'done'; videos: GeneratedVideoRef[]; metadata: Record<string, unknown> | null }
  | { state: 'failed'; failure: GenerationFailure; metadata: Record<string, unknown> | null };

/** A finished video as the SDK describes it; handed back to `download`. */
export type GeneratedVideoRef = NonNullable<
  NonNullable<GenerateVideosOperation['response']>['generatedVideos']
>[number];

/** A failure that may pass: network trouble, a timeout, or a 5xx answer. */
export class TransientVeoError extends Error {
  override name = 'TransientVeoError';
}

export class VeoClient {
  private readonly ai: GoogleGenAI;

  constructor(config: Config['generation'] & { apiKey: string }) {
    this.ai = new GoogleGenAI({
      apiKey: config.apiKey,
      httpOptions: { timeout: REQUEST_TIMEOUT_MS, ...(config.apiBaseUrl ? { baseUrl: config.apiBaseUrl } : {}) },
    });
  }

  /** Starts the operation; returns its name. */
  async start(req: VeoRequest): Promise<string> {
    const params: GenerateVideosParameters = {
      model: req.model,
      source: {
        prompt: req.prompt,
        ...(req.image
          ? { image: { imageBytes: req.image.bytes.toString('base64'), mimeType: req.image.mimeType } }
          : {}),
      },
      config: {
        numberOfVideos: req.numberOfVideos,
        durationSeconds: req.durationSeconds,
        aspectRatio: req.aspectRatio,
        resolution: req.resolution,
        ...(req.negativePrompt ? { negativePrompt: req.negativePrompt } : {}),
      },
    };
    const operation = await call(() => this.ai.models.generateVideos(params));
    if (operation.error) throw new VeoFailure(apiFailure(operation.error));
    if (!operation.name) throw new TransientVeoError('The API started no operation (no name in its answer).');
    return operation.name;
  }

  async poll(operationName: string): Promise<PollOutcome> {
    const ref = new GenerateVideosOperation();
    ref.name = operationName;
    const op = await call(() => this.ai.operations.getVideosOperation({ operation: ref }));
    const metadata = (op.metadata as Record<string, unknown> | undefined) ?? null;
    if (!op.done) return { state: 'running', metadata };
    if (op.error) return { state: 'failed', failure: apiFailure(op.error), metadata };
    const videos = op.response?.generatedVideos?.filter((v) => v.video) ?? [];
    if (videos.length > 0) return { state: 'done', videos, metadata };
    const reasons = op.response?.raiMediaFilteredReasons ?? [];
    if ((op.response?.raiMediaFilteredCount ?? 0) > 0 || reasons.length > 0) {
      return {
        state: 'failed',
        failure: {
          code: 'SAFETY_BLOCK',
          message: `Google's safety filters blocked the video${reasons.length ? `: ${reasons.join(' ')}` : '.'} Rephrase the prompt (or change the starting image) and try again.`,
        },
        metadata,
      };
    }
    return {
      state: 'failed',
      failure: { code: 'NO_VIDEO', message: 'The operation finished without a video and without saying why.' },
      metadata,
    };
  }

  /** Writes one finished video to `path`. */
  async download(video: GeneratedVideoRef, path: string): Promise<void> {
    await call(() => this.ai.files.download({ file: video, downloadPath: path }));
  }
}

/** A failure the API stated plainly: retrying the same request will not help. */
export class VeoFailure extends Error {
  override name = 'VeoFailure';
  constructor(readonly failure: GenerationFailure) {
    super(failure.message);
  }
}

/** Runs one SDK call, sorting its errors into VeoFailure (final) and TransientVeoError (retry). */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApiError) {
      if (err.status >= 500 || err.status === 408) throw new TransientVeoError(`HTTP ${err.status}: ${err.message}`);
      throw new VeoFailure(apiFailure(parseApiError(err)));
    }
    // fetch failures (refused, reset, DNS), timeouts (AbortError), a cut download.
    throw new TransientVeoError(err instanceof Error ? err.message : String(err));
  }
}

/** The SDK puts the API's JSON error body in the message: `{"error":{"code":429,"message":…,"status":…}}`. */
function parseApiError(err: ApiError): { code?: number; message?: string; status?: string } {
  try {
    const body = JSON.parse(err.message) as { error?: { code?: number; message?: string; status?: string } };
    return { code: err.status, ...body.error };
  } catch {
    return { code: err.status, message: err.message };
  }
}

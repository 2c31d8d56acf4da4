/** The GraphQL face of video generation (admins only). */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { MAX_NEGATIVE_PROMPT_LENGTH, MAX_PROMPT_LENGTH } from './generation.entity.js';

export enum VideoGenerationStatus {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
}
registerEnumType(VideoGenerationStatus, {
  name: 'VideoGenerationStatus',
  description: 'Where a generation is.',
  valuesConfig: {
    QUEUED: { description: 'Waiting to be sent to the Gemini API.' },
    RUNNING: { description: 'The API is generating; its operation is checked with backoff.' },
    SUCCEEDED: { description: 'The videos are in the catalogue as DRAFT assets (see `mediaIds`).' },
    FAILED: { description: 'Given up; `failure` says why in plain words.' },
  },
});

export enum VideoGenerationFailureCode {
  QUOTA = 'QUOTA',
  SAFETY_BLOCK = 'SAFETY_BLOCK',
  INVALID_ARGUMENT = 'INVALID_ARGUMENT',
  PERMISSION_DENIED = 'PERMISSION_DENIED',
  API_ERROR = 'API_ERROR',
  NO_VIDEO = 'NO_VIDEO',
  TIMED_OUT = 'TIMED_OUT',
}
registerEnumType(VideoGenerationFailureCode, {
  name: 'VideoGenerationFailureCode',
  description: 'Why a generation failed.',
  valuesConfig: {
    QUOTA: { description: 'The API quota is used up (HTTP 429, RESOURCE_EXHAUSTED).' },
    SAFETY_BLOCK: { description: "Google's safety filters blocked the prompt or the videos." },
    INVALID_ARGUMENT: { description: 'The API refused the settings (e.g. a duration the model does not offer).' },
    PERMISSION_DENIED: { description: 'The API key was refused, or may not use the model.' },
    API_ERROR: { description: 'The API kept failing (network, 5xx) after retries.' },
    NO_VIDEO: { description: 'The operation ended without a video or a reason.' },
    TIMED_OUT: { description: 'The operation did not finish within 30 minutes.' },
  },
});

export enum VideoAspectRatio {
  LANDSCAPE_16_9 = 'LANDSCAPE_16_9',
  PORTRAIT_9_16 = 'PORTRAIT_9_16',
}
/** The Gemini API's spelling. */
export const ASPECT_RATIO_VALUE: Record<VideoAspectRatio, string> = { LANDSCAPE_16_9: '16:9', PORTRAIT_9_16: '9:16' };
registerEnumType(VideoAspectRatio, {
  name: 'VideoAspectRatio',
  description: 'Shape of the generated video.',
  valuesConfig: {
    LANDSCAPE_16_9: { description: '16:9, landscape.' },
    PORTRAIT_9_16: { description: '9:16, portrait (CapCut, TikTok, Reels).' },
  },
});

export enum VideoResolution {
  HD_720P = 'HD_720P',
  FULL_HD_1080P = 'FULL_HD_1080P',
}
/** The Gemini API's spelling. */
export const RESOLUTION_VALUE: Record<VideoResolution, string> = { HD_720P: '720p', FULL_HD_1080P: '1080p' };
registerEnumType(VideoResolution, {
  name: 'VideoResolution',
  description: 'Resolution of the generated video.',
  valuesConfig: {
    HD_720P: { description: '720p.' },
    FULL_HD_1080P: { description: '1080p (not every model offers it with every aspect ratio).' },
  },
});

@ObjectType({ description: 'Why a generation failed, in words an admin can act on.' })
export class VideoGenerationFailure {
  @Field(() => VideoGenerationFailureCode, { description: 'Machine-readable reason.' })
  code: VideoGenerationFailureCode;

  @Field({ description: 'What happened and what to do about it, with what the API said.' })
  message: string;
}

@ObjectType({ description: 'One request to generate videos with Veo, and what came of it.' })
export class VideoGeneration {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id: string;

  @Field({ description: 'What to generate.' })
  prompt: string;

  @Field(() => String, { nullable: true, description: 'What to avoid; null when none was given.' })
  negativePrompt: string | null;

  @Field(() => VideoAspectRatio, { description: 'Shape of the videos.' })
  aspectRatio: VideoAspectRatio;

  @Field(() => Int, { description: 'Length of each video, in seconds.' })
  durationSeconds: number;

  @Field(() => VideoResolution, { description: 'Resolution of the videos.' })
  resolution: VideoResolution;

  @Field(() => Int, { description: 'How many videos were asked for.' })
  numberOfVideos: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'The seed given with the request, kept for reference. The Gemini API takes no seed (only Vertex AI does), so it is not sent.',
  })
  seed: number | null;

  @Field({ description: 'True when a starting image was given (image-to-video).' })
  hasStartingImage: boolean;

  @Field({ description: 'The Veo model asked.' })
  model: string;

  @Field(() => VideoGenerationStatus, { description: 'Where the generation is.' })
  status: VideoGenerationStatus;

  @Field(() => VideoGenerationFailure, { nullable: true, description: 'Why it failed; null unless FAILED.' })
  failure: VideoGenerationFailure | null;

  @Field(() => Int, {
    description: 'Seconds of video asked for (length × number of videos): the unit Veo is billed by.',
  })
  videoSeconds: number;

  @Field(() => String, {
    nullable: true,
    description: 'What the API reported about the operation (its metadata, e.g. usage), as JSON; null when nothing.',
  })
  reportedUsage: string | null;

  @Field(() => [ID], {
    description: 'The DRAFT assets made from the videos, in the API’s order (open them in /admin/assets/{id}).',
  })
  mediaIds: string[];

  @Field({ description: 'When it was requested.' })
  createdAt: Date;

  @Field({ description: 'When its status last changed (or its operation was last checked).' })
  updatedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it succeeded or failed; null while it runs.' })
  finishedAt: Date | null;
}

export const VideoGenerationConnection = Connection(VideoGeneration, 'VideoGeneration');

@ObjectType({ description: 'Whether video generation is on, and the choices the form offers.' })
export class VideoGenerationSettings {
  @Field({ description: 'False until GOOGLE_API_KEY is set on the server; the page then explains how to enable it.' })
  enabled: boolean;

  @Field({ description: 'The Veo model requests go to (VEO_MODEL).' })
  model: string;

  @Field(() => [Int], { description: 'Lengths a video may have, in seconds.' })
  durations: number[];

  @Field(() => Int, { description: 'Most videos one request may ask for.' })
  maxVideos: number;

  @Field(() => Int, { description: 'Most generations that may be queued or running at once.' })
  maxActive: number;

  @Field(() => Int, { description: 'Largest starting image accepted, in bytes (before base64).' })
  maxImageBytes: number;
}

@InputType({ description: 'What to generate.' })
export class GenerateVideoInput {
  @Field({ description: `What to generate, 1–${MAX_PROMPT_LENGTH} characters.` })
  prompt: string;

  @Field(() => String, {
    nullable: true,
    description: `What to avoid, at most ${MAX_NEGATIVE_PROMPT_LENGTH} characters.`,
  })
  negativePrompt?: string | null;

  @Field(() => VideoAspectRatio, { description: 'Shape of the videos.' })
  aspectRatio: VideoAspectRatio;

  @Field(() => Int, { description: 'Length of each video in seconds: one of `videoGenerationSettings.durations`.' })
  durationSeconds: number;

  @Field(() => VideoResolution, { description: 'Resolution of the videos.' })
  resolution: VideoResolution;

  @Field(() => Int, { description: 'How many videos: 1 to `videoGenerationSettings.maxVideos`.' })
  numberOfVideos: number;

  @Field(() => Int, {
    nullable: true,
    description: 'A seed (0–4294967295), kept with the generation; the Gemini API does not take one.',
  })
  seed?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'A starting image (image-to-video): JPEG, PNG or WebP, base64 (a `data:` URL is accepted), at most `videoGenerationSettings.maxImageBytes` bytes.',
  })
  startingImage?: string | null;
}

export enum GenerateVideoErrorCode {
  NOT_CONFIGURED = 'NOT_CONFIGURED',
  INVALID_PROMPT = 'INVALID_PROMPT',
  INVALID_NEGATIVE_PROMPT = 'INVALID_NEGATIVE_PROMPT',
  INVALID_DURATION = 'INVALID_DURATION',
  INVALID_NUMBER_OF_VIDEOS = 'INVALID_NUMBER_OF_VIDEOS',
  INVALID_SEED = 'INVALID_SEED',
  INVALID_IMAGE = 'INVALID_IMAGE',
  TOO_MANY_ACTIVE = 'TOO_MANY_ACTIVE',
}

export const GenerateVideoError = payloadError('GenerateVideo', GenerateVideoErrorCode, {
  NOT_CONFIGURED: 'GOOGLE_API_KEY is not set on the server: video generation is off.',
  INVALID_PROMPT: 'The prompt is blank or too long.',
  INVALID_NEGATIVE_PROMPT: 'The negative prompt is too long.',
  INVALID_DURATION: 'The length is not one of the offered durations.',
  INVALID_NUMBER_OF_VIDEOS: 'The number of videos is out of range.',
  INVALID_SEED: 'The seed is out of range.',
  INVALID_IMAGE: 'The starting image is not a JPEG, PNG or WebP we can read, or is too large.',
  TOO_MANY_ACTIVE: 'Too many generations are queued or running; wait for one to finish.',
});

@ObjectType({ description: 'Result of generateVideo.' })
export class GenerateVideoPayload {
  @Field(() => VideoGeneration, { nullable: true, description: 'The queued generation; null on failure.' })
  generation: VideoGeneration | null;

  @Field(() => [GenerateVideoError], { description: 'Expected failures; empty on success.' })
  errors: InstanceType<typeof GenerateVideoError>[];
}

import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { PRESET_LABELS, PRESETS } from './presets.js';

export enum ConversionPreset {
  MP4_WEB = 'MP4_WEB',
  VERTICAL = 'VERTICAL',
  GIF = 'GIF',
  WEBP = 'WEBP',
  MP3 = 'MP3',
  WAV = 'WAV',
  COMPRESS = 'COMPRESS',
  TRIM = 'TRIM',
  RESIZE = 'RESIZE',
}
registerEnumType(ConversionPreset, {
  name: 'ConversionPreset',
  description: 'What a conversion makes.',
  valuesConfig: Object.fromEntries(PRESETS.map((p) => [p, { description: PRESET_LABELS[p] }])) as never,
});

export enum ConversionStatus {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
  CANCELED = 'CANCELED',
}
registerEnumType(ConversionStatus, {
  name: 'ConversionStatus',
  description: 'Where a conversion is.',
  valuesConfig: {
    QUEUED: { description: 'Waiting for a worker (or for the member’s running conversion to end).' },
    RUNNING: { description: 'ffmpeg is converting it; see progress.' },
    SUCCEEDED: { description: 'Done: download it until it expires.' },
    FAILED: { description: 'It could not be converted; see error. Its minutes were not counted.' },
    CANCELED: { description: 'Cancelled by the member. Its minutes were not counted.' },
  },
});

export enum VerticalFill {
  CROP = 'CROP',
  BLUR = 'BLUR',
}
registerEnumType(VerticalFill, {
  name: 'VerticalFill',
  description: 'How the vertical preset fills 9:16.',
  valuesConfig: {
    CROP: { description: 'Crop the centre of the picture.' },
    BLUR: { description: 'The whole picture over a blurred, enlarged copy of itself.' },
  },
});

export enum ConverterSourceKind {
  VIDEO = 'VIDEO',
  AUDIO = 'AUDIO',
  IMAGE = 'IMAGE',
}
registerEnumType(ConverterSourceKind, {
  name: 'ConverterSourceKind',
  description: 'What an uploaded file is.',
  valuesConfig: {
    VIDEO: { description: 'A video (with or without sound).' },
    AUDIO: { description: 'Sound only.' },
    IMAGE: { description: 'A still image.' },
  },
});

@ObjectType({ description: 'What the viewer may convert now: their plan’s limits and this month’s use.' })
export class ConverterLimitsInfo {
  @Field({ description: 'False when the converter is switched off on this site.' })
  enabled: boolean;

  @Field({ description: 'The plan the limits come from.' })
  planName: string;

  @Field(() => Float, { description: 'Largest file the viewer may upload, in bytes.' })
  maxFileBytes: number;

  @Field(() => Int, { description: 'Longest input accepted, in minutes.' })
  maxInputMinutes: number;

  @Field(() => Int, { description: 'Minutes of input the plan converts per month.' })
  minutesPerMonth: number;

  @Field(() => Float, { description: 'Minutes used in the current period (failed and cancelled ones do not count).' })
  minutesUsed: number;

  @Field({ description: 'When the minutes reset.' })
  periodEnd: Date;

  @Field(() => Int, { description: 'Uploads and results are deleted this many hours after they are made.' })
  retentionHours: number;

  @Field({ description: 'The tus endpoint that takes uploads for the converter.' })
  uploadPath: string;
}

@ObjectType({ description: 'A sprite of evenly spaced frames of a source, for scrubbing.' })
export class ConverterFrames {
  @Field({ description: 'Signed URL of the JPEG sprite (valid one hour).' })
  url: string;

  @Field(() => Int, { description: 'Tiles per row.' })
  columns: number;

  @Field(() => Int, { description: 'Rows of tiles.' })
  rows: number;

  @Field(() => Int, { description: 'Tiles in use, row by row from the top left.' })
  count: number;

  @Field(() => Int, { description: 'Width of one tile in pixels.' })
  tileWidth: number;

  @Field(() => Int, { description: 'Height of one tile in pixels.' })
  tileHeight: number;

  @Field(() => Float, { description: 'Tile i shows the file at i × intervalSeconds.' })
  intervalSeconds: number;
}

@ObjectType({ description: 'A file the viewer uploaded to the converter (kept 24 hours).' })
export class ConverterSource {
  @Field(() => ID, { description: 'The source id (from the upload’s Framestock-Converter-Source-Id header).' })
  id: string;

  @Field({ description: 'The file name as uploaded.' })
  name: string;

  @Field(() => ConverterSourceKind, { description: 'Video, audio or image.' })
  kind: ConverterSourceKind;

  @Field(() => Float, { description: 'Size in bytes.' })
  bytes: number;

  @Field(() => Float, { nullable: true, description: 'Length in seconds; null for images.' })
  durationSeconds: number | null;

  @Field(() => Int, { nullable: true, description: 'Picture width; null for audio.' })
  width: number | null;

  @Field(() => Int, { nullable: true, description: 'Picture height; null for audio.' })
  height: number | null;

  @Field({ description: 'Whether it has sound.' })
  hasAudio: boolean;

  @Field(() => [ConversionPreset], { description: 'Presets this file can take.' })
  presets: ConversionPreset[];

  @Field(() => ConverterFrames, { nullable: true, description: 'Frames for the trim scrubber; null for audio.' })
  frames: ConverterFrames | null;

  @Field({ description: 'When it was uploaded.' })
  createdAt: Date;

  @Field({ description: 'When it is deleted.' })
  expiresAt: Date;
}

@ObjectType({ description: 'A finished conversion’s file.' })
export class ConversionOutput {
  @Field({ description: 'The name it downloads as.' })
  name: string;

  @Field(() => Float, { description: 'Size in bytes.' })
  bytes: number;

  @Field({ description: 'Its content type.' })
  contentType: string;
}

@ObjectType({ description: 'One conversion of the viewer’s, queued, running or done.' })
export class Conversion {
  @Field(() => ID, { description: 'The conversion id.' })
  id: string;

  @Field(() => ConversionPreset, { description: 'What it makes.' })
  preset: ConversionPreset;

  @Field({ description: 'The preset and its settings in words.' })
  description: string;

  @Field(() => ConversionStatus, { description: 'Where it is.' })
  status: ConversionStatus;

  @Field({ description: 'The uploaded file it converts.' })
  sourceName: string;

  @Field(() => ID, { nullable: true, description: 'The source, while it is kept.' })
  sourceId: string | null;

  @Field(() => Float, { description: 'From 0 to 1, from ffmpeg’s own progress output.' })
  progress: number;

  @Field(() => Int, {
    nullable: true,
    description: 'While QUEUED: 1 when it is next in the site’s queue, 2 when one is ahead, …; null otherwise.',
  })
  queuePosition?: number | null;

  @Field(() => Float, { nullable: true, description: 'Seconds it has run (so far, or in all once finished).' })
  elapsedSeconds: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'While RUNNING: estimated seconds left; null until it can be told.',
  })
  etaSeconds: number | null;

  @Field(() => Float, { description: 'Seconds of input it counts against the monthly minutes.' })
  billedSeconds: number;

  @Field(() => String, { nullable: true, description: 'Why it failed, in plain words.' })
  error: string | null;

  @Field(() => ConversionOutput, { nullable: true, description: 'The result, while it is kept.' })
  output: ConversionOutput | null;

  @Field(() => String, {
    nullable: true,
    description: 'Signed download URL of the result (attachment, valid 10 minutes); null when there is none.',
  })
  downloadUrl?: string | null;

  @Field({ description: 'True once the result has been deleted (24 hours after it finished).' })
  expired: boolean;

  @Field({ description: 'When it was requested.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When a worker started it.' })
  startedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it ended (any way).' })
  finishedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When its result is deleted.' })
  expiresAt: Date | null;

  /** Internal: whose it is, for the download URL. */
  outputPath: string | null;
}

export const ConverterSourceConnection = Connection(ConverterSource, 'ConverterSource');
export const ConversionConnection = Connection(Conversion, 'Conversion');

@InputType({ description: 'A preset and its settings for one of the viewer’s sources.' })
export class ConversionInput {
  @Field(() => ID, { description: 'The source to convert.' })
  sourceId: string;

  @Field(() => ConversionPreset, { description: 'What to make.' })
  preset: ConversionPreset;

  @Field(() => Float, { nullable: true, description: 'Convert from this second (default: the start).' })
  startSeconds?: number | null;

  @Field(() => Float, { nullable: true, description: 'Convert up to this second (default: the end).' })
  endSeconds?: number | null;

  @Field(() => VerticalFill, { nullable: true, description: 'VERTICAL: crop or blurred fill (default CROP).' })
  fill?: VerticalFill | null;

  @Field(() => Int, { nullable: true, description: 'GIF, WEBP: frames per second, 1–30 (default 12 / 15).' })
  fps?: number | null;

  @Field(() => Int, { nullable: true, description: 'GIF, WEBP: width 64–1280 (default 480). RESIZE: width 16–4096.' })
  width?: number | null;

  @Field(() => Int, { nullable: true, description: 'RESIZE: height 16–4096 (with width: fit inside and pad).' })
  height?: number | null;

  @Field(() => Float, { nullable: true, description: 'COMPRESS: the size in bytes to land within 5 % under.' })
  targetBytes?: number | null;
}

@InputType({ description: 'A conversion to cancel.' })
export class CancelConversionInput {
  @Field(() => ID, { description: 'The conversion.' })
  id: string;
}

@ObjectType({ description: 'What a conversion would make, with its first frame as it would look.' })
export class ConversionPreview {
  @Field(() => String, {
    nullable: true,
    description: 'The output’s first frame (JPEG data URL, within 480 px); null for audio outputs.',
  })
  imageUrl: string | null;

  @Field({ description: 'The preset and its settings in words.' })
  description: string;

  @Field({ description: 'The name the result will download as.' })
  outputName: string;

  @Field(() => Int, { nullable: true, description: 'Output width; null for audio.' })
  width: number | null;

  @Field(() => Int, { nullable: true, description: 'Output height; null for audio.' })
  height: number | null;

  @Field(() => Float, { description: 'Seconds of input converted (counted against the monthly minutes).' })
  billedSeconds: number;
}

export enum ConversionErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  DISABLED = 'DISABLED',
  INVALID_SETTINGS = 'INVALID_SETTINGS',
  NOT_FOR_SOURCE = 'NOT_FOR_SOURCE',
  MINUTES_EXHAUSTED = 'MINUTES_EXHAUSTED',
  TOO_MANY_QUEUED = 'TOO_MANY_QUEUED',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  PREVIEW_FAILED = 'PREVIEW_FAILED',
  ALREADY_FINISHED = 'ALREADY_FINISHED',
}
export const ConversionError = payloadError(
  'Conversion',
  ConversionErrorCode,
  {
    NOT_FOUND: 'No such source or conversion of yours (or it has expired).',
    DISABLED: 'The converter is switched off on this site.',
    INVALID_SETTINGS: 'A setting is out of range; see field.',
    NOT_FOR_SOURCE: 'The preset does not apply to this file.',
    MINUTES_EXHAUSTED: 'Not enough converter minutes left this month.',
    TOO_MANY_QUEUED: 'Too many conversions waiting; let some finish.',
    TOO_MANY_REQUESTS: 'Too many previews; wait a moment.',
    PREVIEW_FAILED: 'The preview could not be made.',
    ALREADY_FINISHED: 'The conversion has already ended.',
  },
  { retryAfter: true },
);

@ObjectType({ description: 'The result of previewConversion.' })
export class PreviewConversionPayload {
  @Field(() => ConversionPreview, { nullable: true, description: 'The preview; null on error.' })
  preview: ConversionPreview | null;

  @Field(() => [ConversionError], { description: 'Expected failures.' })
  errors: InstanceType<typeof ConversionError>[];
}

@ObjectType({ description: 'The result of startConversion or cancelConversion.' })
export class ConversionPayload {
  @Field(() => Conversion, { nullable: true, description: 'The conversion; null on error.' })
  conversion: Conversion | null;

  @Field(() => [ConversionError], { description: 'Expected failures.' })
  errors: InstanceType<typeof ConversionError>[];
}

@InputType({ description: 'One of the viewer’s downloads to put in the converter.' })
export class AddDownloadToConverterInput {
  @Field(() => ID, { description: 'The download (from `myDownloads`): an item’s, not a bundle’s.' })
  downloadId: string;
}

export enum ConverterSourceErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  DISABLED = 'DISABLED',
  TOO_LARGE = 'TOO_LARGE',
  TOO_MANY_FILES = 'TOO_MANY_FILES',
  NOT_CONVERTIBLE = 'NOT_CONVERTIBLE',
}
export const ConverterSourceError = payloadError('ConverterSource', ConverterSourceErrorCode, {
  NOT_FOUND: 'No such download of yours with a file (a bundle, someone else’s, or its licence was revoked).',
  DISABLED: 'The converter is switched off on this site.',
  TOO_LARGE: 'The file is larger than the converter takes on your plan.',
  TOO_MANY_FILES: 'Too many files in the converter already; they expire 24 hours after they were added.',
  NOT_CONVERTIBLE: 'The file is not one the converter can read.',
});

@ObjectType({ description: 'The result of addDownloadToConverter.' })
export class ConverterSourcePayload {
  @Field(() => ConverterSource, { nullable: true, description: 'The new source; null on error.' })
  source: ConverterSource | null;

  @Field(() => [ConverterSourceError], { description: 'Expected failures.' })
  errors: InstanceType<typeof ConverterSourceError>[];
}

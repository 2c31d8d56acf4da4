/**
 * The GraphQL face of media: `interface Media` with `Asset`, `Image` and
 * `Audio`, their files, the admin list's filter and sort, and the inputs and
 * payloads of the admin mutations (single and bulk).
 */
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsOptional,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Field, Float, ID, InputType, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { type PayloadErrorClass, payloadError } from '../../graphql/payload.js';
import { MAX_LABEL_LENGTH, MAX_MEDIA_DESCRIPTION_LENGTH, MAX_PRICE_CENTS, MAX_TITLE_LENGTH } from './media.entity.js';
import { MAX_SLUG_LENGTH } from './taxonomy.entity.js';
import { MediaKind, SLUG_PATTERN } from './taxonomy.types.js';

/** Most ids one bulk mutation accepts (DESIGN §4). */
export const MAX_BULK_IDS = 100;
export const MAX_TAGS_PER_MEDIA = 30;
export const MAX_REJECTION_NOTE_LENGTH = 2000;
const NOT_BLANK = /\S/;

// ---------------------------------------------------------------- enums

export enum MediaStatus {
  DRAFT = 'DRAFT',
  PENDING_REVIEW = 'PENDING_REVIEW',
  PUBLISHED = 'PUBLISHED',
  REJECTED = 'REJECTED',
  ARCHIVED = 'ARCHIVED',
}
registerEnumType(MediaStatus, {
  name: 'MediaStatus',
  description: 'Where a media item is in review. Only PUBLISHED media is visible outside the admin area.',
  valuesConfig: {
    DRAFT: { description: 'Uploaded, being described; submit it for review.' },
    PENDING_REVIEW: { description: 'Waiting for an admin to approve or reject it.' },
    PUBLISHED: { description: 'Live in the catalogue.' },
    REJECTED: { description: 'Sent back with a reason; edit and resubmit.' },
    ARCHIVED: { description: 'Withdrawn from the catalogue; can be published again.' },
  },
});

export enum ProcessingState {
  PENDING = 'PENDING',
  PROCESSING = 'PROCESSING',
  READY = 'READY',
  FAILED = 'FAILED',
}
registerEnumType(ProcessingState, {
  name: 'ProcessingState',
  description: 'Progress of making thumbnails, previews and metadata from the original file.',
  valuesConfig: {
    PENDING: { description: 'Queued.' },
    PROCESSING: { description: 'Running now.' },
    READY: { description: 'Every derivative exists.' },
    FAILED: { description: 'The last attempt failed; see `processing.error` and re-run it.' },
  },
});

export enum Access {
  FREE = 'FREE',
  PREMIUM = 'PREMIUM',
}
registerEnumType(Access, {
  name: 'Access',
  description: 'Who may download.',
  valuesConfig: {
    FREE: { description: 'Every signed-in member.' },
    PREMIUM: { description: 'Members with an active subscription.' },
  },
});

export enum AssetType {
  ANIMATION = 'ANIMATION',
  TRANSITION = 'TRANSITION',
  EFFECT = 'EFFECT',
  OVERLAY = 'OVERLAY',
  TEMPLATE = 'TEMPLATE',
  LUT = 'LUT',
}
registerEnumType(AssetType, {
  name: 'AssetType',
  description: 'What a video asset is for.',
  valuesConfig: {
    ANIMATION: { description: 'Animated elements: titles, shapes, stickers.' },
    TRANSITION: { description: 'Cuts from one clip to the next.' },
    EFFECT: { description: 'Effects laid over footage (light leaks, glitches, particles).' },
    OVERLAY: { description: 'Overlays, often with an alpha channel.' },
    TEMPLATE: { description: 'Editable project templates (shown by their rendered preview).' },
    LUT: { description: 'Colour looks (shown by a before/after preview).' },
  },
});

export enum Orientation {
  LANDSCAPE = 'LANDSCAPE',
  PORTRAIT = 'PORTRAIT',
  SQUARE = 'SQUARE',
}
registerEnumType(Orientation, {
  name: 'Orientation',
  description: 'Shape of the frame.',
  valuesConfig: {
    LANDSCAPE: { description: 'Wider than tall.' },
    PORTRAIT: { description: 'Taller than wide (phone video).' },
    SQUARE: { description: 'Within 2% of square.' },
  },
});

export enum RejectionReason {
  QUALITY = 'QUALITY',
  TECHNICAL = 'TECHNICAL',
  DUPLICATE = 'DUPLICATE',
  RIGHTS = 'RIGHTS',
  METADATA = 'METADATA',
}
registerEnumType(RejectionReason, {
  name: 'RejectionReason',
  description: 'Why a review sent media back.',
  valuesConfig: {
    QUALITY: { description: 'Not up to the catalogue’s quality.' },
    TECHNICAL: { description: 'A technical fault: encoding, artefacts, wrong format.' },
    DUPLICATE: { description: 'The catalogue has this already.' },
    RIGHTS: { description: 'Rights or licensing are unclear.' },
    METADATA: { description: 'Title, description, category or tags need work.' },
  },
});

export enum FileRole {
  ORIGINAL = 'ORIGINAL',
  THUMBNAIL = 'THUMBNAIL',
  THUMBNAIL_320 = 'THUMBNAIL_320',
  THUMBNAIL_960 = 'THUMBNAIL_960',
  PREVIEW = 'PREVIEW',
  HOVER_LOOP = 'HOVER_LOOP',
  STORYBOARD = 'STORYBOARD',
  WAVEFORM = 'WAVEFORM',
}
registerEnumType(FileRole, {
  name: 'FileRole',
  description: 'What a stored file of a media item is.',
  valuesConfig: {
    ORIGINAL: { description: 'The uploaded file (private; signed links only).' },
    THUMBNAIL: { description: 'WebP still, 640 px wide.' },
    THUMBNAIL_320: { description: 'The same still 320 px wide (video and images; only when the source is wider).' },
    THUMBNAIL_960: {
      description: 'The same still 960 px wide (video and images; only when the source is wider than 640 px).',
    },
    PREVIEW: { description: 'Watermarked preview: 720p MP4, 1280 px WebP or 128 kbps MP3.' },
    HOVER_LOOP: { description: 'Muted loop of at most 6 s for hover previews (video).' },
    STORYBOARD: { description: 'Sprite of evenly spaced frames for scrubbing (video).' },
    WAVEFORM: { description: 'Waveform peaks as JSON for the audio player.' },
  },
});

export enum BulkErrorPolicy {
  ALL_OR_NOTHING = 'ALL_OR_NOTHING',
  BEST_EFFORT = 'BEST_EFFORT',
}
registerEnumType(BulkErrorPolicy, {
  name: 'BulkErrorPolicy',
  description: 'What a bulk mutation does when some items cannot be changed.',
  valuesConfig: {
    ALL_OR_NOTHING: { description: 'Change nothing unless every item can be changed.' },
    BEST_EFFORT: { description: 'Change every item that can be, report the others.' },
  },
});

export enum MediaSort {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  RECENTLY_UPDATED = 'RECENTLY_UPDATED',
  TITLE = 'TITLE',
  LONGEST_WAITING = 'LONGEST_WAITING',
}
registerEnumType(MediaSort, {
  name: 'MediaSort',
  description: 'Order of the admin media list.',
  valuesConfig: {
    NEWEST: { description: 'Most recently uploaded first.' },
    OLDEST: { description: 'Oldest upload first.' },
    RECENTLY_UPDATED: { description: 'Most recently changed first.' },
    TITLE: { description: 'By title, A–Z.' },
    LONGEST_WAITING: { description: 'Submitted longest ago first (the review queue’s order).' },
  },
});

// ---------------------------------------------------------------- object types

@ObjectType({ description: 'A key and value of a stored file’s custom metadata.' })
export class MetadataEntry {
  @Field({ description: 'The key.' })
  key: string;

  @Field({ description: 'The value.' })
  value: string;
}

@ObjectType({ description: 'A stored file of a media item, with the storage service’s metadata.' })
export class StoredFile {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id: string;

  @Field(() => FileRole, { description: 'What the file is.' })
  role: FileRole;

  @Field({ description: 'Bucket (or local root) holding the object.' })
  bucket: string;

  @Field({ description: 'Object path inside the bucket.' })
  fullPath: string;

  @Field({ description: 'Last segment of the path.' })
  name: string;

  @Field(() => Float, { description: 'Size in bytes.' })
  size: number;

  @Field({ description: 'MIME type.' })
  contentType: string;

  @Field({ description: 'When the object was first stored.' })
  timeCreated: Date;

  @Field({ description: 'When the object was last written.' })
  updated: Date;

  @Field({ description: 'Base64 MD5 of the bytes.' })
  md5Hash: string;

  @Field(() => [MetadataEntry], { description: 'Custom metadata (e.g. storyboard grid, source upload).' })
  customMetadata: MetadataEntry[];

  /** `public` or `private`: how `url` is made. */
  bucketKind: 'public' | 'private';
}

@ObjectType({ description: 'Processing of a media item’s file.' })
export class MediaProcessing {
  @Field(() => ProcessingState, { description: 'Current state.' })
  state: ProcessingState;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed; null unless FAILED.' })
  error: string | null;

  @Field(() => Date, { nullable: true, description: 'When processing last finished successfully.' })
  processedAt: Date | null;
}

@ObjectType({ description: 'Why a review sent a media item back.' })
export class MediaRejection {
  @Field(() => RejectionReason, { description: 'The reason from the list.' })
  reason: RejectionReason;

  @Field({ description: 'The reviewer’s note to the uploader.' })
  note: string;
}

@ObjectType({
  description: 'One width of a picture: an `<img srcset>` entry is `url` followed by `width` and `w`.',
})
export class ImageWidth {
  @Field({ description: 'URL of the file (WebP).' })
  url: string;

  @Field(() => Int, { description: 'Width in pixels.' })
  width: number;

  @Field(() => Int, { description: 'Height in pixels.' })
  height: number;
}

@ObjectType({
  description: 'A frame sprite for scrubbing a video: `count` tiles in a grid, left to right, top to bottom.',
})
export class Storyboard {
  @Field({ description: 'URL of the sprite (WebP).' })
  url: string;

  @Field(() => Int, { description: 'Tiles per row.' })
  columns: number;

  @Field(() => Int, { description: 'Rows of tiles.' })
  rows: number;

  @Field(() => Int, { description: 'Width of one tile in pixels.' })
  tileWidth: number;

  @Field(() => Int, { description: 'Height of one tile in pixels.' })
  tileHeight: number;

  @Field(() => Int, { description: 'Number of tiles actually used.' })
  count: number;

  @Field(() => Float, { description: 'Seconds of video between two tiles.' })
  intervalSeconds: number;
}

@ObjectType({ description: 'One entry of a media item’s history (from the audit log).' })
export class MediaHistoryEntry {
  @Field({ description: 'When it happened.' })
  at: Date;

  @Field({ description: 'What happened, e.g. `media.approved`, `media.updated`, `media.uploaded`.' })
  action: string;

  @Field(() => MediaStatus, { nullable: true, description: 'Status before, for review transitions.' })
  fromStatus: MediaStatus | null;

  @Field(() => MediaStatus, { nullable: true, description: 'Status after, for review transitions.' })
  toStatus: MediaStatus | null;

  @Field(() => RejectionReason, { nullable: true, description: 'The rejection reason, for rejections.' })
  reason: RejectionReason | null;

  @Field(() => String, { nullable: true, description: 'The reviewer’s note, for rejections.' })
  note: string | null;

  @Field(() => [String], { description: 'Names of the fields an edit changed; empty otherwise.' })
  changedFields: string[];

  /** Resolved by `actor`. */
  actorId: string | null;
}

/**
 * Fields every kind has. Values are instances of Asset, Image or Audio
 * (made by toMedia), so the concrete type is known from the class.
 */
@InterfaceType('Media', {
  description: 'A catalogue item of any kind: an Asset (video), an Image or an Audio.',
  resolveType: (value: { kind: MediaKind }) =>
    value.kind === MediaKind.ASSET ? 'Asset' : value.kind === MediaKind.IMAGE ? 'Image' : 'Audio',
})
export class Media {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id: string;

  @Field(() => MediaKind, { description: 'ASSET, IMAGE or AUDIO.' })
  kind: MediaKind;

  @Field({ description: 'Display title.' })
  title: string;

  @Field({ description: 'URL segment, unique across all media of every kind.' })
  slug: string;

  @Field({ description: 'Description; empty when none.' })
  description: string;

  @Field(() => Access, { description: 'Who may download it.' })
  access: Access;

  @Field(() => Int, { description: 'Price in US cents; 0 (the default) means included with a subscription.' })
  priceCents: number;

  @Field(() => MediaStatus, { description: 'Review status. Outside the admin area always PUBLISHED.' })
  status: MediaStatus;

  @Field(() => Int, { description: 'Times its page was viewed.' })
  viewCount: number;

  @Field(() => Int, { description: 'Times it was downloaded.' })
  downloadCount: number;

  @Field(() => Int, { description: 'Members who favourited it.' })
  favoriteCount: number;

  @Field(() => Date, { nullable: true, description: 'When it was last published; null if never.' })
  publishedAt: Date | null;

  @Field({ description: 'When it was uploaded.' })
  createdAt: Date;

  @Field({ description: 'When it was last changed.' })
  updatedAt: Date;

  /** Resolved by `category`. */
  categoryId: string | null;
  /** Resolved by `uploader`. */
  uploaderId: string | null;
  /** Admin-only facts, exposed by field resolvers. */
  processingState: ProcessingState;
  processingError: string | null;
  processedAt: Date | null;
  rejectionReason: RejectionReason | null;
  rejectionNote: string | null;
  originalFilename: string;
  submittedAt: Date | null;
}

@ObjectType({
  implements: Media,
  description: 'A video asset: animation, transition, effect, overlay, template or LUT.',
})
export class Asset extends Media {
  @Field(() => AssetType, { nullable: true, description: 'What the asset is for; null until an admin sets it.' })
  assetType: AssetType | null;

  @Field(() => Float, { nullable: true, description: 'Length in seconds; null until processed.' })
  durationSeconds: number | null;

  @Field(() => Int, { nullable: true, description: 'Frame width in pixels (after rotation); null until processed.' })
  width: number | null;

  @Field(() => Int, { nullable: true, description: 'Frame height in pixels (after rotation); null until processed.' })
  height: number | null;

  @Field(() => Float, { nullable: true, description: 'Frames per second; null until processed.' })
  fps: number | null;

  @Field(() => Orientation, { nullable: true, description: 'Shape of the frame; null until processed.' })
  orientation: Orientation | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'True when the video has an alpha channel; null until processed.',
  })
  hasAlpha: boolean | null;
}

@ObjectType({ implements: Media, description: 'A still image.' })
export class Image extends Media {
  @Field(() => Int, { nullable: true, description: 'Width in pixels; null until processed.' })
  width: number | null;

  @Field(() => Int, { nullable: true, description: 'Height in pixels; null until processed.' })
  height: number | null;

  @Field(() => Orientation, { nullable: true, description: 'Shape; null until processed.' })
  orientation: Orientation | null;
}

@ObjectType({ implements: Media, description: 'Music or a sound effect.' })
export class Audio extends Media {
  @Field(() => Float, { nullable: true, description: 'Length in seconds; null until processed.' })
  durationSeconds: number | null;

  @Field(() => Int, { nullable: true, description: 'Tempo in beats per minute; null when unknown.' })
  bpm: number | null;

  @Field(() => String, { nullable: true, description: 'Musical key, e.g. `C#m`; null when unknown.' })
  musicalKey: string | null;

  @Field(() => String, { nullable: true, description: 'Genre, e.g. `Hip hop`; null when unset.' })
  genre: string | null;

  @Field(() => String, { nullable: true, description: 'Mood, e.g. `Upbeat`; null when unset.' })
  mood: string | null;

  @Field(() => Boolean, { nullable: true, description: 'True for a seamless loop; null when unset.' })
  isLoop: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'True for a sound effect rather than music; null when unset.' })
  isSoundEffect: boolean | null;
}

export const MediaConnection = Connection(Media, 'Media');

// ---------------------------------------------------------------- admin list

@InputType({ description: 'Narrows the admin media list; every given condition must hold.' })
export class AdminMediaFilter {
  @Field(() => MediaKind, { nullable: true, description: 'Only this kind.' })
  @IsOptional()
  kind?: MediaKind | null;

  @Field(() => [MediaStatus], { nullable: true, description: 'Only these statuses.' })
  @IsOptional()
  @ArrayMaxSize(5)
  statuses?: MediaStatus[] | null;

  @Field(() => [ProcessingState], { nullable: true, description: 'Only these processing states.' })
  @IsOptional()
  @ArrayMaxSize(4)
  processing?: ProcessingState[] | null;

  @Field(() => ID, { nullable: true, description: 'Only media in this category or one of its subcategories.' })
  @IsOptional()
  categoryId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only media made for this platform.' })
  @IsOptional()
  platformId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Only media with this tag.' })
  @IsOptional()
  tagId?: string | null;

  @Field(() => Access, { nullable: true, description: 'Only this access level.' })
  @IsOptional()
  access?: Access | null;

  @Field(() => String, {
    nullable: true,
    description: 'Words in the title, slug or uploaded file name (case-insensitive), at most 100 characters.',
  })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;
}

// ---------------------------------------------------------------- mutation inputs

@InputType({
  description: 'Changes to a media item; omitted fields stay as they are. Kind-only fields fit only their kind.',
})
export class UpdateMediaInput {
  @Field(() => ID, { description: 'The media item to change.' })
  id: string;

  @Field(() => String, { nullable: true, description: `New title, 1–${MAX_TITLE_LENGTH} characters.` })
  @IsOptional()
  @MinLength(1)
  @MaxLength(MAX_TITLE_LENGTH)
  @Matches(NOT_BLANK, { message: 'title must not be blank' })
  title?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `New URL segment: lowercase letters, digits and single hyphens, at most ${MAX_SLUG_LENGTH} characters; unique across all media.`,
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: 'slug must be lowercase letters, digits and single hyphens' })
  slug?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `New description, at most ${MAX_MEDIA_DESCRIPTION_LENGTH} characters.`,
  })
  @IsOptional()
  @MaxLength(MAX_MEDIA_DESCRIPTION_LENGTH)
  description?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'A category of the same kind. Explicit null removes it; omit to keep it.',
  })
  @IsOptional()
  categoryId?: string | null;

  @Field(() => [ID], { nullable: true, description: `The complete new tag list (at most ${MAX_TAGS_PER_MEDIA}).` })
  @IsOptional()
  @ArrayMaxSize(MAX_TAGS_PER_MEDIA)
  tagIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'The complete new platform list.' })
  @IsOptional()
  @ArrayMaxSize(50)
  platformIds?: string[] | null;

  @Field(() => Access, { nullable: true, description: 'New access level.' })
  @IsOptional()
  access?: Access | null;

  @Field(() => Int, { nullable: true, description: `New price in US cents, 0–${MAX_PRICE_CENTS}.` })
  @IsOptional()
  @Min(0)
  @Max(MAX_PRICE_CENTS)
  priceCents?: number | null;

  @Field(() => AssetType, { nullable: true, description: 'Assets only: what the asset is for.' })
  @IsOptional()
  assetType?: AssetType | null;

  @Field(() => Int, { nullable: true, description: 'Audio only: tempo, 20–400 BPM. Explicit null clears it.' })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Min(20)
  @Max(400)
  bpm?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Audio only: musical key such as `C`, `F#m`, `Bb major`, at most 16 characters. Explicit null clears it.',
  })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(16)
  @Matches(/^[A-G][#b♯♭]?\s?(m|min|minor|maj|major)?$/i, { message: 'musicalKey must look like C, F#m or Bb major' })
  musicalKey?: string | null;

  @Field(() => String, { nullable: true, description: `Audio only: genre, at most ${MAX_LABEL_LENGTH} characters.` })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(MAX_LABEL_LENGTH)
  genre?: string | null;

  @Field(() => String, { nullable: true, description: `Audio only: mood, at most ${MAX_LABEL_LENGTH} characters.` })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @MaxLength(MAX_LABEL_LENGTH)
  mood?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Audio only: a seamless loop.' })
  @IsOptional()
  isLoop?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Audio only: a sound effect rather than music.' })
  @IsOptional()
  isSoundEffect?: boolean | null;
}

@InputType({ description: 'A media item to act on.' })
export class MediaIdInput {
  @Field(() => ID, { description: 'The media item.' })
  id: string;
}

@InputType({ description: 'A rejection: a reason from the list and a note for the uploader.' })
export class RejectMediaInput {
  @Field(() => ID, { description: 'The media item (PENDING_REVIEW).' })
  id: string;

  @Field(() => RejectionReason, { description: 'Why it is sent back.' })
  reason: RejectionReason;

  @Field({ description: `What to fix, 1–${MAX_REJECTION_NOTE_LENGTH} characters (required).` })
  @MinLength(1)
  @MaxLength(MAX_REJECTION_NOTE_LENGTH)
  @Matches(NOT_BLANK, { message: 'note must not be blank' })
  note: string;
}

// ---------------------------------------------------------------- payloads

export enum MediaMutationErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  INVALID_TRANSITION = 'INVALID_TRANSITION',
  NOT_READY = 'NOT_READY',
  DUPLICATE_SLUG = 'DUPLICATE_SLUG',
  CATEGORY_KIND_MISMATCH = 'CATEGORY_KIND_MISMATCH',
  WRONG_KIND = 'WRONG_KIND',
  UNKNOWN_REFERENCE = 'UNKNOWN_REFERENCE',
  PROCESSING_BUSY = 'PROCESSING_BUSY',
}
export const MEDIA_ERROR_DESCRIPTIONS: Record<MediaMutationErrorCode, string> = {
  NOT_FOUND: 'The media item does not exist.',
  INVALID_TRANSITION: 'The media item’s status does not allow this step.',
  NOT_READY: 'The media item is not ready for review: processing unfinished, or no category.',
  DUPLICATE_SLUG: 'Another media item has the slug already.',
  CATEGORY_KIND_MISMATCH: 'The category holds another kind of media.',
  WRONG_KIND: 'A field was given that the media item’s kind does not have.',
  UNKNOWN_REFERENCE: 'A category, tag or platform id does not exist.',
  PROCESSING_BUSY: 'Processing is queued or running already.',
};

export interface MediaPayloadShape {
  media: Media | null;
  errors: { field: string | null; message: string; code: MediaMutationErrorCode }[];
}

/**
 * One payload and error type per media mutation (`<Mutation>Payload`,
 * `<Mutation>Error`), over the shared code list: every such mutation can
 * fail only in the ways listed there, and the client handles them alike.
 */
function mediaPayload(mutation: string, codes: MediaMutationErrorCode[]) {
  const subset = Object.fromEntries(codes.map((c) => [c, c])) as Record<string, string>;
  const ErrorType: PayloadErrorClass<MediaMutationErrorCode> = payloadError(
    mutation,
    subset,
    Object.fromEntries(codes.map((c) => [c, MEDIA_ERROR_DESCRIPTIONS[c]])),
  ) as PayloadErrorClass<MediaMutationErrorCode>;

  @ObjectType(`${mutation}Payload`, { description: `Result of ${mutation[0]?.toLowerCase()}${mutation.slice(1)}.` })
  class Payload implements MediaPayloadShape {
    @Field(() => Media, { nullable: true, description: 'The media item as it is now; null when it was not found.' })
    media: Media | null;

    @Field(() => [ErrorType], { description: 'Why nothing changed; empty on success.' })
    errors: MediaPayloadShape['errors'];
  }
  return Payload;
}

const { NOT_FOUND, INVALID_TRANSITION, NOT_READY, DUPLICATE_SLUG, CATEGORY_KIND_MISMATCH, WRONG_KIND } =
  MediaMutationErrorCode;
export const UpdateMediaPayload = mediaPayload('UpdateMedia', [
  NOT_FOUND,
  DUPLICATE_SLUG,
  CATEGORY_KIND_MISMATCH,
  WRONG_KIND,
  MediaMutationErrorCode.UNKNOWN_REFERENCE,
]);
export const SubmitMediaPayload = mediaPayload('SubmitMedia', [NOT_FOUND, INVALID_TRANSITION, NOT_READY]);
export const ApproveMediaPayload = mediaPayload('ApproveMedia', [NOT_FOUND, INVALID_TRANSITION, NOT_READY]);
export const RejectMediaPayload = mediaPayload('RejectMedia', [NOT_FOUND, INVALID_TRANSITION]);
export const ArchiveMediaPayload = mediaPayload('ArchiveMedia', [NOT_FOUND, INVALID_TRANSITION]);
export const UnarchiveMediaPayload = mediaPayload('UnarchiveMedia', [NOT_FOUND, INVALID_TRANSITION]);
export const ReprocessMediaPayload = mediaPayload('ReprocessMedia', [
  NOT_FOUND,
  MediaMutationErrorCode.PROCESSING_BUSY,
]);

export enum DeleteMediaErrorCode {
  NOT_FOUND = 'NOT_FOUND',
}
export const DeleteMediaError = payloadError('DeleteMedia', DeleteMediaErrorCode, {
  NOT_FOUND: 'The media item does not exist.',
});

@ObjectType({ description: 'Result of deleteMedia.' })
export class DeleteMediaPayload {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted media item; null when nothing was deleted.' })
  deletedId: string | null;

  @Field(() => [DeleteMediaError], { description: 'Why nothing was deleted; empty on success.' })
  errors: InstanceType<typeof DeleteMediaError>[];
}

// ---------------------------------------------------------------- bulk

@InputType({ description: `Media items to act on together: 1–${MAX_BULK_IDS} ids, and what to do when some fail.` })
export class BulkMediaInput {
  @Field(() => [ID], { description: `The media items, 1–${MAX_BULK_IDS} distinct ids.` })
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BULK_IDS)
  ids: string[];

  @Field(() => BulkErrorPolicy, {
    defaultValue: BulkErrorPolicy.ALL_OR_NOTHING,
    description: 'What to do when some items cannot be changed. Default ALL_OR_NOTHING.',
  })
  errorPolicy: BulkErrorPolicy;
}

@InputType({ description: 'Tags to add to or remove from many media items.' })
export class BulkTagMediaInput extends BulkMediaInput {
  @Field(() => [ID], { description: `The tags, 1–${MAX_TAGS_PER_MEDIA} ids.` })
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_TAGS_PER_MEDIA)
  tagIds: string[];
}

@InputType({ description: 'One category for many media items (all of its kind).' })
export class BulkSetMediaCategoryInput extends BulkMediaInput {
  @Field(() => ID, { nullable: true, description: 'The category; null removes the category.' })
  @IsOptional()
  categoryId: string | null;
}

@InputType({ description: 'The platform list of many media items.' })
export class BulkSetMediaPlatformsInput extends BulkMediaInput {
  @Field(() => [ID], { description: 'The complete new platform list (may be empty).' })
  @ArrayMaxSize(50)
  platformIds: string[];
}

@InputType({ description: 'Access level (and optionally price) of many media items.' })
export class BulkSetMediaAccessInput extends BulkMediaInput {
  @Field(() => Access, { description: 'The new access level.' })
  access: Access;

  @Field(() => Int, {
    nullable: true,
    description: `New price in US cents, 0–${MAX_PRICE_CENTS}; omit to keep each price.`,
  })
  @IsOptional()
  @Min(0)
  @Max(MAX_PRICE_CENTS)
  priceCents?: number | null;
}

export enum BulkMediaItemErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  INVALID_TRANSITION = 'INVALID_TRANSITION',
  NOT_READY = 'NOT_READY',
  CATEGORY_KIND_MISMATCH = 'CATEGORY_KIND_MISMATCH',
  NOT_APPLIED = 'NOT_APPLIED',
}
registerEnumType(BulkMediaItemErrorCode, {
  name: 'BulkMediaItemErrorCode',
  description: 'Why one item of a bulk mutation was not changed.',
  valuesConfig: {
    NOT_FOUND: { description: 'No media item has this id.' },
    INVALID_TRANSITION: { description: 'Its status does not allow this step.' },
    NOT_READY: { description: 'Not processed yet, or without a category.' },
    CATEGORY_KIND_MISMATCH: { description: 'The category holds another kind of media.' },
    NOT_APPLIED: { description: 'It could have been changed, but ALL_OR_NOTHING stopped the batch.' },
  },
});

@ObjectType({ description: 'What a bulk mutation did to one item.' })
export class BulkMediaItemResult {
  @Field(() => ID, { description: 'The id as given.' })
  id: string;

  @Field({ description: 'True when the item was changed (or already as asked).' })
  ok: boolean;

  @Field(() => BulkMediaItemErrorCode, { nullable: true, description: 'Why not; null when ok.' })
  code: BulkMediaItemErrorCode | null;

  @Field(() => String, { nullable: true, description: 'A human explanation; null when ok.' })
  message: string | null;

  @Field(() => Media, { nullable: true, description: 'The item as it is now; null when not found.' })
  media: Media | null;
}

export enum BulkMediaErrorCode {
  UNKNOWN_REFERENCE = 'UNKNOWN_REFERENCE',
}
export const BulkMediaError = payloadError('BulkMedia', BulkMediaErrorCode, {
  UNKNOWN_REFERENCE: 'A category, tag or platform id in the input does not exist.',
});

@ObjectType({ description: 'Result of a bulk media mutation: one result per distinct id, in input order.' })
export class BulkMediaPayload {
  @Field(() => [BulkMediaItemResult], { description: 'One entry per distinct id, in the order given.' })
  results: BulkMediaItemResult[];

  @Field(() => Int, { description: 'How many items were changed.' })
  changedCount: number;

  @Field(() => Int, { description: 'How many items failed (including NOT_APPLIED).' })
  failedCount: number;

  @Field(() => [BulkMediaError], {
    description: 'Problems with the input as a whole (nothing changed); empty otherwise.',
  })
  errors: InstanceType<typeof BulkMediaError>[];
}

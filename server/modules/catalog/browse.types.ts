/**
 * The GraphQL face of the public catalogue browse: `media(filter, sort, first,
 * after)` with facet counts, `Category.media` and `relatedMedia`. Only
 * PUBLISHED media ever appears here, whoever asks.
 *
 * Filter semantics: the values given for one dimension are alternatives (ANY
 * of them matches); different dimensions must all hold. Ranges include their
 * minimum and exclude their maximum, like the facet buckets, so picking a
 * bucket as a range filter returns exactly the bucket's count.
 */
import { ArrayMaxSize, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo, SQL_COST } from '../../graphql/connection.js';
import { MAX_LABEL_LENGTH } from './media.entity.js';
import { Access, AssetType, Media, Orientation } from './media.types.js';
import { MediaKind } from './taxonomy.types.js';

/** Most values one list filter takes. */
export const MAX_FILTER_VALUES = 20;
/** Most tags the tag facet lists (the selected ones first, then by count). */
export const MAX_TAG_FACETS = 30;
/** Most genres / moods their facets list (by count). */
export const MAX_LABEL_FACETS = 50;
export const MAX_RELATED = 24;
export const DEFAULT_RELATED = 12;
const MAX_DURATION_SECONDS = 24 * 3600;
const MAX_BPM = 1000;

// ---------------------------------------------------------------- enums

export enum MediaBrowseSort {
  NEWEST = 'NEWEST',
  POPULAR = 'POPULAR',
  TITLE = 'TITLE',
}
registerEnumType(MediaBrowseSort, {
  name: 'MediaBrowseSort',
  description: 'Order of the public catalogue.',
  valuesConfig: {
    NEWEST: { description: 'Most recently published first.' },
    POPULAR: { description: 'Most downloaded in the last 30 days first.' },
    TITLE: { description: 'By title, A–Z.' },
  },
});

export enum Resolution {
  SD = 'SD',
  HD = 'HD',
  FULL_HD = 'FULL_HD',
  UHD_4K = 'UHD_4K',
}
registerEnumType(Resolution, {
  name: 'Resolution',
  description: 'Resolution class of a video or image, by the shorter side of the frame.',
  valuesConfig: {
    SD: { description: 'Shorter side under 720 px.' },
    HD: { description: 'Shorter side 720–1079 px.' },
    FULL_HD: { description: 'Shorter side 1080–2159 px.' },
    UHD_4K: { description: 'Shorter side 2160 px or more (4K and up).' },
  },
});

export enum FrameRate {
  FPS_24 = 'FPS_24',
  FPS_25 = 'FPS_25',
  FPS_30 = 'FPS_30',
  FPS_50 = 'FPS_50',
  FPS_60 = 'FPS_60',
  OTHER = 'OTHER',
}
registerEnumType(FrameRate, {
  name: 'FrameRate',
  description: 'Frame rate class of a video, rounded to the nearest whole frame (29.97 counts as 30).',
  valuesConfig: {
    FPS_24: { description: '24 fps (and 23.976).' },
    FPS_25: { description: '25 fps.' },
    FPS_30: { description: '30 fps (and 29.97).' },
    FPS_50: { description: '50 fps.' },
    FPS_60: { description: '60 fps (and 59.94).' },
    OTHER: { description: 'Any other rate.' },
  },
});

// ---------------------------------------------------------------- filter

const listRule = `at most ${MAX_FILTER_VALUES}`;

@InputType({
  description:
    'Narrows the public catalogue. Values of one list are alternatives (any matches); every given field must hold. Ranges include the minimum and exclude the maximum.',
})
export class MediaFilter {
  @Field(() => [MediaKind], { nullable: true, description: 'Only these kinds.' })
  @IsOptional()
  @ArrayMaxSize(3)
  kinds?: MediaKind[] | null;

  @Field(() => [AssetType], { nullable: true, description: 'Only assets of these types.' })
  @IsOptional()
  @ArrayMaxSize(6)
  assetTypes?: AssetType[] | null;

  @Field(() => ID, { nullable: true, description: 'Only media in this category or one of its subcategories.' })
  @IsOptional()
  categoryId?: string | null;

  @Field(() => [ID], { nullable: true, description: `Only media made for any of these platforms (${listRule}).` })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  platformIds?: string[] | null;

  @Field(() => [ID], { nullable: true, description: `Only media with any of these tags (${listRule}).` })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  tagIds?: string[] | null;

  @Field(() => [Access], { nullable: true, description: 'Only these access levels (FREE, PREMIUM).' })
  @IsOptional()
  @ArrayMaxSize(2)
  access?: Access[] | null;

  @Field(() => [Orientation], { nullable: true, description: 'Only video and images of these orientations.' })
  @IsOptional()
  @ArrayMaxSize(3)
  orientations?: Orientation[] | null;

  @Field(() => [Resolution], { nullable: true, description: 'Only video and images of these resolution classes.' })
  @IsOptional()
  @ArrayMaxSize(4)
  resolutions?: Resolution[] | null;

  @Field(() => Float, { nullable: true, description: 'Only video and audio at least this long (seconds).' })
  @IsOptional()
  @Min(0)
  @Max(MAX_DURATION_SECONDS)
  minDurationSeconds?: number | null;

  @Field(() => Float, { nullable: true, description: 'Only video and audio shorter than this (seconds).' })
  @IsOptional()
  @Min(0)
  @Max(MAX_DURATION_SECONDS)
  maxDurationSeconds?: number | null;

  @Field(() => [FrameRate], { nullable: true, description: 'Only video of these frame rate classes.' })
  @IsOptional()
  @ArrayMaxSize(6)
  frameRates?: FrameRate[] | null;

  @Field(() => Int, { nullable: true, description: 'Only audio of at least this tempo (BPM).' })
  @IsOptional()
  @Min(0)
  @Max(MAX_BPM)
  minBpm?: number | null;

  @Field(() => Int, { nullable: true, description: 'Only audio slower than this tempo (BPM).' })
  @IsOptional()
  @Min(0)
  @Max(MAX_BPM)
  maxBpm?: number | null;

  @Field(() => [String], { nullable: true, description: `Only audio of any of these genres, exact (${listRule}).` })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @MaxLength(MAX_LABEL_LENGTH, { each: true })
  genres?: string[] | null;

  @Field(() => [String], { nullable: true, description: `Only audio of any of these moods, exact (${listRule}).` })
  @IsOptional()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @MaxLength(MAX_LABEL_LENGTH, { each: true })
  moods?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Only audio that is (true) or is not (false) a loop.' })
  @IsOptional()
  isLoop?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only audio that is (true) or is not (false) a sound effect.',
  })
  @IsOptional()
  isSoundEffect?: boolean | null;
}

// ---------------------------------------------------------------- facets

@ObjectType({ description: 'One value of a facet and how many media of the current result have it.' })
export class FacetValue {
  @Field({
    description:
      'The value to filter by: an enum name (kinds, access…), an id (categories, platforms, tags), a label (genres, moods) or `true`/`false`.',
  })
  value: string;

  @Field({ description: 'Human label: a name, or a readable form of the enum value.' })
  label: string;

  @Field(() => Int, { description: 'How many media match, with every other dimension’s filter applied.' })
  count: number;

  @Field(() => ID, {
    nullable: true,
    description:
      'Categories only: the parent category’s id, listed before it (null for a top category and in every other dimension).',
  })
  parentId?: string | null;
}

@ObjectType({ description: 'A range bucket of a numeric facet (duration, BPM).' })
export class RangeFacetValue {
  @Field({ description: 'Bucket key, e.g. `10-30` or `180-` (no upper bound).' })
  value: string;

  @Field({ description: 'Human label, e.g. `10–30 s`.' })
  label: string;

  @Field(() => Float, { description: 'Lower bound (inclusive): use as the filter’s minimum.' })
  min: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Upper bound (exclusive): use as the filter’s maximum; null for the open last bucket.',
  })
  max: number | null;

  @Field(() => Int, { description: 'How many media match, with every other dimension’s filter applied.' })
  count: number;

  @Field(() => ID, {
    nullable: true,
    description:
      'Categories only: the parent category’s id, listed before it (null for a top category and in every other dimension).',
  })
  parentId?: string | null;
}

@ObjectType({
  description:
    'Facet counts over the current result. Each dimension is counted with every OTHER dimension’s filter applied (its own is left out), so the values of a dimension stay choosable as alternatives. Only values with a count above zero are listed; media without a value (e.g. images in `durations`) are not counted in that dimension.',
})
export class MediaFacets {
  @Field(() => [FacetValue], { description: 'By kind.' })
  kinds: FacetValue[];

  @Field(() => [FacetValue], { description: 'By asset type (assets only).' })
  assetTypes: FacetValue[];

  @Field(() => [FacetValue], {
    description:
      'By category id, each counting its subcategories’ media too (a parent’s count includes its children’s). Order: as trees, each kind’s (videos, images, audio) top categories by position, then name, each followed by its subcategories (`parentId`). A name two kinds share says its kind, e.g. “Backgrounds (Images)”.',
  })
  categories: FacetValue[];

  @Field(() => [FacetValue], { description: 'By platform id, in platform display order.' })
  platforms: FacetValue[];

  @Field(() => [FacetValue], {
    description: `By tag id: the selected tags first, then the most frequent, at most ${MAX_TAG_FACETS}.`,
  })
  tags: FacetValue[];

  @Field(() => [FacetValue], { description: 'By access level.' })
  access: FacetValue[];

  @Field(() => [FacetValue], { description: 'By orientation (video and images).' })
  orientations: FacetValue[];

  @Field(() => [FacetValue], { description: 'By resolution class (video and images).' })
  resolutions: FacetValue[];

  @Field(() => [RangeFacetValue], { description: 'By length (video and audio).' })
  durations: RangeFacetValue[];

  @Field(() => [FacetValue], { description: 'By frame rate class (video).' })
  frameRates: FacetValue[];

  @Field(() => [RangeFacetValue], { description: 'By tempo (audio).' })
  bpm: RangeFacetValue[];

  @Field(() => [FacetValue], { description: `By genre (audio), most frequent first, at most ${MAX_LABEL_FACETS}.` })
  genres: FacetValue[];

  @Field(() => [FacetValue], { description: `By mood (audio), most frequent first, at most ${MAX_LABEL_FACETS}.` })
  moods: FacetValue[];

  @Field(() => [FacetValue], { description: 'Loops (`true`) and non-loops (`false`) among audio.' })
  loop: FacetValue[];

  @Field(() => [FacetValue], { description: 'Sound effects (`true`) and music (`false`) among audio.' })
  soundEffect: FacetValue[];
}

// ---------------------------------------------------------------- connection

@ObjectType({ description: 'One media item in a page of the catalogue, with its cursor.' })
export class MediaBrowseEdge {
  @Field({ description: 'Opaque position of this item; pass as `after` to continue from it.' })
  cursor: string;

  @Field(() => Media, { description: 'The media item.' })
  node: Media;
}

@ObjectType({ description: 'A page of the public catalogue, with the size and facets of the whole result.' })
export class MediaBrowseConnection {
  @Field(() => [MediaBrowseEdge], { description: 'The items of this page, in order.' })
  edges: MediaBrowseEdge[];

  @Field(() => PageInfo, { description: 'Cursors and whether more pages exist.', complexity: 1 })
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'Number of media in the whole result (all pages).', complexity: SQL_COST.count })
  totalCount: number | Promise<number>;

  // The two passes over the whole result (browse.service.ts): the most expensive field of the API.
  @Field(() => MediaFacets, {
    description: 'Counts per filter value over the whole result (see MediaFacets).',
    complexity: SQL_COST.aggregate,
  })
  facets: MediaFacets | Promise<MediaFacets>;
}

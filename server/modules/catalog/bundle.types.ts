/**
 * The GraphQL face of bundles: `type Bundle` (its items, cover and count are
 * field resolvers in bundle.resolver.ts), the connection, and the inputs and
 * payloads of the admin mutations.
 */
import { ArrayMaxSize, ArrayUnique, IsOptional, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { MAX_BUNDLE_ITEMS } from './bundle.entity.js';
import { MAX_MEDIA_DESCRIPTION_LENGTH, MAX_PRICE_CENTS, MAX_TITLE_LENGTH } from './media.entity.js';
import { Access } from './media.types.js';
import { MAX_SLUG_LENGTH } from './taxonomy.entity.js';
import { SLUG_PATTERN } from './taxonomy.types.js';

const SLUG_RULE = `lowercase letters, digits and single hyphens between them, at most ${MAX_SLUG_LENGTH} characters`;
const NOT_BLANK = /\S/;
export const MAX_BUNDLE_SEARCH_LENGTH = 100;

@ObjectType({
  description:
    'A curated, ordered set of media offered together. Outside the admin area only published bundles are visible, and only their published media.',
})
export class Bundle {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id: string;

  @Field({ description: 'Display title.' })
  title: string;

  @Field({ description: 'URL segment, unique among bundles.' })
  slug: string;

  @Field({ description: 'Description; empty when none.' })
  description: string;

  @Field(() => Access, { description: 'Who may download the bundle’s media.' })
  access: Access;

  @Field(() => Int, { description: 'Price in US cents; 0 means included with a subscription.' })
  priceCents: number;

  @Field({ description: 'True when the bundle is visible outside the admin area.' })
  published: boolean;

  @Field({ description: 'True when the bundle is featured on the home page.' })
  featured: boolean;

  @Field({ description: 'When the bundle was created.' })
  createdAt: Date;

  @Field({ description: 'When the bundle (or its list of items) was last changed.' })
  updatedAt: Date;

  /** Resolved by `cover` and `coverMediaId`. */
  coverMediaId: string | null;
  /**
   * True when reached through an admin query or mutation: every item, whatever
   * its status. Otherwise only PUBLISHED media are shown (items, count, cover).
   */
  adminView: boolean;
}

export const BundleConnection = Connection(Bundle, 'Bundle');

// ---------------------------------------------------------------- inputs

@InputType({ description: 'A new bundle.' })
export class CreateBundleInput {
  @Field({ description: `Display title, 1–${MAX_TITLE_LENGTH} characters.` })
  @MinLength(1)
  @MaxLength(MAX_TITLE_LENGTH)
  @Matches(NOT_BLANK, { message: 'title must not be blank' })
  title: string;

  @Field(() => String, {
    nullable: true,
    description: `URL segment (${SLUG_RULE}), unique among bundles; derived from the title when omitted.`,
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug must be ${SLUG_RULE}` })
  slug?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Description, at most ${MAX_MEDIA_DESCRIPTION_LENGTH} characters.`,
  })
  @IsOptional()
  @MaxLength(MAX_MEDIA_DESCRIPTION_LENGTH)
  description?: string | null;

  @Field(() => Access, { description: 'Who may download the bundle’s media.' })
  access: Access;

  @Field(() => Int, { description: `Price in US cents, 0–${MAX_PRICE_CENTS}; 0 means included with a subscription.` })
  @Min(0)
  @Max(MAX_PRICE_CENTS)
  priceCents: number;

  @Field(() => [ID], {
    description: `The media in the bundle, in display order: at most ${MAX_BUNDLE_ITEMS} distinct ids of any kind and status (may be empty while drafting).`,
  })
  @ArrayMaxSize(MAX_BUNDLE_ITEMS)
  @ArrayUnique({ message: 'mediaIds must not contain an id twice' })
  mediaIds: string[];

  @Field(() => ID, {
    nullable: true,
    description: 'The item whose thumbnail is the cover (one of `mediaIds`); omit to use the first item.',
  })
  @IsOptional()
  coverMediaId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Publish at once (needs at least one PUBLISHED item); default false.',
  })
  @IsOptional()
  published?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Feature it on the home page; default false.' })
  @IsOptional()
  featured?: boolean | null;
}

@InputType({ description: 'Changes to a bundle; omitted fields stay as they are.' })
export class UpdateBundleInput {
  @Field(() => ID, { description: 'The bundle to change.' })
  id: string;

  @Field(() => String, { nullable: true, description: `New title, 1–${MAX_TITLE_LENGTH} characters.` })
  @IsOptional()
  @MinLength(1)
  @MaxLength(MAX_TITLE_LENGTH)
  @Matches(NOT_BLANK, { message: 'title must not be blank' })
  title?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `New URL segment (${SLUG_RULE}), unique among bundles. A new title does not change the slug.`,
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug must be ${SLUG_RULE}` })
  slug?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `New description, at most ${MAX_MEDIA_DESCRIPTION_LENGTH} characters.`,
  })
  @IsOptional()
  @MaxLength(MAX_MEDIA_DESCRIPTION_LENGTH)
  description?: string | null;

  @Field(() => Access, { nullable: true, description: 'New access level.' })
  @IsOptional()
  access?: Access | null;

  @Field(() => Int, { nullable: true, description: `New price in US cents, 0–${MAX_PRICE_CENTS}.` })
  @IsOptional()
  @Min(0)
  @Max(MAX_PRICE_CENTS)
  priceCents?: number | null;

  @Field(() => [ID], {
    nullable: true,
    description: `The complete new list of media, in display order: at most ${MAX_BUNDLE_ITEMS} distinct ids. Omit to keep the items.`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_BUNDLE_ITEMS)
  @ArrayUnique({ message: 'mediaIds must not contain an id twice' })
  mediaIds?: string[] | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'The item whose thumbnail is the cover (one of the items after this change). Explicit null uses the first item; omit to keep the choice (it is dropped when `mediaIds` no longer holds it).',
  })
  @IsOptional()
  coverMediaId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Publish (needs at least one PUBLISHED item) or unpublish.',
  })
  @IsOptional()
  published?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Feature on the home page, or stop featuring it.' })
  @IsOptional()
  featured?: boolean | null;
}

@InputType({ description: 'The bundle to delete.' })
export class DeleteBundleInput {
  @Field(() => ID, { description: 'The bundle to delete; its media stay in the catalogue.' })
  id: string;
}

// ---------------------------------------------------------------- payloads

const DESCRIPTIONS = {
  DUPLICATE_SLUG: 'Another bundle has the slug already.',
  INVALID_SLUG: 'No slug was given and none can be derived from the title (no ASCII letters or digits).',
  NOT_FOUND: 'The bundle does not exist.',
  UNKNOWN_MEDIA: 'An id in `mediaIds` is not a media item.',
  COVER_NOT_IN_BUNDLE: 'The cover is not one of the bundle’s items.',
  NOT_PUBLISHABLE: 'A published bundle needs at least one PUBLISHED media item; the message says what its items are.',
} as const;

export enum CreateBundleErrorCode {
  DUPLICATE_SLUG = 'DUPLICATE_SLUG',
  INVALID_SLUG = 'INVALID_SLUG',
  UNKNOWN_MEDIA = 'UNKNOWN_MEDIA',
  COVER_NOT_IN_BUNDLE = 'COVER_NOT_IN_BUNDLE',
  NOT_PUBLISHABLE = 'NOT_PUBLISHABLE',
}
export const CreateBundleError = payloadError('CreateBundle', CreateBundleErrorCode, {
  DUPLICATE_SLUG: DESCRIPTIONS.DUPLICATE_SLUG,
  INVALID_SLUG: DESCRIPTIONS.INVALID_SLUG,
  UNKNOWN_MEDIA: DESCRIPTIONS.UNKNOWN_MEDIA,
  COVER_NOT_IN_BUNDLE: DESCRIPTIONS.COVER_NOT_IN_BUNDLE,
  NOT_PUBLISHABLE: DESCRIPTIONS.NOT_PUBLISHABLE,
});

@ObjectType({ description: 'Result of createBundle.' })
export class CreateBundlePayload {
  @Field(() => Bundle, { nullable: true, description: 'The new bundle; null when it was not created.' })
  bundle: Bundle | null;

  @Field(() => [CreateBundleError], { description: 'Why the bundle was not created; empty on success.' })
  errors: InstanceType<typeof CreateBundleError>[];
}

export enum UpdateBundleErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  DUPLICATE_SLUG = 'DUPLICATE_SLUG',
  UNKNOWN_MEDIA = 'UNKNOWN_MEDIA',
  COVER_NOT_IN_BUNDLE = 'COVER_NOT_IN_BUNDLE',
  NOT_PUBLISHABLE = 'NOT_PUBLISHABLE',
}
export const UpdateBundleError = payloadError('UpdateBundle', UpdateBundleErrorCode, {
  NOT_FOUND: DESCRIPTIONS.NOT_FOUND,
  DUPLICATE_SLUG: DESCRIPTIONS.DUPLICATE_SLUG,
  UNKNOWN_MEDIA: DESCRIPTIONS.UNKNOWN_MEDIA,
  COVER_NOT_IN_BUNDLE: DESCRIPTIONS.COVER_NOT_IN_BUNDLE,
  NOT_PUBLISHABLE: DESCRIPTIONS.NOT_PUBLISHABLE,
});

@ObjectType({ description: 'Result of updateBundle.' })
export class UpdateBundlePayload {
  @Field(() => Bundle, { nullable: true, description: 'The bundle as it is now; null when nothing changed.' })
  bundle: Bundle | null;

  @Field(() => [UpdateBundleError], { description: 'Why the bundle was not changed; empty on success.' })
  errors: InstanceType<typeof UpdateBundleError>[];
}

export enum DeleteBundleErrorCode {
  NOT_FOUND = 'NOT_FOUND',
}
export const DeleteBundleError = payloadError('DeleteBundle', DeleteBundleErrorCode, {
  NOT_FOUND: DESCRIPTIONS.NOT_FOUND,
});

@ObjectType({ description: 'Result of deleteBundle.' })
export class DeleteBundlePayload {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted bundle; null when nothing was deleted.' })
  deletedId: string | null;

  @Field(() => [DeleteBundleError], { description: 'Why the bundle was not deleted; empty on success.' })
  errors: InstanceType<typeof DeleteBundleError>[];
}

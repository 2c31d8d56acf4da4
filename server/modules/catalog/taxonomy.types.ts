import { IsOptional, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { MAX_DESCRIPTION_LENGTH, MAX_ICON_LENGTH, MAX_NAME_LENGTH, MAX_SLUG_LENGTH } from './taxonomy.entity.js';

/** The pattern of every slug: the route table's ID parameter (lowercase ASCII words joined by single hyphens). */
export const SLUG_PATTERN = /^(?=.{1,128}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_RULE = `lowercase letters, digits and single hyphens between them, at most ${MAX_SLUG_LENGTH} characters`;
const NOT_BLANK = /\S/;

export enum MediaKind {
  ASSET = 'ASSET',
  IMAGE = 'IMAGE',
  AUDIO = 'AUDIO',
}
registerEnumType(MediaKind, {
  name: 'MediaKind',
  description: 'The three kinds of media in the catalogue; each has its own category tree.',
  valuesConfig: {
    ASSET: { description: 'Video assets: animations, transitions, effects, overlays, templates, LUTs.' },
    IMAGE: { description: 'Still images.' },
    AUDIO: { description: 'Music and sound effects.' },
  },
});

@ObjectType({ description: 'A category of one media kind; categories nest into a tree per kind.' })
export class Category {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id: string;

  @Field(() => MediaKind, { description: 'The kind of media this category holds.' })
  kind: MediaKind;

  @Field({ description: 'Display name.' })
  name: string;

  @Field({ description: 'URL segment, unique within the kind.' })
  slug: string;

  @Field({ description: 'What belongs in the category; empty when none.' })
  description: string;

  @Field(() => Int, { description: 'Order among its siblings (ascending; ties by name).' })
  position: number;

  @Field({ description: 'When the category was created.' })
  createdAt: Date;

  @Field({ description: 'When the category was last changed.' })
  updatedAt: Date;

  /** Resolved by `parent`. */
  parentId: string | null;
}

@ObjectType({ description: 'A free-form label shared by media of every kind.' })
export class Tag {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id: string;

  @Field({ description: 'Display name.' })
  name: string;

  @Field({ description: 'URL segment, unique among tags.' })
  slug: string;
}

export const TagConnection = Connection(Tag, 'Tag');

@ObjectType({ description: 'A video editor media are made for (CapCut, Premiere Pro, …).' })
export class Platform {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id: string;

  @Field({ description: 'Display name.' })
  name: string;

  @Field({ description: 'URL segment, unique among platforms.' })
  slug: string;

  @Field({ description: 'An icon key known to the client, or SVG path data.' })
  icon: string;

  @Field(() => Int, { description: 'Display order (ascending; ties by name).' })
  position: number;
}

// ---------------------------------------------------------------- categories

@InputType({ description: 'A new category.' })
export class CreateCategoryInput {
  @Field(() => MediaKind, { description: 'The kind of media it will hold; cannot change later.' })
  kind: MediaKind;

  @Field({ description: `Display name, 1–${MAX_NAME_LENGTH} characters.` })
  @MinLength(1)
  @MaxLength(MAX_NAME_LENGTH)
  @Matches(NOT_BLANK, { message: 'name must not be blank' })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: `URL segment (${SLUG_RULE}); derived from the name when omitted.`,
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug must be ${SLUG_RULE}` })
  slug?: string | null;

  @Field(() => String, { nullable: true, description: `Description, at most ${MAX_DESCRIPTION_LENGTH} characters.` })
  @IsOptional()
  @MaxLength(MAX_DESCRIPTION_LENGTH)
  description?: string | null;

  @Field(() => ID, { nullable: true, description: 'Parent category of the same kind; omit for a top-level one.' })
  @IsOptional()
  parentId?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Order among its siblings, ≥ 0; by default after the last of them.',
  })
  @IsOptional()
  @Min(0)
  position?: number | null;
}

@InputType({ description: 'Changes to a category; omitted fields stay as they are.' })
export class UpdateCategoryInput {
  @Field(() => ID, { description: 'The category to change.' })
  id: string;

  @Field(() => String, { nullable: true, description: `New display name, 1–${MAX_NAME_LENGTH} characters.` })
  @IsOptional()
  @MinLength(1)
  @MaxLength(MAX_NAME_LENGTH)
  @Matches(NOT_BLANK, { message: 'name must not be blank' })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `New URL segment (${SLUG_RULE}). Renaming does not change the slug.`,
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug must be ${SLUG_RULE}` })
  slug?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `New description, at most ${MAX_DESCRIPTION_LENGTH} characters.`,
  })
  @IsOptional()
  @MaxLength(MAX_DESCRIPTION_LENGTH)
  description?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'New parent (same kind; not the category itself or one of its descendants). Explicit null moves it to the top level; omit to keep it.',
  })
  @IsOptional()
  parentId?: string | null;

  @Field(() => Int, { nullable: true, description: 'New order among its siblings, ≥ 0.' })
  @IsOptional()
  @Min(0)
  position?: number | null;
}

@InputType({ description: 'The category to delete.' })
export class DeleteCategoryInput {
  @Field(() => ID, { description: 'The category to delete; it must have no subcategories and hold no media.' })
  id: string;
}

export enum CreateCategoryErrorCode {
  DUPLICATE_NAME = 'DUPLICATE_NAME',
  DUPLICATE_SLUG = 'DUPLICATE_SLUG',
  INVALID_SLUG = 'INVALID_SLUG',
  NOT_FOUND = 'NOT_FOUND',
  PARENT_KIND_MISMATCH = 'PARENT_KIND_MISMATCH',
}
export const CreateCategoryError = payloadError('CreateCategory', CreateCategoryErrorCode, {
  DUPLICATE_NAME: 'Another category beside it (same kind and parent) has this name already.',
  DUPLICATE_SLUG: 'Another category of this kind has the slug already.',
  INVALID_SLUG: 'No slug was given and none can be derived from the name (no ASCII letters or digits).',
  NOT_FOUND: 'The parent category does not exist.',
  PARENT_KIND_MISMATCH: 'The parent category holds another kind of media.',
});

@ObjectType({ description: 'Result of createCategory.' })
export class CreateCategoryPayload {
  @Field(() => Category, { nullable: true, description: 'The new category; null when it was not created.' })
  category: Category | null;

  @Field(() => [CreateCategoryError], { description: 'Why the category was not created; empty on success.' })
  errors: InstanceType<typeof CreateCategoryError>[];
}

export enum UpdateCategoryErrorCode {
  DUPLICATE_NAME = 'DUPLICATE_NAME',
  CATEGORY_CYCLE = 'CATEGORY_CYCLE',
  DUPLICATE_SLUG = 'DUPLICATE_SLUG',
  NOT_FOUND = 'NOT_FOUND',
  PARENT_KIND_MISMATCH = 'PARENT_KIND_MISMATCH',
}
export const UpdateCategoryError = payloadError('UpdateCategory', UpdateCategoryErrorCode, {
  DUPLICATE_NAME: 'Another category beside it (same kind and parent) has this name already.',
  CATEGORY_CYCLE: 'The new parent is the category itself or one of its descendants.',
  DUPLICATE_SLUG: 'Another category of this kind has the slug already.',
  NOT_FOUND: 'The category (field `id`) or the new parent (field `parentId`) does not exist.',
  PARENT_KIND_MISMATCH: 'The new parent holds another kind of media.',
});

@ObjectType({ description: 'Result of updateCategory.' })
export class UpdateCategoryPayload {
  @Field(() => Category, { nullable: true, description: 'The changed category; null when nothing changed.' })
  category: Category | null;

  @Field(() => [UpdateCategoryError], { description: 'Why the category was not changed; empty on success.' })
  errors: InstanceType<typeof UpdateCategoryError>[];
}

export enum DeleteCategoryErrorCode {
  CATEGORY_HAS_MEDIA = 'CATEGORY_HAS_MEDIA',
  CATEGORY_NOT_EMPTY = 'CATEGORY_NOT_EMPTY',
  NOT_FOUND = 'NOT_FOUND',
}
export const DeleteCategoryError = payloadError('DeleteCategory', DeleteCategoryErrorCode, {
  CATEGORY_HAS_MEDIA: 'The category still holds media; move them to another category first.',
  CATEGORY_NOT_EMPTY: 'The category still has subcategories; move or delete them first.',
  NOT_FOUND: 'The category does not exist.',
});

@ObjectType({ description: 'Result of deleteCategory.' })
export class DeleteCategoryPayload {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted category; null when nothing was deleted.' })
  deletedId: string | null;

  @Field(() => [DeleteCategoryError], { description: 'Why the category was not deleted; empty on success.' })
  errors: InstanceType<typeof DeleteCategoryError>[];
}

// ---------------------------------------------------------------- tags

@InputType({ description: 'A new tag.' })
export class CreateTagInput {
  @Field({ description: `Display name, 1–${MAX_NAME_LENGTH} characters.` })
  @MinLength(1)
  @MaxLength(MAX_NAME_LENGTH)
  @Matches(NOT_BLANK, { message: 'name must not be blank' })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: `URL segment (${SLUG_RULE}); derived from the name when omitted.`,
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug must be ${SLUG_RULE}` })
  slug?: string | null;
}

@InputType({ description: 'Changes to a tag; omitted fields stay as they are.' })
export class UpdateTagInput {
  @Field(() => ID, { description: 'The tag to change.' })
  id: string;

  @Field(() => String, { nullable: true, description: `New display name, 1–${MAX_NAME_LENGTH} characters.` })
  @IsOptional()
  @MinLength(1)
  @MaxLength(MAX_NAME_LENGTH)
  @Matches(NOT_BLANK, { message: 'name must not be blank' })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `New URL segment (${SLUG_RULE}). Renaming does not change the slug.`,
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug must be ${SLUG_RULE}` })
  slug?: string | null;
}

@InputType({ description: 'The tag to delete.' })
export class DeleteTagInput {
  @Field(() => ID, { description: 'The tag to delete.' })
  id: string;
}

export enum CreateTagErrorCode {
  DUPLICATE_NAME = 'DUPLICATE_NAME',
  DUPLICATE_SLUG = 'DUPLICATE_SLUG',
  INVALID_SLUG = 'INVALID_SLUG',
}
export const CreateTagError = payloadError('CreateTag', CreateTagErrorCode, {
  DUPLICATE_NAME: 'Another tag has this name already.',
  DUPLICATE_SLUG: 'Another tag has the slug already.',
  INVALID_SLUG: 'No slug was given and none can be derived from the name (no ASCII letters or digits).',
});

@ObjectType({ description: 'Result of createTag.' })
export class CreateTagPayload {
  @Field(() => Tag, { nullable: true, description: 'The new tag; null when it was not created.' })
  tag: Tag | null;

  @Field(() => [CreateTagError], { description: 'Why the tag was not created; empty on success.' })
  errors: InstanceType<typeof CreateTagError>[];
}

export enum UpdateTagErrorCode {
  DUPLICATE_NAME = 'DUPLICATE_NAME',
  DUPLICATE_SLUG = 'DUPLICATE_SLUG',
  NOT_FOUND = 'NOT_FOUND',
}
export const UpdateTagError = payloadError('UpdateTag', UpdateTagErrorCode, {
  DUPLICATE_NAME: 'Another tag has this name already.',
  DUPLICATE_SLUG: 'Another tag has the slug already.',
  NOT_FOUND: 'The tag does not exist.',
});

@ObjectType({ description: 'Result of updateTag.' })
export class UpdateTagPayload {
  @Field(() => Tag, { nullable: true, description: 'The changed tag; null when nothing changed.' })
  tag: Tag | null;

  @Field(() => [UpdateTagError], { description: 'Why the tag was not changed; empty on success.' })
  errors: InstanceType<typeof UpdateTagError>[];
}

export enum DeleteTagErrorCode {
  NOT_FOUND = 'NOT_FOUND',
}
export const DeleteTagError = payloadError('DeleteTag', DeleteTagErrorCode, {
  NOT_FOUND: 'The tag does not exist.',
});

@ObjectType({ description: 'Result of deleteTag.' })
export class DeleteTagPayload {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted tag; null when nothing was deleted.' })
  deletedId: string | null;

  @Field(() => [DeleteTagError], { description: 'Why the tag was not deleted; empty on success.' })
  errors: InstanceType<typeof DeleteTagError>[];
}

// ---------------------------------------------------------------- platforms

@InputType({ description: 'A new platform.' })
export class CreatePlatformInput {
  @Field({ description: `Display name, 1–${MAX_NAME_LENGTH} characters.` })
  @MinLength(1)
  @MaxLength(MAX_NAME_LENGTH)
  @Matches(NOT_BLANK, { message: 'name must not be blank' })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: `URL segment (${SLUG_RULE}); derived from the name when omitted.`,
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug must be ${SLUG_RULE}` })
  slug?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `An icon key or SVG path data, at most ${MAX_ICON_LENGTH} characters; empty when omitted.`,
  })
  @IsOptional()
  @MaxLength(MAX_ICON_LENGTH)
  icon?: string | null;

  @Field(() => Int, { nullable: true, description: 'Display order, ≥ 0; after the last platform when omitted.' })
  @IsOptional()
  @Min(0)
  position?: number | null;
}

@InputType({ description: 'Changes to a platform; omitted fields stay as they are.' })
export class UpdatePlatformInput {
  @Field(() => ID, { description: 'The platform to change.' })
  id: string;

  @Field(() => String, { nullable: true, description: `New display name, 1–${MAX_NAME_LENGTH} characters.` })
  @IsOptional()
  @MinLength(1)
  @MaxLength(MAX_NAME_LENGTH)
  @Matches(NOT_BLANK, { message: 'name must not be blank' })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `New URL segment (${SLUG_RULE}). Renaming does not change the slug.`,
  })
  @IsOptional()
  @Matches(SLUG_PATTERN, { message: `slug must be ${SLUG_RULE}` })
  slug?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `New icon key or SVG path data, at most ${MAX_ICON_LENGTH} characters.`,
  })
  @IsOptional()
  @MaxLength(MAX_ICON_LENGTH)
  icon?: string | null;

  @Field(() => Int, { nullable: true, description: 'New display order, ≥ 0.' })
  @IsOptional()
  @Min(0)
  position?: number | null;
}

@InputType({ description: 'The platform to delete.' })
export class DeletePlatformInput {
  @Field(() => ID, { description: 'The platform to delete.' })
  id: string;
}

export enum CreatePlatformErrorCode {
  DUPLICATE_NAME = 'DUPLICATE_NAME',
  DUPLICATE_SLUG = 'DUPLICATE_SLUG',
  INVALID_SLUG = 'INVALID_SLUG',
}
export const CreatePlatformError = payloadError('CreatePlatform', CreatePlatformErrorCode, {
  DUPLICATE_NAME: 'Another platform has this name already.',
  DUPLICATE_SLUG: 'Another platform has the slug already.',
  INVALID_SLUG: 'No slug was given and none can be derived from the name (no ASCII letters or digits).',
});

@ObjectType({ description: 'Result of createPlatform.' })
export class CreatePlatformPayload {
  @Field(() => Platform, { nullable: true, description: 'The new platform; null when it was not created.' })
  platform: Platform | null;

  @Field(() => [CreatePlatformError], { description: 'Why the platform was not created; empty on success.' })
  errors: InstanceType<typeof CreatePlatformError>[];
}

export enum UpdatePlatformErrorCode {
  DUPLICATE_NAME = 'DUPLICATE_NAME',
  DUPLICATE_SLUG = 'DUPLICATE_SLUG',
  NOT_FOUND = 'NOT_FOUND',
}
export const UpdatePlatformError = payloadError('UpdatePlatform', UpdatePlatformErrorCode, {
  DUPLICATE_NAME: 'Another platform has this name already.',
  DUPLICATE_SLUG: 'Another platform has the slug already.',
  NOT_FOUND: 'The platform does not exist.',
});

@ObjectType({ description: 'Result of updatePlatform.' })
export class UpdatePlatformPayload {
  @Field(() => Platform, { nullable: true, description: 'The changed platform; null when nothing changed.' })
  platform: Platform | null;

  @Field(() => [UpdatePlatformError], { description: 'Why the platform was not changed; empty on success.' })
  errors: InstanceType<typeof UpdatePlatformError>[];
}

export enum DeletePlatformErrorCode {
  NOT_FOUND = 'NOT_FOUND',
}
export const DeletePlatformError = payloadError('DeletePlatform', DeletePlatformErrorCode, {
  NOT_FOUND: 'The platform does not exist.',
});

@ObjectType({ description: 'Result of deletePlatform.' })
export class DeletePlatformPayload {
  @Field(() => ID, { nullable: true, description: 'Id of the deleted platform; null when nothing was deleted.' })
  deletedId: string | null;

  @Field(() => [DeletePlatformError], { description: 'Why the platform was not deleted; empty on success.' })
  errors: InstanceType<typeof DeletePlatformError>[];
}

/** The GraphQL face of CapCut tips: the public `Tip`, its steps, the list filter, and the admin inputs and payloads. */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { Connection } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import {
  MAX_CAPCUT_VERSION_LENGTH,
  MAX_IMAGE_ALT_LENGTH,
  MAX_STEP_BODY_LENGTH,
  MAX_STEP_TITLE_LENGTH,
  MAX_TIP_BODY_LENGTH,
  MAX_TIP_MEDIA,
  MAX_TIP_SLUG_LENGTH,
  MAX_TIP_STEPS,
  MAX_TIP_SUMMARY_LENGTH,
  MAX_TIP_TAG_LENGTH,
  MAX_TIP_TAGS,
  MAX_TIP_TITLE_LENGTH,
  type TipEntity,
} from './tip.entity.js';

export enum TipDifficulty {
  BEGINNER = 'BEGINNER',
  INTERMEDIATE = 'INTERMEDIATE',
  ADVANCED = 'ADVANCED',
}
registerEnumType(TipDifficulty, {
  name: 'TipDifficulty',
  description: 'How much CapCut a tip assumes.',
  valuesConfig: {
    BEGINNER: { description: 'New to CapCut: every tap is spelled out.' },
    INTERMEDIATE: { description: 'Knows the timeline and the main tools.' },
    ADVANCED: { description: 'Comfortable with overlays, keyframes and layers.' },
  },
});

export enum TipDevice {
  MOBILE = 'MOBILE',
  DESKTOP = 'DESKTOP',
  BOTH = 'BOTH',
}
registerEnumType(TipDevice, {
  name: 'TipDevice',
  description: 'Which CapCut the steps are written for: the phone app, the desktop app, or both.',
  valuesConfig: {
    MOBILE: { description: 'CapCut for iOS and Android.' },
    DESKTOP: { description: 'CapCut for Windows and macOS.' },
    BOTH: { description: 'The steps work in both.' },
  },
});

export enum TipAccess {
  FREE = 'FREE',
  MEMBERS = 'MEMBERS',
}
registerEnumType(TipAccess, {
  name: 'TipAccess',
  description: 'Who may read a tip in full.',
  valuesConfig: {
    FREE: { description: 'Everyone.' },
    MEMBERS: { description: 'Signed-in members; anonymous readers get the opening and a sign-up prompt.' },
  },
});

export enum TipStatus {
  DRAFT = 'DRAFT',
  PUBLISHED = 'PUBLISHED',
}
registerEnumType(TipStatus, {
  name: 'TipStatus',
  description: 'Only PUBLISHED tips are visible outside the admin area.',
  valuesConfig: {
    DRAFT: { description: 'Being written; only admins see it.' },
    PUBLISHED: { description: 'Visible to readers.' },
  },
});

@ObjectType({ description: 'One numbered step of a tip.' })
export class TipStep {
  @Field(() => Int, { description: 'Its number, from 1.' })
  number: number;

  @Field({ description: 'What the step does, in a few words.' })
  title: string;

  @Field({ description: 'The step’s text as sanitised HTML (rendered from Markdown).' })
  bodyHtml: string;

  @Field(() => String, { nullable: true, description: 'URL of the step’s picture; null when none.' })
  imageUrl: string | null;

  @Field({ description: 'Text alternative of the picture; empty when there is none.' })
  imageAlt: string;

  @Auth(Role.ADMIN)
  @Field({ description: 'The step’s Markdown source (for the editor).' })
  body: string;

  @Auth(Role.ADMIN)
  @Field(() => String, { nullable: true, description: 'Storage path of the picture (for the editor).' })
  imagePath: string | null;
}

@ObjectType({
  description:
    'A CapCut editing tip. Members-only tips read by anonymous visitors are `locked`: the server sends only their opening, no steps.',
})
export class Tip {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id: string;

  @Field({ description: 'URL segment, unique among tips.' })
  slug: string;

  @Field({ description: 'Title.' })
  title: string;

  @Field({ description: 'One or two sentences on what the tip teaches.' })
  summary: string;

  @Field(() => String, { nullable: true, description: 'URL of the cover picture; null when none.' })
  coverUrl: string | null;

  @Field({ description: 'Text alternative of the cover.' })
  coverAlt: string;

  @Field(() => TipDifficulty, { description: 'How much CapCut it assumes.' })
  difficulty: TipDifficulty;

  @Field(() => TipDevice, { description: 'Which CapCut the steps are for.' })
  device: TipDevice;

  @Field({ description: 'The CapCut version the steps were checked with, e.g. "Mobile 13 / Desktop 5"; may be empty.' })
  capcutVersion: string;

  @Field(() => [String], { description: 'Tags, lowercase.' })
  tags: string[];

  @Field(() => TipAccess, { description: 'Who may read it in full.' })
  access: TipAccess;

  @Field(() => TipStatus, { description: 'DRAFT or PUBLISHED (outside the admin area always PUBLISHED).' })
  status: TipStatus;

  @Field({
    description: 'True when this reader gets only the opening (a members-only tip, read without signing in).',
  })
  locked: boolean;

  @Field({
    description:
      'The body as sanitised HTML (rendered from Markdown; raw HTML in the source is shown as text). When `locked`, only the opening.',
  })
  bodyHtml: string;

  @Field(() => [TipStep], { description: 'The numbered steps, in order; empty when `locked`.' })
  steps: TipStep[];

  @Field(() => Int, { description: 'How many steps the tip has (also when `locked`).' })
  stepCount: number;

  @Field(() => Int, { description: 'Minutes to read the whole tip, at 200 words a minute.' })
  readingMinutes: number;

  @Field(() => Date, { nullable: true, description: 'When it was first published; null for a draft.' })
  publishedAt: Date | null;

  @Field({ description: 'When it was last changed.' })
  updatedAt: Date;

  @Auth(Role.ADMIN)
  @Field({ description: 'The body’s Markdown source (for the editor).' })
  body: string;

  @Auth(Role.ADMIN)
  @Field(() => String, { nullable: true, description: 'Storage path of the cover (for the editor).' })
  coverPath: string | null;

  @Auth(Role.ADMIN)
  @Field(() => [ID], { description: 'Ids of the linked catalogue items, in order, published or not (for the editor).' })
  mediaIds: string[];

  /** The row, for the field resolvers (linked media). */
  row: TipEntity;
}

export const TipConnection = Connection(Tip, 'Tip');

@ObjectType({ description: 'A tag and how many published tips carry it.' })
export class TipTagCount {
  @Field({ description: 'The tag.' })
  tag: string;

  @Field(() => Int, { description: 'Published tips with this tag.' })
  count: number;
}

@InputType({ description: 'Which tips to list.' })
export class TipFilter {
  @Field(() => String, {
    nullable: true,
    description:
      'Words to find in the title, summary, body, steps or tags (all of them, any order; at most 100 characters).',
  })
  query?: string | null;

  @Field(() => String, { nullable: true, description: 'Only tips with this tag.' })
  tag?: string | null;

  @Field(() => TipDifficulty, { nullable: true, description: 'Only tips of this difficulty.' })
  difficulty?: TipDifficulty | null;

  @Field(() => TipDevice, {
    nullable: true,
    description: 'Only tips for this CapCut (MOBILE also lists tips for BOTH, and DESKTOP likewise).',
  })
  device?: TipDevice | null;
}

// ---------------------------------------------------------------- admin

@InputType({ description: 'One numbered step.' })
export class TipStepInput {
  @Field({ description: `What the step does, 1–${MAX_STEP_TITLE_LENGTH} characters.` })
  title: string;

  @Field({ description: `The step’s Markdown, at most ${MAX_STEP_BODY_LENGTH} characters.` })
  body: string;

  @Field(() => String, {
    nullable: true,
    description: 'Storage path of a picture uploaded through POST /api/tips/images; null for none.',
  })
  imagePath?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Text alternative of the picture, at most ${MAX_IMAGE_ALT_LENGTH} characters.`,
  })
  imageAlt?: string | null;
}

@InputType({ description: 'A tip’s content. Every field is required: the editor sends the whole tip.' })
export class TipContentInput {
  @Field({ description: `Title, 1–${MAX_TIP_TITLE_LENGTH} characters.` })
  title: string;

  @Field(() => String, {
    nullable: true,
    description: `URL segment (lowercase letters, digits and single hyphens, at most ${MAX_TIP_SLUG_LENGTH} characters), unique; derived from the title when omitted.`,
  })
  slug?: string | null;

  @Field({ description: `Summary, 1–${MAX_TIP_SUMMARY_LENGTH} characters.` })
  summary: string;

  @Field({ description: `Body Markdown, at most ${MAX_TIP_BODY_LENGTH} characters.` })
  body: string;

  @Field(() => [TipStepInput], { description: `The numbered steps, in order (at most ${MAX_TIP_STEPS}).` })
  steps: TipStepInput[];

  @Field(() => String, {
    nullable: true,
    description: 'Storage path of the cover (POST /api/tips/images); null for none.',
  })
  coverPath?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Text alternative of the cover, at most ${MAX_IMAGE_ALT_LENGTH} characters.`,
  })
  coverAlt?: string | null;

  @Field(() => TipDifficulty, { description: 'How much CapCut it assumes.' })
  difficulty: TipDifficulty;

  @Field(() => TipDevice, { description: 'Which CapCut the steps are for.' })
  device: TipDevice;

  @Field({
    description: `CapCut version the steps were checked with, at most ${MAX_CAPCUT_VERSION_LENGTH} characters; may be empty.`,
  })
  capcutVersion: string;

  @Field(() => [String], {
    description: `Tags (at most ${MAX_TIP_TAGS}, each 1–${MAX_TIP_TAG_LENGTH} characters; stored lowercase, duplicates dropped).`,
  })
  tags: string[];

  @Field(() => TipAccess, { description: 'Who may read it in full.' })
  access: TipAccess;

  @Field(() => [ID], { description: `Linked catalogue items, in order (at most ${MAX_TIP_MEDIA}).` })
  mediaIds: string[];
}

@InputType({ description: 'A new tip (a DRAFT until published).' })
export class CreateTipInput {
  @Field(() => TipContentInput, { description: 'Its content.' })
  content: TipContentInput;
}

@InputType({ description: 'New content for a tip.' })
export class UpdateTipInput {
  @Field(() => ID, { description: 'The tip.' })
  id: string;

  @Field(() => TipContentInput, { description: 'Its whole content.' })
  content: TipContentInput;
}

@InputType({ description: 'Publish or unpublish a tip.' })
export class SetTipStatusInput {
  @Field(() => ID, { description: 'The tip.' })
  id: string;

  @Field(() => TipStatus, { description: 'PUBLISHED shows it to readers; DRAFT takes it back.' })
  status: TipStatus;
}

@InputType({ description: 'Which tip to delete.' })
export class DeleteTipInput {
  @Field(() => ID, { description: 'The tip.' })
  id: string;
}

export enum TipErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  INVALID_TITLE = 'INVALID_TITLE',
  INVALID_SLUG = 'INVALID_SLUG',
  SLUG_TAKEN = 'SLUG_TAKEN',
  INVALID_SUMMARY = 'INVALID_SUMMARY',
  BODY_TOO_LONG = 'BODY_TOO_LONG',
  INVALID_STEP = 'INVALID_STEP',
  TOO_MANY_STEPS = 'TOO_MANY_STEPS',
  INVALID_IMAGE = 'INVALID_IMAGE',
  INVALID_TAGS = 'INVALID_TAGS',
  INVALID_CAPCUT_VERSION = 'INVALID_CAPCUT_VERSION',
  INVALID_MEDIA = 'INVALID_MEDIA',
  NOT_PUBLISHABLE = 'NOT_PUBLISHABLE',
}

export const TipError = payloadError('Tip', TipErrorCode, {
  NOT_FOUND: 'No tip has this id.',
  INVALID_TITLE: 'The title is blank or too long.',
  INVALID_SLUG: 'The slug is not lowercase letters, digits and single hyphens, or is too long.',
  SLUG_TAKEN: 'Another tip has this slug.',
  INVALID_SUMMARY: 'The summary is blank or too long.',
  BODY_TOO_LONG: 'The body is too long.',
  INVALID_STEP: 'A step has a blank or too long title, or a too long text or picture description.',
  TOO_MANY_STEPS: 'The tip has too many steps.',
  INVALID_IMAGE: 'A picture path is not one uploaded for tips.',
  INVALID_TAGS: 'Too many tags, or a blank or too long one.',
  INVALID_CAPCUT_VERSION: 'The CapCut version is too long.',
  INVALID_MEDIA: 'Too many linked items, an id twice, or an id that names no catalogue item.',
  NOT_PUBLISHABLE: 'A tip needs a body or at least one step to be published.',
});

@ObjectType({ description: 'Result of a tip mutation.' })
export class TipPayload {
  @Field(() => Tip, { nullable: true, description: 'The tip as it is now; null on failure (or after deleting).' })
  tip: Tip | null;

  @Field(() => [TipError], { description: 'Expected failures; empty on success.' })
  errors: InstanceType<typeof TipError>[];
}

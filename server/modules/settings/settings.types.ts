import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { payloadError } from '../../graphql/payload.js';
import { MAX_LIMIT_MIB } from './settings-schema.js';

export enum ReviewPolicy {
  SELF_PUBLISH = 'SELF_PUBLISH',
  SECOND_ADMIN = 'SECOND_ADMIN',
}
registerEnumType(ReviewPolicy, {
  name: 'ReviewPolicy',
  description: 'Who may approve an item waiting for review.',
  valuesConfig: {
    SELF_PUBLISH: { description: 'Any administrator, the uploader included.' },
    SECOND_ADMIN: { description: 'An administrator other than the one who uploaded it.' },
  },
});

@ObjectType({ description: 'Features an administrator can switch off for everyone.' })
export class FeatureSwitches {
  @Field({ description: 'The members’ file converter.' })
  fileConverter: boolean;

  @Field({ description: 'Video generation for administrators.' })
  videoGeneration: boolean;

  @Field({ description: 'The members’ request board (asking for assets and voting).' })
  requestBoard: boolean;
}

@ObjectType({ description: 'What every visitor’s app needs to know of the site settings. Public.' })
export class SiteSettings {
  @Field({ description: 'The site’s name.' })
  siteName: string;

  @Field({ description: 'A one-line description under the name; may be empty.' })
  tagline: string;

  @Field({ description: 'Where members write for help.' })
  supportEmail: string;

  @Field({ description: 'A notice shown at the top of every page; empty when there is none.' })
  maintenanceBanner: string;

  @Field(() => FeatureSwitches, { description: 'Which switchable features are on.' })
  features: FeatureSwitches;
}

@ObjectType({ description: 'Size limits that apply on top of the environment’s.' })
export class SettingsLimits {
  @Field(() => Int, {
    description: 'Largest upload in MiB; the environment’s per-kind limits (UPLOAD_MAX_*_BYTES) still cap it.',
  })
  maxUploadMib: number;

  @Field(() => Int, { description: 'Largest converter input in MiB; a plan’s own limit may be lower.' })
  converterMaxFileMib: number;
}

@ObjectType({ description: 'Every setting, for the settings form.' })
@Auth(Role.ADMIN)
export class AdminSettings extends SiteSettings {
  @Field({ description: 'The From of outgoing email ("Name <address>"); empty uses MAIL_FROM.' })
  mailSender: string;

  @Field(() => ReviewPolicy, { description: 'Who may approve an item waiting for review.' })
  reviewPolicy: ReviewPolicy;

  @Field(() => SettingsLimits, { description: 'Upload and converter limits.' })
  limits: SettingsLimits;

  @Field(() => Int, { description: 'Goes up with every save; send it back as `expectedVersion`. 0: never saved.' })
  version: number;

  @Field(() => Date, { nullable: true, description: 'When they were last saved; null: never (defaults).' })
  updatedAt: Date | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The user id of who saved them last (see their audit trail); null: never.',
  })
  updatedById: string | null;
}

@InputType({ description: 'Feature switches to change; omitted ones keep their value.' })
export class FeatureSwitchesInput {
  @Field({ nullable: true, description: 'The members’ file converter.' })
  fileConverter?: boolean;

  @Field({ nullable: true, description: 'Video generation.' })
  videoGeneration?: boolean;

  @Field({ nullable: true, description: 'The request board.' })
  requestBoard?: boolean;
}

@InputType({ description: 'Limits to change; omitted ones keep their value.' })
export class SettingsLimitsInput {
  @Field(() => Int, { nullable: true, description: `Largest upload in MiB, 1–${MAX_LIMIT_MIB}.` })
  maxUploadMib?: number;

  @Field(() => Int, { nullable: true, description: `Largest converter input in MiB, 1–${MAX_LIMIT_MIB}.` })
  converterMaxFileMib?: number;
}

@InputType({ description: 'Settings to change; omitted fields keep their value. Checked as a whole: all or nothing.' })
export class UpdateSettingsInput {
  @Field(() => Int, {
    description: 'The `version` the form was loaded with: a save over someone else’s newer one is refused.',
  })
  expectedVersion: number;

  @Field({ nullable: true, description: 'Site name, 1–60 characters.' })
  siteName?: string;

  @Field({ nullable: true, description: 'Tagline, at most 140 characters.' })
  tagline?: string;

  @Field({ nullable: true, description: 'Support email address.' })
  supportEmail?: string;

  @Field({ nullable: true, description: 'From of outgoing email, "Name <address>" or an address; empty: MAIL_FROM.' })
  mailSender?: string;

  @Field(() => ReviewPolicy, { nullable: true, description: 'Who may approve an item waiting for review.' })
  reviewPolicy?: ReviewPolicy;

  @Field({ nullable: true, description: 'Banner text, at most 280 characters; empty hides the banner.' })
  maintenanceBanner?: string;

  @Field(() => FeatureSwitchesInput, { nullable: true, description: 'Feature switches.' })
  features?: FeatureSwitchesInput;

  @Field(() => SettingsLimitsInput, { nullable: true, description: 'Limits.' })
  limits?: SettingsLimitsInput;
}

export enum UpdateSettingsErrorCode {
  INVALID_VALUE = 'INVALID_VALUE',
  STALE_VERSION = 'STALE_VERSION',
}
export const UpdateSettingsError = payloadError('UpdateSettings', UpdateSettingsErrorCode, {
  INVALID_VALUE: 'A value is out of range or malformed (see `field`).',
  STALE_VERSION: 'Someone saved the settings after this form was loaded: reload and try again.',
});

@ObjectType({ description: 'Result of updateSettings.' })
export class UpdateSettingsPayload {
  @Field(() => AdminSettings, { nullable: true, description: 'The settings now; null when nothing was saved.' })
  settings: AdminSettings | null;

  @Field(() => [UpdateSettingsError], { description: 'Why nothing was saved; empty on success.' })
  errors: InstanceType<typeof UpdateSettingsError>[];
}

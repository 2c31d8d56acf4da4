/**
 * GraphQL types of the profile: the fields a user edits about themselves.
 * The photo is uploaded over plain HTTP (POST /api/profile/photo), not here.
 */
import { ArrayMaxSize, IsOptional } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { payloadError } from '../../graphql/payload.js';
import { EmailCadence, NotificationEmailTopic, User } from './accounts.types.js';
import { EMAIL_TOPICS, MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH } from './profile-rules.js';

@InputType({ description: 'How one topic of notifications is to be emailed.' })
export class NotificationEmailSettingInput {
  @Field(() => NotificationEmailTopic, { description: 'The topic.' })
  topic: NotificationEmailTopic;

  @Field(() => EmailCadence, { description: 'When it is emailed.' })
  cadence: EmailCadence;
}

@InputType({ description: 'Notification switches to change; omitted ones keep their value.' })
export class NotificationPreferencesInput {
  @Field(() => Boolean, {
    nullable: true,
    description: 'News about Framestock features: true emails the BROADCASTS topic at once, false turns it off.',
  })
  @IsOptional()
  productUpdates?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Progress of the user’s asset requests.' })
  @IsOptional()
  requestUpdates?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'A receipt with the licence for each download.' })
  @IsOptional()
  downloadReceipts?: boolean | null;

  @Field(() => [NotificationEmailSettingInput], {
    nullable: true,
    description: 'Email cadences to change, at most one per topic; topics not listed keep theirs.',
  })
  @IsOptional()
  @ArrayMaxSize(EMAIL_TOPICS.length)
  email?: NotificationEmailSettingInput[] | null;
}

@InputType({ description: 'Profile fields to change; omitted (or null) fields keep their value.' })
export class UpdateProfileInput {
  @Field(() => String, {
    nullable: true,
    description: `Name to show; 1–${MAX_DISPLAY_NAME_LENGTH} characters after trimming, on one line.`,
  })
  @IsOptional()
  displayName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `About the user; at most ${MAX_BIO_LENGTH} characters after trimming; line breaks allowed. An empty string clears it.`,
  })
  @IsOptional()
  bio?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Agree (true) or no longer agree (false) to promotional email.',
  })
  @IsOptional()
  marketingOptIn?: boolean | null;

  @Field(() => NotificationPreferencesInput, { nullable: true, description: 'Notification switches to change.' })
  @IsOptional()
  notificationPreferences?: NotificationPreferencesInput | null;
}

export enum UpdateProfileErrorCode {
  INVALID_DISPLAY_NAME = 'INVALID_DISPLAY_NAME',
  BIO_TOO_LONG = 'BIO_TOO_LONG',
  INVALID_BIO = 'INVALID_BIO',
}
export const UpdateProfileError = payloadError('UpdateProfile', UpdateProfileErrorCode, {
  INVALID_DISPLAY_NAME: `The display name is empty, longer than ${MAX_DISPLAY_NAME_LENGTH} characters, or contains line breaks or control characters.`,
  BIO_TOO_LONG: `The bio is longer than ${MAX_BIO_LENGTH} characters.`,
  INVALID_BIO: 'The bio contains control characters (line breaks and tabs are fine).',
});

@ObjectType({ description: 'Result of updateProfile.' })
export class UpdateProfilePayload {
  @Field(() => User, { nullable: true, description: 'The profile as it is now; null when the input was refused.' })
  user: User | null;

  @Field(() => [UpdateProfileError], {
    description: 'Why nothing was changed (every problem of the input at once); empty on success.',
  })
  errors: InstanceType<typeof UpdateProfileError>[];
}

@ObjectType({ description: 'Result of removeProfilePhoto.' })
export class RemoveProfilePhotoPayload {
  @Field(() => User, { description: 'The profile as it is now, without a photo (removing none is not an error).' })
  user: User;
}

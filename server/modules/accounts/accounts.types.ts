import { IsOptional, Matches, MaxLength, MinLength } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { Connection } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { MAX_ACTION_TOKEN_LENGTH } from './action-tokens.js';
import { MAX_PASSWORD_LENGTH } from './password.js';
import { DEFAULT_EMAIL_CADENCE, DEFAULT_NOTIFICATION_PREFERENCES, MAX_BIO_LENGTH } from './profile-rules.js';

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** GraphQL names over the stored values of profile-rules.ts. */
export enum NotificationEmailTopic {
  REVIEWS = 'reviews',
  REQUESTS = 'requests',
  FOLLOWS = 'follows',
  BROADCASTS = 'broadcasts',
}
registerEnumType(NotificationEmailTopic, {
  name: 'NotificationEmailTopic',
  description: 'A topic of in-app notifications that can also be emailed.',
  valuesConfig: {
    REVIEWS: { description: 'Review outcomes of the items the user uploaded.' },
    REQUESTS: { description: 'Status changes of asset requests the user made or voted for.' },
    FOLLOWS: { description: 'New items in the categories and platforms the user follows.' },
    BROADCASTS: { description: 'Announcements from the Framestock team.' },
  },
});

export enum EmailCadence {
  IMMEDIATE = 'immediate',
  DAILY = 'daily',
  OFF = 'off',
}
registerEnumType(EmailCadence, {
  name: 'EmailCadence',
  description: 'When notifications of a topic are emailed.',
  valuesConfig: {
    IMMEDIATE: { description: 'One email per notification, as it happens.' },
    DAILY: { description: 'Gathered into one digest email a day.' },
    OFF: { description: 'Never emailed (still shown in the app).' },
  },
});

@ObjectType({ description: 'How one topic of notifications is emailed.' })
export class NotificationEmailSetting {
  @Field(() => NotificationEmailTopic, { description: 'The topic.' })
  topic: NotificationEmailTopic;

  @Field(() => EmailCadence, {
    description: `When it is emailed (defaults: ${Object.entries(DEFAULT_EMAIL_CADENCE)
      .map(([t, c]) => `${t} ${c}`)
      .join(', ')}).`,
  })
  cadence: EmailCadence;
}

@ObjectType({ description: 'Which optional emails the user receives. Security emails are always sent.' })
export class NotificationPreferences {
  @Field({
    description: `News about Framestock features: true when the BROADCASTS topic (the team’s announcements) is emailed at all (${onOff(DEFAULT_NOTIFICATION_PREFERENCES.productUpdates)} by default).`,
  })
  productUpdates: boolean;

  @Field({
    description: `Progress of the user’s asset requests (${onOff(DEFAULT_NOTIFICATION_PREFERENCES.requestUpdates)} by default).`,
  })
  requestUpdates: boolean;

  @Field({
    description: `A receipt with the licence for each download (${onOff(DEFAULT_NOTIFICATION_PREFERENCES.downloadReceipts)} by default).`,
  })
  downloadReceipts: boolean;

  @Field(() => [NotificationEmailSetting], {
    description: 'How each topic of in-app notifications is also emailed, one entry per topic.',
  })
  email: NotificationEmailSetting[];
}

/**
 * No @auth on the type: sign-up and sign-in return the user to a caller who has
 * no token yet. Every field that returns a User decides who may see it.
 */
@ObjectType({ description: 'A Framestock account, as seen by its owner or an administrator.' })
export class User {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id: string;

  @Field({ description: 'Email address used to sign in.' })
  email: string;

  @Field({ description: 'Name shown on the profile and in the admin console.' })
  displayName: string;

  @Field(() => Role, { description: 'MEMBER or ADMIN.' })
  role: Role;

  @Field({ description: 'True once the owner has confirmed the email address.' })
  emailVerified: boolean;

  @Field({ description: 'True when an administrator has disabled the account.' })
  disabled: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was disabled; null while enabled.' })
  @Auth(Role.ADMIN)
  disabledAt: Date | null;

  @Field({ description: 'What the administrator who disabled it wrote; empty when enabled or none given.' })
  @Auth(Role.ADMIN)
  disabledReason: string;

  @Field({
    description:
      'True when the account has a password; false for accounts that sign in only by email link or a social provider (reauthenticate then needs one of those).',
  })
  hasPassword: boolean;

  @Field({ description: 'When the account was created.' })
  createdAt: Date;

  @Field({
    description: `What the user wrote about themselves (at most ${MAX_BIO_LENGTH} characters); empty when nothing.`,
  })
  bio: string;

  @Field({ description: 'True when the user has agreed to promotional email.' })
  marketingOptIn: boolean;

  @Field(() => NotificationPreferences, { description: 'Which optional emails the user receives.' })
  notificationPreferences: NotificationPreferences;

  /** Object path of the avatar in the public bucket; the `photoUrl` field resolver turns it into a URL. */
  photoPath: string | null;
}

export const UserConnection = Connection(User, 'User');

export enum TokenDelivery {
  COOKIE = 'COOKIE',
  BODY = 'BODY',
}
registerEnumType(TokenDelivery, {
  name: 'TokenDelivery',
  description: 'Where the refresh token goes.',
  valuesConfig: {
    COOKIE: { description: 'An httpOnly cookie, out of reach of page scripts (web browsers).' },
    BODY: { description: 'The payload `refreshToken` field, for the mobile client to keep in secure storage.' },
  },
});

/** Fields shared by the payloads that start or renew a session (inherited; never emitted itself, nothing returns it). */
@ObjectType({ description: 'Session fields.' })
export abstract class SessionTokens {
  @Field(() => User, { nullable: true, description: 'The signed-in user; null when the mutation failed.' })
  user: User | null;

  @Field(() => String, {
    nullable: true,
    description: 'Bearer token for the Authorization header; valid for one hour.',
  })
  accessToken: string | null;

  @Field(() => Date, { nullable: true, description: 'When accessToken expires. Refresh five minutes before.' })
  accessTokenExpiresAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Single-use refresh token, present only with tokenDelivery BODY; it rotates on every refresh.',
  })
  refreshToken: string | null;
}

/** Longest `continuePath` accepted: a path on this site, with its query. */
export const MAX_CONTINUE_PATH_LENGTH = 512;

@InputType({ description: 'A new account.' })
export class SignUpInput {
  @Field({ description: 'Email address; at most 254 characters.' })
  @MaxLength(254)
  email: string;

  @Field({ description: `Password; at most ${MAX_PASSWORD_LENGTH} characters; must satisfy \`passwordPolicy\`.` })
  @MaxLength(MAX_PASSWORD_LENGTH)
  password: string;

  @Field(() => String, { nullable: true, description: 'Name to show; defaults to the part of the email before @.' })
  @IsOptional()
  @MinLength(1)
  @MaxLength(80)
  displayName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Where to continue once the account exists (e.g. back to a checkout): a path on this site, at most ${MAX_CONTINUE_PATH_LENGTH} characters. \`completeSignUp\` returns it.`,
  })
  @IsOptional()
  @MaxLength(MAX_CONTINUE_PATH_LENGTH)
  @Matches(/^\/(?![/\\])/, { message: 'continuePath must be a path on this site, starting with a single /.' })
  continuePath?: string | null;

  @Field(() => TokenDelivery, {
    defaultValue: TokenDelivery.COOKIE,
    description: 'Unused: sign-up no longer starts a session (`completeSignUp` does, and takes its own).',
  })
  tokenDelivery: TokenDelivery;
}

export enum SignUpErrorCode {
  EMAIL_ALREADY_IN_USE = 'EMAIL_ALREADY_IN_USE',
  INVALID_EMAIL = 'INVALID_EMAIL',
  WEAK_PASSWORD = 'WEAK_PASSWORD',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
}
export const SignUpError = payloadError(
  'SignUp',
  SignUpErrorCode,
  {
    EMAIL_ALREADY_IN_USE:
      'No longer answered: sign-up does not say whether an address has an account (its owner is emailed instead).',
    INVALID_EMAIL: 'The email address is not valid.',
    WEAK_PASSWORD: 'The password does not meet the password policy.',
    TOO_MANY_REQUESTS:
      'Too many sign-ups from this network or emails to this address; retry after `retryAfterSeconds`.',
  },
  { retryAfter: true },
);

const SIGN_UP_STARTS_NO_SESSION = 'Always null: sign-up no longer signs in; `completeSignUp` does.';

@ObjectType({
  description:
    'Result of signUp. Whether or not the address has an account, a valid sign-up answers the same: a link is on its way to `confirmationSentTo`.',
})
export class SignUpPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'The address an email was sent to: a link to finish creating the account (or, when it has one already, a note to its owner). Null when the payload has errors.',
  })
  confirmationSentTo: string | null;

  @Field(() => User, { nullable: true, description: 'Always null.', deprecationReason: SIGN_UP_STARTS_NO_SESSION })
  user: User | null;

  @Field(() => String, { nullable: true, description: 'Always null.', deprecationReason: SIGN_UP_STARTS_NO_SESSION })
  accessToken: string | null;

  @Field(() => Date, { nullable: true, description: 'Always null.', deprecationReason: SIGN_UP_STARTS_NO_SESSION })
  accessTokenExpiresAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Always null.', deprecationReason: SIGN_UP_STARTS_NO_SESSION })
  refreshToken: string | null;

  @Field(() => [SignUpError], { description: 'Why nothing was sent; empty on success.' })
  errors: InstanceType<typeof SignUpError>[];
}

@InputType({ description: 'The token from a sign-up confirmation link.' })
export class CompleteSignUpInput {
  @Field({ description: 'The `token` parameter of the link.' })
  @MaxLength(MAX_ACTION_TOKEN_LENGTH)
  token: string;

  @Field(() => TokenDelivery, { defaultValue: TokenDelivery.COOKIE, description: 'Where to put the refresh token.' })
  tokenDelivery: TokenDelivery;
}

export enum CompleteSignUpErrorCode {
  EXPIRED_OR_USED_LINK = 'EXPIRED_OR_USED_LINK',
  EMAIL_ALREADY_IN_USE = 'EMAIL_ALREADY_IN_USE',
}
export const CompleteSignUpError = payloadError('CompleteSignUp', CompleteSignUpErrorCode, {
  EXPIRED_OR_USED_LINK: 'The link is unknown, already used or expired (after 24 hours): sign up again.',
  EMAIL_ALREADY_IN_USE: 'The address got an account since the link was sent: sign in, or reset the password.',
});

@ObjectType({ description: 'Result of completeSignUp: the new account, signed in.' })
export class CompleteSignUpPayload extends SessionTokens {
  @Field(() => String, {
    nullable: true,
    description: 'The `continuePath` given at sign-up, if any: where the client goes next.',
  })
  continuePath: string | null;

  @Field(() => [CompleteSignUpError], { description: 'Why no account was created; empty on success.' })
  errors: InstanceType<typeof CompleteSignUpError>[];
}

@InputType({ description: 'Email and password sign-in.' })
export class SignInInput {
  @Field({ description: 'Email address.' })
  @MaxLength(254)
  email: string;

  @Field({ description: 'Password.' })
  @MaxLength(MAX_PASSWORD_LENGTH)
  password: string;

  @Field(() => TokenDelivery, { defaultValue: TokenDelivery.COOKIE, description: 'Where to put the refresh token.' })
  tokenDelivery: TokenDelivery;
}

export enum SignInErrorCode {
  INVALID_CREDENTIAL = 'INVALID_CREDENTIAL',
  USER_DISABLED = 'USER_DISABLED',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
}
export const SignInError = payloadError(
  'SignIn',
  SignInErrorCode,
  {
    INVALID_CREDENTIAL: 'The email or password is wrong (deliberately not saying which).',
    USER_DISABLED: 'The account has been disabled by an administrator.',
    TOO_MANY_REQUESTS:
      'Too many failed attempts for this account or from this network; retry after `retryAfterSeconds`.',
  },
  { retryAfter: true },
);

@ObjectType({ description: 'Result of signIn.' })
export class SignInPayload extends SessionTokens {
  @Field(() => [SignInError], { description: 'Why sign-in failed; empty on success.' })
  errors: InstanceType<typeof SignInError>[];
}

@InputType({ description: 'Exchange a refresh token for a new access token (and a new refresh token).' })
export class RefreshSessionInput {
  @Field(() => String, {
    nullable: true,
    description: 'The refresh token (mobile). Omit it on the web: the httpOnly cookie is used.',
  })
  @IsOptional()
  @MaxLength(256)
  refreshToken?: string | null;

  @Field(() => TokenDelivery, {
    defaultValue: TokenDelivery.COOKIE,
    description: 'Where to put the new refresh token.',
  })
  tokenDelivery: TokenDelivery;
}

export enum RefreshSessionErrorCode {
  USER_TOKEN_EXPIRED = 'USER_TOKEN_EXPIRED',
  USER_DISABLED = 'USER_DISABLED',
}
export const RefreshSessionError = payloadError('RefreshSession', RefreshSessionErrorCode, {
  USER_TOKEN_EXPIRED: 'The refresh token is missing, expired, revoked or already used: sign in again.',
  USER_DISABLED: 'The account has been disabled by an administrator.',
});

@ObjectType({ description: 'Result of refreshSession.' })
export class RefreshSessionPayload extends SessionTokens {
  @Field(() => [RefreshSessionError], { description: 'Why no new token was issued; empty on success.' })
  errors: InstanceType<typeof RefreshSessionError>[];
}

@InputType({ description: 'End the current session.' })
export class SignOutInput {
  @Field(() => String, {
    nullable: true,
    description: 'The refresh token (mobile). The web client relies on its cookie.',
  })
  @IsOptional()
  @MaxLength(256)
  refreshToken?: string | null;
}

@ObjectType({ description: 'Result of signOut.' })
export class SignOutPayload {
  @Field({ description: 'True when a session was found and ended; signing out twice is harmless.' })
  signedOut: boolean;
}

@InputType({ description: 'Filters for the admin user list.' })
export class UsersFilter {
  @Field(() => String, { nullable: true, description: 'Part of an email address or display name.' })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => Role, { nullable: true, description: 'Only users with this role.' })
  @IsOptional()
  role?: Role | null;
}

/**
 * GraphQL types of the account-security features: the password policy,
 * email links (sign-in, verification, reset, email change), recent sign-in,
 * password and email changes, account deletion, the session list, and
 * disabling accounts.
 */
import { IsOptional, IsUUID, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { SessionTokens, TokenDelivery, User } from './accounts.types.js';
import { MAX_ACTION_TOKEN_LENGTH } from './action-tokens.js';
import { MAX_PASSWORD_LENGTH } from './password.js';
import { COMMON_PASSWORDS_REFUSED } from './password-policy.js';
import { MAX_DISABLED_REASON_LENGTH } from './user.entity.js';

const MAX_EMAIL_LENGTH = 254;

// ---------------------------------------------------------------- password policy

@ObjectType({
  description:
    'The rules every new password must meet (sign-up, reset, change). There are no composition rules (no required digits or symbols).',
})
export class PasswordPolicy {
  @Field(() => Int, { description: 'Fewest characters (Unicode code points) accepted; 6–64, 8 unless configured.' })
  minLength: number;

  @Field(() => Int, { description: 'Most characters accepted.' })
  maxLength: number;

  @Field(() => Int, {
    description: `How many of the most common passwords are refused (${COMMON_PASSWORDS_REFUSED}), compared case-insensitively.`,
  })
  commonPasswordsRefused: number;

  @Field({ description: 'True: the account’s email address, or the part before the @, is refused as its password.' })
  refusesEmail: boolean;
}

// ---------------------------------------------------------------- shared error descriptions

const EXPIRED_OR_USED_LINK = 'The link is unknown, already used or expired: ask for a new one.';
const TOO_MANY_REQUESTS = 'Too many requests for this address or from this network; retry after `retryAfterSeconds`.';
const INVALID_EMAIL = 'The email address is not valid.';
const WEAK_PASSWORD = 'The password does not meet `passwordPolicy`; the message says which rule.';
const REQUIRES_RECENT_LOGIN =
  'The session last presented credentials more than 5 minutes ago: call `reauthenticate` (or sign in again), then retry.';
const USER_DISABLED = 'The account has been disabled by an administrator.';

// ---------------------------------------------------------------- password reset

@InputType({ description: 'Where to send a password-reset link.' })
export class RequestPasswordResetInput {
  @Field({ description: 'The account’s email address; at most 254 characters.' })
  @MaxLength(MAX_EMAIL_LENGTH)
  email: string;
}

export enum RequestPasswordResetErrorCode {
  INVALID_EMAIL = 'INVALID_EMAIL',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
}
export const RequestPasswordResetError = payloadError(
  'RequestPasswordReset',
  RequestPasswordResetErrorCode,
  { INVALID_EMAIL, TOO_MANY_REQUESTS },
  { retryAfter: true },
);

@ObjectType({ description: 'Result of requestPasswordReset.' })
export class RequestPasswordResetPayload {
  @Field(() => [RequestPasswordResetError], {
    description:
      'Why nothing was sent; empty otherwise — also when no account has this address, which is deliberately not revealed.',
  })
  errors: InstanceType<typeof RequestPasswordResetError>[];
}

@InputType({ description: 'A new password, with the token from the reset link.' })
export class ResetPasswordInput {
  @Field({ description: 'The `token` parameter of the link.' })
  @MaxLength(MAX_ACTION_TOKEN_LENGTH)
  token: string;

  @Field({
    description: `The new password; at most ${MAX_PASSWORD_LENGTH} characters; must satisfy \`passwordPolicy\`.`,
  })
  @MaxLength(MAX_PASSWORD_LENGTH)
  newPassword: string;
}

export enum ResetPasswordErrorCode {
  EXPIRED_OR_USED_LINK = 'EXPIRED_OR_USED_LINK',
  WEAK_PASSWORD = 'WEAK_PASSWORD',
  USER_DISABLED = 'USER_DISABLED',
}
export const ResetPasswordError = payloadError('ResetPassword', ResetPasswordErrorCode, {
  EXPIRED_OR_USED_LINK,
  WEAK_PASSWORD,
  USER_DISABLED,
});

@ObjectType({ description: 'Result of resetPassword.' })
export class ResetPasswordPayload {
  @Field(() => String, {
    nullable: true,
    description: 'The account’s email address, to prefill the sign-in form; null when the reset failed.',
  })
  email: string | null;

  @Field(() => [ResetPasswordError], {
    description: 'Why the password was not changed (the link then stays usable); empty on success.',
  })
  errors: InstanceType<typeof ResetPasswordError>[];
}

// ---------------------------------------------------------------- email-link sign-in

@InputType({ description: 'Where to send a sign-in link.' })
export class RequestEmailLinkInput {
  @Field({ description: 'The account’s email address; at most 254 characters.' })
  @MaxLength(MAX_EMAIL_LENGTH)
  email: string;

  @Field(() => String, {
    nullable: true,
    description:
      'A path on this site to open once signed in (the sign-in page’s redirect), carried in the link as `continue`; at most 2048 characters. Anything but a path on this site is left out of the link.',
  })
  @IsOptional()
  @MaxLength(2048)
  continueTo?: string | null;
}

export enum RequestEmailLinkErrorCode {
  INVALID_EMAIL = 'INVALID_EMAIL',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
}
export const RequestEmailLinkError = payloadError(
  'RequestEmailLink',
  RequestEmailLinkErrorCode,
  { INVALID_EMAIL, TOO_MANY_REQUESTS },
  { retryAfter: true },
);

@ObjectType({ description: 'Result of requestEmailLink.' })
export class RequestEmailLinkPayload {
  @Field(() => [RequestEmailLinkError], {
    description:
      'Why nothing was sent; empty otherwise — also when no account has this address, which is deliberately not revealed.',
  })
  errors: InstanceType<typeof RequestEmailLinkError>[];
}

@InputType({ description: 'The token from a sign-in link.' })
export class SignInWithEmailLinkInput {
  @Field({ description: 'The `token` parameter of the link.' })
  @MaxLength(MAX_ACTION_TOKEN_LENGTH)
  token: string;

  @Field(() => TokenDelivery, { defaultValue: TokenDelivery.COOKIE, description: 'Where to put the refresh token.' })
  tokenDelivery: TokenDelivery;
}

export enum SignInWithEmailLinkErrorCode {
  EXPIRED_OR_USED_LINK = 'EXPIRED_OR_USED_LINK',
  USER_DISABLED = 'USER_DISABLED',
}
export const SignInWithEmailLinkError = payloadError('SignInWithEmailLink', SignInWithEmailLinkErrorCode, {
  EXPIRED_OR_USED_LINK,
  USER_DISABLED,
});

@ObjectType({ description: 'Result of signInWithEmailLink.' })
export class SignInWithEmailLinkPayload extends SessionTokens {
  @Field(() => [SignInWithEmailLinkError], { description: 'Why sign-in failed; empty on success.' })
  errors: InstanceType<typeof SignInWithEmailLinkError>[];
}

// ---------------------------------------------------------------- email verification

export enum SendVerificationEmailErrorCode {
  ALREADY_VERIFIED = 'ALREADY_VERIFIED',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
}
export const SendVerificationEmailError = payloadError(
  'SendVerificationEmail',
  SendVerificationEmailErrorCode,
  { ALREADY_VERIFIED: 'The address is verified already.', TOO_MANY_REQUESTS },
  { retryAfter: true },
);

@ObjectType({ description: 'Result of sendVerificationEmail.' })
export class SendVerificationEmailPayload {
  @Field(() => [SendVerificationEmailError], {
    description: 'Why nothing was sent; empty when the email is on its way.',
  })
  errors: InstanceType<typeof SendVerificationEmailError>[];
}

@InputType({ description: 'The token from a verification link.' })
export class VerifyEmailInput {
  @Field({ description: 'The `token` parameter of the link.' })
  @MaxLength(MAX_ACTION_TOKEN_LENGTH)
  token: string;
}

export enum VerifyEmailErrorCode {
  EXPIRED_OR_USED_LINK = 'EXPIRED_OR_USED_LINK',
}
export const VerifyEmailError = payloadError('VerifyEmail', VerifyEmailErrorCode, { EXPIRED_OR_USED_LINK });

@ObjectType({ description: 'Result of verifyEmail.' })
export class VerifyEmailPayload {
  @Field(() => User, { nullable: true, description: 'The account, now verified; null when verification failed.' })
  user: User | null;

  @Field(() => [VerifyEmailError], { description: 'Why the address was not verified; empty on success.' })
  errors: InstanceType<typeof VerifyEmailError>[];
}

// ---------------------------------------------------------------- recent sign-in

@InputType({ description: 'The password again, to prove the person at the keyboard still holds it.' })
export class ReauthenticateInput {
  @Field({ description: 'The account’s current password.' })
  @MaxLength(MAX_PASSWORD_LENGTH)
  password: string;
}

export enum ReauthenticateErrorCode {
  INVALID_CREDENTIAL = 'INVALID_CREDENTIAL',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
}
export const ReauthenticateError = payloadError(
  'Reauthenticate',
  ReauthenticateErrorCode,
  {
    INVALID_CREDENTIAL: 'The password is wrong (or the account has none: use an email link or the provider).',
    TOO_MANY_REQUESTS:
      'Too many failed attempts for this account or from this network; retry after `retryAfterSeconds`.',
  },
  { retryAfter: true },
);

@ObjectType({ description: 'Result of reauthenticate.' })
export class ReauthenticatePayload {
  @Field(() => Date, {
    nullable: true,
    description: 'When this session last presented credentials (now); sensitive changes are open for 5 minutes.',
  })
  authenticatedAt: Date | null;

  @Field(() => [ReauthenticateError], { description: 'Why the password was refused; empty on success.' })
  errors: InstanceType<typeof ReauthenticateError>[];
}

// ---------------------------------------------------------------- password and email changes

@InputType({ description: 'A new password for the signed-in account.' })
export class ChangePasswordInput {
  @Field({
    description: `The new password; at most ${MAX_PASSWORD_LENGTH} characters; must satisfy \`passwordPolicy\`.`,
  })
  @MaxLength(MAX_PASSWORD_LENGTH)
  newPassword: string;
}

export enum ChangePasswordErrorCode {
  REQUIRES_RECENT_LOGIN = 'REQUIRES_RECENT_LOGIN',
  WEAK_PASSWORD = 'WEAK_PASSWORD',
}
export const ChangePasswordError = payloadError('ChangePassword', ChangePasswordErrorCode, {
  REQUIRES_RECENT_LOGIN,
  WEAK_PASSWORD,
});

@ObjectType({ description: 'Result of changePassword.' })
export class ChangePasswordPayload {
  @Field(() => User, { nullable: true, description: 'The account; null when the password was not changed.' })
  user: User | null;

  @Field(() => [ChangePasswordError], { description: 'Why the password was not changed; empty on success.' })
  errors: InstanceType<typeof ChangePasswordError>[];
}

@InputType({ description: 'A new email address for the signed-in account.' })
export class ChangeEmailInput {
  @Field({ description: 'The new address; at most 254 characters. It takes effect once confirmed from that mailbox.' })
  @MaxLength(MAX_EMAIL_LENGTH)
  newEmail: string;
}

export enum ChangeEmailErrorCode {
  REQUIRES_RECENT_LOGIN = 'REQUIRES_RECENT_LOGIN',
  INVALID_EMAIL = 'INVALID_EMAIL',
  EMAIL_ALREADY_IN_USE = 'EMAIL_ALREADY_IN_USE',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
}
export const ChangeEmailError = payloadError(
  'ChangeEmail',
  ChangeEmailErrorCode,
  {
    REQUIRES_RECENT_LOGIN,
    INVALID_EMAIL,
    EMAIL_ALREADY_IN_USE:
      'The new address is this account’s own. (Whether another account has it is not said: its owner is emailed instead.)',
    TOO_MANY_REQUESTS,
  },
  { retryAfter: true },
);

@ObjectType({ description: 'Result of changeEmail.' })
export class ChangeEmailPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'The address a confirmation link was sent to (the same answer when another account has it: its owner gets a note instead); the account keeps its current address until confirmed.',
  })
  pendingEmail: string | null;

  @Field(() => [ChangeEmailError], { description: 'Why no confirmation was sent; empty on success.' })
  errors: InstanceType<typeof ChangeEmailError>[];
}

@InputType({ description: 'The token from an email-change confirmation link.' })
export class ConfirmEmailChangeInput {
  @Field({ description: 'The `token` parameter of the link.' })
  @MaxLength(MAX_ACTION_TOKEN_LENGTH)
  token: string;
}

export enum ConfirmEmailChangeErrorCode {
  EXPIRED_OR_USED_LINK = 'EXPIRED_OR_USED_LINK',
  EMAIL_ALREADY_IN_USE = 'EMAIL_ALREADY_IN_USE',
}
export const ConfirmEmailChangeError = payloadError('ConfirmEmailChange', ConfirmEmailChangeErrorCode, {
  EXPIRED_OR_USED_LINK,
  EMAIL_ALREADY_IN_USE: 'Another account took this address after the link was sent.',
});

@ObjectType({ description: 'Result of confirmEmailChange.' })
export class ConfirmEmailChangePayload {
  @Field(() => User, { nullable: true, description: 'The account with its new address; null when nothing changed.' })
  user: User | null;

  @Field(() => [ConfirmEmailChangeError], { description: 'Why the address was not changed; empty on success.' })
  errors: InstanceType<typeof ConfirmEmailChangeError>[];
}

// ---------------------------------------------------------------- account deletion

export enum DeleteAccountErrorCode {
  REQUIRES_RECENT_LOGIN = 'REQUIRES_RECENT_LOGIN',
}
export const DeleteAccountError = payloadError('DeleteAccount', DeleteAccountErrorCode, { REQUIRES_RECENT_LOGIN });

@ObjectType({ description: 'Result of deleteAccount.' })
export class DeleteAccountPayload {
  @Field({ description: 'True when the account and its personal data are gone and every session has ended.' })
  deleted: boolean;

  @Field(() => [DeleteAccountError], { description: 'Why the account was kept; empty on success.' })
  errors: InstanceType<typeof DeleteAccountError>[];
}

// ---------------------------------------------------------------- sessions

@ObjectType({ description: 'A device signed in to the viewer’s account (one refresh-token family).' })
export class Session {
  @Field(() => ID, { description: 'Session id; pass it to revokeSession.' })
  id: string;

  @Field(() => String, {
    nullable: true,
    description: 'Browser and system, e.g. "Chrome 120 on macOS", from the User-Agent; null when none was sent.',
  })
  device: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Country of the last IP address seen, e.g. "Germany"; null when unknown (private, IPv6, unlisted).',
  })
  location: string | null;

  @Field({ description: 'When this session started (sign-in).' })
  signedInAt: Date;

  @Field({ description: 'When the session last renewed its access token (at most an hour behind actual use).' })
  lastUsedAt: Date;

  @Field({ description: 'True for the session making this request.' })
  current: boolean;
}

export const SessionConnection = Connection(Session, 'Session');

@InputType({ description: 'The session to end.' })
export class RevokeSessionInput {
  @Field(() => ID, { description: 'An id from mySessions.' })
  @IsUUID('all', { message: 'sessionId must be a session id from mySessions.' })
  sessionId: string;
}

export enum RevokeSessionErrorCode {
  NOT_FOUND = 'NOT_FOUND',
}
export const RevokeSessionError = payloadError('RevokeSession', RevokeSessionErrorCode, {
  NOT_FOUND: 'The viewer has no active session with this id.',
});

@ObjectType({ description: 'Result of revokeSession.' })
export class RevokeSessionPayload {
  @Field({ description: 'True when the session was ended; its tokens stop working at once.' })
  revoked: boolean;

  @Field(() => [RevokeSessionError], { description: 'Why nothing was revoked; empty on success.' })
  errors: InstanceType<typeof RevokeSessionError>[];
}

@InputType({ description: 'Which sessions to end.' })
export class SignOutEverywhereInput {
  @Field({
    defaultValue: false,
    description: 'True: end every other session but stay signed in here. False: end this one too.',
  })
  keepCurrentSession: boolean;
}

@ObjectType({ description: 'Result of signOutEverywhere.' })
export class SignOutEverywherePayload {
  @Field(() => Int, { description: 'How many sessions were ended.' })
  revokedSessions: number;
}

// ---------------------------------------------------------------- administration

@InputType({ description: 'Disable or re-enable an account.' })
export class SetUserDisabledInput {
  @Field(() => ID, { description: 'The user id.' })
  @IsUUID('all', { message: 'userId must be a user id.' })
  userId: string;

  @Field({ description: 'True disables the account (its next request fails with USER_DISABLED); false enables it.' })
  disabled: boolean;

  @Field(() => String, {
    nullable: true,
    description: `Why (shown to admins on the account), at most ${MAX_DISABLED_REASON_LENGTH} characters; ignored when enabling.`,
  })
  @IsOptional()
  @MaxLength(MAX_DISABLED_REASON_LENGTH, { message: `reason: at most ${MAX_DISABLED_REASON_LENGTH} characters.` })
  reason?: string | null;
}

export enum SetUserDisabledErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  CANNOT_DISABLE_YOURSELF = 'CANNOT_DISABLE_YOURSELF',
}
export const SetUserDisabledError = payloadError('SetUserDisabled', SetUserDisabledErrorCode, {
  NOT_FOUND: 'No account has this id.',
  CANNOT_DISABLE_YOURSELF: 'An administrator cannot disable their own account.',
});

@ObjectType({ description: 'Result of setUserDisabled.' })
export class SetUserDisabledPayload {
  @Field(() => User, { nullable: true, description: 'The account as it is now; null when not found.' })
  user: User | null;

  @Field(() => [SetUserDisabledError], { description: 'Why nothing changed; empty on success.' })
  errors: InstanceType<typeof SetUserDisabledError>[];
}

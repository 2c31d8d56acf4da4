/** What administrators do to one account besides disabling it: role, sessions, erasure. */
import { IsUUID, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../../graphql/auth.js';
import { payloadError } from '../../graphql/payload.js';
import { User } from './accounts.types.js';

export enum SignInMethod {
  PASSWORD = 'PASSWORD',
  EMAIL_LINK = 'EMAIL_LINK',
  SOCIAL = 'SOCIAL',
}
registerEnumType(SignInMethod, {
  name: 'SignInMethod',
  description: 'A way an account can sign in.',
  valuesConfig: {
    PASSWORD: { description: 'Email and password.' },
    EMAIL_LINK: { description: 'A link sent by email (every account with a verified address).' },
    SOCIAL: { description: 'A linked provider (Google, GitHub, OpenID Connect); see `socialProviders`.' },
  },
});

@InputType({ description: 'Give an account another role.' })
export class SetUserRoleInput {
  @Field(() => ID, { description: 'The user id.' })
  @IsUUID('all', { message: 'userId must be a user id.' })
  userId: string;

  @Field(() => Role, { description: 'MEMBER or ADMIN.' })
  role: Role;
}

export enum SetUserRoleErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  CANNOT_DEMOTE_YOURSELF = 'CANNOT_DEMOTE_YOURSELF',
  LAST_ADMIN = 'LAST_ADMIN',
}
export const SetUserRoleError = payloadError('SetUserRole', SetUserRoleErrorCode, {
  NOT_FOUND: 'No account has this id.',
  CANNOT_DEMOTE_YOURSELF: 'An administrator cannot remove their own admin role.',
  LAST_ADMIN: 'The last enabled administrator cannot be demoted.',
});

@ObjectType({ description: 'Result of setUserRole.' })
export class SetUserRolePayload {
  @Field(() => User, { nullable: true, description: 'The account as it is now; null when not found.' })
  user: User | null;

  @Field(() => [SetUserRoleError], { description: 'Why nothing changed; empty on success.' })
  errors: InstanceType<typeof SetUserRoleError>[];
}

@InputType({ description: 'End one or all of an account’s sessions.' })
export class RevokeUserSessionsInput {
  @Field(() => ID, { description: 'The user id.' })
  @IsUUID('all', { message: 'userId must be a user id.' })
  userId: string;

  @Field(() => ID, { nullable: true, description: 'One session of theirs; omitted: every session.' })
  sessionId?: string | null;
}

export enum RevokeUserSessionsErrorCode {
  NOT_FOUND = 'NOT_FOUND',
}
export const RevokeUserSessionsError = payloadError('RevokeUserSessions', RevokeUserSessionsErrorCode, {
  NOT_FOUND: 'No such account, or no such active session of it.',
});

@ObjectType({ description: 'Result of revokeUserSessions.' })
export class RevokeUserSessionsPayload {
  @Field(() => Int, { description: 'How many sessions were ended (their refresh tokens stop working at once).' })
  revokedSessions: number;

  @Field(() => [RevokeUserSessionsError], { description: 'Why nothing changed; empty on success.' })
  errors: InstanceType<typeof RevokeUserSessionsError>[];
}

@InputType({ description: 'Erase an account and its personal data (GDPR), as an administrator.' })
export class EraseUserInput {
  @Field(() => ID, { description: 'The user id.' })
  @IsUUID('all', { message: 'userId must be a user id.' })
  userId: string;

  @Field({ description: 'The account’s email address, typed out: proof the right account is meant.' })
  @MaxLength(254)
  confirmation: string;
}

export enum EraseUserErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  CONFIRMATION_MISMATCH = 'CONFIRMATION_MISMATCH',
  CANNOT_ERASE_YOURSELF = 'CANNOT_ERASE_YOURSELF',
  LAST_ADMIN = 'LAST_ADMIN',
}
export const EraseUserError = payloadError('EraseUser', EraseUserErrorCode, {
  NOT_FOUND: 'No account has this id.',
  CONFIRMATION_MISMATCH: 'The confirmation is not the account’s email address.',
  CANNOT_ERASE_YOURSELF: 'Delete your own account from your profile instead.',
  LAST_ADMIN: 'The last enabled administrator cannot be erased.',
});

@ObjectType({ description: 'Result of eraseUser.' })
export class EraseUserPayload {
  @Field({ description: 'True when the account is gone.' })
  erased: boolean;

  @Field(() => [EraseUserError], { description: 'Why nothing changed; empty on success.' })
  errors: InstanceType<typeof EraseUserError>[];
}

/** The admin console's people screens: the users list, bulk actions, the audit trail of one account. */
import { ArrayMaxSize, ArrayMinSize, IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../../graphql/auth.js';
import { Connection } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { User } from '../accounts/index.js';

export const MAX_BULK_USERS = 100;

@InputType({ description: 'Narrow the admin users list; every given condition must hold.' })
export class AdminUsersFilter {
  @Field(() => String, {
    nullable: true,
    description: 'Part of an email address or display name (at most 100 characters).',
  })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => Role, { nullable: true, description: 'Only this role.' })
  role?: Role | null;

  @Field(() => Boolean, { nullable: true, description: 'True: only disabled accounts; false: only enabled ones.' })
  disabled?: boolean | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Only members with a running subscription on this plan (for the Free plan: without a running one).',
  })
  planId?: string | null;

  @Field(() => Date, { nullable: true, description: 'Signed up at or after this time.' })
  signedUpFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Signed up before this time.' })
  signedUpTo?: Date | null;
}

export enum AdminUserSort {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  EMAIL = 'EMAIL',
  NAME = 'NAME',
}
registerEnumType(AdminUserSort, {
  name: 'AdminUserSort',
  description: 'Order of the admin users list.',
  valuesConfig: {
    NEWEST: { description: 'Newest sign-up first.' },
    OLDEST: { description: 'Oldest sign-up first.' },
    EMAIL: { description: 'By email address, A to Z.' },
    NAME: { description: 'By display name, A to Z.' },
  },
});

export enum BulkUserAction {
  DISABLE = 'DISABLE',
  ENABLE = 'ENABLE',
  MAKE_ADMIN = 'MAKE_ADMIN',
  MAKE_MEMBER = 'MAKE_MEMBER',
  NOTIFY = 'NOTIFY',
}
registerEnumType(BulkUserAction, {
  name: 'BulkUserAction',
  description: 'What a bulk action does to each account.',
  valuesConfig: {
    DISABLE: { description: 'Disable (with `reason`); never yourself.' },
    ENABLE: { description: 'Enable again.' },
    MAKE_ADMIN: { description: 'Give the ADMIN role.' },
    MAKE_MEMBER: { description: 'Take the ADMIN role away; never your own, never the last admin’s.' },
    NOTIFY: { description: 'Send an in-app notification (`notification`).' },
  },
});

@InputType({ description: 'An in-app notification to send.' })
export class BulkNotificationInput {
  @Field({ description: 'Title, 1–120 characters.' })
  @MaxLength(120)
  title: string;

  @Field({ defaultValue: '', description: 'Text, at most 1000 characters.' })
  @MaxLength(1000)
  body: string;

  @Field(() => String, { nullable: true, description: 'A path in the app to open, e.g. /members/pricing.' })
  @IsOptional()
  @MaxLength(300)
  link?: string | null;
}

@InputType({
  description: `An action on up to ${MAX_BULK_USERS} accounts. Each is changed on its own (best effort): one refused account does not stop the others.`,
})
export class BulkUpdateUsersInput {
  @Field(() => [ID], { description: `The accounts, 1–${MAX_BULK_USERS} ids.` })
  @ArrayMinSize(1, { message: 'Choose at least one account.' })
  @ArrayMaxSize(MAX_BULK_USERS, { message: `At most ${MAX_BULK_USERS} accounts at a time.` })
  ids: string[];

  @Field(() => BulkUserAction, { description: 'What to do to each.' })
  action: BulkUserAction;

  @Field(() => String, { nullable: true, description: 'With DISABLE: why (at most 500 characters).' })
  @IsOptional()
  @MaxLength(500)
  reason?: string | null;

  @Field(() => BulkNotificationInput, { nullable: true, description: 'With NOTIFY: the notification.' })
  notification?: BulkNotificationInput | null;
}

export enum BulkUserItemErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  CANNOT_CHANGE_YOURSELF = 'CANNOT_CHANGE_YOURSELF',
  LAST_ADMIN = 'LAST_ADMIN',
}
registerEnumType(BulkUserItemErrorCode, {
  name: 'BulkUserItemErrorCode',
  description: 'Why one account of a bulk action was not changed.',
  valuesConfig: {
    NOT_FOUND: { description: 'No account has this id.' },
    CANNOT_CHANGE_YOURSELF: { description: 'Administrators cannot disable or demote themselves.' },
    LAST_ADMIN: { description: 'The last enabled administrator cannot be demoted.' },
  },
});

@ObjectType({ description: 'What a bulk action did to one account.' })
export class BulkUserItemResult {
  @Field(() => ID, { description: 'The id as given.' })
  id: string;

  @Field({ description: 'True when the action was applied.' })
  ok: boolean;

  @Field(() => BulkUserItemErrorCode, { nullable: true, description: 'Why not; null when ok.' })
  code: BulkUserItemErrorCode | null;

  @Field(() => String, { nullable: true, description: 'A human explanation; null when ok.' })
  message: string | null;

  @Field(() => User, { nullable: true, description: 'The account as it is now; null when not found.' })
  user: User | null;
}

export enum BulkUpdateUsersErrorCode {
  MISSING_NOTIFICATION = 'MISSING_NOTIFICATION',
}
export const BulkUpdateUsersError = payloadError('BulkUpdateUsers', BulkUpdateUsersErrorCode, {
  MISSING_NOTIFICATION: 'NOTIFY needs a notification with a title.',
});

@ObjectType({ description: 'Result of bulkUpdateUsers.' })
export class BulkUpdateUsersPayload {
  @Field(() => [BulkUserItemResult], { description: 'One result per id, in input order.' })
  results: BulkUserItemResult[];

  @Field(() => Int, { description: 'Accounts changed.' })
  changedCount: number;

  @Field(() => Int, { description: 'Accounts not changed.' })
  failedCount: number;

  @Field(() => [BulkUpdateUsersError], { description: 'Whole-input problems (nothing changed); empty otherwise.' })
  errors: InstanceType<typeof BulkUpdateUsersError>[];
}

@ObjectType({ description: 'One entry of the audit log.' })
export class AuditEntry {
  @Field(() => ID, { description: 'Entry id (increasing).' })
  id: string;

  @Field({ description: 'What happened, e.g. `user.disabled`, `session.revoked_by_admin`, `media.approve`.' })
  action: string;

  @Field({ description: 'Kind of thing acted on: user, media, plan, settings, …' })
  targetType: string;

  @Field({ description: 'Its id.' })
  targetId: string;

  @Field(() => ID, { nullable: true, description: 'Who did it (user id); null for the system.' })
  actorId: string | null;

  @Field(() => User, { nullable: true, description: 'Who did it; null for the system or an erased account.' })
  actor?: User | null;

  @Field({ description: 'Details as JSON text (e.g. before/after, reason).' })
  details: string;

  @Field({ description: 'When.' })
  createdAt: Date;
}

export const AuditEntryConnection = Connection(AuditEntry, 'AuditEntry');

@ObjectType({ description: 'A member’s running subscription, in brief (batched for whole pages of users).' })
export class SubscriptionSummary {
  @Field({ description: 'Stripe-style status: active, trialing, past_due, incomplete.' })
  status: string;

  @Field({ description: 'The plan’s name.' })
  planName: string;

  @Field({ description: 'MONTH or YEAR.' })
  interval: string;

  @Field(() => Int, { description: 'Price per interval, US cents.' })
  priceCents: number;

  @Field({ description: 'End of the paid period.' })
  currentPeriodEnd: Date;

  @Field({ description: 'True when it ends at the period end.' })
  cancelAtPeriodEnd: boolean;
}

@InputType({ description: 'Cancel a member’s subscription at the end of its period.' })
export class AdminCancelSubscriptionInput {
  @Field(() => ID, { description: 'The member.' })
  userId: string;

  @Field(() => ID, { description: 'Their running subscription.' })
  subscriptionId: string;
}

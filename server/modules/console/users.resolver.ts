import { Arg, Args, Ctx, Extensions, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { SQL_PER_PARENT } from '../../graphql/limits.js';
import { defineLoader } from '../../graphql/loaders.js';
import { toUser, User, UserConnection, userById } from '../accounts/index.js';
import {
  billingOf,
  cancelSubscriptionFor,
  MyBilling,
  PaymentConnection,
  paymentsOf,
  runningSubscriptionsOf,
  SubscriptionPayload,
} from '../billing/index.js';
import { DownloadConnection, downloadsOf, MyDownloadsArgs } from '../downloads/index.js';
import { Collection, collectionsOf, FavoriteConnection, favoritesOf, MyFavoritesArgs } from '../favorites/index.js';
import { AssetRequestConnection, requestsBy } from '../requests/index.js';
import { exportLink } from './exports.js';
import { ExportKind } from './exports.types.js';
import { adminUsers, auditTrailOf, bulkUpdateUsers } from './users.service.js';
import {
  AdminCancelSubscriptionInput,
  AdminUserSort,
  AdminUsersFilter,
  AuditEntry,
  AuditEntryConnection,
  BulkUpdateUsersInput,
  BulkUpdateUsersPayload,
  SubscriptionSummary,
} from './users.types.js';

/** Running subscriptions of the users of a page, one statement for all of them. */
const subscriptionOf = defineLoader<string, SubscriptionSummary>('runningSubscription', async (ctx, ids) => {
  const found = await runningSubscriptionsOf(ctx.app.db.manager, ids);
  return ids.map((id) => found.get(id) ?? null);
});

@Resolver(() => User)
export class ConsoleUsersResolver {
  @Query(() => UserConnection, {
    description:
      'Accounts for the admin console: search, filters, sort. `first` up to 1000; a page costs one statement, `totalCount` another.',
  })
  @Auth(Role.ADMIN)
  adminUsers(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('filter', () => AdminUsersFilter, { nullable: true, description: 'Narrow the list.' })
    filter?: AdminUsersFilter,
    @Arg('sort', () => AdminUserSort, { defaultValue: AdminUserSort.NEWEST, description: 'Order.' })
    sort: AdminUserSort = AdminUserSort.NEWEST,
  ) {
    return adminUsers(ctx, filter, sort, args);
  }

  @Query(() => String, {
    description:
      'A link that downloads a CSV export in a browser, valid 5 minutes (scripts can GET /api/admin/export/<kind>.csv with their bearer token instead).',
  })
  @Auth(Role.ADMIN)
  adminExportLink(
    @Ctx() ctx: Context,
    @Arg('kind', () => ExportKind, { description: 'Which export.' }) kind: ExportKind,
    @Arg('usersFilter', () => AdminUsersFilter, {
      nullable: true,
      description: 'With USERS: the list filter to apply.',
    })
    usersFilter?: AdminUsersFilter,
  ) {
    return exportLink(ctx, kind, usersFilter);
  }

  @Mutation(() => BulkUpdateUsersPayload, {
    description: 'Disable, enable, change the role of, or notify up to 100 accounts; a result per account (audited).',
  })
  @Auth(Role.ADMIN)
  bulkUpdateUsers(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The accounts and the action.' }) input: BulkUpdateUsersInput,
  ) {
    return bulkUpdateUsers(ctx, input);
  }

  @Mutation(() => SubscriptionPayload, {
    description: 'Cancel a member’s subscription at the end of its period, as they could themselves (audited).',
  })
  @Auth(Role.ADMIN)
  adminCancelSubscription(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The member and subscription.' }) input: AdminCancelSubscriptionInput,
  ) {
    return cancelSubscriptionFor(ctx, input.userId, { subscriptionId: input.subscriptionId });
  }

  @FieldResolver(() => SubscriptionSummary, {
    nullable: true,
    description:
      'Their running subscription, null on the Free plan: one statement for a whole page of users (fit for 1000-row exports).',
  })
  @Auth(Role.ADMIN)
  async subscription(@Root() user: User, @Ctx() ctx: Context): Promise<SubscriptionSummary | null> {
    return (await subscriptionOf(ctx).load(user.id)) ?? null;
  }

  @FieldResolver(() => MyBilling, {
    description:
      'Their plan, subscription and allowance now, as they see it (statements per account: ask on one user).',
  })
  @Auth(Role.ADMIN)
  @Extensions({ [SQL_PER_PARENT]: true })
  billing(@Root() user: User, @Ctx() ctx: Context) {
    return billingOf(ctx, user.id);
  }

  @FieldResolver(() => PaymentConnection, {
    description: 'Their invoices and payments, newest first (ask on one user).',
  })
  @Auth(Role.ADMIN)
  @Extensions({ [SQL_PER_PARENT]: true })
  payments(@Root() user: User, @Ctx() ctx: Context, @Args(() => ConnectionArgs) args: ConnectionArgs) {
    return paymentsOf(ctx, user.id, args);
  }

  @FieldResolver(() => DownloadConnection, {
    description: 'Their downloads with their licences, newest first, as they see them (ask on one user).',
  })
  @Auth(Role.ADMIN)
  @Extensions({ [SQL_PER_PARENT]: true })
  downloads(@Root() user: User, @Ctx() ctx: Context, @Args() args: MyDownloadsArgs) {
    return downloadsOf(ctx, user.id, args);
  }

  @FieldResolver(() => FavoriteConnection, {
    description: 'Their favourites of published items, newest first (ask on one user).',
  })
  @Auth(Role.ADMIN)
  @Extensions({ [SQL_PER_PARENT]: true })
  favorites(@Root() user: User, @Ctx() ctx: Context, @Args() args: MyFavoritesArgs) {
    return favoritesOf(ctx, user.id, args);
  }

  @FieldResolver(() => [Collection], { description: 'Their collections, in their order (ask on one user).' })
  @Auth(Role.ADMIN)
  @Extensions({ [SQL_PER_PARENT]: true })
  collections(@Root() user: User, @Ctx() ctx: Context) {
    return collectionsOf(ctx.app.db, user.id);
  }

  @FieldResolver(() => AssetRequestConnection, {
    description: 'The asset requests they made, every status, newest first (ask on one user).',
  })
  @Auth(Role.ADMIN)
  @Extensions({ [SQL_PER_PARENT]: true })
  assetRequests(@Root() user: User, @Ctx() ctx: Context, @Args(() => ConnectionArgs) args: ConnectionArgs) {
    return requestsBy(ctx, user.id, args);
  }

  @FieldResolver(() => AuditEntryConnection, {
    description: 'What they did and what was done to their account, newest first (ask on one user).',
  })
  @Auth(Role.ADMIN)
  @Extensions({ [SQL_PER_PARENT]: true })
  auditTrail(@Root() user: User, @Ctx() ctx: Context, @Args(() => ConnectionArgs) args: ConnectionArgs) {
    return auditTrailOf(ctx, user.id, args);
  }
}

@Resolver(() => AuditEntry)
export class AuditEntryResolver {
  @FieldResolver(() => User, { nullable: true })
  async actor(@Root() entry: AuditEntry, @Ctx() ctx: Context): Promise<User | null> {
    if (!entry.actorId) return null;
    const user = await userById(ctx).load(entry.actorId);
    return user ? toUser(user) : null;
  }
}

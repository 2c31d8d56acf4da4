import { Arg, Args, Ctx, Extensions, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { SQL_PER_PARENT } from '../../graphql/limits.js';
import { defineLoader } from '../../graphql/loaders.js';
import { User } from './accounts.types.js';
import { eraseUserAsAdmin, revokeUserSessions, setUserRole, signInMethodsOf } from './admin-users.js';
import {
  EraseUserInput,
  EraseUserPayload,
  RevokeUserSessionsInput,
  RevokeUserSessionsPayload,
  SetUserRoleInput,
  SetUserRolePayload,
  SignInMethod,
} from './admin-users.types.js';
import { activeSessionsOf } from './security.service.js';
import { SessionConnection } from './security.types.js';

/** Sign-in methods of the users on a page, one statement for all of them. */
const signInOf = defineLoader<User, { methods: SignInMethod[]; providers: string[] }>('signInMethods', (ctx, users) =>
  signInMethodsOf(ctx.app.db.manager, users),
);

@Resolver(() => User)
export class AdminUsersResolver {
  @FieldResolver(() => [SignInMethod], { description: 'How the account can sign in.' })
  @Auth(Role.ADMIN)
  async signInMethods(@Root() user: User, @Ctx() ctx: Context): Promise<SignInMethod[]> {
    return (await signInOf(ctx).load(user))?.methods ?? [];
  }

  @FieldResolver(() => [String], { description: 'Linked sign-in providers (google, github, …), by id.' })
  @Auth(Role.ADMIN)
  async socialProviders(@Root() user: User, @Ctx() ctx: Context): Promise<string[]> {
    return (await signInOf(ctx).load(user))?.providers ?? [];
  }

  @FieldResolver(() => SessionConnection, {
    description: 'The account’s active sessions, most recently used first (a statement per account: ask on one user).',
  })
  @Auth(Role.ADMIN)
  @Extensions({ [SQL_PER_PARENT]: true })
  async activeSessions(@Root() user: User, @Ctx() ctx: Context, @Args(() => ConnectionArgs) args: ConnectionArgs) {
    const viewer = await ctx.viewer();
    return activeSessionsOf(ctx, user.id, viewer?.sessionId ?? '', args);
  }

  @Mutation(() => SetUserRolePayload, {
    description:
      'Make an account ADMIN or MEMBER (audited). Nobody removes their own admin role; the last admin stays.',
  })
  @Auth(Role.ADMIN)
  setUserRole(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The account and its role.' }) input: SetUserRoleInput,
  ) {
    return setUserRole(ctx, input);
  }

  @Mutation(() => RevokeUserSessionsPayload, {
    description: 'End one or every session of an account (audited): they must sign in again on those devices.',
  })
  @Auth(Role.ADMIN)
  revokeUserSessions(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The account, and optionally one session.' }) input: RevokeUserSessionsInput,
  ) {
    return revokeUserSessions(ctx, input);
  }

  @Mutation(() => EraseUserPayload, {
    description:
      'Erase an account and its personal data (GDPR), as every module’s erasure step defines; payments stay anonymised.',
  })
  @Auth(Role.ADMIN)
  eraseUser(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The account and the typed confirmation.' }) input: EraseUserInput,
  ) {
    return eraseUserAsAdmin(ctx, input);
  }
}

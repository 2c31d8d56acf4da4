import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import * as accounts from './accounts.service.js';
import {
  CompleteSignUpInput,
  CompleteSignUpPayload,
  RefreshSessionInput,
  RefreshSessionPayload,
  SignInInput,
  SignInPayload,
  SignOutInput,
  SignOutPayload,
  SignUpInput,
  SignUpPayload,
  User,
  UserConnection,
  UsersFilter,
} from './accounts.types.js';
import { completeSignUp, signUp } from './sign-up.js';

@Resolver()
export class AccountsResolver {
  @Query(() => User, { description: 'The signed-in user.' })
  @Auth()
  me(@Ctx() ctx: Context): Promise<User> {
    return accounts.me(ctx);
  }

  @Query(() => UserConnection, { description: 'All accounts, newest first.' })
  @Auth(Role.ADMIN)
  users(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('filter', () => UsersFilter, { nullable: true, description: 'Narrow the list.' }) filter?: UsersFilter,
  ) {
    return accounts.listUsers(ctx, filter, args);
  }

  @Query(() => User, { nullable: true, description: 'One account by id; null when there is none.' })
  @Auth(Role.ADMIN)
  user(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The user id.' }) id: string): Promise<User | null> {
    return accounts.getUser(ctx, id);
  }

  @Mutation(() => SignUpPayload, {
    description:
      'Start creating an account with email and password: a link to finish (`completeSignUp`) is emailed to the address. The answer is the same whether or not the address has an account; if it has, its owner is emailed a note instead.',
  })
  signUp(@Ctx() ctx: Context, @Arg('input', { description: 'The new account.' }) input: SignUpInput) {
    return signUp(ctx, input);
  }

  @Mutation(() => CompleteSignUpPayload, {
    description: 'Finish a sign-up from its emailed link: creates the account (its address verified) and signs in.',
  })
  completeSignUp(@Ctx() ctx: Context, @Arg('input', { description: 'The link’s token.' }) input: CompleteSignUpInput) {
    return completeSignUp(ctx, input);
  }

  @Mutation(() => SignInPayload, { description: 'Sign in with email and password.' })
  signIn(@Ctx() ctx: Context, @Arg('input', { description: 'Credentials.' }) input: SignInInput) {
    return accounts.signIn(ctx, input);
  }

  @Mutation(() => RefreshSessionPayload, {
    description: 'Exchange the refresh token for a new access token; the refresh token rotates.',
  })
  refreshSession(
    @Ctx() ctx: Context,
    @Arg('input', () => RefreshSessionInput, { description: 'Where the refresh token is.' }) input: RefreshSessionInput,
  ) {
    return accounts.refreshSession(ctx, input);
  }

  @Mutation(() => SignOutPayload, { description: 'End the current session (its refresh token stops working).' })
  signOut(
    @Ctx() ctx: Context,
    @Arg('input', () => SignOutInput, { description: 'Which session.' }) input: SignOutInput,
  ) {
    return accounts.signOut(ctx, input);
  }
}

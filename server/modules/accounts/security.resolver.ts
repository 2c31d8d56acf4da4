import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import * as security from './security.service.js';
import {
  ChangeEmailInput,
  ChangeEmailPayload,
  ChangePasswordInput,
  ChangePasswordPayload,
  ConfirmEmailChangeInput,
  ConfirmEmailChangePayload,
  DeleteAccountPayload,
  PasswordPolicy,
  ReauthenticateInput,
  ReauthenticatePayload,
  RequestEmailLinkInput,
  RequestEmailLinkPayload,
  RequestPasswordResetInput,
  RequestPasswordResetPayload,
  ResetPasswordInput,
  ResetPasswordPayload,
  RevokeSessionInput,
  RevokeSessionPayload,
  SendVerificationEmailPayload,
  SessionConnection,
  SetUserDisabledInput,
  SetUserDisabledPayload,
  SignInWithEmailLinkInput,
  SignInWithEmailLinkPayload,
  SignOutEverywhereInput,
  SignOutEverywherePayload,
  VerifyEmailInput,
  VerifyEmailPayload,
} from './security.types.js';

const RECENT = 'Requires a sign-in (or reauthenticate) within the last 5 minutes, else REQUIRES_RECENT_LOGIN.';

@Resolver()
export class AccountSecurityResolver {
  @Query(() => PasswordPolicy, { description: 'The rules a new password must meet; clients validate against them.' })
  passwordPolicy(@Ctx() ctx: Context): PasswordPolicy {
    return security.getPasswordPolicy(ctx);
  }

  @Query(() => SessionConnection, {
    description: 'The signed-in user’s active sessions (devices), most recently used first.',
  })
  @Auth()
  mySessions(@Ctx() ctx: Context, @Args(() => ConnectionArgs) args: ConnectionArgs) {
    return security.mySessions(ctx, args);
  }

  @Mutation(() => RequestPasswordResetPayload, {
    description:
      'Email a password-reset link (valid 1 hour, single use). Answers alike whether or not the address has an account.',
  })
  requestPasswordReset(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Where to send the link.' }) input: RequestPasswordResetInput,
  ) {
    return security.requestPasswordReset(ctx, input.email);
  }

  @Query(() => Boolean, {
    description:
      'Whether a password-reset link can still be used (unknown, used, expired and disabled-account links all answer false). Spends nothing.',
  })
  passwordResetLinkUsable(
    @Ctx() ctx: Context,
    @Arg('token', { description: 'The `token` parameter of the link.' }) token: string,
  ): Promise<boolean> {
    return security.passwordResetLinkUsable(ctx, token);
  }

  @Mutation(() => ResetPasswordPayload, {
    description: 'Set a new password with the token from a reset link; every session of the account is signed out.',
  })
  resetPassword(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Token and new password.' }) input: ResetPasswordInput,
  ) {
    return security.resetPassword(ctx, input);
  }

  @Mutation(() => RequestEmailLinkPayload, {
    description:
      'Email a sign-in link (valid 15 minutes, single use). Answers alike whether or not the address has an account.',
  })
  requestEmailLink(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Where to send the link.' }) input: RequestEmailLinkInput,
  ) {
    return security.requestEmailLink(ctx, input.email, input.continueTo);
  }

  @Mutation(() => SignInWithEmailLinkPayload, {
    description: 'Sign in with the token from a sign-in link; also confirms the email address.',
  })
  signInWithEmailLink(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The token and where to put the refresh token.' }) input: SignInWithEmailLinkInput,
  ) {
    return security.signInWithEmailLink(ctx, input);
  }

  @Mutation(() => SendVerificationEmailPayload, {
    description: 'Email a new verification link (valid 24 hours) to the signed-in user’s address.',
  })
  @Auth()
  sendVerificationEmail(@Ctx() ctx: Context) {
    return security.sendVerificationEmail(ctx);
  }

  @Mutation(() => VerifyEmailPayload, { description: 'Confirm an email address with the token from its link.' })
  verifyEmail(@Ctx() ctx: Context, @Arg('input', { description: 'The token.' }) input: VerifyEmailInput) {
    return security.verifyEmail(ctx, input);
  }

  @Mutation(() => ReauthenticatePayload, {
    description: 'Present the password again, opening the 5-minute window for sensitive changes in this session.',
  })
  @Auth()
  reauthenticate(@Ctx() ctx: Context, @Arg('input', { description: 'The password.' }) input: ReauthenticateInput) {
    return security.reauthenticate(ctx, input);
  }

  @Mutation(() => ChangePasswordPayload, {
    description: `Set a new password; every other session is signed out. ${RECENT}`,
  })
  @Auth()
  changePassword(@Ctx() ctx: Context, @Arg('input', { description: 'The new password.' }) input: ChangePasswordInput) {
    return security.changePassword(ctx, input);
  }

  @Mutation(() => ChangeEmailPayload, {
    description: `Start changing the email address: a confirmation link (valid 1 hour) goes to the new address, and the change takes effect when it is followed. ${RECENT}`,
  })
  @Auth()
  changeEmail(@Ctx() ctx: Context, @Arg('input', { description: 'The new address.' }) input: ChangeEmailInput) {
    return security.changeEmail(ctx, input);
  }

  @Mutation(() => ConfirmEmailChangePayload, {
    description: 'Apply an email change with the token from the link sent to the new address; the old address is told.',
  })
  confirmEmailChange(@Ctx() ctx: Context, @Arg('input', { description: 'The token.' }) input: ConfirmEmailChangeInput) {
    return security.confirmEmailChange(ctx, input);
  }

  @Mutation(() => DeleteAccountPayload, {
    description: `Delete the signed-in account: personal data is removed, every session ends; only anonymous accounting records stay. ${RECENT}`,
  })
  @Auth()
  deleteAccount(@Ctx() ctx: Context) {
    return security.deleteAccount(ctx);
  }

  @Mutation(() => RevokeSessionPayload, { description: 'Sign out one of the signed-in user’s sessions (devices).' })
  @Auth()
  revokeSession(@Ctx() ctx: Context, @Arg('input', { description: 'The session.' }) input: RevokeSessionInput) {
    return security.revokeSession(ctx, input);
  }

  @Mutation(() => SignOutEverywherePayload, { description: 'Sign out every session of the signed-in user.' })
  @Auth()
  signOutEverywhere(
    @Ctx() ctx: Context,
    @Arg('input', () => SignOutEverywhereInput, { description: 'Whether to keep this session.' })
    input: SignOutEverywhereInput,
  ) {
    return security.signOutEverywhere(ctx, input);
  }

  @Mutation(() => SetUserDisabledPayload, {
    description: 'Disable or re-enable an account (audited). A disabled user’s next request fails with USER_DISABLED.',
  })
  @Auth(Role.ADMIN)
  setUserDisabled(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The account and its new state.' }) input: SetUserDisabledInput,
  ) {
    return security.setUserDisabled(ctx, input);
  }
}

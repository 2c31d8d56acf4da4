/**
 * The account emails: what they say (HTML + text) and the `accounts.email`
 * job that sends them. Requests only enqueue a job — in their own transaction,
 * so an email goes out exactly when the change it reports was committed — and
 * the job does the rest, off the request path.
 *
 * Link emails mint their token inside the job: the raw token then exists only
 * in the message, never in the job table. It also makes "send a reset link to
 * this address" cost a request the same whether or not the address has an
 * account; the job simply finds nobody to write to.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AppDeps, Context } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { emailJob } from '../../mail/email-job.js';
import { renderEmail } from '../../mail/layout.js';
import type { MailMessage } from '../../mail/mailer.js';
import { mailSenderOf } from '../settings/index.js';
import { ACTION_TOKEN_LIFETIME_SECONDS, ActionPurpose, issueActionToken } from './action-tokens.js';
import { PendingSignUpEntity } from './pending-sign-up.entity.js';
import { mintSignUpToken, SIGN_UP_LINK_LIFETIME_SECONDS, SIGN_UP_LINK_PATH } from './pending-sign-ups.js';
import { UserEntity } from './user.entity.js';

/** Client routes that receive the links (`?token=…`). */
export const LINK_PATHS: Record<ActionPurpose, string> = {
  [ActionPurpose.VERIFY_EMAIL]: '/auth/verify-email',
  [ActionPurpose.EMAIL_LINK]: '/auth/email-link',
  [ActionPurpose.RESET_PASSWORD]: '/auth/reset-password',
  [ActionPurpose.CHANGE_EMAIL]: '/auth/confirm-email-change',
};

/** What a job carries: ids and addresses, never a token. `origin` is where links point. */
export type AccountEmailJob =
  | { kind: 'sign-up'; pendingId: string; origin: string }
  | { kind: 'verify-email'; userId: string; origin: string }
  | { kind: 'email-link'; email: string; origin: string; continueTo?: string }
  | { kind: 'reset-password'; email: string; origin: string }
  | { kind: 'confirm-email-change'; userId: string; newEmail: string; origin: string }
  | { kind: 'email-changed'; to: string; newEmail: string; origin: string }
  | { kind: 'password-changed'; to: string; origin: string }
  | { kind: 'account-deleted'; to: string };

export const ACCOUNT_EMAIL = jobName<AccountEmailJob>('accounts.email');

/** Where links in emails point: SITE_URL, or else the origin the request came to. */
export function linkOrigin(ctx: Context): string {
  return ctx.app.config.siteUrl ?? `${ctx.req.protocol}://${ctx.req.get('host')}`;
}

/** Enqueues an account email inside the caller's transaction: it is sent only if that transaction commits. */
export async function queueAccountEmail(ctx: Context, m: EntityManager, job: AccountEmailJob): Promise<void> {
  await ctx.app.jobs.send(ACCOUNT_EMAIL, job, { tx: m });
}

export function accountEmailJobs(deps: AppDeps): JobDefinition<AccountEmailJob>[] {
  return [
    emailJob(
      deps,
      ACCOUNT_EMAIL,
      (job) => composeAccountEmail(deps.db, job),
      () => mailSenderOf(deps),
    ),
  ];
}

/** Builds the message for a job, minting the link's token; null when there is nobody to write to. */
export async function composeAccountEmail(db: DataSource, job: AccountEmailJob): Promise<MailMessage | null> {
  switch (job.kind) {
    case 'sign-up':
      return composeSignUpEmail(db, job);
    case 'verify-email': {
      const user = await db.manager.findOneBy(UserEntity, { id: job.userId });
      if (!user || user.disabledAt || user.emailVerifiedAt) return null;
      const link = await mintLink(db, ActionPurpose.VERIFY_EMAIL, user, user.email, job.origin);
      return message(user.email, 'verify-email', link, {
        title: 'Confirm your email address',
        paragraphs: [`Confirm that ${user.email} is your address, so that we can reach you about your account.`],
        action: { label: 'Confirm my email address', url: link },
        footnote: `The link works once, for ${lifetime(ActionPurpose.VERIFY_EMAIL)}. If you did not create a Framestock account, ignore this email.`,
      });
    }
    case 'email-link': {
      const user = await activeUserByEmail(db, job.email);
      if (!user) return null;
      const signIn = await mintLink(db, ActionPurpose.EMAIL_LINK, user, user.email, job.origin);
      const link = job.continueTo ? `${signIn}&continue=${encodeURIComponent(job.continueTo)}` : signIn;
      return message(user.email, 'email-link', link, {
        title: 'Your Framestock sign-in link',
        paragraphs: ['Someone — hopefully you — asked to sign in to Framestock with this email address.'],
        action: { label: 'Sign in to Framestock', url: link },
        footnote: `The link works once, for ${lifetime(ActionPurpose.EMAIL_LINK)}. If you did not ask for it, ignore this email: nobody can sign in without it.`,
      });
    }
    case 'reset-password': {
      const user = await activeUserByEmail(db, job.email);
      if (!user) return null;
      const link = await mintLink(db, ActionPurpose.RESET_PASSWORD, user, user.email, job.origin);
      return message(user.email, 'reset-password', link, {
        title: 'Reset your Framestock password',
        paragraphs: [
          'Someone — hopefully you — asked to reset the password of your Framestock account.',
          'Choosing a new password signs you out on every device.',
        ],
        action: { label: 'Choose a new password', url: link },
        footnote: `The link works once, for ${lifetime(ActionPurpose.RESET_PASSWORD)}. If you did not ask for it, ignore this email: your password stays as it is.`,
      });
    }
    case 'confirm-email-change': {
      const user = await db.manager.findOneBy(UserEntity, { id: job.userId });
      if (!user || user.disabledAt) return null;
      // changeEmail answers alike whether or not the new address is taken; only its owner hears that it is.
      const owner = await db.manager.findOneBy(UserEntity, { email: job.newEmail });
      if (owner) {
        return message(owner.email, 'email-change-refused', undefined, {
          title: 'This address already has a Framestock account',
          paragraphs: [
            `Someone asked to move another Framestock account to ${owner.email}. This address already has an account, so nothing was changed.`,
            'If it was you, sign in with this address instead. If not, you can ignore this email.',
          ],
          action: { label: 'Sign in to Framestock', url: `${job.origin}/login` },
        });
      }
      const link = await mintLink(db, ActionPurpose.CHANGE_EMAIL, user, job.newEmail, job.origin);
      return message(job.newEmail, 'confirm-email-change', link, {
        title: 'Confirm your new email address',
        paragraphs: [
          `Confirm that you want to sign in to Framestock as ${job.newEmail} from now on, instead of ${user.email}.`,
          'Nothing changes until you do.',
        ],
        action: { label: 'Confirm my new address', url: link },
        footnote: `The link works once, for ${lifetime(ActionPurpose.CHANGE_EMAIL)}. If you did not ask for this, ignore this email.`,
      });
    }
    case 'email-changed':
      return message(job.to, 'email-changed', undefined, {
        title: 'Your Framestock email address was changed',
        paragraphs: [
          `The email address of your Framestock account is now ${job.newEmail}. This address (${job.to}) no longer signs in.`,
          'If you did not make this change, someone else may be using your account: contact Framestock support at once so we can help you recover it.',
        ],
      });
    case 'password-changed':
      return message(job.to, 'password-changed', undefined, {
        title: 'Your Framestock password was changed',
        paragraphs: [
          'The password of your Framestock account was just changed, and your other devices were signed out.',
          'If you did not make this change, reset your password now.',
        ],
        action: { label: 'Reset my password', url: `${job.origin}/forgot-password` },
      });
    case 'account-deleted':
      return message(job.to, 'account-deleted', undefined, {
        title: 'Your Framestock account was deleted',
        paragraphs: [
          'Your Framestock account and its personal data have been deleted, and every device was signed out.',
          'We keep only what the law requires for accounting, without your name or address. Thank you for having been with us.',
        ],
      });
  }
}

/**
 * A sign-up: a link to finish creating the account, or — when the address has
 * an account already — a note to its owner (the person signing up sees the
 * same "check your inbox" either way).
 */
async function composeSignUpEmail(
  db: DataSource,
  job: Extract<AccountEmailJob, { kind: 'sign-up' }>,
): Promise<MailMessage | null> {
  const pending = await db.manager.findOneBy(PendingSignUpEntity, { id: job.pendingId });
  if (!pending) return null;
  const owner = await db.manager.findOneBy(UserEntity, { email: pending.email });
  if (owner) {
    await db.manager.delete(PendingSignUpEntity, { id: pending.id });
    if (owner.disabledAt) return null;
    return message(owner.email, 'account-exists', undefined, {
      title: 'You already have a Framestock account',
      paragraphs: [
        `Someone — hopefully you — tried to create a Framestock account with ${owner.email}. This address already has one, so no new account was made.`,
        `Sign in with it, or choose a new password at ${job.origin}/forgot-password if you have forgotten yours.`,
      ],
      action: { label: 'Sign in to Framestock', url: `${job.origin}/login` },
      footnote: 'If it was not you, you can ignore this email: your account has not changed.',
    });
  }
  const token = await mintSignUpToken(db, pending.id);
  if (!token) return null;
  const link = `${job.origin}${SIGN_UP_LINK_PATH}?token=${encodeURIComponent(token)}`;
  return message(pending.email, 'sign-up', link, {
    title: 'Finish creating your Framestock account',
    paragraphs: [`Confirm that ${pending.email} is your address, and your account is ready.`],
    action: { label: 'Create my account', url: link },
    footnote: `The link works once, for ${SIGN_UP_LINK_LIFETIME_SECONDS / 3600} hours. If you did not sign up for Framestock, ignore this email: no account is made without it.`,
  });
}

function message(
  to: string,
  template: string,
  link: string | undefined,
  content: Parameters<typeof renderEmail>[0],
): MailMessage {
  return { to, template, link, ...renderEmail(content) };
}

async function activeUserByEmail(db: DataSource, email: string): Promise<UserEntity | null> {
  const user = await db.manager.findOneBy(UserEntity, { email });
  return user && !user.disabledAt ? user : null;
}

async function mintLink(
  db: DataSource,
  purpose: ActionPurpose,
  user: UserEntity,
  email: string,
  origin: string,
): Promise<string> {
  const { token } = await issueActionToken(db.manager, purpose, user, email);
  return `${origin}${LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
}

function lifetime(purpose: ActionPurpose): string {
  const minutes = ACTION_TOKEN_LIFETIME_SECONDS[purpose] / 60;
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? 'one hour' : `${hours} hours`;
}

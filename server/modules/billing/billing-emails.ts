/**
 * The billing emails (receipt, payment failed, refund, cancellation confirmed,
 * subscription resumed, subscription ended) and the `billing.email` job that sends them. The
 * webhook handler enqueues a job in the transaction of the state change it
 * reports, so a replayed event (which changes nothing) sends nothing twice.
 * Each event is also an in-app notification (reportBillingEvent).
 */

import type { DataSource, EntityManager } from 'typeorm';
import { longDay } from '../../dates.js';
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { emailJob } from '../../mail/email-job.js';
import { renderEmail } from '../../mail/layout.js';
import type { MailMessage } from '../../mail/mailer.js';
import { UserEntity } from '../accounts/index.js';
import { notify } from '../notifications/index.js';
import { mailSenderOf } from '../settings/index.js';
import { formatUsd } from './money.js';
import { PaymentEntity } from './payment.entity.js';
import { PlanEntity } from './plan.entity.js';
import { SubscriptionEntity } from './subscription.entity.js';

export type BillingEmailJob =
  | { kind: 'receipt'; paymentId: string }
  | { kind: 'payment-failed'; paymentId: string }
  /** One refund: `amountCents` of it, `refundedCents` of the payment in all after it, `full` when nothing is left. */
  | { kind: 'refund'; paymentId: string; amountCents: number; refundedCents: number; full: boolean }
  | { kind: 'cancellation-confirmed'; subscriptionId: string }
  | { kind: 'subscription-resumed'; subscriptionId: string }
  | { kind: 'subscription-ended'; subscriptionId: string };

export const BILLING_EMAIL = jobName<BillingEmailJob>('billing.email');

/**
 * Reports a billing event inside the transaction of the state change:
 * billing's own email (a job, sent after commit) and an in-app notification
 * (`billing.<kind>`; the notifications module does not email it again).
 */
export async function reportBillingEvent(
  jobs: AppDeps['jobs'],
  m: EntityManager,
  userId: string,
  job: BillingEmailJob,
  title: string,
): Promise<void> {
  await jobs.send(BILLING_EMAIL, job, { tx: m });
  await notify(m, [{ userId, type: `billing.${job.kind}`, title, link: PAYMENTS_PATH, data: { ...job } }]);
}

/** Where the member manages billing; links in emails point here. */
export const PAYMENTS_PATH = '/profile/payments';

export function billingEmailJobs(deps: AppDeps): JobDefinition<BillingEmailJob>[] {
  const { db, config } = deps;
  const compose = (job: BillingEmailJob, origin: string) =>
    composeBillingEmail(db, job, { origin, graceDays: config.billing.pastDueGraceDays });
  return [emailJob(deps, BILLING_EMAIL, compose, () => mailSenderOf(deps))];
}

/** The message for a job, read at send time; null when the member is gone (erased) or the record is. */
export async function composeBillingEmail(
  db: DataSource,
  job: BillingEmailJob,
  { origin, graceDays }: { origin: string; graceDays: number },
): Promise<MailMessage | null> {
  const manage = `${origin}${PAYMENTS_PATH}`;
  if (job.kind === 'receipt' || job.kind === 'payment-failed' || job.kind === 'refund') {
    const payment = await db.manager.findOneBy(PaymentEntity, { id: job.paymentId });
    const user = payment?.userId ? await db.manager.findOneBy(UserEntity, { id: payment.userId }) : null;
    if (!payment || !user) return null;
    const amount = formatUsd(payment.amountCents);
    if (job.kind === 'receipt') {
      return message(user.email, 'billing-receipt', {
        title: `Your Framestock receipt — ${amount}`,
        paragraphs: [
          `Thank you. We received ${amount} for ${payment.description} on ${longDay(payment.paidAt ?? payment.createdAt)}.`,
          'Your receipts and invoices are always on your payments page.',
        ],
        action: { label: 'See your payments', url: manage },
      });
    }
    if (job.kind === 'refund') {
      const refunded = formatUsd(job.amountCents);
      const item = payment.kind === 'ITEM';
      return message(user.email, 'billing-refund', {
        title: `Your Framestock refund — ${refunded}`,
        paragraphs: [
          job.full && job.amountCents === payment.amountCents
            ? `We refunded your payment of ${amount} for ${payment.description} in full.`
            : `We refunded ${refunded} of your payment of ${amount} for ${payment.description}${
                job.full ? ': it is now refunded in full' : ''
              }.`,
          'It goes back to the card you paid with; your bank may take 5 to 10 business days to show it.',
          ...(item && job.full
            ? [`As the payment is refunded in full, ${payment.description} is no longer yours to download.`]
            : []),
        ],
        action: { label: 'See your payments', url: manage },
      });
    }
    return message(user.email, 'billing-payment-failed', {
      title: 'Your Framestock payment failed',
      paragraphs: [
        `We could not charge ${amount} for ${payment.description}. Your card may have expired or been declined.`,
        `Update your card to keep your plan: it stays yours for ${graceDays} days while you do.`,
      ],
      action: { label: 'Update your card', url: manage },
    });
  }
  const sub = await db.manager.findOneBy(SubscriptionEntity, { id: job.subscriptionId });
  const user = sub?.userId ? await db.manager.findOneBy(UserEntity, { id: sub.userId }) : null;
  const plan = sub ? await db.manager.findOneBy(PlanEntity, { id: sub.planId }) : null;
  if (!sub || !user || !plan) return null;
  if (job.kind === 'cancellation-confirmed') {
    return message(user.email, 'billing-cancellation-confirmed', {
      title: 'Your Framestock subscription is cancelled',
      paragraphs: [
        `Your ${plan.name} plan stays active until ${longDay(sub.currentPeriodEnd)}; you will not be charged again and there is no fee.`,
        'The licences of everything you downloaded stay valid for good. Changed your mind? Resume any time before that date.',
      ],
      action: { label: 'Resume my subscription', url: manage },
    });
  }
  if (job.kind === 'subscription-resumed') {
    return message(user.email, 'billing-subscription-resumed', {
      title: 'Your Framestock subscription continues',
      paragraphs: [
        `Your ${plan.name} plan is no longer cancelled: it renews on ${longDay(sub.currentPeriodEnd)}, as before.`,
      ],
      action: { label: 'See your plan', url: manage },
    });
  }
  return message(user.email, 'billing-subscription-ended', {
    title: 'Your Framestock subscription has ended',
    paragraphs: [
      `Your ${plan.name} plan ended on ${longDay(sub.endedAt ?? sub.currentPeriodEnd)}. You are on the Free plan now.`,
      'The licences of everything you downloaded stay valid for good. You can subscribe again whenever you like.',
    ],
    action: { label: 'See plans', url: `${origin}/members/pricing` },
  });
}

function message(to: string, template: string, content: Parameters<typeof renderEmail>[0]): MailMessage {
  return { to, template, ...renderEmail(content) };
}

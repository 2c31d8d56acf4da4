/**
 * Refunds an administrator makes (the admin user page's payments list): all
 * or part of a paid payment goes back to the member through the provider
 * (Stripe `POST /v1/refunds`, or test mode), and our row is written through
 * the webhook's own code (`applyRefundedAmount` in sync.ts), so it ends as
 * the `charge.refunded` event would leave it — and that event, arriving
 * before or after, changes nothing more. Refunded in full, an item bought on
 * its own is taken back; a subscription invoice's refund leaves the
 * subscription running (cancel it separately), as in Stripe.
 *
 * Repeats are safe: refunds of one payment run one at a time (a lock per
 * payment); the provider call's idempotency key is derived from the payment's
 * state (id, refunded so far, this amount), so a retry after a lost answer
 * never refunds twice; and with `expectedRefundedCents` a repeat of a refund
 * that went through (a double click) answers it again without refunding more.
 */
import { isUuid } from '../../db/ids.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import {
  type Payment,
  RefundPaymentErrorCode,
  type RefundPaymentInput,
  type RefundPaymentPayload,
} from './billing.types.js';
import { BillingCustomerEntity } from './customer.entity.js';
import { formatUsd } from './money.js';
import { PaymentEntity, type PaymentStatusValue } from './payment.entity.js';
import { isProviderError, type ProviderRefund, refundRefusal } from './provider.js';
import { providerOf } from './provider-registry.js';
import { toPayment } from './subscriptions.service.js';
import { applyRefundedAmount, lockCustomer, type SyncContext, syncCharge } from './sync.js';

/** Statuses a refund can start from: paid (partly refunded or not). `refunded` is full already. */
const REFUNDABLE: readonly PaymentStatusValue[] = ['paid', 'refunded'];

const refuse = (
  payment: Payment | null,
  code: RefundPaymentErrorCode,
  message: string,
  field: string | null = null,
): RefundPaymentPayload => ({ payment, errors: [userError(code, message, field)] });

export async function refundPayment(ctx: Context, input: RefundPaymentInput): Promise<RefundPaymentPayload> {
  if (input.amountCents != null && input.amountCents <= 0) {
    return refuse(null, RefundPaymentErrorCode.INVALID_AMOUNT, 'Give an amount above $0.00.', 'amountCents');
  }
  if (!isUuid(input.paymentId)) {
    return refuse(null, RefundPaymentErrorCode.PAYMENT_NOT_FOUND, 'No payment has this id.', 'paymentId');
  }
  const provider = providerOf(ctx.app);
  const later: (() => Promise<void>)[] = [];
  const result = await ctx.app.db.transaction(async (m): Promise<RefundPaymentPayload> => {
    // One refund of a payment at a time: a second request waits here, then sees what the first did.
    // (Not the customer lock: the provider's charge.refunded event may be delivered during the call below.)
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('billing:refund:' || $1))`, [input.paymentId]);
    const payment = await m.findOneBy(PaymentEntity, { id: input.paymentId });
    if (!payment) return refuse(null, RefundPaymentErrorCode.PAYMENT_NOT_FOUND, 'No payment has this id.', 'paymentId');
    const view = toPayment(ctx, payment);
    const paymentIntent = payment.providerChargeId;
    if (!REFUNDABLE.includes(payment.status) || !paymentIntent) {
      return refuse(view, RefundPaymentErrorCode.NOT_PAID, 'This payment was not paid: there is nothing to refund.');
    }
    const before = payment.amountRefundedCents;
    const expected = input.expectedRefundedCents ?? before;
    const amount = input.amountCents ?? payment.amountCents - expected;
    if (before !== expected) {
      // The payment is already where this request would take it: a repeat of a refund that went through.
      if (amount > 0 && before === expected + amount) return { payment: view, errors: [] };
      return refuse(
        view,
        RefundPaymentErrorCode.PAYMENT_CHANGED,
        `This payment changed meanwhile: ${formatUsd(before)} of it is refunded now. Nothing was refunded; check the amount and try again.`,
      );
    }
    const left = payment.amountCents - before;
    if (left <= 0) {
      return refuse(view, RefundPaymentErrorCode.NOTHING_TO_REFUND, 'This payment is refunded in full already.');
    }
    if (amount > left) {
      return refuse(
        view,
        RefundPaymentErrorCode.AMOUNT_TOO_LARGE,
        `At most ${formatUsd(left)} is left to refund.`,
        'amountCents',
      );
    }

    const sc: SyncContext = { deps: ctx.app, provider, m, afterCommit: (fn) => later.push(fn) };
    const customer = payment.userId
      ? ((await m.findOneBy(BillingCustomerEntity, { userId: payment.userId }))?.providerCustomerId ?? null)
      : null;
    let refund: ProviderRefund;
    try {
      refund = await provider.refund({
        paymentIntent,
        amountCents: amount,
        idempotencyKey: `refund:${payment.id}:${before}:${amount}`,
        // Only what the key determines: a retry with other parameters would be refused by Stripe.
        metadata: { framestock_payment_id: payment.id },
      });
    } catch (err) {
      const refusal = refundRefusal(err);
      if (refusal) {
        // The provider knows refunds we have not heard of yet (Stripe's dashboard): catch up, then say what is left.
        if (customer) await lockCustomer(m, customer);
        await applyRefundedAmount(sc, payment.id, await provider.refundedAmount(paymentIntent));
        const now = await m.findOneByOrFail(PaymentEntity, { id: payment.id });
        const rest = now.amountCents - now.amountRefundedCents;
        return rest <= 0
          ? refuse(
              toPayment(ctx, now),
              RefundPaymentErrorCode.NOTHING_TO_REFUND,
              'This payment is refunded in full already.',
            )
          : refuse(
              toPayment(ctx, now),
              RefundPaymentErrorCode.AMOUNT_TOO_LARGE,
              `At most ${formatUsd(rest)} is left to refund.`,
              'amountCents',
            );
      }
      if (!isProviderError(err)) throw err;
      ctx.log.warn({ err, paymentId: payment.id }, 'refund: payment provider failed');
      return refuse(
        view,
        RefundPaymentErrorCode.PROVIDER_UNAVAILABLE,
        'Payments are unavailable for a moment. Nothing was refunded; try again.',
      );
    }

    // Written now, through the webhook's code, under its lock; the event itself then finds nothing to change.
    if (customer) await lockCustomer(m, customer);
    if (refund.charge) await syncCharge(sc, refund.charge);
    else await applyRefundedAmount(sc, payment.id, await provider.refundedAmount(paymentIntent));
    const after = await m.findOneByOrFail(PaymentEntity, { id: payment.id });
    const reason = input.reason?.trim() || null;
    await audit(
      ctx,
      {
        action: 'payment.refunded',
        targetType: payment.userId ? 'user' : 'payment',
        targetId: payment.userId ?? payment.id,
        data: {
          paymentId: payment.id,
          description: payment.description,
          amountCents: amount,
          refundedCents: after.amountRefundedCents,
          totalCents: after.amountCents,
          full: after.amountRefundedCents >= after.amountCents,
          providerRefundId: refund.id,
          ...(reason ? { reason } : {}),
        },
      },
      m,
    );
    return { payment: toPayment(ctx, after), errors: [] };
  });
  for (const fn of later) {
    await fn().catch((err: unknown) => ctx.log.error({ err }, 'refund follow-up failed'));
  }
  return result;
}

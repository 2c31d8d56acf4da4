/**
 * "Refund…" on the admin user page's payments list: the amount (what is left,
 * editable) and a reason, confirmed. The amount is checked as it is typed (not
 * dollars, zero, more than is left): the field says why and the button stays
 * off, so it never offers to refund what cannot be. The server's refusal
 * (refunded meanwhile, provider down…) shows in the dialog beside the button;
 * the payment in the answer updates the list through Apollo's cache, and the
 * page refetches after a refund for its audit trail.
 */
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { type AdminPaymentRowFragment, AdminRefundPaymentDocument } from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';
import { formatUsd } from '../../lib/usd';
import { ConfirmDialog } from '../ConfirmDialog';
import { TextField } from '../TextField';

/** A payment that can still be refunded from here: paid, not all of it given back. */
export function isRefundable(p: Pick<AdminPaymentRowFragment, 'status' | 'amountCents' | 'amountRefundedCents'>) {
  return p.status === 'PAID' && p.amountRefundedCents < p.amountCents;
}

/** "12", "12.5", "$1,234.56" → cents; null when it is not an amount of dollars and cents. */
export function parseUsd(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d*)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match || clean === '' || clean === '.') return null;
  return Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What is wrong with an amount typed for a refund of at most `left` cents; null when it can be refunded. */
export function refundAmountError(text: string, left: number): string | null {
  const cents = parseUsd(text);
  if (cents === null) return 'Enter the amount in dollars, like 12.50.';
  if (cents <= 0) return 'Enter an amount above $0.00.';
  if (cents > left) return `At most ${formatUsd(left)} is left to refund.`;
  return null;
}

export function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: AdminPaymentRowFragment;
  onClose: () => void;
  /** After a refund, or when the server says the payment changed: refresh the page's data. */
  onRefunded: () => unknown;
}) {
  const left = payment.amountCents - payment.amountRefundedCents;
  const [amount, setAmount] = useState(() => dollars(left));
  const [reason, setReason] = useState('');
  const [refund] = useMutation(AdminRefundPaymentDocument);
  const reasonId = useId();
  const cents = parseUsd(amount);
  const invalid = refundAmountError(amount, left);
  // An empty field is being typed into: the button waits, without scolding.
  const shownError = amount.trim() === '' ? undefined : (invalid ?? undefined);

  async function confirm(): Promise<readonly (string | { message: string })[]> {
    if (invalid || cents === null) return [invalid ?? 'Enter the amount in dollars, like 12.50.'];
    try {
      const result = await refund({
        variables: {
          input: {
            paymentId: payment.id,
            amountCents: cents,
            reason: reason.trim() || null,
            // What this dialog was opened on: a repeat (double click) then refunds nothing more.
            expectedRefundedCents: payment.amountRefundedCents,
          },
        },
      });
      const errors = result.data?.refundPayment.errors ?? [];
      if (errors.length === 0 || errors.some((e) => e.code === 'PAYMENT_CHANGED')) await onRefunded();
      return errors;
    } catch (err) {
      return toFormErrors(err);
    }
  }

  return (
    <ConfirmDialog
      title={`Refund ${payment.description}?`}
      confirmLabel={!invalid && cents !== null ? `Refund ${formatUsd(cents)}` : 'Refund'}
      confirmDisabled={invalid !== null}
      cancelLabel="Don’t refund"
      onClose={onClose}
      onConfirm={confirm}
    >
      <p>
        Paid {formatUsd(payment.amountCents)}
        {payment.amountRefundedCents > 0 ? `, ${formatUsd(payment.amountRefundedCents)} refunded already` : ''}: up to{' '}
        {formatUsd(left)} can go back to the card it was paid with. This cannot be undone.
      </p>
      <p>
        {payment.kind === 'ITEM'
          ? 'Refunded in full, the item is taken back from them (they may buy it again).'
          : 'Their subscription keeps running: cancel it separately if it should end.'}
      </p>
      <TextField
        label="Amount (USD)"
        error={shownError}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <label className="field__label" htmlFor={reasonId}>
        Reason (kept in the audit trail)
      </label>
      <input
        id={reasonId}
        className="field__input"
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}

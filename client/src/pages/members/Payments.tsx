/**
 * `/profile/payments` and `/members/profile/payments`: the member's plan,
 * price, renewal or end date and allowance; self-service (cancel in two
 * clicks, resume, change plan, update the card); invoices and receipts.
 */
import '../../styles/billing.css';
import '../../styles/account.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INTERVAL_WORD, LICENCE_WORDS } from '../../components/billing/usePlans';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryStatus } from '../../components/QueryStatus';
import {
  CancelSubscriptionDocument,
  MyBillingDocument,
  type MyBillingFieldsFragment,
  MyPaymentsDocument,
  ResumeSubscriptionDocument,
  UpdatePaymentMethodDocument,
} from '../../graphql/generated/graphql';
import { day, dayMonth, longDay } from '../../lib/dates';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { formatUsd } from '../../lib/usd';

export default function PaymentsPage() {
  const { data, loading, error, refetch } = useQuery(MyBillingDocument, { fetchPolicy: 'cache-and-network' });
  const [params] = useSearchParams();
  return (
    <div className="account-page payments">
      <header>
        <h1 className="account-page__title">Payments</h1>
        <p className="account-page__lead">Your plan, what it includes, and every payment.</p>
      </header>
      {params.get('card') === 'updated' && (
        <div className="notice notice--success" role="status">
          <p>Your card is saved.</p>
        </div>
      )}
      <QueryStatus
        loading={loading && !data}
        error={data ? null : error}
        onRetry={refetch}
        loadingLabel="Loading your plan…"
      />
      {data && <PlanPanel billing={data.myBilling} />}
      {data && <PaymentHistory />}
    </div>
  );
}

function PlanPanel({ billing }: { billing: MyBillingFieldsFragment }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What just changed, said in the live region; and, after a cancel or resume, focus goes to the
  // button that replaced the one used (the dialog's or the disabled button's focus would fall to <body>).
  const [done, setDone] = useState<string | null>(null);
  const actionRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    // After every render: the replacement button may come a render after the dialog closes.
    if (!refocus.current || confirming || !actionRef.current || actionRef.current.disabled) return;
    refocus.current = false;
    actionRef.current.focus();
  });
  // MyBilling has no id to normalise on: read it again after a change.
  const refresh = { refetchQueries: [MyBillingDocument], awaitRefetchQueries: true };
  const [cancel] = useMutation(CancelSubscriptionDocument, refresh);
  const [resume, { loading: resuming }] = useMutation(ResumeSubscriptionDocument, refresh);
  const [cardLink, { loading: opening }] = useMutation(UpdatePaymentMethodDocument);
  const running = Boolean(billing.subscriptionId);
  const end = billing.currentPeriodEnd ? longDay(billing.currentPeriodEnd, 'UTC') : null;

  async function openCard() {
    setProblem(null);
    try {
      const result = (await cardLink({ variables: { input: { returnPath: '/members/profile/payments' } } })).data
        ?.updatePaymentMethod;
      const errors = fromPayload(result?.errors ?? []);
      if (errors.length > 0 || !result?.url) setProblem(errors[0]?.message ?? 'The card page could not open.');
      else if (result.url.startsWith('/')) void navigate(result.url);
      else window.location.assign(result.url);
    } catch (err) {
      setProblem(toFormErrors(err)[0]?.message ?? 'The card page could not open.');
    }
  }

  async function doResume() {
    setProblem(null);
    setDone(null);
    refocus.current = true;
    try {
      const result = (await resume({ variables: { input: { subscriptionId: billing.subscriptionId as string } } })).data
        ?.resumeSubscription;
      const errors = fromPayload(result?.errors ?? []);
      if (errors.length > 0) setProblem(errors[0]?.message ?? 'Your subscription could not be resumed.');
      else setDone('Your subscription is resumed: it renews as before. A confirmation is on its way to your inbox.');
    } catch (err) {
      setProblem(toFormErrors(err)[0]?.message ?? 'Your subscription could not be resumed.');
    }
  }

  return (
    <section className="panel plan-panel" aria-labelledby="plan-title">
      <div className="plan-panel__head">
        <div>
          <p className="eyebrow">Your plan</p>
          <h2 id="plan-title" className="plan-panel__name">
            {billing.plan.name}
          </h2>
        </div>
        <span className={`status-pill status-pill--${statusTone(billing)}`}>{statusText(billing)}</span>
      </div>
      <dl className="plan-panel__facts">
        <div>
          <dt>Price</dt>
          <dd>
            {running && billing.priceCents != null && billing.interval
              ? `${formatUsd(billing.priceCents)} a ${INTERVAL_WORD[billing.interval]}`
              : 'Free'}
          </dd>
        </div>
        {running && end && (
          <div>
            <dt>{billing.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
            <dd>{end}</dd>
          </div>
        )}
        <div>
          <dt>Downloads</dt>
          <dd>
            {billing.downloadAllowance} a month · resets {dayMonth(billing.allowancePeriodEnd, 'UTC')}
          </dd>
        </div>
        <div className="plan-panel__wide">
          <dt>Licence</dt>
          <dd>{LICENCE_WORDS[billing.licence]}</dd>
        </div>
      </dl>
      {billing.inGrace && (
        <div className="form-alert" role="alert">
          <p>Your last payment failed. Update your card to keep {billing.plan.name}; until then your plan stays on.</p>
        </div>
      )}
      {billing.cancelAtPeriodEnd && end && (
        <p className="plan-panel__note">
          Cancelled: {billing.plan.name} stays until {end}, then you move to the Free plan. Licences of everything you
          downloaded stay valid.
        </p>
      )}
      {problem && (
        <div className="form-alert" role="alert">
          <p>{problem}</p>
        </div>
      )}
      {/* Always in the page, so what is put in it is announced. */}
      <div className={`plan-panel__status${done ? ' notice notice--success' : ''}`} role="status">
        {done && <p>{done}</p>}
      </div>
      <div className="button-row">
        {running ? (
          <>
            <Link className="button button--secondary" to="/members/pricing">
              Change plan
            </Link>
            <button
              type="button"
              className="button button--secondary"
              disabled={opening}
              onClick={() => void openCard()}
            >
              {opening ? 'Opening…' : 'Update card'}
            </button>
            {billing.cancelAtPeriodEnd ? (
              <button
                ref={actionRef}
                type="button"
                className="button button--primary"
                disabled={resuming}
                onClick={() => void doResume()}
              >
                {resuming ? 'Resuming…' : 'Resume subscription'}
              </button>
            ) : (
              <button
                ref={actionRef}
                type="button"
                className="button button--ghost"
                onClick={() => {
                  setDone(null);
                  setConfirming(true);
                }}
              >
                Cancel subscription
              </button>
            )}
          </>
        ) : (
          <Link className="button button--primary" to="/members/pricing">
            See plans
          </Link>
        )}
      </div>
      {confirming && billing.subscriptionId && (
        <ConfirmDialog
          title="Cancel your subscription?"
          confirmLabel="Cancel subscription"
          cancelLabel="Keep my plan"
          onClose={() => {
            // Closed by Keep my plan, Escape or a cancellation that went through: back to the button.
            refocus.current = true;
            setConfirming(false);
          }}
          onConfirm={async () => {
            try {
              const result = (
                await cancel({ variables: { input: { subscriptionId: billing.subscriptionId as string } } })
              ).data?.cancelSubscription;
              const errors = fromPayload(result?.errors ?? []);
              if (errors.length === 0) {
                // The note above says until when; this says it worked.
                setDone('Your subscription is cancelled. A confirmation is on its way to your inbox.');
              }
              return errors;
            } catch (err) {
              return toFormErrors(err);
            }
          }}
        >
          <p>
            No fee. {billing.plan.name} stays until {end}; you will not be charged again. Everything you downloaded
            stays licensed for good. You can resume any time before {end}.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function statusText(b: MyBillingFieldsFragment): string {
  if (b.inGrace) return 'Payment failed';
  if (b.subscriptionId && b.cancelAtPeriodEnd) return 'Cancelled';
  if (b.status === 'TRIALING') return 'Trial';
  return b.subscriptionId ? 'Active' : 'Free plan';
}

function statusTone(b: MyBillingFieldsFragment): string {
  if (b.inGrace) return 'danger';
  if (b.cancelAtPeriodEnd) return 'warning';
  return b.subscriptionId ? 'ok' : 'neutral';
}

const STATUS_WORDS: Record<string, string> = {
  OPEN: 'Open',
  FAILED: 'Failed',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
  VOID: 'Void',
};

function PaymentHistory() {
  const { data, loading, error, refetch, fetchMore } = useQuery(MyPaymentsDocument, {
    variables: { first: 20 },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.myPayments;
  return (
    <section className="panel" aria-labelledby="history-title">
      <h2 id="history-title" className="panel__title">
        Invoices and receipts
      </h2>
      <QueryStatus
        loading={loading && !page}
        error={page ? null : error}
        onRetry={refetch}
        loadingLabel="Loading payments…"
      />
      {page && page.edges.length === 0 && (
        <p className="payments__empty">
          No payments yet. <Link to="/members/pricing">Compare plans</Link> or buy single items from their pages.
        </p>
      )}
      {page && page.edges.length > 0 && (
        <ul className="payment-list">
          {page.edges.map(({ node: p }) => (
            <li key={p.id} className="payment-list__row">
              <span className="payment-list__date">{day(p.paidAt ?? p.createdAt, 'local')}</span>
              <span className="payment-list__what">{p.description}</span>
              <span className="payment-list__amount">
                {formatUsd(p.amountCents)}
                {p.amountRefundedCents > 0 && (
                  <span className="payment-list__refund">
                    {p.amountRefundedCents >= p.amountCents
                      ? 'Refunded in full'
                      : `Refunded ${formatUsd(p.amountRefundedCents)}`}
                  </span>
                )}
              </span>
              <span
                className={`status-pill status-pill--${p.status === 'PAID' ? 'ok' : p.status === 'FAILED' ? 'danger' : 'neutral'}`}
              >
                {STATUS_WORDS[p.status]}
              </span>
              {p.receiptUrl ? (
                <a className="payment-list__receipt" href={p.receiptUrl} target="_blank" rel="noopener noreferrer">
                  Receipt
                  <span className="visually-hidden">
                    {' '}
                    for {p.description}, {day(p.paidAt ?? p.createdAt, 'local')} (opens in a new tab)
                  </span>
                </a>
              ) : (
                <span className="payment-list__receipt" />
              )}
            </li>
          ))}
        </ul>
      )}
      {page?.pageInfo.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void fetchMore({
              variables: { after: page.pageInfo.endCursor },
              updateQuery: (prev, { fetchMoreResult }) => ({
                myPayments: {
                  ...fetchMoreResult.myPayments,
                  edges: [...prev.myPayments.edges, ...fetchMoreResult.myPayments.edges],
                },
              }),
            }).catch(() => undefined)
          }
        >
          Show older payments
        </button>
      )}
    </section>
  );
}

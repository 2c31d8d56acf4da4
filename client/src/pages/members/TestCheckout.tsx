/**
 * The test-mode provider's page (no Stripe keys): `?session=` pays or
 * declines a checkout, `?card=` saves a working test card (paying any open
 * invoice). What it does reaches the server as signed webhook events, exactly
 * as Stripe's would. Clearly labelled: no card is charged.
 */
import '../../styles/billing.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckoutFrame } from '../../components/billing/CheckoutFrame';
import { PageLoading } from '../../components/PageLoading';
import {
  CheckoutStatusDocument,
  CompleteTestCheckoutDocument,
  MyBillingDocument,
  SaveTestCardDocument,
} from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { formatUsd } from '../../lib/usd';

export default function TestCheckoutPage() {
  const [params] = useSearchParams();
  const session = params.get('session');
  return (
    <div className="test-checkout">
      <p className="test-checkout__banner" role="note">
        <strong>Test mode — no card is charged.</strong> This server has no Stripe keys; this page stands in for
        Stripe's.
      </p>
      {session ? <PayTestCheckout sessionId={session} /> : <SaveTestCard />}
    </div>
  );
}

function PayTestCheckout({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(CheckoutStatusDocument, { variables: { id: sessionId } });
  const [complete] = useMutation(CompleteTestCheckoutDocument, { refetchQueries: [MyBillingDocument] });
  const [busy, setBusy] = useState<'SUCCEED' | 'DECLINE' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function pay(outcome: 'SUCCEED' | 'DECLINE') {
    setBusy(outcome);
    setMessage(null);
    try {
      const result = (await complete({ variables: { input: { sessionId, outcome } } })).data?.completeTestCheckout;
      const errors = fromPayload(result?.errors ?? []);
      if (errors.length === 0 || errors[0]?.code === 'NOT_OPEN') {
        void navigate(`/members/checkout?session_id=${encodeURIComponent(sessionId)}`, { replace: true });
      } else setMessage(errors[0]?.message ?? 'The payment did not go through.');
    } catch (err) {
      setMessage(toFormErrors(err)[0]?.message ?? 'The payment did not go through.');
    } finally {
      setBusy(null);
    }
  }

  if (loading && !data) return <PageLoading label="Loading checkout…" />;
  if (error || !data?.checkout) {
    return (
      <CheckoutFrame title="Test checkout">
        <div className="form-alert" role="alert">
          <p>{error ? toFormErrors(error)[0]?.message : 'This checkout is not one of yours.'}</p>
        </div>
        <div className="button-row">
          {error && (
            <button type="button" className="button button--primary" onClick={() => void refetch()}>
              Try again
            </button>
          )}
          <Link className="button button--secondary" to="/members/pricing">
            Back to plans
          </Link>
        </div>
      </CheckoutFrame>
    );
  }
  const c = data.checkout;
  return (
    <CheckoutFrame title={`Pay for ${c.description}`}>
      <p className="checkout__amount">
        {formatUsd(c.amountCents)}
        {c.interval && <span className="checkout__per"> / {c.interval === 'YEAR' ? 'year' : 'month'}</span>}
      </p>
      <div className="test-card" aria-hidden="true">
        <span className="test-card__number">4242 4242 4242 4242</span>
        <span>Test card · 12/34 · 123</span>
      </div>
      {message && (
        <div className="form-alert" role="alert">
          <p>{message}</p>
        </div>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={busy !== null}
          onClick={() => void pay('SUCCEED')}
        >
          {busy === 'SUCCEED' ? 'Paying…' : `Pay ${formatUsd(c.amountCents)}`}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy !== null}
          onClick={() => void pay('DECLINE')}
        >
          Decline the card
        </button>
      </div>
      <p className="checkout__small">
        Paying sends the same signed events Stripe would (checkout completed, subscription created, invoice paid).{' '}
        <Link to="/members/pricing">Cancel and go back</Link>
      </p>
    </CheckoutFrame>
  );
}

function SaveTestCard() {
  const navigate = useNavigate();
  const [save, { loading }] = useMutation(SaveTestCardDocument, { refetchQueries: [MyBillingDocument] });
  const [message, setMessage] = useState<string | null>(null);
  async function submit() {
    try {
      const result = (await save({ variables: { input: { confirm: true } } })).data?.saveTestCard;
      const errors = fromPayload(result?.errors ?? []);
      if (errors.length === 0) void navigate('/members/profile/payments?card=updated', { replace: true });
      else setMessage(errors[0]?.message ?? 'The card was not saved.');
    } catch (err) {
      setMessage(toFormErrors(err)[0]?.message ?? 'The card was not saved.');
    }
  }
  return (
    <CheckoutFrame title="Update your card">
      <div className="test-card" aria-hidden="true">
        <span className="test-card__number">4242 4242 4242 4242</span>
        <span>Test card · 12/34 · 123</span>
      </div>
      <p>Saving this card pays any invoice that is still open.</p>
      {message && (
        <div className="form-alert" role="alert">
          <p>{message}</p>
        </div>
      )}
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={loading} onClick={() => void submit()}>
          {loading ? 'Saving…' : 'Save card'}
        </button>
        <Link className="button button--secondary" to="/members/profile/payments">
          Back to payments
        </Link>
      </div>
    </CheckoutFrame>
  );
}

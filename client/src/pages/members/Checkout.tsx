/**
 * `/members/checkout`: where a chosen plan (`?plan=&interval=`) or item
 * (`?item=`) is paid, and where Stripe returns (`?session_id=`).
 *
 * Starting is idempotent on the server (a reload or double click continues
 * the same session). Test mode goes on to its own page; with Stripe, Stripe
 * Checkout is embedded here once Stripe.js has loaded. On return the page
 * asks the server, which re-reads the session from the provider, until the
 * payment is recorded.
 */
import '../../styles/billing.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckoutFrame } from '../../components/billing/CheckoutFrame';
import { usePaymentScript } from '../../components/billing/usePaymentScript';
import { mediaHref } from '../../components/catalog/MediaCard';
import { DownloadButton } from '../../components/downloads/DownloadButton';
import { PageLoading } from '../../components/PageLoading';
import {
  type CheckoutFieldsFragment,
  CheckoutStatusDocument,
  PlansDocument,
  StartItemCheckoutDocument,
  StartSubscriptionCheckoutDocument,
} from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { formatUsd } from '../../lib/usd';

export default function CheckoutPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  return sessionId ? <CheckoutReturn sessionId={sessionId} /> : <StartCheckout />;
}

function StartCheckout() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const planId = params.get('plan');
  const itemId = params.get('item');
  const interval = params.get('interval') === 'YEAR' ? 'YEAR' : 'MONTH';
  const config = useQuery(PlansDocument);
  const [startPlan] = useMutation(StartSubscriptionCheckoutDocument);
  const [startItem] = useMutation(StartItemCheckoutDocument);
  const [checkout, setCheckout] = useState<CheckoutFieldsFragment | null>(null);
  // `retry`: a failed request may work again; a refusal (no such plan, a plan already running) will not.
  const [problem, setProblem] = useState<{ message: string; retry: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const publishableKey = config.data?.billing.mode === 'STRIPE' ? config.data.billing.publishableKey : null;
  const card = usePaymentScript(publishableKey);

  useEffect(() => {
    if (!planId && !itemId) return;
    let live = true;
    setProblem(null);
    (async () => {
      try {
        const result = itemId
          ? (await startItem({ variables: { input: { mediaId: itemId } } })).data?.startItemCheckout
          : (await startPlan({ variables: { input: { planId: planId as string, interval } } })).data
              ?.startSubscriptionCheckout;
        if (!live || !result) return;
        const errors = fromPayload(result.errors);
        if (errors.length > 0 || !result.checkout) {
          setProblem({ message: errors[0]?.message ?? 'Checkout could not start.', retry: false });
        }
        // Test mode pays on its own page (a client route).
        else if (result.checkout.url?.startsWith('/')) void navigate(result.checkout.url, { replace: true });
        else setCheckout(result.checkout);
      } catch (err) {
        if (live) setProblem({ message: toFormErrors(err)[0]?.message ?? 'Checkout could not start.', retry: true });
      }
    })();
    return () => {
      live = false;
    };
  }, [planId, itemId, interval, startItem, startPlan, navigate, attempt]);

  if (!planId && !itemId) {
    return (
      <CheckoutFrame title="Checkout">
        <p>Choose a plan first.</p>
        <Link className="button button--primary" to="/members/pricing">
          See plans
        </Link>
      </CheckoutFrame>
    );
  }
  if (problem) {
    return (
      <CheckoutFrame title="Checkout">
        <div className="form-alert" role="alert">
          <p>{problem.message}</p>
        </div>
        <div className="button-row">
          {problem.retry && (
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </button>
          )}
          <Link className={`button ${problem.retry ? 'button--secondary' : 'button--primary'}`} to="/members/pricing">
            Back to plans
          </Link>
        </div>
      </CheckoutFrame>
    );
  }
  if (!checkout) return <PageLoading label="Preparing checkout…" />;
  return (
    <CheckoutFrame title={`Pay for ${checkout.description}`}>
      <p className="checkout__amount">
        {formatUsd(checkout.amountCents)}
        {checkout.interval && (
          <span className="checkout__per"> / {checkout.interval === 'YEAR' ? 'year' : 'month'}</span>
        )}
      </p>
      <EmbeddedStripeCheckout checkout={checkout} card={card} />
    </CheckoutFrame>
  );
}

/** Stripe Checkout, embedded (Stripe hosts the card form in its frame). */
function EmbeddedStripeCheckout({
  checkout,
  card,
}: {
  checkout: CheckoutFieldsFragment;
  card: ReturnType<typeof usePaymentScript>;
}) {
  const mount = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!opened || !card.stripe || !checkout.clientSecret || !mount.current) return;
    let page: { mount(el: HTMLElement): void; destroy(): void } | null = null;
    const secret = checkout.clientSecret;
    void card.stripe.createEmbeddedCheckoutPage({ fetchClientSecret: async () => secret }).then((p) => {
      page = p;
      if (mount.current) p.mount(mount.current);
    });
    return () => page?.destroy();
  }, [opened, card.stripe, checkout.clientSecret]);
  return (
    <>
      {!opened && (
        <div className="checkout__pay">
          <button
            type="button"
            className="button button--primary button--large"
            disabled={!card.isLoaded}
            aria-describedby={card.failure ? 'payment-script-failure' : undefined}
            onClick={() => setOpened(true)}
          >
            {card.isLoading ? 'Loading secure card form…' : 'Pay by card'}
          </button>
          {card.failure && (
            <p id="payment-script-failure" className="checkout__failure" role="alert">
              {card.failure}
            </p>
          )}
        </div>
      )}
      <div ref={mount} className="checkout__stripe" />
    </>
  );
}

function CheckoutReturn({ sessionId }: { sessionId: string }) {
  const { data, error, startPolling, stopPolling, refetch } = useQuery(CheckoutStatusDocument, {
    variables: { id: sessionId },
    fetchPolicy: 'network-only',
  });
  const status = data?.checkout?.status;
  useEffect(() => {
    if (status === 'open') startPolling(1500);
    else stopPolling();
    return stopPolling;
  }, [status, startPolling, stopPolling]);

  if (error) {
    return (
      <CheckoutFrame title="Checkout">
        <div className="form-alert" role="alert">
          <p>{toFormErrors(error)[0]?.message}</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => void refetch()}>
          Try again
        </button>
      </CheckoutFrame>
    );
  }
  if (!data) return <PageLoading label="Checking your payment…" />;
  if (!data.checkout) {
    return (
      <CheckoutFrame title="Checkout">
        <p>We could not find this checkout on your account.</p>
        <Link className="button button--secondary" to="/members/pricing">
          See plans
        </Link>
      </CheckoutFrame>
    );
  }
  if (status === 'complete') {
    const item = data.checkout.mediaId;
    const media = data.checkout.media;
    return (
      <CheckoutFrame title="Thank you — you're all set">
        <p className="checkout__done" role="status">
          {item
            ? `${data.checkout.description} is yours for good.`
            : `Your ${data.checkout.description} is active. A receipt is on its way to your inbox.`}
        </p>
        {media && (
          // The item just bought: download it now, or go to its page (previews, licence, related items).
          <div className="checkout__item">
            <DownloadButton mediaId={media.id} title={media.title} />
            <Link className="checkout__item-link" to={mediaHref(media, 'members')}>
              Go to {media.title}
            </Link>
          </div>
        )}
        <div className="button-row">
          <Link className={`button ${media ? 'button--secondary' : 'button--primary'}`} to="/members/profile/payments">
            {item ? 'See your payments' : 'See your plan and payments'}
          </Link>
          <Link className="button button--secondary" to="/members/browse">
            Browse the library
          </Link>
        </div>
      </CheckoutFrame>
    );
  }
  if (status === 'expired') {
    return (
      <CheckoutFrame title="This checkout expired">
        <p>Nothing was charged. Start again from the plans.</p>
        <Link className="button button--primary" to="/members/pricing">
          See plans
        </Link>
      </CheckoutFrame>
    );
  }
  return <PageLoading label="Confirming your payment…" />;
}

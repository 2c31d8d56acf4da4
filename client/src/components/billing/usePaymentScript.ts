/**
 * The spec's card payment state: `isLoading` and `isLoaded` of the payment
 * script (Stripe.js, through @stripe/stripe-js, loaded only here — never in
 * the public entry). A failure to load is logged and recorded as an analytics
 * `exception` event; the app keeps working and only the checkout button says so.
 */
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { track } from '../../lib/analytics';

export interface CardPaymentState {
  isLoading: boolean;
  isLoaded: boolean;
  stripe: Stripe | null;
  /** Set when the script could not load: what to tell the member on the checkout button. */
  failure: string | null;
}

const NOT_NEEDED: CardPaymentState = { isLoading: false, isLoaded: false, stripe: null, failure: null };

/** Loads Stripe.js for `publishableKey`; with no key (test mode) nothing loads. */
export function usePaymentScript(publishableKey: string | null | undefined): CardPaymentState {
  const [state, setState] = useState<CardPaymentState>(
    publishableKey ? { ...NOT_NEEDED, isLoading: true } : NOT_NEEDED,
  );
  useEffect(() => {
    if (!publishableKey) return;
    let live = true;
    setState({ ...NOT_NEEDED, isLoading: true });
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js loaded without a Stripe object');
        if (live) setState({ isLoading: false, isLoaded: true, stripe, failure: null });
      })
      .catch((err: unknown) => {
        console.error('The payment script failed to load', err);
        track('exception', {
          description: `payment script: ${(err as Error)?.message ?? String(err)}`.slice(0, 200),
          fatal: false,
        });
        if (live) {
          setState({
            isLoading: false,
            isLoaded: false,
            stripe: null,
            failure: 'Card payments could not load. Check your connection (or an ad blocker) and try again.',
          });
        }
      });
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return state;
}

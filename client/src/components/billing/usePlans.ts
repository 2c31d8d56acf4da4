import { useQuery } from '@apollo/client/react';
import { MyBillingDocument, PlansDocument } from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';

/** The plans on offer, how checkout works here, and (signed in) the member's own billing. */
export function usePlans() {
  const { isAuthenticated } = useAuth();
  const plans = useQuery(PlansDocument);
  const mine = useQuery(MyBillingDocument, { skip: !isAuthenticated, fetchPolicy: 'cache-and-network' });
  return {
    isAuthenticated,
    plans: plans.data?.plans ?? [],
    billing: plans.data?.billing ?? null,
    mine: mine.data?.myBilling ?? null,
    loading: plans.loading || (isAuthenticated && mine.loading && !mine.data),
    error: plans.error ?? mine.error,
    refetch: () => Promise.all([plans.refetch(), isAuthenticated ? mine.refetch() : null]),
  };
}

export type Interval = 'MONTH' | 'YEAR';

export const INTERVAL_WORD: Record<Interval, string> = { MONTH: 'month', YEAR: 'year' };

/** A running subscription (its plan applies): the states myBilling reports with a subscriptionId. */
export const LICENCE_WORDS = {
  PERSONAL: 'Personal licence: your own videos and social channels, not client work or ads.',
  COMMERCIAL: 'Commercial licence: client work, ads and monetised channels too.',
} as const;

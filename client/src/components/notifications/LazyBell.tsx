/**
 * The bell, for signed-in users only, loaded on demand: its live feed
 * (graphql-ws) stays out of the public entry bundle, and anonymous visitors
 * load nothing. With its own Apollo provider: the header is also on pages that
 * render without Apollo (the home page, client/js-budget.mjs).
 */
import { Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { lazyWithApollo } from '../../lib/lazyWithApollo';

const NotificationBell = lazyWithApollo(() => import('./NotificationBell').then((m) => m.default));

export function LazyBell({ area }: { area: 'site' | 'members' | 'admin' }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={<span className="bell-placeholder" aria-hidden="true" />}>
      <NotificationBell area={area} />
    </Suspense>
  );
}

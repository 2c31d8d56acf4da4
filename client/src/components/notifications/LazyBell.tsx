/**
 * The bell, for signed-in users only, loaded on demand: its live feed
 * (graphql-ws) stays out of the public entry bundle, and anonymous visitors
 * load nothing.
 */
import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth';

const NotificationBell = lazy(() => import('./NotificationBell'));

export function LazyBell({ area }: { area: 'site' | 'members' | 'admin' }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={<span className="bell-placeholder" aria-hidden="true" />}>
      <NotificationBell area={area} />
    </Suspense>
  );
}

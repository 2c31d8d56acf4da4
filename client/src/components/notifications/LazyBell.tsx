/**
 * The bell, for signed-in users only, loaded on demand: its live feed
 * (graphql-ws) stays out of the public entry bundle, and anonymous visitors
 * load nothing. With its own Apollo provider: the header is also on pages that
 * render without Apollo (the home page, client/js-budget.mjs). It loads once
 * the page has been idle: its chunk, query and socket wait for the content.
 */
import { Suspense } from 'react';
import { useAuth } from '../../lib/auth';
import { lazyWithApollo } from '../../lib/lazyWithApollo';
import { useAfterIdle } from '../../lib/useAfterIdle';

const NotificationBell = lazyWithApollo(() => import('./NotificationBell').then((m) => m.default));

export function LazyBell({ area }: { area: 'site' | 'members' | 'admin' }) {
  const { isAuthenticated } = useAuth();
  const idle = useAfterIdle();
  if (!isAuthenticated) return null;
  const placeholder = <span className="bell-placeholder" aria-hidden="true" />;
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell area={area} />
    </Suspense>
  );
}

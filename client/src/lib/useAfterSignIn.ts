import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthUser } from './auth';
import { isServerPath, safeRedirectTarget } from './redirect';

/** Where a user lands after signing in or up when no `redirect` was given. */
export function homeFor(user: Pick<AuthUser, 'role'> | null): string {
  return user?.role === 'ADMIN' ? '/admin' : '/members/dashboard';
}

/**
 * The `redirect` query parameter (a path on this site, never the auth pages)
 * and a function that goes there — or to the user's home — after sign-in.
 */
export function useAfterSignIn(): { redirect: string | null; go: (user: AuthUser | null) => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = safeRedirectTarget(params.get('redirect'));
  const redirect = raw && !/^\/(login|register)(\/|\?|$)/.test(raw) ? raw : null;
  const go = useCallback(
    (user: AuthUser | null) => {
      const target = redirect ?? homeFor(user);
      if (isServerPath(target)) window.location.assign(target);
      else void navigate(target, { replace: true });
    },
    [redirect, navigate],
  );
  return { redirect, go };
}

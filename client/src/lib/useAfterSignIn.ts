import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthUser } from './auth';
import { isServerPath, safeRedirectTarget } from './redirect';

/** Where a user lands after signing in or up when no `redirect` was given. */
export function homeFor(user: Pick<AuthUser, 'role'> | null): string {
  return user?.role === 'ADMIN' ? '/admin' : '/members/dashboard';
}

/** A path the client may go to after signing in: on this site, and not one of the sign-in pages. */
function usableTarget(raw: string | null | undefined): string | null {
  const target = safeRedirectTarget(raw);
  return target && !/^\/(login|register)(\/|\?|$)/.test(target) ? target : null;
}

/**
 * The `redirect` query parameter (a path on this site, never the auth pages)
 * and a function that goes there — or to the user's home — after sign-in.
 * `go` may be given a target of its own (a finished sign-up's `continuePath`),
 * checked the same way, which then wins.
 */
export function useAfterSignIn(): {
  redirect: string | null;
  go: (user: AuthUser | null, continuePath?: string | null) => void;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = usableTarget(params.get('redirect'));
  const go = useCallback(
    (user: AuthUser | null, continuePath?: string | null) => {
      const target = usableTarget(continuePath) ?? redirect ?? homeFor(user);
      if (isServerPath(target)) window.location.assign(target);
      else void navigate(target, { replace: true });
    },
    [redirect, navigate],
  );
  return { redirect, go };
}

/**
 * The end of a social sign-in (README "Social sign-in"): the server sets the
 * new refresh cookie and sends the browser to `<path>?auth=login|sign_up&provider=<id>`.
 * The page load restores the session from that cookie (refreshSession, in the
 * auth module's start-up restore); once it has, this records the analytics
 * event (`login` or `sign_up` with `method: <provider id>`) once and removes
 * the parameters from the address.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { track } from './analytics';
import { useAuth } from './auth';

const SOCIAL_PARAMS = ['auth', 'provider', 'linked'];
let handled = false;

export function useSocialSignInReturn(): void {
  const { authInitialized, isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (handled || !authInitialized) return;
    const params = new URLSearchParams(location.search);
    const kind = params.get('auth');
    const provider = params.get('provider');
    if ((kind !== 'login' && kind !== 'sign_up') || !provider) return;
    handled = true;
    if (isAuthenticated) track(kind, { method: provider });
    // The login page moves on by itself; elsewhere, tidy the address (no new history entry).
    if (location.pathname === '/login') return;
    for (const name of SOCIAL_PARAMS) params.delete(name);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [authInitialized, isAuthenticated, location, navigate]);
}

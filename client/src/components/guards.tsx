/**
 * Route guards (spec §6). Both wait for the session to be restored
 * (authInitialized) before deciding, so a signed-in user never sees the login
 * page flash. Signed out → /login?redirect=<path+search>; signed in without
 * the admin role on an admin page → 403.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { useAuth } from '../lib/auth';
import { loginPath } from '../lib/redirect';
import { ForbiddenPage } from './ErrorPages';
import { PageLoading } from './PageLoading';

function useGuard(): 'loading' | 'signed-out' | 'member' | 'admin' {
  const { authInitialized, isAuthenticated, isAdmin } = useAuth();
  if (!authInitialized) return 'loading';
  if (!isAuthenticated) return 'signed-out';
  return isAdmin ? 'admin' : 'member';
}

function LoginRedirect() {
  const location = useLocation();
  return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
}

export function RequireAuth() {
  const state = useGuard();
  if (state === 'loading') return <PageLoading fullPage label="Checking your session…" />;
  if (state === 'signed-out') return <LoginRedirect />;
  return <Outlet />;
}

export function RequireAdmin() {
  const state = useGuard();
  if (state === 'loading') return <PageLoading fullPage label="Checking your session…" />;
  if (state === 'signed-out') return <LoginRedirect />;
  if (state === 'member') {
    return (
      <DefaultLayout>
        <ForbiddenPage />
      </DefaultLayout>
    );
  }
  return <Outlet />;
}

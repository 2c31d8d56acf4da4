/**
 * Error screens (spec §8): unmatched path or invalid id → 'Page Not Found'
 * with `Page not found: {path}`; missing admin role → 'Forbidden'; anything
 * else → 'Internal Server Error'.
 */
import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { useAuth } from '../lib/auth';
import { useDocumentTitle } from '../lib/title';
import { Logo } from './Logo';

function ErrorPanel({ status, title, children }: { status: string; title: string; children: ReactNode }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      {children}
    </section>
  );
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page Not Found');
  return (
    <ErrorPanel status="404" title="Page Not Found">
      <p className="error-page__message">Page not found: {pathname}</p>
      <p>The address may be mistyped, or the page has moved.</p>
      <div className="button-row">
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
        <Link className="button button--secondary" to="/public/browse">
          Browse the library
        </Link>
      </div>
    </ErrorPanel>
  );
}

export function ForbiddenPage() {
  const { isAuthenticated } = useAuth();
  useDocumentTitle('Forbidden');
  return (
    <ErrorPanel status="403" title="Forbidden">
      <p className="error-page__message">This page is for Framestock administrators.</p>
      <p>You are signed in with an account that cannot open it.</p>
      <div className="button-row">
        <Link className="button button--primary" to={isAuthenticated ? '/members/dashboard' : '/'}>
          {isAuthenticated ? 'Go to your dashboard' : 'Go to the home page'}
        </Link>
      </div>
    </ErrorPanel>
  );
}

export function ServerErrorPage() {
  useDocumentTitle('Internal Server Error');
  return (
    <ErrorPanel status="500" title="Internal Server Error">
      <p className="error-page__message">Something went wrong on our side.</p>
      <p>Try again in a moment. If it keeps happening, let us know what you were doing.</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a className="button button--secondary" href="/">
          Go to the home page
        </a>
      </div>
    </ErrorPanel>
  );
}

/** The error page for a route error: 404 responses (invalid id) or anything else (500). */
function ErrorFor({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error('Route error', error);
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <ServerErrorPage />;
}

/** Errors of a page: shown inside its layout. */
export function RouteErrorBoundary() {
  return <ErrorFor error={useRouteError()} />;
}

/** Errors of a layout or guard: a page of its own, depending on nothing that may have failed. */
export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <div className="standalone">
      <header className="standalone__header">
        <a href="/" className="brand" aria-label="Framestock home">
          <Logo />
        </a>
      </header>
      <main id="main" className="standalone__main">
        <ErrorFor error={error} />
      </main>
    </div>
  );
}

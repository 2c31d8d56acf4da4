/**
 * GraphiQL at /graphql, from our own bundle (no CDN). Monaco's web workers
 * are set up for Vite by graphiql's own `setup-workers/vite` module.
 *
 * The page gets the admin's access token the way the app does: it exchanges
 * the httpOnly refresh cookie (refreshSession, same origin) and sends the
 * token as a Bearer header; signed out, queries run without one.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './styles/graphiql-page.css';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { getOperationAST, OperationTypeNode, parse, print } from 'graphql';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { GRAPHIQL_COLLECTION } from './graphiql-collection';
import { RefreshSessionDocument, type RefreshSessionMutation } from './graphql/generated/graphql';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, policyFetch } from './lib/http';
import { AUTH_TIMING, withRefreshLock } from './lib/session';

type Fetcher = GraphiQLProps['fetcher'];
type SessionUser = NonNullable<RefreshSessionMutation['refreshSession']['user']>;
type SessionState = { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

const ENDPOINT = '/graphql';
const BASE_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
  'apollo-require-preflight': 'true',
};

let token: { value: string; expiresAt: number } | null = null;
let tokenPromise: Promise<string | null> | null = null;
const listeners = new Set<(state: SessionState) => void>();
const publish = (state: SessionState) => {
  for (const listener of listeners) listener(state);
};

async function refreshToken(): Promise<string | null> {
  const response = await withRefreshLock(() =>
    policyFetch(ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...BASE_HEADERS, [IDEMPOTENCY_HEADER]: newIdempotencyKey() },
      body: JSON.stringify({ operationName: 'RefreshSession', query: print(RefreshSessionDocument), variables: {} }),
    }),
  );
  const body = (await response.json()) as { data?: RefreshSessionMutation };
  const payload = body.data?.refreshSession;
  if (!payload?.accessToken || !payload.accessTokenExpiresAt || !payload.user) {
    token = null;
    publish({ status: 'signed-out' });
    return null;
  }
  token = { value: payload.accessToken, expiresAt: Date.parse(payload.accessTokenExpiresAt) };
  publish({ status: 'signed-in', user: payload.user });
  return token.value;
}

/** The current token, refreshed when missing or (nearly) expired; null when signed out. */
function accessToken(): Promise<string | null> {
  if (token && Date.now() < token.expiresAt - AUTH_TIMING.expiryLeewayMs) return Promise.resolve(token.value);
  tokenPromise ??= refreshToken()
    .catch((error: unknown) => {
      console.warn('Could not get an access token.', error);
      publish({ status: 'signed-out' });
      return null;
    })
    .finally(() => {
      tokenPromise = null;
    });
  return tokenPromise;
}

function isMutation(query: string, operationName?: string | null): boolean {
  try {
    return getOperationAST(parse(query), operationName ?? undefined)?.operation === OperationTypeNode.MUTATION;
  } catch {
    return false; // let the server report the syntax error
  }
}

const fetcher: Fetcher = async (params, options) => {
  const bearer = await accessToken();
  const headers: Record<string, string> = { ...BASE_HEADERS, ...(options?.headers as Record<string, string>) };
  if (bearer && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) {
    headers.authorization = `Bearer ${bearer}`;
  }
  if (isMutation(params.query, params.operationName)) headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();
  const response = await policyFetch(ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify(params),
  });
  return response.json();
};

const DEFAULT_QUERY = `# Framestock GraphQL API
#
# Run: Ctrl-Enter. Docs: the book icon.
# Fields marked "Requires ADMIN." need
# an administrator's token.

query Me {
  me {
    id
    email
    displayName
    role
  }
}
`;

/** The first visit opens the admin collection (graphiql-collection.ts) as tabs, after the welcome tab. */
const DEFAULT_TABS = [
  { query: DEFAULT_QUERY },
  ...GRAPHIQL_COLLECTION.map((op) => ({ query: op.query, variables: op.variables })),
];

/** GraphiQL keeps open tabs in localStorage; forgetting them brings the collection back. */
function reopenCollection() {
  for (const key of Object.keys(localStorage)) if (key.startsWith('graphiql:tab')) localStorage.removeItem(key);
  window.location.reload();
}

function SessionBanner() {
  const [state, setState] = useState<SessionState>({ status: 'checking' });
  useEffect(() => {
    listeners.add(setState);
    void accessToken();
    return () => {
      listeners.delete(setState);
    };
  }, []);

  return (
    <header className="gq-banner">
      <a className="gq-brand" href="/">
        Framestock
      </a>
      <span className="gq-sep" aria-hidden="true">
        /
      </span>
      <span className="gq-title">GraphiQL</span>
      <p className="gq-status" role="status">
        {state.status === 'checking' && 'Checking your session…'}
        {state.status === 'signed-out' && (
          <>
            Sign in as an admin at <a href="/login?redirect=%2Fgraphql">/login</a> to run queries with your token.
          </>
        )}
        {state.status === 'signed-in' && (
          <>
            Signed in as <strong>{state.user.displayName}</strong> ({state.user.role === 'ADMIN' ? 'admin' : 'member'})
            {state.user.role !== 'ADMIN' && ' — admin-only fields will be refused.'}
          </>
        )}
      </p>
      <button type="button" className="gq-collection" onClick={reopenCollection}>
        Open the bulk-work collection
      </button>
    </header>
  );
}

function GraphiQLPage() {
  return (
    <div className="gq-page">
      <SessionBanner />
      <main className="gq-main" aria-label="GraphiQL">
        <GraphiQL
          fetcher={fetcher}
          defaultQuery={DEFAULT_QUERY}
          defaultTabs={DEFAULT_TABS}
          defaultTheme="dark"
          shouldPersistHeaders={false}
        />
      </main>
    </div>
  );
}

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql element.');
createRoot(container).render(
  <StrictMode>
    <GraphiQLPage />
  </StrictMode>,
);

/**
 * The one Apollo Client of the web app. Link chain, outermost first:
 *
 *   stale answers → auth errors → Idempotency-Key (mutations) → Authorization → HTTP (policyFetch)
 *
 * - A query answer that may predate a mutation landed meanwhile on one of its
 *   entities is asked again rather than written over it (./staleAnswerLink.ts).
 * - Every mutation gets a fresh Idempotency-Key here, from the operation type;
 *   the retry inside policyFetch re-sends the same headers, so the server runs
 *   the mutation once (spec §7 retry policy, see ./http.ts).
 * - The access token comes from memory (./session.ts), refreshed first when it
 *   counts as expired.
 * - USER_DISABLED / USER_TOKEN_EXPIRED end the session locally; UNAUTHENTICATED
 *   with a token triggers one refresh and one retry, and ends the session when
 *   the refresh fails.
 */
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap, throwError } from 'rxjs';
import introspection from '../graphql/possible-types.generated';
import { graphQLErrorCodes } from './errors';
import { GRAPHQL_ENDPOINT, GRAPHQL_HEADERS } from './graphqlRequest';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, policyFetch, UPLOAD_TIMEOUT_MS } from './http';
import {
  authorizationFor,
  endSession,
  hasAccessToken,
  refreshAccessToken,
  SESSION_ENDING_CODES,
  SESSION_OPERATIONS,
} from './session';
import { createStaleAnswerLink } from './staleAnswerLink';

export { NETWORK_REQUEST_FAILED, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './http';

/** Pass as `context` of an upload mutation: 60 s per attempt instead of 30 s. */
export const uploadContext = { fetchOptions: { timeout: UPLOAD_TIMEOUT_MS } } as const;

const authErrorLink = new ErrorLink(({ error, operation, forward }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  const codes = graphQLErrorCodes(error);
  const ending = SESSION_ENDING_CODES.find((code) => codes.includes(code));
  if (ending) {
    endSession(ending);
    return;
  }
  if (!codes.includes('UNAUTHENTICATED') || SESSION_OPERATIONS.has(operation.operationName ?? '')) return;
  if (!hasAccessToken() || operation.getContext().authRetried) return;
  // The token was refused (expired early, revoked, server secret rotated): refresh once and retry.
  return from(refreshAccessToken()).pipe(
    mergeMap((refreshed) => {
      if (!refreshed) {
        endSession('UNAUTHENTICATED');
        return throwError(() => error);
      }
      operation.setContext({ authRetried: true });
      return forward(operation);
    }),
  );
});

const idempotencyLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.MUTATION) {
    const key = newIdempotencyKey();
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, [IDEMPOTENCY_HEADER]: key },
    }));
  }
  return forward(operation);
});

const authLink = new SetContextLink(async (prev, operation) => {
  const authorization = await authorizationFor(operation.operationName ?? '');
  if (!authorization) return {};
  return { headers: { ...(prev.headers as Record<string, string> | undefined), Authorization: authorization } };
});

const httpLink = new HttpLink({
  uri: GRAPHQL_ENDPOINT,
  credentials: 'same-origin',
  headers: GRAPHQL_HEADERS,
  fetch: policyFetch,
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([createStaleAnswerLink(), authErrorLink, idempotencyLink, authLink, httpLink]),
    // Fragments on interfaces (Media) need to know the implementing types.
    cache: new InMemoryCache({ possibleTypes: introspection.possibleTypes }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}

export const apolloClient = createApolloClient();

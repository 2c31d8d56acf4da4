/**
 * GraphQL over plain `fetch`, for what the app shell and the home page need
 * without Apollo Client: restoring the session, the profile, analytics and the
 * home catalogue. Apollo Client (with rxjs and its cache, about 45 KB gzip)
 * then loads only with the first screen that uses it (./apolloLoader.ts), so
 * a phone opening `/` never downloads it.
 *
 * The wire is the Apollo link chain's (./apollo.ts): the CSRF preflight
 * header, the access token (refreshed first when stale) except on session
 * operations, a fresh Idempotency-Key on mutations (retried once by
 * policyFetch), and failures as Apollo's own error classes, so ./errors.ts
 * reads both the same way. USER_DISABLED / USER_TOKEN_EXPIRED end the session,
 * as there. There is no cache: every call asks the server.
 */

import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, policyFetch } from './http';
import { authorizationFor, endSession, SESSION_ENDING_CODES } from './session';

export const GRAPHQL_ENDPOINT = '/graphql';

/** Apollo Server's CSRF prevention wants a header no simple (cross-site) request can carry. */
export const GRAPHQL_HEADERS: Readonly<Record<string, string>> = { 'apollo-require-preflight': 'true' };

export interface GraphQLRequestOptions {
  /** Survive the page being hidden or closed (analytics). */
  keepalive?: boolean;
  signal?: AbortSignal;
}

interface GraphQLResult<T> {
  data?: T | null;
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}

/** The operation a document holds (codegen documents hold one, beside their fragments). */
export function operationOf(document: TypedDocumentNode<unknown, never>): OperationDefinitionNode | undefined {
  return document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
}

/**
 * A generated document's text, printed by the build (client/vite/split-documents.ts)
 * where graphql-js keeps a parsed document's source, so no page prints at run time.
 * Only for the generated documents as they are: graphql-js's `visit` copies `loc`
 * into a document it rewrites (as Apollo's transforms do), whose text would be stale.
 */
export function documentText(document: DocumentNode): string {
  const text = document.loc?.source.body;
  if (text === undefined) throw new Error('A GraphQL document without its text: only generated documents can be sent.');
  return text;
}

/** Runs one operation; resolves with its data, rejects with NetworkRequestError, ServerError or CombinedGraphQLErrors. */
export async function graphqlRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: GraphQLRequestOptions = {},
): Promise<TData> {
  const operation = operationOf(document as TypedDocumentNode<unknown, never>);
  const operationName = operation?.name?.value ?? '';
  const headers: Record<string, string> = {
    ...GRAPHQL_HEADERS,
    'content-type': 'application/json',
    accept: 'application/graphql-response+json,application/json;q=0.9',
  };
  const authorization = await authorizationFor(operationName);
  if (authorization) headers.Authorization = authorization;
  if (operation?.operation === 'mutation') headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();

  const response = await policyFetch(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify({ operationName, query: documentText(document), variables: variables ?? {} }),
    keepalive: options.keepalive,
    signal: options.signal,
  });
  return readGraphQLResponse<TData>(response);
}

/**
 * The data of a GraphQL answer, or its failure as graphqlRequest reports it; also for a request
 * the page sent before the app ran (./auth.tsx, server/http/early-restore.ts).
 */
export async function readGraphQLResponse<TData>(response: Response): Promise<TData> {
  const bodyText = await response.text();
  let result: GraphQLResult<TData> | undefined;
  try {
    result = JSON.parse(bodyText) as GraphQLResult<TData>;
  } catch {
    // Not JSON (a proxy's error page): reported below by status.
  }
  if (result?.errors?.length) {
    const codes = result.errors.map((e) => e.extensions?.code);
    const ending = SESSION_ENDING_CODES.find((code) => codes.includes(code));
    if (ending) endSession(ending);
    throw new CombinedGraphQLErrors(result);
  }
  if (!response.ok || !result?.data) {
    throw new ServerError(`The server answered ${response.status} without data.`, { response, bodyText });
  }
  return result.data;
}

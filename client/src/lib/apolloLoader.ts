/**
 * Apollo Client loads with the first screen that uses it, not with the app
 * shell: routes.tsx awaits `loadApolloClient()` beside a page's own chunk and
 * gives the page an ApolloProvider; the home page and the shell talk GraphQL
 * through ./graphqlRequest.ts and never wait for it.
 */
import type { ApolloClient } from '@apollo/client';

let loading: Promise<ApolloClient> | undefined;

export function loadApolloClient(): Promise<ApolloClient> {
  loading ??= import('./apollo').then(
    (m) => m.apolloClient,
    (error: unknown) => {
      // A failed chunk load (deploy, flaky network) may succeed when asked again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Forgets what Apollo's cache holds (the signed-in user changed); nothing to do while it is not loaded. */
export async function clearApolloStore(): Promise<void> {
  if (!loading) return;
  const client = await loading.catch(() => undefined);
  await client?.clearStore().catch(() => undefined);
}

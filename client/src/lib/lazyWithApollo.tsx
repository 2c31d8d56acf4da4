/**
 * A component that needs Apollo Client, loaded lazily with the client and
 * under its own ApolloProvider: for controls (hearts, collection menus,
 * download buttons) that sit on cards the first route shows too, where the
 * page renders without Apollo (client/js-budget.mjs). On other screens the
 * provider is the same client again, so the cache is shared.
 */
import { ApolloProvider } from '@apollo/client/react';
import { type ComponentType, lazy } from 'react';
import { loadApolloClient } from './apolloLoader';

export function lazyWithApollo<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => {
    const [Component, client] = await Promise.all([load(), loadApolloClient()]);
    function WithApollo(props: P) {
      return (
        <ApolloProvider client={client}>
          <Component {...props} />
        </ApolloProvider>
      );
    }
    WithApollo.displayName = `WithApollo(${Component.displayName ?? Component.name ?? 'Component'})`;
    return { default: WithApollo };
  });
}

/**
 * A component that needs Apollo Client, loaded lazily with the client and
 * under its own ApolloProvider: for controls (hearts, collection menus,
 * download buttons) that sit on cards the first route shows too, where the
 * page renders without Apollo (client/js-budget.mjs). On other screens the
 * provider is the same client again, so the cache is shared.
 *
 * With `forVisitors`, anonymous visitors get that Apollo-free component
 * instead and load nothing: Apollo, and the re-render of every card once it
 * arrived, cost a phone more than a second of blocked main thread on the home
 * page (Lighthouse mobile, issue 20).
 */
import { ApolloProvider } from '@apollo/client/react';
import { type ComponentType, lazy } from 'react';
import { loadApolloClient } from './apolloLoader';
import { useAuth } from './auth';

export function lazyWithApollo<P extends object>(
  load: () => Promise<ComponentType<P>>,
  forVisitors?: ComponentType<P>,
): ComponentType<P> {
  const Member = lazy(async () => {
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
  if (!forVisitors) return Member;
  const Visitor = forVisitors;
  function MemberOrVisitor(props: P) {
    const { isAuthenticated } = useAuth();
    return isAuthenticated ? <Member {...props} /> : <Visitor {...props} />;
  }
  return MemberOrVisitor;
}

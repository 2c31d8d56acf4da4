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
 * page (Lighthouse mobile, issue 20). A browser with a session loads the
 * member's version at once instead, beside the page.
 */
import { ApolloProvider } from '@apollo/client/react';
import { type ComponentType, lazy, useState } from 'react';
import { loadApolloClient } from './apolloLoader';
import { hasSessionHint, useAuth } from './auth';

export function lazyWithApollo<P extends object>(
  load: () => Promise<ComponentType<P>>,
  forVisitors?: ComponentType<P>,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  /** The member's component once loaded: an instance mounted after that renders it at once, without suspending. */
  let loaded: ComponentType<P> | undefined;
  const loadMember = () => {
    loading ??= Promise.all([load(), loadApolloClient()]).then(([Component, client]) => {
      function WithApollo(props: P) {
        return (
          <ApolloProvider client={client}>
            <Component {...props} />
          </ApolloProvider>
        );
      }
      WithApollo.displayName = `WithApollo(${Component.displayName ?? Component.name ?? 'Component'})`;
      loaded = WithApollo;
      return { default: WithApollo };
    });
    return loading;
  };
  const Member = lazy(loadMember);
  if (!forVisitors) return Member;
  // A browser with a session will show the member's version: its chunk and Apollo load now, beside
  // the page's own, instead of once the session is restored and the page has rendered without
  // them (a round trip later, and a second render of every card on a list). In a task of its own:
  // this runs as the entry is evaluated, the longest task of a phone's start-up already. A failure
  // is left to the render that needs the component, where the error boundary shows it.
  if (hasSessionHint()) setTimeout(() => loadMember().catch(() => undefined), 0);
  const Visitor = forVisitors;
  function MemberOrVisitor(props: P) {
    const { isAuthenticated } = useAuth();
    // Chosen once per instance: switching it later would remount the member's controls (an open menu, a notice).
    const [ForMember] = useState(() => loaded ?? Member);
    return isAuthenticated ? <ForMember {...props} /> : <Visitor {...props} />;
  }
  return MemberOrVisitor;
}

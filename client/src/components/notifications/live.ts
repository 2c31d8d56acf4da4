/**
 * The tab's live notification feed: one graphql-ws socket to /graphql,
 * authenticated with the current access token (refreshed first when it is
 * about to expire). After a network loss or a refused token it reconnects
 * with a fresh token and asks for everything after the last notification it
 * saw, so nothing is lost. Loaded only with the bell (signed-in users), so
 * graphql-ws never enters the public entry bundle.
 */
import { createClient } from 'graphql-ws';
import { NotificationAddedDocument, type NotificationAddedSubscription } from '../../graphql/generated/graphql';
import { documentText } from '../../lib/graphqlRequest';
import { getAccessToken } from '../../lib/session';

export type LiveNotification = NotificationAddedSubscription['notificationAdded'];

/** Starts the feed; returns the function that stops it. */
export function startLiveNotifications(after: string | null, onItem: (n: LiveNotification) => void): () => void {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const client = createClient({
    url: `${protocol}//${window.location.host}/graphql`,
    connectionParams: async () => {
      const token = await getAccessToken({ refresh: true });
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    lazy: false,
    // Every close is worth another try (a refused token is refreshed by connectionParams), backing off up to 30 s.
    shouldRetry: () => true,
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 500 * 2 ** retries))),
  });
  // graphql-ws re-sends this same payload object on every reconnect: moving `after` forward as items
  // arrive makes a reconnect ask only for what was missed.
  const variables: { after: string | null } = { after };
  const payload = { query: documentText(NotificationAddedDocument), variables };
  const unsubscribe = client.subscribe<NotificationAddedSubscription>(payload, {
    next: ({ data }) => {
      if (!data) return;
      variables.after = data.notificationAdded.cursor;
      onItem(data.notificationAdded);
    },
    error: () => undefined,
    complete: () => undefined,
  });
  return () => {
    unsubscribe();
    void client.dispose();
  };
}

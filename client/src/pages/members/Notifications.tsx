/**
 * `/profile/notifications` and `/members/profile/notifications`: every
 * notification of the member, newest first, all or unread only; open one to
 * go to its subject (which marks it read), or mark them all read. New ones
 * arrive live (the header bell's feed refreshes this list).
 */
import '../../styles/account.css';
import '../../styles/notifications.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { NotificationRow } from '../../components/notifications/NotificationRow';
import { QueryStatus } from '../../components/QueryStatus';
import { TabList, tabPanelProps } from '../../components/TabList';
import {
  MarkNotificationsReadDocument,
  type NotificationItemFragment,
  NotificationsPageDocument,
} from '../../graphql/generated/graphql';

const PAGE_SIZE = 20;
type Filter = 'all' | 'unread';
const TABS = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
] as const;

export default function MembersNotificationsPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsPageDocument, {
    variables: { first: PAGE_SIZE, unreadOnly: filter === 'unread' },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [markRead, { loading: marking }] = useMutation(MarkNotificationsReadDocument, {
    refetchQueries: ['NotificationBell', 'NotificationsPage'],
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.notifications;
  const items = page?.edges.map((e) => e.node) ?? [];
  const unread = data?.unreadNotificationCount ?? 0;

  const open = (item: NotificationItemFragment) => {
    if (!item.readAt) void markRead({ variables: { input: { ids: [item.id] } } });
  };

  async function more() {
    if (!page?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (prev, { fetchMoreResult }) => ({
          ...fetchMoreResult,
          notifications: {
            ...fetchMoreResult.notifications,
            edges: [...(prev.notifications?.edges ?? []), ...fetchMoreResult.notifications.edges],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className="account-page notifications-page">
      <header className="notifications-page__head">
        <div>
          <h1 className="account-page__title">Notifications</h1>
          <p className="account-page__lead">
            Updates about your requests, new items in what you follow, your plan, and news from Framestock.
          </p>
        </div>
        {unread > 0 && (
          <button
            type="button"
            className="button button--secondary"
            disabled={marking}
            onClick={() => void markRead({ variables: { input: { all: true } } })}
          >
            Mark all read
          </button>
        )}
      </header>
      <TabList label="Show" tabs={TABS} selected={filter} onSelect={setFilter} idPrefix="notes" />
      <div role="tabpanel" {...tabPanelProps('notes', filter)}>
        <QueryStatus
          loading={false}
          error={data ? null : error}
          onRetry={refetch}
          loadingLabel="Loading notifications…"
        />
        {!data && loading ? (
          <ul className="notifications-page__list" aria-label="Loading notifications">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="note note--skeleton" aria-hidden="true" />
            ))}
          </ul>
        ) : data && items.length === 0 ? (
          <div className="panel notifications-page__empty">
            {filter === 'unread' ? (
              <p>You have read everything.</p>
            ) : (
              <p>
                No notifications yet. <Link to="/members/request-asset">Ask for an asset you need</Link> and you will
                hear here when it arrives, or <Link to="/members/browse">follow a category</Link> to hear about new
                items.
              </p>
            )}
          </div>
        ) : (
          <ul className="notifications-page__list">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={open} />
            ))}
          </ul>
        )}
        {page?.pageInfo.hasNextPage && (
          <button type="button" className="button button--secondary" disabled={loadingMore} onClick={() => void more()}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </button>
        )}
      </div>
    </div>
  );
}

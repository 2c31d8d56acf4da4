/**
 * The bell in every area's header (signed-in users only, loaded lazily): the
 * unread count, a dropdown with the latest notifications, and the live feed
 * that brings new ones in without a reload.
 */
import '../../styles/notifications.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  MarkNotificationsReadDocument,
  NotificationBellDocument,
  type NotificationItemFragment,
} from '../../graphql/generated/graphql';
import { useCloseOnOutsidePointer } from '../../lib/useCloseOnOutsidePointer';
import { useEscapeToClose } from '../../lib/useEscapeToClose';
import { startLiveNotifications } from './live';
import { NotificationRow } from './NotificationRow';

/** The queries that show notifications: refreshed when one arrives live. */
const NOTIFICATION_QUERIES = ['NotificationBell', 'NotificationsPage'];

export default function NotificationBell({ area }: { area: 'site' | 'members' | 'admin' }) {
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(NotificationBellDocument, { fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MarkNotificationsReadDocument, { refetchQueries: NOTIFICATION_QUERIES });
  const [announcement, setAnnouncement] = useState('');
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const loaded = data !== undefined;
  const newest = data?.notifications.edges[0]?.node.cursor ?? null;

  // Live from the newest one the first load showed; the feed itself moves on from there.
  const newestRef = useRef(newest);
  newestRef.current = newest;
  useEffect(() => {
    if (!loaded) return;
    return startLiveNotifications(newestRef.current, (n) => {
      setAnnouncement(`New notification: ${n.title}`);
      void client.refetchQueries({ include: NOTIFICATION_QUERIES });
    });
  }, [loaded, client]);

  const close = useCallback(() => setOpen(false), [setOpen]);
  useCloseOnOutsidePointer(open, rootRef, close);
  useEscapeToClose(open, close, buttonRef);

  const count = data?.unreadNotificationCount ?? 0;
  const items = data?.notifications.edges.map((e) => e.node) ?? [];
  const listPath = area === 'members' ? '/members/profile/notifications' : '/profile/notifications';
  const openItem = (item: NotificationItemFragment) => {
    if (!item.readAt) void markRead({ variables: { input: { ids: [item.id] } } });
  };

  return (
    <div className="bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg className="bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 15.4A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.6L18 12.6V9a6 6 0 0 0-6-6Zm-2.4 15.5a2.5 2.5 0 0 0 4.8 0Z" />
        </svg>
        <span className="visually-hidden">Notifications</span>
        {count > 0 && (
          <span className="bell__count" data-testid="bell-count">
            <span className="visually-hidden">, </span>
            {count > 99 ? '99+' : count}
            <span className="visually-hidden"> unread</span>
          </span>
        )}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
      <div id={panelId} className="bell__panel" hidden={!open}>
        <div className="bell__head">
          <h2 className="bell__heading">Notifications</h2>
          {count > 0 && (
            <button
              type="button"
              className="button button--ghost bell__mark-all"
              onClick={() => void markRead({ variables: { input: { all: true } } })}
            >
              Mark all read
            </button>
          )}
        </div>
        {error && !data ? (
          <div className="bell__state" role="alert">
            <p>Notifications could not be loaded.</p>
            <button type="button" className="button button--secondary" onClick={() => void refetch()}>
              Try again
            </button>
          </div>
        ) : !loaded ? (
          <ul className="bell__list" aria-label="Loading notifications">
            {[0, 1, 2].map((i) => (
              <li key={i} className="note note--skeleton" aria-hidden="true" />
            ))}
          </ul>
        ) : items.length === 0 ? (
          <p className="bell__state">
            Nothing yet. <Link to="/members/request-asset">Request an asset</Link> and we will tell you when it arrives.
          </p>
        ) : (
          <ul className="bell__list">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} onOpen={openItem} compact />
            ))}
          </ul>
        )}
        <Link className="bell__all" to={listPath}>
          See all notifications
        </Link>
      </div>
    </div>
  );
}

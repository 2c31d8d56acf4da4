/**
 * `/members/dashboard`, the member's home after sign-in: plan and fair-use
 * meter (or the Free plan with a way to the plans), unread notifications,
 * requests, recent downloads, favourites and "new for you". One query
 * (`memberDashboard`, a fixed number of SQL statements); each block shows a
 * skeleton while it loads and, when empty, a link to where it fills up.
 */
import '../../styles/account.css';
import '../../styles/catalog.css';
import '../../styles/requests.css';
import '../../styles/notifications.css';
import '../../styles/dashboard.css';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mediaHref } from '../../components/catalog/MediaCard';
import { MediaGrid, MediaGridSkeleton } from '../../components/catalog/MediaGrid';
import { MeterBar } from '../../components/downloads/MeterBar';
import { NotificationRow } from '../../components/notifications/NotificationRow';
import { QueryStatus } from '../../components/QueryStatus';
import { STATUS_LABELS } from '../../components/requests/words';
import {
  MarkNotificationsReadDocument,
  type MediaCardFieldsFragment,
  MemberDashboardDocument,
  type MemberDashboardQuery,
  type NotificationItemFragment,
} from '../../graphql/generated/graphql';
import { timeAgo } from '../../lib/timeAgo';

type Dashboard = MemberDashboardQuery['memberDashboard'];

const KIND_NAMES: Record<string, string> = { ASSET: 'Video', IMAGE: 'Image', AUDIO: 'Audio', BUNDLE: 'Bundle' };

export default function MembersDashboardPage() {
  const { data, loading, error, refetch } = useQuery(MemberDashboardDocument, { fetchPolicy: 'cache-and-network' });
  const [markRead] = useMutation(MarkNotificationsReadDocument, {
    refetchQueries: ['NotificationBell', 'MemberDashboard'],
  });
  const d = data?.memberDashboard;
  const openNote = (item: NotificationItemFragment) => {
    if (!item.readAt) void markRead({ variables: { input: { ids: [item.id] } } });
  };

  return (
    <div className="account-page dashboard-page">
      <header>
        <h1 className="account-page__title">Dashboard</h1>
        <p className="account-page__lead">Your plan, what you have been using and what is new for you.</p>
      </header>
      {!d && error ? <QueryStatus loading={false} error={error} onRetry={() => refetch()} /> : null}
      {!d && error ? null : (
        <div className="dashboard" aria-busy={loading && !d ? true : undefined}>
          <Block id="plan" title="Your plan" loading={!d}>
            {d && <PlanBlock d={d} />}
          </Block>

          <Block
            id="notifications"
            title={d && d.unreadNotificationCount > 0 ? `Unread (${d.unreadNotificationCount})` : 'Notifications'}
            more={{ to: '/members/profile/notifications', label: 'All notifications' }}
            loading={!d}
          >
            {d &&
              (d.unreadNotifications.length > 0 ? (
                <ul className="dashboard__notes">
                  {d.unreadNotifications.map((n) => (
                    <NotificationRow key={n.id} item={n} onOpen={openNote} compact />
                  ))}
                </ul>
              ) : (
                <Empty
                  text="You are all caught up."
                  to="/members/profile/notifications"
                  action="See past notifications"
                />
              ))}
          </Block>

          <Block
            id="requests"
            title="Your requests"
            more={{ to: '/members/request-asset', label: 'Request board' }}
            loading={!d}
          >
            {d &&
              (d.requests.length > 0 ? (
                <ul className="dashboard__rows">
                  {d.requests.map((r) => (
                    <li key={r.id} className="dashboard__row">
                      <Link className="dashboard__row-title" to={`/members/request-asset?request=${r.id}`}>
                        {r.title}
                      </Link>
                      <span className="dashboard__row-meta">
                        <span className={`status-badge status-badge--${r.status.toLowerCase()}`}>
                          {STATUS_LABELS[r.status]}
                        </span>
                        <span>
                          {r.voteCount} {r.voteCount === 1 ? 'vote' : 'votes'}
                        </span>
                        <span>{r.isMine ? 'Asked by you' : 'You voted'}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <Empty
                  text="Missing an asset? Ask for it, or vote for what others asked."
                  to="/members/request-asset"
                  action="Request an asset"
                />
              ))}
          </Block>

          <Block
            id="downloads"
            title="Recent downloads"
            more={{ to: '/members/profile/downloads', label: 'All downloads' }}
            loading={!d}
          >
            {d &&
              (d.recentDownloads.length > 0 ? (
                <ul className="dashboard__rows">
                  {d.recentDownloads.map((r) => (
                    <li key={r.id} className="dashboard__row">
                      {r.media ? (
                        <Link className="dashboard__row-title" to={mediaHref(r.media, 'members')}>
                          {r.title}
                        </Link>
                      ) : (
                        <span className="dashboard__row-title">{r.title}</span>
                      )}
                      <span className="dashboard__row-meta">
                        <span>{KIND_NAMES[r.kind] ?? r.kind}</span>
                        <time dateTime={r.downloadedAt}>{timeAgo(r.downloadedAt)}</time>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <Empty text="Nothing downloaded yet." to="/members/browse" action="Browse the library" />
              ))}
          </Block>

          <CardsBlock
            id="new"
            title="New for you"
            more={{ to: '/members/browse', label: 'Browse' }}
            items={d?.newForYou}
            empty={
              <Empty
                text="Follow a category or an editing platform from its page, and its newest items show up here."
                to="/members/browse"
                action="Find a category to follow"
              />
            }
          />

          <CardsBlock
            id="favorites"
            title="Recent favourites"
            more={{ to: '/members/profile/favorites', label: 'All favourites' }}
            items={d?.recentFavorites}
            empty={
              <Empty
                text="Tap the heart on any item to keep it here."
                to="/members/browse"
                action="Browse the library"
              />
            }
          />
        </div>
      )}
    </div>
  );
}

function PlanBlock({ d }: { d: Dashboard }) {
  return d.isFreePlan ? (
    <div className="dashboard__plan">
      <p className="dashboard__plan-name">Free plan</p>
      <p className="panel__lead">Free items only. A plan opens the whole library.</p>
      <MeterBar meter={d.meter} />
      <Link className="button button--primary dashboard__cta" to="/members/pricing">
        See plans
      </Link>
    </div>
  ) : (
    <div className="dashboard__plan">
      <p className="dashboard__plan-name">{d.meter.planName}</p>
      <p className="panel__lead">
        {d.meter.remaining} {d.meter.remaining === 1 ? 'download' : 'downloads'} left this period.
      </p>
      <MeterBar meter={d.meter} />
      <Link className="button button--secondary dashboard__cta" to="/members/profile/payments">
        Manage plan
      </Link>
    </div>
  );
}

/** A full-width block of media cards, or its empty state. */
function CardsBlock({
  id,
  title,
  more,
  items,
  empty,
}: {
  id: string;
  title: string;
  more: { to: string; label: string };
  items: readonly MediaCardFieldsFragment[] | undefined;
  empty: ReactNode;
}) {
  return (
    <Block id={id} title={title} wide more={more} loading={!items} skeleton={<MediaGridSkeleton count={4} />}>
      {items && (items.length > 0 ? <MediaGrid items={items} /> : empty)}
    </Block>
  );
}

/** One block: a titled panel with a link to its full page, a skeleton while loading. */
function Block({
  id,
  title,
  more,
  wide = false,
  loading,
  skeleton,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  wide?: boolean;
  loading: boolean;
  skeleton?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={wide ? 'panel dashboard__block dashboard__block--wide' : 'panel dashboard__block'}
      aria-labelledby={`dash-${id}`}
      data-testid={`dash-${id}`}
    >
      <div className="dashboard__head">
        <h2 id={`dash-${id}`} className="dashboard__title">
          {title}
        </h2>
        {more && (
          <Link className="dashboard__more" to={more.to}>
            {more.label}
          </Link>
        )}
      </div>
      {loading
        ? (skeleton ?? (
            <div className="dashboard__skeleton" role="status" aria-label={`Loading ${title.toLowerCase()}`}>
              <span />
              <span />
              <span />
            </div>
          ))
        : children}
    </section>
  );
}

function Empty({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <div className="dashboard__empty">
      <p>{text}</p>
      <Link className="button button--secondary" to={to}>
        {action}
      </Link>
    </div>
  );
}

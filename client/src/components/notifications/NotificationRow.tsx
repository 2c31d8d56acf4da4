/** One notification: its title (a link to its subject when it has one), detail and age; unread ones stand out. */
import { Link } from 'react-router';
import type { NotificationItemFragment } from '../../graphql/generated/graphql';
import { timeAgo } from '../../lib/timeAgo';

export function NotificationRow({
  item,
  onOpen,
  compact = false,
}: {
  item: NotificationItemFragment;
  /** Called when the reader opens it (marks it read). */
  onOpen: (item: NotificationItemFragment) => void;
  compact?: boolean;
}) {
  const unread = !item.readAt;
  const title = (
    <>
      {unread && <span className="visually-hidden">Unread: </span>}
      {item.title}
    </>
  );
  return (
    <li className={unread ? 'note note--unread' : 'note'}>
      <span className="note__dot" aria-hidden="true" />
      <div className="note__text">
        {item.link ? (
          <Link className="note__title" to={item.link} onClick={() => onOpen(item)}>
            {title}
          </Link>
        ) : (
          <span className="note__title">{title}</span>
        )}
        {!compact && item.body && <p className="note__body">{item.body}</p>}
        <time className="note__time" dateTime={item.createdAt}>
          {timeAgo(item.createdAt)}
        </time>
      </div>
    </li>
  );
}

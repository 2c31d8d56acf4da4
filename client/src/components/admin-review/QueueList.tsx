/**
 * The waiting items, longest waiting first: thumbnail, title, kind, how long
 * it has waited. The selected one is marked (`aria-current`) and kept in view
 * as J and K move through the list.
 */
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../admin-media/format';
import { KIND_LABELS, type ReviewItem, timeAgo } from './reviewItem';

export function QueueList({
  items,
  selectedId,
  onSelect,
}: {
  items: readonly ReviewItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!selectedId) return;
    list.current
      ?.querySelector(`[data-id="${CSS.escape(selectedId)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selectedId]);

  return (
    <ol ref={list} className="review-list" aria-label="Waiting for review, longest waiting first">
      {items.map((item) => {
        const waiting = item.submittedAt ?? item.createdAt;
        return (
          <li key={item.id}>
            <button
              type="button"
              data-id={item.id}
              className="review-list__item"
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <span className="review-list__thumb" aria-hidden="true">
                {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" loading="lazy" /> : null}
              </span>
              <span className="review-list__text">
                <span className="review-list__title">{item.title}</span>
                <span className="review-list__meta">
                  {KIND_LABELS[item.kind]} ·{' '}
                  <time dateTime={waiting} title={formatDateTime(waiting)}>
                    submitted {timeAgo(waiting)}
                  </time>
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

/** A responsive grid of media cards (and its loading skeleton); the first card's picture loads first. */
import type { MediaCardFieldsFragment } from '../../graphql/generated/graphql';
import { MediaCard } from './MediaCard';

export function MediaGrid({ items, busy = false }: { items: readonly MediaCardFieldsFragment[]; busy?: boolean }) {
  return (
    <ul className="media-grid" aria-busy={busy || undefined}>
      {items.map((item, i) => (
        <li key={item.id}>
          <MediaCard item={item} priority={i === 0} />
        </li>
      ))}
    </ul>
  );
}

export function MediaGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="media-grid" role="status" aria-label="Loading media">
      {Array.from({ length: count }, (_, i) => `skeleton-${i}`).map((key) => (
        <div key={key} className="browse__skeleton" />
      ))}
    </div>
  );
}

/** A responsive grid of media cards (and its loading skeleton); the first card's picture loads first. */
import type { MediaCardFieldsFragment } from '../../graphql/generated/graphql';
import { MediaCard, type TitleSegments } from './MediaCard';

export function MediaGrid({
  items,
  busy = false,
  highlights,
  onOpen,
}: {
  items: readonly MediaCardFieldsFragment[];
  busy?: boolean;
  /** Search results: each item's title with the matched words marked. */
  highlights?: ReadonlyMap<string, TitleSegments>;
  /** An item was opened, at this 0-based index. */
  onOpen?: (item: MediaCardFieldsFragment, index: number) => void;
}) {
  return (
    <ul className="media-grid" aria-busy={busy || undefined}>
      {items.map((item, index) => (
        <li key={item.id}>
          <MediaCard
            item={item}
            priority={index === 0}
            titleSegments={highlights?.get(item.id)}
            onOpen={onOpen ? () => onOpen(item, index) : undefined}
          />
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

/**
 * A responsive grid of media cards (and its loading skeleton); the first
 * card's picture loads first. A long list is built a few cards per task
 * (useGrowingCount): first a screenful — a dozen on a desktop, four in a
 * phone's one column.
 */
import { startTransition, useEffect } from 'react';
import type { MediaCardFieldsFragment } from '../../graphql/generated/graphql';
import { useGrowingCount } from '../../lib/useGrowingCount';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { MediaCard, type TitleSegments } from './MediaCard';

/** The grid's one-column layout (.media-grid in catalog.css). */
const ONE_COLUMN = '(max-width: 520px)';
const CARDS_PER_TASK = 4;

export function MediaGrid({
  items,
  busy = false,
  highlights,
  onOpen,
  onShown,
  whole = false,
}: {
  items: readonly MediaCardFieldsFragment[];
  busy?: boolean;
  /** Search results: each item's title with the matched words marked. */
  highlights?: ReadonlyMap<string, TitleSegments>;
  /** An item was opened, at this 0-based index. */
  onOpen?: (item: MediaCardFieldsFragment, index: number) => void;
  /** How many cards are on the page now: they arrive a few per task. */
  onShown?: (count: number) => void;
  /** Every card at once when mounted: a list the user came Back to, so the browser can restore where they were. */
  whole?: boolean;
}) {
  const screenful = useMediaQuery(ONE_COLUMN) ? 4 : 12;
  const shown = useGrowingCount(items.length, whole ? Math.max(items.length, screenful) : screenful, CARDS_PER_TASK);
  // As a transition, like the step itself: the page re-renders with the count in 5 ms slices
  // instead of holding a phone's main thread for its whole tree once per step.
  useEffect(() => {
    if (onShown) startTransition(() => onShown(shown));
  }, [shown, onShown]);
  return (
    // Busy while cards are still being added too: assistive technology (and tests) wait for the whole list.
    <ul className="media-grid" aria-busy={busy || shown < items.length || undefined}>
      {items.slice(0, shown).map((item, index) => (
        <li key={item.id}>
          <MediaCard
            item={item}
            priority={index === 0}
            titleSegments={highlights?.get(item.id)}
            onOpen={onOpen}
            position={index}
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

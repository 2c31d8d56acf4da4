/** A list of media cards: a wrapping grid, or one row that scrolls sideways (the home page rows). */
import '../../styles/catalog-pages.css';
import type { MediaCardFieldsFragment } from '../../graphql/generated/graphql';
import { MediaCard } from '../catalog/MediaCard';

export function MediaList({
  items,
  label,
  layout = 'grid',
}: {
  items: readonly MediaCardFieldsFragment[];
  /** Names the list for assistive technology (e.g. "New video assets"). */
  label: string;
  layout?: 'grid' | 'row';
}) {
  return (
    <ul className={layout === 'row' ? 'cp-row' : 'media-grid cp-grid'} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <MediaCard item={item} />
        </li>
      ))}
    </ul>
  );
}

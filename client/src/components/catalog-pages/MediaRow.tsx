/** A list of media cards: a wrapping grid, or one row that scrolls sideways (the home page rows). */
import '../../styles/catalog-pages.css';
import type { MediaCardFieldsFragment } from '../../graphql/generated/graphql';
import { GRID_IMAGE_SIZES, MediaCard } from '../catalog/MediaCard';

/** `sizes` of a card picture in a sideways row (.cp-row: 78% of a phone, a quarter of the container beyond). */
const ROW_IMAGE_SIZES = '(max-width: 600px) 78vw, 300px';

export function MediaList({
  items,
  label,
  layout = 'grid',
  first = false,
}: {
  items: readonly MediaCardFieldsFragment[];
  /** Names the list for assistive technology (e.g. "New video assets"). */
  label: string;
  layout?: 'grid' | 'row';
  /** The page's first list: its first card's picture loads at once, with high priority. */
  first?: boolean;
}) {
  const sizes = layout === 'row' ? ROW_IMAGE_SIZES : GRID_IMAGE_SIZES;
  return (
    <ul className={layout === 'row' ? 'cp-row' : 'media-grid cp-grid'} aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id}>
          <MediaCard item={item} imageSizes={sizes} priority={first && i === 0} />
        </li>
      ))}
    </ul>
  );
}

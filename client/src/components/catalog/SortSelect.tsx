/** The browse order, a labelled native select bound to the `sort` URL param. */
import { useId } from 'react';
import type { MediaBrowseSort } from '../../graphql/generated/graphql';
import { SORTS } from './useBrowseParams';

export function SortSelect({ value, onChange }: { value: MediaBrowseSort; onChange: (v: MediaBrowseSort) => void }) {
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as MediaBrowseSort)}>
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The order, a labelled native select bound to the `sort` URL param ("Best match" only when searching). */
import { useId, useRef } from 'react';
import type { SearchSort } from '../../graphql/generated/graphql';
import { useChangeMadeBeforeHydration } from '../../lib/useChangeMadeBeforeHydration';
import { SORTS } from './useBrowseParams';

export function SortSelect({
  value,
  onChange,
  searching,
}: {
  value: SearchSort;
  onChange: (v: SearchSort) => void;
  searching: boolean;
}) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useChangeMadeBeforeHydration(select, value, (chosen) => onChange(chosen as SearchSort));
  return (
    <div className="sort-select">
      <label htmlFor={id}>Sort by</label>
      <select ref={select} id={id} value={value} onChange={(e) => onChange(e.target.value as SearchSort)}>
        {SORTS.filter((s) => searching || s.value !== 'RELEVANCE').map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}

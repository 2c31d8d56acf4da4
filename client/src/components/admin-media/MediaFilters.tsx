/** The search box, filters, sort and page size above an admin media table. */
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { AdminMediaPlatformsDocument, type MediaKind } from '../../graphql/generated/graphql';
import {
  ACCESS_LABELS,
  ACCESS_LEVELS,
  LIST_SORTS,
  PROCESSING_LABELS,
  PROCESSING_STATES,
  SORT_LABELS,
  STATUS_LABELS,
  STATUSES,
} from './format';
import type { KindConfig } from './kinds';
import { CategorySelect, useDebounced } from './taxonomy';
import { isFiltered, type ListParams, PAGE_SIZES, type PageSize } from './useListParams';

const SEARCH_DELAY_MS = 350;

export function MediaFilters({
  config,
  params,
  update,
  reset,
}: {
  config: KindConfig;
  params: ListParams;
  update: (patch: Partial<ListParams>) => void;
  reset: () => void;
}) {
  const id = useId();
  return (
    <section className="am-filters" aria-label={`Find ${config.plural}`}>
      <SearchBox value={params.q} onSearch={(q) => update({ q })} plural={config.plural} />
      <fieldset className="am-filters__statuses">
        <legend>Status</legend>
        {STATUSES.map((s) => (
          <label key={s} className="am-toggle">
            <input
              type="checkbox"
              checked={params.statuses.includes(s)}
              onChange={(e) =>
                update({
                  statuses: e.target.checked ? [...params.statuses, s] : params.statuses.filter((x) => x !== s),
                })
              }
            />
            <span>{STATUS_LABELS[s]}</span>
          </label>
        ))}
      </fieldset>
      <div className="am-filters__row">
        <div className="field am-filters__field">
          <label className="field__label" htmlFor={`${id}-processing`}>
            Processing
          </label>
          <select
            id={`${id}-processing`}
            className="field__input"
            value={params.processing}
            onChange={(e) => update({ processing: e.target.value as ListParams['processing'] })}
          >
            <option value="">Any state</option>
            {PROCESSING_STATES.map((s) => (
              <option key={s} value={s}>
                {PROCESSING_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <CategorySelect
          kind={config.kind as MediaKind}
          label="Category"
          emptyLabel="All categories"
          value={params.categoryId}
          onChange={(categoryId) => update({ categoryId })}
          className="field am-filters__field"
        />
        <PlatformSelect
          id={`${id}-platform`}
          value={params.platformId}
          onChange={(platformId) => update({ platformId })}
        />
        <div className="field am-filters__field">
          <label className="field__label" htmlFor={`${id}-access`}>
            Access
          </label>
          <select
            id={`${id}-access`}
            className="field__input"
            value={params.access}
            onChange={(e) => update({ access: e.target.value as ListParams['access'] })}
          >
            <option value="">Any access</option>
            {ACCESS_LEVELS.map((a) => (
              <option key={a} value={a}>
                {ACCESS_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
        <div className="field am-filters__field">
          <label className="field__label" htmlFor={`${id}-sort`}>
            Sort
          </label>
          <select
            id={`${id}-sort`}
            className="field__input"
            value={params.sort}
            onChange={(e) => update({ sort: e.target.value as ListParams['sort'] })}
          >
            {LIST_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field am-filters__field am-filters__field--narrow">
          <label className="field__label" htmlFor={`${id}-size`}>
            Per page
          </label>
          <select
            id={`${id}-size`}
            className="field__input"
            value={params.size}
            onChange={(e) => update({ size: Number(e.target.value) as PageSize })}
          >
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isFiltered(params) && (
        <button type="button" className="button button--ghost am-filters__reset" onClick={reset}>
          Clear filters
        </button>
      )}
    </section>
  );
}

/**
 * Typing updates the list once it pauses. The URL stays the source of truth: when
 * it changes from elsewhere (Clear filters, Back), the box shows the new value.
 */
function SearchBox({ value, onSearch, plural }: { value: string; onSearch: (q: string) => void; plural: string }) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebounced(text, SEARCH_DELAY_MS);
  // The (trimmed) text last sent to the URL, to tell our own changes from others'.
  const sent = useRef(value.trim());
  useEffect(() => {
    const q = debounced.trim();
    if (q === sent.current) return;
    sent.current = q;
    onSearch(q);
  }, [debounced, onSearch]);
  useEffect(() => {
    if (value.trim() === sent.current) return;
    sent.current = value.trim();
    setText(value);
  }, [value]);
  return (
    <div className="field am-filters__search">
      <label className="field__label" htmlFor={id}>
        Search
      </label>
      <input
        id={id}
        type="search"
        className="field__input"
        placeholder={`Title, slug or file name of the ${plural}`}
        maxLength={100}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}

function PlatformSelect({ id, value, onChange }: { id: string; value: string; onChange: (id: string) => void }) {
  const { data } = useQuery(AdminMediaPlatformsDocument, { fetchPolicy: 'cache-first' });
  return (
    <div className="field am-filters__field">
      <label className="field__label" htmlFor={id}>
        Platform
      </label>
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All platforms</option>
        {(data?.platforms ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}

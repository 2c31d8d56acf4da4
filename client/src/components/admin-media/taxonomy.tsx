/**
 * Pickers for the catalogue's taxonomy: a category of one kind (the tree
 * flattened with indentation), the platforms (checkboxes) and tags (search,
 * then add; chosen ones shown as removable chips).
 */
import { useQuery } from '@apollo/client/react';
import { type Ref, useEffect, useId, useMemo, useState } from 'react';
import {
  AdminMediaCategoriesDocument,
  type AdminMediaCategoriesQuery,
  AdminMediaPlatformsDocument,
  AdminMediaTagsDocument,
  type MediaKind,
} from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';

interface CategoryOption {
  id: string;
  name: string;
  depth: number;
}

type CategoryNode = AdminMediaCategoriesQuery['categories'][number] & {
  children?: readonly CategoryNode[];
};

function flatten(nodes: readonly CategoryNode[], depth: number, out: CategoryOption[]): CategoryOption[] {
  for (const node of nodes) {
    out.push({ id: node.id, name: node.name, depth });
    if (node.children) flatten(node.children, depth + 1, out);
  }
  return out;
}

/** The categories of a kind in tree order, each with its depth. */
function useCategoryOptions(kind: MediaKind) {
  const { data, loading, error } = useQuery(AdminMediaCategoriesDocument, {
    variables: { kind },
    fetchPolicy: 'cache-first',
  });
  const options = useMemo(() => flatten((data?.categories ?? []) as CategoryNode[], 0, []), [data]);
  return { options, loading, error };
}

/** Three no-break spaces per level: the indentation survives inside <option>. */
const indent = (depth: number) => '\u00a0\u00a0\u00a0'.repeat(depth);

export function CategorySelect({
  kind,
  label,
  value,
  onChange,
  emptyLabel,
  error,
  selectRef,
  className = 'field',
}: {
  kind: MediaKind;
  label: string;
  /** A category id, or '' for the empty option. */
  value: string;
  onChange: (id: string) => void;
  /** The first option, for '' ("All categories", "No category"). */
  emptyLabel: string;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
}) {
  const id = useId();
  const { options, loading, error: loadError } = useCategoryOptions(kind);
  const problem = error ?? (loadError ? `Categories could not be loaded: ${toFormErrors(loadError)[0]?.message}` : '');
  return (
    <div className={problem ? `${className} field--invalid` : className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        className="field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        aria-busy={loading || undefined}
      >
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {indent(o.depth)}
            {o.name}
          </option>
        ))}
        {/* A chosen category not in the loaded tree (deeper than five levels) still shows. */}
        {value && !loading && !options.some((o) => o.id === value) && <option value={value}>(current category)</option>}
      </select>
      {problem && (
        <p className="field__error" id={`${id}-error`}>
          {problem}
        </p>
      )}
    </div>
  );
}

export function PlatformCheckboxes({
  legend,
  value,
  onChange,
  hint,
}: {
  legend: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  hint?: string;
}) {
  const { data, loading, error } = useQuery(AdminMediaPlatformsDocument, { fetchPolicy: 'cache-first' });
  const platforms = data?.platforms ?? [];
  return (
    <fieldset className="fieldset am-checks">
      <legend>{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
      {loading && platforms.length === 0 && <p className="field__hint">Loading platforms…</p>}
      {error && <p className="field__error">Platforms could not be loaded: {toFormErrors(error)[0]?.message}</p>}
      {!loading && !error && platforms.length === 0 && (
        <p className="field__hint">No platforms exist yet. Add them under Organise → Platforms.</p>
      )}
      <div className="am-checks__grid">
        {platforms.map((p) => (
          <label key={p.id} className="checkbox">
            <input
              type="checkbox"
              checked={value.includes(p.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, p.id] : value.filter((v) => v !== p.id))}
            />
            <span>{p.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface TagValue {
  id: string;
  name: string;
}

/** Waits until typing pauses before the value changes. */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const TAG_RESULTS = 20;

export function TagPicker({
  label,
  value,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: readonly TagValue[];
  onChange: (tags: TagValue[]) => void;
  hint?: string;
  error?: string;
}) {
  const id = useId();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 250);
  const [open, setOpen] = useState(false);
  const {
    data,
    loading,
    error: loadError,
  } = useQuery(AdminMediaTagsDocument, {
    variables: { search: query || null, first: TAG_RESULTS },
    skip: !open,
    fetchPolicy: 'cache-first',
  });
  const chosen = new Set(value.map((t) => t.id));
  const results = (data?.tags.edges ?? []).map((e) => e.node).filter((t) => !chosen.has(t.id));
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');

  return (
    <fieldset
      className={error ? 'fieldset field--invalid am-tags' : 'fieldset am-tags'}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <legend>{label}</legend>
      {value.length > 0 && (
        <ul className="am-chips" aria-label="Chosen tags">
          {value.map((t) => (
            <li key={t.id} className="am-chip">
              <span>{t.name}</span>
              <button
                type="button"
                className="am-chip__remove"
                aria-label={`Remove tag ${t.name}`}
                onClick={() => onChange(value.filter((v) => v.id !== t.id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="field__label am-tags__find" htmlFor={id}>
        Find a tag to add
      </label>
      <input
        id={id}
        type="search"
        className="field__input"
        placeholder="Type part of a name…"
        autoComplete="off"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            // Close the list, not the dialog around it.
            e.preventDefault();
            e.stopPropagation();
            setOpen(false);
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-controls={`${id}-results`}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <div id={`${id}-results`} hidden={!open} className="am-tags__results">
        <p className="visually-hidden" aria-live="polite">
          {open && !loading ? `${results.length} tags found` : ''}
        </p>
        {loading && <p className="field__hint">Searching tags…</p>}
        {loadError && <p className="field__error">Tags could not be loaded: {toFormErrors(loadError)[0]?.message}</p>}
        {!loading && !loadError && results.length === 0 && (
          <p className="field__hint">{query ? `No other tag matches “${query}”.` : 'No other tags.'}</p>
        )}
        {results.length > 0 && (
          <ul className="am-tags__list">
            {results.map((t) => (
              <li key={t.id}>
                <button
                  type="button"
                  className="am-tags__option"
                  aria-label={`Add tag ${t.name}`}
                  onClick={() => {
                    onChange([...value, { id: t.id, name: t.name }]);
                    setSearch('');
                  }}
                >
                  + {t.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}

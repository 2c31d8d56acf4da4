/**
 * Tags of a file (or of the defaults): the chosen ones as removable chips, and
 * a search over the existing tags (`tags(search)`) whose matches are added
 * with a button each. New tags are made on the Tags page.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { UploadTagSearchDocument } from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';
import type { TagRef } from './metadata';

const MATCHES = 8;
const SEARCH_DELAY_MS = 250;

export function TagPicker({
  label = 'Tags',
  value,
  onChange,
  error,
  inputRef,
}: {
  label?: string;
  value: readonly TagRef[];
  onChange: (tags: TagRef[]) => void;
  error?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const {
    data,
    loading,
    error: searchError,
    refetch,
  } = useQuery(UploadTagSearchDocument, {
    variables: { search, first: MATCHES + value.length },
    skip: !search,
  });
  const chosen = new Set(value.map((t) => t.id));
  const matches = search
    ? (data?.tags.edges ?? [])
        .map((e) => e.node)
        .filter((t) => !chosen.has(t.id))
        .slice(0, MATCHES)
    : [];
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');

  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className="upload-chips" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((tag) => (
            <li key={tag.id} className="upload-chip">
              {tag.name}
              <button
                type="button"
                className="upload-chip__remove"
                onClick={() => onChange(value.filter((t) => t.id !== tag.id))}
              >
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Remove tag {tag.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        type="search"
        autoComplete="off"
        placeholder="Search tags"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
      <p className="field__hint" id={`${id}-hint`}>
        Type to find existing tags; new ones are made on the <Link to="/admin/tags">Tags page</Link>.
      </p>
      <div aria-live="polite" className="upload-tag-results">
        {search && searchError ? (
          <p className="field__error">
            {toFormErrors(searchError)[0]?.message}{' '}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void refetch().catch(() => undefined)}
            >
              Search again
            </button>
          </p>
        ) : search && loading && !data ? (
          <p className="field__hint">Searching…</p>
        ) : search && matches.length === 0 ? (
          <p className="field__hint">No other tags match “{search}”.</p>
        ) : matches.length > 0 ? (
          <ul className="upload-tag-matches" aria-label={`Tags matching ${search}`}>
            {matches.map((tag) => (
              <li key={tag.id}>
                <button
                  type="button"
                  className="button button--secondary upload-tag-add"
                  onClick={() => {
                    onChange([...value, tag]);
                    setText('');
                  }}
                >
                  <span aria-hidden="true">+ </span>
                  {tag.name}
                  <span className="visually-hidden"> (add tag)</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Finds media to add to a bundle: words in the title, slug or file name, and
 * a status (every kind is listed; each result shows its kind and status).
 * "Show more" asks for a longer first page rather than merging pages, so the
 * list is always one consistent answer of the server.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { BundleMediaSearchDocument, type MediaStatus } from '../../graphql/generated/graphql';
import { callErrors } from './errors';
import { plural, STATUS_LABELS } from './format';
import { KindBadge, StatusBadge, Thumb } from './MediaBadges';
import type { BundleItem } from './types';

const STEP = 20;
/** The admin page-size limit is 1000; a picker list longer than this is not worth scrolling. */
const MOST = 200;
const SEARCH_DELAY_MS = 300;
const STATUSES = Object.keys(STATUS_LABELS) as MediaStatus[];

export function MediaPicker({
  chosen,
  full,
  onAdd,
}: {
  /** Ids already in the bundle: their Add button reads "Added". */
  chosen: ReadonlySet<string>;
  /** The bundle holds the most items it may. */
  full: boolean;
  onAdd: (item: BundleItem) => void;
}) {
  const searchId = useId();
  const statusId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MediaStatus | ''>('');
  const [limit, setLimit] = useState(STEP);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setLimit(STEP);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { data, previousData, loading, error, refetch } = useQuery(BundleMediaSearchDocument, {
    variables: {
      filter: { search: search || null, statuses: status ? [status] : null },
      first: limit,
    },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const results = shown?.adminMedia.edges.map((e) => e.node) ?? [];
  const total = shown?.adminMedia.totalCount ?? 0;

  return (
    <section className="bundle-picker" aria-labelledby={`${searchId}-title`}>
      <h3 id={`${searchId}-title`}>Add media</h3>
      <div className="bundle-picker__filters">
        <div className="field">
          <label className="field__label" htmlFor={searchId}>
            Find media to add
          </label>
          <input
            id={searchId}
            className="field__input"
            type="search"
            maxLength={100}
            placeholder="Title, slug or file name"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={statusId}>
            Status
          </label>
          <select
            id={statusId}
            className="field__input"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as MediaStatus | '');
              setLimit(STEP);
            }}
          >
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {full && (
        <p className="notice" role="status">
          The bundle holds the most items it may; remove one to add another.
        </p>
      )}
      {!shown ? (
        error ? (
          <div className="form-alert" role="alert">
            <p>{callErrors(error)[0]?.message}</p>
            <button type="button" className="button button--secondary" onClick={() => void refetch().catch(() => {})}>
              Try again
            </button>
          </div>
        ) : (
          <p className="bundle-picker__state" role="status">
            <span className="spinner spinner--small" aria-hidden="true" /> Searching…
          </p>
        )
      ) : (
        <div aria-busy={loading}>
          {error && (
            <div className="form-alert" role="alert">
              <p>{callErrors(error)[0]?.message}</p>
              <button type="button" className="button button--secondary" onClick={() => void refetch().catch(() => {})}>
                Try again
              </button>
            </div>
          )}
          <p className="bundle-picker__state" aria-live="polite">
            {results.length === 0
              ? search || status
                ? 'No media match. Try other words or another status.'
                : 'There is no media yet: upload some first.'
              : `Showing ${results.length} of ${plural(total, 'media item', 'media items')}`}
          </p>
          <ul className="bundle-picker__results">
            {results.map((m) => {
              const added = chosen.has(m.id);
              return (
                <li key={m.id} className="bundle-media">
                  <Thumb url={m.thumbnailUrl} kind={m.kind} />
                  <span className="bundle-media__text">
                    <span className="bundle-media__title">{m.title}</span>
                    <span className="bundle-media__badges">
                      <KindBadge kind={m.kind} />
                      <StatusBadge status={m.status} />
                    </span>
                  </span>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={added || full}
                    onClick={() => onAdd(m)}
                  >
                    {added ? 'Added' : 'Add'}
                    <span className="visually-hidden"> {m.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {results.length < total && limit < MOST && (
            <button
              type="button"
              className="button button--ghost"
              disabled={loading}
              onClick={() => setLimit((l) => Math.min(l + STEP, MOST))}
            >
              Show more results
            </button>
          )}
        </div>
      )}
    </section>
  );
}

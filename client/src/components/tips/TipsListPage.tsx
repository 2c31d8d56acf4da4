/**
 * /public/capcut-tips and /members/capcut-tips: every published tip, newest
 * first, with search (debounced) and filters by tag, level and device, all
 * kept in the URL (`?q=&tag=&level=&device=`) so Back and shared links work.
 */
import '../../styles/tips.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type TipDevice, type TipDifficulty, TipsDocument } from '../../graphql/generated/graphql';
import { QueryStatus } from '../QueryStatus';
import { optionsOf, SelectField, type SelectOption } from '../SelectField';
import { DEVICE_LABEL, DIFFICULTY_LABEL, type TipArea } from './labels';
import { TipCard, TipCardSkeleton } from './TipCard';

const PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 300;
const MAX_QUERY = 100;
/** '' is "any": the filter is left out. */
const LEVEL_OPTIONS: SelectOption<TipDifficulty | ''>[] = [
  { value: '', label: 'Any level' },
  ...optionsOf(DIFFICULTY_LABEL),
];
const DEVICE_OPTIONS: SelectOption<TipDevice | ''>[] = [
  { value: '', label: 'Any device' },
  { value: 'MOBILE', label: 'Mobile' },
  { value: 'DESKTOP', label: 'Desktop' },
];

export function TipsListPage({ area }: { area: TipArea }) {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const tag = params.get('tag');
  const level = params.get('level') as TipDifficulty | null;
  const device = params.get('device') as TipDevice | null;
  const [typed, setTyped] = useState(query);

  const setParam = (name: string, value: string | null, replace = false) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace });
  };

  useEffect(() => {
    if (typed.trim() === query) return;
    const timer = setTimeout(() => setParam('q', typed.trim() || null, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const filter = {
    query: query || null,
    tag,
    difficulty: level && level in DIFFICULTY_LABEL ? level : null,
    device: device && device in DEVICE_LABEL ? device : null,
  };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(TipsDocument, {
    variables: { filter, first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  const tips = shown?.tips.edges.map((e) => e.node) ?? [];
  const filtered = Boolean(query || tag || filter.difficulty || filter.device);

  return (
    <div className={area === 'public' ? 'container tips-page' : 'tips-page'}>
      <header className="tips-page__header">
        <p className="tips-page__eyebrow">Learn CapCut</p>
        <h1 className="tips-page__title">CapCut tips</h1>
        <p className="tips-page__lead">
          Step-by-step techniques for CapCut on your phone and desktop — keyframes, speed ramps, captions, green screen,
          transitions — and how to use Framestock assets in your edits.
        </p>
      </header>

      <search className="tips-filters" aria-label="Find tips">
        <div className="field tips-filters__search">
          <label className="field__label" htmlFor={`${id}-q`}>
            Search tips
          </label>
          <input
            id={`${id}-q`}
            className="field__input"
            type="search"
            maxLength={MAX_QUERY}
            placeholder="e.g. keyframes, captions"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <SelectField
          label="Level"
          options={LEVEL_OPTIONS}
          value={filter.difficulty ?? ''}
          onChange={(v) => setParam('level', v || null)}
        />
        <SelectField
          label="CapCut"
          options={DEVICE_OPTIONS}
          value={filter.device ?? ''}
          onChange={(v) => setParam('device', v || null)}
        />
      </search>

      {shown && shown.tipTags.length > 0 && (
        <nav className="tips-tags" aria-label="Tags">
          <ul className="tips-tags__list">
            {shown.tipTags.slice(0, 12).map((t) => (
              <li key={t.tag}>
                <button
                  type="button"
                  className={`tips-tag${tag === t.tag ? ' tips-tag--on' : ''}`}
                  aria-pressed={tag === t.tag}
                  onClick={() => setParam('tag', tag === t.tag ? null : t.tag)}
                >
                  {t.tag}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section aria-labelledby={`${id}-results`} aria-busy={loading}>
        <h2 id={`${id}-results`} className="visually-hidden">
          Tips
        </h2>
        {!shown ? (
          error ? (
            <QueryStatus loading={false} error={error} onRetry={() => refetch()} />
          ) : (
            <div className="tips-grid" role="status" aria-label="Loading tips">
              {Array.from({ length: 6 }, (_, i) => (
                <TipCardSkeleton key={`s${i}`} />
              ))}
            </div>
          )
        ) : tips.length === 0 ? (
          <div className="tips-empty">
            <h3>{filtered ? 'No tip matches' : 'No tips yet'}</h3>
            <p>
              {filtered
                ? 'Try other words, or clear the filters.'
                : 'Tips are on their way. Meanwhile, browse the assets they will use.'}
            </p>
            <div className="button-row">
              {filtered ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => {
                    setTyped('');
                    setParams({});
                  }}
                >
                  Clear search and filters
                </button>
              ) : (
                <Link className="button button--primary" to={`/${area}/browse`}>
                  Browse assets
                </Link>
              )}
            </div>
          </div>
        ) : (
          <>
            <p className="tips-page__count" aria-live="polite">
              {shown.tips.totalCount} {shown.tips.totalCount === 1 ? 'tip' : 'tips'}
            </p>
            <ul className="tips-grid">
              {tips.map((tip, i) => (
                <li key={tip.id}>
                  <TipCard tip={tip} area={area} eager={i < 3} />
                </li>
              ))}
            </ul>
            {shown.tips.pageInfo.hasNextPage && (
              <div className="button-row tips-more">
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={loading}
                  onClick={() =>
                    void fetchMore({
                      variables: { after: shown.tips.pageInfo.endCursor },
                      // The list grows: the new tips go after the ones on screen.
                      updateQuery: (prev, { fetchMoreResult: next }) => ({
                        ...next,
                        tips: { ...next.tips, edges: [...prev.tips.edges, ...next.tips.edges] },
                      }),
                    }).catch(() => undefined)
                  }
                >
                  Show more tips
                </button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}

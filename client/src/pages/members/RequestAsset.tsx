/**
 * `/members/request-asset`: ask for an asset (prefilled from `?title=`, which
 * the search page links here with on zero results) and the board of every
 * request — sort, filter, vote. `?request=<id>` (from a notification) shows
 * that request highlighted.
 *
 * The board's view lives in the URL, so Back, reload and shared links keep it:
 * `?sort=NEWEST|STATUS`, `?kind=`, `?platform=<slug>`, `?status=`, `?mine=1`
 * (defaults are left out; values this page does not know are ignored). Each
 * change is a history entry.
 */
import '../../styles/account.css';
import '../../styles/requests.css';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryStatus } from '../../components/QueryStatus';
import { RequestCard } from '../../components/requests/RequestCard';
import { RequestForm } from '../../components/requests/RequestForm';
import { KIND_LABELS, STATUS_LABELS } from '../../components/requests/words';
import {
  type AssetRequestSort,
  type AssetRequestStatus,
  type MediaKind,
  RequestBoardDocument,
  RequestFormOptionsDocument,
  SiteSettingsDocument,
} from '../../graphql/generated/graphql';

const SORTS: Record<AssetRequestSort, string> = { VOTES: 'Most votes', NEWEST: 'Newest', STATUS: 'Status' };
const DEFAULT_SORT: AssetRequestSort = 'VOTES';
const PAGE_SIZE = 20;
/** The statuses one can filter by (a merged request shows as the one it was merged into). */
const STATUS_FILTERS = Object.keys(STATUS_LABELS).filter((s) => s !== 'MERGED') as AssetRequestStatus[];

/** `value` when it is one of `allowed`, else ''. */
function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | '' {
  return allowed.find((a) => a === value) ?? '';
}

type BoardParam = 'sort' | 'kind' | 'platform' | 'status' | 'mine';

export default function RequestAssetPage() {
  const [urlParams, setParams] = useSearchParams();
  // React Router writes the URL in a transition: until it lands, the controls show what was just chosen
  // instead of snapping back (under load a ticked box read unticked until the new list arrived).
  const [chosen, setChosen] = useState<URLSearchParams | null>(null);
  useEffect(() => setChosen(null), [urlParams]);
  const params = chosen ?? urlParams;
  const highlighted = params.get('request');
  const options = useQuery(RequestFormOptionsDocument);
  const sort = oneOf(params.get('sort'), Object.keys(SORTS) as AssetRequestSort[]) || DEFAULT_SORT;
  const kind = oneOf(params.get('kind'), Object.keys(KIND_LABELS) as MediaKind[]);
  const platformParam = params.get('platform') ?? '';
  // A platform the site does not list (any more) filters nothing, as the select shows.
  const knownPlatforms = options.data?.platforms;
  const platform = knownPlatforms && !knownPlatforms.some((p) => p.slug === platformParam) ? '' : platformParam;
  const status = oneOf(params.get('status'), STATUS_FILTERS);
  const mine = params.get('mine') === '1';
  const [notice, setNotice] = useState<string | null>(null);

  /** Changes one filter in the URL (a new history entry, the scroll position kept); '' removes it. */
  const setFilter = useCallback(
    (name: BoardParam, value: string) => {
      const next = new URLSearchParams(params);
      if (value) next.set(name, value);
      else next.delete(name);
      setChosen(next);
      setParams(next, { preventScrollReset: true });
    },
    [params, setParams],
  );
  // An administrator can switch the board off (site settings): the server then refuses asking and voting.
  const switchedOff = useQuery(SiteSettingsDocument).data?.siteSettings.features.requestBoard === false;
  const board = useQuery(RequestBoardDocument, {
    variables: {
      first: PAGE_SIZE,
      sort,
      kind: kind || null,
      platform: platform || null,
      status: status || null,
      mine,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = board.data?.assetRequests;
  const requests = page?.edges.map((e) => e.node) ?? [];

  useEffect(() => {
    if (highlighted && requests.some((r) => r.id === highlighted)) {
      document.getElementById(`request-${highlighted}`)?.scrollIntoView({ block: 'center' });
    }
  }, [highlighted, requests]);

  async function more() {
    if (!page?.pageInfo.endCursor) return;
    await board.fetchMore({
      variables: { after: page.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        assetRequests: {
          ...fetchMoreResult.assetRequests,
          edges: [...(prev.assetRequests?.edges ?? []), ...fetchMoreResult.assetRequests.edges],
        },
      }),
    });
  }

  return (
    <div className="requests-page">
      <header>
        <h1 className="account-page__title">Request an asset</h1>
        <p className="account-page__lead">
          Tell us what you need. Members vote, we make the most wanted, and you hear the moment it arrives.
        </p>
      </header>
      {notice && (
        <div className="notice notice--success" role="status">
          <p>{notice}</p>
        </div>
      )}
      {switchedOff ? (
        <div className="notice" role="status">
          <p>
            The request board is switched off on this site for now: new requests and votes are paused. The board below
            stays as it was.
          </p>
        </div>
      ) : (
        <RequestForm
          initialTitle={params.get('title')?.slice(0, 120) ?? ''}
          onCreated={(r) => {
            setNotice(`Thanks! “${r.title}” is on the board with your vote.`);
            setParams({ request: r.id }, { replace: true });
          }}
        />
      )}
      <section className="requests-board" aria-labelledby="board-heading">
        <h2 id="board-heading">The board</h2>
        <div className="requests-board__filters">
          <label className="field">
            <span className="field__label">Sort</span>
            <select
              className="field__input"
              value={sort}
              onChange={(e) => setFilter('sort', e.target.value === DEFAULT_SORT ? '' : e.target.value)}
            >
              {Object.entries(SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Kind</span>
            <select className="field__input" value={kind} onChange={(e) => setFilter('kind', e.target.value)}>
              <option value="">All kinds</option>
              {Object.entries(KIND_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Platform</span>
            <select className="field__input" value={platform} onChange={(e) => setFilter('platform', e.target.value)}>
              <option value="">All platforms</option>
              {options.data?.platforms.map((p) => (
                <option key={p.id} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Status</span>
            <select className="field__input" value={status} onChange={(e) => setFilter('status', e.target.value)}>
              <option value="">Any status</option>
              {STATUS_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="check requests-board__mine">
            <input type="checkbox" checked={mine} onChange={(e) => setFilter('mine', e.target.checked ? '1' : '')} />
            Mine and my votes
          </label>
        </div>
        <QueryStatus loading={false} error={board.data ? null : board.error} onRetry={board.refetch} />
        {!board.data && board.loading ? (
          <ul className="requests-board__list" aria-label="Loading requests">
            {[0, 1, 2].map((i) => (
              <li key={i} className="request-card request-card--skeleton" aria-hidden="true" />
            ))}
          </ul>
        ) : board.data && requests.length === 0 ? (
          <div className="panel">
            <p>No requests match. Clear the filters, or be the first to ask with the form above.</p>
          </div>
        ) : (
          <ul className="requests-board__list">
            {requests.map((r) => (
              <RequestCard key={r.id} request={r} highlighted={r.id === highlighted} />
            ))}
          </ul>
        )}
        {page?.pageInfo.hasNextPage && (
          <button type="button" className="button button--secondary" onClick={() => void more()}>
            Show more
          </button>
        )}
      </section>
    </div>
  );
}

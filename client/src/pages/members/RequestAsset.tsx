/**
 * `/members/request-asset`: ask for an asset (prefilled from `?title=`, which
 * the search page links here with on zero results) and the board of every
 * request — sort, filter, vote. `?request=<id>` (from a notification) shows
 * that request highlighted.
 */
import '../../styles/account.css';
import '../../styles/requests.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
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
const PAGE_SIZE = 20;

export default function RequestAssetPage() {
  const [params, setParams] = useSearchParams();
  const highlighted = params.get('request');
  const [sort, setSort] = useState<AssetRequestSort>('VOTES');
  const [kind, setKind] = useState<MediaKind | ''>('');
  const [platform, setPlatform] = useState('');
  const [status, setStatus] = useState<AssetRequestStatus | ''>('');
  const [mine, setMine] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const options = useQuery(RequestFormOptionsDocument);
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
            <select className="field__input" value={sort} onChange={(e) => setSort(e.target.value as AssetRequestSort)}>
              {Object.entries(SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">Kind</span>
            <select className="field__input" value={kind} onChange={(e) => setKind(e.target.value as MediaKind | '')}>
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
            <select className="field__input" value={platform} onChange={(e) => setPlatform(e.target.value)}>
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
            <select
              className="field__input"
              value={status}
              onChange={(e) => setStatus(e.target.value as AssetRequestStatus | '')}
            >
              <option value="">Any status</option>
              {Object.entries(STATUS_LABELS)
                .filter(([value]) => value !== 'MERGED')
                .map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
            </select>
          </label>
          <label className="check requests-board__mine">
            <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
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

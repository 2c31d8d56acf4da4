/**
 * `/admin/requests`: every request by status with votes, age and requester;
 * move one on (plan, start, fulfil with published items, decline with a
 * reason, reopen) or merge a duplicate into another. The server audits each
 * move and tells the requester and voters.
 */
import '../../styles/requests.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CharacterCount, countShown } from '../../components/CharacterCount';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryStatus } from '../../components/QueryStatus';
import { KIND_LABELS, STATUS_LABELS, usePlatformNames } from '../../components/requests/words';
import { TabList, tabPanelProps } from '../../components/TabList';
import {
  type AssetRequestCardFragment,
  type AssetRequestStatus,
  MergeAssetRequestsDocument,
  RequestBoardDocument,
  RequestItemSearchDocument,
  UpdateAssetRequestStatusDocument,
} from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { timeAgo } from '../../lib/timeAgo';
import { useDebounced } from '../../lib/useDebounced';

type Tab = AssetRequestStatus;
/** The server's limit on a decline reason. */
const MAX_REASON = 500;
const TABS: { value: Tab; label: string }[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'PLANNED', label: 'Planned' },
  { value: 'IN_PROGRESS', label: 'In progress' },
  { value: 'FULFILLED', label: 'Fulfilled' },
  { value: 'DECLINED', label: 'Declined' },
];
/** Where each status may go (the server's rule, shown as choices). */
const NEXT: Record<AssetRequestStatus, AssetRequestStatus[]> = {
  OPEN: ['PLANNED', 'IN_PROGRESS', 'FULFILLED', 'DECLINED'],
  PLANNED: ['OPEN', 'IN_PROGRESS', 'FULFILLED', 'DECLINED'],
  IN_PROGRESS: ['PLANNED', 'FULFILLED', 'DECLINED'],
  FULFILLED: [],
  DECLINED: ['OPEN'],
  MERGED: [],
};
const ACTIVE: AssetRequestStatus[] = ['OPEN', 'PLANNED', 'IN_PROGRESS'];

export default function AdminRequestsPage() {
  const [tab, setTab] = useState<Tab>('OPEN');
  const [acting, setActing] = useState<{ request: AssetRequestCardFragment; action: 'status' | 'merge' } | null>(null);
  const { data, loading, error, refetch } = useQuery(RequestBoardDocument, {
    variables: { first: 100, sort: 'VOTES', status: tab },
    fetchPolicy: 'cache-and-network',
  });
  const open = useQuery(RequestBoardDocument, { variables: { first: 100, sort: 'VOTES', status: 'OPEN' } });
  const rows = data?.assetRequests.edges.map((e) => e.node) ?? [];
  const platformNames = usePlatformNames();

  return (
    <div className="admin-requests">
      <h1>Requests</h1>
      <p className="account-page__lead">
        What members ask for, most wanted first. Every move is audited and tells the requester and voters.
      </p>
      <TabList label="Status" tabs={TABS} selected={tab} onSelect={setTab} idPrefix="admin-requests" />
      <div role="tabpanel" {...tabPanelProps('admin-requests', tab)}>
        <QueryStatus
          loading={loading && !data}
          error={data ? null : error}
          onRetry={refetch}
          loadingLabel="Loading requests…"
        />
        {data && rows.length === 0 && <p>No {STATUS_LABELS[tab].toLowerCase()} requests.</p>}
        {rows.length > 0 && (
          <table className="admin-requests__table">
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Votes</th>
                <th scope="col">Age</th>
                <th scope="col">Requester</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <strong>{r.title}</strong>
                    <br />
                    <span className="request-card__by">
                      {KIND_LABELS[r.kind]}
                      {r.platforms.length > 0 && ` · ${platformNames(r.platforms)}`}
                      {r.declineReason && ` · Declined: ${r.declineReason}`}
                      {r.items.length > 0 && ` · ${r.items.map((i) => i.title).join(', ')}`}
                    </span>
                  </td>
                  <td data-label="Votes">{r.voteCount}</td>
                  <td data-label="Asked">
                    <time dateTime={r.createdAt}>{timeAgo(r.createdAt)}</time>
                  </td>
                  <td data-label="By">{r.requesterName ?? '—'}</td>
                  <td>
                    <div className="admin-requests__actions">
                      {NEXT[r.status].length > 0 && (
                        <button
                          type="button"
                          className="button button--secondary"
                          onClick={() => setActing({ request: r, action: 'status' })}
                        >
                          Change status<span className="visually-hidden"> of {r.title}</span>
                        </button>
                      )}
                      {ACTIVE.includes(r.status) && (
                        <button
                          type="button"
                          className="button button--ghost"
                          onClick={() => setActing({ request: r, action: 'merge' })}
                        >
                          Merge<span className="visually-hidden"> {r.title}</span>
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {acting?.action === 'status' && <StatusDialog request={acting.request} onClose={() => setActing(null)} />}
      {acting?.action === 'merge' && (
        <MergeDialog
          request={acting.request}
          candidates={(open.data?.assetRequests.edges.map((e) => e.node) ?? []).filter(
            (r) => r.id !== acting.request.id,
          )}
          onClose={() => setActing(null)}
        />
      )}
    </div>
  );
}

function StatusDialog({ request, onClose }: { request: AssetRequestCardFragment; onClose: () => void }) {
  const choices = NEXT[request.status];
  const [status, setStatus] = useState<AssetRequestStatus>(choices[0] as AssetRequestStatus);
  const [reason, setReason] = useState('');
  const [search, setSearch] = useState(request.title);
  const [picked, setPicked] = useState<{ id: string; title: string }[]>([]);
  const typed = useDebounced(search.trim(), 300);
  const items = useQuery(RequestItemSearchDocument, {
    variables: { search: typed },
    skip: status !== 'FULFILLED' || typed.length < 2,
  });
  const [update] = useMutation(UpdateAssetRequestStatusDocument, { refetchQueries: ['RequestBoard'] });

  async function confirm() {
    try {
      const result = await update({
        variables: {
          input: {
            id: request.id,
            status,
            reason: status === 'DECLINED' ? reason : null,
            mediaIds: status === 'FULFILLED' ? picked.map((p) => p.id) : null,
          },
        },
      });
      return fromPayload(result.data?.updateAssetRequestStatus.errors ?? []);
    } catch (err) {
      return toFormErrors(err);
    }
  }

  return (
    <ConfirmDialog title={`“${request.title}”`} confirmLabel="Save and notify" onConfirm={confirm} onClose={onClose}>
      <div className="admin-requests__dialog">
        <label className="field">
          <span className="field__label">New status</span>
          <select
            className="field__input"
            value={status}
            onChange={(e) => setStatus(e.target.value as AssetRequestStatus)}
          >
            {choices.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {status === 'DECLINED' && (
          <label className="field">
            <span className="field__label">Reason (the requester and voters read it)</span>
            <textarea
              className="field__input"
              rows={3}
              maxLength={MAX_REASON}
              value={reason}
              aria-describedby={countShown(reason.length, MAX_REASON) ? 'decline-reason-count' : undefined}
              onChange={(e) => setReason(e.target.value)}
            />
            <CharacterCount id="decline-reason-count" length={reason.length} max={MAX_REASON} />
          </label>
        )}
        {status === 'FULFILLED' && (
          <>
            <label className="field">
              <span className="field__label">Find the published items that fulfil it</span>
              <input className="field__input" value={search} onChange={(e) => setSearch(e.target.value)} />
            </label>
            <ul className="request-form__existing">
              {items.data?.adminMedia.edges.map(({ node }) => (
                <li key={node.id}>
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={picked.some((p) => p.id === node.id)}
                      onChange={(e) =>
                        setPicked(
                          e.target.checked
                            ? [...picked, { id: node.id, title: node.title }]
                            : picked.filter((p) => p.id !== node.id),
                        )
                      }
                    />
                    {node.title} ({KIND_LABELS[node.kind]})
                  </label>
                </li>
              ))}
            </ul>
            {picked.length > 0 && <p>Linking: {picked.map((p) => p.title).join(', ')}</p>}
          </>
        )}
      </div>
    </ConfirmDialog>
  );
}

function MergeDialog({
  request,
  candidates,
  onClose,
}: {
  request: AssetRequestCardFragment;
  candidates: AssetRequestCardFragment[];
  onClose: () => void;
}) {
  const [intoId, setIntoId] = useState(candidates[0]?.id ?? '');
  const [merge] = useMutation(MergeAssetRequestsDocument, { refetchQueries: ['RequestBoard'] });
  async function confirm() {
    if (!intoId) return ['Choose the request to keep.'];
    try {
      const result = await merge({ variables: { input: { duplicateId: request.id, intoId } } });
      return fromPayload(result.data?.mergeAssetRequests.errors ?? []);
    } catch (err) {
      return toFormErrors(err);
    }
  }
  return (
    <ConfirmDialog
      title={`Merge “${request.title}”`}
      confirmLabel="Merge and notify"
      onConfirm={confirm}
      onClose={onClose}
    >
      <label className="field">
        <span className="field__label">Into (its votes move there; its voters are told once)</span>
        <select className="field__input" value={intoId} onChange={(e) => setIntoId(e.target.value)}>
          {candidates.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} ({c.voteCount} votes)
            </option>
          ))}
        </select>
      </label>
    </ConfirmDialog>
  );
}

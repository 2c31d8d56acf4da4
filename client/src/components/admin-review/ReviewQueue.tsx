/**
 * The review queue: what waits for review (PENDING_REVIEW), longest waiting
 * first, as a list beside the selected item shown large. Approve or reject it
 * and the next one comes up; J / K / A / R / Escape do the same from the
 * keyboard. `/admin/approvals` shows every kind with a tab per kind (kept in
 * `?kind=`); `/admin/assets/approvals` passes `kind` and has no tabs.
 *
 * A verdict changes the item's status in the cache (the mutation returns it),
 * which takes it out of the list at once; the queue is then fetched again for
 * whatever arrived meanwhile or lies beyond the first page.
 */
import '../../styles/account.css';
import '../../styles/admin-taxonomy.css';
import '../../styles/admin-review.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  ApproveReviewItemDocument,
  type MediaKind,
  type RejectionReason,
  RejectReviewItemDocument,
  ReviewQueueDocument,
} from '../../graphql/generated/graphql';
import type { FormError } from '../../lib/errors';
import { plural } from '../admin-media/format';
import { KINDS } from '../admin-media/kinds';
import { attempt } from '../admin-taxonomy/mutationErrors';
import { QueryStatus } from '../QueryStatus';
import { type Tab, TabList, tabPanelProps } from '../TabList';
import { QueueList } from './QueueList';
import { ReviewDetail } from './ReviewDetail';
import { ShortcutHint } from './ShortcutHint';
import { useReviewShortcuts } from './useReviewShortcuts';

/** The queue shows the longest-waiting items of this many; the rest follow as these are decided. */
const QUEUE_SIZE = 50;

type KindTab = MediaKind | 'ALL';
const TABS: readonly Tab<KindTab>[] = [
  { value: 'ALL', label: 'All' },
  { value: 'ASSET', label: 'Assets' },
  { value: 'IMAGE', label: 'Images' },
  { value: 'AUDIO', label: 'Audio' },
];
const TAB_PREFIX = 'review-kind';

/** A refusal that means the queue on screen is out of date: someone else decided, or the item is gone. */
const STALE_CODES = new Set(['INVALID_TRANSITION', 'NOT_FOUND']);

export function ReviewQueue({ title, lead, kind: fixedKind }: { title: string; lead: string; kind?: MediaKind }) {
  const [params, setParams] = useSearchParams();
  const tab: KindTab = fixedKind ?? TABS.find((t) => t.value === params.get('kind'))?.value ?? 'ALL';
  const kind = tab === 'ALL' ? undefined : tab;

  return (
    <div className="admin-page review-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">{title}</h1>
        <p className="admin-page__lead">{lead}</p>
      </header>
      <ShortcutHint />
      {fixedKind ? (
        <Queue kind={kind} />
      ) : (
        <>
          <TabList
            label="Media kind"
            tabs={TABS}
            selected={tab}
            idPrefix={TAB_PREFIX}
            onSelect={(value) => setParams(value === 'ALL' ? {} : { kind: value }, { replace: true })}
          />
          <div role="tabpanel" {...tabPanelProps(TAB_PREFIX, tab)}>
            <Queue key={tab} kind={kind} />
          </div>
        </>
      )}
    </div>
  );
}

function Queue({ kind }: { kind: MediaKind | undefined }) {
  const { data, loading, error, refetch } = useQuery(ReviewQueueDocument, {
    variables: { kind, first: QUEUE_SIZE },
  });
  const [approveMedia, { loading: approving }] = useMutation(ApproveReviewItemDocument);
  const [rejectMedia] = useMutation(RejectReviewItemDocument);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [approveErrors, setApproveErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  // Decided items drop out as soon as the cache knows their new status.
  const items = (data?.adminMedia.edges ?? []).map((e) => e.node).filter((m) => m.status === 'PENDING_REVIEW');
  const decidedOnPage = (data?.adminMedia.edges.length ?? 0) - items.length;
  const waiting = Math.max(0, (data?.adminMedia.totalCount ?? 0) - decidedOnPage);
  const index = Math.max(
    0,
    items.findIndex((m) => m.id === selectedId),
  );
  const selected = items[index];

  function select(id: string | undefined) {
    if (!id) return;
    setSelectedId(id);
    setRejecting(false);
    setApproveErrors([]);
    setAnnouncement('');
  }

  /** After a verdict: the item below takes its place (or the one above, at the end of the list). */
  function advancePast(decidedIndex: number, message: string) {
    const next = items[decidedIndex + 1] ?? items[decidedIndex - 1];
    setSelectedId(next?.id ?? null);
    setRejecting(false);
    setApproveErrors([]);
    setAnnouncement(next ? `${message} Next: “${next.title}”.` : `${message} The queue is empty.`);
    heading.current?.focus();
    refetch().catch(() => undefined);
  }

  async function approve() {
    if (!selected || approving) return;
    const decided = selected;
    setAnnouncement('');
    const errors = await attempt(
      () => approveMedia({ variables: { input: { id: decided.id } } }),
      (r) => r.data?.approveMedia.errors,
    );
    if (errors.length > 0) {
      setApproveErrors(errors.map((e) => e.message));
      if (errors.some((e) => STALE_CODES.has(e.code))) refetch().catch(() => undefined);
      return;
    }
    advancePast(index, `Approved and published “${decided.title}”.`);
  }

  async function reject(reason: RejectionReason, note: string): Promise<FormError[]> {
    if (!selected) return [];
    const decided = selected;
    const errors = await attempt(
      () => rejectMedia({ variables: { input: { id: decided.id, reason, note } } }),
      (r) => r.data?.rejectMedia.errors,
    );
    if (errors.length > 0) {
      if (errors.some((e) => STALE_CODES.has(e.code))) refetch().catch(() => undefined);
      return errors;
    }
    advancePast(index, `Rejected “${decided.title}” and sent it back to the uploader.`);
    return [];
  }

  useReviewShortcuts(
    {
      next: () => select(items[index + 1]?.id),
      previous: () => select(items[index - 1]?.id),
      approve: () => void approve(),
      reject: () => setRejecting(true),
      close: () => setRejecting(false),
    },
    { hasItem: Boolean(selected), rejecting, busy: approving },
  );

  const [one, many] = kind ? [KINDS[kind].singular, KINDS[kind].plural] : ['item', 'items'];
  return (
    <div className="review-queue">
      <div className="review-queue__bar">
        <p className="review-queue__count">
          {data && (waiting === 0 ? `No ${many} waiting` : `${plural(waiting, one, many)} waiting`)}
          {data && waiting > items.length && ` · showing the ${items.length} waiting longest`}
        </p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => refetch().catch(() => undefined)}
          disabled={loading}
        >
          Check for new submissions
        </button>
      </div>
      <div role="status" className="review-queue__status">
        {announcement && <p className="notice notice--success">{announcement}</p>}
      </div>
      <QueryStatus
        loading={loading && !data}
        error={error}
        onRetry={refetch}
        loadingLabel="Loading the review queue…"
      />
      {data && !selected && (
        <div className="review-empty">
          <p className="review-empty__title">All caught up</p>
          <p>No {many} are waiting for review. New submissions appear here, longest waiting first.</p>
          <Link className="button button--secondary" to={kind ? KINDS[kind].listPath : '/admin'}>
            {kind ? `Go to ${KINDS[kind].heading.toLowerCase()}` : 'Go to the dashboard'}
          </Link>
        </div>
      )}
      {selected && (
        <div className="review-layout">
          <QueueList items={items} selectedId={selected.id} onSelect={select} />
          <ReviewDetail
            item={selected}
            position={index}
            count={items.length}
            headingRef={heading}
            onPrevious={() => select(items[index - 1]?.id)}
            onNext={() => select(items[index + 1]?.id)}
            approving={approving}
            approveErrors={approveErrors}
            onApprove={() => void approve()}
            rejecting={rejecting}
            onOpenReject={() => setRejecting(true)}
            onCloseReject={() => setRejecting(false)}
            onReject={reject}
          />
        </div>
      )}
    </div>
  );
}

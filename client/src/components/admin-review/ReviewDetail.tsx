/**
 * The selected item, large: where it is in the queue, its preview, the two
 * verdicts (with their shortcuts on the buttons) and everything a reviewer
 * checks: description, category, tags, platforms, access and price, what
 * processing measured, who uploaded it, when, and the original file's name.
 */
import { type Ref, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { RejectionReason } from '../../graphql/generated/graphql';
import type { FormError } from '../../lib/errors';
import { formatDateTime } from '../admin-media/format';
import { editorPath } from '../admin-media/kinds';
import { FormAlerts } from '../FormAlerts';
import { MediaPreview } from './MediaPreview';
import { RejectForm } from './RejectForm';
import { accessWords, KIND_LABELS, measuredFacts, type ReviewItem, timeAgo } from './reviewItem';
import { SHORTCUT_KEYS } from './useReviewShortcuts';

export function ReviewDetail({
  item,
  position,
  count,
  headingRef,
  onPrevious,
  onNext,
  approving,
  approveErrors,
  onApprove,
  rejecting,
  onOpenReject,
  onCloseReject,
  onReject,
}: {
  item: ReviewItem;
  /** 0-based place in the list shown. */
  position: number;
  count: number;
  headingRef: Ref<HTMLHeadingElement>;
  onPrevious: () => void;
  onNext: () => void;
  approving: boolean;
  approveErrors: readonly string[];
  onApprove: () => void;
  rejecting: boolean;
  onOpenReject: () => void;
  onCloseReject: () => void;
  onReject: (reason: RejectionReason, note: string) => Promise<FormError[]>;
}) {
  const rejectButton = useRef<HTMLButtonElement>(null);
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    // The form closed on this item (Cancel, Escape): back to the button that opened it.
    if (rejecting) openedFor.current = item.id;
    else if (openedFor.current === item.id) rejectButton.current?.focus();
    if (!rejecting) openedFor.current = null;
  }, [rejecting, item.id]);
  const submitted = item.submittedAt ?? item.createdAt;
  const none = <span className="review-facts__none">None</span>;
  return (
    <article className="review-detail" aria-labelledby="review-item-title">
      <header className="review-detail__header">
        <div className="review-detail__heading">
          <p className="review-detail__eyebrow">
            {KIND_LABELS[item.kind]} · {position + 1} of {count}
          </p>
          <h2 id="review-item-title" ref={headingRef} tabIndex={-1}>
            {item.title}
          </h2>
        </div>
        <div className="review-detail__nav">
          <button
            type="button"
            className="button button--secondary"
            onClick={onPrevious}
            disabled={position === 0}
            aria-keyshortcuts={SHORTCUT_KEYS.previous}
          >
            Previous{' '}
            <span className="key" aria-hidden="true">
              {SHORTCUT_KEYS.previous}
            </span>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={onNext}
            disabled={position >= count - 1}
            aria-keyshortcuts={SHORTCUT_KEYS.next}
          >
            Next{' '}
            <span className="key" aria-hidden="true">
              {SHORTCUT_KEYS.next}
            </span>
          </button>
        </div>
      </header>

      <MediaPreview item={item} />

      <div className="review-actions">
        <FormAlerts messages={approveErrors} />
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            onClick={onApprove}
            disabled={approving}
            aria-keyshortcuts={SHORTCUT_KEYS.approve}
          >
            {approving && <span className="spinner spinner--small" aria-hidden="true" />}
            Approve and publish{' '}
            <span className="key" aria-hidden="true">
              {SHORTCUT_KEYS.approve}
            </span>
          </button>
          <button
            type="button"
            className="button button--secondary"
            ref={rejectButton}
            onClick={onOpenReject}
            disabled={approving}
            aria-expanded={rejecting}
            aria-keyshortcuts={SHORTCUT_KEYS.reject}
          >
            Reject{' '}
            <span className="key" aria-hidden="true">
              {SHORTCUT_KEYS.reject}
            </span>
          </button>
          <Link className="button button--ghost" to={editorPath(item.kind, item.id)}>
            Open in the editor
          </Link>
        </div>
      </div>

      {rejecting && <RejectForm key={item.id} title={item.title} onReject={onReject} onCancel={onCloseReject} />}

      <dl className="review-facts">
        <div className="review-facts__wide">
          <dt>Description</dt>
          <dd>{item.description || none}</dd>
        </div>
        <div>
          <dt>Category</dt>
          <dd>{item.category?.name ?? none}</dd>
        </div>
        <div>
          <dt>Access and price</dt>
          <dd>{accessWords(item)}</dd>
        </div>
        <div>
          <dt>Tags</dt>
          <dd>{item.tags.length > 0 ? item.tags.map((t) => t.name).join(', ') : none}</dd>
        </div>
        <div>
          <dt>Platforms</dt>
          <dd>{item.platforms.length > 0 ? item.platforms.map((p) => p.name).join(', ') : none}</dd>
        </div>
        {measuredFacts(item).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt>Uploaded by</dt>
          <dd>{item.uploader ? `${item.uploader.displayName || item.uploader.email}` : 'A deleted account'}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <time dateTime={submitted}>{formatDateTime(submitted)}</time> ({timeAgo(submitted)})
          </dd>
        </div>
        <div className="review-facts__wide">
          <dt>Original file name</dt>
          <dd className="review-facts__file">{item.originalFilename || none}</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * One request on the board: status, what is asked, who asked, the vote toggle,
 * and the items that fulfil it. Long details are clamped to a few lines with a
 * "Show more" toggle, so one long request cannot fill the board (the admin
 * screen shows them whole).
 */
import { useMutation } from '@apollo/client/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type AssetRequestCardFragment, SetAssetRequestVoteDocument } from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { timeAgo } from '../../lib/timeAgo';
import { itemPath, KIND_LABELS, STATUS_LABELS, usePlatformNames } from './words';

const ACTIVE = new Set(['OPEN', 'PLANNED', 'IN_PROGRESS']);

export function VoteButton({
  request,
}: {
  request: Pick<AssetRequestCardFragment, 'id' | 'voteCount' | 'viewerHasVoted' | 'status' | 'title'>;
}) {
  const [setVote, { loading }] = useMutation(SetAssetRequestVoteDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const open = ACTIVE.has(request.status);
  async function toggle() {
    setProblem(null);
    try {
      const result = await setVote({ variables: { input: { requestId: request.id, voted: !request.viewerHasVoted } } });
      const errors = fromPayload(result.data?.setAssetRequestVote.errors ?? []);
      if (errors[0]) setProblem(errors[0].message);
    } catch (err) {
      setProblem(toFormErrors(err)[0]?.message ?? 'The vote did not count. Try again.');
    }
  }
  return (
    <div className="vote">
      <button
        type="button"
        className={request.viewerHasVoted ? 'vote__button is-voted' : 'vote__button'}
        aria-pressed={request.viewerHasVoted}
        disabled={!open || loading}
        onClick={() => void toggle()}
      >
        <span className="vote__arrow" aria-hidden="true">
          ▲
        </span>
        <span className="vote__count">{request.voteCount}</span>
        <span className="visually-hidden">
          {request.voteCount === 1 ? 'vote' : 'votes'}
          {request.viewerHasVoted ? ', including yours. Take back your vote for' : '. Vote for'} {request.title}
        </span>
      </button>
      {problem && (
        <p className="vote__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

export function RequestCard({
  request,
  highlighted = false,
}: {
  request: AssetRequestCardFragment;
  highlighted?: boolean;
}) {
  const platformNames = usePlatformNames();
  return (
    <li id={`request-${request.id}`} className={highlighted ? 'request-card is-highlighted' : 'request-card'}>
      <VoteButton request={request} />
      <div className="request-card__main">
        <div className="request-card__meta">
          <span className={`status-badge status-badge--${request.status.toLowerCase()}`}>
            {STATUS_LABELS[request.status]}
          </span>
          <span>{KIND_LABELS[request.kind]}</span>
          {request.platforms.length > 0 && <span>{platformNames(request.platforms)}</span>}
          {request.categoryName && <span>{request.categoryName}</span>}
        </div>
        <h3 className="request-card__title">{request.title}</h3>
        {request.description && (
          <ClampedDetails id={`request-${request.id}-details`} text={request.description} title={request.title} />
        )}
        {request.status === 'DECLINED' && request.declineReason && (
          <p className="request-card__reason">Declined: {request.declineReason}</p>
        )}
        {request.items.length > 0 && (
          <p className="request-card__items">
            Fulfilled by{' '}
            {request.items.map((item, i) => (
              <span key={item.id}>
                {i > 0 && ', '}
                <Link to={itemPath(item)}>{item.title}</Link>
              </span>
            ))}
          </p>
        )}
        <p className="request-card__by">
          {request.isMine ? 'You asked' : `Asked by ${request.requesterName ?? 'a former member'}`} ·{' '}
          <time dateTime={request.createdAt}>{timeAgo(request.createdAt)}</time>
          {request.referenceUrl && (
            <>
              {' · '}
              <a href={request.referenceUrl} target="_blank" rel="noopener noreferrer nofollow">
                Reference
              </a>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * The details, clamped to a few lines (CSS line-clamp, so the cut follows the
 * card's width). The toggle shows only when the text is cut off; it is a
 * button with aria-expanded. The whole text stays in the page for screen
 * readers either way.
 */
function ClampedDetails({ id, text, title }: { id: string; text: string; title: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    // Measured only while clamped: expanded, nothing is cut and the toggle stays to fold it again.
    if (!element || expanded || text === '') return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, text]);
  return (
    <>
      <p ref={ref} id={id} className={expanded ? 'request-card__description' : 'request-card__description is-clamped'}>
        {text}
      </p>
      {(cut || expanded) && (
        <button
          type="button"
          className="request-card__more"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
          <span className="visually-hidden"> of the details of “{title}”</span>
        </button>
      )}
    </>
  );
}

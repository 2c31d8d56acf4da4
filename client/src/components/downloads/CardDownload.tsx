/**
 * The Download control of a catalogue card: one thumb-sized button; the
 * outcome (upgrade prompt, fair-use limit, started) shows under the card.
 * Anonymous visitors get a sign-in link that returns to the page they are on.
 */
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { SignInToDownloadCard } from '../catalog/VisitorActions';
import { useDownload } from './useDownload';

export function CardDownload({ mediaId, title }: { mediaId: string; title: string }) {
  const { isAuthenticated } = useAuth();
  const { start, loading, outcome } = useDownload();
  if (!isAuthenticated) return <SignInToDownloadCard title={title} />;
  return (
    <>
      <button
        type="button"
        className="card-action"
        onClick={() => void start({ mediaId })}
        disabled={loading}
        aria-label={`Download ${title}`}
      >
        <span aria-hidden="true">⤓</span>
      </button>
      <div className="card-action__status" role="status">
        {outcome.state === 'done' && <span>Downloading…</span>}
        {outcome.state === 'refused' && (
          <span>
            {outcome.code === 'SUBSCRIPTION_REQUIRED' ? 'In the paid plans. ' : `${outcome.message} `}
            {(outcome.code === 'SUBSCRIPTION_REQUIRED' || outcome.code === 'FAIR_USE_LIMIT') && (
              <Link to="/members/pricing">See plans</Link>
            )}
          </span>
        )}
      </div>
    </>
  );
}

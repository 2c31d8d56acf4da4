/**
 * The Download button of an item or bundle page, with the fair-use meter
 * beside it. Anonymous visitors get a sign-in link that returns here; a
 * member without a plan that covers the item gets the upgrade prompt
 * (SUBSCRIPTION_REQUIRED), a member over the allowance the reset date and
 * what to do (FAIR_USE_LIMIT): never a silent block.
 */
import '../../styles/downloads.css';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { MyDownloadMeterDocument } from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';
import { SignInToDownload } from '../catalog/VisitorActions';
import { meterSentence } from './meter';
import { useDownload } from './useDownload';

export function DownloadButton({
  mediaId,
  bundleId,
  title,
  freeItem = false,
}: {
  mediaId?: string;
  bundleId?: string;
  title: string;
  /** A FREE item: the sign-in prompt says an account is all it takes. */
  freeItem?: boolean;
}) {
  const { isAuthenticated } = useAuth();
  const { start, loading, outcome } = useDownload();
  const meter = useQuery(MyDownloadMeterDocument, { skip: !isAuthenticated });
  const m = meter.data?.myDownloadMeter;
  const meterId = useId();

  if (!isAuthenticated) return <SignInToDownload freeItem={freeItem} />;
  return (
    <div className="download">
      <button
        type="button"
        className="button button--primary download__button"
        onClick={() => void start(mediaId ? { mediaId } : { bundleId })}
        disabled={loading}
        aria-describedby={meterId}
      >
        {loading ? 'Preparing…' : bundleId ? 'Download bundle (ZIP)' : 'Download'}
        <span className="visually-hidden"> {title}</span>
      </button>
      <p id={meterId} className="download__meter" data-testid="download-meter">
        {m ? meterSentence(m) : '\u00a0'}
      </p>
      <div role="status" aria-live="polite">
        {outcome.state === 'done' && (
          <p className="download__done">
            Your download has started. Licence{' '}
            <a href={outcome.download.licence.certificateUrl} target="_blank" rel="noopener noreferrer">
              certificate (PDF)
            </a>{' '}
            · <Link to="/members/profile/downloads">All your downloads</Link>
          </p>
        )}
        {outcome.state === 'refused' && (
          <div className="download__refused notice notice--warning">
            <p>{outcome.message}</p>
            {(outcome.code === 'SUBSCRIPTION_REQUIRED' || outcome.code === 'FAIR_USE_LIMIT') && (
              <Link to="/members/pricing" className="button button--secondary">
                {outcome.code === 'SUBSCRIPTION_REQUIRED' ? 'See plans' : 'Compare plans'}
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

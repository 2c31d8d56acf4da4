/**
 * What the server is making of an uploaded file (thumbnails, previews,
 * metadata): queued, running, ready with its thumbnail, or failed with the
 * reason and a way to run it again.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { type ProcessingState, UploadReprocessMediaDocument } from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';

const TEXT: Record<ProcessingState, string> = {
  PENDING: 'Queued for processing…',
  PROCESSING: 'Processing: making the thumbnail and previews…',
  READY: 'Processing finished.',
  FAILED: 'Processing failed.',
};

export function ProcessingStatus({
  mediaId,
  title,
  state,
  error,
  thumbnailUrl,
}: {
  mediaId: string;
  title: string;
  state: ProcessingState;
  error: string | null;
  thumbnailUrl: string | null;
}) {
  const [reprocess, { loading }] = useMutation(UploadReprocessMediaDocument);
  const [problem, setProblem] = useState<string | null>(null);

  async function onRerun() {
    setProblem(null);
    try {
      const { data } = await reprocess({ variables: { id: mediaId } });
      const errors = data?.reprocessMedia.errors ?? [];
      if (errors.length > 0) setProblem(fromPayload(errors)[0]?.message ?? null);
    } catch (e) {
      setProblem(toFormErrors(e)[0]?.message ?? null);
    }
  }

  const busy = state === 'PENDING' || state === 'PROCESSING';
  return (
    <div className={`upload-processing upload-processing--${state.toLowerCase()}`}>
      <div className="upload-processing__thumb">
        {state === 'READY' && thumbnailUrl ? (
          <img src={thumbnailUrl} alt={`Thumbnail of ${title}`} width={160} height={90} />
        ) : (
          <span className="upload-processing__placeholder" aria-hidden="true">
            {busy ? <span className="spinner" /> : state === 'FAILED' ? '!' : '♪'}
          </span>
        )}
      </div>
      <div className="upload-processing__text">
        <p role="status" className="upload-processing__state">
          {TEXT[state]}
        </p>
        {state === 'FAILED' && (
          <>
            {error && <p className="upload-processing__error">{error}</p>}
            <button
              type="button"
              className="button button--secondary"
              disabled={loading}
              onClick={() => void onRerun()}
            >
              {loading && <span className="spinner spinner--small" aria-hidden="true" />}
              Re-run processing
            </button>
          </>
        )}
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}

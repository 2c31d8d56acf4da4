/**
 * Step 3: the member's conversions, newest first — the queue (position),
 * the running one (ffmpeg's real progress, elapsed and estimated time,
 * cancel), finished ones (download through a signed URL until they expire
 * 24 hours on) and the history. Polled every second while anything is
 * waiting or running; every 5 minutes otherwise (download links last 10).
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import {
  CancelConversionDocument,
  type ConversionFieldsFragment,
  ConversionsDocument,
  ConverterLimitsDocument,
} from '../../graphql/generated/graphql';
import { formatBytes } from '../../lib/bytes';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { formatDateTime } from '../admin-media/format';
import { ProgressBar } from '../ProgressBar';
import { QueryStatus } from '../QueryStatus';
import { formatSpan, formatUntil } from './format';

const PAGE = 10;
const ACTIVE_POLL_MS = 1000;
const IDLE_POLL_MS = 5 * 60_000;

const STATUS_TEXT = {
  QUEUED: 'Waiting',
  RUNNING: 'Converting',
  SUCCEEDED: 'Ready',
  FAILED: 'Failed',
  CANCELED: 'Cancelled',
} as const;

export function ConversionList({ retentionHours }: { retentionHours: number }) {
  const [first, setFirst] = useState(PAGE);
  const { data, loading, error, refetch, startPolling } = useQuery(ConversionsDocument, {
    variables: { first },
    notifyOnNetworkStatusChange: false,
  });
  const items = data?.conversions.edges.map((e) => e.node) ?? [];
  const active = items.some((c) => c.status === 'QUEUED' || c.status === 'RUNNING');
  const { refetch: refetchLimits } = useQuery(ConverterLimitsDocument, { fetchPolicy: 'cache-only' });
  const [wasActive, setWasActive] = useState(false);
  useEffect(() => {
    startPolling(active ? ACTIVE_POLL_MS : IDLE_POLL_MS);
  }, [active, startPolling]);
  // When the last one ends, the minutes used change: read them again once.
  useEffect(() => {
    if (wasActive && !active) void refetchLimits();
    setWasActive(active);
  }, [active, wasActive, refetchLimits]);
  const runningOwn = items.some((c) => c.status === 'RUNNING');

  return (
    <section className="panel converter-history" aria-labelledby="converter-history-title">
      <h2 id="converter-history-title">Your conversions</h2>
      <p className="panel__lead">
        One runs at a time; the rest wait their turn. Results are deleted {retentionHours} hours after they are made.
      </p>
      <QueryStatus
        loading={loading && !data}
        error={data ? null : error}
        onRetry={refetch}
        loadingLabel="Loading your conversions…"
      />
      {data && items.length === 0 && (
        <p className="converter-history__empty">No conversions yet: upload a file above and choose a preset.</p>
      )}
      {items.length > 0 && (
        <ul className="conversion-list">
          {items.map((c) => (
            <ConversionRow key={c.id} c={c} behindOwn={runningOwn} />
          ))}
        </ul>
      )}
      {data?.conversions.pageInfo.hasNextPage && first < 100 && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setFirst((n) => Math.min(100, n + PAGE))}
        >
          Show older conversions
        </button>
      )}
    </section>
  );
}

function ConversionRow({ c, behindOwn }: { c: ConversionFieldsFragment; behindOwn: boolean }) {
  const [cancel, { loading: cancelling }] = useMutation(CancelConversionDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const percent = Math.round(c.progress * 100);

  async function doCancel() {
    setProblem(null);
    try {
      const result = (await cancel({ variables: { input: { id: c.id } } })).data?.cancelConversion;
      const errors = fromPayload(result?.errors ?? []);
      if (errors[0]) setProblem(errors[0].message);
    } catch (err) {
      setProblem(toFormErrors(err)[0]?.message ?? 'The conversion could not be cancelled.');
    }
  }

  return (
    <li className={`conversion conversion--${c.status.toLowerCase()}`}>
      <div className="conversion__head">
        <div className="conversion__what">
          <p className="conversion__name">{c.output?.name ?? c.sourceName}</p>
          <p className="conversion__desc">
            {c.description} · from {c.sourceName}
          </p>
        </div>
        <span className={`status-pill conversion__status conversion__status--${c.status.toLowerCase()}`}>
          {c.expired ? 'Expired' : STATUS_TEXT[c.status]}
        </span>
      </div>
      {c.status === 'RUNNING' && (
        <>
          <ProgressBar label={`Converting ${c.sourceName}`} percent={percent} />
          <p className="conversion__meta">
            {percent}% · {formatSpan(c.elapsedSeconds ?? 0)} elapsed
            {c.etaSeconds != null ? ` · about ${formatSpan(c.etaSeconds)} left` : ' · estimating time left…'}
          </p>
        </>
      )}
      {c.status === 'QUEUED' && (
        <p className="conversion__meta">
          {behindOwn ? 'Starts after your running conversion' : 'Waiting for a free converter'}
          {c.queuePosition ? ` · number ${c.queuePosition} in the queue` : ''}
        </p>
      )}
      {c.status === 'SUCCEEDED' && c.output && c.downloadUrl && (
        <p className="conversion__meta">
          {formatBytes(c.output.bytes)} · deleted {c.expiresAt ? formatUntil(c.expiresAt) : 'after 24 hours'}
        </p>
      )}
      {c.expired && <p className="conversion__meta">Deleted after 24 hours. Convert the file again if you need it.</p>}
      {c.status === 'FAILED' && c.error && <p className="conversion__error">{c.error}</p>}
      {(c.status === 'CANCELED' || c.status === 'FAILED') && c.finishedAt && (
        <p className="conversion__meta">Ended {formatDateTime(c.finishedAt)}; no minutes counted.</p>
      )}
      {problem && (
        <p className="conversion__error" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        {c.status === 'SUCCEEDED' && c.downloadUrl && c.output && (
          <a className="button button--primary" href={c.downloadUrl} download={c.output.name}>
            Download
          </a>
        )}
        {(c.status === 'QUEUED' || c.status === 'RUNNING') && (
          <button type="button" className="button button--ghost" disabled={cancelling} onClick={() => void doCancel()}>
            {cancelling ? 'Cancelling…' : 'Cancel'}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * `/members/file-converter`: upload a video, audio file or image (resumable,
 * with pause and resume), choose a preset and its settings with a preview of
 * the first frame, convert (queued, with real progress and cancel), download.
 * Uploads and results are deleted after 24 hours, and the page says so.
 * (Picking one of the member's downloads as the input arrives with the
 * downloads module.)
 */
import '../../styles/account.css';
import '../../styles/billing.css';
import '../../styles/converter.css';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDuration } from '../../components/admin-media/format';
import { ConversionList } from '../../components/converter/ConversionList';
import { ConverterUpload } from '../../components/converter/ConverterUpload';
import { ConvertForm } from '../../components/converter/ConvertForm';
import { FromDownloads } from '../../components/converter/FromDownloads';
import { formatMinutesLeft, formatUntil } from '../../components/converter/format';
import {
  type ConverterUploader,
  closeConverterUploader,
  createConverterUploader,
} from '../../components/converter/uploader';
import { PageLoading } from '../../components/PageLoading';
import { QueryStatus } from '../../components/QueryStatus';
import {
  ConverterLimitsDocument,
  type ConverterLimitsQuery,
  type ConverterSourceFieldsFragment,
  ConverterSourcesDocument,
} from '../../graphql/generated/graphql';
import { formatBytes } from '../../lib/bytes';
import { dayMonth } from '../../lib/dates';

type Limits = ConverterLimitsQuery['converterLimits'];

export default function MembersFileConverterPage() {
  const { data, loading, error, refetch } = useQuery(ConverterLimitsDocument, { fetchPolicy: 'cache-and-network' });
  const limits = data?.converterLimits;
  return (
    <div className="account-page converter-page">
      <header>
        <h1 className="account-page__title">File converter</h1>
        <p className="account-page__lead">
          Turn a clip, a track or an image into what your editor or platform needs. Uploads and results are deleted
          automatically {limits?.retentionHours ?? 24} hours after they are made.
        </p>
      </header>
      <QueryStatus
        loading={loading && !data}
        error={data ? null : error}
        onRetry={refetch}
        loadingLabel="Loading the converter…"
      />
      {limits && <LimitsBar limits={limits} />}
      {limits && !limits.enabled && (
        <div className="notice" role="status">
          <p>
            The file converter is switched off on this site for now. Your earlier results stay below until they expire.
          </p>
        </div>
      )}
      {limits?.enabled && <Workbench limits={limits} />}
      {limits && <ConversionList retentionHours={limits.retentionHours} />}
    </div>
  );
}

/**
 * Two different limits, said so: what one file may be (size, length) and the
 * conversion time the plan gives a month, counted to the second (a 2-second
 * job moves it).
 */
function LimitsBar({ limits }: { limits: Limits }) {
  const used = Math.min(limits.minutesUsed, limits.minutesPerMonth);
  const secondsLeft = Math.max(0, limits.minutesPerMonth * 60 - limits.minutesUsed * 60);
  return (
    <section className="converter-limits" aria-label="Your converter limits">
      <div>
        <p className="eyebrow">{limits.planName} plan</p>
        <p className="converter-limits__line">
          Each file: up to {formatBytes(limits.maxFileBytes)}, at most {limits.maxInputMinutes} minutes long
        </p>
      </div>
      <div className="converter-limits__minutes">
        <p className="converter-limits__line">
          Conversion time this month: {formatMinutesLeft(secondsLeft)} of {limits.minutesPerMonth} min left · resets{' '}
          {dayMonth(limits.periodEnd, 'UTC')}
        </p>
        <meter
          className="converter-limits__meter"
          min={0}
          max={limits.minutesPerMonth || 1}
          value={used}
          aria-label="Conversion time used this month"
        />
        {secondsLeft < 60 && (
          <Link className="converter-limits__more" to="/members/pricing">
            Get more minutes
          </Link>
        )}
      </div>
    </section>
  );
}

function Workbench({ limits }: { limits: Limits }) {
  const [uppy, setUppy] = useState<ConverterUploader | null>(null);
  // Made in an effect, not during render: StrictMode mounts twice in development, and each mount owns its instance.
  useEffect(() => {
    const instance = createConverterUploader(limits.uploadPath, limits.maxFileBytes);
    setUppy(instance);
    return () => closeConverterUploader(instance);
  }, [limits.uploadPath, limits.maxFileBytes]);
  const [params, setParams] = useSearchParams();
  const chosen = params.get('source');
  const sources = useQuery(ConverterSourcesDocument, { fetchPolicy: 'cache-and-network' });
  const list = sources.data?.converterSources.edges.map((e) => e.node) ?? [];
  const source = list.find((s) => s.id === chosen) ?? null;
  const choose = useCallback(
    (id: string) =>
      setParams(
        (p) => {
          p.set('source', id);
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );
  const uploaded = useCallback(
    (id: string) => {
      void sources.refetch().then(() => choose(id));
    },
    [sources.refetch, choose],
  );
  const [started, setStarted] = useState(false);

  return (
    <>
      <section className="panel" aria-labelledby="converter-file-title">
        <h2 id="converter-file-title">1. Your file</h2>
        {uppy ? (
          <ConverterUpload
            uppy={uppy}
            maxFileBytes={limits.maxFileBytes}
            maxInputMinutes={limits.maxInputMinutes}
            disabled={false}
            onUploaded={uploaded}
          />
        ) : (
          <PageLoading />
        )}
        <FromDownloads onAdded={uploaded} />
        {list.length > 0 && <SourceList sources={list} chosen={source?.id ?? null} onChoose={choose} />}
      </section>
      <section className="panel" aria-labelledby="converter-preset-title">
        <h2 id="converter-preset-title">2. Preset and preview</h2>
        {source ? (
          <ConvertForm key={source.id} source={source} disabled={false} onStarted={() => setStarted(true)} />
        ) : (
          <p className="panel__lead">
            {list.length > 0 ? 'Choose one of your uploads above.' : 'Upload a file first: its presets appear here.'}
          </p>
        )}
        {started && (
          <p className="notice notice--success converter-started" role="status">
            Started: its progress and result are below.
          </p>
        )}
      </section>
    </>
  );
}

function SourceList({
  sources,
  chosen,
  onChoose,
}: {
  sources: ConverterSourceFieldsFragment[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <fieldset className="source-list">
      <legend>Your uploads (deleted 24 hours after upload)</legend>
      {sources.map((s) => (
        <label key={s.id} className={s.id === chosen ? 'source-option is-chosen' : 'source-option'}>
          <input type="radio" name="converter-source" checked={s.id === chosen} onChange={() => onChoose(s.id)} />
          <span className="source-option__name">{s.name}</span>
          <span className="source-option__meta">
            {[
              s.kind === 'VIDEO' ? 'Video' : s.kind === 'AUDIO' ? 'Audio' : 'Image',
              s.width && s.height ? `${s.width} × ${s.height}` : null,
              s.durationSeconds ? formatDuration(s.durationSeconds) : null,
              formatBytes(s.bytes),
              `deleted ${formatUntil(s.expiresAt)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

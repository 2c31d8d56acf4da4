/**
 * `/admin/veo-generate`: generate short clips with Google Veo. Without
 * GOOGLE_API_KEY on the server the page says how to enable it and the form
 * stays disabled. The history refreshes every few seconds while a
 * generation is queued or running.
 */
import '../../styles/admin-veo.css';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { GenerationHistory } from '../../components/admin-veo/GenerationHistory';
import { VeoForm } from '../../components/admin-veo/VeoForm';
import { QueryStatus } from '../../components/QueryStatus';
import { VeoSettingsDocument, VideoGenerationsDocument } from '../../graphql/generated/graphql';

const HISTORY_SIZE = 20;
const POLL_MS = 4000;

export default function AdminVeoGeneratePage() {
  const settings = useQuery(VeoSettingsDocument);
  const history = useQuery(VideoGenerationsDocument, { variables: { first: HISTORY_SIZE } });
  const rows = history.data?.videoGenerations.edges.map((e) => e.node) ?? [];
  const busy = rows.some((g) => g.status === 'QUEUED' || g.status === 'RUNNING');
  const { startPolling, stopPolling } = history;

  useEffect(() => {
    if (!busy) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [busy, startPolling, stopPolling]);

  const s = settings.data?.videoGenerationSettings;
  return (
    <div className="veo-page">
      <header>
        <h1 className="veo-page__title">Video generation</h1>
        <p className="veo-page__lead">
          Generate short clips with Google Veo. Finished videos arrive in the catalogue as <strong>draft assets</strong>{' '}
          with the prompt in their metadata, and go through review like any upload.
        </p>
      </header>

      {!s ? (
        <QueryStatus
          loading={settings.loading}
          error={settings.error}
          onRetry={() => settings.refetch()}
          loadingLabel="Loading…"
        />
      ) : (
        <>
          {!s.enabled && (
            <section className="veo-off" aria-labelledby="veo-off-title">
              <h2 id="veo-off-title">Video generation is off</h2>
              <p>To enable it, give the server a Gemini API key and restart it:</p>
              <ol>
                <li>Create an API key in Google AI Studio for a project with billing (Veo is a paid model).</li>
                <li>
                  Set <code>GOOGLE_API_KEY</code> in the server's environment (and optionally <code>VEO_MODEL</code>,
                  now <code>{s.model}</code>).
                </li>
                <li>Restart the server. This form then unlocks.</li>
              </ol>
            </section>
          )}
          <VeoForm settings={s} onQueued={() => void history.refetch()} />
        </>
      )}

      <section className="veo-history-section" aria-labelledby="veo-history-title" aria-busy={history.loading}>
        <h2 id="veo-history-title" className="veo-section-title">
          History
        </h2>
        {!history.data ? (
          <QueryStatus
            loading={history.loading}
            error={history.error}
            onRetry={() => history.refetch()}
            loadingLabel="Loading the history…"
          />
        ) : rows.length === 0 ? (
          <div className="veo-empty">
            <p>No generations yet. What you generate shows here, with links to the drafts it made.</p>
            <Link className="button button--secondary" to="/admin/assets/approvals">
              See drafts waiting for review
            </Link>
          </div>
        ) : (
          <GenerationHistory rows={rows} />
        )}
      </section>
    </div>
  );
}

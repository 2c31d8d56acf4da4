/**
 * The editor of one media item: its form, preview, processing, review
 * workflow, facts, files and history. A page of its own for assets and
 * images (/admin/assets/:id, /admin/images/:id); for audio it fills the
 * side panel over /admin/audio (`inPanel`). While processing is queued or
 * running, the item is polled every 2 seconds; polling stops once it is done.
 */
import '../../styles/account.css';
import '../../styles/admin-media.css';
import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { AdminMediaItemDocument, type MediaKind } from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';
import { ProcessingBadge, StatusBadge } from './Badges';
import { EditForm, type EditFormHandle } from './EditForm';
import { FactsPanel, FilesPanel, HistoryPanel, PreviewPanel, ProcessingPanel, WorkflowPanel } from './EditorPanels';
import { editorPath, KINDS } from './kinds';

const PROCESSING_POLL_MS = 2000;

export function MediaEditor({
  id,
  kind,
  inPanel = false,
  onDeleted,
}: {
  id: string;
  /** The kind this screen edits; an item of another kind is sent to its own editor. */
  kind: MediaKind;
  inPanel?: boolean;
  onDeleted: (title: string) => void;
}) {
  const config = KINDS[kind];
  const [polling, setPolling] = useState(false);
  const { data, error, refetch } = useQuery(AdminMediaItemDocument, {
    variables: { id },
    pollInterval: polling ? PROCESSING_POLL_MS : 0,
  });
  const item = data?.adminMediaItem;
  // Poll while processing is queued or running (state adjusted during render, from the data just read).
  const inProgress = item?.processing.state === 'PENDING' || item?.processing.state === 'PROCESSING';
  if (inProgress !== polling) setPolling(inProgress);

  const [notice, setNotice] = useState<string | null>(null);
  const [formVersion, setFormVersion] = useState(0);
  // The details form's pending edits: the workflow panel saves them before acting on the item.
  const form = useRef<EditFormHandle>(null);
  const [unsaved, setUnsaved] = useState(false);
  const notFoundId = useId();
  const level = inPanel ? 'h3' : 'h2';
  const Title = inPanel ? 'h3' : 'h1';

  if (!data) {
    if (!error) return <PageLoading label={`Loading the ${config.singular}…`} />;
    return (
      <div className="form-alert am-state" role="alert">
        <p>
          The {config.singular} could not be loaded. {toFormErrors(error)[0]?.message}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }

  if (!item) {
    return (
      <section className="am-notfound" aria-labelledby={notFoundId}>
        <p className="am-notfound__status" aria-hidden="true">
          404
        </p>
        <Title id={notFoundId}>{config.singular.charAt(0).toUpperCase() + config.singular.slice(1)} not found</Title>
        <p>
          No {config.singular} has the id <code>{id}</code>. It may have been deleted.
        </p>
        <Link className="button button--secondary" to={config.listPath}>
          Back to {config.heading.toLowerCase()}
        </Link>
      </section>
    );
  }

  if (item.kind !== kind) return <Navigate replace to={editorPath(item.kind, item.id)} />;

  /** After a change: reload the item (history, derived fields) and say what happened. */
  async function reload(message: string, rebuildForm = false) {
    setNotice(null);
    try {
      await refetch();
    } catch {
      // The error shows in the alert below; the change itself was made.
    }
    if (rebuildForm) setFormVersion((v) => v + 1);
    setNotice(message);
  }

  return (
    <div className={inPanel ? 'am-editor am-editor--panel' : 'am-editor'}>
      <header className="am-editor__header">
        {!inPanel && (
          <Link className="am-back" to={config.listPath}>
            ← All {config.heading.toLowerCase()}
          </Link>
        )}
        <Title className="am-editor__title">{item.title}</Title>
        <p className="am-editor__badges">
          <StatusBadge status={item.status} />
          <ProcessingBadge state={item.processing.state} error={item.processing.error} />
        </p>
      </header>
      <div role="status" className="am-editor__notice">
        {notice && <p className="notice notice--success">{notice}</p>}
      </div>
      {error && (
        <div className="form-alert" role="alert">
          <p>Could not refresh: {toFormErrors(error)[0]?.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      )}
      <div className="am-editor__grid">
        <div className="am-editor__main">
          <EditForm
            key={`${item.id}:${formVersion}`}
            ref={form}
            item={item}
            headingLevel={level}
            onSaved={(message) => void reload(message, true)}
            onDirtyChange={setUnsaved}
          />
          <FilesPanel item={item} level={level} />
          <HistoryPanel item={item} level={level} />
        </div>
        <div className="am-editor__side">
          <PreviewPanel item={item} level={level} />
          <WorkflowPanel
            item={item}
            level={level}
            unsaved={unsaved}
            saveEdits={() => form.current?.save() ?? Promise.resolve('unchanged')}
            onChanged={(message, saved) => reload(message, saved)}
            onDeleted={() => onDeleted(item.title)}
          />
          <ProcessingPanel item={item} level={level} onChanged={() => reload('Processing is queued again.')} />
          <FactsPanel item={item} level={level} />
        </div>
      </div>
    </div>
  );
}

/**
 * The read-side panels of the media editor and its actions: preview,
 * processing (with Re-run), review workflow (submit, approve, reject,
 * archive, unarchive, delete), measured facts, stored files and history.
 */
import { useMutation } from '@apollo/client/react';
import { type ReactNode, useId, useState } from 'react';
import { FormAlerts } from '../../components/FormAlerts';
import {
  AdminApproveMediaDocument,
  AdminArchiveMediaDocument,
  AdminDeleteMediaDocument,
  AdminRejectMediaDocument,
  AdminReprocessMediaDocument,
  AdminSubmitMediaDocument,
  AdminUnarchiveMediaDocument,
} from '../../graphql/generated/graphql';
import { formatBytes } from '../../lib/bytes';
import { toFormErrors } from '../../lib/errors';
import { RejectForm } from '../admin-review/RejectForm';
import { attempt as attemptMutation } from '../admin-taxonomy/mutationErrors';
import { ConfirmDialog } from '../ConfirmDialog';
import { ProcessingBadge, StatusBadge } from './Badges';
import type { SaveOutcome } from './EditForm';
import {
  actionLabel,
  FILE_ROLE_LABELS,
  fieldLabel,
  formatDateTime,
  formatDuration,
  ORIENTATION_LABELS,
  REJECTION_LABELS,
  STATUS_LABELS,
} from './format';
import { Modal } from './Modal';
import { anyItem, type MediaItem } from './types';

type Heading = 'h2' | 'h3';

/** Workflow actions whose outcome depends on the item's fields: they save pending edits first. */
const SAVES_FIRST = new Set(['submit', 'approve', 'unarchive']);
const UNSAVED_BLOCKED =
  'Your changes in Details could not be saved, so nothing else was done. Fix them (see the form) and try again.';
/** A mutation call answering with its payload's errors. */
type Attempt = () => Promise<readonly { message: string }[] | undefined>;

/** Runs a mutation; its payload errors or a thrown error as messages (server messages are written for people). */
async function attempt(action: Attempt): Promise<string[]> {
  try {
    return ((await action()) ?? []).map((e) => e.message);
  } catch (e) {
    return toFormErrors(e).map((x) => x.message);
  }
}

function Panel({ title, level, children }: { title: string; level: Heading; children: ReactNode }) {
  const id = useId();
  const H = level;
  return (
    <section className="panel am-editor__panel" aria-labelledby={id}>
      <H id={id}>{title}</H>
      {children}
    </section>
  );
}

export function PreviewPanel({ item, level }: { item: MediaItem; level: Heading }) {
  const poster = item.thumbnailUrl ?? undefined;
  let media: ReactNode;
  if (!item.previewUrl) {
    media = (
      <div className="am-preview__empty">
        {item.thumbnailUrl && <img src={item.thumbnailUrl} alt={`Thumbnail of “${item.title}”`} />}
        <p>No preview yet: it is made when processing finishes.</p>
      </div>
    );
  } else if (item.kind === 'ASSET') {
    media = (
      // biome-ignore lint/a11y/useMediaCaption: watermarked previews of visual assets carry no speech to caption
      <video className="am-preview__media" controls preload="metadata" src={item.previewUrl} poster={poster} />
    );
  } else if (item.kind === 'IMAGE') {
    media = <img className="am-preview__media" src={item.previewUrl} alt={`Preview of “${item.title}”`} />;
  } else {
    media = (
      <>
        {item.thumbnailUrl && <img className="am-preview__media" src={item.thumbnailUrl} alt="" />}
        {/* biome-ignore lint/a11y/useMediaCaption: music and sound effects have no words to caption */}
        <audio className="am-preview__audio" controls preload="none" src={item.previewUrl} />
      </>
    );
  }
  return (
    <Panel title="Preview" level={level}>
      <div className="am-preview">{media}</div>
    </Panel>
  );
}

export function ProcessingPanel({
  item,
  level,
  onChanged,
}: {
  item: MediaItem;
  level: Heading;
  onChanged: () => Promise<unknown>;
}) {
  const [reprocess, { loading }] = useMutation(AdminReprocessMediaDocument);
  const [errors, setErrors] = useState<string[]>([]);
  const { state, error, processedAt } = item.processing;
  const busy = state === 'PENDING' || state === 'PROCESSING';

  async function rerun() {
    const problems = await attempt(
      async () => (await reprocess({ variables: { id: item.id } })).data?.reprocessMedia.errors,
    );
    setErrors(problems);
    if (problems.length === 0) await onChanged();
  }

  return (
    <Panel title="Processing" level={level}>
      <FormAlerts messages={errors} />
      <p className="am-processing-state">
        <ProcessingBadge state={state} />
        {busy && <span className="am-muted">Checking every 2 seconds…</span>}
        {state === 'READY' && processedAt && (
          <span className="am-muted">
            Finished <time dateTime={processedAt}>{formatDateTime(processedAt)}</time>
          </span>
        )}
      </p>
      {state === 'FAILED' && error && (
        <p className="am-processing-error">
          <strong>Why it failed:</strong> {error}
        </p>
      )}
      {!busy && (
        <button type="button" className="button button--secondary" disabled={loading} onClick={() => void rerun()}>
          {loading && <span className="spinner spinner--small" aria-hidden="true" />}
          {state === 'FAILED' ? 'Re-run processing' : 'Process again'}
        </button>
      )}
    </Panel>
  );
}

/**
 * Submit, approve and unarchive act on the saved item (submitting checks its
 * category; approving and unarchiving publish its fields), so with unsaved
 * edits in the form they save them first and say so on the button. If the
 * save fails, nothing else happens and the form shows why. Archive, reject
 * and delete do not depend on the fields: the edits stay pending in the form.
 */
export function WorkflowPanel({
  item,
  level,
  unsaved,
  saveEdits,
  onChanged,
  onDeleted,
}: {
  item: MediaItem;
  level: Heading;
  /** The details form holds edits that are not saved yet. */
  unsaved: boolean;
  saveEdits: () => Promise<SaveOutcome>;
  /** After a change: reload the item; `saved` says the form's edits were saved too (rebuild it). */
  onChanged: (message: string, saved?: boolean) => Promise<unknown>;
  onDeleted: () => void;
}) {
  const [submit] = useMutation(AdminSubmitMediaDocument);
  const [approve] = useMutation(AdminApproveMediaDocument);
  const [archive] = useMutation(AdminArchiveMediaDocument);
  const [unarchive] = useMutation(AdminUnarchiveMediaDocument);
  const [remove] = useMutation(AdminDeleteMediaDocument);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'reject' | 'delete' | null>(null);
  const variables = { id: item.id };

  async function run(name: string, done: string, action: Attempt, saveFirst = false) {
    setBusy(name);
    let saved = false;
    if (saveFirst) {
      const outcome = await saveEdits();
      if (outcome === 'failed') {
        setErrors([UNSAVED_BLOCKED]);
        setBusy(null);
        return;
      }
      saved = outcome === 'saved';
    }
    const problems = await attempt(action);
    setErrors(problems);
    if (problems.length === 0) await onChanged(saved ? `Your changes are saved. ${done}` : done, saved);
    else if (saved) await onChanged('Your changes are saved.', true);
    setBusy(null);
  }

  /** The confirm dialog shows what went wrong; on success the editor goes away. */
  async function onDelete() {
    setBusy('delete');
    const problems = await attempt(async () => {
      const payload = (await remove({ variables, refetchQueries: ['AdminMediaList'] })).data?.deleteMedia;
      return payload?.errors;
    });
    setBusy(null);
    if (problems.length === 0) onDeleted();
    return problems;
  }

  const button = (name: string, label: string, done: string, action: Attempt, primary = false) => (
    <button
      type="button"
      className={primary ? 'button button--primary' : 'button button--secondary'}
      disabled={busy !== null}
      onClick={() => void run(name, done, action, SAVES_FIRST.has(name))}
    >
      {busy === name && <span className="spinner spinner--small" aria-hidden="true" />}
      {unsaved && SAVES_FIRST.has(name) ? `Save and ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label}
    </button>
  );

  const s = item.status;
  return (
    <Panel title="Review" level={level}>
      <FormAlerts messages={errors} />
      <p className="am-review-status">
        <StatusBadge status={s} />
        {item.submittedAt && s === 'PENDING_REVIEW' && (
          <span className="am-muted">
            Submitted <time dateTime={item.submittedAt}>{formatDateTime(item.submittedAt)}</time>
          </span>
        )}
      </p>
      {s === 'REJECTED' && item.rejection && (
        <div className="am-rejection">
          <p>
            <strong>Rejected: {REJECTION_LABELS[item.rejection.reason]}.</strong>
          </p>
          <p className="am-rejection__note">{item.rejection.note}</p>
          <p className="am-muted">Make the changes, then submit it again.</p>
        </div>
      )}
      {(s === 'DRAFT' || s === 'REJECTED') && (
        <p className="am-muted">Submitting needs finished processing and a category.</p>
      )}
      {unsaved && (
        <p className="am-unsaved-note" data-testid="workflow-unsaved">
          You have unsaved changes in Details.{' '}
          {s === 'PUBLISHED' ? 'Save them with “Save changes”.' : 'The button below saves them first.'}
        </p>
      )}
      <div className="button-row">
        {s === 'DRAFT' &&
          button(
            'submit',
            'Submit for review',
            'Submitted for review.',
            async () => (await submit({ variables })).data?.submitMedia.errors,
            true,
          )}
        {s === 'REJECTED' &&
          button(
            'submit',
            'Submit again',
            'Submitted for review again.',
            async () => (await submit({ variables })).data?.submitMedia.errors,
            true,
          )}
        {s === 'PENDING_REVIEW' && (
          <>
            {button(
              'approve',
              'Approve',
              'Approved: it is published.',
              async () => (await approve({ variables })).data?.approveMedia.errors,
              true,
            )}
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== null}
              onClick={() => setDialog('reject')}
            >
              Reject…
            </button>
          </>
        )}
        {s === 'PUBLISHED' &&
          button(
            'archive',
            'Archive',
            'Archived: it is no longer in the catalogue.',
            async () => (await archive({ variables })).data?.archiveMedia.errors,
          )}
        {s === 'ARCHIVED' &&
          button(
            'unarchive',
            'Unarchive',
            'Published again.',
            async () => (await unarchive({ variables })).data?.unarchiveMedia.errors,
            true,
          )}
        <button
          type="button"
          className="button button--danger"
          disabled={busy !== null}
          onClick={() => setDialog('delete')}
        >
          Delete…
        </button>
      </div>
      {dialog === 'reject' && (
        <RejectDialog
          item={item}
          onClose={() => setDialog(null)}
          onRejected={async () => {
            setDialog(null);
            setErrors([]);
            await onChanged('Rejected: the uploader is told why.');
          }}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title={`Delete “${item.title}”?`}
          confirmLabel="Delete"
          onConfirm={onDelete}
          onClose={() => setDialog(null)}
        >
          <p>Its files are deleted with it. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}

/** The review queue's reject form, in a dialog over the editor. */
function RejectDialog({
  item,
  onClose,
  onRejected,
}: {
  item: MediaItem;
  onClose: () => void;
  onRejected: () => Promise<void>;
}) {
  const [reject] = useMutation(AdminRejectMediaDocument);
  return (
    <Modal title={`Reject “${item.title}”`} onClose={onClose}>
      <p className="dialog__lead">The uploader sees the reason and your note, then can edit and resubmit.</p>
      <RejectForm
        title={item.title}
        onCancel={onClose}
        onReject={async (reason, note) => {
          const problems = await attemptMutation(
            () => reject({ variables: { input: { id: item.id, reason, note } } }),
            (r) => r.data?.rejectMedia.errors,
          );
          if (problems.length === 0) await onRejected();
          return problems;
        }}
      />
    </Modal>
  );
}

export function FactsPanel({ item, level }: { item: MediaItem; level: Heading }) {
  const a = anyItem(item);
  const none = <span className="am-muted">Not measured yet</span>;
  const facts: [string, ReactNode][] = [];
  if (item.kind !== 'IMAGE') facts.push(['Duration', formatDuration(a.durationSeconds) ?? none]);
  if (item.kind !== 'AUDIO') {
    facts.push(['Size', a.width && a.height ? `${a.width} × ${a.height} px` : none]);
    facts.push(['Orientation', a.orientation ? ORIENTATION_LABELS[a.orientation] : none]);
  }
  if (item.kind === 'ASSET') {
    facts.push(['Frame rate', a.fps ? `${Number(a.fps.toFixed(3))} fps` : none]);
    facts.push(['Alpha channel', a.hasAlpha == null ? none : a.hasAlpha ? 'Yes' : 'No']);
  }
  facts.push(
    ['Original file', item.originalFilename || <span className="am-muted">Unknown</span>],
    ['Uploaded by', item.uploader ? item.uploader.displayName || item.uploader.email : 'A deleted account'],
    ['Uploaded', <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>],
    ['Last changed', <time dateTime={item.updatedAt}>{formatDateTime(item.updatedAt)}</time>],
    [
      'Published',
      item.publishedAt ? <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time> : 'Never',
    ],
    ['Views · downloads · favourites', `${item.viewCount} · ${item.downloadCount} · ${item.favoriteCount}`],
  );
  return (
    <Panel title="Facts" level={level}>
      <dl className="am-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="am-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function FilesPanel({ item, level }: { item: MediaItem; level: Heading }) {
  return (
    <Panel title="Files" level={level}>
      {item.files.length === 0 ? (
        <p className="am-muted">No stored files.</p>
      ) : (
        <div className="am-table-scroll">
          <table className="am-table am-files">
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">Name</th>
                <th scope="col">Size</th>
                <th scope="col">Type</th>
                <th scope="col">MD5</th>
                <th scope="col">
                  <span className="visually-hidden">Link</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {item.files.map((f) => (
                <tr key={f.id}>
                  <td>{FILE_ROLE_LABELS[f.role]}</td>
                  <td className="am-files__name">{f.name}</td>
                  <td>{formatBytes(f.size)}</td>
                  <td>{f.contentType}</td>
                  <td className="am-files__wrap">
                    <code className="am-files__md5">{f.md5Hash}</code>
                  </td>
                  <td>
                    <a href={f.url} target="_blank" rel="noreferrer">
                      {f.role === 'ORIGINAL' ? 'Download' : 'Open'}
                      <span className="visually-hidden">
                        {' '}
                        {FILE_ROLE_LABELS[f.role].toLowerCase()} file {f.name} (opens in a new tab)
                      </span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {item.files.some((f) => f.role === 'ORIGINAL') && (
        <p className="field__hint">The original’s link is signed and works for 15 minutes; reload for a new one.</p>
      )}
    </Panel>
  );
}

export function HistoryPanel({ item, level }: { item: MediaItem; level: Heading }) {
  return (
    <Panel title="History" level={level}>
      {item.history.length === 0 ? (
        <p className="am-muted">Nothing has happened yet.</p>
      ) : (
        <ol className="am-history">
          {item.history.map((h, i) => (
            // Entries have no id; time plus position (newest first) is stable between loads.
            <li key={`${h.at}-${i}`} className="am-history__entry">
              <p className="am-history__head">
                <strong>{actionLabel(h.action)}</strong>
                <span className="am-muted">
                  {' '}
                  by {h.actor ? h.actor.displayName || h.actor.email : 'the system'} ·{' '}
                  <time dateTime={h.at}>{formatDateTime(h.at)}</time>
                </span>
              </p>
              {h.fromStatus && h.toStatus && (
                <p>
                  {STATUS_LABELS[h.fromStatus]} → {STATUS_LABELS[h.toStatus]}
                </p>
              )}
              {h.reason && <p>Reason: {REJECTION_LABELS[h.reason]}</p>}
              {h.note && <p className="am-history__note">“{h.note}”</p>}
              {h.changedFields.length > 0 && <p>Changed: {h.changedFields.map(fieldLabel).join(', ')}</p>}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

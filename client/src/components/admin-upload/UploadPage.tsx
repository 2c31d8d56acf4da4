/**
 * The upload screen of a media kind (`/admin/assets/upload`,
 * `/admin/images/upload`, `/admin/audio/upload`): defaults for every file,
 * the drop zone, then one card per file — progress, pause / resume / cancel /
 * retry, the server's message when it refuses a file, and once uploaded the
 * new item's processing and its details form.
 *
 * Uppy holds the files (its store is read with useUppyState); this screen
 * holds the details forms' values, keyed by Uppy file id, created from the
 * defaults when a file's upload succeeds.
 */
import '../../styles/account.css';
import '../../styles/admin-upload.css';
import { useUppyEvent, useUppyState } from '@uppy/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MediaKind } from '../../graphql/generated/graphql';
import { canRetry, phaseOf, takeRefused } from '../../lib/resumable-upload';
import { DropZone } from '../DropZone';
import { PageLoading } from '../PageLoading';
import { QueryStatus } from '../QueryStatus';
import { useChoices } from './choices';
import { DefaultsPanel } from './DefaultsPanel';
import { UPLOAD_KINDS, type UploadKind } from './kinds';
import { LeaveGuard } from './LeaveGuard';
import { applyDefaults, type DefaultValues, EMPTY_DEFAULTS, type MetadataValues, valuesFromDefaults } from './metadata';
import { UploadFileCard } from './UploadFileCard';
import { closeUploader, createUploader, type Uploader, type UploadFile } from './uploader';

interface Draft {
  values: MetadataValues;
  /** Changed since the last save. */
  dirty: boolean;
}

interface Refusal {
  key: number;
  name: string;
  message: string;
}

export function UploadPage({ kind }: { kind: MediaKind }) {
  const config = UPLOAD_KINDS[kind];
  const [uppy, setUppy] = useState<Uploader | null>(null);
  // Made in an effect, not during render: StrictMode mounts twice in development, and each
  // mount must own (and close) its own instance.
  useEffect(() => {
    const instance = createUploader(config);
    setUppy(instance);
    return () => closeUploader(instance);
  }, [config]);

  return (
    <div className="upload-page">
      <header className="upload-page__head">
        <div>
          <h1 className="upload-page__title">{config.heading}</h1>
          <p className="upload-page__lead">
            Add many {config.files} at once. Each becomes a draft: fill in its details, then submit it for review.
          </p>
        </div>
        <Link className="button button--ghost" to={config.listPath}>
          All {config.plural}
        </Link>
      </header>
      {uppy ? <UploadScreen uppy={uppy} config={config} /> : <PageLoading />}
    </div>
  );
}

function UploadScreen({ uppy, config }: { uppy: Uploader; config: UploadKind }) {
  const files = Object.values(useUppyState(uppy, (state) => state.files));
  const { choices, loading, error, retry } = useChoices(config.kind);
  const [defaults, setDefaults] = useState<DefaultValues>(EMPTY_DEFAULTS);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [saveAllResult, setSaveAllResult] = useState<string | null>(null);
  const [savingAll, setSavingAll] = useState(false);
  const savers = useRef(new Map<string, () => Promise<boolean>>());

  // A file's form starts from the defaults as they are when its upload finishes.
  const latestDefaults = useRef(defaults);
  useLayoutEffect(() => {
    latestDefaults.current = defaults;
  });
  useUppyEvent(
    uppy,
    'upload-success',
    useCallback(
      (file: UploadFile | undefined) => {
        // The uploader's own listener has already stored the media id (or the error when there is none).
        if (!file || !uppy.getFile(file.id)?.meta.resultId) return;
        setDrafts((all) =>
          all[file.id]
            ? all
            : { ...all, [file.id]: { values: valuesFromDefaults(latestDefaults.current), dirty: false } },
        );
      },
      [uppy],
    ),
  );
  useUppyEvent(
    uppy,
    'file-removed',
    useCallback((file: UploadFile) => {
      setDrafts(({ [file.id]: _removed, ...rest }) => rest);
    }, []),
  );
  // A file the server refused leaves the list for the "Not added" notice as the next file comes:
  // otherwise it would be sent again with it.
  useUppyEvent(
    uppy,
    'file-added',
    useCallback(
      (added: UploadFile) => {
        const refused = takeRefused(uppy, added.id);
        if (refused.length === 0) return;
        setRefusals((list) => [
          ...list,
          ...refused.map((file, i) => ({
            key: Date.now() + list.length + i,
            name: file.name ?? 'A file',
            message: file.error ?? 'Refused by the server.',
          })),
        ]);
      },
      [uppy],
    ),
  );
  useUppyEvent(
    uppy,
    'restriction-failed',
    useCallback((file: UploadFile | undefined, error: Error) => {
      setRefusals((list) => [
        ...list,
        { key: Date.now() + list.length, name: file?.name ?? 'A file', message: error.message },
      ]);
    }, []),
  );

  const changeDraft = useCallback((fileId: string, patch: Partial<MetadataValues>) => {
    setSaveAllResult(null);
    setDrafts((all) => {
      const draft = all[fileId];
      return draft ? { ...all, [fileId]: { values: { ...draft.values, ...patch }, dirty: true } } : all;
    });
  }, []);
  const markSaved = useCallback((fileId: string) => {
    setDrafts((all) => {
      const draft = all[fileId];
      return draft ? { ...all, [fileId]: { ...draft, dirty: false } } : all;
    });
  }, []);
  const registerSave = useCallback((fileId: string, save: () => Promise<boolean>) => {
    savers.current.set(fileId, save);
    return () => {
      if (savers.current.get(fileId) === save) savers.current.delete(fileId);
    };
  }, []);

  function applyToAll() {
    setDrafts((all) =>
      Object.fromEntries(
        Object.entries(all).map(([id, draft]) => [id, { values: applyDefaults(draft.values, defaults), dirty: true }]),
      ),
    );
  }

  const dirtyIds = Object.entries(drafts)
    .filter(([, draft]) => draft.dirty)
    .map(([id]) => id);

  async function saveAll() {
    setSavingAll(true);
    setSaveAllResult(null);
    let failed = 0;
    for (const id of dirtyIds) {
      const save = savers.current.get(id);
      if (save && !(await save())) failed++;
    }
    setSavingAll(false);
    setSaveAllResult(
      failed === 0
        ? 'All changes are saved.'
        : `${failed === 1 ? '1 file was' : `${failed} files were`} not saved: see the message on each.`,
    );
  }

  const phases = files.map(phaseOf);
  const count = (phase: string) => phases.filter((p) => p === phase).length;
  const uploading = count('uploading') + count('waiting');
  const paused = count('paused');
  const retryable = files.filter(canRetry);

  return (
    <>
      <LeaveGuard uploading={uploading + paused > 0} unsaved={dirtyIds.length > 0} />

      {choices ? (
        <DefaultsPanel
          kind={config.kind}
          values={defaults}
          onChange={(patch) => setDefaults((d) => ({ ...d, ...patch }))}
          choices={choices}
          formCount={Object.keys(drafts).length}
          onApplyToAll={applyToAll}
        />
      ) : (
        <section className="panel upload-defaults" aria-labelledby="upload-defaults-title">
          <h2 id="upload-defaults-title">Defaults for every file</h2>
          <QueryStatus
            loading={loading}
            error={error}
            onRetry={retry}
            loadingLabel="Loading categories and platforms…"
          />
        </section>
      )}

      <DropZone
        uppy={uppy}
        title={`Drag and drop ${config.files} here`}
        accept={config.accept}
        hint={`${config.formats}, up to ${config.limit} each. Uploads start at once; an interrupted one continues where it stopped when you add the same file again, even after reloading the page.`}
        onAddFailed={(message) =>
          setRefusals((list) => [...list, { key: Date.now() + list.length, name: 'Some files', message }])
        }
      />

      {refusals.length > 0 && (
        <div className="form-alert upload-refusals" role="alert">
          <p>Not added:</p>
          <ul>
            {refusals.map((r) => (
              <li key={r.key}>
                <strong>{r.name}</strong>: {r.message}
              </li>
            ))}
          </ul>
          <button type="button" className="button button--ghost" onClick={() => setRefusals([])}>
            Dismiss
          </button>
        </div>
      )}

      <section className="upload-files" aria-labelledby="upload-files-title">
        <div className="upload-files__head">
          <h2 id="upload-files-title">
            Files{files.length > 0 && <span className="upload-files__count"> ({files.length})</span>}
          </h2>
          <div className="button-row">
            {uploading > 0 && (
              <button type="button" className="button button--secondary" onClick={() => uppy.pauseAll()}>
                Pause all
              </button>
            )}
            {paused > 0 && (
              <button type="button" className="button button--secondary" onClick={() => uppy.resumeAll()}>
                Resume all
              </button>
            )}
            {retryable.length > 0 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  // Not uppy.retryAll(): that would also resend files the server refused. Each
                  // failure is shown on its file (upload-error), so the promises need no handling.
                  for (const file of retryable) void uppy.retryUpload(file.id).catch(() => undefined);
                }}
              >
                Retry failed ({retryable.length})
              </button>
            )}
            {dirtyIds.length > 0 && (
              <button
                type="button"
                className="button button--primary"
                disabled={savingAll}
                onClick={() => void saveAll()}
              >
                {savingAll && <span className="spinner spinner--small" aria-hidden="true" />}
                Save all changed ({dirtyIds.length})
              </button>
            )}
          </div>
        </div>
        <p className="upload-files__summary" role="status">
          {saveAllResult ?? summary(files.length, uploading, paused, count('failed'), count('uploaded'))}
        </p>
        {files.length === 0 ? (
          <p className="upload-files__empty">No files yet. Drop {config.files} above, or choose them.</p>
        ) : (
          <ul className="upload-list">
            {files.map((file) => {
              const draft = drafts[file.id];
              return (
                <UploadFileCard
                  key={file.id}
                  file={file}
                  uppy={uppy}
                  config={config}
                  choices={choices}
                  values={draft?.values ?? null}
                  dirty={draft?.dirty ?? false}
                  onChange={(patch) => changeDraft(file.id, patch)}
                  onSaved={() => markSaved(file.id)}
                  registerSave={registerSave}
                />
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}

function summary(total: number, uploading: number, paused: number, failed: number, uploaded: number): string {
  if (total === 0) return '';
  const parts = [
    uploading > 0 && `${uploading} uploading`,
    paused > 0 && `${paused} paused`,
    failed > 0 && `${failed} failed`,
    uploaded > 0 && `${uploaded} uploaded`,
  ].filter(Boolean);
  return parts.join(' · ');
}

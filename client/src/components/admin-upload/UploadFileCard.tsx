/**
 * One file of the upload list: its progress (an accessible progress bar),
 * pause / resume / cancel while it uploads, its error and a retry when it
 * failed, then — once the server has made an item of it — that item.
 */
import { useCallback } from 'react';
import { formatBytes } from '../../lib/bytes';
import { canRetry, type FilePhase, percentOf, phaseOf } from '../../lib/resumable-upload';
import { ProgressBar } from '../ProgressBar';
import type { Choices } from './choices';
import type { UploadKind } from './kinds';
import type { MetadataValues } from './metadata';
import { UploadedItem } from './UploadedItem';
import type { Uploader, UploadFile } from './uploader';

const PHASE_TEXT: Record<FilePhase, string> = {
  waiting: 'Waiting to upload',
  uploading: 'Uploading',
  paused: 'Paused',
  failed: 'Failed',
  uploaded: 'Uploaded',
};

export function UploadFileCard({
  file,
  uppy,
  config,
  choices,
  values,
  dirty,
  onChange,
  onSaved,
  registerSave,
}: {
  file: UploadFile;
  uppy: Uploader;
  config: UploadKind;
  choices: Choices | null;
  /** The details form's values; null until the upload has finished. */
  values: MetadataValues | null;
  dirty: boolean;
  onChange: (patch: Partial<MetadataValues>) => void;
  onSaved: () => void;
  /** Lets the screen's "Save all" run this file's save; returns the unregister function. */
  registerSave: (fileId: string, save: () => Promise<boolean>) => () => void;
}) {
  const register = useCallback((save: () => Promise<boolean>) => registerSave(file.id, save), [registerSave, file.id]);
  const phase = phaseOf(file);
  const percent = percentOf(file);
  const titleId = `upload-file-${file.id.replace(/[^a-zA-Z0-9_-]/g, '_')}`;
  const mediaId = file.meta.resultId;
  const named = (verb: string) => (
    <>
      {verb}
      <span className="visually-hidden"> {file.name}</span>
    </>
  );

  return (
    <li className={`upload-card upload-card--${phase}`}>
      <article aria-labelledby={titleId}>
        <header className="upload-card__head">
          <div className="upload-card__name">
            <h3 id={titleId}>{file.name}</h3>
            <p className="upload-card__meta">
              {file.size != null && <span>{formatBytes(file.size)}</span>}
              <span>{phase === 'uploading' ? `${PHASE_TEXT.uploading} ${percent} %` : PHASE_TEXT[phase]}</span>
            </p>
          </div>
          <div className="button-row upload-card__actions">
            {phase === 'uploading' && (
              <button type="button" className="button button--secondary" onClick={() => uppy.pauseResume(file.id)}>
                {named('Pause')}
              </button>
            )}
            {phase === 'paused' && (
              <button type="button" className="button button--secondary" onClick={() => uppy.pauseResume(file.id)}>
                {named('Resume')}
              </button>
            )}
            {canRetry(file) && (
              <button
                type="button"
                className="button button--secondary"
                // The failure is shown on the file (upload-error); nothing more to report here.
                onClick={() => void uppy.retryUpload(file.id).catch(() => undefined)}
              >
                {named('Retry')}
              </button>
            )}
            {phase !== 'uploaded' && !file.progress.uploadComplete && (
              <button type="button" className="button button--ghost" onClick={() => uppy.removeFile(file.id)}>
                {named(phase === 'failed' ? 'Remove' : 'Cancel')}
              </button>
            )}
          </div>
        </header>

        <ProgressBar
          label={`Upload of ${file.name}`}
          percent={percent}
          valueText={`${percent} % (${PHASE_TEXT[phase].toLowerCase()})`}
        />

        {file.error && (
          <p className="field__error upload-card__error" role="alert">
            {file.error}
          </p>
        )}

        {mediaId && values && (
          <UploadedItem
            mediaId={mediaId}
            fileName={file.name}
            config={config}
            choices={choices}
            values={values}
            dirty={dirty}
            onChange={onChange}
            onSaved={onSaved}
            registerSave={register}
          />
        )}
      </article>
    </li>
  );
}

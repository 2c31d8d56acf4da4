/**
 * Step 1: the member's file. A drop zone, and for each file its upload
 * progress with pause / resume / cancel (and retry after a network
 * failure). A finished upload hands its source id to the page; a refused
 * one shows the server's reason (too large for the plan, not media,
 * damaged, too long).
 */
import { useUppyEvent, useUppyState } from '@uppy/react';
import { useCallback, useState } from 'react';
import { formatBytes } from '../../lib/bytes';
import { canRetry, forgetFinished, percentOf, phaseOf, takeRefused } from '../../lib/resumable-upload';
import { DropZone } from '../DropZone';
import { ProgressBar } from '../ProgressBar';
import { CONVERTER_ACCEPT, type ConverterFile, type ConverterUploader } from './uploader';

const PHASE_TEXT = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  failed: 'Not uploaded',
  uploaded: 'Uploaded — reading the file…',
} as const;

export function ConverterUpload({
  uppy,
  maxFileBytes,
  maxInputMinutes,
  disabled,
  onUploaded,
}: {
  uppy: ConverterUploader;
  maxFileBytes: number;
  maxInputMinutes: number;
  disabled: boolean;
  onUploaded: (sourceId: string) => void;
}) {
  const files = Object.values(useUppyState(uppy, (state) => state.files));
  const [refusal, setRefusal] = useState<string | null>(null);
  useUppyEvent(
    uppy,
    'upload-success',
    useCallback(
      (file: ConverterFile | undefined) => {
        const done = file && uppy.getFile(file.id);
        if (!done?.meta.resultId) return;
        onUploaded(done.meta.resultId);
        // The source list shows it from now on; the card has done its job.
        forgetFinished(uppy, done.id);
      },
      [uppy, onUploaded],
    ),
  );
  // The next file goes alone, and the refusal shown goes with the refused file.
  useUppyEvent(
    uppy,
    'file-added',
    useCallback((added: ConverterFile) => void takeRefused(uppy, added.id), [uppy]),
  );
  useUppyEvent(
    uppy,
    'restriction-failed',
    useCallback((_file: ConverterFile | undefined, error: Error) => setRefusal(error.message), []),
  );

  return (
    <div className="converter-upload">
      <DropZone
        uppy={uppy}
        title="Add a video, audio file or image"
        buttonLabel="Choose a file"
        accept={CONVERTER_ACCEPT}
        multiple={false}
        disabled={disabled}
        hint={`Each file up to ${formatBytes(maxFileBytes)} and at most ${maxInputMinutes} minutes long. A paused or interrupted upload continues when you add the same file again, even after reloading the page.`}
        onAddFailed={setRefusal}
      />
      {refusal && (
        <div className="form-alert" role="alert">
          <p>{refusal}</p>
        </div>
      )}
      {files.length > 0 && (
        <ul className="converter-upload__files">
          {files.map((file) => (
            <UploadRow key={file.id} file={file} uppy={uppy} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadRow({ file, uppy }: { file: ConverterFile; uppy: ConverterUploader }) {
  const phase = phaseOf(file);
  const percent = percentOf(file);
  return (
    <li className={`converter-upload__file upload-card--${phase}`}>
      <div className="converter-upload__head">
        <span className="converter-upload__name">{file.name}</span>
        <span className="converter-upload__meta">
          {formatBytes(file.size ?? 0)} · {PHASE_TEXT[phase]}
          {phase === 'uploading' || phase === 'paused' ? ` ${percent}%` : ''}
        </span>
      </div>
      <ProgressBar label={`Upload of ${file.name}`} percent={percent} />
      {file.error && <p className="converter-upload__error">{file.error}</p>}
      <div className="button-row">
        {phase === 'uploading' && (
          <button type="button" className="button button--secondary" onClick={() => uppy.pauseResume(file.id)}>
            Pause
          </button>
        )}
        {phase === 'paused' && (
          <button type="button" className="button button--secondary" onClick={() => uppy.pauseResume(file.id)}>
            Resume
          </button>
        )}
        {canRetry(file) && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void uppy.retryUpload(file.id).catch(() => undefined)}
          >
            Retry
          </button>
        )}
        {!file.progress.uploadComplete && (
          <button type="button" className="button button--ghost" onClick={() => uppy.removeFile(file.id)}>
            {file.error ? 'Remove' : 'Cancel upload'}
          </button>
        )}
      </div>
    </li>
  );
}

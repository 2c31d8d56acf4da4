/**
 * Where files come in to a resumable uploader: dropped anywhere on the
 * zone, or chosen with the button (a real button, so it is reachable by
 * keyboard; the file input it opens is hidden). Uppy checks each file
 * against its restrictions and reports the refused ones through
 * `restriction-failed`.
 */
import '../styles/shared-components.css';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import type { ResumableMeta, ResumableUploader } from '../lib/resumable-upload';

export function DropZone<M extends ResumableMeta>({
  uppy,
  title,
  accept,
  multiple = true,
  buttonLabel = 'Choose files',
  hint,
  disabled = false,
  onAddFailed,
}: {
  uppy: ResumableUploader<M>;
  title: string;
  /** The file input's `accept`. */
  accept: readonly string[];
  multiple?: boolean;
  buttonLabel?: string;
  hint: ReactNode;
  disabled?: boolean;
  /** A file Uppy could not take for a reason other than its restrictions (e.g. unreadable). */
  onAddFailed: (message: string) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function add(files: readonly File[]) {
    if (files.length === 0 || disabled) return;
    try {
      uppy.addFiles(files.map((file) => ({ name: file.name, type: file.type, data: file, source: 'local' })));
    } catch (error) {
      onAddFailed(error instanceof Error ? error.message : 'These files could not be added.');
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    add(Array.from(event.dataTransfer.files));
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse shortcut; the button inside does the same by keyboard
    <div
      className={over ? 'upload-drop is-over' : 'upload-drop'}
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
    >
      <svg className="upload-drop__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 3 6.5 8.5l1.4 1.4L11 6.8V16h2V6.8l3.1 3.1 1.4-1.4L12 3Zm-7 13v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3h-2v3H7v-3H5Z"
        />
      </svg>
      <p className="upload-drop__title">{title}</p>
      <p className="upload-drop__or">or</p>
      <button
        type="button"
        className="button button--primary"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        {buttonLabel}
      </button>
      <input
        ref={inputRef}
        type="file"
        multiple={multiple}
        hidden
        accept={accept.join(',')}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          // The same file may be chosen again (after removing it, or to resume it).
          event.target.value = '';
        }}
      />
      <p className="upload-drop__hint">{hint}</p>
    </div>
  );
}

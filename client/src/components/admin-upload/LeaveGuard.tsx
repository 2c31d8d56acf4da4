/**
 * Asks before leaving the upload screen while files are uploading or details
 * are unsaved: in the app (React Router's blocker, with a dialog) and on
 * reload or closing the tab (the browser's own prompt). Uploads left behind
 * pause on the server's side and continue when the same file is added again.
 */
import { useEffect, useId, useRef } from 'react';
import { useBlocker } from 'react-router';

export function LeaveGuard({ uploading, unsaved }: { uploading: boolean; unsaved: boolean }) {
  const guard = uploading || unsaved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => guard && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!guard) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guard]);

  if (blocker.state !== 'blocked') return null;
  return (
    <LeaveDialog
      uploading={uploading}
      unsaved={unsaved}
      onStay={() => blocker.reset()}
      onLeave={() => blocker.proceed()}
    />
  );
}

function LeaveDialog({
  uploading,
  unsaved,
  onStay,
  onLeave,
}: {
  uploading: boolean;
  unsaved: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id={titleId}>Leave this page?</h2>
      {uploading && (
        <p className="dialog__lead">
          Files are still uploading. They pause when you leave, and continue when you add the same files here again.
        </p>
      )}
      {unsaved && <p className="dialog__lead">Some files have details that are not saved yet; they would be lost.</p>}
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={onStay}>
          Stay on this page
        </button>
        <button type="button" className="button button--secondary" onClick={onLeave}>
          Leave
        </button>
      </div>
    </dialog>
  );
}

/**
 * "Delete X?" as a modal dialog (the native <dialog>: focus is trapped and
 * Escape closes it; focus starts on Cancel so Enter right away destroys
 * nothing). The action runs from here, so a refusal shows in the dialog
 * beside the button that caused it, and the dialog stays open to read it.
 */
import '../styles/account.css';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FormAlerts } from './FormAlerts';

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  confirmDisabled = false,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
}: {
  title: string;
  /** What confirming means. */
  children: ReactNode;
  confirmLabel: string;
  /** Off while the dialog's own fields say the action cannot run yet (the field says why). */
  confirmDisabled?: boolean;
  /** The harmless choice; say what it keeps when "Cancel" would be ambiguous (e.g. "Keep my plan"). */
  cancelLabel?: string;
  /** Runs the action; resolves to what went wrong (messages or form errors), [] on success (the dialog then closes). */
  onConfirm: () => Promise<readonly (string | { message: string })[]>;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Focus starts on the harmless choice (showModal focuses the first button, the destructive one).
    cancelRef.current?.focus();
    return () => dialog?.close();
  }, []);

  async function confirm() {
    setBusy(true);
    const failed = await onConfirm();
    setBusy(false);
    if (failed.length === 0) onClose();
    else setErrors(failed.map((e) => (typeof e === 'string' ? e : e.message)));
  }

  return (
    // Escape fires `cancel`, which closes the dialog; closing by any means ends it.
    <dialog ref={ref} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId}>{title}</h2>
      <div className="dialog__lead">{children}</div>
      <FormAlerts messages={errors} />
      <div className="button-row">
        <button
          type="button"
          className="button button--danger"
          disabled={busy || confirmDisabled}
          onClick={() => void confirm()}
        >
          {busy && <span className="spinner spinner--small" aria-hidden="true" />}
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onClose}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}

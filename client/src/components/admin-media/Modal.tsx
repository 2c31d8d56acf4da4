/**
 * A modal dialog on the native <dialog> element: the browser traps focus,
 * closes it with Escape (routed to `onClose`) and returns focus to where it was.
 */
import '../../styles/account.css';
import '../../styles/admin-media.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function Modal({
  title,
  lead,
  onClose,
  size = 'small',
  children,
}: {
  title: string;
  lead?: ReactNode;
  onClose: () => void;
  /** `panel`: a tall sheet from the right, for an editor; `small`: a centred box. */
  size?: 'small' | 'panel';
  children: ReactNode;
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
      className={size === 'panel' ? 'dialog am-panel' : 'dialog am-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="am-dialog__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button button--ghost am-dialog__close" onClick={onClose}>
          Close
        </button>
      </div>
      {lead && <div className="dialog__lead">{lead}</div>}
      {children}
    </dialog>
  );
}

/** "Are you sure?" with a clear consequence; the confirm button says what it does. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={title} onClose={onCancel}>
      <div className="dialog__lead">{children}</div>
      <div className="button-row">
        <button type="button" className="button button--danger" disabled={busy} onClick={onConfirm}>
          {busy && <span className="spinner spinner--small" aria-hidden="true" />}
          {confirmLabel}
        </button>
        {/* biome-ignore lint/a11y/noAutofocus: in a destructive confirm, the safe choice takes the focus */}
        <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
          Cancel
        </button>
      </div>
    </Modal>
  );
}

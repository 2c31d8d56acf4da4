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

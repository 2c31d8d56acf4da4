/**
 * The filters on phones: a native modal <dialog> (focus trapped, Escape
 * closes, focus returns to the opener) — a side drawer on tablets, a bottom
 * sheet on phones. Filters apply as they are ticked — the list behind
 * updates — and "Show N results", the × button, or a tap on the dimmed page,
 * closes it.
 */
import { type ReactNode, useEffect, useRef } from 'react';

export function FilterDrawer({
  open,
  onClose,
  resultCount,
  children,
}: {
  open: boolean;
  onClose: () => void;
  resultCount: number | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (native) or the button below.
    <dialog
      ref={ref}
      className="filters-drawer"
      aria-labelledby="drawer-filters-title"
      onClose={onClose}
      // A click whose target is the dialog itself landed on its backdrop (its content covers the rest).
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      {/* The sheet's own way out, where phone users look for one (Back, Escape and the dimmed page close it too). */}
      <button type="button" className="filters-drawer__close" aria-label="Close filters" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {open && children}
      <div className="filters-drawer__foot">
        <button type="button" className="button button--primary" onClick={onClose}>
          {resultCount === undefined ? 'Show results' : `Show ${resultCount} result${resultCount === 1 ? '' : 's'}`}
        </button>
      </div>
    </dialog>
  );
}

/**
 * The filters on phones: a native modal <dialog> (focus trapped, Escape
 * closes, focus returns to the opener). Filters apply as they are ticked —
 * the list behind updates — and "Show N results" closes the drawer.
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
    <dialog ref={ref} className="filters-drawer" aria-labelledby="drawer-filters-title" onClose={onClose}>
      {open && children}
      <div className="filters-drawer__foot">
        <button type="button" className="button" onClick={onClose}>
          {resultCount === undefined ? 'Show results' : `Show ${resultCount} result${resultCount === 1 ? '' : 's'}`}
        </button>
      </div>
    </dialog>
  );
}

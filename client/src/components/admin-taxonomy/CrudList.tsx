/**
 * The shared look and behaviour of the taxonomy lists (category trees, tags,
 * platforms): rows with a main part and their actions, one row at a time
 * turned into its edit form, and one deletion at a time confirmed in a dialog.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function CrudList({
  label,
  children,
  nested = false,
}: {
  label: string;
  children: ReactNode;
  nested?: boolean;
}) {
  return (
    <ul className={nested ? 'crud-list crud-list--nested' : 'crud-list'} aria-label={label}>
      {children}
    </ul>
  );
}

export interface RowAction {
  /** The visible word, e.g. "Edit". */
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/**
 * One row. `name` completes each action's accessible name ("Edit “Glitch”"),
 * since a screen reader's list of buttons would otherwise read "Edit, Edit, …".
 */
export function CrudRow({
  name,
  editor,
  actions,
  children,
  nested,
}: {
  name: string;
  /** The edit form, shown instead of the row while editing. */
  editor?: ReactNode;
  actions: readonly RowAction[];
  children: ReactNode;
  /** What hangs below the row (subcategories). */
  nested?: ReactNode;
}) {
  const line = useRef<HTMLDivElement>(null);
  /** The action last used, to return to when the edit form closes. */
  const used = useRef<string | null>(null);
  const editing = Boolean(editor);
  const wasEditing = useRef(editing);
  useEffect(() => {
    // Leaving the form (saved or cancelled) puts the focus back on the button that opened it, not on the page.
    if (wasEditing.current && !editing && used.current) {
      line.current?.querySelector<HTMLElement>(`[data-action="${CSS.escape(used.current)}"]`)?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);
  return (
    <li className="crud-row">
      {editor ? (
        <div className="crud-row__editor">{editor}</div>
      ) : (
        <div className="crud-row__line" ref={line}>
          <div className="crud-row__main">{children}</div>
          <div className="crud-row__actions">
            {actions.map((a) => (
              <button
                key={a.label}
                type="button"
                className={a.danger ? 'button button--ghost crud-row__danger' : 'button button--ghost'}
                data-action={a.label}
                onClick={() => {
                  used.current = a.label;
                  a.onClick();
                }}
                disabled={a.disabled}
              >
                {a.label}
                <span className="visually-hidden"> “{name}”</span>
              </button>
            ))}
          </div>
        </div>
      )}
      {nested}
    </li>
  );
}

/** Which row is being edited and which deletion is being confirmed (at most one of each). */
export function useCrudState<T>() {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editingId,
    startEdit: (id: string) => setEditingId(id),
    stopEdit: () => setEditingId(null),
    deleting,
    askDelete: (item: T) => setDeleting(item),
    closeDelete: () => setDeleting(null),
  };
}

import { type RefObject, useEffect } from 'react';

/** While `open`, a pointer press outside `root` calls `close` (menus and dropdowns in the header). */
export function useCloseOnOutsidePointer(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, root, close]);
}

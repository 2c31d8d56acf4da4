import { type RefObject, useEffect } from 'react';

/** While `open`, Escape calls `close` and puts focus back on `returnFocus` (the toggle button). */
export function useEscapeToClose(open: boolean, close: () => void, returnFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, returnFocus]);
}

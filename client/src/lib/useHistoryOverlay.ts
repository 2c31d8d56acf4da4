/**
 * An overlay that is one step of the browser's history, as phone users
 * expect of a sheet: Back (the Android button, a swipe) closes it instead of
 * leaving the page. Opening pushes the same URL with `{ overlay: name }` as
 * its state; search params changed while it is open replace that entry
 * (useBrowseParams asks `keepOverlay`), and closing goes back one step. Back
 * lands on the entry from before the overlay, so the params picked inside it
 * are written onto that entry again: what was chosen in the sheet stays.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface OverlayState {
  overlay: string;
}

function isOverlayState(state: unknown): state is OverlayState {
  return typeof state === 'object' && state !== null && typeof (state as OverlayState).overlay === 'string';
}

/** How a change of search params made under an open overlay navigates: in place, keeping the overlay's entry. */
export function keepOverlay(state: unknown): { replace: true; state: OverlayState } | undefined {
  return isOverlayState(state) ? { replace: true, state } : undefined;
}

export function useHistoryOverlay(name: string): { open: boolean; show: () => void; close: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const open = isOverlayState(location.state) && location.state.overlay === name;
  // The params the overlay's entry had last, to carry back onto the entry before it.
  const picked = useRef<string | null>(null);

  const { pathname, search, hash } = location;
  useEffect(() => {
    if (open) {
      picked.current = search;
      return;
    }
    const kept = picked.current;
    picked.current = null;
    if (kept !== null && kept !== search) {
      navigate({ pathname, search: kept, hash }, { replace: true, preventScrollReset: true });
    }
  }, [open, pathname, search, hash, navigate]);

  const show = useCallback(() => {
    if (!open) navigate({ pathname, search, hash }, { state: { overlay: name }, preventScrollReset: true });
  }, [open, pathname, search, hash, name, navigate]);
  const close = useCallback(() => {
    if (open) navigate(-1);
  }, [open, navigate]);

  return { open, show, close };
}

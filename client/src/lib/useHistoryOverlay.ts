/**
 * An overlay that is one step of the browser's history, as phone users
 * expect of a sheet: Back (the Android button, a swipe) closes it instead of
 * leaving the page. Opening pushes the same URL with `{ overlay: name }` as
 * its state; search params changed while it is open replace that entry
 * (useBrowseParams asks `keepOverlay`), and closing goes back one step. Back
 * lands on the entry from before the overlay, so the params picked inside it
 * are written onto that entry again: what was chosen in the sheet stays.
 * Until that write lands, `carrying` holds those params, so a list under the
 * sheet keeps showing them instead of briefly asking for the entry's own.
 */
import { useCallback, useEffect, useState } from 'react';
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

export interface HistoryOverlay {
  open: boolean;
  show: () => void;
  close: () => void;
  /** After Back closed the overlay: the search params being written back onto the entry before it, until they land. */
  carrying: string | null;
}

export function useHistoryOverlay(name: string): HistoryOverlay {
  const location = useLocation();
  const navigate = useNavigate();
  const open = isOverlayState(location.state) && location.state.overlay === name;
  const { pathname, search, hash } = location;
  // The params the overlay's entry had last, to carry back onto the entry before it
  // (kept in step while it is open: state adjusted during render, no extra paint).
  const [picked, setPicked] = useState<string | null>(null);
  if (open && picked !== search) setPicked(search);
  const carrying = !open && picked !== null && picked !== search ? picked : null;

  useEffect(() => {
    if (open || picked === null) return;
    // Cleared only once the write has landed: until then `carrying` stands in for it.
    if (picked === search) setPicked(null);
    else navigate({ pathname, search: picked, hash }, { replace: true, preventScrollReset: true });
  }, [open, picked, pathname, search, hash, navigate]);

  const show = useCallback(() => {
    if (!open) navigate({ pathname, search, hash }, { state: { overlay: name }, preventScrollReset: true });
  }, [open, pathname, search, hash, name, navigate]);
  const close = useCallback(() => {
    if (open) navigate(-1);
  }, [open, navigate]);

  return { open, show, close, carrying };
}

/**
 * A visitor's heart leads to sign-in and back to the same page with the item
 * named in `?favorite=`: once signed in, that item's heart saves it, says so
 * (with Undo) and takes the param out of the URL. Apollo-free: the visitors'
 * links import it.
 */
const PARAM = 'favorite';

/** The page to come back to after signing in, asking for `mediaId` to be favourited there. */
export function withPendingFavorite(pathname: string, search: string, mediaId: string): string {
  const params = new URLSearchParams(search);
  params.set(PARAM, mediaId);
  return `${pathname}?${params}`;
}

// One heart acts per page load: the same item may have two cards on a page (home rows).
let claimed: string | null = null;

/**
 * The search without the param when this page load asks to favourite `mediaId` and no other heart
 * has taken it yet; null otherwise. Read from window.location on mount rather than subscribed to:
 * every card has a heart.
 */
export function claimPendingFavorite(mediaId: string): string | null {
  const params = new URLSearchParams(window.location.search);
  const key = `${window.history.state?.key ?? ''}:${mediaId}`;
  if (params.get(PARAM) !== mediaId || claimed === key) return null;
  claimed = key;
  params.delete(PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * A part of the page that fails to load (a lazy route chunk whose file is gone
 * after a deploy, a dropped connection) reloads the page — at most once per
 * CHUNK_RELOAD_INTERVAL_MS, remembered in sessionStorage, so a chunk that is
 * really broken shows the error page instead of reloading forever (spec §2, §8).
 */

export const CHUNK_RELOAD_INTERVAL_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'framestock:chunk-reload-at';

let reloading = false;

/**
 * Reloads the page — or loads `href`, the page the user was going to — unless
 * that already happened in the last 10 s. Returns true when a reload is under
 * way (the caller should wait), false when the error should be shown.
 */
export function reloadAfterChunkError(href?: string, now = Date.now()): boolean {
  if (reloading) return true;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)) || 0;
  } catch {
    return false; // no storage, no memory of the last reload: never risk a reload loop
  }
  if (now - last >= 0 && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reloading = true;
  if (href && href !== window.location.href) window.location.assign(href);
  else window.location.reload();
  return true;
}

/**
 * Wraps a dynamic import: on failure reload (and never settle, so nothing
 * renders an error for a moment) or, inside the 10 s window, reject so the
 * route's error page shows. `target` names the URL being navigated to, so
 * the reload lands where the user was going.
 */
export async function loadChunk<T>(load: () => Promise<T>, target?: () => string | undefined): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (reloadAfterChunkError(target?.())) return new Promise<T>(() => {});
    throw error;
  }
}

/** Vite reports failed preloads of a chunk's dependencies (JS or CSS) with this event. */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}

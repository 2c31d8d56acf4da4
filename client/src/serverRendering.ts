/**
 * What the server's page renderer (server/http/page-render.ts, client/src/entry-server.tsx)
 * and the browser agree on; plain constants (and one DOM-free helper), so the server compiles
 * this file as it does routeTable.ts.
 */

/** The id of the page's `<script type="application/json">` holding its query answers (lib/serverAnswers.ts). */
export const SERVER_ANSWERS_ID = 'server-answers';

/** The Web Lock that serialises session refreshes across tabs: the refresh token is single-use (lib/session.ts). */
export const REFRESH_LOCK = 'framestock:refresh-session';

/**
 * The window property where the app shell's early session restore leaves its request
 * (server/http/early-restore.ts), for lib/auth.tsx to take instead of sending its own.
 */
export const EARLY_RESTORE_PROPERTY = '__framestockRestore';

/**
 * The window property where a server-rendered page's boot script (server/http/seo/deferred-entry.ts)
 * offers the last button tapped before the app had hydrated, for lib/heldTap.tsx to answer.
 */
export const HELD_TAP_PROPERTY = '__framestockHeldTap';

/**
 * Takes what one of the page's inline scripts left under a window property (the ones above),
 * once: undefined when there is none, on a page without that script or on the server.
 */
export function takePageSlot<T>(property: string): T | undefined {
  const slots = globalThis as unknown as Record<string, T | undefined>;
  const value = slots[property];
  delete slots[property];
  return value;
}

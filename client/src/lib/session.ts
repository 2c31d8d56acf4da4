/**
 * The access token, in memory only (never in storage: a page script that can
 * read storage could steal it). The refresh token is an httpOnly cookie the
 * page never sees; exchanging it (refreshSession) is the auth module's job,
 * registered here so the Apollo links can ask for a fresh token without
 * importing React code.
 */

import { REFRESH_LOCK } from '../serverRendering';

/** Auth timing (spec §4, §9). */
export const AUTH_TIMING = {
  /** Refresh the access token this long before it expires. */
  refreshBeforeExpiryMs: 5 * 60_000,
  /** A token counts as expired this long before its accessTokenExpiresAt. */
  expiryLeewayMs: 30_000,
  /** Never schedule refreshes closer together than this (clock skew, very short tokens). */
  minRefreshDelayMs: 10_000,
} as const;

/** Why a session ended without the user asking. */
export type SessionEndReason = 'USER_DISABLED' | 'USER_TOKEN_EXPIRED' | 'UNAUTHENTICATED';

/** Error codes on any GraphQL answer that end the session here (the server refused it for good). */
export const SESSION_ENDING_CODES: readonly SessionEndReason[] = ['USER_DISABLED', 'USER_TOKEN_EXPIRED'];

/** Operations that start or renew a session: they must not wait for (or trigger) a token refresh. */
export const SESSION_OPERATIONS: ReadonlySet<string> = new Set([
  'SignIn',
  'SignUp',
  'SignInWithEmailLink',
  'RefreshSession',
]);
/** Sent with whatever token there is, refreshing nothing (signing out with a stale token is fine). */
export const NO_REFRESH_OPERATIONS: ReadonlySet<string> = new Set(['SignOut']);

/** The Authorization header value for an operation: none for session operations or when signed out. */
export async function authorizationFor(operationName: string): Promise<string | null> {
  if (SESSION_OPERATIONS.has(operationName)) return null;
  const token = await getAccessToken({ refresh: !NO_REFRESH_OPERATIONS.has(operationName) });
  return token ? `Bearer ${token}` : null;
}

interface AccessToken {
  value: string;
  expiresAt: number;
}

let current: AccessToken | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refresher: (() => Promise<boolean>) | null = null;
let inflight: Promise<boolean> | null = null;
const endedListeners = new Set<(reason: SessionEndReason) => void>();

/**
 * Runs `fn` while holding the cross-tab refresh lock, so two tabs never spend
 * the same refresh cookie (the server treats a reused token as theft and ends
 * the session). Without the Web Locks API it just runs.
 */
export function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  // (lib.dom types request()'s result as the callback's return type, a promise of a promise.)
  return locks ? (locks.request(REFRESH_LOCK, fn) as unknown as Promise<T>) : fn();
}

export function setAccessToken(value: string, expiresAtIso: string): void {
  const expiresAt = Date.parse(expiresAtIso);
  current = { value, expiresAt: Number.isNaN(expiresAt) ? Date.now() : expiresAt };
  scheduleRefresh();
}

export function clearAccessToken(): void {
  current = null;
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

export function hasAccessToken(): boolean {
  return current !== null;
}

/** True when there is no token or it is within the leeway of its expiry. */
export function isAccessTokenExpired(now = Date.now()): boolean {
  return !current || now >= current.expiresAt - AUTH_TIMING.expiryLeewayMs;
}

function scheduleRefresh(): void {
  clearTimeout(refreshTimer);
  if (!current) return;
  const due = current.expiresAt - AUTH_TIMING.refreshBeforeExpiryMs - Date.now();
  refreshTimer = setTimeout(
    () => {
      void refreshAccessToken();
    },
    Math.max(due, AUTH_TIMING.minRefreshDelayMs),
  );
}

/** The auth module tells how to exchange the refresh cookie; resolves true when a new token is set. */
export function registerRefresher(fn: () => Promise<boolean>): () => void {
  refresher = fn;
  return () => {
    if (refresher === fn) refresher = null;
  };
}

/** Refreshes the access token once, however many callers ask at the same time. */
export function refreshAccessToken(): Promise<boolean> {
  if (!refresher) return Promise.resolve(false);
  const run = refresher;
  inflight ??= run().finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * The token to send, refreshed first when it counts as expired. Null when
 * signed out. `refresh: false` returns the current token even if stale.
 */
export async function getAccessToken(options: { refresh?: boolean } = {}): Promise<string | null> {
  if (!current) return null;
  if (options.refresh !== false && isAccessTokenExpired()) await refreshAccessToken();
  return current?.value ?? null;
}

/** Ends the session locally (the server refused it) and tells the auth state. */
export function endSession(reason: SessionEndReason): void {
  const wasSignedIn = current !== null;
  clearAccessToken();
  if (!wasSignedIn) return;
  for (const listener of endedListeners) listener(reason);
}

export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

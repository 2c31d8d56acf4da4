/**
 * Where to go after signing in: the `redirect` query parameter when it is a
 * path on this site, otherwise the user's home area. Absolute URLs and
 * protocol-relative paths (`//evil.example`) are ignored: no open redirect.
 */
export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login page for a path that needs a signed-in user. */
export function loginPath(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}

/** Paths served by the server rather than the SPA router (a full page load is needed). */
export function isServerPath(path: string): boolean {
  return /^\/(graphql|api\/)/.test(path);
}

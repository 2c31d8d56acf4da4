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

/**
 * Where an emailed sign-in link should continue to. The link itself carries
 * only its token, so the page that asked for it remembers the target in this
 * browser, for as long as the link works (15 minutes): the usual case is the
 * mail opened on the same phone or computer.
 */
const LINK_TARGET_KEY = 'fs_email_link_target';
const LINK_TARGET_MS = 15 * 60_000;

export function rememberEmailLinkTarget(target: string | null): void {
  try {
    if (target) localStorage.setItem(LINK_TARGET_KEY, JSON.stringify({ target, at: Date.now() }));
    else localStorage.removeItem(LINK_TARGET_KEY);
  } catch {
    // Storage refused (private mode): the link lands on the user's home instead.
  }
}

/** The remembered target, once: it is forgotten as it is read. */
export function takeEmailLinkTarget(): string | null {
  try {
    const raw = localStorage.getItem(LINK_TARGET_KEY);
    localStorage.removeItem(LINK_TARGET_KEY);
    const saved = raw ? (JSON.parse(raw) as { target?: unknown; at?: unknown }) : null;
    const fresh = typeof saved?.at === 'number' && Date.now() - saved.at < LINK_TARGET_MS;
    return fresh && typeof saved?.target === 'string' ? safeRedirectTarget(saved.target) : null;
  } catch {
    return null;
  }
}

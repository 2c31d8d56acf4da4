/**
 * The redirect contract between the sign-in routes and the web client. Every
 * URL we send the browser to is a path on our own site: `redirect` is accepted
 * only as a same-site relative path, so the routes can never be used to bounce
 * a visitor to another site with our name on the link (an open redirect).
 */

/** Why a social sign-in ended on the login page: `/login?error=<code>`. */
export const SocialSignInError = {
  /** No provider with that id is configured (or the feature is off). */
  PROVIDER_NOT_CONFIGURED: 'OIDC_PROVIDER_NOT_CONFIGURED',
  /** `redirect` was not a same-site relative path; nothing was started. */
  INVALID_REDIRECT: 'INVALID_REDIRECT',
  /** The request did not come through SITE_URL's host, the only origin registered with the providers. */
  UNAUTHORIZED_DOMAIN: 'UNAUTHORIZED_DOMAIN',
  /** The callback does not belong to a sign-in this browser started (forged, replayed, or another tab's). */
  STATE_MISMATCH: 'OIDC_STATE_MISMATCH',
  /** The sign-in started more than 10 minutes ago; start again. */
  ATTEMPT_EXPIRED: 'OIDC_ATTEMPT_EXPIRED',
  /** The ID token was not issued for this sign-in attempt (replayed or injected). */
  NONCE_MISMATCH: 'OIDC_NONCE_MISMATCH',
  /** The user cancelled or refused consent at the provider (the popup-closed-by-user case). */
  ACCESS_DENIED: 'ACCESS_DENIED',
  /** The provider failed, was unreachable, or answered something we could not verify. */
  PROVIDER_ERROR: 'OIDC_PROVIDER_ERROR',
  /** The provider shared no usable email address, which every account needs. */
  EMAIL_MISSING: 'OIDC_EMAIL_MISSING',
  /** An account with this email exists and the provider does not vouch for the address: not linked. */
  ACCOUNT_EXISTS_UNVERIFIED: 'ACCOUNT_EXISTS_UNVERIFIED',
  /** The account is disabled by an administrator. */
  USER_DISABLED: 'USER_DISABLED',
  /** Our fault (e.g. the database was unreachable); `requestId` names the log entry. Try again later. */
  SIGN_IN_FAILED: 'SIGN_IN_FAILED',
} as const;
export type SocialSignInError = (typeof SocialSignInError)[keyof typeof SocialSignInError];

const DEFAULT_RETURN = '/';
const MAX_RETURN_LENGTH = 2048;
const PROBE_ORIGIN = 'http://framestock.invalid';

/**
 * The `redirect` query parameter as a safe path, `/` when absent, or null when
 * it points anywhere but a path on this site. Browsers read `//host`, `/\host`
 * and paths with tabs or newlines as other sites, and `/./` or `/../`
 * segments can collapse into `//`: the check is made on the normalised URL.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (raw === undefined || raw === '') return DEFAULT_RETURN;
  if (typeof raw !== 'string' || raw.length > MAX_RETURN_LENGTH) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== PROBE_ORIGIN || path.startsWith('//') || path.length > MAX_RETURN_LENGTH) return null;
  return path;
}

/** `returnTo` with query parameters added (before any #fragment). */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, PROBE_ORIGIN);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login page with the reason, the provider (so the page can offer to try
 * it again) and the intended destination (so a retry lands where the user meant to go).
 */
export function loginErrorPath(
  code: SocialSignInError,
  opts: { provider?: string; returnTo?: string; requestId?: string } = {},
): string {
  const params: Record<string, string> = { error: code };
  if (opts.provider) params.provider = opts.provider;
  if (opts.returnTo && opts.returnTo !== DEFAULT_RETURN) params.redirect = opts.returnTo;
  if (opts.requestId) params.requestId = opts.requestId;
  return withParams('/login', params);
}

/**
 * Turning what can go wrong with a GraphQL call into something a form can
 * show: payload errors (`errors[]` with field, code, message) pass through;
 * GraphQL and transport errors get a code and a human message.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { NETWORK_REQUEST_FAILED, NetworkRequestError } from './http';

export { NETWORK_REQUEST_FAILED };

/** An error to show beside a form field (`field`) or above the form (`field: null`). */
export interface FormError {
  code: string;
  field: string | null;
  message: string;
  /** With TOO_MANY_REQUESTS: seconds until another attempt is accepted. */
  retryAfterSeconds?: number | null;
}

/**
 * The one table of code → human message (issue 3 item 7, spec §8), for the
 * server's payload codes, GraphQL/transport codes and the social sign-in
 * redirect codes (`/login?error=<CODE>`).
 */
const MESSAGES: Record<string, string> = {
  // Transport and GraphQL
  [NETWORK_REQUEST_FAILED]: 'We could not reach Framestock. Check your connection and try again.',
  UNAUTHENTICATED: 'Your session has ended. Sign in again.',
  FORBIDDEN: 'You do not have permission to do that.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Try again in a moment.',
  // Accounts
  TOO_MANY_REQUESTS: 'Too many attempts. Wait a few minutes, then try again.',
  EMAIL_ALREADY_IN_USE: 'An account with this email address already exists. Sign in instead, or reset your password.',
  INVALID_CREDENTIAL: 'The email or password is incorrect.',
  /** INVALID_CREDENTIAL where the email is known (re-authentication). */
  INCORRECT_PASSWORD: 'The password is incorrect.',
  WEAK_PASSWORD: 'This password is too easy to guess. Choose a longer, less common one.',
  INVALID_EMAIL: 'Enter a valid email address.',
  EXPIRED_OR_USED_LINK: 'This link has expired or has already been used. Ask for a new one below.',
  REQUIRES_RECENT_LOGIN: 'For your security, confirm it is you before making this change.',
  USER_DISABLED: 'This account has been disabled. Contact support if you think this is a mistake.',
  USER_TOKEN_EXPIRED: 'Your session has expired or was ended on another device. Sign in again.',
  ALREADY_VERIFIED: 'Your email address is verified already.',
  NOT_FOUND: 'That session has already ended.',
  // Profile photo (checked here first, then by the server: 413, 415)
  PHOTO_TOO_LARGE: 'That photo is larger than 5 MB. Choose a smaller one.',
  PHOTO_NOT_AN_IMAGE: 'That file is not an image. Choose a JPEG, PNG, WebP or GIF photo.',
  // Social sign-in (popup codes of the spec; the redirect flow reports ACCESS_DENIED for a cancelled sign-in)
  POPUP_BLOCKED: 'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
  POPUP_CLOSED_BY_USER: 'You closed the sign-in window before finishing. Try again when you are ready.',
  UNAUTHORIZED_DOMAIN:
    'Sign-in with this provider is not allowed from this web address. Open Framestock at its usual address and try again.',
  OIDC_STATE_MISMATCH: 'That sign-in could not be matched to this browser. Start it again from this page.',
  OIDC_NONCE_MISMATCH: 'That sign-in could not be verified. Start it again from this page.',
  OIDC_ATTEMPT_EXPIRED: 'The sign-in took longer than 10 minutes and expired. Start it again.',
  OIDC_PROVIDER_ERROR: 'The sign-in provider could not complete the sign-in. Try again in a moment.',
  OIDC_EMAIL_MISSING: 'The sign-in provider did not share an email address, which every Framestock account needs.',
  OIDC_PROVIDER_NOT_CONFIGURED: 'That sign-in option is not available.',
  ACCOUNT_EXISTS_UNVERIFIED:
    'An account with this email address already exists. Sign in with your password or an email link; the provider did not confirm the address, so we did not link it.',
  INVALID_REDIRECT: 'That sign-in link was not valid. Start again from this page.',
  SIGN_IN_FAILED: 'Something went wrong on our side while signing you in. Try again in a moment.',
};
/** Redirect codes that are the spec's popup codes under another name. */
const ALIASES: Record<string, string> = { ACCESS_DENIED: 'POPUP_CLOSED_BY_USER' };
/** Codes whose server message is more precise than ours (it names the rule that was broken). */
const SERVER_MESSAGE_PREFERRED = new Set(['WEAK_PASSWORD', 'INVALID_EMAIL']);
const FALLBACK_MESSAGE = 'Something went wrong. Try again in a moment.';

/** "14 minutes", "30 seconds", "1 hour": a wait in words. */
export function durationInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (s < 60) return plural(s, 'second');
  if (s < 3600) return plural(Math.ceil(s / 60), 'minute');
  return plural(Math.ceil(s / 3600), 'hour');
}

/** The human message for an error: ours for the code, the retry time for TOO_MANY_REQUESTS. */
export function describeError(error: {
  code: string;
  message?: string | null;
  retryAfterSeconds?: number | null;
}): string {
  const code = ALIASES[error.code] ?? error.code;
  if (code === 'TOO_MANY_REQUESTS' && error.retryAfterSeconds) {
    return `Too many attempts. Try again in ${durationInWords(error.retryAfterSeconds)}.`;
  }
  if (SERVER_MESSAGE_PREFERRED.has(code) && error.message) return error.message;
  return MESSAGES[code] ?? error.message ?? FALLBACK_MESSAGE;
}

/** A payload's `errors` with our messages, ready for splitFormErrors. */
export function fromPayload(
  errors: readonly { code: string; field?: string | null; message: string; retryAfterSeconds?: number | null }[],
  fieldMap: Record<string, string> = {},
): FormError[] {
  return errors.map((e) => {
    const field = e.field ? lastSegment(e.field) : null;
    return {
      code: e.code,
      field: field ? (fieldMap[field] ?? field) : null,
      message: describeError(e),
      retryAfterSeconds: e.retryAfterSeconds ?? null,
    };
  });
}

function codeFromBody(bodyText: string): string | undefined {
  try {
    const body = JSON.parse(bodyText) as { errors?: { extensions?: { code?: unknown } }[] };
    const code = body.errors?.[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The machine-readable code of an Apollo/transport error, e.g. NETWORK_REQUEST_FAILED or UNAUTHENTICATED. */
export function errorCode(error: unknown): string {
  if (error instanceof NetworkRequestError) return NETWORK_REQUEST_FAILED;
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : 'GRAPHQL_ERROR';
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 429) return 'TOO_MANY_REQUESTS';
    return (
      codeFromBody(error.bodyText) ?? (error.statusCode >= 500 ? 'INTERNAL_SERVER_ERROR' : `HTTP_${error.statusCode}`)
    );
  }
  if (error instanceof Error && error.name === 'AbortError') return 'ABORTED';
  return 'UNKNOWN';
}

/** All codes carried by GraphQL errors in `error` (empty for transport errors). */
export function graphQLErrorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((e) => (typeof e.extensions?.code === 'string' ? [e.extensions.code] : []));
}

export function messageForCode(code: string): string {
  return describeError({ code });
}

/** True when the code has a message of its own (e.g. a `?error=` value worth showing as is). */
export function isKnownCode(code: string): boolean {
  return code in MESSAGES || code in ALIASES;
}

/** Form errors for a failed call: input validation errors go beside their fields, the rest above the form. */
export function toFormErrors(error: unknown): FormError[] {
  const code = errorCode(error);
  if (CombinedGraphQLErrors.is(error)) {
    const fieldErrors = error.errors.flatMap((e) => {
      const list = e.extensions?.validationErrors;
      if (!Array.isArray(list)) return [];
      return list.flatMap((v: { field?: unknown; message?: unknown }) =>
        typeof v.message === 'string'
          ? [
              {
                code: 'BAD_USER_INPUT',
                field: typeof v.field === 'string' ? lastSegment(v.field) : null,
                message: v.message,
              },
            ]
          : [],
      );
    });
    if (fieldErrors.length > 0) return fieldErrors;
  }
  return [{ code, field: null, message: messageForCode(code) }];
}

/** `input.email` → `email`: our documents inline the input object. */
function lastSegment(path: string): string {
  return path.split('.').at(-1) ?? path;
}

/** Splits errors into the ones for known fields and the rest (shown above the form). */
export function splitFormErrors<F extends string>(
  errors: readonly FormError[],
  fields: readonly F[],
): { fieldErrors: Partial<Record<F, string>>; formErrors: string[] } {
  const fieldErrors: Partial<Record<F, string>> = {};
  const formErrors: string[] = [];
  for (const e of errors) {
    const field = fields.find((f) => f === e.field);
    if (field && fieldErrors[field] === undefined) fieldErrors[field] = e.message;
    else if (!field) formErrors.push(e.message);
  }
  return { fieldErrors, formErrors };
}

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
}

const MESSAGES: Record<string, string> = {
  [NETWORK_REQUEST_FAILED]: 'We could not reach Framestock. Check your connection and try again.',
  TOO_MANY_REQUESTS: 'Too many attempts. Wait a minute, then try again.',
  USER_DISABLED: 'This account has been disabled.',
  UNAUTHENTICATED: 'Your session has ended. Sign in again.',
  FORBIDDEN: 'You do not have permission to do that.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Try again in a moment.',
};
const FALLBACK_MESSAGE = 'Something went wrong. Try again in a moment.';

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
  return MESSAGES[code] ?? FALLBACK_MESSAGE;
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

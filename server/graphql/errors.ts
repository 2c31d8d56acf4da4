/**
 * The error model (DESIGN §4). Expected failures of a mutation travel in its
 * payload's `errors` list (see payload.ts); everything else is a GraphQL error
 * carrying one of these codes in `extensions.code`, plus the request id.
 */
import type { ValidationError } from 'class-validator';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { isDatabaseUnavailable } from '../db/errors.js';

export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  USER_DISABLED: 'USER_DISABLED',
  /** The database did not answer (down, frozen, restarting): retry after `Retry-After` seconds. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes of errors the server raises on purpose, or that graphql/Apollo raise for a bad request. */
const CLIENT_FACING = new Set<string>([
  ...Object.values(ErrorCode),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export function appError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  const status = HTTP_STATUS[code];
  return new GraphQLError(message, {
    extensions: { code, ...extensions, ...(status ? { http: { status } } : {}) },
  });
}

export const notFound = (what: string) => appError(ErrorCode.NOT_FOUND, `${what} not found.`);
export const badInput = (message: string, field?: string) =>
  appError(ErrorCode.BAD_USER_INPUT, message, field ? { field } : {});

/** True when the error is ours to show; false means a bug or an outage, to be masked and logged. */
export function isClientFacing(error: unknown): boolean {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof GraphQLError || original instanceof ArgumentValidationError) {
    const code = original.extensions?.code;
    return typeof code === 'string' ? CLIENT_FACING.has(code) : !(error as GraphQLError).path;
  }
  return false;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'Framestock is briefly unavailable. Try again in a few seconds.';

/**
 * Shapes every error leaving the server: a database that does not answer is
 * SERVICE_UNAVAILABLE (the server also sets 503 and Retry-After); other
 * unexpected ones become a generic INTERNAL_SERVER_ERROR (the details are in
 * the log under the same request id); input validation errors list fields and
 * messages but never echo the input. Only the unexpected ones carry their stack,
 * and only in development (`exposeStack`).
 */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
  opts: { requestId: string | undefined; exposeStack: boolean },
): GraphQLFormattedError {
  const requestId = opts.requestId;
  if (!isClientFacing(error) && isDatabaseUnavailable(error)) {
    return {
      message: DATABASE_UNAVAILABLE_MESSAGE,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: ErrorCode.SERVICE_UNAVAILABLE, requestId },
    };
  }
  if (!isClientFacing(error)) {
    return {
      message: 'Internal server error. Quote the request id if you report it.',
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: ErrorCode.INTERNAL_SERVER_ERROR,
        requestId,
        ...(opts.exposeStack ? { stacktrace: formatted.extensions?.stacktrace } : {}),
      },
    };
  }
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const extensions: Record<string, unknown> = { ...formatted.extensions, requestId };
  if (original instanceof ArgumentValidationError) {
    extensions.validationErrors = original.extensions.validationErrors.flatMap((v) => flattenValidation(v, ''));
  }
  // A client-facing error (sign in, not allowed, bad input) is the answer itself: its stack says nothing a
  // developer needs and shows the server's file layout, so only unexpected errors carry one, in development.
  delete extensions.stacktrace;
  return { ...formatted, extensions };
}

/** class-validator's nested errors as flat `{ field, message }` pairs, without the offending values. */
function flattenValidation(v: ValidationError, prefix: string): { field: string; message: string }[] {
  const field = prefix ? `${prefix}.${v.property}` : v.property;
  return [
    ...Object.values(v.constraints ?? {}).map((message) => ({ field, message })),
    ...(v.children ?? []).flatMap((c) => flattenValidation(c, field)),
  ];
}

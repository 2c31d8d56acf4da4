/**
 * server/graphql/errors.ts formatError: what an error carries out of the server. In development (exposeStack)
 * only unexpected errors keep their stack; a client-facing one (sign in, not allowed, bad input) never shows it.
 */
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { appError, ErrorCode, formatError } from '../../server/graphql/errors.js';

const stacktrace = ['GraphQLError: x', '    at requireRole (file:///srv/dist/node/server/graphql/auth.js:102:15)'];
const formatted = (message: string, code: string): GraphQLFormattedError => ({
  message,
  path: ['adminUsers'],
  extensions: { code, stacktrace },
});

describe('formatError', () => {
  it('keeps no stack on a client-facing error, even in development', () => {
    const error = appError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
    const out = formatError(formatted(error.message, 'UNAUTHENTICATED'), error, { requestId: 'r1', exposeStack: true });
    expect(out.message).toBe('Sign in to continue.');
    expect(out.extensions).toMatchObject({ code: 'UNAUTHENTICATED', requestId: 'r1' });
    expect(out.extensions).not.toHaveProperty('stacktrace');
  });

  it('keeps the stack of an unexpected error in development only, behind a generic message', () => {
    const error = new Error('relation "x" does not exist');
    const dev = formatError(formatted(error.message, 'INTERNAL_SERVER_ERROR'), error, {
      requestId: 'r2',
      exposeStack: true,
    });
    expect(dev.message).toBe('Internal server error. Quote the request id if you report it.');
    expect(dev.extensions?.stacktrace).toEqual(stacktrace);
    const prod = formatError(formatted(error.message, 'INTERNAL_SERVER_ERROR'), error, {
      requestId: 'r2',
      exposeStack: false,
    });
    expect(prod.extensions).not.toHaveProperty('stacktrace');
    expect(JSON.stringify(prod)).not.toContain('relation');
  });
});

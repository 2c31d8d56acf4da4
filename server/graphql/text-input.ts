/**
 * PostgreSQL's text and jsonb cannot hold the NUL character (U+0000): a
 * statement given one fails, and the client would get a 500 for what is its
 * own mistake. No real input needs the character, so an operation carrying
 * one is refused before it runs, whichever field it is meant for:
 *
 * - in a string literal of the document: a validation error (400), found
 *   once per document (Apollo caches validation);
 * - in the variables (a value or an object key, at any depth): 400
 *   BAD_USER_INPUT naming where, e.g. `input.name` or `ids[2]` (for a key,
 *   its object).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type ValidationRule } from 'graphql';
import type { Context } from './context.js';
import { appError, ErrorCode } from './errors.js';

const NUL = '\u0000';
const MESSAGE = 'the NUL character (U+0000), which text cannot hold.';

export const nulLiteralRule: ValidationRule = (context) => ({
  StringValue(node) {
    if (node.value.includes(NUL))
      context.reportError(new GraphQLError(`A string contains ${MESSAGE}`, { nodes: node }));
  },
});

/** Where in `value` a string (or an object's key) holds NUL, as a path from `path`; null when nowhere. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      // A key holding NUL is named by its object: the key itself is no name to echo.
      if (key.includes(NUL)) return path || 'variables';
      const found = nulPath(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

export const nulVariablesPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart({ request }) {
    const at = nulPath(request.variables ?? {}, '');
    if (!at) return;
    return {
      async didResolveOperation() {
        throw appError(ErrorCode.BAD_USER_INPUT, `${at} contains ${MESSAGE}`, {
          field: at,
          // The shape of class-validator's refusals (errors.ts): a form shows it beside its field.
          validationErrors: [{ field: at, message: `Remove ${MESSAGE}` }],
          http: { status: 400 },
        });
      },
    };
  },
};

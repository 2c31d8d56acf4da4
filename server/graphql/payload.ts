/**
 * Expected failures of a mutation: `errors: [<Mutation>Error!]!` in its
 * payload, each with the input `field` it concerns, a human `message` and a
 * `code` from the mutation's own enum. Every such type implements `UserError`.
 *
 *   export enum SignUpErrorCode { EMAIL_ALREADY_IN_USE = 'EMAIL_ALREADY_IN_USE', ... }
 *   export const SignUpError = payloadError('SignUp', SignUpErrorCode, { EMAIL_ALREADY_IN_USE: '...' });
 */
import { Field, Int, InterfaceType, ObjectType, registerEnumType } from 'type-graphql';
import type { Blocked } from '../http/rate-limits.js';

@InterfaceType({ description: 'An expected failure of a mutation, to show beside the input it concerns.' })
export abstract class UserError {
  @Field(() => String, {
    nullable: true,
    description:
      'Path of the input field at fault (e.g. `email`, `events.2.type`); null when it concerns the whole input.',
  })
  field: string | null;

  @Field({ description: 'A human-readable explanation, fit to show to the user.' })
  message: string;
}

export interface PayloadErrorOf<C extends string> {
  field: string | null;
  message: string;
  code: C;
  /** Only on error types declared with `{ retryAfter: true }`; set with TOO_MANY_REQUESTS. */
  retryAfterSeconds?: number | null;
}

export type PayloadErrorClass<C extends string> = new () => PayloadErrorOf<C>;

export function payloadError<E extends Record<string, string>>(
  mutation: string,
  codes: E,
  descriptions: { [K in keyof E]: string },
  opts: { retryAfter?: boolean } = {},
): PayloadErrorClass<E[keyof E]> {
  registerEnumType(codes, {
    name: `${mutation}ErrorCode`,
    description: `Why ${mutation} failed.`,
    valuesConfig: Object.fromEntries(Object.entries(descriptions).map(([k, d]) => [k, { description: d }])) as never,
  });

  const name = `${mutation}Error`;
  const description = `An expected failure of ${mutation}.`;
  if (opts.retryAfter) {
    // Rate-limited mutations tell the client when to try again, instead of a 429 that would fail the whole request.
    @ObjectType(name, { implements: UserError, description })
    class RetryablePayloadErrorType extends UserError {
      @Field(() => codes, { description: 'Machine-readable reason.' })
      code: E[keyof E];

      @Field(() => Int, {
        nullable: true,
        description: 'With TOO_MANY_REQUESTS: seconds until another attempt is accepted. Null otherwise.',
      })
      retryAfterSeconds: number | null;
    }
    return RetryablePayloadErrorType as PayloadErrorClass<E[keyof E]>;
  }

  @ObjectType(name, { implements: UserError, description })
  class PayloadErrorType extends UserError {
    @Field(() => codes, { description: 'Machine-readable reason.' })
    code: E[keyof E];
  }
  return PayloadErrorType as PayloadErrorClass<E[keyof E]>;
}

/** Builds one payload error value. */
export function userError<C extends string>(code: C, message: string, field: string | null = null): PayloadErrorOf<C> {
  return { code, message, field };
}

/** The payload error for a spent rate-limit budget (types declared with `{ retryAfter: true }`): the wait in words and in seconds. */
export function tooManyRequests<C extends string>(code: C, blocked: Blocked): PayloadErrorOf<C> {
  const minutes = Math.ceil(blocked.retryAfterSeconds / 60);
  const wait = blocked.retryAfterSeconds < 60 ? 'in a minute' : `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return { ...userError(code, `Too many attempts. Try again ${wait}.`), retryAfterSeconds: blocked.retryAfterSeconds };
}

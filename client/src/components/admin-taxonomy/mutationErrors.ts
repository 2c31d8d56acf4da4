/**
 * Running an admin mutation and turning whatever went wrong into FormErrors.
 *
 * The server's payload messages are written for the person at the screen and
 * name the thing at fault ("The category still holds 3 media items: …"), so
 * they are shown as they are. (lib/errors' `fromPayload` would swap in its own
 * words by code, and its NOT_FOUND words are about sessions.)
 */
import { type FormError, toFormErrors } from '../../lib/errors';

export interface PayloadError {
  code: string;
  field?: string | null;
  message: string;
}

/** A payload's errors as FormErrors; `input.parentId` → `parentId`. */
function payloadFormErrors(errors: readonly PayloadError[]): FormError[] {
  return errors.map((e) => ({
    code: e.code,
    field: e.field ? (e.field.split('.').at(-1) ?? e.field) : null,
    message: e.message,
  }));
}

/**
 * Runs `call` and returns what went wrong: the payload's errors (picked by
 * `errorsOf`), or the GraphQL/transport error as FormErrors; [] on success.
 */
export async function attempt<T>(
  call: () => Promise<T>,
  errorsOf: (result: T) => readonly PayloadError[] | undefined,
): Promise<FormError[]> {
  try {
    const result = await call();
    const errors = errorsOf(result);
    if (errors === undefined) return toFormErrors(new Error('The server sent no answer.'));
    return payloadFormErrors(errors);
  } catch (error) {
    return toFormErrors(error);
  }
}

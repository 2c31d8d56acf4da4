/**
 * Bundle mutation errors as form errors. The server's messages are written
 * for admins and carry the specifics (which item is unknown, why a bundle
 * cannot be published), so they are shown as they are; input paths map to
 * the form's own field names.
 */
import { type FormError, toFormErrors } from '../../lib/errors';

/** Server input field → form field. */
const FIELD_OF: Record<string, string> = { priceCents: 'price', mediaIds: 'items', coverMediaId: 'items' };

const formField = (path: string | null | undefined): string | null => {
  if (!path) return null;
  // `input.mediaIds.3` → mediaIds (validation errors name the path inside `input`).
  const name = path.replace(/^input\./, '').split('.')[0] ?? path;
  return FIELD_OF[name] ?? name;
};

export function payloadErrors(
  errors: readonly { field?: string | null; message: string; code: string }[],
): FormError[] {
  return errors.map((e) => ({ code: e.code, field: formField(e.field), message: e.message }));
}

/** A failed call (GraphQL or network error) as form errors; validation errors keep their field. */
export function callErrors(error: unknown): FormError[] {
  return toFormErrors(error).map((e) => ({ ...e, field: formField(e.field) }));
}

/**
 * The error state of a form: messages beside its fields (`fieldErrors`) and
 * above it (`formErrors`). Showing errors moves the focus to the first field
 * in error, in the order of `fields`, that has an element (`inputRef(field)`).
 * A form calls `clearFieldError(field)` when that field changes, so no stale
 * message stays beside a value that may now be right.
 */
import { type RefCallback, useRef, useState } from 'react';
import { type FormError, splitFormErrors } from './errors';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function useFormErrors<F extends string>(
  fields: readonly F[],
  initialFormErrors: string[] | (() => string[]) = [],
) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<F>>({});
  const [formErrors, setFormErrors] = useState<string[]>(initialFormErrors);
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const refCallbacks = useRef(new Map<F, RefCallback<HTMLElement>>());

  /** A stable ref for the field's input: the element to focus when the field is in error. */
  function inputRef(field: F): RefCallback<HTMLElement> {
    let ref = refCallbacks.current.get(field);
    if (!ref) {
      ref = (element) => {
        elements.current[field] = element;
      };
      refCallbacks.current.set(field, ref);
    }
    return ref;
  }

  /** Replaces the errors shown (`{}, []` clears them) and focuses the first field in error. */
  function showErrors(errors: FieldErrors<F>, messages: string[]) {
    setFieldErrors(errors);
    setFormErrors(messages);
    const first = fields.find((f) => errors[f]);
    if (first) elements.current[first]?.focus();
  }

  /** A failed call's errors: beside the fields of this form they name, the rest above it. */
  function showErrorList(errors: readonly FormError[]) {
    const split = splitFormErrors(errors, fields);
    showErrors(split.fieldErrors, split.formErrors);
  }

  /** The field changed: its error no longer describes what it holds, so it goes (the rest stay). */
  function clearFieldError(field: F) {
    setFieldErrors((current) => {
      if (current[field] === undefined) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as FieldErrors<F>;
    });
  }

  return { fieldErrors, formErrors, inputRef, showErrors, showErrorList, clearFieldError };
}

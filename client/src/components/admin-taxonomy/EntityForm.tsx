/**
 * The one create/edit form of the taxonomy screens, described by its fields:
 * categories, tags and platforms differ only in which fields they have. It
 * checks what it can before sending (required, length, whole numbers, slug
 * shape), then shows the server's errors beside their fields or above the
 * form. Escape cancels an edit.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { FormError } from '../../lib/errors';
import { type FieldErrors, useFormErrors } from '../../lib/useFormErrors';
import { FormAlerts } from '../FormAlerts';
import { SubmitButton } from '../SubmitButton';

export interface FieldSpec<F extends string> {
  name: F;
  label: string;
  type?: 'text' | 'number' | 'textarea' | 'select';
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** Lowest accepted whole number (type `number`). */
  min?: number;
  /** The shape a non-empty value must have, and what to say when it has not. */
  pattern?: { regex: RegExp; message: string };
  options?: readonly { value: string; label: string }[];
}

export type FormValues<F extends string> = Record<F, string>;

/** URL segments: lowercase letters, digits and single hyphens between them (the server's rule). */
export const SLUG_PATTERN = {
  regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  message: 'Use lowercase letters, digits and single hyphens between them, e.g. "light-leaks".',
};

function localErrors<F extends string>(fields: readonly FieldSpec<F>[], values: FormValues<F>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const f of fields) {
    const value = values[f.name].trim();
    if (!value) {
      if (f.required) errors[f.name] = `Enter the ${f.label.toLowerCase()}.`;
    } else if (f.maxLength && value.length > f.maxLength) {
      errors[f.name] = `Use at most ${f.maxLength} characters.`;
    } else if (f.type === 'number' && (!/^\d+$/.test(value) || Number(value) < (f.min ?? 0))) {
      errors[f.name] = `Enter a whole number of at least ${f.min ?? 0}.`;
    } else if (f.pattern && !f.pattern.regex.test(value)) {
      errors[f.name] = f.pattern.message;
    }
  }
  return errors;
}

export function EntityForm<F extends string>({
  label,
  fields,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  resetOnSuccess = false,
  focusOnMount = false,
}: {
  /** The form's accessible name, e.g. "New tag" or "Edit “Glitch”". */
  label: string;
  fields: readonly FieldSpec<F>[];
  initial: FormValues<F>;
  submitLabel: string;
  /** Sends the (trimmed) values; resolves to what went wrong, [] on success. */
  onSubmit: (values: FormValues<F>) => Promise<FormError[]>;
  onCancel?: () => void;
  /** Start over after a success (the create forms). */
  resetOnSuccess?: boolean;
  /** Focus the first field when the form appears (an edit form that replaced its row). */
  focusOnMount?: boolean;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnMount) form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [focusOnMount]);
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(fields.map((f) => f.name));

  /**
   * A select's value, among its current options: when the option chosen is no
   * longer offered (the category tree was fetched again after a refused move),
   * the value it started with, else the first option — what the select shows.
   */
  function currentValue(f: FieldSpec<F>): string {
    const value = values[f.name];
    if (f.type !== 'select' || !f.options) return value;
    const offered = (v: string) => f.options?.some((o) => o.value === v);
    if (offered(value)) return value;
    return offered(initial[f.name]) ? initial[f.name] : (f.options[0]?.value ?? '');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const current = Object.fromEntries(fields.map((f) => [f.name, currentValue(f).trim()])) as FormValues<F>;
    const local = localErrors(fields, current);
    if (Object.keys(local).length > 0) return showErrors(local, []);
    setBusy(true);
    const errors = await onSubmit(current);
    setBusy(false);
    if (errors.length > 0) return showErrorList(errors);
    showErrors({}, []);
    if (resetOnSuccess) setValues(initial);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form ref={form} className="entity-form" noValidate aria-label={label} onSubmit={submit} onKeyDown={onKeyDown}>
      <FormAlerts messages={formErrors} />
      <div className="entity-form__fields">
        {fields.map((f) => {
          const fieldId = `${id}-${f.name}`;
          const error = fieldErrors[f.name];
          const describedBy = [error && `${fieldId}-error`, f.hint && `${fieldId}-hint`].filter(Boolean).join(' ');
          const common = {
            id: fieldId,
            name: f.name,
            value: currentValue(f),
            required: f.required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [f.name]: e.target.value })),
          };
          return (
            <div
              key={f.name}
              className={`field entity-form__field entity-form__field--${f.type ?? 'text'}${error ? ' field--invalid' : ''}`}
            >
              <label className="field__label" htmlFor={fieldId}>
                {f.label}
                {!f.required && f.type !== 'select' && <span className="entity-form__optional"> (optional)</span>}
              </label>
              {f.type === 'textarea' ? (
                <textarea {...common} ref={inputRef(f.name)} className="field__input field__textarea" />
              ) : f.type === 'select' ? (
                <select {...common} ref={inputRef(f.name)} className="field__input">
                  {(f.options ?? []).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  ref={inputRef(f.name)}
                  className="field__input"
                  type="text"
                  inputMode={f.type === 'number' ? 'numeric' : undefined}
                  autoComplete="off"
                  maxLength={f.maxLength}
                />
              )}
              {error && (
                <p className="field__error" id={`${fieldId}-error`}>
                  {error}
                </p>
              )}
              {f.hint && (
                <p className="field__hint" id={`${fieldId}-hint`}>
                  {f.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div className="button-row">
        <SubmitButton busy={busy} className="button button--primary">
          {submitLabel}
        </SubmitButton>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

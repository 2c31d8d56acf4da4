import type { ButtonHTMLAttributes } from 'react';

/** A form's submit button: disabled, with a spinner before its label, while `busy`. */
export function SubmitButton({
  busy,
  disabled,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { busy: boolean }) {
  return (
    <button {...button} type="submit" disabled={busy || disabled}>
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}

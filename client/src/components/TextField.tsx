import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { CharacterCount, countShown } from './CharacterCount';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/**
 * A labelled input with an optional hint and an error shown beside it (and
 * announced with it). With `maxLength` and a text `value`, it counts the
 * characters once most of the limit is used (CharacterCount).
 */
export function TextField({
  label,
  hint,
  error,
  inputRef,
  ...input
}: InputProps & { label: string; hint?: string; error?: string; inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const length = typeof input.value === 'string' ? input.value.length : undefined;
  const counted = input.maxLength !== undefined && length !== undefined;
  const describedBy =
    [
      error ? errorId : null,
      hint ? hintId : null,
      counted && countShown(length, input.maxLength as number) ? countId : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {counted && <CharacterCount id={countId} length={length} max={input.maxLength as number} />}
    </div>
  );
}

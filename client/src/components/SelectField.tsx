import { type Ref, type SelectHTMLAttributes, useId } from 'react';

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'children' | 'value' | 'onChange'
>;

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

/**
 * A labelled select with an optional error shown beside it (and announced with it): TextField's twin for
 * a choice among known values. `onChange` hands back the option's own value, typed, not the DOM string.
 */
export function SelectField<V extends string | number>({
  label,
  options,
  value,
  onChange,
  error,
  selectRef,
  ...select
}: SelectProps & {
  label: string;
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  error?: string;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        {...select}
        ref={selectRef}
        id={id}
        className="field__input"
        value={value}
        // The DOM gives a string; hand back the option it names, so numbers stay numbers.
        onChange={(e) => onChange(options[e.target.selectedIndex]?.value ?? value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Options from a label map (enum value → words), in the map's order. */
export function optionsOf<V extends string>(labels: Record<V, string>): SelectOption<V>[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, label: labels[value] }));
}

/**
 * "Defaults applied to all": values that prefill the form of every file that
 * finishes uploading, and a button that copies them into the forms already
 * there (their title, description and kind details stay).
 */
import { useState } from 'react';
import type { MediaKind } from '../../graphql/generated/graphql';
import type { Choices } from './choices';
import { DefaultFields } from './DefaultFields';
import type { DefaultValues } from './metadata';

export function DefaultsPanel({
  kind,
  values,
  onChange,
  choices,
  formCount,
  onApplyToAll,
}: {
  kind: MediaKind;
  values: DefaultValues;
  onChange: (patch: Partial<DefaultValues>) => void;
  choices: Choices;
  /** Files whose details form is showing. */
  formCount: number;
  onApplyToAll: () => void;
}) {
  const [applied, setApplied] = useState<number | null>(null);
  return (
    <section className="panel upload-defaults" aria-labelledby="upload-defaults-title">
      <h2 id="upload-defaults-title">Defaults for every file</h2>
      <p className="panel__lead">
        Each file’s details start with these values once it has uploaded. Change any file on its own below.
      </p>
      <div className="upload-grid">
        <DefaultFields
          kind={kind}
          values={values}
          onChange={(patch) => {
            setApplied(null);
            onChange(patch);
          }}
          choices={choices}
        />
      </div>
      {formCount > 0 && (
        <div className="button-row upload-defaults__apply">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              onApplyToAll();
              setApplied(formCount);
            }}
          >
            Apply to all files
          </button>
          <p className="field__hint" role="status">
            {applied === null
              ? `Copies these values into the ${formCount === 1 ? 'form' : `${formCount} forms`} below; save each file afterwards.`
              : `Applied to ${applied === 1 ? '1 file' : `${applied} files`}. Save each file to keep the change.`}
          </p>
        </div>
      )}
    </section>
  );
}

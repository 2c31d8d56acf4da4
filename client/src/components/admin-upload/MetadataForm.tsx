/**
 * The details of one uploaded file. Save = updateMedia; "Save and submit for
 * review" = updateMedia, then submitMedia. Submitting needs processing READY
 * and a category: when the server answers NOT_READY the details stay saved as
 * a draft, and the admin can have it submitted by itself once processing
 * finishes (while this page is open) or submit later from its page.
 */
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  type MediaKind,
  type MediaStatus,
  type ProcessingState,
  UploadSaveMediaDocument,
  UploadSubmitMediaDocument,
} from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { useFormErrors } from '../../lib/useFormErrors';
import { editorPath } from '../admin-media/kinds';
import { CharacterCount, countShown } from '../CharacterCount';
import { FormAlerts } from '../FormAlerts';
import { TextField } from '../TextField';
import type { Choices } from './choices';
import { DefaultFields } from './DefaultFields';
import { checkValues, FORM_FIELDS, LIMITS, type MetadataValues, toUpdateInput } from './metadata';

type Intent = 'save' | 'submit';

export function MetadataForm({
  kind,
  mediaId,
  fileName,
  serverTitle,
  status,
  processing,
  choices,
  values,
  dirty,
  onChange,
  onSaved,
  registerSave,
}: {
  kind: MediaKind;
  mediaId: string;
  fileName: string;
  /** The item's title as the server has it (derived from the file name until saved). */
  serverTitle: string;
  status: MediaStatus;
  processing: ProcessingState;
  choices: Choices;
  values: MetadataValues;
  /** Changed since the last save. */
  dirty: boolean;
  onChange: (patch: Partial<MetadataValues>) => void;
  onSaved: () => void;
  /** Lets the screen's "Save all" run this form's save; returns the unregister function. */
  registerSave: (save: () => Promise<boolean>) => () => void;
}) {
  const id = useId();
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FORM_FIELDS);
  const [saveMedia, { loading: saving }] = useMutation(UploadSaveMediaDocument);
  const [submitMedia, { loading: submitting }] = useMutation(UploadSubmitMediaDocument);
  const [done, setDone] = useState<string | null>(null);
  const [notReady, setNotReady] = useState<string | null>(null);
  const [submitWhenReady, setSubmitWhenReady] = useState(false);
  const busy = saving || submitting;
  const canSubmit = status === 'DRAFT' || status === 'REJECTED';

  async function save(): Promise<boolean> {
    setDone(null);
    const problems = checkValues(kind, values, serverTitle);
    if (Object.keys(problems).length > 0) {
      showErrors(problems, []);
      return false;
    }
    try {
      const { data } = await saveMedia({ variables: { input: toUpdateInput(mediaId, kind, values, serverTitle) } });
      const errors = data?.updateMedia.errors ?? [];
      if (errors.length > 0) {
        showErrorList(fromPayload(errors));
        return false;
      }
    } catch (e) {
      showErrorList(toFormErrors(e));
      return false;
    }
    showErrors({}, []);
    onSaved();
    return true;
  }

  async function submit() {
    setNotReady(null);
    try {
      const { data } = await submitMedia({ variables: { id: mediaId } });
      const errors = data?.submitMedia.errors ?? [];
      const notReadyError = errors.find((e) => e.code === 'NOT_READY');
      if (notReadyError) {
        setNotReady(notReadyError.message);
        return;
      }
      if (errors.length > 0) {
        showErrorList(fromPayload(errors));
        return;
      }
      setSubmitWhenReady(false);
      setDone('Saved and submitted for review.');
    } catch (e) {
      showErrorList(toFormErrors(e));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const intent: Intent = submitter?.value === 'submit' ? 'submit' : 'save';
    if (intent === 'submit' && !values.categoryId) {
      showErrors({ categoryId: 'Choose a category: an item needs one to be submitted for review.' }, []);
      return;
    }
    if (!(await save())) return;
    if (intent === 'submit') await submit();
    else setDone('Saved as a draft.');
  }

  // "Save all" on the screen runs the latest save of this form (its values change with every keystroke).
  const latestSave = useRef(save);
  useLayoutEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => registerSave(() => latestSave.current()), [registerSave]);

  // "Submit when processing finishes": the screen polls the item, so this runs when the state turns.
  const submitNow = useEffectEvent(() => void submit());
  useEffect(() => {
    if (!submitWhenReady) return;
    if (processing === 'READY') {
      setSubmitWhenReady(false);
      submitNow();
    } else if (processing === 'FAILED') {
      setSubmitWhenReady(false);
    }
  }, [submitWhenReady, processing]);

  return (
    <form
      className="form upload-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Details of ${fileName}`}
    >
      <FormAlerts messages={formErrors} />
      <div className="upload-grid">
        <TextField
          label="Title"
          required
          maxLength={LIMITS.title}
          value={values.title ?? serverTitle}
          onChange={(event) => onChange({ title: event.target.value })}
          error={fieldErrors.title}
          inputRef={inputRef('title')}
        />
        <div className={fieldErrors.description ? 'field field--invalid upload-grid__wide' : 'field upload-grid__wide'}>
          <label className="field__label" htmlFor={`${id}-description`}>
            Description
          </label>
          <textarea
            ref={inputRef('description')}
            id={`${id}-description`}
            className="field__input field__textarea"
            maxLength={LIMITS.description}
            value={values.description}
            onChange={(event) => onChange({ description: event.target.value })}
            aria-invalid={fieldErrors.description ? true : undefined}
            aria-describedby={
              [
                fieldErrors.description ? `${id}-description-error` : '',
                countShown(values.description.length, LIMITS.description) ? `${id}-description-count` : '',
              ]
                .join(' ')
                .trim() || undefined
            }
          />
          {fieldErrors.description && (
            <p className="field__error" id={`${id}-description-error`}>
              {fieldErrors.description}
            </p>
          )}
          <CharacterCount id={`${id}-description-count`} length={values.description.length} max={LIMITS.description} />
        </div>
        <DefaultFields
          kind={kind}
          values={values}
          onChange={onChange}
          choices={choices}
          errors={fieldErrors}
          fieldRef={inputRef}
        />
        {kind === 'AUDIO' && (
          <>
            <TextField
              label="BPM"
              hint="Tempo, 20–400; leave empty when unknown."
              inputMode="numeric"
              autoComplete="off"
              value={values.bpm}
              onChange={(event) => onChange({ bpm: event.target.value })}
              error={fieldErrors.bpm}
              inputRef={inputRef('bpm')}
            />
            <TextField
              label="Key"
              hint="For example C, F#m or Bb major."
              autoComplete="off"
              maxLength={LIMITS.musicalKey}
              value={values.musicalKey}
              onChange={(event) => onChange({ musicalKey: event.target.value })}
              error={fieldErrors.musicalKey}
              inputRef={inputRef('musicalKey')}
            />
            <fieldset className="fieldset upload-fieldset">
              <legend>Kind of audio</legend>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={values.isLoop}
                  onChange={(event) => onChange({ isLoop: event.target.checked })}
                />
                <span>
                  Loop<span className="checkbox__hint">It repeats seamlessly.</span>
                </span>
              </label>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={values.isSoundEffect}
                  onChange={(event) => onChange({ isSoundEffect: event.target.checked })}
                />
                <span>
                  Sound effect<span className="checkbox__hint">Rather than music.</span>
                </span>
              </label>
            </fieldset>
          </>
        )}
      </div>

      {notReady && (
        <div className="notice upload-not-ready" role="alert">
          <p>
            <strong>Not ready for review yet.</strong> {notReady}
          </p>
          <p>The details are saved as a draft.</p>
          {processing === 'PENDING' || processing === 'PROCESSING' ? (
            submitWhenReady ? (
              <p>
                It will be submitted as soon as processing finishes, while this page stays open.{' '}
                <button type="button" className="button button--ghost" onClick={() => setSubmitWhenReady(false)}>
                  Don’t submit it automatically
                </button>
              </p>
            ) : (
              <div className="button-row">
                <button type="button" className="button button--secondary" onClick={() => setSubmitWhenReady(true)}>
                  Submit when processing finishes
                </button>
              </div>
            )
          ) : null}
          <p>
            Or submit it later from <Link to={editorPath(kind, mediaId)}>its page</Link>.
          </p>
        </div>
      )}
      {done && (
        <p className="notice notice--success" role="status">
          {done}
        </p>
      )}

      <div className="button-row upload-form__actions">
        <button type="submit" name="intent" value="save" className="button button--secondary" disabled={busy}>
          {saving && !submitting && <span className="spinner spinner--small" aria-hidden="true" />}
          Save
        </button>
        {canSubmit && (
          <button type="submit" name="intent" value="submit" className="button button--primary" disabled={busy}>
            {submitting && <span className="spinner spinner--small" aria-hidden="true" />}
            Save and submit for review
          </button>
        )}
        <span className="upload-form__state">
          {dirty ? 'Unsaved changes' : status === 'PENDING_REVIEW' ? 'Waiting for review' : null}
        </span>
      </div>
      {canSubmit && processing !== 'READY' && (
        <p className="field__hint">
          Saving works now; submitting for review needs processing to have finished and a category.
        </p>
      )}
    </form>
  );
}

/**
 * Sending an item back: a reason from the server's list, in words, and a note
 * for the uploader (required: it is what they act on). Opens with the focus on
 * the reason; Escape or Cancel closes it.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { RejectionReason } from '../../graphql/generated/graphql';
import type { FormError } from '../../lib/errors';
import { type FieldErrors, useFormErrors } from '../../lib/useFormErrors';
import { REJECTION_LABELS, REJECTION_REASONS } from '../admin-media/format';
import { CharacterCount, countShown } from '../CharacterCount';
import { FormAlerts } from '../FormAlerts';
import { SubmitButton } from '../SubmitButton';

const MAX_NOTE = 2000;

/** What each reason means, so the choice is easy to make and the uploader's notice is clear. */
const REASON_HINTS: Record<RejectionReason, string> = {
  QUALITY: 'not up to the catalogue’s standard',
  TECHNICAL: 'encoding, artefacts or the wrong format',
  DUPLICATE: 'the catalogue has this already',
  RIGHTS: 'rights or licensing are unclear',
  METADATA: 'title, description, category or tags need work',
};

const FIELDS = ['reason', 'note'] as const;
type Field = (typeof FIELDS)[number];

export function RejectForm({
  title,
  onReject,
  onCancel,
}: {
  title: string;
  /** Sends the rejection; resolves to what went wrong, [] on success. */
  onReject: (reason: RejectionReason, note: string) => Promise<FormError[]>;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<RejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FIELDS);
  const reasonRef = useRef<HTMLSelectElement | null>(null);

  useEffect(() => reasonRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local: FieldErrors<Field> = {};
    if (!reason) local.reason = 'Choose why it is sent back.';
    if (!note.trim()) local.note = 'Write a note for the uploader: what should they change?';
    else if (note.trim().length > MAX_NOTE) local.note = `Use at most ${MAX_NOTE} characters.`;
    if (!reason || local.note) return showErrors(local, []);
    setBusy(true);
    const errors = await onReject(reason, note.trim());
    setBusy(false);
    if (errors.length > 0) showErrorList(errors);
  }

  const describe = (field: Field, hint?: string) =>
    [fieldErrors[field] && `${id}-${field}-error`, hint].filter(Boolean).join(' ') || undefined;

  return (
    <form className="reject-form" noValidate aria-labelledby={`${id}-title`} onSubmit={submit}>
      <h3 id={`${id}-title`}>Reject “{title}”</h3>
      <FormAlerts messages={formErrors} />
      <div className={fieldErrors.reason ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-reason`}>
          Reason
        </label>
        <select
          id={`${id}-reason`}
          name="reason"
          className="field__input"
          value={reason}
          required
          ref={(element) => {
            reasonRef.current = element;
            inputRef('reason')(element);
          }}
          onChange={(e) => setReason(e.target.value as RejectionReason | '')}
          aria-invalid={fieldErrors.reason ? true : undefined}
          aria-describedby={describe('reason')}
        >
          <option value="">Choose a reason</option>
          {REJECTION_REASONS.map((r) => (
            <option key={r} value={r}>
              {REJECTION_LABELS[r]}: {REASON_HINTS[r]}
            </option>
          ))}
        </select>
        {fieldErrors.reason && (
          <p className="field__error" id={`${id}-reason-error`}>
            {fieldErrors.reason}
          </p>
        )}
      </div>
      <div className={fieldErrors.note ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-note`}>
          Note for the uploader
        </label>
        <textarea
          id={`${id}-note`}
          name="note"
          className="field__input field__textarea"
          value={note}
          required
          maxLength={MAX_NOTE}
          ref={inputRef('note')}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={fieldErrors.note ? true : undefined}
          aria-describedby={describe(
            'note',
            countShown(note.length, MAX_NOTE) ? `${id}-note-hint ${id}-note-count` : `${id}-note-hint`,
          )}
        />
        {fieldErrors.note && (
          <p className="field__error" id={`${id}-note-error`}>
            {fieldErrors.note}
          </p>
        )}
        <p className="field__hint" id={`${id}-note-hint`}>
          Required. Sent with the reason to the uploader, who edits and submits again.
        </p>
        <CharacterCount id={`${id}-note-count`} length={note.length} max={MAX_NOTE} />
      </div>
      <div className="button-row">
        <SubmitButton busy={busy} className="button button--danger">
          Reject and send back
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

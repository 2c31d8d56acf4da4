/** The bar over selected accounts: pick an action, confirm it, see what happened to each. */
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import {
  BulkUpdateUsersDocument,
  type BulkUpdateUsersMutation,
  type BulkUserAction,
} from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';
import { ConfirmDialog } from '../ConfirmDialog';

const ACTIONS: { value: BulkUserAction; label: string; verb: string }[] = [
  { value: 'DISABLE', label: 'Disable', verb: 'Disable' },
  { value: 'ENABLE', label: 'Enable', verb: 'Enable' },
  { value: 'MAKE_ADMIN', label: 'Make admin', verb: 'Make admin' },
  { value: 'MAKE_MEMBER', label: 'Make member', verb: 'Make member' },
  { value: 'NOTIFY', label: 'Send a notification', verb: 'Send' },
];

export type BulkOutcome = BulkUpdateUsersMutation['bulkUpdateUsers'];

export function UserBulkActions({
  selected,
  onClear,
  onDone,
}: {
  selected: { id: string; email: string }[];
  onClear: () => void;
  onDone: (outcome: BulkOutcome) => void;
}) {
  const id = useId();
  const [action, setAction] = useState<BulkUserAction>('DISABLE');
  const [reason, setReason] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [run] = useMutation(BulkUpdateUsersDocument);
  const chosen = ACTIONS.find((a) => a.value === action) ?? ACTIONS[0];
  const count = `${selected.length} account${selected.length === 1 ? '' : 's'}`;

  return (
    <section className="am-bulkbar" aria-label="Bulk actions">
      <p className="am-bulkbar__count">{count} selected</p>
      <div className="am-bulkbar__actions">
        <label className="visually-hidden" htmlFor={`${id}-action`}>
          Action
        </label>
        <select
          id={`${id}-action`}
          className="field__input"
          value={action}
          onChange={(e) => setAction(e.target.value as BulkUserAction)}
        >
          {ACTIONS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
        {action === 'DISABLE' && (
          <input
            className="field__input"
            aria-label="Reason (shown to admins)"
            placeholder="Reason (optional)"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
        {action === 'NOTIFY' && (
          <>
            <input
              className="field__input"
              aria-label="Notification title"
              placeholder="Title"
              maxLength={120}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
            <input
              className="field__input"
              aria-label="Notification text"
              placeholder="Text (optional)"
              maxLength={1000}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          </>
        )}
        <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>
          {chosen?.verb}…
        </button>
        <button type="button" className="button button--ghost" onClick={onClear}>
          Clear selection
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={`${chosen?.label} — ${count}?`}
          confirmLabel={`${chosen?.verb} ${count}`}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            try {
              const result = await run({
                variables: {
                  input: {
                    ids: selected.map((s) => s.id),
                    action,
                    reason: action === 'DISABLE' ? reason : null,
                    notification: action === 'NOTIFY' ? { title, body } : null,
                  },
                },
              });
              const outcome = result.data?.bulkUpdateUsers;
              if (!outcome) return ['No answer from the server.'];
              if (outcome.errors.length) return outcome.errors;
              onDone(outcome);
              return [];
            } catch (err) {
              return toFormErrors(err);
            }
          }}
        >
          <p>
            Each account is changed on its own: one that cannot be changed (your own, the last admin) is reported and
            the others still are.
          </p>
          <ul className="am-summary__list">
            {selected.slice(0, 5).map((s) => (
              <li key={s.id}>{s.email}</li>
            ))}
            {selected.length > 5 && <li>and {selected.length - 5} more</li>}
          </ul>
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * Compose a broadcast: title, text, an in-app link, the audience (with how
 * many members it reaches now), now or a scheduled time, and a preview of the
 * notification as members will see it in their list.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import {
  type BroadcastAudience,
  BroadcastAudienceSizeDocument,
  type BroadcastRowFragment,
  SendBroadcastDocument,
} from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { CharacterCount, countShown } from '../CharacterCount';
import { FormAlerts } from '../FormAlerts';
import { NotificationRow } from '../notifications/NotificationRow';
import { SelectField } from '../SelectField';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { AUDIENCE_LABELS } from './labels';

/** The server's limit on a broadcast's message. */
const MAX_BODY = 2000;
const AUDIENCES = (Object.keys(AUDIENCE_LABELS) as BroadcastAudience[]).map((value) => ({
  value,
  label: AUDIENCE_LABELS[value],
}));

export function BroadcastForm({
  plans,
  onSent,
}: {
  plans: readonly { id: string; name: string }[];
  onSent: (broadcast: BroadcastRowFragment) => void;
}) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [audience, setAudience] = useState<BroadcastAudience>('EVERYONE');
  const [planId, setPlanId] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [alerts, setAlerts] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const chosenPlan = audience === 'PLAN' ? planId || plans[0]?.id || null : null;
  const size = useQuery(BroadcastAudienceSizeDocument, { variables: { audience, planId: chosenPlan } });
  const [send, { loading }] = useMutation(SendBroadcastDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    setAlerts([]);
    setDone('');
    if (when === 'later' && !sendAt) {
      setFieldErrors({ sendAt: 'Pick a date and time.' });
      return;
    }
    try {
      const result = await send({
        variables: {
          input: {
            title,
            body,
            link: link.trim() || null,
            audience,
            planId: chosenPlan,
            sendAt: when === 'later' && sendAt ? new Date(sendAt).toISOString() : null,
          },
        },
      });
      const payload = result.data?.sendBroadcast;
      const errors = fromPayload(payload?.errors ?? []);
      if (errors.length > 0) {
        setFieldErrors(Object.fromEntries(errors.filter((e) => e.field).map((e) => [e.field as string, e.message])));
        setAlerts(errors.filter((e) => !e.field).map((e) => e.message));
        return;
      }
      if (payload?.broadcast) {
        setDone(when === 'later' ? 'Scheduled.' : 'Sending now: the history below fills in as copies are written.');
        setTitle('');
        setBody('');
        setLink('');
        onSent(payload.broadcast);
      }
    } catch (err) {
      setAlerts(toFormErrors(err).map((e) => e.message));
    }
  }

  const reach = size.data?.broadcastAudienceSize;
  return (
    <div className="broadcast-compose">
      <form className="broadcast-compose__form" onSubmit={submit} noValidate>
        <FormAlerts messages={alerts} />
        <TextField
          label="Title"
          value={title}
          maxLength={200}
          required
          onChange={(e) => setTitle(e.target.value)}
          error={fieldErrors.title}
        />
        <div className={fieldErrors.body ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="broadcast-body">
            Message
          </label>
          <textarea
            id="broadcast-body"
            className="field__input"
            rows={4}
            maxLength={MAX_BODY}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={fieldErrors.body ? true : undefined}
            aria-describedby={countShown(body.length, MAX_BODY) ? 'broadcast-body-count' : undefined}
          />
          {fieldErrors.body && <p className="field__error">{fieldErrors.body}</p>}
          <CharacterCount id="broadcast-body-count" length={body.length} max={MAX_BODY} />
        </div>
        <TextField
          label="Link (optional)"
          hint="A page inside Framestock, e.g. /members/pricing"
          value={link}
          maxLength={512}
          onChange={(e) => setLink(e.target.value)}
          error={fieldErrors.link}
        />
        <SelectField label="Audience" options={AUDIENCES} value={audience} onChange={setAudience} />
        {audience === 'PLAN' && (
          <SelectField
            label="Plan"
            options={plans.map((p) => ({ value: p.id, label: p.name }))}
            value={chosenPlan ?? ''}
            onChange={setPlanId}
            error={fieldErrors.planId}
          />
        )}
        <p className="broadcast-compose__reach" aria-live="polite">
          {reach == null
            ? 'Counting the audience…'
            : `Reaches ${reach.toLocaleString()} ${reach === 1 ? 'member' : 'members'} now.`}
        </p>
        <fieldset className="broadcast-compose__when">
          <legend className="field__label">When</legend>
          <label className="check">
            <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} /> Send now
          </label>
          <label className="check">
            <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} /> Schedule
          </label>
        </fieldset>
        {when === 'later' && (
          <TextField
            label="Send at (your local time)"
            type="datetime-local"
            value={sendAt}
            onChange={(e) => setSendAt(e.target.value)}
            error={fieldErrors.sendAt}
          />
        )}
        <SubmitButton busy={loading} className="button button--primary">
          {when === 'later' ? 'Schedule broadcast' : 'Send broadcast'}
        </SubmitButton>
        {done && (
          <p className="broadcast-compose__done" role="status">
            {done}
          </p>
        )}
      </form>
      <section className="broadcast-compose__preview" aria-labelledby="broadcast-preview">
        <h2 id="broadcast-preview">Preview</h2>
        <ul className="notifications-page__list">
          <NotificationRow
            item={{
              id: 'preview',
              type: 'broadcast',
              title: title.trim() || 'Your title',
              body: body.trim(),
              link: link.trim() || null,
              readAt: null,
              createdAt: new Date().toISOString(),
              cursor: '',
            }}
            onOpen={() => undefined}
          />
        </ul>
      </section>
    </div>
  );
}

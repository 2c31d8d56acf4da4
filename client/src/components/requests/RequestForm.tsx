/**
 * The ask form. While the member types a title it shows open requests that
 * sound the same (vote instead of asking twice) and published items that may
 * already be what they need.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  type AssetRequestCardFragment,
  CreateAssetRequestDocument,
  type MediaKind,
  RequestFormCategoriesDocument,
  RequestFormOptionsDocument,
  RequestMatchesDocument,
} from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { useDebounced } from '../../lib/useDebounced';
import { FormAlerts } from '../FormAlerts';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { VoteButton } from './RequestCard';
import { itemPath, KIND_LABELS } from './words';

const KINDS: MediaKind[] = ['ASSET', 'IMAGE', 'AUDIO'];

export function RequestForm({
  initialTitle,
  onCreated,
}: {
  initialTitle: string;
  onCreated: (request: AssetRequestCardFragment) => void;
}) {
  const [title, setTitle] = useState(initialTitle);
  const [kind, setKind] = useState<MediaKind>('ASSET');
  const [platforms, setPlatforms] = useState<string[]>([]);
  const [categoryId, setCategoryId] = useState('');
  const [description, setDescription] = useState('');
  const [referenceUrl, setReferenceUrl] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [alerts, setAlerts] = useState<string[]>([]);
  const options = useQuery(RequestFormOptionsDocument);
  const categories = useQuery(RequestFormCategoriesDocument, { variables: { kind } });
  const typed = useDebounced(title.trim(), 300);
  const matches = useQuery(RequestMatchesDocument, { variables: { title: typed }, skip: typed.length < 3 });
  const [create, { loading }] = useMutation(CreateAssetRequestDocument, { refetchQueries: ['RequestBoard'] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    setAlerts([]);
    try {
      const result = await create({
        variables: {
          input: {
            title,
            kind,
            platforms,
            description,
            categoryId: categoryId || null,
            referenceUrl: referenceUrl.trim() || null,
          },
        },
      });
      const payload = result.data?.createAssetRequest;
      const errors = fromPayload(payload?.errors ?? []);
      if (errors.length > 0) {
        setFieldErrors(Object.fromEntries(errors.filter((e) => e.field).map((e) => [e.field as string, e.message])));
        setAlerts(errors.filter((e) => !e.field).map((e) => e.message));
        return;
      }
      if (payload?.request) {
        setTitle('');
        setDescription('');
        setReferenceUrl('');
        setPlatforms([]);
        onCreated(payload.request);
      }
    } catch (err) {
      setAlerts(toFormErrors(err).map((e) => e.message));
    }
  }

  const similar = typed.length >= 3 ? (matches.data?.similarAssetRequests ?? []) : [];
  const existing = typed.length >= 3 ? (matches.data?.search.edges.map((e) => e.node) ?? []) : [];

  return (
    <form className="panel request-form" onSubmit={submit} noValidate>
      <h2 className="request-form__heading">Ask for an asset</h2>
      <FormAlerts messages={alerts} />
      <TextField
        label="What do you need?"
        name="title"
        value={title}
        maxLength={120}
        required
        autoComplete="off"
        onChange={(e) => setTitle(e.target.value)}
        error={fieldErrors.title}
        hint="A short title, e.g. “Glitch transitions for CapCut”."
      />
      {(similar.length > 0 || existing.length > 0) && (
        <div className="request-form__matches" aria-live="polite">
          {similar.length > 0 && (
            <>
              <p className="request-form__matches-title">Already asked — vote instead:</p>
              <ul className="request-form__similar">
                {similar.map((r) => (
                  <li key={r.id}>
                    <VoteButton request={r} />
                    <span>{r.title}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {existing.length > 0 && (
            <>
              <p className="request-form__matches-title">Maybe it is already here:</p>
              <ul className="request-form__existing">
                {existing.map((item) => (
                  <li key={item.id}>
                    <Link to={itemPath(item)}>{item.title}</Link> <span>({KIND_LABELS[item.kind]})</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <div className="request-form__row">
        <div className="field">
          <label className="field__label" htmlFor="request-kind">
            Kind
          </label>
          <select
            id="request-kind"
            className="field__input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as MediaKind);
              setCategoryId('');
            }}
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldErrors.categoryId ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor="request-category">
            Category (optional)
          </label>
          <select
            id="request-category"
            className="field__input"
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
          >
            <option value="">Any</option>
            {categories.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {fieldErrors.categoryId && <p className="field__error">{fieldErrors.categoryId}</p>}
        </div>
      </div>
      {kind === 'ASSET' && (options.data?.platforms.length ?? 0) > 0 && (
        <fieldset className="request-form__platforms">
          <legend className="field__label">Works in (optional)</legend>
          {options.data?.platforms.map((p) => (
            <label key={p.id} className="check">
              <input
                type="checkbox"
                checked={platforms.includes(p.slug)}
                onChange={(e) =>
                  setPlatforms(e.target.checked ? [...platforms, p.slug] : platforms.filter((s) => s !== p.slug))
                }
              />
              {p.name}
            </label>
          ))}
          {fieldErrors.platforms && <p className="field__error">{fieldErrors.platforms}</p>}
        </fieldset>
      )}
      <div className={fieldErrors.description ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor="request-description">
          Details (optional)
        </label>
        <textarea
          id="request-description"
          className="field__input"
          rows={4}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        {fieldErrors.description && <p className="field__error">{fieldErrors.description}</p>}
      </div>
      <TextField
        label="Reference link (optional)"
        name="referenceUrl"
        type="url"
        inputMode="url"
        value={referenceUrl}
        maxLength={500}
        placeholder="https://"
        onChange={(e) => setReferenceUrl(e.target.value)}
        error={fieldErrors.referenceUrl}
      />
      <SubmitButton busy={loading} className="button button--primary">
        Send request
      </SubmitButton>
    </form>
  );
}

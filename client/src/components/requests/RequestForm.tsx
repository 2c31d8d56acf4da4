/**
 * The ask form. While the member types a title it shows open requests that
 * sound the same (vote instead of asking twice) and published items that may
 * already be what they need.
 *
 * What is typed is kept as a draft (lib/useFormDraft) until it is sent or
 * discarded, so a session that ends before "Send request" (signed out on
 * another device, expired) costs nothing: after signing in again the form
 * comes back filled. A draft started from a `?title=` prefill is restored only
 * when the page opens with that same prefill or none; another search's
 * "Request this asset" link starts from its own title.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
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
import { useFormDraft } from '../../lib/useFormDraft';
import { useFormErrors } from '../../lib/useFormErrors';
import { CharacterCount, countShown } from '../CharacterCount';
import { FormAlerts } from '../FormAlerts';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { VoteButton } from './RequestCard';
import { itemPath, KIND_LABELS } from './words';

const KINDS: MediaKind[] = ['ASSET', 'IMAGE', 'AUDIO'];
/** The server's limit on a request's details (request-rules.ts). */
const MAX_DESCRIPTION = 2000;
const FIELDS = ['title', 'categoryId', 'platforms', 'description', 'referenceUrl'] as const;

/** The draft's sessionStorage name (per user, see useFormDraft). */
export const REQUEST_DRAFT_FORM = 'request-asset';

interface RequestDraft {
  /** The `?title=` the form opened with when the draft was started ('' for none). */
  prefill: string;
  title: string;
  kind: MediaKind;
  platforms: string[];
  categoryId: string;
  description: string;
  referenceUrl: string;
}

const EMPTY: Omit<RequestDraft, 'prefill'> = {
  title: '',
  kind: 'ASSET',
  platforms: [],
  categoryId: '',
  description: '',
  referenceUrl: '',
};

/** A stored draft, if it has the shape this version of the form writes. */
function parseDraft(raw: unknown): RequestDraft | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const d = raw as Record<keyof RequestDraft, unknown>;
  const strings = [d.prefill, d.title, d.categoryId, d.description, d.referenceUrl];
  if (!strings.every((v) => typeof v === 'string')) return null;
  if (!KINDS.includes(d.kind as MediaKind)) return null;
  if (!Array.isArray(d.platforms) || !d.platforms.every((p) => typeof p === 'string')) return null;
  return d as RequestDraft;
}

function isBlank(d: Omit<RequestDraft, 'prefill'>): boolean {
  return (
    !d.title.trim() &&
    !d.description.trim() &&
    !d.referenceUrl.trim() &&
    d.platforms.length === 0 &&
    !d.categoryId &&
    d.kind === EMPTY.kind
  );
}

export function RequestForm({
  initialTitle,
  onCreated,
}: {
  initialTitle: string;
  onCreated: (request: AssetRequestCardFragment) => void;
}) {
  const draft = useFormDraft(REQUEST_DRAFT_FORM, parseDraft);
  // Read once: the draft when the URL's prefill does not say otherwise, else the prefill.
  const [start] = useState(() => {
    const saved = draft.restored;
    if (saved && (!initialTitle || saved.prefill === initialTitle)) return { ...saved, restored: true };
    return { ...EMPTY, prefill: initialTitle, title: initialTitle, restored: false };
  });
  const [title, setTitle] = useState(start.title);
  const [kind, setKind] = useState<MediaKind>(start.kind);
  const [platforms, setPlatforms] = useState<string[]>(start.platforms);
  const [categoryId, setCategoryId] = useState(start.categoryId);
  const [description, setDescription] = useState(start.description);
  const [referenceUrl, setReferenceUrl] = useState(start.referenceUrl);
  // Whether the member has typed anything since the form opened, was sent or was cleared (a bare prefill is no draft).
  const [edited, setEdited] = useState(start.restored);
  const [restoredNote, setRestoredNote] = useState(start.restored);
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList, clearFieldError } = useFormErrors(FIELDS);
  const options = useQuery(RequestFormOptionsDocument);
  const categories = useQuery(RequestFormCategoriesDocument, { variables: { kind } });
  const typed = useDebounced(title.trim(), 300);
  const matches = useQuery(RequestMatchesDocument, { variables: { title: typed }, skip: typed.length < 3 });
  const [create, { loading }] = useMutation(CreateAssetRequestDocument, { refetchQueries: ['RequestBoard'] });

  const { save: saveDraft, discard: discardDraft } = draft;
  const prefill = start.prefill;
  useEffect(() => {
    if (!edited) return;
    const values = { title, kind, platforms, categoryId, description, referenceUrl };
    if (isBlank(values)) discardDraft();
    else saveDraft({ prefill, ...values });
  }, [edited, prefill, title, kind, platforms, categoryId, description, referenceUrl, saveDraft, discardDraft]);

  /** A field changed: it is part of the draft now, and its error no longer applies. */
  function changed(field: (typeof FIELDS)[number]) {
    setEdited(true);
    clearFieldError(field);
  }

  function reset() {
    setTitle('');
    setKind(EMPTY.kind);
    setCategoryId('');
    setDescription('');
    setReferenceUrl('');
    setPlatforms([]);
    setEdited(false);
    setRestoredNote(false);
    discardDraft();
  }

  function discard() {
    reset();
    showErrors({}, []);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    showErrors({}, []);
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
        showErrorList(errors);
        return;
      }
      if (payload?.request) {
        reset();
        onCreated(payload.request);
      }
    } catch (err) {
      showErrorList(toFormErrors(err));
    }
  }

  const similar = typed.length >= 3 ? (matches.data?.similarAssetRequests ?? []) : [];
  const existing = typed.length >= 3 ? (matches.data?.search.edges.map((e) => e.node) ?? []) : [];

  return (
    <form className="panel request-form" onSubmit={submit} noValidate>
      <h2 className="request-form__heading">Ask for an asset</h2>
      {restoredNote && (
        <p className="request-form__restored" role="status">
          We kept the request you had not sent yet.
        </p>
      )}
      <FormAlerts messages={formErrors} />
      <TextField
        label="What do you need?"
        name="title"
        value={title}
        maxLength={120}
        required
        autoComplete="off"
        onChange={(e) => {
          setTitle(e.target.value);
          changed('title');
        }}
        inputRef={inputRef('title')}
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
              changed('categoryId');
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
            ref={inputRef('categoryId')}
            aria-invalid={fieldErrors.categoryId ? true : undefined}
            aria-describedby={fieldErrors.categoryId ? 'request-category-error' : undefined}
            onChange={(e) => {
              setCategoryId(e.target.value);
              changed('categoryId');
            }}
          >
            <option value="">Any</option>
            {categories.data?.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {fieldErrors.categoryId && (
            <p className="field__error" id="request-category-error">
              {fieldErrors.categoryId}
            </p>
          )}
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
                onChange={(e) => {
                  setPlatforms(e.target.checked ? [...platforms, p.slug] : platforms.filter((s) => s !== p.slug));
                  changed('platforms');
                }}
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
          maxLength={MAX_DESCRIPTION}
          value={description}
          ref={inputRef('description')}
          aria-invalid={fieldErrors.description ? true : undefined}
          aria-describedby={
            [
              fieldErrors.description ? 'request-description-error' : '',
              countShown(description.length, MAX_DESCRIPTION) ? 'request-description-count' : '',
            ]
              .join(' ')
              .trim() || undefined
          }
          onChange={(e) => {
            setDescription(e.target.value);
            changed('description');
          }}
        />
        {fieldErrors.description && (
          <p className="field__error" id="request-description-error">
            {fieldErrors.description}
          </p>
        )}
        <CharacterCount id="request-description-count" length={description.length} max={MAX_DESCRIPTION} />
      </div>
      <TextField
        label="Reference link (optional)"
        name="referenceUrl"
        type="url"
        inputMode="url"
        value={referenceUrl}
        maxLength={500}
        placeholder="https://"
        onChange={(e) => {
          setReferenceUrl(e.target.value);
          changed('referenceUrl');
        }}
        inputRef={inputRef('referenceUrl')}
        error={fieldErrors.referenceUrl}
      />
      <div className="request-form__actions">
        <SubmitButton busy={loading} className="button button--primary">
          Send request
        </SubmitButton>
        {edited && (
          <button type="button" className="button button--ghost" onClick={discard} disabled={loading}>
            Discard draft
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * Writing a tip: its details, body, numbered steps (each with a picture),
 * cover, tags and linked catalogue items; Save keeps it as it is (a draft
 * stays a draft), Publish / Unpublish changes who sees it. Markdown fields
 * preview with the server's own renderer.
 */
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type AdminTipFieldsFragment,
  CreateTipDocument,
  DeleteTipDocument,
  SetTipStatusDocument,
  type TipAccess,
  type TipDevice,
  type TipDifficulty,
  UpdateTipDocument,
} from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { useFormErrors } from '../../lib/useFormErrors';
import { MediaPicker } from '../admin-bundles/MediaPicker';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormAlerts } from '../FormAlerts';
import { optionsOf, SelectField, type SelectOption } from '../SelectField';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { DEVICE_LABEL, DIFFICULTY_LABEL } from '../tips/labels';
import { ImageField, type TipImage } from './ImageField';
import { MarkdownField } from './MarkdownField';

const ACCESS_OPTIONS: SelectOption<TipAccess>[] = [
  { value: 'FREE', label: 'Everyone' },
  { value: 'MEMBERS', label: 'Members (visitors see the opening)' },
];

const FIELDS = ['title', 'slug', 'summary', 'body', 'steps', 'coverPath', 'tags', 'capcutVersion', 'mediaIds'] as const;
const MAX_STEPS = 20;
const MAX_MEDIA = 12;

interface StepDraft {
  key: number;
  title: string;
  body: string;
  image: TipImage;
}

let nextKey = 1;

function fromTip(tip: AdminTipFieldsFragment | null) {
  return {
    title: tip?.title ?? '',
    slug: tip?.slug ?? '',
    summary: tip?.summary ?? '',
    body: tip?.body ?? '',
    difficulty: (tip?.difficulty ?? 'BEGINNER') as TipDifficulty,
    device: (tip?.device ?? 'MOBILE') as TipDevice,
    capcutVersion: tip?.capcutVersion ?? '',
    tags: tip?.tags.join(', ') ?? '',
    access: (tip?.access ?? 'FREE') as TipAccess,
    cover: { path: tip?.coverPath ?? null, url: tip?.coverUrl ?? null, alt: tip?.coverAlt ?? '' },
    steps: (tip?.steps ?? []).map<StepDraft>((s) => ({
      key: nextKey++,
      title: s.title,
      body: s.body,
      image: { path: s.imagePath ?? null, url: s.imageUrl, alt: s.imageAlt },
    })),
    media: tip?.media.map((m) => ({ id: m.id, title: m.title })) ?? [],
    // Linked items no longer published are kept (the tip shows published ones only).
    hiddenMediaIds: (tip?.mediaIds ?? []).filter((id) => !tip?.media.some((m) => m.id === id)),
  };
}

export function TipEditor({ tip }: { tip: AdminTipFieldsFragment | null }) {
  const id = useId();
  const navigate = useNavigate();
  const [form, setForm] = useState(() => fromTip(tip));
  const [saved, setSaved] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FIELDS);
  const [create, creating] = useMutation(CreateTipDocument);
  const [update, updating] = useMutation(UpdateTipDocument);
  const [setStatus, publishing] = useMutation(SetTipStatusDocument);
  const [remove] = useMutation(DeleteTipDocument);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setStep = (key: number, change: Partial<StepDraft>) =>
    set(
      'steps',
      form.steps.map((s) => (s.key === key ? { ...s, ...change } : s)),
    );
  const moveStep = (index: number, by: -1 | 1) => {
    const steps = [...form.steps];
    const [step] = steps.splice(index, 1);
    if (step) steps.splice(index + by, 0, step);
    set('steps', steps);
  };

  const content = () => ({
    title: form.title,
    slug: form.slug.trim() || null,
    summary: form.summary,
    body: form.body,
    steps: form.steps.map((s) => ({ title: s.title, body: s.body, imagePath: s.image.path, imageAlt: s.image.alt })),
    coverPath: form.cover.path,
    coverAlt: form.cover.alt,
    difficulty: form.difficulty,
    device: form.device,
    capcutVersion: form.capcutVersion,
    tags: form.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    access: form.access,
    mediaIds: [...form.media.map((m) => m.id), ...form.hiddenMediaIds],
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(null);
    try {
      const result = tip
        ? (await update({ variables: { input: { id: tip.id, content: content() } } })).data?.updateTip
        : (await create({ variables: { input: { content: content() } } })).data?.createTip;
      if (!result) return;
      if (result.errors.length) return showErrorList(fromPayload(result.errors, { 'steps.0': 'steps' }));
      showErrors({}, []);
      setSaved('Saved.');
      if (!tip && result.tip) navigate(`/admin/tips/${result.tip.id}`, { replace: true });
    } catch (err) {
      showErrorList(toFormErrors(err));
    }
  }

  async function togglePublished() {
    if (!tip) return;
    const status = tip.status === 'PUBLISHED' ? 'DRAFT' : 'PUBLISHED';
    try {
      const result = (await setStatus({ variables: { input: { id: tip.id, status } } })).data?.setTipStatus;
      if (result?.errors.length) return showErrorList(fromPayload(result.errors));
      setSaved(
        status === 'PUBLISHED' ? 'Published: readers can see it now.' : 'Back to draft: readers no longer see it.',
      );
    } catch (err) {
      showErrorList(toFormErrors(err));
    }
  }

  /** Runs from the confirm dialog, which shows what went wrong; on success the list takes over. */
  async function deleteTip(): Promise<string[]> {
    if (!tip) return [];
    try {
      const result = (await remove({ variables: { input: { id: tip.id } } })).data?.deleteTip;
      if (result?.errors.length) return result.errors.map((e) => e.message);
      navigate('/admin/tips', { replace: true });
      return [];
    } catch (err) {
      return toFormErrors(err).map((e) => e.message);
    }
  }

  const stepErrors = Object.entries(fieldErrors).filter(([k]) => k === 'steps');
  return (
    <form className="tip-editor" onSubmit={save} noValidate>
      <FormAlerts messages={formErrors} />
      {saved && (
        <p className="notice notice--success" role="status">
          {saved}
        </p>
      )}
      <section className="tip-editor__section" aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>Details</h2>
        <TextField
          label="Title"
          value={form.title}
          maxLength={140}
          onChange={(e) => set('title', e.target.value)}
          error={fieldErrors.title}
          inputRef={inputRef('title')}
        />
        <TextField
          label="Slug"
          hint="The address: /public/capcut-tips/<slug>. Left empty, it is made from the title."
          value={form.slug}
          maxLength={100}
          onChange={(e) => set('slug', e.target.value)}
          error={fieldErrors.slug}
          inputRef={inputRef('slug')}
        />
        <TextField
          label="Summary"
          hint="One or two sentences, shown on cards and in search results."
          value={form.summary}
          maxLength={300}
          onChange={(e) => set('summary', e.target.value)}
          error={fieldErrors.summary}
          inputRef={inputRef('summary')}
        />
        <div className="tip-editor__row">
          <SelectField
            label="Level"
            options={optionsOf(DIFFICULTY_LABEL)}
            value={form.difficulty}
            onChange={(v) => set('difficulty', v)}
          />
          <SelectField
            label="CapCut"
            options={optionsOf(DEVICE_LABEL)}
            value={form.device}
            onChange={(v) => set('device', v)}
          />
          <SelectField
            label="Who can read it in full"
            options={ACCESS_OPTIONS}
            value={form.access}
            onChange={(v) => set('access', v)}
          />
        </div>
        <div className="tip-editor__row">
          <TextField
            label="CapCut version"
            hint="e.g. Mobile 13+ / Desktop 5+"
            value={form.capcutVersion}
            maxLength={60}
            onChange={(e) => set('capcutVersion', e.target.value)}
            error={fieldErrors.capcutVersion}
          />
          <TextField
            label="Tags"
            hint="Separated by commas, at most 10."
            value={form.tags}
            onChange={(e) => set('tags', e.target.value)}
            error={fieldErrors.tags}
            inputRef={inputRef('tags')}
          />
        </div>
        <ImageField label="Cover picture" value={form.cover} onChange={(v) => set('cover', v)} />
        {fieldErrors.coverPath && <p className="field__error">{fieldErrors.coverPath}</p>}
      </section>

      <section className="tip-editor__section" aria-labelledby={`${id}-body`}>
        <h2 id={`${id}-body`}>Body</h2>
        <MarkdownField
          label="Introduction and background"
          value={form.body}
          onChange={(v) => set('body', v)}
          maxLength={20_000}
          rows={10}
          error={fieldErrors.body}
          inputRef={inputRef('body')}
        />
      </section>

      <section className="tip-editor__section" aria-labelledby={`${id}-steps`}>
        <h2 id={`${id}-steps`}>Steps</h2>
        {stepErrors.map(([, message]) => (
          <p key={message} className="field__error" role="alert">
            {message}
          </p>
        ))}
        <ol className="tip-editor__steps">
          {form.steps.map((step, i) => (
            <li key={step.key} className="tip-editor__step">
              <div className="tip-editor__step-head">
                <h3>Step {i + 1}</h3>
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={i === 0}
                    onClick={() => moveStep(i, -1)}
                  >
                    Move up<span className="visually-hidden"> step {i + 1}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={i === form.steps.length - 1}
                    onClick={() => moveStep(i, 1)}
                  >
                    Move down<span className="visually-hidden"> step {i + 1}</span>
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() =>
                      set(
                        'steps',
                        form.steps.filter((s) => s.key !== step.key),
                      )
                    }
                  >
                    Remove<span className="visually-hidden"> step {i + 1}</span>
                  </button>
                </div>
              </div>
              <TextField
                label={`Step ${i + 1} title`}
                value={step.title}
                maxLength={140}
                onChange={(e) => setStep(step.key, { title: e.target.value })}
              />
              <MarkdownField
                label={`Step ${i + 1} text`}
                value={step.body}
                onChange={(v) => setStep(step.key, { body: v })}
                maxLength={4000}
                rows={4}
              />
              <ImageField
                label={`Step ${i + 1} picture`}
                value={step.image}
                onChange={(v) => setStep(step.key, { image: v })}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button button--secondary"
          disabled={form.steps.length >= MAX_STEPS}
          onClick={() =>
            set('steps', [
              ...form.steps,
              { key: nextKey++, title: '', body: '', image: { path: null, url: null, alt: '' } },
            ])
          }
        >
          Add a step
        </button>
      </section>

      <section className="tip-editor__section" aria-labelledby={`${id}-media`}>
        <h2 id={`${id}-media`}>Assets used in this tip</h2>
        {fieldErrors.mediaIds && <p className="field__error">{fieldErrors.mediaIds}</p>}
        {form.media.length > 0 && (
          <ol className="tip-editor__media">
            {form.media.map((m) => (
              <li key={m.id}>
                <span>{m.title}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    set(
                      'media',
                      form.media.filter((x) => x.id !== m.id),
                    )
                  }
                >
                  Remove<span className="visually-hidden"> {m.title}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
        <MediaPicker
          chosen={new Set(form.media.map((m) => m.id))}
          full={form.media.length + form.hiddenMediaIds.length >= MAX_MEDIA}
          onAdd={(item) => set('media', [...form.media, { id: item.id, title: item.title }])}
        />
      </section>

      <div className="tip-editor__actions">
        <SubmitButton className="button button--primary" busy={creating.loading || updating.loading}>
          {tip ? 'Save changes' : 'Save draft'}
        </SubmitButton>
        {tip && (
          <button
            type="button"
            className="button button--secondary"
            disabled={publishing.loading}
            onClick={() => void togglePublished()}
          >
            {tip.status === 'PUBLISHED' ? 'Unpublish' : 'Publish'}
          </button>
        )}
        {tip?.status === 'PUBLISHED' && (
          <Link className="button button--secondary" to={`/public/capcut-tips/${tip.slug}`}>
            View the tip
          </Link>
        )}
        {tip && (
          <button type="button" className="button button--danger" onClick={() => setConfirmDelete(true)}>
            Delete
          </button>
        )}
      </div>
      {confirmDelete && tip && (
        <ConfirmDialog
          title="Delete this tip?"
          confirmLabel="Delete tip"
          onConfirm={deleteTip}
          onClose={() => setConfirmDelete(false)}
        >
          “{tip.title}” will be gone for readers and admins. Its linked assets stay in the catalogue.
        </ConfirmDialog>
      )}
    </form>
  );
}

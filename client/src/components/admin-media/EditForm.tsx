/**
 * The form for every editable field of a media item (UpdateMediaInput) that
 * fits its kind. Only the fields that differ from the saved item are sent, so
 * the history names exactly what changed and "Save" with no change says so.
 *
 * The editor's workflow buttons (submit, approve, unarchive) act on the saved
 * item, so they save pending edits first through the handle this form gives
 * its `ref`; the form reports whether it holds unsaved changes, and says so
 * beside its buttons.
 */
import { useMutation } from '@apollo/client/react';
import { type FormEvent, type Ref, useEffect, useId, useImperativeHandle, useState } from 'react';
import { FormAlerts } from '../../components/FormAlerts';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import {
  type Access,
  AdminUpdateMediaDocument,
  type AssetType,
  type UpdateMediaInput,
} from '../../graphql/generated/graphql';
import { splitFormErrors, toFormErrors } from '../../lib/errors';
import { type FieldErrors, useFormErrors } from '../../lib/useFormErrors';
import { ACCESS_LABELS, ACCESS_LEVELS, ASSET_TYPE_LABELS, ASSET_TYPES, centsToDollars, parseDollars } from './format';
import { CategorySelect, PlatformCheckboxes, TagPicker, type TagValue } from './taxonomy';
import { type AnyMediaItem, anyItem, type MediaItem } from './types';

const FIELDS = [
  'title',
  'slug',
  'description',
  'categoryId',
  'tagIds',
  'platformIds',
  'access',
  'priceCents',
  'assetType',
  'bpm',
  'musicalKey',
  'genre',
  'mood',
] as const;
type Field = (typeof FIELDS)[number];

const MAX_TITLE = 140;
const MAX_SLUG = 128;
const MAX_DESCRIPTION = 5000;
const MAX_TAGS = 30;
const MAX_KEY = 16;
const MAX_LABEL = 40;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface Values {
  title: string;
  slug: string;
  description: string;
  categoryId: string;
  tags: TagValue[];
  platformIds: string[];
  access: Access;
  price: string;
  assetType: AssetType | '';
  bpm: string;
  musicalKey: string;
  genre: string;
  mood: string;
  isLoop: boolean;
  isSoundEffect: boolean;
}

function valuesOf(item: AnyMediaItem): Values {
  return {
    title: item.title,
    slug: item.slug,
    description: item.description,
    categoryId: item.category?.id ?? '',
    tags: item.tags.map((t) => ({ id: t.id, name: t.name })),
    platformIds: item.platforms.map((p) => p.id),
    access: item.access,
    price: centsToDollars(item.priceCents),
    assetType: item.assetType ?? '',
    bpm: item.bpm == null ? '' : String(item.bpm),
    musicalKey: item.musicalKey ?? '',
    genre: item.genre ?? '',
    mood: item.mood ?? '',
    isLoop: item.isLoop ?? false,
    isSoundEffect: item.isSoundEffect ?? false,
  };
}

function validate(v: Values, kind: MediaItem['kind']): FieldErrors<Field> {
  const e: FieldErrors<Field> = {};
  const title = v.title.trim();
  if (!title) e.title = 'Enter a title.';
  else if (title.length > MAX_TITLE) e.title = `Use at most ${MAX_TITLE} characters.`;
  if (!SLUG.test(v.slug) || v.slug.length > MAX_SLUG) {
    e.slug = `Use lowercase letters, digits and single hyphens between them, at most ${MAX_SLUG} characters.`;
  }
  if (v.description.trim().length > MAX_DESCRIPTION) e.description = `Use at most ${MAX_DESCRIPTION} characters.`;
  if (v.tags.length > MAX_TAGS) e.tagIds = `Choose at most ${MAX_TAGS} tags.`;
  if (parseDollars(v.price) === null) e.priceCents = 'Enter a price such as 4.99, from 0 to 10000.';
  if (kind === 'AUDIO') {
    const bpm = Number(v.bpm);
    if (v.bpm.trim() && (!Number.isInteger(bpm) || bpm < 20 || bpm > 400))
      e.bpm = 'Enter a whole number from 20 to 400.';
    if (v.musicalKey.trim().length > MAX_KEY) e.musicalKey = `Use at most ${MAX_KEY} characters.`;
    if (v.genre.trim().length > MAX_LABEL) e.genre = `Use at most ${MAX_LABEL} characters.`;
    if (v.mood.trim().length > MAX_LABEL) e.mood = `Use at most ${MAX_LABEL} characters.`;
  }
  return e;
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();
const orNull = (text: string) => text.trim() || null;

/** The input for what changed between the saved values and the form's. */
function changes(id: string, kind: MediaItem['kind'], before: Values, after: Values): UpdateMediaInput | null {
  const input: UpdateMediaInput = { id };
  if (after.title.trim() !== before.title) input.title = after.title.trim();
  if (after.slug !== before.slug) input.slug = after.slug;
  if (after.description.trim() !== before.description) input.description = after.description.trim();
  if (after.categoryId !== before.categoryId) input.categoryId = after.categoryId || null;
  const tagIds = after.tags.map((t) => t.id);
  if (
    !sameIds(
      tagIds,
      before.tags.map((t) => t.id),
    )
  )
    input.tagIds = tagIds;
  if (!sameIds(after.platformIds, before.platformIds)) input.platformIds = after.platformIds;
  if (after.access !== before.access) input.access = after.access;
  const priceCents = parseDollars(after.price);
  if (priceCents !== null && priceCents !== parseDollars(before.price)) input.priceCents = priceCents;
  if (kind === 'ASSET' && after.assetType && after.assetType !== before.assetType) input.assetType = after.assetType;
  if (kind === 'AUDIO') {
    if (after.bpm.trim() !== before.bpm) input.bpm = after.bpm.trim() ? Number(after.bpm) : null;
    if (after.musicalKey.trim() !== before.musicalKey) input.musicalKey = orNull(after.musicalKey);
    if (after.genre.trim() !== before.genre) input.genre = orNull(after.genre);
    if (after.mood.trim() !== before.mood) input.mood = orNull(after.mood);
    if (after.isLoop !== before.isLoop) input.isLoop = after.isLoop;
    if (after.isSoundEffect !== before.isSoundEffect) input.isSoundEffect = after.isSoundEffect;
  }
  return Object.keys(input).length > 1 ? input : null;
}

/** What saving did: `failed` means the errors are shown in the form (and the first bad field has the focus). */
export type SaveOutcome = 'saved' | 'unchanged' | 'failed';

export interface EditFormHandle {
  /** Saves the pending edits, if any. Does not reload the item: the caller does, once it is done. */
  save(): Promise<SaveOutcome>;
}

export function EditForm({
  item,
  headingLevel,
  onSaved,
  onDirtyChange,
  ref,
}: {
  item: MediaItem;
  headingLevel: 'h2' | 'h3';
  /** After a save with the form's own button: reload the item (the form is then rebuilt from it). */
  onSaved: (message: string) => void;
  /** Called on mount and whenever the form starts or stops differing from the saved item. */
  onDirtyChange?: (dirty: boolean) => void;
  ref?: Ref<EditFormHandle>;
}) {
  const full = anyItem(item);
  const [initial] = useState(() => valuesOf(full));
  const [v, setV] = useState(initial);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setV((prev) => ({ ...prev, [key]: value }));
  const { fieldErrors, formErrors, inputRef, showErrors } = useFormErrors(FIELDS);
  const [nothing, setNothing] = useState(false);
  const [update, { loading }] = useMutation(AdminUpdateMediaDocument);
  const id = useId();
  const Heading = headingLevel;
  // A value that cannot be saved (a bad price) is a pending edit too: saving must say why it cannot.
  const dirty = changes(item.id, item.kind, initial, v) !== null || Object.keys(validate(v, item.kind)).length > 0;

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  async function save(): Promise<SaveOutcome> {
    setNothing(false);
    const local = validate(v, item.kind);
    if (Object.keys(local).length > 0) {
      showErrors(local, []);
      return 'failed';
    }
    const input = changes(item.id, item.kind, initial, v);
    if (!input) {
      showErrors({}, []);
      return 'unchanged';
    }
    try {
      const result = await update({ variables: { input } });
      const payload = result.data?.updateMedia;
      if (payload && payload.errors.length > 0) {
        const split = splitFormErrors(
          payload.errors.map((e) => ({ code: e.code, field: e.field, message: e.message })),
          FIELDS,
        );
        showErrors(split.fieldErrors, split.formErrors);
        return 'failed';
      }
      showErrors({}, []);
      return 'saved';
    } catch (e) {
      const split = splitFormErrors(toFormErrors(e), FIELDS);
      showErrors(split.fieldErrors, split.formErrors);
      return 'failed';
    }
  }

  useImperativeHandle(ref, () => ({ save }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await save();
    if (outcome === 'unchanged') setNothing(true);
    if (outcome === 'saved') onSaved('Your changes are saved.');
  }

  const textarea = (field: 'description', label: string, max: number) => (
    <div className={fieldErrors[field] ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      <textarea
        ref={inputRef(field)}
        id={`${id}-${field}`}
        className="field__input field__textarea"
        value={v[field]}
        onChange={(e) => set(field, e.target.value)}
        aria-invalid={fieldErrors[field] ? true : undefined}
        aria-describedby={`${id}-${field}-hint${fieldErrors[field] ? ` ${id}-${field}-error` : ''}`}
      />
      {fieldErrors[field] && (
        <p className="field__error" id={`${id}-${field}-error`}>
          {fieldErrors[field]}
        </p>
      )}
      <p className="field__hint" id={`${id}-${field}-hint`}>
        {v[field].trim().length} of {max} characters.
      </p>
    </div>
  );

  return (
    <section className="panel am-editor__form" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>Details</Heading>
      <FormAlerts messages={formErrors} />
      {nothing && (
        <p className="notice" role="status">
          Nothing has changed since the last save.
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Title"
          name="title"
          required
          maxLength={MAX_TITLE}
          value={v.title}
          onChange={(e) => set('title', e.target.value)}
          error={fieldErrors.title}
          inputRef={inputRef('title')}
        />
        <TextField
          label="Slug"
          name="slug"
          required
          maxLength={MAX_SLUG}
          value={v.slug}
          onChange={(e) => set('slug', e.target.value.toLowerCase())}
          error={fieldErrors.slug}
          hint="The item’s address on the site; unique across the catalogue."
          inputRef={inputRef('slug')}
        />
        {textarea('description', 'Description', MAX_DESCRIPTION)}
        <CategorySelect
          kind={item.kind}
          label="Category"
          emptyLabel="No category"
          value={v.categoryId}
          onChange={(categoryId) => set('categoryId', categoryId)}
          error={fieldErrors.categoryId}
          selectRef={inputRef('categoryId')}
        />
        {item.kind === 'ASSET' && (
          <div className={fieldErrors.assetType ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={`${id}-assetType`}>
              Asset type
            </label>
            <select
              ref={inputRef('assetType')}
              id={`${id}-assetType`}
              className="field__input"
              value={v.assetType}
              onChange={(e) => set('assetType', e.target.value as AssetType)}
              aria-invalid={fieldErrors.assetType ? true : undefined}
              aria-describedby={fieldErrors.assetType ? `${id}-assetType-error` : undefined}
            >
              {/* Once set, an asset type can be changed but not cleared (the API has no "unset"). */}
              {!initial.assetType && <option value="">Not set</option>}
              {ASSET_TYPES.map((t) => (
                <option key={t} value={t}>
                  {ASSET_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
            {fieldErrors.assetType && (
              <p className="field__error" id={`${id}-assetType-error`}>
                {fieldErrors.assetType}
              </p>
            )}
          </div>
        )}
        <TagPicker label="Tags" value={v.tags} onChange={(tags) => set('tags', tags)} error={fieldErrors.tagIds} />
        <PlatformCheckboxes
          legend="Platforms"
          value={v.platformIds}
          onChange={(platformIds) => set('platformIds', platformIds)}
        />
        {fieldErrors.platformIds && <p className="field__error">{fieldErrors.platformIds}</p>}
        <div className="am-form-row">
          <div className={fieldErrors.access ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={`${id}-access`}>
              Access
            </label>
            <select
              ref={inputRef('access')}
              id={`${id}-access`}
              className="field__input"
              value={v.access}
              onChange={(e) => set('access', e.target.value as Access)}
            >
              {ACCESS_LEVELS.map((a) => (
                <option key={a} value={a}>
                  {ACCESS_LABELS[a]}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label="Price in US dollars"
            name="price"
            inputMode="decimal"
            value={v.price}
            onChange={(e) => set('price', e.target.value)}
            error={fieldErrors.priceCents}
            hint="0 means included with a subscription."
            inputRef={inputRef('priceCents')}
          />
        </div>
        {item.kind === 'AUDIO' && (
          <fieldset className="fieldset">
            <legend>Music</legend>
            <div className="am-form-row">
              <TextField
                label="Tempo (BPM)"
                name="bpm"
                inputMode="numeric"
                value={v.bpm}
                onChange={(e) => set('bpm', e.target.value)}
                error={fieldErrors.bpm}
                hint="20–400; leave empty when unknown."
                inputRef={inputRef('bpm')}
              />
              <TextField
                label="Musical key"
                name="musicalKey"
                maxLength={MAX_KEY}
                value={v.musicalKey}
                onChange={(e) => set('musicalKey', e.target.value)}
                error={fieldErrors.musicalKey}
                hint="Such as C, F#m or Bb major."
                inputRef={inputRef('musicalKey')}
              />
            </div>
            <div className="am-form-row">
              <TextField
                label="Genre"
                name="genre"
                maxLength={MAX_LABEL}
                value={v.genre}
                onChange={(e) => set('genre', e.target.value)}
                error={fieldErrors.genre}
                inputRef={inputRef('genre')}
              />
              <TextField
                label="Mood"
                name="mood"
                maxLength={MAX_LABEL}
                value={v.mood}
                onChange={(e) => set('mood', e.target.value)}
                error={fieldErrors.mood}
                inputRef={inputRef('mood')}
              />
            </div>
            <label className="checkbox">
              <input type="checkbox" checked={v.isLoop} onChange={(e) => set('isLoop', e.target.checked)} />
              <span>
                Seamless loop
                <span className="checkbox__hint">It can repeat without a gap.</span>
              </span>
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={v.isSoundEffect}
                onChange={(e) => set('isSoundEffect', e.target.checked)}
              />
              <span>
                Sound effect
                <span className="checkbox__hint">A sound effect rather than music.</span>
              </span>
            </label>
          </fieldset>
        )}
        <div className="button-row am-editor__save-row">
          <SubmitButton busy={loading} className="button button--primary">
            Save changes
          </SubmitButton>
          <button
            type="button"
            className="button button--secondary"
            disabled={loading}
            onClick={() => {
              setV(initial);
              setNothing(false);
              showErrors({}, []);
            }}
          >
            Undo changes
          </button>
          {dirty && (
            <p className="am-unsaved" data-testid="unsaved-changes">
              <span className="am-unsaved__dot" aria-hidden="true" />
              Unsaved changes
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

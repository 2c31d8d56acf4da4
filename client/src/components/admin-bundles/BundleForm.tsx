/**
 * The bundle form, for a new bundle or (given `bundle`) an existing one:
 * details, access and price (typed in dollars, sent in cents), the ordered
 * items with their cover, and publishing. Limits are checked here first;
 * the server's payload errors show beside the field they concern.
 */
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  type Access,
  type AdminBundleForEditQuery,
  CreateBundleDocument,
  UpdateBundleDocument,
} from '../../graphql/generated/graphql';
import { type FieldErrors, useFormErrors } from '../../lib/useFormErrors';
import { FormAlerts } from '../FormAlerts';
import { SubmitButton } from '../SubmitButton';
import { TextField } from '../TextField';
import { BundleItemList } from './BundleItemList';
import { callErrors, payloadErrors } from './errors';
import {
  ACCESS_LABELS,
  centsToDollars,
  dollarsToCents,
  MAX_DESCRIPTION,
  MAX_ITEMS,
  MAX_TITLE,
  SLUG_PATTERN,
} from './format';
import { MediaPicker } from './MediaPicker';
import type { BundleItem } from './types';

export type EditedBundle = NonNullable<AdminBundleForEditQuery['adminBundle']>;

const FIELDS = ['title', 'slug', 'description', 'access', 'price', 'items', 'published', 'featured'] as const;
type Field = (typeof FIELDS)[number];

const ACCESS_HINTS: Record<Access, string> = {
  FREE: 'Every signed-in member may download its media.',
  PREMIUM: 'Members with an active subscription may download its media.',
};

export function BundleForm({
  bundle,
  onSaved,
}: {
  bundle?: EditedBundle;
  /** After a successful save, with the bundle's title. */
  onSaved: (title: string) => void;
}) {
  const editing = bundle !== undefined;
  const [title, setTitle] = useState(bundle?.title ?? '');
  const [slug, setSlug] = useState(bundle?.slug ?? '');
  const [description, setDescription] = useState(bundle?.description ?? '');
  const [access, setAccess] = useState<Access>(bundle?.access ?? 'PREMIUM');
  const [price, setPrice] = useState(centsToDollars(bundle?.priceCents ?? 0));
  const [published, setPublished] = useState(bundle?.published ?? false);
  const [featured, setFeatured] = useState(bundle?.featured ?? false);
  const [items, setItems] = useState<BundleItem[]>(bundle?.items ?? []);
  const [coverId, setCoverId] = useState<string | null>(bundle?.coverMediaId ?? null);
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FIELDS);
  const [createBundle, created] = useMutation(CreateBundleDocument);
  const [updateBundle, updated] = useMutation(UpdateBundleDocument);
  const descriptionId = useId();
  const accessId = useId();

  function validate(): { errors: FieldErrors<Field> } | { priceCents: number } {
    const errors: FieldErrors<Field> = {};
    if (!title.trim()) errors.title = 'Enter a title.';
    else if (title.trim().length > MAX_TITLE) errors.title = `Use at most ${MAX_TITLE} characters.`;
    if (slug && !SLUG_PATTERN.test(slug)) {
      errors.slug = 'Use lowercase letters and digits, with single hyphens between words (at most 128 characters).';
    } else if (!slug && editing) errors.slug = 'Enter a slug.';
    if (description.trim().length > MAX_DESCRIPTION) errors.description = `Use at most ${MAX_DESCRIPTION} characters.`;
    const parsed = dollarsToCents(price);
    if ('error' in parsed) errors.price = parsed.error;
    if (items.length > MAX_ITEMS) errors.items = `A bundle holds at most ${MAX_ITEMS} items.`;
    return Object.keys(errors).length > 0 || 'error' in parsed ? { errors } : { priceCents: parsed.cents };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate();
    if ('errors' in checked) return showErrors(checked.errors, []);
    const fields = {
      title: title.trim(),
      description: description.trim(),
      access,
      priceCents: checked.priceCents,
      mediaIds: items.map((i) => i.id),
      coverMediaId: coverId,
      published,
      featured,
    };
    try {
      const errors = bundle
        ? (await updateBundle({ variables: { input: { id: bundle.id, slug, ...fields } } })).data?.updateBundle.errors
        : (await createBundle({ variables: { input: { slug: slug || null, ...fields } } })).data?.createBundle.errors;
      if (errors && errors.length > 0) return showErrorList(payloadErrors(errors));
      showErrors({}, []);
      onSaved(fields.title);
    } catch (error) {
      showErrorList(callErrors(error));
    }
  }

  const chosen = new Set(items.map((i) => i.id));
  return (
    <form className="bundle-form" noValidate onSubmit={onSubmit} aria-label={editing ? 'Edit bundle' : 'New bundle'}>
      <FormAlerts messages={formErrors} />

      <section className="panel bundle-form__panel" aria-labelledby="bundle-details">
        <h2 id="bundle-details">Details</h2>
        <div className="form">
          <TextField
            label="Title"
            name="title"
            required
            maxLength={MAX_TITLE}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={fieldErrors.title}
            inputRef={inputRef('title')}
          />
          <TextField
            label="Slug"
            name="slug"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={128}
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            hint={
              editing
                ? 'The bundle’s address: lowercase letters, digits and hyphens. Changing it breaks old links.'
                : 'The bundle’s address: lowercase letters, digits and hyphens. Leave empty to make one from the title.'
            }
            error={fieldErrors.slug}
            inputRef={inputRef('slug')}
          />
          <div className={fieldErrors.description ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={descriptionId}>
              Description
            </label>
            <textarea
              ref={inputRef('description')}
              id={descriptionId}
              name="description"
              className="field__input field__textarea"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              aria-invalid={fieldErrors.description ? true : undefined}
              aria-describedby={`${fieldErrors.description ? `${descriptionId}-error ` : ''}${descriptionId}-hint`}
            />
            {fieldErrors.description && (
              <p className="field__error" id={`${descriptionId}-error`}>
                {fieldErrors.description}
              </p>
            )}
            <p className="field__hint" id={`${descriptionId}-hint`}>
              Optional. {description.trim().length} of {MAX_DESCRIPTION} characters.
            </p>
          </div>
        </div>
      </section>

      <section className="panel bundle-form__panel" aria-labelledby="bundle-pricing">
        <h2 id="bundle-pricing">Access and price</h2>
        <div className="form">
          <fieldset className="bundle-choice" aria-describedby={fieldErrors.access ? `${accessId}-error` : undefined}>
            <legend className="field__label">Access</legend>
            {(Object.keys(ACCESS_LABELS) as Access[]).map((value, index) => (
              <label key={value} className="checkbox">
                <input
                  ref={index === 0 ? inputRef('access') : undefined}
                  type="radio"
                  name="access"
                  value={value}
                  checked={access === value}
                  onChange={() => setAccess(value)}
                />
                <span>
                  {ACCESS_LABELS[value]}
                  <span className="checkbox__hint">{ACCESS_HINTS[value]}</span>
                </span>
              </label>
            ))}
            {fieldErrors.access && (
              <p className="field__error" id={`${accessId}-error`}>
                {fieldErrors.access}
              </p>
            )}
          </fieldset>
          <TextField
            label="Price (US dollars)"
            name="price"
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            hint="0 means the bundle is included with a subscription."
            error={fieldErrors.price}
            inputRef={inputRef('price')}
          />
        </div>
      </section>

      <section className="panel bundle-form__panel" aria-labelledby="bundle-items">
        <h2 id="bundle-items">Media in the bundle</h2>
        <p className="panel__lead">
          Up to {MAX_ITEMS} items of any kind, in the order members see them. Drafts may be added; members see only
          published media.
        </p>
        <BundleItemList
          items={items}
          onItemsChange={setItems}
          coverId={coverId}
          onCoverChange={setCoverId}
          error={fieldErrors.items}
          focusRef={inputRef('items')}
        />
        <MediaPicker
          chosen={chosen}
          full={items.length >= MAX_ITEMS}
          onAdd={(item) => setItems((list) => (list.some((i) => i.id === item.id) ? list : [...list, item]))}
        />
      </section>

      <section className="panel bundle-form__panel" aria-labelledby="bundle-publishing">
        <h2 id="bundle-publishing">Publishing</h2>
        <div className="form">
          <div className={fieldErrors.published ? 'field field--invalid' : 'field'}>
            <label className="checkbox">
              <input
                ref={inputRef('published')}
                type="checkbox"
                name="published"
                checked={published}
                onChange={(e) => setPublished(e.target.checked)}
                aria-invalid={fieldErrors.published ? true : undefined}
                aria-describedby={fieldErrors.published ? 'bundle-published-error' : undefined}
              />
              <span>
                Published
                <span className="checkbox__hint">Visible to members. It needs at least one published media item.</span>
              </span>
            </label>
            {fieldErrors.published && (
              <p className="field__error" id="bundle-published-error">
                {fieldErrors.published}
              </p>
            )}
          </div>
          <label className="checkbox">
            <input
              ref={inputRef('featured')}
              type="checkbox"
              name="featured"
              checked={featured}
              onChange={(e) => setFeatured(e.target.checked)}
            />
            <span>
              Featured
              <span className="checkbox__hint">Shown on the home page while it is published.</span>
            </span>
          </label>
        </div>
      </section>

      <div className="button-row bundle-form__actions">
        <SubmitButton busy={created.loading || updated.loading} className="button button--primary">
          {editing ? 'Save changes' : 'Create bundle'}
        </SubmitButton>
        <Link className="button button--secondary" to="/admin/bundles">
          Cancel
        </Link>
      </div>
    </form>
  );
}

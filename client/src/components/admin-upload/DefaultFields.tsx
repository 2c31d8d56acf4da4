/**
 * The fields the defaults panel and every file's form share: category, tags,
 * platforms, access and price, and the kind's own (asset type; genre and
 * mood). Controlled: values in, patches out.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import type { Access, AssetType, MediaKind } from '../../graphql/generated/graphql';
import { ACCESS_LABELS, ACCESS_LEVELS, ASSET_TYPE_LABELS, ASSET_TYPES } from '../admin-media/format';
import { TextField } from '../TextField';
import type { Choices } from './choices';
import { UPLOAD_KINDS } from './kinds';
import { type DefaultValues, type FormField, LIMITS } from './metadata';
import { TagPicker } from './TagPicker';

const ACCESS_HINTS: Record<Access, string> = {
  FREE: 'Every signed-in member may download it.',
  PREMIUM: 'Members with an active subscription.',
};

type Errors = Partial<Record<FormField, string>>;
type RefFor = (field: FormField) => (element: HTMLElement | null) => void;

export function DefaultFields({
  kind,
  values,
  onChange,
  choices,
  errors = {},
  fieldRef,
}: {
  kind: MediaKind;
  values: DefaultValues;
  onChange: (patch: Partial<DefaultValues>) => void;
  choices: Choices;
  errors?: Errors;
  /** Where to move the focus when a field is in error. */
  fieldRef?: RefFor;
}) {
  const id = useId();
  const config = UPLOAD_KINDS[kind];
  return (
    <>
      <div className={errors.categoryId ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select
          ref={fieldRef?.('categoryId')}
          id={`${id}-category`}
          className="field__input"
          value={values.categoryId}
          onChange={(event) => onChange({ categoryId: event.target.value })}
          aria-invalid={errors.categoryId ? true : undefined}
          aria-describedby={errors.categoryId ? `${id}-category-error` : `${id}-category-hint`}
        >
          <option value="">No category</option>
          {choices.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {`${'\u00a0\u00a0'.repeat(c.depth)}${c.name}`}
            </option>
          ))}
        </select>
        {errors.categoryId && (
          <p className="field__error" id={`${id}-category-error`}>
            {errors.categoryId}
          </p>
        )}
        <p className="field__hint" id={`${id}-category-hint`}>
          {choices.categories.length === 0 ? (
            <>
              There are no {config.plural} categories yet. <Link to={config.categoriesPath}>Create one</Link> to submit
              files for review.
            </>
          ) : (
            'Needed before a file can be submitted for review.'
          )}
        </p>
      </div>

      <TagPicker
        value={values.tags}
        onChange={(tags) => onChange({ tags })}
        error={errors.tagIds}
        inputRef={fieldRef?.('tagIds')}
      />

      <fieldset className="fieldset upload-fieldset">
        <legend>Platforms</legend>
        {choices.platforms.length === 0 ? (
          <p className="field__hint">
            No platforms yet. <Link to="/admin/platforms">Add the editing apps</Link> media can be made for.
          </p>
        ) : (
          <div className="upload-checks">
            {choices.platforms.map((platform, index) => (
              <label key={platform.id} className="checkbox">
                <input
                  ref={index === 0 ? fieldRef?.('platformIds') : undefined}
                  type="checkbox"
                  checked={values.platformIds.includes(platform.id)}
                  onChange={(event) =>
                    onChange({
                      platformIds: event.target.checked
                        ? [...values.platformIds, platform.id]
                        : values.platformIds.filter((p) => p !== platform.id),
                    })
                  }
                />
                <span>{platform.name}</span>
              </label>
            ))}
          </div>
        )}
        {errors.platformIds && <p className="field__error">{errors.platformIds}</p>}
      </fieldset>

      <fieldset className="fieldset upload-fieldset">
        <legend>Access</legend>
        <div className="upload-checks">
          {ACCESS_LEVELS.map((level, index) => (
            <label key={level} className="checkbox">
              <input
                ref={index === 0 ? fieldRef?.('access') : undefined}
                type="radio"
                name={`${id}-access`}
                value={level}
                checked={values.access === level}
                onChange={() => onChange({ access: level })}
              />
              <span>
                {ACCESS_LABELS[level]}
                <span className="checkbox__hint">{ACCESS_HINTS[level]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.access && <p className="field__error">{errors.access}</p>}
      </fieldset>

      <TextField
        label="Price (USD)"
        hint="0 means included with a subscription."
        inputMode="decimal"
        autoComplete="off"
        value={values.price}
        onChange={(event) => onChange({ price: event.target.value })}
        error={errors.priceCents}
        inputRef={fieldRef?.('priceCents')}
      />

      {kind === 'ASSET' && (
        <div className={errors.assetType ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-asset-type`}>
            Asset type
          </label>
          <select
            ref={fieldRef?.('assetType')}
            id={`${id}-asset-type`}
            className="field__input"
            value={values.assetType}
            onChange={(event) => onChange({ assetType: event.target.value as AssetType | '' })}
            aria-invalid={errors.assetType ? true : undefined}
            aria-describedby={errors.assetType ? `${id}-asset-type-error` : undefined}
          >
            <option value="">Not set</option>
            {ASSET_TYPES.map((type) => (
              <option key={type} value={type}>
                {ASSET_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          {errors.assetType && (
            <p className="field__error" id={`${id}-asset-type-error`}>
              {errors.assetType}
            </p>
          )}
        </div>
      )}

      {kind === 'AUDIO' && (
        <>
          <TextField
            label="Genre"
            hint="For example Hip hop or Cinematic."
            maxLength={LIMITS.genre}
            value={values.genre}
            onChange={(event) => onChange({ genre: event.target.value })}
            error={errors.genre}
            inputRef={fieldRef?.('genre')}
          />
          <TextField
            label="Mood"
            hint="For example Upbeat or Calm."
            maxLength={LIMITS.mood}
            value={values.mood}
            onChange={(event) => onChange({ mood: event.target.value })}
            error={errors.mood}
            inputRef={fieldRef?.('mood')}
          />
        </>
      )}
    </>
  );
}

/**
 * The generation form. Disabled as a whole (one <fieldset>) while video
 * generation is off on the server; payload errors land beside their fields.
 */
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useId, useState } from 'react';
import {
  GenerateVideoDocument,
  type VeoSettingsQuery,
  type VideoAspectRatio,
  type VideoResolution,
} from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { useFormErrors } from '../../lib/useFormErrors';
import { FormAlerts } from '../FormAlerts';
import { SelectField } from '../SelectField';
import { SubmitButton } from '../SubmitButton';
import { ASPECT_LABEL, RESOLUTION_LABEL } from './labels';
import { prepareStartingImage, STARTING_IMAGE_TYPES } from './startingImage';

type Settings = VeoSettingsQuery['videoGenerationSettings'];
const FIELDS = ['prompt', 'negativePrompt', 'durationSeconds', 'numberOfVideos', 'seed', 'startingImage'] as const;
const MAX_PROMPT = 2000;
const MAX_NEGATIVE = 500;

export function VeoForm({ settings, onQueued }: { settings: Settings; onQueued: () => void }) {
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [negativePrompt, setNegativePrompt] = useState('');
  const [aspectRatio, setAspectRatio] = useState<VideoAspectRatio>('PORTRAIT_9_16');
  const [resolution, setResolution] = useState<VideoResolution>('HD_720P');
  const [durationSeconds, setDuration] = useState(settings.durations.at(-1) ?? 8);
  const [numberOfVideos, setCount] = useState(1);
  const [seed, setSeed] = useState('');
  const [image, setImage] = useState<{ name: string; url: string } | null>(null);
  const [queued, setQueued] = useState(false);
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FIELDS);
  const [generate, { loading }] = useMutation(GenerateVideoDocument);

  async function pickImage(file: File | undefined) {
    if (!file) return setImage(null);
    try {
      setImage({ name: file.name, url: await prepareStartingImage(file, settings.maxImageBytes) });
      showErrors({}, []);
    } catch (err) {
      setImage(null);
      showErrors({ startingImage: (err as Error).message }, []);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setQueued(false);
    if (!prompt.trim()) return showErrors({ prompt: 'Describe the video you want.' }, []);
    try {
      const { data } = await generate({
        variables: {
          input: {
            prompt,
            negativePrompt: negativePrompt || null,
            aspectRatio,
            resolution,
            durationSeconds,
            numberOfVideos,
            seed: seed === '' ? null : Number(seed),
            startingImage: image?.url ?? null,
          },
        },
      });
      const payload = data?.generateVideo;
      if (payload?.errors.length) return showErrorList(fromPayload(payload.errors));
      showErrors({}, []);
      setQueued(true);
      onQueued();
    } catch (err) {
      showErrorList(toFormErrors(err));
    }
  }

  return (
    <form className="veo-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="veo-section-title">
        New generation
      </h2>
      <FormAlerts messages={formErrors} />
      <fieldset className="veo-form__fields" disabled={!settings.enabled}>
        <legend className="visually-hidden">Generation settings</legend>
        <div className={fieldErrors.prompt ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-prompt`}>
            Prompt
          </label>
          <textarea
            ref={inputRef('prompt')}
            id={`${id}-prompt`}
            className="field__input veo-form__prompt"
            rows={4}
            maxLength={MAX_PROMPT}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
            placeholder="A slow dolly shot through a misty pine forest at sunrise, volumetric light"
            aria-invalid={fieldErrors.prompt ? true : undefined}
            aria-describedby={`${id}-prompt-hint${fieldErrors.prompt ? ` ${id}-prompt-error` : ''}`}
          />
          {fieldErrors.prompt && (
            <p className="field__error" id={`${id}-prompt-error`}>
              {fieldErrors.prompt}
            </p>
          )}
          <p className="field__hint" id={`${id}-prompt-hint`}>
            Subject, action, camera and light. {prompt.length}/{MAX_PROMPT}
          </p>
        </div>

        <div className={fieldErrors.negativePrompt ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-negative`}>
            Negative prompt <span className="veo-optional">(optional)</span>
          </label>
          <input
            ref={inputRef('negativePrompt')}
            id={`${id}-negative`}
            className="field__input"
            maxLength={MAX_NEGATIVE}
            value={negativePrompt}
            onChange={(e) => setNegativePrompt(e.target.value)}
            placeholder="text, watermarks, people"
            aria-invalid={fieldErrors.negativePrompt ? true : undefined}
          />
          {fieldErrors.negativePrompt && <p className="field__error">{fieldErrors.negativePrompt}</p>}
        </div>

        <div className="veo-form__row">
          <fieldset className="veo-choice">
            <legend className="field__label">Aspect ratio</legend>
            {(Object.keys(ASPECT_LABEL) as VideoAspectRatio[]).map((value) => (
              <label key={value} className="veo-choice__option">
                <input
                  type="radio"
                  name={`${id}-aspect`}
                  value={value}
                  checked={aspectRatio === value}
                  onChange={() => setAspectRatio(value)}
                />
                {ASPECT_LABEL[value]}
              </label>
            ))}
          </fieldset>
          <fieldset className="veo-choice">
            <legend className="field__label">Resolution</legend>
            {(Object.keys(RESOLUTION_LABEL) as VideoResolution[]).map((value) => (
              <label key={value} className="veo-choice__option">
                <input
                  type="radio"
                  name={`${id}-resolution`}
                  value={value}
                  checked={resolution === value}
                  onChange={() => setResolution(value)}
                />
                {RESOLUTION_LABEL[value]}
              </label>
            ))}
          </fieldset>
        </div>

        <div className="veo-form__row">
          <SelectField
            label="Length"
            selectRef={inputRef('durationSeconds')}
            options={settings.durations.map((d) => ({ value: d, label: `${d} seconds` }))}
            value={durationSeconds}
            onChange={setDuration}
            error={fieldErrors.durationSeconds}
          />
          <SelectField
            label="Videos"
            selectRef={inputRef('numberOfVideos')}
            options={Array.from({ length: settings.maxVideos }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
            value={numberOfVideos}
            onChange={setCount}
            error={fieldErrors.numberOfVideos}
          />
          <div className={fieldErrors.seed ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor={`${id}-seed`}>
              Seed <span className="veo-optional">(optional)</span>
            </label>
            <input
              ref={inputRef('seed')}
              id={`${id}-seed`}
              className="field__input"
              inputMode="numeric"
              pattern="[0-9]*"
              value={seed}
              onChange={(e) => setSeed(e.target.value.replace(/\D/g, '').slice(0, 10))}
              aria-describedby={`${id}-seed-hint`}
            />
            {fieldErrors.seed && <p className="field__error">{fieldErrors.seed}</p>}
            <p className="field__hint" id={`${id}-seed-hint`}>
              Kept with the generation. The Gemini API takes no seed (Vertex AI does), so results still vary.
            </p>
          </div>
        </div>

        <div className={fieldErrors.startingImage ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={`${id}-image`}>
            Starting image <span className="veo-optional">(optional)</span>
          </label>
          <input
            ref={inputRef('startingImage')}
            id={`${id}-image`}
            className="field__input veo-form__file"
            type="file"
            accept={STARTING_IMAGE_TYPES}
            onChange={(e) => void pickImage(e.target.files?.[0])}
            aria-describedby={`${id}-image-hint`}
          />
          {fieldErrors.startingImage && <p className="field__error">{fieldErrors.startingImage}</p>}
          <p className="field__hint" id={`${id}-image-hint`}>
            The first frame to animate from (image-to-video). JPEG, PNG or WebP; scaled to 1280 px before sending.
          </p>
          {image && (
            <div className="veo-form__preview">
              <img src={image.url} alt={`Starting image: ${image.name}`} />
              <button type="button" className="button button--secondary" onClick={() => setImage(null)}>
                Remove image
              </button>
            </div>
          )}
        </div>

        <div className="veo-form__actions">
          <SubmitButton className="button button--primary" busy={loading}>
            {loading ? 'Queueing…' : 'Generate'}
          </SubmitButton>
          <p className="field__hint">
            Model {settings.model}. Each run is billed by Google per second of video ({durationSeconds * numberOfVideos}{' '}
            s here).
          </p>
        </div>
        {queued && (
          <p className="notice notice--success" role="status">
            Queued. It shows below while Veo works; finished videos arrive as draft assets for review.
          </p>
        )}
      </fieldset>
    </form>
  );
}

/**
 * Step 2: a preset and its settings for the chosen source, with a preview
 * of the result's first frame (rendered by the server through the very
 * filter the conversion will run) and what it will make, then "Convert".
 * The preview follows the settings, debounced.
 */
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import {
  type ConversionInput,
  type ConversionPreset,
  ConversionsDocument,
  ConverterLimitsDocument,
  type ConverterSourceFieldsFragment,
  PreviewConversionDocument,
  type PreviewConversionMutation,
  StartConversionDocument,
  type VerticalFill,
} from '../../graphql/generated/graphql';
import { formatBytes } from '../../lib/bytes';
import { type FormError, fromPayload, toFormErrors } from '../../lib/errors';
import { formatDuration } from '../admin-media/format';
import { TextField } from '../TextField';
import { PRESET_TEXT } from './format';
import { TrimScrubber } from './TrimScrubber';

type Preview = NonNullable<PreviewConversionMutation['previewConversion']['preview']>;
const PREVIEW_DELAY_MS = 350;

interface Settings {
  start: number;
  end: number;
  fill: VerticalFill;
  fps: string;
  width: string;
  height: string;
  targetMb: string;
}

function initialSettings(source: ConverterSourceFieldsFragment): Settings {
  return {
    start: 0,
    end: source.durationSeconds ?? 0,
    fill: 'CROP',
    fps: '',
    width: '',
    height: '',
    targetMb: source.bytes > 2_000_000 ? String(Math.max(1, Math.floor(source.bytes / 2 / 1e6))) : '',
  };
}

const whole = (text: string) => (text.trim() === '' ? null : Number(text));

function toInput(source: ConverterSourceFieldsFragment, preset: ConversionPreset, s: Settings): ConversionInput {
  const duration = source.durationSeconds ?? 0;
  const trimmed = duration > 0 && (s.start > 0 || s.end < duration - 0.05);
  return {
    sourceId: source.id,
    preset,
    ...(trimmed ? { startSeconds: s.start, endSeconds: s.end } : {}),
    ...(preset === 'VERTICAL' ? { fill: s.fill } : {}),
    ...(preset === 'GIF' || preset === 'WEBP' ? { fps: whole(s.fps), width: whole(s.width) } : {}),
    ...(preset === 'RESIZE' ? { width: whole(s.width), height: whole(s.height) } : {}),
    ...(preset === 'COMPRESS' ? { targetBytes: s.targetMb.trim() ? Number(s.targetMb) * 1e6 : null } : {}),
  };
}

export function ConvertForm({
  source,
  disabled,
  onStarted,
}: {
  source: ConverterSourceFieldsFragment;
  disabled: boolean;
  onStarted: () => void;
}) {
  const [preset, setPreset] = useState<ConversionPreset>(source.presets[0] as ConversionPreset);
  const [settings, setSettings] = useState(() => initialSettings(source));
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problems, setProblems] = useState<FormError[]>([]);
  const [runPreview, { loading: previewing }] = useMutation(PreviewConversionDocument);
  const [start, { loading: starting }] = useMutation(StartConversionDocument, {
    refetchQueries: [ConversionsDocument, ConverterLimitsDocument],
  });
  const input = toInput(source, preset, settings);
  const inputKey = JSON.stringify(input);
  const ids = useId();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      runPreview({ variables: { input } })
        .then(({ data }) => {
          if (!current) return;
          const result = data?.previewConversion;
          setPreview(result?.preview ?? null);
          setProblems(fromPayload(result?.errors ?? []));
        })
        .catch((err: unknown) => current && setProblems(toFormErrors(err)));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [inputKey, runPreview]);

  async function convert() {
    try {
      const result = (await start({ variables: { input } })).data?.startConversion;
      const errors = fromPayload(result?.errors ?? []);
      setProblems(errors);
      if (errors.length === 0) onStarted();
    } catch (err) {
      setProblems(toFormErrors(err));
    }
  }

  const set = (patch: Partial<Settings>) => setSettings((s) => ({ ...s, ...patch }));
  const fieldError = (field: string) => problems.find((p) => p.field === field)?.message;
  const general = problems.filter((p) => !p.field || !['fps', 'width', 'height', 'targetBytes'].includes(p.field));
  const duration = source.durationSeconds ?? 0;

  return (
    <div className="convert-form">
      <fieldset className="preset-picker">
        <legend>Preset</legend>
        {source.presets.map((p) => (
          <label key={p} className={p === preset ? 'preset-option is-chosen' : 'preset-option'}>
            <input type="radio" name={`${ids}-preset`} value={p} checked={p === preset} onChange={() => setPreset(p)} />
            <span className="preset-option__label">{PRESET_TEXT[p].label}</span>
            <span className="preset-option__hint">{PRESET_TEXT[p].hint}</span>
          </label>
        ))}
      </fieldset>

      <div className="convert-form__settings">
        {preset === 'VERTICAL' && (
          <fieldset className="segmented converter-fill">
            <legend>Fill</legend>
            {[
              { value: 'CROP' as VerticalFill, label: 'Centre crop' },
              { value: 'BLUR' as VerticalFill, label: 'Blurred background' },
            ].map((o) => (
              <label key={o.value} className={settings.fill === o.value ? 'is-active' : undefined}>
                <input
                  type="radio"
                  name={`${ids}-fill`}
                  checked={settings.fill === o.value}
                  onChange={() => set({ fill: o.value })}
                />
                {o.label}
              </label>
            ))}
          </fieldset>
        )}
        {(preset === 'GIF' || preset === 'WEBP') && (
          <div className="convert-form__row">
            <TextField
              type="number"
              inputMode="decimal"
              min="0"
              label="Frames per second"
              hint="1–30"
              value={settings.fps}
              placeholder={preset === 'GIF' ? '12' : '15'}
              error={fieldError('fps')}
              onChange={(event) => set({ fps: event.target.value })}
            />
            <TextField
              type="number"
              inputMode="decimal"
              min="0"
              label="Width (px)"
              hint="64–1280"
              value={settings.width}
              placeholder="480"
              error={fieldError('width')}
              onChange={(event) => set({ width: event.target.value })}
            />
          </div>
        )}
        {preset === 'RESIZE' && (
          <div className="convert-form__row">
            <TextField
              type="number"
              inputMode="decimal"
              min="0"
              label="Width (px)"
              hint="Leave one empty to keep the shape"
              value={settings.width}
              placeholder={String(source.width ?? '')}
              error={fieldError('width')}
              onChange={(event) => set({ width: event.target.value })}
            />
            <TextField
              type="number"
              inputMode="decimal"
              min="0"
              label="Height (px)"
              hint="Both: fits inside, bars fill the rest"
              value={settings.height}
              placeholder={String(source.height ?? '')}
              error={fieldError('height')}
              onChange={(event) => set({ height: event.target.value })}
            />
          </div>
        )}
        {preset === 'COMPRESS' && (
          <div className="convert-form__row">
            <TextField
              type="number"
              inputMode="decimal"
              min="0"
              label="Target size (MB)"
              hint={`The file is ${formatBytes(source.bytes)}`}
              value={settings.targetMb}
              step="0.1"
              error={fieldError('targetBytes')}
              onChange={(event) => set({ targetMb: event.target.value })}
            />
          </div>
        )}
        {duration > 0 && (
          <TrimScrubber
            duration={duration}
            frames={source.frames ?? null}
            start={settings.start}
            end={settings.end}
            onChange={(range) => set(range)}
          />
        )}
      </div>

      <section className="convert-preview" aria-labelledby={`${ids}-preview`} aria-busy={previewing}>
        <h3 id={`${ids}-preview`} className="convert-preview__title">
          Preview
        </h3>
        <div className="convert-preview__frame">
          {preview?.imageUrl ? (
            <img src={preview.imageUrl} alt={`First frame of the result: ${preview.description}`} />
          ) : (
            <p className="convert-preview__none">
              {preview
                ? 'Sound only: no picture to preview.'
                : previewing
                  ? 'Rendering the first frame…'
                  : 'No preview'}
            </p>
          )}
        </div>
        {preview && (
          <dl className="convert-preview__facts">
            <div>
              <dt>Makes</dt>
              <dd>{preview.outputName}</dd>
            </div>
            <div>
              <dt>Settings</dt>
              <dd>{preview.description}</dd>
            </div>
            {preview.billedSeconds > 0 && (
              <div>
                <dt>Uses</dt>
                <dd>{formatDuration(preview.billedSeconds)} of your converter minutes</dd>
              </div>
            )}
          </dl>
        )}
        {general.length > 0 && (
          <div className="form-alert" role="alert">
            {general.map((p) => (
              <p key={`${p.code}-${p.field}`}>{p.message}</p>
            ))}
          </div>
        )}
        <button
          type="button"
          className="button button--primary button--block"
          disabled={
            disabled || starting || problems.some((p) => p.code === 'INVALID_SETTINGS' || p.code === 'NOT_FOR_SOURCE')
          }
          onClick={() => void convert()}
        >
          {starting ? 'Queueing…' : 'Convert'}
        </button>
      </section>
    </div>
  );
}

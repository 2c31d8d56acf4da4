/** A picture of a tip (cover or step): upload, preview, describe, remove. */
import { useId, useState } from 'react';
import { uploadTipImage } from './uploadTipImage';

export interface TipImage {
  path: string | null;
  url: string | null;
  alt: string;
}

export function ImageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TipImage;
  onChange: (v: TipImage) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const { path, url } = await uploadTipImage(file);
      onChange({ ...value, path, url });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="tip-image-field">
      <div className={error ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={`${id}-file`}>
          {label}
        </label>
        <input
          id={`${id}-file`}
          className="field__input"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          disabled={busy}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        {busy && <p className="field__hint">Uploading…</p>}
        {error && <p className="field__error">{error}</p>}
      </div>
      {value.url && (
        <div className="tip-image-field__preview">
          <img src={value.url} alt="" />
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onChange({ path: null, url: null, alt: '' })}
          >
            Remove picture
          </button>
        </div>
      )}
      {value.url && (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-alt`}>
            Describe the picture (for screen readers)
          </label>
          <input
            id={`${id}-alt`}
            className="field__input"
            maxLength={200}
            value={value.alt}
            onChange={(e) => onChange({ ...value, alt: e.target.value })}
          />
        </div>
      )}
    </div>
  );
}

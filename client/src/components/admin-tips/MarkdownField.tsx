/**
 * A Markdown text area with Write / Preview tabs. The preview is the server's
 * own rendering (`previewTipMarkdown`: the same renderer and sanitiser as the
 * published tip), fetched when the Preview tab opens.
 */
import { useLazyQuery } from '@apollo/client/react';
import { type Ref, useId, useState } from 'react';
import { PreviewTipMarkdownDocument } from '../../graphql/generated/graphql';
import { CharacterCount, countShown } from '../CharacterCount';

export function MarkdownField({
  label,
  value,
  onChange,
  rows = 8,
  maxLength,
  error,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
  maxLength: number;
  error?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, { data, loading, error: previewError }] = useLazyQuery(PreviewTipMarkdownDocument, {
    fetchPolicy: 'network-only',
  });

  return (
    <div className={error ? 'field field--invalid tip-md' : 'field tip-md'}>
      <div className="tip-md__head">
        <label className="field__label" htmlFor={`${id}-text`}>
          {label}
        </label>
        <div className="tip-md__tabs">
          <button type="button" aria-pressed={tab === 'write'} className="tip-md__tab" onClick={() => setTab('write')}>
            Write
          </button>
          <button
            type="button"
            aria-pressed={tab === 'preview'}
            className="tip-md__tab"
            onClick={() => {
              setTab('preview');
              void preview({ variables: { markdown: value } }).catch(() => undefined);
            }}
          >
            Preview
          </button>
        </div>
      </div>
      {tab === 'write' ? (
        <textarea
          ref={inputRef}
          id={`${id}-text`}
          className="field__input tip-md__text"
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={countShown(value.length, maxLength) ? `${id}-hint ${id}-count` : `${id}-hint`}
        />
      ) : (
        <div className="tip-md__preview tip-prose" aria-live="polite" aria-busy={loading}>
          {previewError ? (
            <p className="field__error">The preview could not be loaded.</p>
          ) : loading || !data ? (
            <p className="cp-muted">Rendering…</p>
          ) : (
            // The server's sanitised HTML, as the published tip shows it.
            <div dangerouslySetInnerHTML={{ __html: data.previewTipMarkdown }} />
          )}
        </div>
      )}
      {error && <p className="field__error">{error}</p>}
      <p className="field__hint" id={`${id}-hint`}>
        Markdown: **bold**, *italic*, [links](https://…), lists, ## headings. HTML is shown as text.
      </p>
      <CharacterCount id={`${id}-count`} length={value.length} max={maxLength} />
    </div>
  );
}

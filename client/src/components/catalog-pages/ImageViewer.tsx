/**
 * The image detail's viewer: the watermarked preview fitted into the page,
 * and a full-screen view (native <dialog>: focus stays inside, Escape closes
 * and focus returns to the picture) that fits the screen or shows the preview
 * at its actual pixels, scrolled by dragging or swiping.
 */
import { useId, useRef, useState } from 'react';

export function ImageViewer({
  title,
  src,
  width,
  height,
}: {
  title: string;
  src: string;
  width: number | null | undefined;
  height: number | null | undefined;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [actualSize, setActualSize] = useState(false);
  const titleId = useId();

  const open = () => {
    setActualSize(false);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  return (
    <>
      <div className="cp-preview cp-preview--image">
        <button type="button" className="cp-viewer__open" onClick={open} aria-label={`View full screen: ${title}`}>
          <img src={src} alt={title} width={width ?? undefined} height={height ?? undefined} />
          <span className="cp-viewer__hint" aria-hidden="true">
            View full screen
          </span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop (the dialog itself) closes it; keys have Escape and Close */}
      <dialog
        ref={dialog}
        className="cp-viewer"
        aria-labelledby={titleId}
        onClick={(e) => e.target === e.currentTarget && close()}
      >
        <div className="cp-viewer__bar">
          <h2 id={titleId} className="cp-viewer__title">
            {title}
          </h2>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={actualSize}
            onClick={() => setActualSize((v) => !v)}
          >
            Actual size
          </button>
          <button type="button" className="button button--primary" onClick={close}>
            Close
          </button>
        </div>
        <div className={actualSize ? 'cp-viewer__stage cp-viewer__stage--actual' : 'cp-viewer__stage'}>
          <img src={src} alt={title} width={width ?? undefined} height={height ?? undefined} />
        </div>
      </dialog>
    </>
  );
}

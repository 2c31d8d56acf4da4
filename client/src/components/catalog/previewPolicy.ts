/**
 * How card previews start, per device and preference:
 *
 * - `manual`: the user prefers reduced motion, or the browser sends
 *   Save-Data — nothing plays by itself (not on hover, focus or scroll);
 *   each video card shows a play control instead.
 * - `in-view`: a touch screen (no hover) — the card most in view plays its
 *   muted loop, one at a time, as phone feeds do (./inViewPlayback.ts).
 * - `hover`: a mouse or trackpad — pointer hover or keyboard focus plays it.
 *
 * Read from media queries and `navigator.connection.saveData`, and kept up to
 * date when a preference changes while the page is open.
 */
import { useSyncExternalStore } from 'react';

export type PreviewMode = 'manual' | 'in-view' | 'hover';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** A primary pointer that cannot hover: a phone or tablet, not a laptop with a touch screen. */
const TOUCH_ONLY = '(hover: none)';

interface NetworkInformationLike extends EventTarget {
  saveData?: boolean;
}

function connection(): NetworkInformationLike | undefined {
  return (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

function currentMode(): PreviewMode {
  if (typeof window === 'undefined' || !window.matchMedia) return 'hover';
  if (window.matchMedia(REDUCED_MOTION).matches || connection()?.saveData) return 'manual';
  return window.matchMedia(TOUCH_ONLY).matches ? 'in-view' : 'hover';
}

function subscribe(onChange: () => void): () => void {
  const queries = [REDUCED_MOTION, TOUCH_ONLY].map((q) => window.matchMedia(q));
  for (const q of queries) q.addEventListener('change', onChange);
  connection()?.addEventListener('change', onChange);
  return () => {
    for (const q of queries) q.removeEventListener('change', onChange);
    connection()?.removeEventListener('change', onChange);
  };
}

export function usePreviewMode(): PreviewMode {
  return useSyncExternalStore(subscribe, currentMode, () => 'hover');
}

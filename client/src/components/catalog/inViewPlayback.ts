/**
 * "The card most in view plays, one at a time", for touch screens: every
 * video card that can autoplay registers its element here; one shared
 * IntersectionObserver tracks how much of each is visible (clipped by the
 * viewport and by sideways-scrolling rows alike), and the card with the
 * largest visible share — at least MIN_VISIBLE of it — is the one playing.
 * A tie keeps the card already playing, so a feed does not flicker between
 * two equally visible cards. Scrolling a card away stops it.
 */
import { type RefObject, useEffect, useState } from 'react';

/** A card must be at least this much in view to play. */
export const MIN_VISIBLE = 0.6;
const THRESHOLDS = [0, 0.25, 0.5, MIN_VISIBLE, 0.75, 0.9, 1];

const visible = new Map<Element, number>();
const listeners = new Map<Element, (playing: boolean) => void>();
let playing: Element | null = null;
let observer: IntersectionObserver | null = null;

function choose(): void {
  let best: Element | null = null;
  let bestShare = 0;
  for (const [element, share] of visible) {
    if (share < MIN_VISIBLE) continue;
    if (!best || share > bestShare || (share === bestShare && element === playing)) {
      best = element;
      bestShare = share;
    }
  }
  if (best === playing) return;
  const previous = playing;
  playing = best;
  if (previous) listeners.get(previous)?.(false);
  if (best) listeners.get(best)?.(true);
}

function watch(element: Element, onChange: (playing: boolean) => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const e of entries) visible.set(e.target, e.isIntersecting ? e.intersectionRatio : 0);
      choose();
    },
    { threshold: THRESHOLDS },
  );
  listeners.set(element, onChange);
  visible.set(element, 0);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    listeners.delete(element);
    visible.delete(element);
    if (playing === element) {
      playing = null;
      choose();
    }
  };
}

/** True while `ref`'s element is the card most in view (always false when not `enabled`). */
export function useInViewPlayback(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const stop = watch(element, setActive);
    return () => {
      stop();
      setActive(false);
    };
  }, [ref, enabled]);
  return active;
}

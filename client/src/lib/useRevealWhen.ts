import { type RefObject, useEffect } from 'react';

/**
 * Scrolls an element into view when `key` changes to something: a form's
 * message sits above the form, and on a phone (or under a long form) the
 * button that caused it is far below it, so without this a refusal or a
 * "Saved" looks like nothing happened. Only as far as needed (`nearest`).
 */
export function useRevealWhen(ref: RefObject<HTMLElement | null>, key: string | null) {
  useEffect(() => {
    if (key) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [ref, key]);
}

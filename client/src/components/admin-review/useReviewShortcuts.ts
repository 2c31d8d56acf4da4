/**
 * The review queue's keyboard shortcuts, through react-hotkeys-hook: J / K
 * next and previous item, A approve, R reject (opens the form), Escape closes
 * the form. Letters are matched by the character typed (`useKey`), so they
 * follow the keyboard layout the hint shows. The library already ignores keys
 * typed into inputs, textareas, selects and other text widgets; Escape alone
 * is let through there, to leave the form. A held-down A or R does not repeat.
 */
import { useHotkeys } from 'react-hotkeys-hook';

/** The keys, as the hint and `aria-keyshortcuts` name them. */
export const SHORTCUT_KEYS = { next: 'J', previous: 'K', approve: 'A', reject: 'R', close: 'Escape' } as const;

export interface ReviewShortcutHandlers {
  next: () => void;
  previous: () => void;
  approve: () => void;
  reject: () => void;
  close: () => void;
}

export function useReviewShortcuts(
  handlers: ReviewShortcutHandlers,
  state: { hasItem: boolean; rejecting: boolean; busy: boolean },
): void {
  const moving = { useKey: true, preventDefault: true, enabled: state.hasItem && !state.rejecting };
  const deciding = { ...moving, enabled: moving.enabled && !state.busy };
  const once = (action: () => void) => (event: KeyboardEvent) => {
    if (!event.repeat) action();
  };
  useHotkeys(SHORTCUT_KEYS.next.toLowerCase(), handlers.next, moving);
  useHotkeys(SHORTCUT_KEYS.previous.toLowerCase(), handlers.previous, moving);
  useHotkeys(SHORTCUT_KEYS.approve.toLowerCase(), once(handlers.approve), deciding);
  useHotkeys(SHORTCUT_KEYS.reject.toLowerCase(), once(handlers.reject), deciding);
  useHotkeys('escape', handlers.close, { useKey: true, enabled: state.rejecting, enableOnFormTags: true });
}

/**
 * What a member has typed into a form and not yet sent, kept in this tab's
 * sessionStorage as they type, so a session that ends mid-form (it expired, or
 * was ended from another device) does not throw it away: signing in again
 * brings them back to the form, which restores it.
 *
 * A draft is keyed per form and per user: someone else signing in on the same
 * tab never sees it. The form discards it once it is sent, or when the member
 * asks to. sessionStorage dies with the tab; a draft older than
 * DRAFT_MAX_AGE_MS is dropped as well. Storage that refuses (private mode,
 * quota) only means no draft is kept.
 */
import { useCallback, useState } from 'react';
import { useAuth } from './auth';

const KEY_PREFIX = 'framestock:draft:';
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60_000;

function storageKey(form: string, userId: string): string {
  return `${KEY_PREFIX}${form}:${userId}`;
}

/** The saved draft of `form` for `userId`, if there is a fresh one that `parse` accepts. */
export function readFormDraft<T>(form: string, userId: string, parse: (raw: unknown) => T | null): T | null {
  try {
    const raw = sessionStorage.getItem(storageKey(form, userId));
    if (raw === null) return null;
    const saved = JSON.parse(raw) as { savedAt?: unknown; values?: unknown };
    if (typeof saved.savedAt !== 'number' || Date.now() - saved.savedAt > DRAFT_MAX_AGE_MS) {
      sessionStorage.removeItem(storageKey(form, userId));
      return null;
    }
    return parse(saved.values);
  } catch {
    return null;
  }
}

export function saveFormDraft<T>(form: string, userId: string, values: T): void {
  try {
    sessionStorage.setItem(storageKey(form, userId), JSON.stringify({ savedAt: Date.now(), values }));
  } catch {
    // Storage refused: the form works, it just keeps no draft.
  }
}

export function discardFormDraft(form: string, userId: string): void {
  try {
    sessionStorage.removeItem(storageKey(form, userId));
  } catch {
    // Nothing was kept.
  }
}

/**
 * The signed-in user's draft of `form`: `restored` is what was saved when the
 * form mounted (read once), `save` keeps the current values, `discard` forgets
 * them. Without a signed-in user nothing is kept.
 */
export function useFormDraft<T>(form: string, parse: (raw: unknown) => T | null) {
  const userId = useAuth().user?.id ?? null;
  const [restored] = useState(() => (userId ? readFormDraft(form, userId, parse) : null));
  const save = useCallback(
    (values: T) => {
      if (userId) saveFormDraft(form, userId, values);
    },
    [form, userId],
  );
  const discard = useCallback(() => {
    if (userId) discardFormDraft(form, userId);
  }, [form, userId]);
  return { restored, save, discard };
}

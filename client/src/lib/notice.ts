/**
 * A one-off message for the next page: in the navigation state (SPA
 * navigations) or, across a full page load, in sessionStorage for one read.
 */
const KEY = 'framestock:notice';

export function showNoticeAfterReload(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage disabled: the page simply shows no notice.
  }
}

/** The stored notice, removed as it is read. */
function takeStoredNotice(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    if (message !== null) sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}

/** Read once as the app starts: the notice belongs to the first page shown. */
export const noticeAtLoad: string | null = typeof window === 'undefined' ? null : takeStoredNotice();

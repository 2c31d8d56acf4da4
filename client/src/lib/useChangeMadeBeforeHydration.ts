/**
 * A server-rendered page's fields work before the app has hydrated it
 * (server/http/seo/deferred-entry.ts starts the app once the page has painted):
 * on a slow phone a visitor may type into the search box or pick an order
 * meanwhile. The field then shows their change while React's state still holds
 * what the server rendered, and hydration keeps both as they are: the next
 * search would have been for the old words. On mount this hands such a change to
 * the field's own onChange, as if made now.
 */
import { type RefObject, useEffect } from 'react';

export function useChangeMadeBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  rendered: string,
  onChange: (value: string) => void,
): void {
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== rendered) onChange(shown);
    // Once, on mount: later changes reach onChange through React.
  }, []);
}

import { useEffect } from 'react';
import { documentTitle } from '../../lib/title';

/**
 * The document title of a page whose title comes from its data (an item's
 * title, 'Page Not Found'). The route wrapper (routes.tsx `titled`) sets the
 * route's generic title in its own effect, which React runs after its
 * children's effects on mount: a microtask lets this one land last.
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = documentTitle(title);
    });
    return () => {
      live = false;
    };
  }, [title]);
}

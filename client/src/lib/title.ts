import { useEffect } from 'react';
import { DEFAULT_TITLE, pageTitle, SITE_NAME } from '../routeTable';

/** The document title of a route title; the home page reads `${DEFAULT_TITLE} · Framestock`. */
export function documentTitle(title: string): string {
  return title === DEFAULT_TITLE ? `${DEFAULT_TITLE} · ${SITE_NAME}` : pageTitle(title);
}

/** Sets document.title while the calling component is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/**
 * The public site settings an admin sets in /admin/settings (the maintenance
 * banner, the features switched on), for the frame of every page: the public
 * header and footer, and the members and admin app shell, which hides the
 * links to switched-off features. One read per frame, again every minute so
 * an open tab picks up a change. Over fetch, not Apollo: the public layout is
 * on the first route (client/js-budget.mjs).
 */
import { useEffect } from 'react';
import { SiteSettingsDocument, type SiteSettingsQuery } from '../graphql/generated/graphql';
import { useFetchQuery } from './useFetchQuery';

export type SiteSettings = SiteSettingsQuery['siteSettings'];
/** A feature an admin can switch off. */
export type SiteFeature = Exclude<keyof SiteSettings['features'], '__typename'>;

const REREAD_MS = 60_000;
const CHANGED = 'framestock:site-settings-changed';

/** The settings were saved in this tab: its frame reads them again at once (no Apollo cache to update it). */
export function announceSiteSettingsChanged(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** The settings, or undefined until the first answer. */
export function useSiteSettings(): SiteSettings | undefined {
  const { data, refetch } = useFetchQuery(SiteSettingsDocument);
  useEffect(() => {
    const timer = setInterval(refetch, REREAD_MS);
    window.addEventListener(CHANGED, refetch);
    return () => {
      clearInterval(timer);
      window.removeEventListener(CHANGED, refetch);
    };
  }, [refetch]);
  return data?.siteSettings;
}

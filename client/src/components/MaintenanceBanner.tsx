/**
 * The maintenance banner an admin sets in /admin/settings, above every page of
 * every area. Read again every minute, so an open tab picks up a change.
 * Over fetch, not Apollo: the public layout is on the first route
 * (client/js-budget.mjs).
 */
import { useEffect } from 'react';
import { SiteSettingsDocument } from '../graphql/generated/graphql';
import { useFetchQuery } from '../lib/useFetchQuery';

const REREAD_MS = 60_000;
const CHANGED = 'framestock:site-settings-changed';

/** The settings were saved in this tab: its banner reads them again at once (no Apollo cache to update it). */
export function announceSiteSettingsChanged(): void {
  window.dispatchEvent(new Event(CHANGED));
}

export function MaintenanceBanner() {
  const { data, refetch } = useFetchQuery(SiteSettingsDocument);
  useEffect(() => {
    const timer = setInterval(refetch, REREAD_MS);
    window.addEventListener(CHANGED, refetch);
    return () => {
      clearInterval(timer);
      window.removeEventListener(CHANGED, refetch);
    };
  }, [refetch]);
  const text = data?.siteSettings.maintenanceBanner;
  if (!text) return null;
  return (
    <div className="maintenance-banner" role="status">
      {text}
    </div>
  );
}

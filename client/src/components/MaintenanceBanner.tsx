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

export function MaintenanceBanner() {
  const { data, refetch } = useFetchQuery(SiteSettingsDocument);
  useEffect(() => {
    const timer = setInterval(refetch, REREAD_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  const text = data?.siteSettings.maintenanceBanner;
  if (!text) return null;
  return (
    <div className="maintenance-banner" role="status">
      {text}
    </div>
  );
}

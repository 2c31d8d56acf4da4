/**
 * The maintenance banner an admin sets in /admin/settings, above every page of
 * every area. Read again every minute, so an open tab picks up a change.
 */
import { useQuery } from '@apollo/client/react';
import { SiteSettingsDocument } from '../graphql/generated/graphql';

export function MaintenanceBanner() {
  const { data } = useQuery(SiteSettingsDocument, { pollInterval: 60_000 });
  const text = data?.siteSettings.maintenanceBanner;
  if (!text) return null;
  return (
    <div className="maintenance-banner" role="status">
      {text}
    </div>
  );
}

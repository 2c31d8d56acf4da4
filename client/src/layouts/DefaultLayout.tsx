/** The public layout: header, the page, footer. Also frames the 403 page of the admin guard. */
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MaintenanceBanner } from '../components/MaintenanceBanner';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { SkipLink } from '../components/SkipLink';
import { noticeAtLoad } from '../lib/notice';
import { useRendersAsServer } from '../lib/useRendersAsServer';
import { useSiteSettings } from '../lib/useSiteSettings';

/** A one-off message carried in the navigation state, e.g. after the account was deleted. */
function FlashNotice() {
  const location = useLocation();
  const fromState = (location.state as { notice?: unknown } | null)?.notice;
  // The server knows nothing of this browser's storage: a hydrating render shows what it rendered, none.
  const atLoad = useRendersAsServer() ? null : noticeAtLoad;
  // A notice stored before a full page load shows on the first page only (its location key is "default").
  const notice = typeof fromState === 'string' ? fromState : location.key === 'default' ? atLoad : null;
  if (!notice) return null;
  return (
    <div className="container">
      <p className="flash" role="status">
        {notice}
      </p>
    </div>
  );
}

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const settings = useSiteSettings();
  return (
    <div className="site">
      <SkipLink />
      <MaintenanceBanner text={settings?.maintenanceBanner} />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <FlashNotice />
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}

export default DefaultLayout;

/** The public layout: header, the page, footer. Also frames the 403 page of the admin guard. */
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { SkipLink } from '../components/SkipLink';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}

export default DefaultLayout;

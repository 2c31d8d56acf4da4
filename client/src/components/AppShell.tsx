/**
 * The signed-in app frame shared by the members and admin layouts: a top bar
 * (logo, area name, account menu) and a sidebar of grouped links that becomes
 * a drawer behind a menu button on narrow screens. With `thumbBar`, phones
 * also get those few links and a Menu button in a bar along the bottom edge,
 * where a thumb reaches them (the top corners are the hardest to reach).
 */
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useEscapeToClose } from '../lib/useEscapeToClose';
import { type SiteFeature, useSiteSettings } from '../lib/useSiteSettings';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { MaintenanceBanner } from './MaintenanceBanner';
import { NavIcon, type NavIconName } from './NavIcon';
import { LazyBell } from './notifications/LazyBell';
import { SearchBox } from './SearchBox';
import { SkipLink } from './SkipLink';

export interface NavItem {
  to: string;
  label: string;
  /** Match only this exact path (for area home links such as /admin). */
  end?: boolean;
  /** A page outside the SPA (full page load), e.g. GraphiQL. */
  external?: boolean;
  /** Shown only while an admin has this feature switched on (site settings). */
  feature?: SiteFeature;
  /** The picture above its label in the phone's bottom bar (`thumbBar` items). */
  icon?: NavIconName;
}

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

export function AppShell({
  area,
  areaLabel,
  navLabel,
  groups,
  banner,
  thumbBar,
}: {
  area: 'members' | 'admin';
  areaLabel: string;
  navLabel: string;
  groups: readonly NavGroup[];
  /** Shown above every page of the area (e.g. the email verification banner). */
  banner?: ReactNode;
  /** The area's most used links (at most four), repeated in a bottom bar on phones. */
  thumbBar?: readonly NavItem[];
}) {
  const { pathname } = useLocation();
  // Open for one page: navigating elsewhere closes the drawer without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const navId = `${area}-nav`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const settings = useSiteSettings();
  // Until the settings answer every link shows: hiding them would make the sidebar jump for everyone.
  const shown = (item: NavItem) => !item.feature || !settings || settings.features[item.feature];
  useEscapeToClose(
    open,
    useCallback(() => setOpenOn(null), []),
    toggleRef,
  );

  return (
    <div className={`app app--${area}`}>
      <SkipLink />
      <MaintenanceBanner text={settings?.maintenanceBanner} />
      <header className="app-topbar">
        <button
          ref={toggleRef}
          type="button"
          className="menu-button app-topbar__menu"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="menu-button__icon" aria-hidden="true" />
          <span className="menu-button__label">Menu</span>
        </button>
        <Link to="/" className="brand" aria-label="Framestock home">
          <Logo size={28} />
        </Link>
        <span className="app-topbar__area">{areaLabel}</span>
        <SearchBox area={area} />
        <div className="app-topbar__actions">
          <LazyBell area={area} />
          <AccountMenu area={area} />
        </div>
      </header>
      <div className="app-body">
        <nav id={navId} className={open ? 'app-sidebar is-open' : 'app-sidebar'} aria-label={navLabel}>
          {groups.map((group) => {
            const items = group.items.filter(shown);
            if (items.length === 0) return null;
            const headingId = `${navId}-${group.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
            return (
              <div className="nav-group" key={group.label}>
                <p className="nav-group__title" id={headingId}>
                  {group.label}
                </p>
                <ul className="nav-group__list" aria-labelledby={headingId}>
                  {items.map((item) => (
                    <li key={item.to}>
                      {item.external ? (
                        <a className="app-sidebar__link" href={item.to}>
                          {item.label}
                        </a>
                      ) : (
                        <NavLink className="app-sidebar__link" to={item.to} end={item.end ?? true}>
                          {item.label}
                        </NavLink>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </nav>
        <main id="main" className={thumbBar ? 'app-main app-main--thumb-bar' : 'app-main'} tabIndex={-1}>
          {banner}
          <Outlet />
        </main>
      </div>
      {thumbBar && (
        <nav className="thumb-bar" aria-label={`${navLabel} shortcuts`}>
          {thumbBar.filter(shown).map((item) => (
            <NavLink key={item.to} className="thumb-bar__link" to={item.to} end={item.end ?? true}>
              {item.icon && <NavIcon name={item.icon} />}
              {item.label}
            </NavLink>
          ))}
          <button
            type="button"
            className="thumb-bar__link"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            <NavIcon name="menu" />
            Menu
          </button>
        </nav>
      )}
    </div>
  );
}

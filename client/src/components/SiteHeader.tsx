/**
 * The public header: logo, main navigation (a menu button below 900 px), the
 * search box (a row of its own on phones), sign-in or the account menu.
 */
import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';
import { useEscapeToClose } from '../lib/useEscapeToClose';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { LazyBell } from './notifications/LazyBell';
import { SearchBox } from './SearchBox';

export const MAIN_NAV = [
  { to: '/public/browse', label: 'Browse' },
  { to: '/public/images', label: 'Images' },
  { to: '/public/audio', label: 'Audio' },
  { to: '/public/pricing', label: 'Pricing' },
  { to: '/public/capcut-tips', label: 'CapCut tips' },
  { to: '/public/about', label: 'About' },
] as const;

export function SiteHeader() {
  const { authInitialized, isAuthenticated } = useAuth();
  const { pathname } = useLocation();
  // Open for one page: navigating elsewhere closes the menu without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useEscapeToClose(
    menuOpen,
    useCallback(() => setOpenOn(null), []),
    menuButtonRef,
  );
  // Come back here after signing in (not to the home page or the auth pages themselves).
  const returnTo = ['/', '/login', '/register'].includes(pathname) ? '' : `?redirect=${encodeURIComponent(pathname)}`;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" aria-label="Framestock home">
          <Logo />
        </Link>
        <nav id="site-nav" className={menuOpen ? 'site-nav is-open' : 'site-nav'} aria-label="Main">
          <ul className="site-nav__list">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox area={isAuthenticated ? 'members' : 'public'} />
        <div className="site-header__actions">
          {!authInitialized ? (
            <span className="site-header__placeholder" aria-hidden="true" />
          ) : isAuthenticated ? (
            <>
              <LazyBell area="site" />
              <AccountMenu />
            </>
          ) : (
            <>
              <Link to={`/login${returnTo}`} className="button button--ghost">
                Sign in
              </Link>
              <Link to="/register" className="button button--primary hide-below-sm">
                Sign up
              </Link>
            </>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <span className="menu-button__icon" aria-hidden="true" />
            <span className="menu-button__label">Menu</span>
          </button>
        </div>
      </div>
    </header>
  );
}

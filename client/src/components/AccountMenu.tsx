/**
 * The signed-in user's menu (a disclosure: a button that shows a list of
 * links and the Sign out button). Escape or a click elsewhere closes it.
 */
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth';
import { lazyWithApollo } from '../lib/lazyWithApollo';
import { useCloseOnOutsidePointer } from '../lib/useCloseOnOutsidePointer';
import { useEscapeToClose } from '../lib/useEscapeToClose';

/** In the shell of every page, the home page's too, which renders without Apollo: loaded with it when the menu opens. */
const AccountMeter = lazyWithApollo(() => import('./downloads/AccountMeter').then((m) => m.AccountMeter));

export function AccountMenu({ area = 'site' }: { area?: 'site' | 'members' | 'admin' }) {
  const { user, isAdmin, signOut } = useAuth();
  // Open for one page: navigating elsewhere closes the menu without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const open = openOn === pathname;
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname]);

  const close = useCallback(() => setOpen(false), [setOpen]);
  useCloseOnOutsidePointer(open, rootRef, close);
  useEscapeToClose(open, close, buttonRef);

  if (!user) return null;
  const initial = (user.displayName.trim()[0] ?? user.email[0] ?? '?').toUpperCase();

  async function handleSignOut() {
    setSigningOut(true);
    // Leave signed-in pages first, so their guard does not send us to the login page.
    await navigate('/');
    await signOut();
    setSigningOut(false);
  }

  return (
    <div className="account" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="avatar" aria-hidden="true">
          {user.photoUrl ? <img className="avatar__image" src={user.photoUrl} alt="" /> : initial}
        </span>
        <span className="visually-hidden">Account: </span>
        <span className="account__name">{user.displayName}</span>
        <span className="account__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="account__panel" hidden={!open}>
        <p className="account__who">
          <span className="account__who-name">{user.displayName}</span>
          <span className="account__who-email">{user.email}</span>
        </p>
        {open && area !== 'admin' && (
          <Suspense fallback={null}>
            <AccountMeter />
          </Suspense>
        )}
        <ul className="account__links">
          {area !== 'members' && (
            <li>
              <Link to="/members/dashboard">Dashboard</Link>
            </li>
          )}
          <li>
            <Link to={area === 'admin' ? '/admin/profile' : '/members/profile'}>Profile</Link>
          </li>
          {area !== 'admin' && (
            <li>
              <Link to="/members/profile/downloads">Downloads</Link>
            </li>
          )}
          <li>
            <Link to={area === 'admin' ? '/admin/settings' : '/members/settings'}>Settings</Link>
          </li>
          {isAdmin && area !== 'admin' && (
            <li>
              <Link to="/admin">Admin console</Link>
            </li>
          )}
          {area !== 'site' && (
            <li>
              <Link to="/">Framestock home</Link>
            </li>
          )}
        </ul>
        <button type="button" className="account__signout" onClick={handleSignOut} disabled={signingOut}>
          Sign out
        </button>
      </div>
    </div>
  );
}

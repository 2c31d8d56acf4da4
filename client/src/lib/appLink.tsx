/**
 * A link for what a page repeats many times (catalogue cards and their
 * controls, category and platform tiles): a plain `<a href>` whose plain
 * click navigates inside the app. React Router's `<Link>` runs about ten
 * hooks and several effects per link (path resolution, its own `navigate`,
 * prefetch state) when it renders and commits; a card has up to four links,
 * so the home page's ~100 card links were the largest part of React's work
 * after the cards themselves (README, "Main-thread work per screen").
 *
 * `to` is an absolute path in this app. A click with a modifier key, another
 * button, a `target`, or one a handler already took (`preventDefault`) is
 * left to the browser (new tab, download, …), and a link to the page already
 * shown replaces its history entry instead of adding one, as `<Link>` does.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type Navigate = (to: string, options: { replace: boolean }) => void;

let navigateInApp: Navigate | undefined;

/**
 * main.tsx hands over the router's `navigate` once: the router module imports
 * every screen, so the screens cannot import it. Until then (never, in the
 * app) a click is an ordinary page load.
 */
export function setAppLinkNavigate(navigate: Navigate): void {
  navigateInApp = navigate;
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

export function AppLink({ to, onClick, ...anchor }: AppLinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        followInApp(event, to);
      }}
    />
  );
}

function followInApp(event: MouseEvent<HTMLAnchorElement>, to: string): void {
  if (!navigateInApp || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const target = event.currentTarget.getAttribute('target');
  if (target && target !== '_self') return;
  event.preventDefault();
  const { pathname, search, hash } = window.location;
  navigateInApp(to, { replace: to === `${pathname}${search}${hash}` });
}

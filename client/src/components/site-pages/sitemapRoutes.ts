/**
 * The pages an HTML sitemap lists, derived from the one route table so a new
 * route shows up without touching the sitemap.
 */
import { DEFAULT_TITLE, type Layout, type RouteDef, routeTable } from '../../routeTable';

export interface SiteMapLink {
  readonly path: string;
  readonly label: string;
}

/** Email landing pages only work with the `?token=` of an email: nobody should open them from a list. */
const isEmailLanding = (route: RouteDef) => route.path.startsWith('/auth/');

/**
 * The parameterless routes of a layout, one per title: the spec gives some
 * screens two addresses (/profile and /members/profile, /sitemap and
 * /public/sitemap); the one under `preferPrefix` is kept, else the first.
 */
export function siteMapLinks(layout: Layout, preferPrefix?: string): SiteMapLink[] {
  const byTitle = new Map<string, RouteDef>();
  for (const route of routeTable as readonly RouteDef[]) {
    if (route.layout !== layout || route.path.includes(':') || isEmailLanding(route)) continue;
    const seen = byTitle.get(route.title);
    const better = preferPrefix !== undefined && route.path.startsWith(preferPrefix);
    if (!seen || (better && !seen.path.startsWith(preferPrefix))) byTitle.set(route.title, route);
  }
  return [...byTitle.values()].map((route) => ({
    path: route.path,
    label: route.title === DEFAULT_TITLE ? 'Home' : route.title,
  }));
}

/**
 * What the head of a page says, looked up before the shell is sent. Static
 * routes need no SQL. A route whose page names a record (a media item, a
 * category) is looked up by the module that owns it, through the `pages` of
 * its manifest (server/module.ts); an id that names nothing (or nothing
 * published) is a 404 with the 'Page Not Found' page, like an unmatched path.
 */
import { DEFAULT_TITLE, pageTitle, type RouteDef, type RouteMatch, SITE_NAME } from '../../../client/src/routeTable.js';
import type { AppDeps } from '../../graphql/context.js';
import { DEFAULT_DESCRIPTION, type PageHead } from './head.js';
import { isIndexable, staticCanonicalPath } from './site.js';
import { socialImageUrl } from './social-image.js';

export interface PageMeta {
  status: 200 | 404;
  head: PageHead;
}

export interface PageLookup {
  deps: AppDeps;
  /** The site's origin, for absolute URLs. */
  site: string;
  route: RouteDef;
  params: Readonly<Record<string, string | undefined>>;
}

/** A module's head for one route of the route table (keyed by route id in its manifest). */
export type PageHeadResolver = (page: PageLookup) => Promise<PageMeta>;

export function notFoundHead(): PageHead {
  return {
    title: pageTitle('Page Not Found'),
    description: DEFAULT_DESCRIPTION,
    canonical: null,
    noindex: true,
    image: null,
    jsonLd: [],
  };
}

export const notFound = (): PageMeta => ({ status: 404, head: notFoundHead() });

export async function pageMeta(
  deps: AppDeps,
  pages: Readonly<Record<string, PageHeadResolver>>,
  site: string,
  match: RouteMatch | null,
): Promise<PageMeta> {
  if (!match) return notFound();
  const { route, params } = match;
  const lookup = pages[route.id];
  if (lookup) return lookup({ deps, site, route, params });
  return { status: 200, head: staticHead(site, route) };
}

/** Routes without a lookup (admin detail pages included: drafts are theirs to see, and they are noindex). */
function staticHead(site: string, route: RouteDef): PageHead {
  const home = route.id === 'home';
  const description = home
    ? DEFAULT_DESCRIPTION
    : `${route.title} — ${SITE_NAME}, premium media assets for video creators.`;
  return {
    title: home ? `${DEFAULT_TITLE} · ${SITE_NAME}` : pageTitle(route.title),
    description,
    canonical: `${site}${route.path.includes(':') ? '' : staticCanonicalPath(route)}`,
    noindex: !isIndexable(route),
    // The page's own social card (pricing, browse, tips…): its title over the site's look.
    image: socialImageUrl(site, route.title, home ? null : description),
    jsonLd: [],
  };
}

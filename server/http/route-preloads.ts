/**
 * The `modulepreload` links a page's HTML carries for its route: the chunks of
 * its screen, of its layout (members, admin) and of Apollo Client when the
 * screen uses it, as the build listed them (client/vite/route-preloads.ts).
 * The router would import each only after the entry has run, and each its own
 * shared chunks after that: one slow-4G round trip after another before a
 * members page renders. Named in the HTML they download beside the entry.
 *
 * The chunks of the members and admin areas are named only to a browser that
 * carries the session hint: a visitor following a members link is sent to
 * sign in, and should not spend a phone's bandwidth on screens it cannot open.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  APOLLO_MODULE,
  LAYOUT_MODULES,
  PAGE_MODULES,
  ROUTE_PRELOADS_FILE,
  WITHOUT_APOLLO,
} from '../../client/src/routeModules.js';
import type { RouteDef, RouteId } from '../../client/src/routeTable.js';

type Preloads = Readonly<Record<string, { js: readonly string[]; css: readonly string[] } | undefined>>;

/** Whether a route's links are named only to a browser with the session hint (its HTML then varies by Cookie). */
export const namedOnlyWithSession = (route: RouteDef): boolean => route.guard !== 'none';

/** The link tags for a route (none when the client was built without the map, e.g. by an older build). */
export type RoutePreloadTags = (route: RouteDef | undefined, signedIn: boolean) => string;

export function routePreloadTags(clientDir: string): RoutePreloadTags {
  const file = path.join(clientDir, ROUTE_PRELOADS_FILE);
  const preloads: Preloads = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Preloads) : {};
  const tagsOf = (route: RouteDef): string => {
    const id = route.id as RouteId;
    const modules: string[] = [`pages/${PAGE_MODULES[id]}`];
    if (route.layout !== 'default') modules.push(LAYOUT_MODULES[route.layout]);
    if (!WITHOUT_APOLLO.has(id)) modules.push(APOLLO_MODULE);
    const js = new Set(modules.flatMap((m) => preloads[m]?.js ?? []));
    const css = new Set(modules.flatMap((m) => preloads[m]?.css ?? []));
    // crossorigin as Vite's own tags: the module scripts are fetched in CORS mode, and a preload only
    // counts when its mode matches. A stylesheet is preloaded, not linked: it must not block the first paint.
    return [
      ...[...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...[...css].map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ].join('\n    ');
  };
  const cache = new Map<string, string>();
  return (route, signedIn) => {
    if (!route || (namedOnlyWithSession(route) && !signedIn)) return '';
    let tags = cache.get(route.id);
    if (tags === undefined) {
      tags = tagsOf(route);
      cache.set(route.id, tags);
    }
    return tags;
  };
}

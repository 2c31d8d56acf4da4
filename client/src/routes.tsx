/**
 * The data router, built from the one route table (routeTable.ts): each entry
 * gets its lazily loaded screen (the module routeModules.ts names for it, a
 * Record over every RouteId, so TypeScript refuses a missing or unknown
 * route), its layout, its guard, its document title and — for `:id` routes —
 * the id check (a malformed id is a 404).
 *
 *   root (error: Internal Server Error page, full screen)
 *   └─ guard (none | authenticated | admin)
 *      └─ layout (default | members | admin; members/admin load lazily)
 *         └─ boundary (errors render inside the layout: 404, 500)
 *            └─ pages … and, in the default layout, `*` → Page Not Found
 */
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  data,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
} from 'react-router';
import { NotFoundPage, RootErrorBoundary, RouteErrorBoundary } from './components/ErrorPages';
import { RequireAdmin, RequireAuth } from './components/guards';
import { PageLoading } from './components/PageLoading';
import { DefaultLayout } from './layouts/DefaultLayout';
import { loadApolloClient } from './lib/apolloLoader';
import { loadChunk } from './lib/chunkReload';
import { ReplayHeldTap } from './lib/heldTap';
import { AppScrollRestoration } from './lib/hydrationScroll';
import { useDocumentTitle } from './lib/title';
import { useSocialSignInReturn } from './lib/useSocialSignInReturn';
import * as HomePage from './pages/public/Home';
import { LAYOUT_MODULES, PAGE_MODULES, WITHOUT_APOLLO } from './routeModules';
import { type Guard, type Layout, paramsAreValid, type RouteDef, type RouteId, routeTable } from './routeTable';

type PageModule = { default: ComponentType };

/**
 * The URL a navigation is heading for (a failed chunk load reloads straight into it): the browser's
 * router tells (createAppRouter); a server render has no navigation.
 */
let pendingHref: () => string | undefined = () => undefined;

/** Every screen module under ./pages, each its own chunk; PAGE_MODULES says which route shows which. */
const screens = import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/public/Home.tsx']);

/** Every route of the table → its screen. */
const pages = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([id, module]) => {
    // The home page is the first route: it comes with the entry instead of one round trip later (a
    // phone on slow 4G waits ~150 ms per trip); its weight counts in the JS budget either way.
    if (id === 'home') return [id, async () => HomePage];
    const load = screens[`./pages/${module}.tsx`];
    if (!load) throw new Error(`routes.tsx: no screen module ./pages/${module}.tsx for route "${id}".`);
    return [id, load];
  }),
) as Record<RouteId, () => Promise<PageModule>>;

/** A lazily loaded component and, unless it renders without Apollo, the client it needs. */
async function loadWithApollo(
  load: () => Promise<PageModule>,
  apollo: boolean,
): Promise<{ Component: ComponentType; client: ApolloClient | undefined }> {
  const [{ default: Component }, client] = await Promise.all([
    loadChunk(load, pendingHref),
    apollo ? loadChunk(loadApolloClient, pendingHref) : undefined,
  ]);
  return { Component, client };
}

/** The component under an ApolloProvider; as it is without a client. */
function withApollo(Component: ComponentType, client: ApolloClient | undefined): ComponentType {
  if (!client) return Component;
  function WithApollo() {
    return (
      <ApolloProvider client={client as ApolloClient}>
        <Component />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `WithApollo(${Component.displayName ?? Component.name ?? 'Component'})`;
  return WithApollo;
}

/** Layout components; members and admin load with their first page (and Apollo, for their banners). */
type LayoutSource = { Component: ComponentType } | { lazy: () => Promise<{ Component: ComponentType }> };
const areaLayouts = import.meta.glob<PageModule>(['./layouts/*.tsx', '!./layouts/DefaultLayout.tsx']);
function areaLayout(layout: keyof typeof LAYOUT_MODULES): () => Promise<PageModule> {
  const load = areaLayouts[`./${LAYOUT_MODULES[layout]}.tsx`];
  if (!load) throw new Error(`routes.tsx: no layout module ./${LAYOUT_MODULES[layout]}.tsx.`);
  return load;
}
const lazyLayout = (load: () => Promise<PageModule>): LayoutSource => ({
  lazy: async () => {
    const { Component, client } = await loadWithApollo(load, true);
    return { Component: withApollo(Component, client) };
  },
});
const layouts: Record<Layout, LayoutSource> = {
  default: { Component: DefaultLayout },
  members: lazyLayout(areaLayout('members')),
  admin: lazyLayout(areaLayout('admin')),
};

const guards: Record<Guard, ComponentType> = {
  none: Outlet,
  authenticated: RequireAuth,
  admin: RequireAdmin,
};

/** Sets the document title, then renders the page. */
function titled(Page: ComponentType, title: string): ComponentType {
  function TitledPage() {
    useDocumentTitle(title);
    return <Page />;
  }
  TitledPage.displayName = `Titled(${Page.displayName ?? Page.name ?? 'Page'})`;
  return TitledPage;
}

/** A malformed `:id` is answered like an unknown path (spec §8: route validation fails → 404). */
function validateParams({ params }: LoaderFunctionArgs): null {
  if (!paramsAreValid(params)) throw data('Page Not Found', { status: 404 });
  return null;
}

function pageRoute(def: RouteDef): RouteObject {
  const load = pages[def.id as RouteId];
  // Unreachable while RouteId is the union of the table's ids (the Record then lists every one).
  if (!load) throw new Error(`routes.tsx: no page module for route "${def.id}".`);
  return {
    id: def.id,
    path: def.path,
    handle: { title: def.title },
    loader: def.path.includes(':') ? validateParams : undefined,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => {
      const { Component, client } = await loadWithApollo(load, !WITHOUT_APOLLO.has(def.id as RouteId));
      return { Component: titled(withApollo(Component, client), def.title) };
    },
  };
}

function layoutRoute(layout: Layout, guard: Guard, defs: readonly RouteDef[]): RouteObject {
  const children: RouteObject[] = defs.map(pageRoute);
  if (layout === 'default' && guard === 'none') {
    children.push({ id: 'not-found', path: '*', Component: NotFoundPage });
  }
  const boundary: RouteObject = { id: `${layout}-${guard}-boundary`, errorElement: <RouteErrorBoundary />, children };
  const layoutObject: RouteObject = { id: `${layout}-${guard}-layout`, ...layouts[layout], children: [boundary] };
  return {
    id: `${layout}-${guard}-guard`,
    Component: guards[guard],
    hydrateFallbackElement: <PageLoading fullPage />,
    children: [layoutObject],
  };
}

function Root() {
  useSocialSignInReturn();
  return (
    <>
      <Outlet />
      <AppScrollRestoration />
      <ReplayHeldTap />
    </>
  );
}

/** The table's routes grouped by layout and guard, in the order of the table; each group one subtree of the root. */
interface RouteGroup {
  readonly route: RouteObject;
  /** The first path segments its routes start with ('' for `/`): the area of the site it serves. */
  readonly areas: ReadonlySet<string>;
  /** The group with Page Not Found (`*`): what a path no other group serves gets. */
  readonly fallback: boolean;
}

const firstSegment = (path: string): string => path.split('/')[1] ?? '';

function routeGroups(): RouteGroup[] {
  const groups = new Map<string, { layout: Layout; guard: Guard; defs: RouteDef[] }>();
  for (const def of routeTable as readonly RouteDef[]) {
    const key = `${def.layout}:${def.guard}`;
    const group = groups.get(key) ?? { layout: def.layout, guard: def.guard, defs: [] };
    group.defs.push(def);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    route: layoutRoute(g.layout, g.guard, g.defs),
    areas: new Set(g.defs.map((def) => firstSegment(def.path))),
    fallback: g.layout === 'default' && g.guard === 'none',
  }));
}

function rootRoute(groups: readonly RouteGroup[]): RouteObject {
  return {
    id: 'root',
    Component: Root,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageLoading fullPage />,
    children: groups.map((g) => g.route),
  };
}

/** Every route, for the server's render (entry-server.tsx). */
export function buildRoutes(): RouteObject[] {
  return [rootRoute(routeGroups())];
}

/**
 * The browser's router over the route table. It starts with the routes of the area the page is
 * in — the public pages, the members' area or the admin's — and adds another area's when a
 * navigation first heads there (React Router's patchRoutesOnNavigation). Creating the router
 * flattens, ranks and matches every route it has: with the whole table (~80 routes) that was the
 * largest single piece of a phone's start-up (~45 ms, ~190 ms at Lighthouse's 4× slowdown).
 */
export function createAppRouter(): DataRouter {
  const groups = routeGroups();
  const fallback = groups.find((g) => g.fallback) as RouteGroup;
  const groupsFor = (path: string): RouteGroup[] => {
    const area = groups.filter((g) => g.areas.has(firstSegment(path)));
    return area.length > 0 ? area : [fallback];
  };
  const first = groupsFor(window.location.pathname);
  const loaded = new Set(first);

  const router = createBrowserRouter([rootRoute(first)], {
    // Called when a path matches nothing yet, or only Page Not Found's `*` or a `:param`.
    patchRoutesOnNavigation({ path, patch }) {
      const missing = groupsFor(path).filter((g) => !loaded.has(g));
      // Its area is all here and did not have it: Page Not Found, of the public layout, answers.
      if (missing.length === 0 && !loaded.has(fallback)) missing.push(fallback);
      if (missing.length === 0) return;
      for (const g of missing) loaded.add(g);
      patch(
        'root',
        missing.map((g) => g.route),
      );
    },
  });
  pendingHref = () => {
    const to = router.state.navigation.location;
    return to ? `${window.location.origin}${to.pathname}${to.search}${to.hash}` : undefined;
  };
  return router;
}

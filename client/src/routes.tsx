/**
 * The data router, built from the one route table (routeTable.ts): each entry
 * gets its lazily loaded page from `pages` (a Record over every RouteId, so
 * TypeScript refuses a missing or unknown route), its layout, its guard, its
 * document title and — for `:id` routes — the id check (a malformed id is a 404).
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
  data,
  type LoaderFunctionArgs,
  Outlet,
  type RouteObject,
  ScrollRestoration,
} from 'react-router';
import { NotFoundPage, RootErrorBoundary, RouteErrorBoundary } from './components/ErrorPages';
import { RequireAdmin, RequireAuth } from './components/guards';
import { PageLoading } from './components/PageLoading';
import { DefaultLayout } from './layouts/DefaultLayout';
import { loadApolloClient } from './lib/apolloLoader';
import { loadChunk } from './lib/chunkReload';
import { useDocumentTitle } from './lib/title';
import { useSocialSignInReturn } from './lib/useSocialSignInReturn';
import * as HomePage from './pages/public/Home';
import { type Guard, type Layout, paramsAreValid, type RouteDef, type RouteId, routeTable } from './routeTable';

type PageModule = { default: ComponentType };

/** The URL a navigation is heading for (a failed chunk load reloads straight into it). */
function pendingHref(): string | undefined {
  const to = router.state.navigation.location;
  return to ? `${window.location.origin}${to.pathname}${to.search}${to.hash}` : undefined;
}

/** Every route of the table → its screen. Shared screens (e.g. /profile and /members/profile) share a module. */
export const pages: Record<RouteId, () => Promise<PageModule>> = {
  // Public. The home page is the first route: it comes with the entry instead of one round trip
  // later (a phone on slow 4G waits ~150 ms per trip); its weight counts in the JS budget either way.
  home: async () => HomePage,
  login: () => import('./pages/public/Login'),
  register: () => import('./pages/public/Register'),
  'forgot-password': () => import('./pages/public/ForgotPassword'),
  terms: () => import('./pages/public/Terms'),
  privacy: () => import('./pages/public/Privacy'),
  sitemap: () => import('./pages/public/Sitemap'),
  logo: () => import('./pages/public/BrandLogo'),
  'public-about': () => import('./pages/public/About'),
  'public-browse': () => import('./pages/public/Browse'),
  'public-pricing': () => import('./pages/public/Pricing'),
  'public-sitemap': () => import('./pages/public/Sitemap'),
  'public-capcut-tips': () => import('./pages/public/CapcutTips'),
  'public-capcut-tip': () => import('./pages/public/CapcutTip'),
  'public-audio': () => import('./pages/public/Audio'),
  'public-images': () => import('./pages/public/Images'),
  'public-asset': () => import('./pages/public/Asset'),
  'public-category': () => import('./pages/public/Category'),
  'auth-complete-sign-up': () => import('./pages/public/auth/CompleteSignUp'),
  'auth-verify-email': () => import('./pages/public/auth/VerifyEmail'),
  'auth-email-link': () => import('./pages/public/auth/EmailLink'),
  'auth-reset-password': () => import('./pages/public/auth/ResetPassword'),
  'licence-check': () => import('./pages/public/LicenceCheck'),
  'auth-confirm-email-change': () => import('./pages/public/auth/ConfirmEmailChange'),

  // Members
  profile: () => import('./pages/members/Profile'),
  settings: () => import('./pages/members/Settings'),
  'profile-payments': () => import('./pages/members/Payments'),
  'profile-downloads': () => import('./pages/members/Downloads'),
  'profile-favorites': () => import('./pages/members/Favorites'),
  'profile-notifications': () => import('./pages/members/Notifications'),
  'members-browse': () => import('./pages/members/Browse'),
  'members-search': () => import('./pages/members/Search'),
  'members-pricing': () => import('./pages/members/Pricing'),
  'members-sitemap': () => import('./pages/members/Sitemap'),
  'members-settings': () => import('./pages/members/Settings'),
  'members-dashboard': () => import('./pages/members/Dashboard'),
  'members-audio': () => import('./pages/members/Audio'),
  'members-audio-item': () => import('./pages/members/AudioItem'),
  'members-asset': () => import('./pages/members/Asset'),
  'members-images': () => import('./pages/members/Images'),
  'members-image': () => import('./pages/members/Image'),
  'members-capcut-tips': () => import('./pages/members/CapcutTips'),
  'members-capcut-tip': () => import('./pages/members/CapcutTip'),
  'members-request-asset': () => import('./pages/members/RequestAsset'),
  'members-file-converter': () => import('./pages/members/FileConverter'),
  'members-profile': () => import('./pages/members/Profile'),
  'members-profile-payments': () => import('./pages/members/Payments'),
  'members-profile-downloads': () => import('./pages/members/Downloads'),
  'members-profile-favorites': () => import('./pages/members/Favorites'),
  'members-profile-notifications': () => import('./pages/members/Notifications'),
  'members-checkout': () => import('./pages/members/Checkout'),
  'checkout-test': () => import('./pages/members/TestCheckout'),

  // Admin
  admin: () => import('./pages/admin/Dashboard'),
  'admin-tags': () => import('./pages/admin/Tags'),
  'admin-users': () => import('./pages/admin/Users'),
  'admin-user': () => import('./pages/admin/User'),
  'admin-assets': () => import('./pages/admin/Assets'),
  'admin-asset': () => import('./pages/admin/Asset'),
  'admin-assets-upload': () => import('./pages/admin/AssetsUpload'),
  'admin-assets-approvals': () => import('./pages/admin/AssetsApprovals'),
  'admin-audio': () => import('./pages/admin/Audio'),
  'admin-audio-upload': () => import('./pages/admin/AudioUpload'),
  'admin-audio-categories': () => import('./pages/admin/AudioCategories'),
  'admin-images': () => import('./pages/admin/Images'),
  'admin-image': () => import('./pages/admin/Image'),
  'admin-images-upload': () => import('./pages/admin/ImagesUpload'),
  'admin-veo-generate': () => import('./pages/admin/VeoGenerate'),
  'admin-tips': () => import('./pages/admin/Tips'),
  'admin-tip': () => import('./pages/admin/Tip'),
  'admin-bundles': () => import('./pages/admin/Bundles'),
  'admin-bundles-create': () => import('./pages/admin/BundleCreate'),
  'admin-pricing': () => import('./pages/admin/Pricing'),
  'admin-profile': () => import('./pages/members/Profile'),
  'admin-requests': () => import('./pages/admin/Requests'),
  'admin-settings': () => import('./pages/admin/Settings'),
  'admin-analytics': () => import('./pages/admin/Analytics'),
  'admin-analytics-downloads': () => import('./pages/admin/DownloadAnalytics'),
  'admin-approvals': () => import('./pages/admin/Approvals'),
  'admin-notifications': () => import('./pages/admin/Notifications'),
  'admin-categories': () => import('./pages/admin/Categories'),
  'admin-platforms': () => import('./pages/admin/Platforms'),
};

/**
 * Screens that render without Apollo Client: the public landing screens, where
 * a visitor's first page view is — the home page, the catalogue lists and the
 * item page. They read through lib/useFetchQuery.ts, so a phone arriving there
 * downloads and runs no Apollo (the first-route JS budget and the phone
 * targets of client/js-budget.mjs). Every other screen loads the client beside its own
 * chunk and gets an ApolloProvider (see `withApollo`). A screen belongs here
 * only with a measurement: the rule and the numbers are in client/js-budget.mjs
 * (`FETCH_QUERY_IMPORTERS`).
 */
const WITHOUT_APOLLO: ReadonlySet<RouteId> = new Set([
  'home',
  'public-browse',
  'public-images',
  'public-audio',
  'public-asset',
]);

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
const lazyLayout = (load: () => Promise<PageModule>): LayoutSource => ({
  lazy: async () => {
    const { Component, client } = await loadWithApollo(load, true);
    return { Component: withApollo(Component, client) };
  },
});
const layouts: Record<Layout, LayoutSource> = {
  default: { Component: DefaultLayout },
  members: lazyLayout(() => import('./layouts/MembersLayout')),
  admin: lazyLayout(() => import('./layouts/AdminLayout')),
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
      <ScrollRestoration />
    </>
  );
}

/** Route objects grouped by layout and guard, in the order of the table. */
export function buildRoutes(): RouteObject[] {
  const groups = new Map<string, { layout: Layout; guard: Guard; defs: RouteDef[] }>();
  for (const def of routeTable as readonly RouteDef[]) {
    const key = `${def.layout}:${def.guard}`;
    const group = groups.get(key) ?? { layout: def.layout, guard: def.guard, defs: [] };
    group.defs.push(def);
    groups.set(key, group);
  }
  return [
    {
      id: 'root',
      Component: Root,
      errorElement: <RootErrorBoundary />,
      hydrateFallbackElement: <PageLoading fullPage />,
      children: [...groups.values()].map((g) => layoutRoute(g.layout, g.guard, g.defs)),
    },
  ];
}

export const router = createBrowserRouter(buildRoutes());

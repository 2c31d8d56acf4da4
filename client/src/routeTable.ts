/**
 * The one route table: every route of the spec (§2) with its layout, guard and
 * page title. Pure data, shared by the client router (routes.tsx maps each id
 * to its screen) and the server (404 status, titles in the HTML head).
 */
import { matchRoutes } from 'react-router';

export const SITE_NAME = 'Framestock';
export const DEFAULT_TITLE = 'Premium Media Assets for Video Creators';

export type Layout = 'default' | 'members' | 'admin';
export type Guard = 'none' | 'authenticated' | 'admin';

export interface RouteDef {
  readonly id: string;
  readonly path: string;
  readonly layout: Layout;
  readonly guard: Guard;
  readonly title: string;
}

// Generic in id and path so `RouteId` is the union of ids and a page map keyed by it must be complete.
const pub = <const I extends string, const P extends string>(id: I, path: P, title: string) =>
  ({ id, path, layout: 'default', guard: 'none', title }) as const;
const mem = <const I extends string, const P extends string>(id: I, path: P, title: string) =>
  ({ id, path, layout: 'members', guard: 'authenticated', title }) as const;
const adm = <const I extends string, const P extends string>(id: I, path: P, title: string) =>
  ({ id, path, layout: 'admin', guard: 'admin', title }) as const;

export const routeTable = [
  // Public (default layout, no guard) — the spec's 17 routes and 4 email landing pages.
  pub('home', '/', DEFAULT_TITLE),
  pub('login', '/login', 'Sign in'),
  pub('register', '/register', 'Create account'),
  pub('forgot-password', '/forgot-password', 'Reset password'),
  pub('terms', '/terms', 'Terms of Service'),
  pub('privacy', '/privacy', 'Privacy Policy'),
  pub('sitemap', '/sitemap', 'Sitemap'),
  pub('logo', '/logo', 'Logo and brand'),
  pub('public-about', '/public/about', 'About'),
  pub('public-browse', '/public/browse', 'Browse'),
  pub('public-pricing', '/public/pricing', 'Pricing'),
  pub('public-sitemap', '/public/sitemap', 'Sitemap'),
  pub('public-capcut-tips', '/public/capcut-tips', 'CapCut tips'),
  pub('public-audio', '/public/audio', 'Audio'),
  pub('public-images', '/public/images', 'Images'),
  pub('public-asset', '/public/assets/:id', 'Asset'),
  pub('public-category', '/public/categories/:id', 'Category'),
  // Bundles (not in the spec's list, which names only /admin/bundles): every published bundle, and one by slug or id.
  pub('public-bundles', '/public/bundles', 'Bundles'),
  pub('public-bundle', '/public/bundles/:id', 'Bundle'),
  // One CapCut tip (issue 18; not in the spec's list): by slug or id, and its members twin below.
  pub('public-capcut-tip', '/public/capcut-tips/:id', 'CapCut tip'),
  // Landing pages of the account emails (issue 3; not in the spec's list): each reads `?token=`.
  pub('auth-complete-sign-up', '/auth/complete-sign-up', 'Finish creating your account'),
  pub('auth-verify-email', '/auth/verify-email', 'Verify your email'),
  pub('auth-email-link', '/auth/email-link', 'Sign in with an email link'),
  pub('auth-reset-password', '/auth/reset-password', 'Choose a new password'),
  pub('auth-confirm-email-change', '/auth/confirm-email-change', 'Confirm your new email'),
  // Public licence verification (issue 14; not in the spec's list): the QR code of a licence certificate leads here.
  pub('licence-check', '/licenses/:id', 'Licence check'),

  // Members (members layout, authenticated guard) — 25 routes.
  mem('profile', '/profile', 'Profile'),
  mem('settings', '/settings', 'Settings'),
  mem('profile-payments', '/profile/payments', 'Payments'),
  mem('profile-downloads', '/profile/downloads', 'Downloads'),
  mem('profile-favorites', '/profile/favorites', 'Favourites'),
  mem('profile-notifications', '/profile/notifications', 'Notifications'),
  mem('members-browse', '/members/browse', 'Browse'),
  mem('members-search', '/members/search', 'Search'),
  mem('members-pricing', '/members/pricing', 'Pricing'),
  mem('members-sitemap', '/members/sitemap', 'Sitemap'),
  mem('members-settings', '/members/settings', 'Settings'),
  mem('members-dashboard', '/members/dashboard', 'Dashboard'),
  mem('members-audio', '/members/audio', 'Audio'),
  mem('members-audio-item', '/members/audio/:id', 'Audio'),
  mem('members-asset', '/members/assets/:id', 'Asset'),
  mem('members-images', '/members/images', 'Images'),
  mem('members-image', '/members/images/:id', 'Image'),
  mem('members-capcut-tips', '/members/capcut-tips', 'CapCut tips'),
  mem('members-capcut-tip', '/members/capcut-tips/:id', 'CapCut tip'),
  mem('members-request-asset', '/members/request-asset', 'Request an asset'),
  mem('members-file-converter', '/members/file-converter', 'File converter'),
  mem('members-profile', '/members/profile', 'Profile'),
  mem('members-profile-payments', '/members/profile/payments', 'Payments'),
  mem('members-profile-downloads', '/members/profile/downloads', 'Downloads'),
  mem('members-profile-favorites', '/members/profile/favorites', 'Favourites'),
  mem('members-profile-notifications', '/members/profile/notifications', 'Notifications'),
  // Checkout (issue 13; not in the spec's list): where a chosen plan or item is paid, and the test-mode provider's page.
  mem('members-checkout', '/members/checkout', 'Checkout'),
  mem('checkout-test', '/checkout/test', 'Test checkout'),

  // Admin (admin layout, admin guard — also on /admin/users/:id and /admin/bundles/create) — 27 routes.
  adm('admin', '/admin', 'Admin'),
  adm('admin-tags', '/admin/tags', 'Tags'),
  adm('admin-users', '/admin/users', 'Users'),
  adm('admin-user', '/admin/users/:id', 'User'),
  adm('admin-assets', '/admin/assets', 'Assets'),
  adm('admin-asset', '/admin/assets/:id', 'Asset'),
  adm('admin-assets-upload', '/admin/assets/upload', 'Upload assets'),
  adm('admin-assets-approvals', '/admin/assets/approvals', 'Asset approvals'),
  adm('admin-audio', '/admin/audio', 'Audio'),
  adm('admin-audio-upload', '/admin/audio/upload', 'Upload audio'),
  adm('admin-audio-categories', '/admin/audio/categories', 'Audio categories'),
  adm('admin-images', '/admin/images', 'Images'),
  adm('admin-image', '/admin/images/:id', 'Image'),
  adm('admin-images-upload', '/admin/images/upload', 'Upload images'),
  adm('admin-veo-generate', '/admin/veo-generate', 'Video generation'),
  // Writing CapCut tips (issue 18; not in the spec's list): the list, and the editor (`new` for a new tip).
  adm('admin-tips', '/admin/tips', 'CapCut tips'),
  adm('admin-tip', '/admin/tips/:id', 'Edit tip'),
  adm('admin-bundles', '/admin/bundles', 'Bundles'),
  adm('admin-bundles-create', '/admin/bundles/create', 'Create bundle'),
  adm('admin-pricing', '/admin/pricing', 'Pricing'),
  adm('admin-profile', '/admin/profile', 'Profile'),
  adm('admin-requests', '/admin/requests', 'Requests'),
  adm('admin-settings', '/admin/settings', 'Settings'),
  adm('admin-analytics', '/admin/analytics', 'Analytics'),
  adm('admin-analytics-downloads', '/admin/analytics/downloads', 'Download analytics'),
  adm('admin-approvals', '/admin/approvals', 'Approvals'),
  adm('admin-notifications', '/admin/notifications', 'Notifications'),
  adm('admin-categories', '/admin/categories', 'Categories'),
  adm('admin-platforms', '/admin/platforms', 'Platforms'),
] as const satisfies readonly RouteDef[];

export type RouteId = (typeof routeTable)[number]['id'];

/** Ids are UUIDs or slugs: lowercase letters, digits and single hyphens, at most 128 characters. */
const ID_PARAM = /^(?=.{1,128}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A route's params pass validation; a malformed id is answered like an unknown path (404). */
export function paramsAreValid(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).every(
    ([name, value]) => name !== 'id' || (value !== undefined && ID_PARAM.test(value)),
  );
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
}

/** Finds the route for a path with React Router's own ranking, or null (→ 404). */
export function matchRoute(pathname: string): RouteMatch | null {
  const matches = matchRoutes(
    routeTable.map((r) => ({ id: r.id, path: r.path })),
    pathname,
  );
  const last = matches?.at(-1);
  if (!last) return null;
  const route = routeTable.find((r) => r.id === last.route.id) as RouteDef;
  return paramsAreValid(last.params) ? { route, params: last.params } : null;
}

export function pageTitle(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

/**
 * Which module holds each route's screen, and what else a route loads: pure
 * data, shared by the client router (routes.tsx loads the modules) and the
 * server, which names a route's chunks in its HTML (`modulepreload`,
 * server/http/route-preloads.ts) so a phone fetches them beside the entry
 * instead of one round trip after another.
 */
import type { Layout, RouteId } from './routeTable.js';

/** Every route of the table → its screen under client/src/pages (without `.tsx`). Shared screens share a module. */
export const PAGE_MODULES: Record<RouteId, string> = {
  // Public. The home page comes with the entry (routes.tsx imports it statically).
  home: 'public/Home',
  login: 'public/Login',
  register: 'public/Register',
  'forgot-password': 'public/ForgotPassword',
  terms: 'public/Terms',
  privacy: 'public/Privacy',
  sitemap: 'public/Sitemap',
  logo: 'public/BrandLogo',
  'public-about': 'public/About',
  'public-browse': 'public/Browse',
  'public-pricing': 'public/Pricing',
  'public-sitemap': 'public/Sitemap',
  'public-capcut-tips': 'public/CapcutTips',
  'public-capcut-tip': 'public/CapcutTip',
  'public-audio': 'public/Audio',
  'public-images': 'public/Images',
  'public-asset': 'public/Asset',
  'public-category': 'public/Category',
  'public-bundles': 'public/Bundles',
  'public-bundle': 'public/Bundle',
  'auth-complete-sign-up': 'public/auth/CompleteSignUp',
  'auth-verify-email': 'public/auth/VerifyEmail',
  'auth-email-link': 'public/auth/EmailLink',
  'auth-reset-password': 'public/auth/ResetPassword',
  'licence-check': 'public/LicenceCheck',
  'auth-confirm-email-change': 'public/auth/ConfirmEmailChange',

  // Members
  profile: 'members/Profile',
  settings: 'members/Settings',
  'profile-payments': 'members/Payments',
  'profile-downloads': 'members/Downloads',
  'profile-favorites': 'members/Favorites',
  'profile-notifications': 'members/Notifications',
  'members-browse': 'members/Browse',
  'members-search': 'members/Search',
  'members-pricing': 'members/Pricing',
  'members-sitemap': 'members/Sitemap',
  'members-settings': 'members/Settings',
  'members-dashboard': 'members/Dashboard',
  'members-audio': 'members/Audio',
  'members-audio-item': 'members/AudioItem',
  'members-asset': 'members/Asset',
  'members-images': 'members/Images',
  'members-image': 'members/Image',
  'members-capcut-tips': 'members/CapcutTips',
  'members-capcut-tip': 'members/CapcutTip',
  'members-request-asset': 'members/RequestAsset',
  'members-file-converter': 'members/FileConverter',
  'members-profile': 'members/Profile',
  'members-profile-payments': 'members/Payments',
  'members-profile-downloads': 'members/Downloads',
  'members-profile-favorites': 'members/Favorites',
  'members-profile-notifications': 'members/Notifications',
  'members-checkout': 'members/Checkout',
  'checkout-test': 'members/TestCheckout',

  // Admin
  admin: 'admin/Dashboard',
  'admin-tags': 'admin/Tags',
  'admin-users': 'admin/Users',
  'admin-user': 'admin/User',
  'admin-assets': 'admin/Assets',
  'admin-asset': 'admin/Asset',
  'admin-assets-upload': 'admin/AssetsUpload',
  'admin-assets-approvals': 'admin/AssetsApprovals',
  'admin-audio': 'admin/Audio',
  'admin-audio-upload': 'admin/AudioUpload',
  'admin-audio-categories': 'admin/AudioCategories',
  'admin-images': 'admin/Images',
  'admin-image': 'admin/Image',
  'admin-images-upload': 'admin/ImagesUpload',
  'admin-veo-generate': 'admin/VeoGenerate',
  'admin-tips': 'admin/Tips',
  'admin-tip': 'admin/Tip',
  'admin-bundles': 'admin/Bundles',
  'admin-bundles-create': 'admin/BundleCreate',
  'admin-pricing': 'admin/Pricing',
  'admin-profile': 'members/Profile',
  'admin-requests': 'admin/Requests',
  'admin-settings': 'admin/Settings',
  'admin-analytics': 'admin/Analytics',
  'admin-analytics-downloads': 'admin/DownloadAnalytics',
  'admin-approvals': 'admin/Approvals',
  'admin-notifications': 'admin/Notifications',
  'admin-categories': 'admin/Categories',
  'admin-platforms': 'admin/Platforms',
};

/** The members and admin layouts load with their first page (the default layout is in the entry). */
export const LAYOUT_MODULES: Readonly<Record<Exclude<Layout, 'default'>, string>> = {
  members: 'layouts/MembersLayout',
  admin: 'layouts/AdminLayout',
};

/** Where Apollo Client is (lib/apolloLoader.ts loads it with the first screen that needs it). */
export const APOLLO_MODULE = 'lib/apollo';

/**
 * Screens that render without Apollo Client: the public landing screens, where
 * a visitor's first page view is — the home page, the catalogue lists and the
 * item page. They read through lib/useFetchQuery.ts, so a phone arriving there
 * downloads and runs no Apollo (the first-route JS budget and the phone
 * targets of client/js-budget.mjs). Every other screen loads the client beside its own
 * chunk and gets an ApolloProvider (routes.tsx, `withApollo`). A screen belongs here
 * only with a measurement: the rule and the numbers are in client/js-budget.mjs
 * (`FETCH_QUERY_IMPORTERS`).
 */
export const WITHOUT_APOLLO: ReadonlySet<RouteId> = new Set<RouteId>([
  'home',
  'public-browse',
  'public-images',
  'public-audio',
  'public-asset',
]);

/** Where the build writes what each of these modules needs beyond the entry (client/vite/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

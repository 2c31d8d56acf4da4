// The JavaScript budget of the first route, `/`: everything a phone downloads
// before the home page is interactive — the entry script, every chunk it or
// index.html's modulepreload tags load statically, and the chunk holding the
// home page with its own static imports — each file gzipped at level 9.
//
// How it was set (issue 20): 150 KB is the ceiling for a mid-range
// phone on Lighthouse's mobile preset (slow 4G, 4x CPU slowdown). The first
// route is 125.6 KB after the issue, leaving ~24 KB for what later screens
// add to the shell (a header search box, notices) before this fails. Before the issue the first route was 182 KB: every
// GraphQL document of the app, a second HTTP client (ofetch) and Apollo Client
// with rxjs were all on it. Raise the number only with a measurement that the
// phone targets still hold (`npm run bench -- --only js-size,mobile`).
//
// Checked by test/contract/js-budget.test.ts in `npm test` (from the built
// client, deterministic) and reported by `npm run bench` (test/bench/js-size.mjs).
export const FIRST_ROUTE_JS_BUDGET_KB = 150;

// Code the first route must never contain, whatever its size: the member and
// admin areas and the libraries only their screens (and later interactions)
// need. Matched against the source paths in the chunks' source maps.
export const NOT_ON_FIRST_ROUTE = [
  '/client/src/pages/members/',
  '/client/src/pages/admin/',
  '/client/src/layouts/MembersLayout',
  '/client/src/layouts/AdminLayout',
  '/client/src/components/admin-',
  '/node_modules/@apollo/client/core/',
  '/node_modules/@apollo/client/cache/',
  '/node_modules/rxjs/',
  '/node_modules/graphiql/',
  // The build prints every document (client/vite/split-documents.ts): a page sends that text.
  '/node_modules/graphql/language/printer',
];

// Where GraphQL is read without Apollo Client. DESIGN.md's rule for screens is
// the generated Apollo hooks; the public landing screens are the exception —
// the pages a visitor's first view is on, from a search engine or a shared
// link: the home page, the catalogue lists and the item page (WITHOUT_APOLLO in
// client/src/routeModules.ts). Measured for issue 20 (a busy shared machine; the
// byte counts are exact): the home page on `useQuery` made the first route
// 173.4 KB gzip -9 in 15 files, through `useFetchQuery` it is 125.6 KB in 8 —
// the same typed codegen documents, sent by lib/graphqlRequest.ts. On
// /public/browse Apollo's first query (its document transforms, the cache
// write and the synchronous render from its store) was most of the blocking
// time on Lighthouse's mobile preset: 61-63 with TBT 940-990 ms on Apollo,
// 81-86 with TBT 260-370 ms through `useFetchQuery` (same machine and data).
// Every other screen uses the Apollo hooks; a screen added here must be a
// public landing screen, be listed in WITHOUT_APOLLO, and come with the
// measurement. Checked by test/contract/js-budget.test.ts (source imports, no
// build needed). The header's search box and the site settings (maintenance
// banner, switched-off features) are in the frame of every page, the first
// route's too: the box sends one small query per typing pause, the settings
// one a minute.
export const FETCH_QUERY_IMPORTERS = [
  'client/src/components/catalog-pages/AccessPanel.tsx',
  'client/src/components/catalog-pages/HomeCatalog.tsx',
  'client/src/components/catalog-pages/MediaDetailPage.tsx',
  'client/src/components/catalog-pages/RelatedMedia.tsx',
  'client/src/components/catalog/BrowsePage.tsx',
  'client/src/components/catalog/useCatalogueResults.ts',
  'client/src/components/SearchBox.tsx',
  'client/src/lib/useSiteSettings.ts',
];
// The shell's own requests over fetch (session restore, profile, sign-in, analytics),
// and the search click a list records as it opens an item (it must outlive the page).
export const GRAPHQL_REQUEST_IMPORTERS = [
  'client/src/components/catalog/BrowsePage.tsx',
  'client/src/lib/auth.tsx',
  'client/src/lib/analytics.ts',
  'client/src/lib/useFetchQuery.ts',
];

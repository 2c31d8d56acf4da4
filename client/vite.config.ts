/**
 * The web client build: the SPA (index.html) and GraphiQL (graphiql.html),
 * from client/ into dist/client at the repository root, where the server
 * serves them. `npm run dev` proxies the API to the server on port 4000.
 *
 * Not in client/tsconfig.json (that program has DOM types only); Vite checks
 * nothing here, so keep it small.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { routePreloads } from './vite/route-preloads.ts';
import { splitDocuments } from './vite/split-documents.ts';

const clientRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * React Router's production build, for both builds. Its package exports name only
 * dist/development (remix-run/react-router#14102, open), so a bundler ships the build with the
 * developer warnings on. `npm run dev` keeps them.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: 'react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: 'react-router/dist/production/dom-export.mjs' },
].map(({ find, replacement }) => ({ find, replacement: path.resolve(clientRoot, '../node_modules', replacement) }));
const outDir = path.resolve(clientRoot, '../dist/client');
const api = 'http://localhost:4000';

/**
 * The server's renderer of public screens (`vite build --ssr src/entry-server.tsx`, see that file):
 * the same sources and documents for Node, into dist/ssr. Packages are bundled in, React's
 * production build among them whatever NODE_ENV the server runs with: the HTML must be what the
 * browser's (production) React hydrates, and the development build renders several times slower.
 */
const serverRenderer = defineConfig({
  root: clientRoot,
  plugins: [splitDocuments(), react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: reactRouterProduction },
  ssr: { noExternal: true },
  build: {
    outDir: path.resolve(clientRoot, '../dist/ssr'),
    emptyOutDir: true,
    target: 'node20',
    copyPublicDir: false,
    sourcemap: true,
  },
});

const browserApp = defineConfig({
  root: clientRoot,
  plugins: [
    // Each GraphQL document in the chunk of the screen that uses it (see the file).
    splitDocuments(),
    react(),
    // What a route's page, layout and Apollo need beyond the entry, for the server's modulepreload links.
    routePreloads(path.join(clientRoot, 'src')),
    // Brotli and gzip twins of every hashed script and stylesheet, made once here instead of on
    // every request; the server picks one by Accept-Encoding (server/http/spa.ts). The HTML pages
    // are left out: the server fills their head per request and compresses it then.
    compression({
      include: /\.(js|mjs|css|svg|json|webmanifest|txt)$/,
      algorithms: ['brotliCompress', 'gzip'],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    // rxjs (under Apollo Client) ships ES2015 classes under `es2015`; its default build is ES5
    // with tslib helpers, about 3 KB more gzip on the first route for the same code.
    conditions: ['es2015', ...defaultClientConditions],
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // GraphiQL (Monaco) is big by nature and loads only on its own page.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      input: {
        main: path.resolve(clientRoot, 'index.html'),
        graphiql: path.resolve(clientRoot, 'graphiql.html'),
      },
      output: {
        // React is shared by the SPA and GraphiQL: one long-cached chunk with a telling name.
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
      onLog(level, log, handler) {
        // GraphiQL's React-compiler output carries "use no memo" directives; bundling drops them harmlessly.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
  optimizeDeps: {
    // GraphiQL's worker setup imports Monaco's workers with `?worker`, which only Vite's
    // own transform understands: serve it as is instead of pre-bundling it.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': {
        target: api,
        // Live notifications: graphql-ws on the same path.
        ws: true,
        // A browser opening /graphql gets GraphiQL from this dev server, not the built copy.
        bypass: (req) =>
          req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/graphiql.html' : undefined,
      },
      '/api': api,
      '/healthz': api,
      '/readyz': api,
      '/sitemap.xml': api,
      '/robots.txt': api,
    },
  },
  preview: { port: 4173 },
});

export default defineConfig(({ command, isSsrBuild }) => {
  if (isSsrBuild) return serverRenderer;
  if (command !== 'build') return browserApp;
  return { ...browserApp, resolve: { ...browserApp.resolve, alias: reactRouterProduction } };
});

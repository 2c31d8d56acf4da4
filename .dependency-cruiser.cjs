/**
 * The server's layering, checked by `npm test` (test/contract/dependencies.test.ts)
 * and by hand with `npx depcruise server client/src --config .dependency-cruiser.cjs`.
 *
 * - No runtime import cycle anywhere in server/ or client/src. Type-only imports
 *   are erased by the compiler, so they cannot form a cycle at run time and are
 *   left out (tsPreCompilationDeps: false).
 * - The platform (every server folder and top-level file except modules/ and the
 *   entry points that assemble the app) never imports a domain module: what it
 *   needs from one it receives through the module manifests at boot.
 * - A module is entered only through its index.ts: no module reaches into
 *   another module's files.
 */
const ENTRY_POINTS = '^server/(main|server|worker|boot)\\.ts$|^server/scripts/';

module.exports = {
  forbidden: [
    {
      name: 'no-runtime-cycle',
      severity: 'error',
      comment: 'A runtime import cycle: modules load half-initialised and the boot order becomes accidental.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      comment:
        'The platform (graphql, db, jobs, http, storage, media, mail, uploads, …) knows no domain: take what you need from a module through its manifest (server/module.ts).',
      from: { path: '^server/', pathNot: ['^server/modules/', ENTRY_POINTS] },
      to: { path: '^server/modules/' },
    },
    {
      name: 'module-entered-through-its-index',
      severity: 'error',
      comment: "Another module's internals: import what it exports from its index.ts instead.",
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/([^/]+)/.+', pathNot: ['^server/modules/$1/', '^server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'entry-points-use-module-indexes',
      severity: 'error',
      comment: 'Entry points assemble modules from server/modules/index.ts and their index.ts files only.',
      from: { path: ENTRY_POINTS },
      to: { path: '^server/modules/[^/]+/.+', pathNot: '^server/modules/[^/]+/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)generated/|\\.d\\.ts$' },
    // Type-only imports vanish at compile time; they cannot make a runtime cycle.
    tsPreCompilationDeps: false,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    combinedDependencies: false,
  },
};

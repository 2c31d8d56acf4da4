import { defineConfig } from 'vitest/config';

/**
 * One run, three projects. API and contract tests share one embedded
 * PostgreSQL started by the global setup; each test file gets its own
 * database cloned from a migrated template. Browser tests drive Chromium
 * against the built client, each file with its own server and database.
 *
 * All three share the two workers from the start. Browser files used to run
 * one at a time (`fileParallelism: false`), and Vitest runs such files as a
 * group of their own after everything else: a serial tail of 12 of the
 * suite's 22 minutes on 2 cores, with one core idle.
 */
export default defineConfig({
  resolve: {
    // Node resolves `graphql` to its CommonJS build (which type-graphql and Apollo load);
    // Vite would pick the .mjs one for our sources, and graphql refuses to mix the two.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    // type-graphql and TypeORM read decorator metadata: load the polyfill before any module.
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits on something that happens elsewhere (a page's query, a job): Vitest's default of 1 s
    // was too short on a loaded 2-core CI (a download meter still blank after a second failed a clean run).
    expect: { poll: { timeout: 5_000 } },
    // Two cores: more workers only queue on the CPU and the database.
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph: loading the server (Apollo, type-graphql,
    // TypeORM, every module) took about 5 s per file on 2 cores, a fifth of the suite. Files share no state but
    // the database each creates for itself; nothing is mocked (a vi.mock would leak into the next file).
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'api', include: ['test/api/**/*.test.ts', 'test/contract/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          // One more go for a browser test that failed: 24 browser files on a loaded 2-core machine met a
          // different timing race about once per clean run, each fixed once seen, and one red run blocks
          // everything. A test that passed only the second time is marked "(retry x1)" in the output:
          // look for it, and fix the race it shows.
          retry: 1,
        },
      },
    ],
  },
});

/**
 * The first route's JavaScript budget (client/js-budget.mjs), checked on the
 * built client: `npm test` builds it first, and the numbers are the bytes
 * themselves (gzip -9 of each file), not a timing, so they do not vary with
 * the machine. New screens land behind it: what the first route does not
 * need must stay in lazy chunks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FETCH_QUERY_IMPORTERS,
  FIRST_ROUTE_JS_BUDGET_KB,
  GRAPHQL_REQUEST_IMPORTERS,
  NOT_ON_FIRST_ROUTE,
} from '../../client/js-budget.mjs';
import { firstRoute, readBuild } from '../bench/js-size.mjs';

const clientDir = 'dist/client';
const built = existsSync(path.join(clientDir, 'index.html'));
if (!built)
  console.warn(`SKIP js budget: no built client in ${clientDir} (npm test builds it; or npm run build:client)`);

describe.skipIf(!built)('first route JavaScript', () => {
  const build = readBuild(clientDir);
  const first = build && firstRoute(build);

  it('is found in the build: the entry and the home page chunk', () => {
    expect(first, 'no entry script or no chunk for pages/public/Home.tsx in dist/client').toBeDefined();
    expect(first?.files.size).toBeGreaterThan(1);
  });

  it(`stays within ${FIRST_ROUTE_JS_BUDGET_KB} KB gzip -9`, () => {
    const kb = (first?.gzip ?? Number.POSITIVE_INFINITY) / 1024;
    expect(
      kb,
      `the first route needs ${kb.toFixed(1)} KB of JavaScript (budget ${FIRST_ROUTE_JS_BUDGET_KB} KB): ` +
        'load what the home page does not need lazily (`node test/bench/js-size.mjs` lists the chunks)',
    ).toBeLessThanOrEqual(FIRST_ROUTE_JS_BUDGET_KB);
  });

  it.each(NOT_ON_FIRST_ROUTE)('holds no code from %s', (fragment) => {
    const offending = (first?.bundled ?? []).filter((source) => source.includes(fragment));
    expect(offending, `${fragment} is reachable from the entry or the home page; import it lazily`).toEqual([]);
  });
});

/** Client source files that import `name` from the module whose path ends in `module`. */
function importersOf(name: string, module: string): string[] {
  const files = readdirSync('client/src', { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => path.posix.join('client/src', f.split(path.sep).join('/')));
  const pattern = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'[^']*/${module}'`);
  return files.filter((f) => pattern.test(readFileSync(f, 'utf8'))).sort();
}

describe('GraphQL without Apollo Client', () => {
  it('is read through useFetchQuery only by the first route (client/js-budget.mjs says why)', () => {
    expect(importersOf('useFetchQuery', 'useFetchQuery')).toEqual([...FETCH_QUERY_IMPORTERS].sort());
  });

  it('is requested over fetch only by the shell and useFetchQuery', () => {
    expect(importersOf('graphqlRequest', 'graphqlRequest')).toEqual([...GRAPHQL_REQUEST_IMPORTERS].sort());
  });
});

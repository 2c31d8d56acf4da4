/**
 * The built client's route preload map (client/vite/route-preloads.ts) covers
 * every module the server asks it about — each route's screen, the members
 * and admin layouts, Apollo Client — and names only files the build has,
 * none the entry already loads. A renamed screen or layout that the map no
 * longer finds would quietly cost phones a round trip per chunk again.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APOLLO_MODULE, LAYOUT_MODULES, PAGE_MODULES, ROUTE_PRELOADS_FILE } from '../../client/src/routeModules.js';
import { readBuild } from '../bench/js-size.mjs';

const clientDir = 'dist/client';
const file = path.join(clientDir, ROUTE_PRELOADS_FILE);
const built = existsSync(file);
if (!built) console.warn(`SKIP route preloads: no ${file} (npm test builds the client; or npm run build:client)`);

describe.skipIf(!built)('the build’s route preload map', () => {
  const preloads = built
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, { js: string[]; css: string[] }>)
    : {};
  const modules = [
    ...new Set(Object.values(PAGE_MODULES).map((m) => `pages/${m}`)),
    ...Object.values(LAYOUT_MODULES),
    APOLLO_MODULE,
  ];

  it('has every screen, layout and Apollo Client', () => {
    expect(modules.filter((m) => !preloads[m])).toEqual([]);
  });

  it('names files of the build that the entry does not load already', () => {
    const entry = new Set(readBuild(clientDir)?.entry.map((f) => `assets/${f}`));
    for (const m of modules) {
      const { js, css } = preloads[m] ?? { js: [], css: [] };
      expect(
        [...js, ...css].filter((f) => !existsSync(path.join(clientDir, f))),
        `${m} names missing files`,
      ).toEqual([]);
      expect(
        js.filter((f) => entry.has(f)),
        `${m} names files of the entry`,
      ).toEqual([]);
    }
    // A screen's own chunk is there (the home page's is the entry itself).
    expect(preloads['pages/public/Browse']?.js.length).toBeGreaterThan(0);
  });
});

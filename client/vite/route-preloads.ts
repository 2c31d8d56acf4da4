/**
 * What each lazily loaded module of the app needs beyond the entry, for the
 * server to name in a page's HTML (server/http/route-preloads.ts).
 *
 * A route's screen, its layout (members, admin) and Apollo Client are chunks
 * the router imports only once the entry has run, and each then imports its
 * own shared chunks: on slow 4G that is one ~150 ms round trip after another
 * before a members page can render. Named as `modulepreload` links in the
 * HTML, they download beside the entry instead.
 *
 * Writes ROUTE_PRELOADS_FILE (`.vite/route-preloads.json`) into the build: for every module under
 * client/src/pages and client/src/layouts and for lib/apollo (keyed by its
 * path there, without extension, as client/src/routeModules.ts names them),
 * the JavaScript files of its chunk and their static imports, and the
 * stylesheets they import, leaving out what index.html already loads.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_FILE } from '../src/routeModules.ts';

export type RoutePreloads = Record<string, { js: string[]; css: string[] }>;

/** Modules the server may be asked about: screens, layouts and the Apollo client. */
const WANTED = /^(?:pages\/.+|layouts\/.+|lib\/apollo)$/;

export function routePreloads(srcDir: string): Plugin {
  return {
    name: 'framestock:route-preloads',
    apply: 'build',
    // After the bundle is final: Vite drops the chunks that only imported a stylesheet late, and the
    // imports of the other chunks still name them.
    enforce: 'post',
    writeBundle(options, bundle: OutputBundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const closure = (from: OutputChunk): Set<string> => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          for (const next of chunks.get(name)?.imports ?? []) if (chunks.has(next)) visit(next);
        };
        visit(from.fileName);
        return seen;
      };
      const cssOf = (files: Iterable<string>) =>
        new Set([...files].flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]));

      const entry = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
      if (!entry) this.error('route-preloads: the build has no index.html entry');
      const entryJs = closure(entry);
      const entryCss = cssOf(entryJs);

      const preloads: RoutePreloads = {};
      const prefix = `${path.resolve(srcDir)}${path.sep}`;
      for (const chunk of chunks.values()) {
        for (const id of chunk.moduleIds) {
          if (!id.startsWith(prefix)) continue;
          const module = id
            .slice(prefix.length)
            .split(path.sep)
            .join('/')
            .replace(/\.tsx?$/, '');
          if (!WANTED.test(module)) continue;
          const reach = closure(chunk);
          const js = [...reach].filter((f) => !entryJs.has(f));
          const css = [...cssOf(reach)].filter((f) => !entryCss.has(f));
          preloads[module] = { js, css };
        }
      }
      const file = path.join(options.dir ?? '', ROUTE_PRELOADS_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}

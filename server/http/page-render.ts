/**
 * Server rendering of the public screens: a visitor's phone paints the page
 * from the HTML, without waiting for the scripts and the page's queries. The
 * renderer is the client build's (client/src/entry-server.tsx, built to
 * dist/ssr beside dist/client); its queries run here, through Apollo Server
 * with the visitor's own request context, so they answer what /graphql would.
 *
 * The shell is always the fallback: no renderer built, a route it does not
 * render, a browser with a session (its page is the member's), too many
 * renders at once, a query that fails, or a render slower than
 * RENDER_TIMEOUT_MS. The browser then renders the page itself, as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { AppDeps } from '../graphql/context.js';
import { type Context, createContext } from '../graphql/context.js';
import { hasSessionHint } from './session-hint.js';

/** What client/src/entry-server.tsx exports (kept in step with it; the server does not compile client code). */
interface ServerEntry {
  rendersRoute(id: string): boolean;
  renderPage(
    url: string,
    ask: (query: string, variables: Record<string, unknown>) => Promise<unknown>,
    signal: AbortSignal,
  ): Promise<RenderedPage | null>;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's query answers, for the browser's first render (client/src/lib/serverAnswers.ts). */
  answers: Record<string, unknown>;
}

/** A visitor waits at most this long for the HTML; the shell goes instead (the browser then renders). */
export const RENDER_TIMEOUT_MS = 2_000;
/** Renders at once: more (a crawler's burst) get the shell rather than queueing on the CPU. */
export const MAX_CONCURRENT_RENDERS = 4;

/** Renders one page: undefined when the shell should go instead. */
export interface PageRenderer {
  /** Whether a route is one it renders (for visitors: its HTML then varies by Cookie). */
  rendersRoute(routeId: string): boolean;
  render(req: Request, res: Response, routeId: string, origin: string): Promise<RenderedPage | undefined>;
}

/** The renderer the client build wrote to `ssrDir`, or undefined when there is none (a client-only build, `npm run dev`). */
export async function loadPageRenderer(
  ssrDir: string,
  apollo: ApolloServer<Context>,
  deps: AppDeps,
): Promise<PageRenderer | undefined> {
  const file = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) {
    deps.log.info({ file }, 'no server renderer built: public pages are sent as the app shell');
    return undefined;
  }
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  let rendering = 0;

  return {
    rendersRoute: (routeId) => entry.rendersRoute(routeId),
    async render(req, res, routeId, origin) {
      if (!entry.rendersRoute(routeId) || hasSessionHint(req) || rendering >= MAX_CONCURRENT_RENDERS) return undefined;
      const contextValue = createContext(deps, req, res);
      const ask = async (query: string, variables: Record<string, unknown>) => {
        const { body } = await apollo.executeOperation({ query, variables }, { contextValue });
        if (body.kind !== 'single') throw new Error('An incremental answer to a page query.');
        const { data, errors } = body.singleResult;
        if (errors?.length || !data) throw new Error(`A page query failed: ${errors?.[0]?.message ?? 'no data'}`);
        return data;
      };
      rendering++;
      try {
        return (
          (await entry.renderPage(`${origin}${req.originalUrl}`, ask, AbortSignal.timeout(RENDER_TIMEOUT_MS))) ??
          undefined
        );
      } catch (error) {
        // A bug in a screen's render or the time limit: ours to look at. (A page query that fails is not
        // an error here: renderPage answers null, and the browser asks it again and shows what it says.)
        (req.log ?? deps.log).warn({ err: error, routeId }, 'server render failed: sending the app shell');
        return undefined;
      } finally {
        rendering--;
      }
    },
  };
}

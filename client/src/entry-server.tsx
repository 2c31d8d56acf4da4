/**
 * The server's renderer of public screens (server/http/page-render.ts loads
 * this module's build from dist/ssr): a visitor's phone shows the page as soon
 * as the HTML and the stylesheet arrive, not after ~130 KB of script and the
 * page's queries. The browser then hydrates it (main.tsx) with the same
 * answers, so its first render is this one.
 *
 * Only screens whose data all comes through useFetchQuery are rendered here
 * (routeModules WITHOUT_APOLLO): their queries are what the server can ask
 * for them. Everything else is the app shell as before.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AuthProvider } from './lib/auth';
import { documentText } from './lib/graphqlRequest';
import { type ServerQueries, ServerQueriesContext } from './lib/serverAnswers';
import { WITHOUT_APOLLO } from './routeModules';
import { buildRoutes } from './routes';
import type { RouteId } from './routeTable';

/** Runs one query (its text) as a visitor; rejects when it fails (the page is then not rendered here). */
export type AskQuery = (query: string, variables: Record<string, unknown>) => Promise<unknown>;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** Each query's answer, keyed as useFetchQuery keys it, for the browser's first render. */
  answers: Record<string, unknown>;
}

/** Whether a route's screen is rendered here. */
export function rendersRoute(id: string): boolean {
  return WITHOUT_APOLLO.has(id as RouteId);
}

const handler = createStaticHandler(buildRoutes());

/**
 * The page at `url` for a visitor, or null when it is not one to render here
 * (a redirect, an error page, a query that failed): the caller then sends the
 * shell. Rejects when `signal` aborts or a component fails to render.
 */
export async function renderPage(url: string, ask: AskQuery, signal: AbortSignal): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;

  const asked = new Map<string, Promise<unknown>>();
  const answers: Record<string, unknown> = {};
  let failed = false;
  const queries: ServerQueries = {
    answer(key, document, variables) {
      let answer = asked.get(key);
      if (!answer) {
        answer = ask(documentText(document), variables).then(
          (data) => {
            answers[key] = data;
            return data;
          },
          (error: unknown) => {
            failed = true;
            throw error;
          },
        );
        asked.set(key, answer);
      }
      return answer;
    },
  };

  const router = createStaticRouter(handler.dataRoutes, context);
  let renderError: unknown;
  const page = (
    <StrictMode>
      <ServerQueriesContext value={queries}>
        <AuthProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AuthProvider>
      </ServerQueriesContext>
    </StrictMode>
  );
  let html: string;
  try {
    const { prelude } = await prerender(page, {
      signal,
      // One piece of HTML: React would otherwise move large parts to the end of the page and put
      // them in place with inline scripts, which the Content-Security-Policy (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        renderError ??= error;
      },
    });
    html = await new Response(prelude).text();
  } catch (error) {
    // An error outside every Suspense boundary rejects the whole render: said below, like the others.
    renderError ??= error;
    html = '';
  }
  // A failed query (a filter naming nothing, say) is the browser's to ask again and show; any other
  // error is a bug, for the server to log.
  if (failed) return null;
  if (renderError) throw renderError;
  return { html, answers };
}

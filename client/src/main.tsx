/**
 * The SPA entry: the app shell (providers, router, layouts) loads here; every
 * page is a lazy chunk (routes.tsx), and Apollo Client loads with the first
 * page that uses it (lib/apolloLoader.ts), not here.
 *
 * A page the server rendered (entry-server.tsx) is hydrated: once its route's
 * chunk is in, with the answers the server rendered it with, so the first
 * render is the server's. As a transition, React hydrates it in slices and a
 * phone's main thread stays free for taps meanwhile.
 */
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startPageViewTracking } from './lib/analytics';
import { setAppLinkNavigate } from './lib/appLink';
import { AuthProvider } from './lib/auth';
import { installChunkReloadHandler } from './lib/chunkReload';
import { markHydrating } from './lib/hydrationScroll';
import { takeServerAnswers } from './lib/serverAnswers';
import { rememberServerAnswers } from './lib/useFetchQuery';
import { createAppRouter } from './routes';

installChunkReloadHandler();
const router = createAppRouter();
setAppLinkNavigate((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const app = (
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>
);

const answers = takeServerAnswers();
if (answers && container.firstElementChild) {
  rememberServerAnswers(answers);
  const hydrate = () => {
    markHydrating();
    startTransition(() => void hydrateRoot(container, app));
  };
  if (router.state.initialized) hydrate();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      hydrate();
    });
  }
} else {
  createRoot(container).render(app);
}

startPageViewTracking(router);

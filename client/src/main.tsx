/**
 * The SPA entry: the app shell (providers, router, layouts) loads here; every
 * page is a lazy chunk (routes.tsx), and Apollo Client loads with the first
 * page that uses it (lib/apolloLoader.ts), not here.
 */
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startPageViewTracking } from './lib/analytics';
import { setAppLinkNavigate } from './lib/appLink';
import { AuthProvider } from './lib/auth';
import { installChunkReloadHandler } from './lib/chunkReload';
import { router } from './routes';

installChunkReloadHandler();
setAppLinkNavigate((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>,
);

startPageViewTracking(router);

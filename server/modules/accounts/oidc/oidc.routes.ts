/**
 * Social sign-in routes, mounted at /api/auth/oidc. Browsers navigate here
 * (full-page redirects, not fetch), so every outcome is a 302: to the
 * provider, back into the client, or to /login?error=<code>. The rules live in
 * oidc.service.ts; this file only adapts HTTP.
 */
import cookieParser from 'cookie-parser';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { type AppDeps, createContext } from '../../../graphql/context.js';
import { finishSocialSignIn, startSocialSignIn } from './oidc.service.js';
import { SocialProviders } from './providers.js';
import { loginErrorPath, SocialSignInError } from './redirects.js';

export function oidcRoutes(deps: AppDeps): Router {
  const providers = new SocialProviders(deps.config.socialSignIn.providers);
  const router = Router();
  router.use(cookieParser());

  const redirectTo = (res: Response, location: string) => {
    // Each answer is for this browser, this attempt, once: never cache it anywhere.
    res.set('Cache-Control', 'no-store').redirect(302, location);
  };
  const handle =
    (step: (req: Request, res: Response) => Promise<string>): RequestHandler =>
    async (req, res) => {
      try {
        redirectTo(res, await step(req, res));
      } catch (err) {
        // An outage (database, bug) still lands the user on a page that can explain it and quote the request id.
        req.log.error({ err }, 'social sign-in failed unexpectedly');
        const requestId = String(req.id);
        if (!res.headersSent) redirectTo(res, loginErrorPath(SocialSignInError.SIGN_IN_FAILED, { requestId }));
      }
    };

  router.get(
    '/:provider/start',
    handle((req, res) =>
      startSocialSignIn(createContext(deps, req, res), providers, String(req.params.provider), req.query.redirect),
    ),
  );
  router.get(
    '/:provider/callback',
    handle((req, res) => finishSocialSignIn(createContext(deps, req, res), providers, String(req.params.provider))),
  );
  return router;
}

/**
 * Social preview images: `GET /api/og-image?title=&subtitle=`, the card that
 * page heads name as `og:image` / `twitter:image` (their URLs are built by
 * server/http/seo/social-image.ts).
 */
import { OG_IMAGE_PATH } from '../../http/seo/social-image.js';
import { defineModule } from '../../module.js';
import { ogImageRoutes } from './og-image.route.js';

export default defineModule({
  name: 'og-image',
  routes: (deps) => [{ path: OG_IMAGE_PATH, handler: ogImageRoutes(deps) }],
});

/**
 * CapCut tips: articles with numbered, illustrated steps and the catalogue
 * items they use. Public and members pages read them (members-only tips show
 * anonymous readers their opening only); admins write them at /admin/tips,
 * with pictures uploaded through POST /api/tips/images. Tip pages have their
 * own SEO head and JSON-LD, and are listed in /sitemap.xml.
 */
import { defineModule } from '../../module.js';
import { seedDemoTipsInBackground } from './demo/seed.js';
import { TipEntity } from './tip.entity.js';
import { TIP_IMAGES_PATH, tipImageRoutes } from './tip-images.js';
import { TipFieldResolver, TipsResolver } from './tips.resolver.js';
import { tipPages, tipsSitemap } from './tips.seo.js';

export { seedDemoTips } from './demo/seed.js';

export default defineModule({
  name: 'tips',
  entities: [TipEntity],
  resolvers: [TipsResolver, TipFieldResolver],
  routes: (deps) => [{ path: TIP_IMAGES_PATH, handler: tipImageRoutes(deps) }],
  pages: tipPages,
  sitemap: [tipsSitemap],
  async onStart({ deps, embedded }) {
    // Not awaited: the tips and their pictures appear within seconds while the server already serves.
    if (embedded && deps.config.seedDemo) void seedDemoTipsInBackground(deps, deps.log);
  },
});

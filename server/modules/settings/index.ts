/**
 * Site settings: what an administrator changes without a deploy (site name,
 * support address, mail sender, review policy, maintenance banner, feature
 * switches, size limits), typed by one zod schema, stored in one row,
 * audited with before and after, and applied by every instance within a few
 * seconds (settings-cache.ts). Secrets stay in the environment.
 *
 * What other modules use (import from here only):
 *
 * - `currentSettings(deps)` → the values in force (the instance's cache, or
 *   one read of the row in the worker).
 * - `isFeatureOn(deps, 'fileConverter' | 'videoGeneration' | 'requestBoard')`:
 *   the converter, generation and requests modules refuse their work with
 *   FEATURE_DISABLED when it answers false (and the client hides their links
 *   from `siteSettings.features`).
 * - `uploadCeilingBytes(deps)` and `converterCeilingBytes(deps)`: site-wide
 *   caps applied on top of the environment's per-kind upload limits and the
 *   plans' converter limits (the lower wins).
 * - `mailSenderOf(deps)`: the From of outgoing mail, or undefined for MAIL_FROM.
 * - `reviewPolicyOf(deps)`: SECOND_ADMIN means an admin cannot approve their own upload.
 */
import { defineModule } from '../../module.js';
import { SettingsResolver } from './settings.resolver.js';
import { SETTINGS_CACHE } from './settings.service.js';
import { SettingsCache } from './settings-cache.js';
import { SiteSettingsEntity } from './site-settings.entity.js';

export { currentSettings } from './settings.service.js';
export {
  converterCeilingBytes,
  isFeatureOn,
  mailSenderOf,
  reviewPolicyOf,
  uploadCeilingBytes,
} from './settings-reads.js';

export default defineModule({
  name: 'settings',
  entities: [SiteSettingsEntity],
  resolvers: [SettingsResolver],
  services: (deps) => [{ key: SETTINGS_CACHE, service: new SettingsCache(deps.db, deps.log) }],
});

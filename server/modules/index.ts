/**
 * Every domain module, in order. The platform reads this list at boot
 * (server/boot.ts) and nothing else: adding a module is its folder under
 * server/modules/ with an index.ts manifest (server/module.ts), and one line
 * here. Order matters for account-erasure steps and HTTP routes, which run
 * and mount in this order.
 */
import type { FramestockModule } from '../module.js';
import accounts from './accounts/index.js';
import analytics from './analytics/index.js';
import audit from './audit/index.js';
import billing from './billing/index.js';
import broadcasts from './broadcasts/index.js';
import catalog from './catalog/index.js';
import adminConsole from './console/index.js';
import converter from './converter/index.js';
import dashboard from './dashboard/index.js';
import downloads from './downloads/index.js';
import favorites from './favorites/index.js';
import follows from './follows/index.js';
import generation from './generation/index.js';
import notifications from './notifications/index.js';
import ogImage from './og-image/index.js';
import requests from './requests/index.js';
import search from './search/index.js';
import settings from './settings/index.js';
import tips from './tips/index.js';

export const modules: readonly FramestockModule[] = [
  accounts,
  audit,
  settings,
  analytics,
  notifications,
  catalog,
  search,
  billing,
  requests,
  broadcasts,
  follows,
  ogImage,
  generation,
  tips,
  downloads,
  favorites,
  converter,
  adminConsole,
  dashboard,
];

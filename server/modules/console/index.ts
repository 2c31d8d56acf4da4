/**
 * The admin console: the users list and bulk actions, one account's support
 * view (billing, payments, downloads, favourites, requests, audit trail), the dashboard's numbers, analytics
 * and streaming CSV exports. It owns no domain rules of its own: it reads
 * and acts through the other modules' exports (accounts, billing, audit,
 * notifications, catalog, search, analytics, requests, downloads).
 */
import { defineModule } from '../../module.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { EXPORT_PATH, exportRoutes } from './exports.js';
import { AuditEntryResolver, ConsoleUsersResolver } from './users.resolver.js';

export default defineModule({
  name: 'console',
  resolvers: [ConsoleUsersResolver, AuditEntryResolver, DashboardResolver],
  routes: (deps) => [{ path: EXPORT_PATH, handler: exportRoutes(deps) }],
});

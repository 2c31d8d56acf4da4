/**
 * The members' dashboard (/members/dashboard): one `memberDashboard` query
 * whose fields are the page's blocks, composed from what billing, downloads,
 * favorites, follows, requests and notifications export. It owns no tables.
 */
import { defineModule } from '../../module.js';
import { DashboardResolver } from './dashboard.resolver.js';

export default defineModule({
  name: 'dashboard',
  resolvers: [DashboardResolver],
});

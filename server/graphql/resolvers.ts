/** Every resolver class. A new module adds its resolvers here. */
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver.js';

export const resolvers = [AccountsResolver, AnalyticsResolver] as const;

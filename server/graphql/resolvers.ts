/** Every resolver class. A new module adds its resolvers here. */
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { OidcResolver } from '../modules/accounts/oidc/oidc.resolver.js';
import { ProfileResolver } from '../modules/accounts/profile.resolver.js';
import { AccountSecurityResolver } from '../modules/accounts/security.resolver.js';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver.js';
import { BrowseResolver, CategoryMediaResolver } from '../modules/catalog/browse.resolver.js';
import { BundleFieldResolver, BundleResolver } from '../modules/catalog/bundle.resolver.js';
import {
  AssetResolver,
  AudioResolver,
  MediaFieldResolver,
  MediaHistoryEntryResolver,
  MediaResolver,
  StoredFileResolver,
} from '../modules/catalog/media.resolver.js';
import { CategoryResolver, TaxonomyResolver } from '../modules/catalog/taxonomy.resolver.js';

export const resolvers = [
  AccountsResolver,
  AccountSecurityResolver,
  OidcResolver,
  ProfileResolver,
  AnalyticsResolver,
  TaxonomyResolver,
  CategoryResolver,
  MediaResolver,
  MediaFieldResolver,
  AssetResolver,
  AudioResolver,
  MediaHistoryEntryResolver,
  StoredFileResolver,
  BundleResolver,
  BundleFieldResolver,
  BrowseResolver,
  CategoryMediaResolver,
] as const;

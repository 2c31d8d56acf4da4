/** Every migration, in order. After `npm run migration:generate`, add the new class here. */
import { Foundation1763800000000 } from './1763800000000-Foundation.js';
import { OidcIdentities1795323032211 } from './1795323032211-OidcIdentities.js';
import { AccountsSecurity1795323307058 } from './1795323307058-AccountsSecurity.js';
import { UserProfile1795325317273 } from './1795325317273-UserProfile.js';
import { CatalogTaxonomy1795328150410 } from './1795328150410-CatalogTaxonomy.js';
import { CatalogMedia1795329989310 } from './1795329989310-CatalogMedia.js';
import { BrowseIndexes1795334583943 } from './1795334583943-BrowseIndexes.js';
import { BrowseFacetColumns1795466262093 } from './1795466262093-BrowseFacetColumns.js';
import { RecentDownloads1795467233266 } from './1795467233266-RecentDownloads.js';
import { MediaSlugUnique1795574811034 } from './1795574811034-MediaSlugUnique.js';
import { JobLeases1795575014273 } from './1795575014273-JobLeases.js';
import { PendingSignUps1795575258361 } from './1795575258361-PendingSignUps.js';
import { Billing1795575325229 } from './1795575325229-Billing.js';
import { VideoGenerations1795575864079 } from './1795575864079-VideoGenerations.js';
import { SearchFeed1795576359502 } from './1795576359502-SearchFeed.js';
import { PlatformIdsSyncSkipsUnchanged1795576359503 } from './1795576359503-PlatformIdsSyncSkipsUnchanged.js';
import { ThumbnailWidths1795576627926 } from './1795576627926-ThumbnailWidths.js';
import { CapcutTips1795578469886 } from './1795578469886-CapcutTips.js';
import { RefreshTokenRetirement1795579757641 } from './1795579757641-RefreshTokenRetirement.js';
import { NotificationFeed1795589031966 } from './1795589031966-NotificationFeed.js';
import { Downloads1795589150060 } from './1795589150060-Downloads.js';
import { Converter1795589399929 } from './1795589399929-Converter.js';
import { SiteSettings1795590814295 } from './1795590814295-SiteSettings.js';
import { AssetRequests1795591275070 } from './1795591275070-AssetRequests.js';
import { Favorites1795591738612 } from './1795591738612-Favorites.js';
import { AdminConsoleUsers1795591957193 } from './1795591957193-AdminConsoleUsers.js';
import { AdminAnalyticsRollups1795593300464 } from './1795593300464-AdminAnalyticsRollups.js';
import { Broadcasts1795600000000 } from './1795600000000-Broadcasts.js';
import { Follows1795601000000 } from './1795601000000-Follows.js';
import { NotificationEmails1795602000000 } from './1795602000000-NotificationEmails.js';
import { PlatformIdsSyncSwitch1795603000000 } from './1795603000000-PlatformIdsSyncSwitch.js';
import { FacetClassesAlways1795604000000 } from './1795604000000-FacetClassesAlways.js';
import { NormaliseAnalyticsPaths1795605200000 } from './1795605200000-NormaliseAnalyticsPaths.js';
import { NumericCollation1795606400000 } from './1795606400000-NumericCollation.js';
import { SearchFeedCards1795607600000 } from './1795607600000-SearchFeedCards.js';

export const migrations = [
  Foundation1763800000000,
  OidcIdentities1795323032211,
  AccountsSecurity1795323307058,
  UserProfile1795325317273,
  CatalogTaxonomy1795328150410,
  CatalogMedia1795329989310,
  BrowseIndexes1795334583943,
  BrowseFacetColumns1795466262093,
  RecentDownloads1795467233266,
  MediaSlugUnique1795574811034,
  JobLeases1795575014273,
  PendingSignUps1795575258361,
  Billing1795575325229,
  VideoGenerations1795575864079,
  SearchFeed1795576359502,
  PlatformIdsSyncSkipsUnchanged1795576359503,
  ThumbnailWidths1795576627926,
  CapcutTips1795578469886,
  RefreshTokenRetirement1795579757641,
  NotificationFeed1795589031966,
  Downloads1795589150060,
  Converter1795589399929,
  SiteSettings1795590814295,
  AssetRequests1795591275070,
  Favorites1795591738612,
  AdminConsoleUsers1795591957193,
  AdminAnalyticsRollups1795593300464,
  Broadcasts1795600000000,
  Follows1795601000000,
  NotificationEmails1795602000000,
  PlatformIdsSyncSwitch1795603000000,
  FacetClassesAlways1795604000000,
  NormaliseAnalyticsPaths1795605200000,
  NumericCollation1795606400000,
  SearchFeedCards1795607600000,
];

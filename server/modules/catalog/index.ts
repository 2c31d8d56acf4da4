/**
 * The catalogue: media (assets, images, audio) with their stored files,
 * categories, tags, platforms and bundles; uploads, processing, review,
 * browsing, popularity, the pages crawlers read, and the demo catalogue.
 */
import { defineModule } from '../../module.js';
import { BundleEntity, BundleItemEntity } from './bundle.entity.js';
import { BundleFieldResolver, BundleResolver } from './bundle.resolver.js';
import { startDemoSeed } from './demo/seed.js';
import {
  AssetEntity,
  AudioEntity,
  ImageEntity,
  MediaDownloadDayEntity,
  MediaEntity,
  MediaPlatformEntity,
  MediaTagEntity,
} from './media.entity.js';
import {
  AssetResolver,
  AudioResolver,
  MediaFieldResolver,
  MediaHistoryEntryResolver,
  MediaResolver,
  StoredFileResolver,
} from './media.resolver.js';
import { mediaFileDeletionJob } from './media-jobs.js';
import { mediaProcessingJob } from './media-processing.js';
import { mediaUploadRoute } from './media-uploads.js';
import { popularityJobs } from './popularity.js';
import { catalogPages, catalogSitemap } from './seo/pages.js';
import { StoredFileEntity } from './stored-file.entity.js';
import { CategoryEntity, PlatformEntity, TagEntity } from './taxonomy.entity.js';
import { CategoryResolver, TaxonomyResolver } from './taxonomy.resolver.js';
import { queueThumbnailBackfill, thumbnailBackfillJob } from './thumbnail-backfill.js';

// The search module answers the browse queries (its index, or these SQL paths while it builds).
export {
  assembleFacets,
  type BrowseResult,
  browseMedia,
  type CardRows,
  DIMENSIONS,
  type Dimension,
  type FacetRow,
  filterConditions,
  mediaOfCardRows,
  publishedCardRows,
  publishedMediaByIds,
  relatedMedia,
} from './browse.service.js';
export {
  DEFAULT_RELATED,
  MAX_RELATED,
  MAX_TAG_FACETS,
  MediaBrowseConnection,
  MediaBrowseSort,
  MediaFacets,
  MediaFilter,
} from './browse.types.js';
export { BundleEntity, BundleItemEntity } from './bundle.entity.js';
export { type CatalogFigures, catalogFigures } from './console-figures.js';
export { seedBulkCatalogue } from './demo/bulk.js';
export { demoCatalogueStocking, seedDemoCatalogue } from './demo/seed.js';
export { BPM_BUCKETS, type Bucket, DURATION_BUCKETS, MediaEntity } from './media.entity.js';
export { Media } from './media.types.js';
export { createMediaFromFile, type MediaFile } from './media-from-file.js';
export { adjustFavoriteCount, recordDownload } from './popularity.js';
export { StoredFileEntity } from './stored-file.entity.js';
export { slugify } from './taxonomy.service.js';
export { Category, MediaKind } from './taxonomy.types.js';

export default defineModule({
  name: 'catalog',
  entities: [
    CategoryEntity,
    TagEntity,
    PlatformEntity,
    MediaEntity,
    AssetEntity,
    ImageEntity,
    AudioEntity,
    MediaTagEntity,
    MediaPlatformEntity,
    MediaDownloadDayEntity,
    StoredFileEntity,
    BundleEntity,
    BundleItemEntity,
  ],
  resolvers: [
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
  ],
  // The public detail pages' reads (the search module adds browse and search).
  replicaReads: ['mediaItem', 'category', 'bundles', 'bundle'],
  jobs: (deps) => [
    mediaProcessingJob(deps),
    mediaFileDeletionJob(deps),
    thumbnailBackfillJob(deps),
    ...popularityJobs(deps),
  ],
  routes: (deps) => [mediaUploadRoute(deps)],
  pages: catalogPages,
  sitemap: catalogSitemap,
  async onStart({ deps, embedded, signal, background }) {
    // Items processed before the thumbnail had several widths get them in the background (a no-op when none are left).
    await queueThumbnailBackfill(deps);
    // In the background: the demo catalogue fills in (and logs progress) while the server already serves.
    if (!embedded || !deps.config.seedDemo) return;
    const seed = await startDemoSeed(deps, deps.log, { signal });
    if (seed) background(seed.running);
  },
});

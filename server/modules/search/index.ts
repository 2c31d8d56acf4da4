/**
 * Search and discovery: the in-process catalogue index every browse and
 * search request is answered from (kept in step with PostgreSQL by a change
 * feed), typo-tolerant full-text search with facets, autocomplete, more like
 * this, and search analytics.
 */
import { defineModule } from '../../module.js';
import { BrowseResolver, CategoryMediaResolver } from './browse.resolver.js';
import { SEARCH_INDEX } from './browse.service.js';
import { SearchIndexService } from './index-service.js';
import { SearchResolver } from './search.resolver.js';
import { searchJobs } from './search-jobs.js';
import { SearchClickEntity, SearchQueryEntity } from './search-log.entity.js';
import { anonymiseSearches, SEARCH_LOG, SearchLog } from './search-log.js';

/**
 * How long a starting server waits for its index before it listens anyway
 * (and serves from PostgreSQL until the index is ready): the demo catalogue
 * indexes in milliseconds, a million items in tens of seconds.
 */
const INDEX_START_WAIT_MS = 3000;

export { SEARCH_INDEX } from './browse.service.js';

export default defineModule({
  name: 'search',
  entities: [SearchQueryEntity, SearchClickEntity],
  resolvers: [BrowseResolver, CategoryMediaResolver, SearchResolver],
  replicaReads: ['media', 'search', 'searchSuggestions', 'relatedMedia'],
  jobs: searchJobs,
  erase: anonymiseSearches,
  services: (deps) => [
    { key: SEARCH_INDEX, service: new SearchIndexService(deps.db, deps.log, { startWaitMs: INDEX_START_WAIT_MS }) },
    { key: SEARCH_LOG, service: new SearchLog(deps.db, deps.log) },
  ],
});

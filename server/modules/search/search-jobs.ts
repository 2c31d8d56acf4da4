/** Pruning the change feed: every instance has read a row long before FEED_RETENTION_MINUTES (index-service.ts). */
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { FEED_RETENTION_MINUTES } from './index-service.js';

export const PRUNE_SEARCH_CHANGES = jobName('search.prune-changes');

export function searchJobs({ db, log }: AppDeps): JobDefinition[] {
  return [
    {
      job: PRUNE_SEARCH_CHANGES,
      cron: '*/10 * * * *',
      async handler() {
        const result: [unknown, number] = await db.query(
          `DELETE FROM search_changes WHERE changed_at < now() - make_interval(mins => $1)`,
          [FEED_RETENTION_MINUTES],
        );
        if (result[1]) log.info({ pruned: result[1] }, 'search change feed pruned');
      },
    },
  ];
}

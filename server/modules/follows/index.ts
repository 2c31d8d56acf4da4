/**
 * Follows: members follow categories and platforms; an hourly job batches
 * what was published there into one "new items" notification per member.
 *
 * For other modules: `newForYou(manager, userId, limit?)` → ids of the newest
 * published items in what the member follows (the dashboard's "new for you";
 * load them with catalog's `publishedMediaByIds`).
 */
import type { AppDeps } from '../../graphql/context.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { defineModule } from '../../module.js';
import { seedDemoFollowsWhenReady } from './demo.js';
import { FollowEntity } from './follow.entity.js';
import { FollowsResolver } from './follows.resolver.js';
import { FOLLOWS_DIGEST, notifyNewItems } from './follows.service.js';

export { FollowTarget } from './follow.entity.js';
export { newForYou, notifyNewItems } from './follows.service.js';

function newItemsJob({ db }: AppDeps): JobDefinition {
  return {
    job: FOLLOWS_DIGEST,
    cron: '0 * * * *',
    queue: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600 },
    handler: async () => {
      await notifyNewItems(db);
    },
  };
}

export default defineModule({
  name: 'follows',
  entities: [FollowEntity],
  resolvers: [FollowsResolver],
  jobs: (deps) => [newItemsJob(deps)],
  async onStart({ deps, embedded }) {
    // Not awaited: waits in the background for the demo catalogue (see demo.ts).
    if (embedded && deps.config.seedDemo) seedDemoFollowsWhenReady(deps);
  },
});

/**
 * Admin broadcasts: one message to everyone, to members with or without a
 * paid plan, or to one plan's holders (billing's `planHoldersSql`), sent now
 * or scheduled, fanned out by the `broadcasts.send` job in set-based batches
 * (notifications' `fanOutBatch`), with reach and read counts.
 */
import type { AppDeps } from '../../graphql/context.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { defineModule } from '../../module.js';
import { BroadcastEntity } from './broadcast.entity.js';
import { BroadcastsResolver } from './broadcasts.resolver.js';
import { BROADCAST_SEND, runBroadcast } from './broadcasts.service.js';

export { BroadcastAudience, BroadcastStatus } from './broadcast.entity.js';
export { FAN_OUT_BATCH, runBroadcast } from './broadcasts.service.js';

function broadcastJob(deps: AppDeps): JobDefinition<{ broadcastId: string }> {
  return {
    job: BROADCAST_SEND,
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 900 },
    pollingIntervalSeconds: 1,
    handler: ({ broadcastId }, { signal }) => runBroadcast(deps, broadcastId, signal),
  };
}

export default defineModule({
  name: 'broadcasts',
  entities: [BroadcastEntity],
  resolvers: [BroadcastsResolver],
  jobs: (deps) => [broadcastJob(deps)],
});

/**
 * The asset request board: members ask for what the catalogue lacks and vote;
 * admins plan, fulfil (with published items), decline or merge; requester and
 * voters are notified of every move.
 */
import { defineModule } from '../../module.js';
import { seedDemoRequests } from './demo-requests.js';
import { AssetRequestEntity, AssetRequestItemEntity, AssetRequestVoteEntity } from './request.entity.js';
import { AssetRequestResolver } from './requests.resolver.js';

export { memberRequests } from './member-requests.js';
export { openRequestCount } from './open-requests.js';
export { RequestStatus } from './request-rules.js';
export { requestsBy } from './requests.service.js';
export { AssetRequest, AssetRequestConnection } from './requests.types.js';

export default defineModule({
  name: 'requests',
  entities: [AssetRequestEntity, AssetRequestVoteEntity, AssetRequestItemEntity],
  resolvers: [AssetRequestResolver],
  // An erased member's votes go (their rows cascade); the counts they were part of go down first.
  async erase(_ctx, m, userId) {
    await m.query(
      `UPDATE asset_requests SET vote_count = vote_count - 1
        WHERE id IN (SELECT request_id FROM asset_request_votes WHERE user_id = $1)`,
      [userId],
    );
  },
  async onStart({ deps, embedded }) {
    if (embedded) await seedDemoRequests(deps);
  },
});

/**
 * Demo favourites for a newcomer's first start: the demo member hearts a few
 * items and keeps two of them in a collection, once the background demo
 * catalogue has published some (checked every 20 s for up to 30 minutes;
 * nothing happens when the member has favourites already).
 */
import type { AppDeps } from '../../graphql/context.js';
import { pollInBackground } from '../../jobs/poll.js';
import { DEMO_MEMBER_EMAIL, UserEntity } from '../accounts/index.js';
import { adjustFavoriteCount } from '../catalog/index.js';
import { CollectionEntity, CollectionItemEntity, FavoriteEntity } from './favorite.entity.js';

const CHECK_EVERY_MS = 20_000;
const GIVE_UP_AFTER_MS = 30 * 60_000;
const COUNT = 6;

export function seedDemoFavoritesWhenReady(deps: AppDeps): void {
  pollInBackground(() => seedDemoFavorites(deps), {
    everyMs: CHECK_EVERY_MS,
    giveUpAfterMs: GIVE_UP_AFTER_MS,
    log: deps.log,
    what: 'demo favourites',
  });
}

/** True when done (seeded now, or nothing to do); false while the catalogue is still too small. */
export async function seedDemoFavorites(deps: AppDeps): Promise<boolean> {
  const member = await deps.db.manager.findOneBy(UserEntity, { email: DEMO_MEMBER_EMAIL });
  if (!member) return true;
  if (await deps.db.manager.existsBy(FavoriteEntity, { userId: member.id })) return true;
  const rows = (await deps.db.query(
    `SELECT id FROM media WHERE status = 'PUBLISHED' ORDER BY recent_download_count DESC, id LIMIT ${COUNT}`,
  )) as { id: string }[];
  if (rows.length < COUNT) return false;
  const ids = rows.map((r) => r.id);
  await deps.db.transaction(async (m) => {
    await m.insert(
      FavoriteEntity,
      ids.map((mediaId) => ({ userId: member.id, mediaId })),
    );
    await adjustFavoriteCount(m, ids, 1);
    const c = await m.save(m.create(CollectionEntity, { userId: member.id, name: 'Client reel ideas', position: 0 }));
    await m.insert(
      CollectionItemEntity,
      ids.slice(0, 3).map((mediaId) => ({ collectionId: c.id, mediaId })),
    );
  });
  deps.log.info({ favourites: ids.length }, 'demo member favourites seeded');
  return true;
}

/**
 * Favourites (a heart per member and item, kept in `media.favorite_count`
 * through the catalogue's adjustFavoriteCount) and collections (named,
 * ordered lists a member keeps).
 *
 * What other modules use (import from here only):
 * - `recentFavorites(db, userId, limit)` → the latest favourites, newest first
 *   (the members' dashboard).
 * - `favoritesOf(ctx, userId, args)` and `collectionsOf(db, userId)`: one
 *   member's favourites and collections, as `myFavorites` and `myCollections`
 *   give them (the admin console's account view).
 */
import { defineModule } from '../../module.js';
import { seedDemoFavoritesWhenReady } from './demo.js';
import { CollectionEntity, CollectionItemEntity, FavoriteEntity } from './favorite.entity.js';
import { FavoritesResolver } from './favorites.resolver.js';
import { eraseFavorites } from './favorites.service.js';

export { collectionsOf, favoritesOf, type RecentFavorite, recentFavorites } from './favorites.service.js';
export { Collection, FavoriteConnection, MyFavoritesArgs } from './favorites.types.js';

export default defineModule({
  name: 'favorites',
  entities: [FavoriteEntity, CollectionEntity, CollectionItemEntity],
  resolvers: [FavoritesResolver],
  // Favourites are the person's own: deleted (the items' counts go down with them).
  erase: eraseFavorites,
  async onStart({ deps, embedded }) {
    // Not awaited: waits in the background for the demo catalogue (see demo.ts).
    if (embedded && deps.config.seedDemo) seedDemoFavoritesWhenReady(deps);
  },
});

/**
 * One item's heart: read from the viewer's list of favourite ids (one query
 * the whole page shares), changed optimistically — the heart fills at once
 * and empties again if the server refuses.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { MyFavoriteIdsDocument, SetFavoriteDocument } from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';

export function useFavorite(mediaId: string) {
  const { isAuthenticated } = useAuth();
  // Every card of a list has a heart. Cache-first, so only the first asks the server: with the app's
  // cache-and-network each batch of cards a growing list mounts asked again. The answer stays current
  // through the mutation's cache update below; a change made on another device shows on the next load.
  const ids = useQuery(MyFavoriteIdsDocument, { skip: !isAuthenticated, fetchPolicy: 'cache-first' });
  const [mutate] = useMutation(SetFavoriteDocument);
  const favorite = ids.data?.myFavoriteIds.includes(mediaId) ?? false;

  async function setFavorite(next: boolean): Promise<string | null> {
    try {
      const result = await mutate({
        variables: { input: { mediaId, favorite: next } },
        optimisticResponse: {
          setFavorite: { mediaId, favorite: next, errors: [] },
        },
        update(cache, { data }) {
          const now = data?.setFavorite.favorite;
          if (now === undefined) return;
          cache.updateQuery({ query: MyFavoriteIdsDocument }, (prev) =>
            prev
              ? {
                  myFavoriteIds: now
                    ? [mediaId, ...prev.myFavoriteIds.filter((id) => id !== mediaId)]
                    : prev.myFavoriteIds.filter((id) => id !== mediaId),
                }
              : prev,
          );
        },
        refetchQueries: ['MyFavorites'],
      });
      return result.data?.setFavorite.errors[0]?.message ?? null;
    } catch {
      return 'Not saved: check your connection and try again.';
    }
  }

  return { isAuthenticated, favorite, setFavorite };
}

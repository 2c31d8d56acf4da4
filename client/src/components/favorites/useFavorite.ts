/**
 * One item's heart: read from the viewer's list of favourite ids (one query
 * the whole page shares), changed optimistically — the heart fills at once
 * and empties again if the server refuses. It suspends until the list is
 * known (FavoriteButton shows the heart disabled meanwhile).
 */
import { skipToken, useMutation, useSuspenseQuery } from '@apollo/client/react';
import { MyFavoriteIdsDocument, SetFavoriteDocument } from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';

export function useFavorite(mediaId: string) {
  const { isAuthenticated } = useAuth();
  // Every card of a list has a heart, and they share one watch of the list: useSuspenseQuery keeps
  // one per document in Apollo's suspense cache, where useQuery made one per heart (a page of 24
  // cards spent ~250 ms of a phone's main thread creating, subscribing and notifying them).
  // Cache-first, so only the first asks the server. The answer stays current through the mutation's
  // cache update below; a change made on another device shows on the next load. A failed read
  // leaves every heart empty and usable rather than failing the card.
  const ids = useSuspenseQuery(
    MyFavoriteIdsDocument,
    isAuthenticated ? { fetchPolicy: 'cache-first', errorPolicy: 'all' } : skipToken,
  );
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

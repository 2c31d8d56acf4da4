/**
 * A card's member actions: the heart, the collections menu and the download
 * button. Its own chunk with Apollo Client (lib/lazyWithApollo.tsx), so the
 * cards of the first route stay within its JavaScript budget.
 */
import { CardDownload } from '../downloads/CardDownload';
import { CollectionMenu } from '../favorites/CollectionMenu';
import { FavoriteButton } from '../favorites/FavoriteButton';

export default function CardActions({ mediaId, title }: { mediaId: string; title: string }) {
  return (
    <>
      <FavoriteButton mediaId={mediaId} title={title} />
      <CollectionMenu mediaId={mediaId} title={title} />
      <CardDownload mediaId={mediaId} title={title} />
    </>
  );
}

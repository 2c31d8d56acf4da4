import { MediaDetailPage } from '../../components/catalog-pages/MediaDetailPage';

/** /members/assets/:id — one video asset, in the members area. */
export default function MembersAssetPage() {
  return <MediaDetailPage kind="ASSET" />;
}

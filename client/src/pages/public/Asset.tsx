import { MediaDetailPage } from '../../components/catalog-pages/MediaDetailPage';

/** /public/assets/:id — one video asset, for everyone. */
export default function AssetPage() {
  return <MediaDetailPage kind="ASSET" />;
}

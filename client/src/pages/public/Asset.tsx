import { MediaDetailPage } from '../../components/catalog-pages/MediaDetailPage';

/** /public/assets/:id — one published item of any kind (video asset, image or audio), for everyone. */
export default function AssetPage() {
  return <MediaDetailPage />;
}

/** /public/browse: the whole catalogue, filtered by URL params (see BrowsePage). */
import { BrowsePage } from '../../components/catalog/BrowsePage';

export default function PublicBrowsePage() {
  return <BrowsePage area="public" title="Browse" intro="Video assets, images and audio for your edits." />;
}

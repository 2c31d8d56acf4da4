/** /members/browse: the whole catalogue, filtered by URL params (see BrowsePage). */
import { BrowsePage } from '../../components/catalog/BrowsePage';

export default function MembersBrowsePage() {
  return <BrowsePage area="members" title="Browse" intro="Video assets, images and audio for your edits." />;
}

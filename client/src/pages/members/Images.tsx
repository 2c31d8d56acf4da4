/** /members/images: the images catalogue, filtered by URL params (see BrowsePage). */
import { BrowsePage } from '../../components/catalog/BrowsePage';

export default function MembersImagesPage() {
  return <BrowsePage area="members" title="Images" intro="Backgrounds, textures and stills." kind="IMAGE" />;
}

/** /public/images: the images catalogue, filtered by URL params (see BrowsePage). */
import { BrowsePage } from '../../components/catalog/BrowsePage';

export default function PublicImagesPage() {
  return <BrowsePage area="public" title="Images" intro="Backgrounds, textures and stills." kind="IMAGE" />;
}

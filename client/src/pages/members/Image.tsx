import { MediaDetailPage } from '../../components/catalog-pages/MediaDetailPage';

/** /members/images/:id — one image. */
export default function MembersImagePage() {
  return <MediaDetailPage kind="IMAGE" />;
}

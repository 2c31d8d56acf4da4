/** /admin/images — every image, with search, filters and bulk actions (components/admin-media/MediaTable.tsx). */
import { MediaTable } from '../../components/admin-media/MediaTable';

export default function AdminImagesPage() {
  return <MediaTable kind="IMAGE" />;
}

/** /admin/images/:id — edit one image (see components/admin-media/MediaEditor.tsx). */
import { MediaEditorPage } from '../../components/admin-media/MediaEditorPage';

export default function AdminImagePage() {
  return <MediaEditorPage kind="IMAGE" />;
}

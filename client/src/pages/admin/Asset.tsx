/** /admin/assets/:id — edit one asset (see components/admin-media/MediaEditor.tsx). */
import { MediaEditorPage } from '../../components/admin-media/MediaEditorPage';

export default function AdminAssetPage() {
  return <MediaEditorPage kind="ASSET" />;
}

/** /admin/assets — every asset, with search, filters and bulk actions (components/admin-media/MediaTable.tsx). */
import { MediaTable } from '../../components/admin-media/MediaTable';

export default function AdminAssetsPage() {
  return <MediaTable kind="ASSET" />;
}

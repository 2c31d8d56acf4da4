import { UploadPage } from '../../components/admin-upload/UploadPage';

export default function AdminAssetsUploadPage() {
  return <UploadPage kind="ASSET" />;
}

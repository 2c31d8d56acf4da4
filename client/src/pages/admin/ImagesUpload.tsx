import { UploadPage } from '../../components/admin-upload/UploadPage';

export default function AdminImagesUploadPage() {
  return <UploadPage kind="IMAGE" />;
}

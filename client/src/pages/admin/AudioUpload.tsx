import { UploadPage } from '../../components/admin-upload/UploadPage';

export default function AdminAudioUploadPage() {
  return <UploadPage kind="AUDIO" />;
}

import { ComingSoon } from '../../components/ComingSoon';

export default function AdminImagesUploadPage() {
  return (
    <ComingSoon
      screen="Upload images"
      description="Upload new images."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

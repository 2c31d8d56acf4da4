import { ComingSoon } from '../../components/ComingSoon';

export default function AdminAssetsUploadPage() {
  return (
    <ComingSoon
      screen="Upload assets"
      description="Upload new assets with their previews and details."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

import { ComingSoon } from '../../components/ComingSoon';

export default function AdminBundleCreatePage() {
  return (
    <ComingSoon
      screen="Create bundle"
      description="Put media together in a new bundle."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

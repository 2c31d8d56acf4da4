import { ComingSoon } from '../../components/ComingSoon';

export default function AdminBundlesPage() {
  return (
    <ComingSoon
      screen="Bundles"
      description="Curated bundles of media."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

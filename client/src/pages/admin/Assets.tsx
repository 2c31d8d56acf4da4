import { ComingSoon } from '../../components/ComingSoon';

export default function AdminAssetsPage() {
  return (
    <ComingSoon
      screen="Assets"
      description="Every asset in every status, with bulk actions."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

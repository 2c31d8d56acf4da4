import { ComingSoon } from '../../components/ComingSoon';

export default function AdminAssetPage() {
  return (
    <ComingSoon
      screen="Asset"
      description="Edit one asset: details, files, pricing and status."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

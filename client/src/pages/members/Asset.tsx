import { ComingSoon } from '../../components/ComingSoon';

export default function MembersAssetPage() {
  return (
    <ComingSoon
      screen="Asset"
      description="One asset: preview, details and download."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}

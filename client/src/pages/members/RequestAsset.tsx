import { ComingSoon } from '../../components/ComingSoon';

export default function MembersRequestAssetPage() {
  return (
    <ComingSoon
      screen="Request an asset"
      description="Ask for an asset the library does not have yet."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}

import { ComingSoon } from '../../components/ComingSoon';

export default function MembersBrowsePage() {
  return (
    <ComingSoon
      screen="Browse"
      description="The whole library, ready to download with your plan."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}

import { ComingSoon } from '../../components/ComingSoon';

export default function MembersCapcutTipsPage() {
  return (
    <ComingSoon
      screen="CapCut tips"
      description="Video-editing tips for CapCut, with the assets that go with them."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}

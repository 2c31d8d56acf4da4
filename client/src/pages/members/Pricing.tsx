import { ComingSoon } from '../../components/ComingSoon';

export default function MembersPricingPage() {
  return (
    <ComingSoon
      screen="Pricing"
      description="Compare plans and change yours."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}

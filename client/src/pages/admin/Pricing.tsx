import { ComingSoon } from '../../components/ComingSoon';

export default function AdminPricingPage() {
  return (
    <ComingSoon
      screen="Pricing"
      description="Plans, prices and what each plan includes."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

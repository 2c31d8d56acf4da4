import { ComingSoon } from '../../components/ComingSoon';

export default function MembersPaymentsPage() {
  return (
    <ComingSoon
      screen="Payments"
      description="Your subscription, invoices and payment history."
      backTo="/members/dashboard"
      backLabel="Go to your dashboard"
    />
  );
}

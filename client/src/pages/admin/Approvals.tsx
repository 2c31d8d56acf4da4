import { ComingSoon } from '../../components/ComingSoon';

export default function AdminApprovalsPage() {
  return (
    <ComingSoon
      screen="Approvals"
      description="Everything waiting for review, across media types."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

import { ComingSoon } from '../../components/ComingSoon';

export default function AdminAssetsApprovalsPage() {
  return (
    <ComingSoon
      screen="Asset approvals"
      description="Assets waiting for review: approve or reject them with a reason."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

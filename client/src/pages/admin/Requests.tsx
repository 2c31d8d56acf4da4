import { ComingSoon } from '../../components/ComingSoon';

export default function AdminRequestsPage() {
  return (
    <ComingSoon
      screen="Requests"
      description="Asset requests from members."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

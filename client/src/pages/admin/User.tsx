import { ComingSoon } from '../../components/ComingSoon';

export default function AdminUserPage() {
  return (
    <ComingSoon
      screen="User"
      description="One account: profile, role, subscription, sessions and activity."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}

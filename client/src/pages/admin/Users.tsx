import { ComingSoon } from '../../components/ComingSoon';

export default function AdminUsersPage() {
  return (
    <ComingSoon
      screen="Users"
      description="Find accounts, change roles and disable or enable them."
      backTo="/admin"
      backLabel="Go to the admin dashboard"
    />
  );
}
